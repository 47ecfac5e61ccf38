"""A batch of edits: private copies of the parts it touches, bookkeeping of what changed, and the redline."""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from lxml import etree

from ..errors import Code, DocxError
from ..ooxml import A_AUTHOR, A_DATE, A_ID, W_INS, W_P, W_R, W_T, invalid_chars, paragraph_text, short_hash
from ..reader import DocModel, Styles, block_text

REDLINE_BLOCKS = 200
REDLINE_CHARS = 20_000


@dataclass
class ChangeRecord:
    kind: str  # modified | inserted | deleted
    block_id: str | None  # None: computed from ``path`` and ``before`` when the redline needs it
    before: str
    el: etree._Element
    notes: list[str] = field(default_factory=list)  # changes the text does not show (comments)
    path: str | None = None

    @property
    def label(self) -> str:
        if self.block_id is None:
            self.block_id = f"{self.path}#{short_hash(self.before)}"
        return self.block_id


@dataclass
class BatchParts:
    """How a batch reaches the document: lazily cloned part roots and where each part's units live."""

    get_root: Callable[[str], etree._Element]  # the batch's (cloned) root of a part
    units_root: Callable[[str, etree._Element], etree._Element]
    part_of_root: Callable[[etree._Element], str | None]
    create_part: Callable[[str, etree._Element, str], None]  # name, root, content type
    has_part: Callable[[str], bool]
    comments_part: str | None
    main_rels: str
    next_id: Callable[[], int]


@dataclass
class Batch:
    model: DocModel
    parts: BatchParts
    mode: str
    author: str
    date: str
    our_ids: set[str]  # ids of revisions made by this session before this batch
    new_ids: set[str] = field(default_factory=set)
    changed_units: dict[str, set[etree._Element]] = field(default_factory=dict)
    deleted_units: dict[str, set[etree._Element]] = field(default_factory=dict)
    changed_parts: set[str] = field(default_factory=set)
    records: dict[etree._Element, ChangeRecord] = field(default_factory=dict)
    comments_part: str | None = None
    _units_roots: dict[etree._Element, etree._Element] = field(default_factory=dict)
    _ins_template: etree._Element | None = None

    @property
    def tracked(self) -> bool:
        return self.mode == "tracked"

    @property
    def styles(self) -> Styles:
        return self.model.styles

    # -- bookkeeping -------------------------------------------------------------------------------
    def _unit(self, el: etree._Element) -> tuple[str, etree._Element] | None:
        root = el.getroottree().getroot()
        part = self.parts.part_of_root(root)
        if part is None:
            return None
        units_root = self._units_roots.get(root)
        if units_root is None:
            units_root = self._units_roots[root] = self.parts.units_root(part, root)
        node: etree._Element | None = el
        while node is not None and node.getparent() is not units_root:
            node = node.getparent()
        if node is None:
            return None
        return part, node

    def touch(self, el: etree._Element) -> None:
        """Record that ``el`` (attached to a part) is about to change."""
        found = self._unit(el)
        if found is None:
            raise AssertionError("touching an element outside the batch's parts")
        part, unit = found
        self.changed_units.setdefault(part, set()).add(unit)
        self.changed_parts.add(part)

    def remove_unit_or_touch(self, el: etree._Element) -> None:
        found = self._unit(el)
        assert found is not None
        part, unit = found
        self.changed_parts.add(part)
        if unit is el:
            self.deleted_units.setdefault(part, set()).add(el)
        else:
            self.changed_units.setdefault(part, set()).add(unit)

    def note_paragraph(self, el: etree._Element, block_id: str) -> None:
        """Remember a block's text before its first change, for the redline."""
        if el not in self.records:
            self.records[el] = ChangeRecord("modified", block_id, block_text(el), el)
        self.touch(el)

    def note_inserted(self, el: etree._Element, where: str) -> None:
        self.records[el] = ChangeRecord("inserted", where, "", el)
        self.touch(el)

    def new_id(self) -> str:
        value = str(self.parts.next_id())
        self.new_ids.add(value)
        return value

    def fresh_id(self) -> str:
        """An unused id for a copy of someone else's annotation (not one of this session's revisions)."""
        return str(self.parts.next_id())

    def revision(self, tag: str) -> etree._Element:
        return etree.Element(tag, {A_ID: self.new_id(), A_AUTHOR: self.author, A_DATE: self.date})

    def ins_template(self) -> etree._Element:
        if self._ins_template is None:
            ins = etree.Element(W_INS, {A_AUTHOR: self.author, A_DATE: self.date})
            etree.SubElement(etree.SubElement(ins, W_R), W_T)
            self._ins_template = ins
        return self._ins_template

    def is_ours(self, revision: etree._Element) -> bool:
        rid = revision.get(A_ID)
        return rid in self.our_ids or rid in self.new_ids

    # -- results -----------------------------------------------------------------------------------
    def _after(self, rec: Any) -> str:
        if rec.kind == "inserted":
            return paragraph_text(rec.el) if rec.el.tag == W_P else block_text(rec.el)
        attached = rec.kind != "deleted" and self._unit(rec.el) is not None
        return block_text(rec.el) if attached else ""

    def now(self) -> list[str]:
        """Each changed block as it reads after the batch (`label: text`, at most 200 characters
        a block): what a reader quotes, where the redline's markup would be copied as it is."""
        out: list[str] = []
        for rec in list(self.records.values())[:REDLINE_BLOCKS]:
            after = self._after(rec)
            out.append(f"{rec.label}: {after[:200]}" if after or rec.kind != "deleted" else f"{rec.label}: (deleted)")
        return out

    def redline(self) -> str:
        lines: list[str] = []
        size = 0
        records = list(self.records.values())
        for rec in records[:REDLINE_BLOCKS]:
            after = self._after(rec)
            if rec.kind == "inserted":
                line = f"{rec.label}: {{+{after}+}}" if after else f"{rec.label}: {{+¶+}}"
            else:
                line = f"{rec.label}: {redline_text(rec.before, after)}"
            line += "".join(f" [{note}]" for note in rec.notes)
            if size + len(line) > REDLINE_CHARS:
                lines.append(f"… redline cut at {REDLINE_CHARS} characters")
                break
            lines.append(line)
            size += len(line) + 1
        else:
            if len(records) > REDLINE_BLOCKS:
                lines.append(f"… and {len(records) - REDLINE_BLOCKS} more changed blocks")
        return "\n".join(lines)


_TOKEN = re.compile(r"\s+|\w+|[^\w\s]")


def redline_text(before: str, after: str) -> str:
    """A word-level text redline: ``[-removed-]{+added+}``."""
    if before == after:
        return before
    a, b = _TOKEN.findall(before), _TOKEN.findall(after)
    # Most edits change one stretch: diff only what lies between the common head and tail.
    head = 0
    while head < len(a) and head < len(b) and a[head] == b[head]:
        head += 1
    tail = 0
    while tail < len(a) - head and tail < len(b) - head and a[-1 - tail] == b[-1 - tail]:
        tail += 1
    out: list[str] = ["".join(a[:head])]
    a_mid, b_mid = a[head: len(a) - tail], b[head: len(b) - tail]
    out.append(_diff_tokens(a_mid, b_mid))
    out.append("".join(a[len(a) - tail:]))
    return "".join(out)


def _diff_tokens(a: list[str], b: list[str]) -> str:
    out: list[str] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            out.append("".join(a[i1:i2]))
            continue
        if op in ("delete", "replace"):
            out.append(f"[-{''.join(a[i1:i2])}-]")
        if op in ("insert", "replace"):
            out.append(f"{{+{''.join(b[j1:j2])}+}}")
    return "".join(out)


def now_stamp() -> str:
    return datetime.now(UTC).replace(microsecond=0).strftime("%Y-%m-%dT%H:%M:%SZ")


def check_author(author: Any) -> str:
    if not isinstance(author, str) or not author.strip():
        raise DocxError(Code.INVALID_ARGUMENT, "author must be a non-empty string")
    if len(author) > 255 or invalid_chars(author) or any(c in author for c in "\n\t"):
        raise DocxError(Code.INVALID_ARGUMENT, "author must be one line of at most 255 printable characters")
    return author.strip()
