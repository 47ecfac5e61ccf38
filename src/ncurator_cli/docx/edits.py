"""Typed edit operations on a document's XML, in ``direct`` or ``tracked`` mode.

Edits are applied by a :class:`Batch` to private copies of the parts they touch; the document only
swaps the copies in when every edit of the batch succeeded, which is what makes a batch atomic and a
dry run free of side effects. Block ids are resolved against the state *before* the batch (the state
the caller inspected), so an edit can still name a paragraph that an earlier edit of the same batch
changed.

All changes go through small helpers that move, split or wrap existing runs: the characters that are
not edited keep their exact XML, and new text takes the formatting of the run it replaces.
"""

from __future__ import annotations

import copy
import difflib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from lxml import etree
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, model_validator

from .errors import Code, DocxError
from .ooxml import (
    A_AUTHOR,
    A_DATE,
    A_ID,
    A_INITIALS,
    A_VAL,
    CT_COMMENTS,
    CT_NS,
    HARMLESS_RUN_CHILDREN,
    NSMAP,
    PKG_REL_NS,
    REVISION_TAGS,
    RT_COMMENTS,
    W_BODY,
    W_BOOKMARK_END,
    W_BOOKMARK_START,
    W_COMMENT,
    W_COMMENT_RANGE_END,
    W_COMMENT_RANGE_START,
    W_COMMENT_REFERENCE,
    W_COMMENTS,
    W_CUSTOMXML,
    W_DEL,
    W_DELINSTRTEXT,
    W_DELTEXT,
    W_FLDSIMPLE,
    W_HYPERLINK,
    W_INS,
    W_INSTRTEXT,
    W_NUMPR,
    W_P,
    W_PPR,
    W_PPRCHANGE,
    W_PSTYLE,
    W_R,
    W_RPR,
    W_RSTYLE,
    W_SDT,
    W_SDTCONTENT,
    W_SECTPR,
    W_SMARTTAG,
    W_T,
    W_TBL,
    W_TC,
    W_TRPR,
    Atom,
    atoms,
    atoms_and_runs,
    clean_rpr,
    invalid_chars,
    make_t,
    new_run,
    normalize_newlines,
    paragraph_mark_rpr,
    paragraph_text,
    qn,
    run_is_plain,
    set_text,
    short_hash,
    split_run_after,
    split_run_before,
    split_t,
    text_content,
    visible_runs,
)
from .reader import (
    BlockRef,
    DocModel,
    Styles,
    block_children,
    block_text,
    heading_level,
    row_cells,
    table_rows,
    walk_blocks,
)

MAX_EDITS = 1000
MAX_TEXT = 100_000
REDLINE_BLOCKS = 200
REDLINE_CHARS = 20_000
LIST_LIMIT = 200

# ---------------------------------------------------------------------------------------------------
# Edit schema (the wire contract of docx_apply_edits)


def _check_text(value: str, field_name: str) -> str:
    bad = invalid_chars(value)
    if bad:
        raise ValueError(f"{field_name} contains characters XML cannot hold: {', '.join(bad[:5])}")
    if len(value) > MAX_TEXT:
        raise ValueError(f"{field_name} is longer than {MAX_TEXT} characters")
    return normalize_newlines(value)


class _Edit(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class ReplaceText(_Edit):
    type: Literal["replace_text"]
    find: str = Field(min_length=1)
    replace: str
    occurrence: int | None = Field(default=None, ge=1)
    all: bool = Field(default=False, alias="all")
    expected_count: int | None = Field(default=None, ge=0)
    block_id: str | None = None

    @model_validator(mode="after")
    def _check(self) -> ReplaceText:
        if self.occurrence is not None and self.all:
            raise ValueError("give either occurrence or all, not both")
        self.find = _check_text(self.find, "find")
        self.replace = _check_text(self.replace, "replace")
        return self


class InsertParagraph(_Edit):
    type: Literal["insert_paragraph"]
    anchor_id: str
    position: Literal["after", "before"] = "after"
    text: str = ""
    style: str | None = None

    @model_validator(mode="after")
    def _check(self) -> InsertParagraph:
        self.text = _check_text(self.text, "text")
        return self


class AppendParagraph(_Edit):
    type: Literal["append_paragraph"]
    text: str = ""
    style: str | None = None

    @model_validator(mode="after")
    def _check(self) -> AppendParagraph:
        self.text = _check_text(self.text, "text")
        return self


class DeleteBlock(_Edit):
    type: Literal["delete_block"]
    block_id: str


class SetCellText(_Edit):
    type: Literal["set_cell_text"]
    block_id: str | None = None
    table: int | str | None = None
    row: int | None = Field(default=None, ge=0)
    col: int | None = Field(default=None, ge=0)
    text: str

    @model_validator(mode="after")
    def _check(self) -> SetCellText:
        if self.block_id is None and self.table is None:
            raise ValueError("give block_id (a cell or cell paragraph id) or table with row and col")
        if self.block_id is not None and self.table is not None:
            raise ValueError("give block_id or table, not both")
        if self.table is not None and (self.row is None or self.col is None):
            raise ValueError("table needs row and col (0-based)")
        self.text = _check_text(self.text, "text")
        return self


class AddComment(_Edit):
    type: Literal["add_comment"]
    block_id: str
    find: str | None = Field(default=None, min_length=1)
    text: str = Field(min_length=1)

    @model_validator(mode="after")
    def _check(self) -> AddComment:
        self.text = _check_text(self.text, "text")
        if self.find is not None:
            self.find = _check_text(self.find, "find")
        return self


Edit = Annotated[
    ReplaceText | InsertParagraph | AppendParagraph | DeleteBlock | SetCellText | AddComment,
    Field(discriminator="type"),
]
_EDITS = TypeAdapter(list[Edit])


def edits_json_schema() -> dict[str, Any]:
    """JSON Schema of the ``edits`` array, for tool definitions."""
    return _EDITS.json_schema(by_alias=True)


def parse_edits(raw: Any) -> list[Any]:
    if not isinstance(raw, list):
        raise DocxError(Code.INVALID_EDIT, "edits must be a list of objects, each with a type")
    if not raw:
        raise DocxError(Code.INVALID_EDIT, "edits is empty")
    if len(raw) > MAX_EDITS:
        raise DocxError(Code.TOO_LARGE, f"at most {MAX_EDITS} edits per batch", {"count": len(raw)})
    try:
        return _EDITS.validate_python(raw)
    except ValidationError as exc:
        errors = [
            {"edit_index": e["loc"][0] if e["loc"] else None, "field": ".".join(str(x) for x in e["loc"][1:]),
             "error": e["msg"]}
            for e in exc.errors(include_url=False)[:20]
        ]
        first = errors[0]
        where = f"edit {first['edit_index']}" + (f" field {first['field']}" if first["field"] else "")
        raise DocxError(Code.INVALID_EDIT, f"{where}: {first['error']}", {"errors": errors}) from None


# ---------------------------------------------------------------------------------------------------
# The batch


@dataclass
class _Record:
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
    records: dict[etree._Element, _Record] = field(default_factory=dict)
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
            self.records[el] = _Record("modified", block_id, block_text(el), el)
        self.touch(el)

    def note_inserted(self, el: etree._Element, where: str) -> None:
        self.records[el] = _Record("inserted", where, "", el)
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
    def redline(self) -> str:
        lines: list[str] = []
        size = 0
        records = list(self.records.values())
        for rec in records[:REDLINE_BLOCKS]:
            if rec.kind == "inserted":
                after = paragraph_text(rec.el) if rec.el.tag == W_P else block_text(rec.el)
                line = f"{rec.label}: {{+{after}+}}" if after else f"{rec.label}: {{+¶+}}"
            else:
                attached = rec.kind != "deleted" and self._unit(rec.el) is not None
                after = block_text(rec.el) if attached else ""
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


# ---------------------------------------------------------------------------------------------------
# Resolution (before anything is applied)


@dataclass
class Prepared:
    edit: Any
    refs: dict[str, BlockRef] = field(default_factory=dict)


def prepare(model: DocModel, edit: Any) -> Prepared:
    """Resolve every block id an edit names; STALE_REF / UNKNOWN_BLOCK before anything changes."""
    prep = Prepared(edit)
    if isinstance(edit, ReplaceText) and edit.block_id is not None:
        prep.refs["block"] = model.resolve(edit.block_id)
    elif isinstance(edit, InsertParagraph):
        prep.refs["anchor"] = model.resolve(edit.anchor_id)
        if prep.refs["anchor"].kind == "cell":
            raise DocxError(Code.INVALID_EDIT, "anchor_id must be a paragraph or a table, not a cell")
    elif isinstance(edit, DeleteBlock | AddComment):
        prep.refs["block"] = model.resolve(edit.block_id)
    elif isinstance(edit, SetCellText):
        prep.refs["cell"] = _resolve_cell(model, edit)
    return prep


def _resolve_cell(model: DocModel, edit: SetCellText) -> BlockRef:
    if edit.block_id is not None:
        ref = model.resolve(edit.block_id)
        if ref.kind == "cell":
            return ref
        if ref.kind == "cell_paragraph":
            tc = ref.el.getparent()
            while tc is not None and tc.tag != W_TC:
                tc = tc.getparent()
            assert tc is not None
            path = ref.path.rsplit("/", 1)[0]
            return BlockRef(path, tc, "cell", ref.story, ref.table, ref.row, ref.col)
        if ref.kind == "table":
            if edit.row is None or edit.col is None:
                raise DocxError(Code.INVALID_EDIT, "a table block_id needs row and col (0-based)")
            return _cell_of(ref, edit.row, edit.col)
        raise DocxError(
            Code.INVALID_EDIT, f"{edit.block_id} is not in a table; set_cell_text needs a cell", {"block_id": edit.block_id}
        )
    table = edit.table
    if isinstance(table, int) or (isinstance(table, str) and table.isdigit()):
        index = int(table)
        ref = model.locate(f"body/t{index}")
    else:
        ref = model.resolve(str(table))
        if ref.kind != "table":
            raise DocxError(Code.INVALID_EDIT, f"{table} is not a table id")
    assert edit.row is not None and edit.col is not None
    return _cell_of(ref, edit.row, edit.col)


def _cell_of(table: BlockRef, row: int, col: int) -> BlockRef:
    rows = table_rows(table.el)
    if row >= len(rows):
        raise DocxError(Code.UNKNOWN_BLOCK, f"table {table.path} has {len(rows)} rows (0-based row {row})",
                        {"rows": len(rows)})
    cells = row_cells(rows[row])
    if col >= len(cells):
        raise DocxError(Code.UNKNOWN_BLOCK, f"row {row} of {table.path} has {len(cells)} cells (0-based col {col})",
                        {"cols": len(cells)})
    return BlockRef(f"{table.path}/r{row}c{col}", cells[col], "cell", table.story, table.path, row, col)


def _require_attached(batch: Batch, ref: BlockRef, what: str) -> None:
    if batch._unit(ref.el) is None:
        raise DocxError(Code.INVALID_EDIT, f"{what} was removed by an earlier edit of this batch",
                        {"block_id": ref.path})


# ---------------------------------------------------------------------------------------------------
# Low-level pieces shared by the operations


def _foreign_revisions(batch: Batch, el: etree._Element) -> list[str]:
    """Authors of existing revisions (text or formatting) inside ``el`` that are not this session's."""
    authors = []
    for rev in el.iter(*REVISION_TAGS):
        if not batch.is_ours(rev):
            authors.append(rev.get(A_AUTHOR) or "unknown")
    return sorted(set(authors))


def _to_deleted(run: etree._Element) -> None:
    for t in run.iter(W_T, W_INSTRTEXT):
        t.tag = W_DELTEXT if t.tag == W_T else W_DELINSTRTEXT


def _wrap_deleted(batch: Batch, runs: list[etree._Element]) -> list[etree._Element]:
    """Wrap runs in w:del, one per group of adjacent siblings; returns the w:del elements."""
    groups: list[list[etree._Element]] = []
    for run in runs:
        if groups and groups[-1][-1].getnext() is run:
            groups[-1].append(run)
        else:
            groups.append([run])
    dels = []
    for group in groups:
        d = batch.revision(W_DEL)
        group[0].addprevious(d)
        for run in group:
            d.append(run)
            _to_deleted(run)
        dels.append(d)
    return dels


def _first_text_rpr(runs: list[etree._Element]) -> etree._Element | None:
    for run in runs:
        if run.find(W_T) is not None:
            return clean_rpr(run.find(W_RPR))
    return clean_rpr(runs[0].find(W_RPR)) if runs else None


def _insertion(batch: Batch, rpr: etree._Element | None, text: str) -> etree._Element:
    """New text as a run (direct) or a w:ins holding the run (tracked), formatted with ``rpr``."""
    if not batch.tracked:
        return new_run(rpr, text)
    if "\n" in text or "\t" in text:
        ins = batch.revision(W_INS)
        ins.append(new_run(rpr, text))
        return ins
    # The common case, on the hot path of replace-all: copying a prepared subtree is ~3x faster
    # than building its four elements one by one.
    ins = batch.ins_template().__copy__()
    ins.set(A_ID, batch.new_id())
    run = ins[0]
    if rpr is not None:
        run.insert(0, rpr)
    set_text(run[-1], text)
    return ins


def _mark_paragraph(batch: Batch, p: etree._Element, tag: str) -> None:
    rpr = paragraph_mark_rpr(p, create=True)
    assert rpr is not None
    mark = batch.revision(tag)
    # CT_ParaRPr starts with ins, del, moveFrom, moveTo (in that order).
    if tag == W_DEL and len(rpr) and rpr[0].tag == W_INS:
        rpr[0].addnext(mark)
    else:
        rpr.insert(0, mark)


def _covered(p: etree._Element, s: int, e: int) -> list[Atom]:
    _, ats = atoms(p)
    return [a for a in ats if a.end > s and a.start < e]


def _covered_and_runs(p: etree._Element, s: int, e: int) -> tuple[list[Atom], list[etree._Element]]:
    _, ats, runs = atoms_and_runs(p)
    return [a for a in ats if a.end > s and a.start < e], runs


def _isolate(batch: Batch, covered: list[Atom], s: int, e: int) -> tuple[etree._Element, etree._Element]:
    """Split w:t and runs so that the text [s, e) is exactly a sequence of whole runs.

    ``covered`` are the atoms overlapping [s, e), freshly computed. Returns the first and last run
    of the span; the runs strictly between them are untouched. Splitting copies run properties, so
    no character changes formatting.
    """
    first, last = covered[0], covered[-1]
    end_el = last.el
    if last.is_text and e < last.end:
        split_t(last.el, e - last.start)
    start_el = first.el
    if first.is_text and s > first.start:
        start_el = split_t(first.el, s - first.start)
        if end_el is first.el:
            end_el = start_el
    first_run = split_run_before(start_el, batch.fresh_id)
    last_run = split_run_after(end_el, batch.fresh_id)
    return first_run, last_run


def _span(covered: list[Atom], runs: list[etree._Element]) -> tuple[int, int]:
    """Indexes in ``runs`` (the paragraph's visible runs) of the first and last covered atom's run."""
    first, last = covered[0].run, covered[-1].run
    i0 = runs.index(first)
    i1 = i0 if last is first else runs.index(last, i0)
    return i0, i1


def _span_objects(covered: list[Atom], runs: list[etree._Element], i0: int, i1: int) -> bool:
    """True when the text span crosses something that is not text (a field, a drawing, a note mark)."""
    first, last = covered[0], covered[-1]
    children = list(first.run)
    if i0 == i1:
        inner = children[children.index(first.el): children.index(last.el) + 1]
    else:
        if any(not run_is_plain(run) for run in runs[i0 + 1: i1]):
            return True
        inner = children[children.index(first.el):]
        tail = list(last.run)
        inner += tail[: tail.index(last.el) + 1]
    return any(c.tag not in HARMLESS_RUN_CHILDREN for c in inner)


def _remove_empty(batch: Batch, el: etree._Element | None, stop: etree._Element) -> None:
    """Drop runs and inline wrappers that an edit emptied (never another author's revision)."""
    while el is not None and el is not stop:
        parent = el.getparent()
        if el.tag == W_R and all(c.tag == W_RPR for c in el):
            pass
        elif el.tag in (W_HYPERLINK, W_SMARTTAG, W_FLDSIMPLE) and len(el) == 0:
            # A simple field whose whole result was replaced goes too, or it would come back with
            # its old value at the next field update.
            pass
        elif el.tag == W_INS and len(el) == 0 and batch.is_ours(el):
            pass
        else:
            return
        if parent is None:
            return
        parent.remove(el)
        el = parent


# ---------------------------------------------------------------------------------------------------
# replace_text


def _replace_direct(batch: Batch, p: etree._Element, s: int, e: int, repl: str) -> str | None:
    covered = _covered(p, s, e)
    for a in covered:
        if a.revision is not None and not batch.is_ours(a.revision):
            who = a.revision.get(A_AUTHOR) or "another author"
            return f"the text is inside a tracked insertion by {who}; accept or reject it first"
    first, last = covered[0], covered[-1]
    runs_seen = [a.run for a in covered]
    pieces = text_content(repl)
    if first.is_text:
        t = first.el
        text = t.text or ""
        prefix = text[: s - first.start]
        suffix = text[e - first.start:] if last is first else ""
        pieces = _merge_edges(prefix, pieces, suffix)
        if pieces and pieces[0].tag == W_T:
            set_text(t, pieces[0].text or "")
            anchor = t
            for piece in pieces[1:]:
                anchor.addnext(piece)
                anchor = piece
        else:
            for piece in pieces:
                t.addprevious(piece)
            t.getparent().remove(t)
    else:
        for piece in pieces:
            first.el.addprevious(piece)
        first.el.getparent().remove(first.el)
    for a in covered[1:-1]:
        a.el.getparent().remove(a.el)
    if last is not first:
        if last.is_text and e < last.end:
            set_text(last.el, (last.el.text or "")[e - last.start:])
        else:
            last.el.getparent().remove(last.el)
    for run in dict.fromkeys(runs_seen):
        _remove_empty(batch, run, p)
    return None


def _merge_edges(prefix: str, pieces: list[etree._Element], suffix: str) -> list[etree._Element]:
    out = list(pieces)
    if prefix:
        if out and out[0].tag == W_T:
            set_text(out[0], prefix + (out[0].text or ""))
        else:
            out.insert(0, make_t(prefix))
    if suffix:
        if out and out[-1].tag == W_T:
            set_text(out[-1], (out[-1].text or "") + suffix)
        else:
            out.append(make_t(suffix))
    return out


def _replace_tracked(batch: Batch, p: etree._Element, s: int, e: int, repl: str) -> str | None:
    covered, runs = _covered_and_runs(p, s, e)
    for a in covered:
        if a.revision is not None:
            if batch.is_ours(a.revision):
                return "the text is inside a change made earlier by this session; edit it in one step"
            who = a.revision.get(A_AUTHOR) or "another author"
            return f"the text is inside a tracked insertion by {who}; accept or reject it first"
    i0, i1 = _span(covered, runs)
    if _span_objects(covered, runs, i0, i1):
        return "the text spans a field, a drawing or a note reference, which a tracked replace would delete"
    rpr = clean_rpr(covered[0].run.find(W_RPR))
    first_run, last_run = _isolate(batch, covered, s, e)
    # Splitting only adds runs at the two ends of the span: the runs between are still runs[i0+1:i1].
    span = [first_run] + runs[i0 + 1: i1] + ([last_run] if i1 > i0 else [])
    dels = _wrap_deleted(batch, span)
    if repl:
        ins = _insertion(batch, rpr, repl)
        parent = dels[0].getparent()
        same = [d for d in dels if d.getparent() is parent]
        same[-1].addnext(ins)
    return None


def op_replace_text(batch: Batch, prep: Prepared) -> dict[str, Any]:
    edit: ReplaceText = prep.edit
    if "block" in prep.refs:
        ref = prep.refs["block"]
        _require_attached(batch, ref, ref.path)
        if ref.kind in ("table", "cell"):
            scope = [r for r in walk_blocks_of(ref) if r.kind != "table"]
        else:
            scope = [ref]
    else:
        scope = list(batch.model.iter_paragraphs())
    find = edit.find
    matches: list[tuple[BlockRef, str, int]] = []
    for ref in scope:
        text = paragraph_text(ref.el)
        start = text.find(find)
        while start != -1:
            matches.append((ref, text, start))
            start = text.find(find, start + len(find))
    total = len(matches)
    if total == 0:
        details: dict[str, Any] = {"find": find}
        lowered = sum(paragraph_text(r.el).lower().count(find.lower()) for r in scope)
        if lowered:
            details["case_insensitive_matches"] = lowered
        loose = _loose(find)
        spaced = sum(_loose(paragraph_text(r.el)).count(loose) for r in scope) if loose else 0
        if spaced:
            # Typically a non-breaking space or a tab where the caller typed a space.
            details["whitespace_insensitive_matches"] = spaced
        raise DocxError(Code.NOT_FOUND, f"text not found: {find!r}", details)
    previews = [_preview(r, t, s, len(find)) for r, t, s in matches[:10]]
    if edit.expected_count is not None and total != edit.expected_count:
        raise DocxError(
            Code.EXPECTED_COUNT,
            f"expected {edit.expected_count} occurrence(s) of {find!r}, found {total}",
            {"expected": edit.expected_count, "found": total, "matches": previews},
        )
    if edit.occurrence is not None:
        if edit.occurrence > total:
            raise DocxError(Code.NOT_FOUND, f"occurrence {edit.occurrence} of {find!r} requested, found {total}",
                            {"found": total, "matches": previews})
        selected = [matches[edit.occurrence - 1]]
    elif edit.all or edit.expected_count is not None or total == 1:
        selected = matches
    else:
        raise DocxError(
            Code.AMBIGUOUS_MATCH,
            f"{find!r} occurs {total} times; pass occurrence (1-based), all=true or expected_count",
            {"found": total, "matches": previews},
        )
    by_para: dict[etree._Element, list[tuple[BlockRef, str, int]]] = {}
    for m in selected:
        by_para.setdefault(m[0].el, []).append(m)
    applied = 0
    hit_refs: list[tuple[BlockRef, str]] = []
    skipped: list[dict[str, Any]] = []
    apply = _replace_tracked if batch.tracked else _replace_direct
    for group in by_para.values():
        ref, text, _ = group[0]
        hit = False
        for _, _, s in sorted(group, key=lambda m: -m[2]):  # right to left keeps offsets valid
            reason = apply(batch, ref.el, s, s + len(find), edit.replace)
            if reason is None:
                applied += 1
                if not hit:
                    hit = True
                    if ref.el not in batch.records:
                        # Ids are computed lazily: a replace-all may touch 10^4 paragraphs.
                        batch.records[ref.el] = _Record("modified", None, text, ref.el, path=ref.path)
                    batch.touch(ref.el)
            else:
                skipped.append({"block_id": f"{ref.path}#{short_hash(text)}", "offset": s, "reason": reason})
        if hit:
            hit_refs.append((ref, text))
    targets = [f"{ref.path}#{short_hash(text)}" for ref, text in hit_refs[:LIST_LIMIT]]
    if applied == 0:
        raise DocxError(
            Code.INVALID_EDIT,
            f"no occurrence of {find!r} could be replaced: {skipped[0]['reason']}",
            {"skipped": skipped[:LIST_LIMIT]},
        )
    result: dict[str, Any] = {"type": edit.type, "targets": targets, "count": applied, "found": total}
    if len(hit_refs) > LIST_LIMIT:
        result["targets_total"] = len(hit_refs)
    if skipped:
        result["skipped"] = skipped[:LIST_LIMIT]
    return result


def _loose(text: str) -> str:
    return " ".join(text.split())


def walk_blocks_of(ref: BlockRef) -> list[BlockRef]:
    if ref.kind == "cell":
        return list(walk_blocks(ref.el, ref.path, ref.story, (ref.table or "", ref.row or 0, ref.col or 0)))
    out = []
    for r, tr in enumerate(table_rows(ref.el)):
        for c, tc in enumerate(row_cells(tr)):
            out.extend(walk_blocks(tc, f"{ref.path}/r{r}c{c}", ref.story, (ref.path, r, c)))
    return out


def _preview(ref: BlockRef, text: str, start: int, length: int) -> dict[str, Any]:
    lo, hi = max(0, start - 40), min(len(text), start + length + 40)
    return {"block_id": f"{ref.path}#{short_hash(text)}", "offset": start, "context": text[lo:hi]}


# ---------------------------------------------------------------------------------------------------
# insert_paragraph / append_paragraph

_NOT_BODY_STYLE = re.compile(r"title|subtitle|caption|toc|list|quote|header|footer|footnote|endnote|comment",
                             re.IGNORECASE)


def _is_body_text(p: etree._Element, styles: Styles) -> bool:
    if heading_level(p, styles) is not None:
        return False
    ppr = p.find(W_PPR)
    if ppr is not None and (ppr.find(W_NUMPR) is not None or ppr.find(qn("w:framePr")) is not None):
        return False
    ps = ppr.find(W_PSTYLE) if ppr is not None else None
    name = styles.name_of(ps.get(A_VAL)) if ps is not None else None
    return not (name and _NOT_BODY_STYLE.search(name))


def _new_paragraph(batch: Batch, text: str, style: str | None, like: etree._Element | None) -> etree._Element:
    """A paragraph for new text.

    With a style: that paragraph style. Without: the look of the neighbouring body text when the
    anchor is body text (its paragraph properties, and its paragraph-mark formatting for the new
    run — what Word does when you press Enter), else the document's default paragraph style, so a
    paragraph added after a heading or a list item is plain text, not another heading.
    """
    p = etree.Element(W_P)
    run_rpr: etree._Element | None = None
    if style is not None:
        info = batch.styles.resolve_paragraph_style(style)
        if info is None:
            names = sorted(s.name for s in batch.styles.paragraph_styles())
            raise DocxError(
                Code.INVALID_EDIT,
                f"no paragraph style {style!r} in this document",
                {"style": style, "available": names[:100]},
            )
        if info.style_id != batch.styles.default_paragraph:
            ppr = etree.SubElement(p, W_PPR)
            etree.SubElement(ppr, W_PSTYLE).set(A_VAL, info.style_id)
    elif like is not None and like.tag == W_P and _is_body_text(like, batch.styles):
        src = like.find(W_PPR)
        if src is not None:
            ppr = copy.deepcopy(src)
            for child in list(ppr):
                if child.tag in (W_SECTPR, W_PPRCHANGE):
                    ppr.remove(child)
            mark = ppr.find(W_RPR)
            if mark is not None:
                ppr.remove(mark)
                cleaned = clean_rpr(mark)
                if cleaned is not None and len(cleaned):
                    ppr.append(cleaned)
                    run_rpr = copy.deepcopy(cleaned)
            if len(ppr):
                p.append(ppr)
    if text:
        p.append(_insertion(batch, run_rpr, text))
    if batch.tracked:
        _mark_paragraph(batch, p, W_INS)
    return p


def op_insert_paragraph(batch: Batch, prep: Prepared) -> dict[str, Any]:
    edit: InsertParagraph = prep.edit
    anchor = prep.refs["anchor"]
    _require_attached(batch, anchor, edit.anchor_id)
    new_p = _new_paragraph(batch, edit.text, edit.style, anchor.el if anchor.kind != "table" else None)
    if edit.position == "after":
        anchor.el.addnext(new_p)
    else:
        anchor.el.addprevious(new_p)
    batch.note_inserted(new_p, f"new paragraph {edit.position} {edit.anchor_id}")
    return {"type": edit.type, "targets": [edit.anchor_id], "count": 1}


def op_append_paragraph(batch: Batch, prep: Prepared) -> dict[str, Any]:
    edit: AppendParagraph = prep.edit
    body = batch.model.story("body").root
    last_p = None
    for child in block_children(body):
        if child.tag == W_P:
            last_p = child
    new_p = _new_paragraph(batch, edit.text, edit.style, last_p)
    sect = body.find(W_SECTPR)
    if sect is not None:
        sect.addprevious(new_p)
    else:
        body.append(new_p)
    batch.note_inserted(new_p, "new paragraph at the end of the body")
    return {"type": edit.type, "targets": [], "count": 1}


# ---------------------------------------------------------------------------------------------------
# delete_block


def _container_of(el: etree._Element) -> etree._Element:
    node = el.getparent()
    while node is not None and node.tag not in (W_BODY, W_TC, qn("w:hdr"), qn("w:ftr"), qn("w:footnote"),
                                                 qn("w:endnote")):
        node = node.getparent()
    assert node is not None
    return node


def _check_deletable(ref: BlockRef) -> None:
    el = ref.el
    container = _container_of(el)
    blocks = list(block_children(container))
    paragraphs = [b for b in blocks if b.tag == W_P]
    if el.tag == W_P:
        if len(paragraphs) <= 1:
            raise DocxError(
                Code.INVALID_EDIT,
                f"{ref.path} is the only paragraph of its {_container_name(container)}, which must keep one"
                + ("; use set_cell_text to empty a cell" if container.tag == W_TC else ""),
                {"block_id": ref.path},
            )
        ppr = el.find(W_PPR)
        if ppr is not None and ppr.find(W_SECTPR) is not None:
            raise DocxError(Code.INVALID_EDIT, f"{ref.path} ends a section (it holds a section break)",
                            {"block_id": ref.path})
        if container.tag == W_TC and blocks[-1] is el and len(blocks) > 1 and blocks[-2].tag == W_TBL:
            raise DocxError(Code.INVALID_EDIT, "a table cell must end with a paragraph", {"block_id": ref.path})


def _container_name(container: etree._Element) -> str:
    return {W_BODY: "document", W_TC: "table cell"}.get(container.tag, etree.QName(container).localname)


def _drop_orphans(batch: Batch, removed: etree._Element, story_root: etree._Element) -> None:
    """After deleting a block, remove the other half of bookmarks and comments it held.

    Word reports a file as damaged when a comment's range or reference is half gone; a comment
    whose reference is deleted is deleted with it.
    """
    marks = list(removed.iter(W_COMMENT_RANGE_START, W_COMMENT_RANGE_END, W_COMMENT_REFERENCE,
                              W_BOOKMARK_START, W_BOOKMARK_END))
    if not marks:
        return
    comment_ids = {m.get(A_ID) for m in marks if m.tag in (W_COMMENT_RANGE_START, W_COMMENT_RANGE_END,
                                                            W_COMMENT_REFERENCE)}
    bookmark_ids = {m.get(A_ID) for m in marks if m.tag in (W_BOOKMARK_START, W_BOOKMARK_END)}
    for el in list(story_root.iter(W_COMMENT_RANGE_START, W_COMMENT_RANGE_END, W_COMMENT_REFERENCE,
                                   W_BOOKMARK_START, W_BOOKMARK_END)):
        is_comment = el.tag in (W_COMMENT_RANGE_START, W_COMMENT_RANGE_END, W_COMMENT_REFERENCE)
        if (is_comment and el.get(A_ID) in comment_ids) or (not is_comment and el.get(A_ID) in bookmark_ids):
            batch.touch(el)
            parent = el.getparent()
            parent.remove(el)
            if parent.tag == W_R:
                _remove_empty(batch, parent, story_root)
    if comment_ids and batch.comments_part is not None:
        root = batch.parts.get_root(batch.comments_part)
        for c in list(root.iter(W_COMMENT)):
            if c.get(A_ID) in comment_ids:
                batch.remove_unit_or_touch(c)
                c.getparent().remove(c)


def _removal_target(el: etree._Element) -> etree._Element:
    """``el``, or the content control / custom XML wrapper it would leave empty."""
    target = el
    while True:
        parent = target.getparent()
        if parent is None:
            return target
        if parent.tag == W_SDTCONTENT:
            wrapper = parent.getparent()
        elif parent.tag == W_CUSTOMXML:
            wrapper = parent
        else:
            return target
        if wrapper is None or any(c is not target and c.tag in _BLOCK_LIKE for c in parent):
            return target
        target = wrapper


_BLOCK_LIKE = frozenset({W_P, W_TBL, W_SDT, W_CUSTOMXML})


def _delete_paragraph_tracked(batch: Batch, p: etree._Element) -> None:
    mark = paragraph_mark_rpr(p, create=False)
    mark_ins = mark.find(W_INS) if mark is not None else None
    if mark_ins is not None and batch.is_ours(mark_ins):
        # A paragraph this session inserted: withdrawing it leaves no trace, as in Word.
        batch.remove_unit_or_touch(p)
        p.getparent().remove(p)
        return
    for ins in list(p.iter(W_INS)):
        if batch.is_ours(ins) and ins.getparent() is not None and ins.getparent().tag != W_RPR:
            ins.getparent().remove(ins)
    runs = [r for r, _ in visible_runs(p)]
    if runs:
        _wrap_deleted(batch, runs)
    if mark is None or mark.find(W_DEL) is None:
        _mark_paragraph(batch, p, W_DEL)


def op_delete_block(batch: Batch, prep: Prepared) -> dict[str, Any]:
    edit: DeleteBlock = prep.edit
    ref = prep.refs["block"]
    _require_attached(batch, ref, edit.block_id)
    if ref.kind == "cell":
        raise DocxError(Code.INVALID_EDIT, "a cell cannot be deleted; use set_cell_text to empty it")
    authors = _foreign_revisions(batch, ref.el)
    if authors:
        raise DocxError(
            Code.INVALID_EDIT,
            f"{edit.block_id} holds tracked changes by {', '.join(authors)}; accept or reject them first",
            {"block_id": edit.block_id, "authors": authors},
        )
    _check_deletable(ref)
    before = block_text(ref.el)
    if ref.el not in batch.records:
        batch.records[ref.el] = _Record("modified", edit.block_id, before, ref.el)
    if not batch.tracked:
        story_root = batch.model.story(ref.story).root
        target = _removal_target(ref.el)
        batch.remove_unit_or_touch(target)
        target.getparent().remove(target)
        batch.records[ref.el].kind = "deleted"
        _drop_orphans(batch, target, story_root)
    elif ref.el.tag == W_P:
        batch.touch(ref.el)
        _delete_paragraph_tracked(batch, ref.el)
        if ref.el.getparent() is None:
            batch.records[ref.el].kind = "deleted"
    else:
        batch.touch(ref.el)
        for tr in table_rows(ref.el):
            trpr = tr.find(W_TRPR)
            if trpr is None:
                trpr = etree.Element(W_TRPR)
                prex = tr.find(qn("w:tblPrEx"))
                if prex is not None:
                    prex.addnext(trpr)
                else:
                    tr.insert(0, trpr)
            change = trpr.find(qn("w:trPrChange"))
            mark = batch.revision(W_DEL)
            if change is not None:
                change.addprevious(mark)
            else:
                trpr.append(mark)
        for p in list(ref.el.iter(W_P)):
            _delete_paragraph_tracked(batch, p)
    return {"type": edit.type, "targets": [edit.block_id], "count": 1}


# ---------------------------------------------------------------------------------------------------
# set_cell_text

_KEEP_IN_CLEARED = frozenset({W_PPR, W_BOOKMARK_START, W_BOOKMARK_END, W_COMMENT_RANGE_START, W_COMMENT_RANGE_END,
                              qn("w:permStart"), qn("w:permEnd")})


def op_set_cell_text(batch: Batch, prep: Prepared) -> dict[str, Any]:
    edit: SetCellText = prep.edit
    cell = prep.refs["cell"]
    _require_attached(batch, cell, cell.path)
    tc = cell.el
    blocks = list(block_children(tc))
    if any(b.tag == W_TBL for b in blocks):
        raise DocxError(Code.INVALID_EDIT, f"cell {cell.path} holds a nested table; edit its paragraphs instead",
                        {"cell": cell.path})
    authors = _foreign_revisions(batch, tc)
    if authors:
        raise DocxError(
            Code.INVALID_EDIT,
            f"cell {cell.path} holds tracked changes by {', '.join(authors)}; accept or reject them first",
            {"cell": cell.path, "authors": authors},
        )
    paragraphs = [b for b in blocks if b.tag == W_P]
    first = paragraphs[0]
    runs = [r for p in paragraphs for r, _ in visible_runs(p)]
    rpr = _first_text_rpr(runs)
    cell_id = f"{cell.path}#{short_hash(block_text(tc))}"
    for i, p in enumerate(paragraphs):
        batch.note_paragraph(p, f"{cell.path}/p{i}#{short_hash(paragraph_text(p))}")
    story_root = batch.model.story(cell.story).root
    if not batch.tracked:
        for p in paragraphs[1:]:
            p.getparent().remove(p)
            batch.records[p].kind = "deleted"
            _drop_orphans(batch, p, story_root)
        position = None
        for child in list(first):
            if child.tag in _KEEP_IN_CLEARED or (child.tag == W_R and child.find(W_COMMENT_REFERENCE) is not None):
                continue
            if position is None:
                position = first.index(child)
            first.remove(child)
            _drop_orphans(batch, child, story_root)
        content = _insertion(batch, rpr, edit.text) if edit.text else None
        if content is not None:
            if position is None:
                ppr = first.find(W_PPR)
                position = first.index(ppr) + 1 if ppr is not None else 0
            first.insert(min(position, len(first)), content)
    else:
        for p in paragraphs:
            for ins in list(p.iter(W_INS)):
                if batch.is_ours(ins) and ins.getparent().tag != W_RPR:
                    ins.getparent().remove(ins)
            prun = [r for r, _ in visible_runs(p)]
            dels = _wrap_deleted(batch, prun) if prun else []
            if p is not first:
                _mark_paragraph(batch, p, W_DEL)
            elif edit.text:
                ins = _insertion(batch, rpr, edit.text)
                top = [d for d in dels if d.getparent() is first]
                if top:
                    top[-1].addnext(ins)
                else:
                    ppr = first.find(W_PPR)
                    first.insert(first.index(ppr) + 1 if ppr is not None else 0, ins)
    return {"type": edit.type, "targets": [cell_id], "count": 1}


# ---------------------------------------------------------------------------------------------------
# add_comment


def _comments_root(batch: Batch) -> etree._Element:
    if batch.comments_part is not None:
        return batch.parts.get_root(batch.comments_part)
    name = "word/comments.xml"
    n = 1
    while batch.parts.has_part(name):
        name = f"word/comments{n}.xml"
        n += 1
    root = etree.Element(W_COMMENTS, nsmap={"w": NSMAP["w"], "r": NSMAP["r"]})
    batch.parts.create_part(name, root, CT_COMMENTS)
    rels = batch.parts.get_root(batch.parts.main_rels)
    ids = {rel.get("Id") for rel in rels}
    k = 1
    while f"rId{k}" in ids:
        k += 1
    rel = etree.SubElement(rels, f"{{{PKG_REL_NS}}}Relationship")
    rel.set("Id", f"rId{k}")
    rel.set("Type", RT_COMMENTS)
    rel.set("Target", name.split("/", 1)[1] if name.startswith("word/") else "/" + name)
    batch.touch(rel)
    ct = batch.parts.get_root("[Content_Types].xml")
    override = etree.SubElement(ct, f"{{{CT_NS}}}Override")
    override.set("PartName", "/" + name)
    override.set("ContentType", CT_COMMENTS)
    batch.touch(override)
    batch.comments_part = name
    return root


def _initials(author: str) -> str:
    return "".join(w[0] for w in author.split() if w)[:8].upper() or author[:1].upper()


def op_add_comment(batch: Batch, prep: Prepared) -> dict[str, Any]:
    edit: AddComment = prep.edit
    ref = prep.refs["block"]
    _require_attached(batch, ref, edit.block_id)
    if ref.kind not in ("paragraph", "cell_paragraph") or ref.story != "body":
        raise DocxError(Code.INVALID_EDIT, "comments anchor to a paragraph of the body (or of a body table)",
                        {"block_id": edit.block_id})
    p = ref.el
    batch.note_paragraph(p, edit.block_id)
    preview = edit.text if len(edit.text) <= 60 else edit.text[:60] + "…"
    batch.records[p].notes.append(f"comment on {edit.find!r}: {preview}" if edit.find else f"comment: {preview}")
    cid = batch.new_id()
    start = etree.Element(W_COMMENT_RANGE_START)
    end = etree.Element(W_COMMENT_RANGE_END)
    start.set(A_ID, cid)
    end.set(A_ID, cid)
    if edit.find is not None:
        text = paragraph_text(p)
        at = text.find(edit.find)
        if at < 0:
            raise DocxError(Code.NOT_FOUND, f"{edit.find!r} not found in {edit.block_id}",
                            {"find": edit.find, "block_id": edit.block_id})
        first_run, last_run = _isolate(batch, _covered(p, at, at + len(edit.find)), at, at + len(edit.find))
        first_run.addprevious(start)
        last_run.addnext(end)
    else:
        ppr = p.find(W_PPR)
        p.insert(p.index(ppr) + 1 if ppr is not None else 0, start)
        p.append(end)
    ref_run = etree.Element(W_R)
    if "CommentReference" in batch.styles.by_id:
        etree.SubElement(etree.SubElement(ref_run, W_RPR), W_RSTYLE).set(A_VAL, "CommentReference")
    etree.SubElement(ref_run, W_COMMENT_REFERENCE).set(A_ID, cid)
    # The reference run goes after the range end, outside any revision or hyperlink wrapper, so it
    # is never attributed to someone else's insertion.
    holder = end
    while holder.getparent() is not p:
        holder = holder.getparent()
    holder.addnext(ref_run)

    root = _comments_root(batch)
    comment = etree.SubElement(root, W_COMMENT)
    comment.set(A_ID, cid)
    comment.set(A_AUTHOR, batch.author)
    comment.set(A_DATE, batch.date)
    comment.set(A_INITIALS, _initials(batch.author))
    for i, line in enumerate(edit.text.split("\n\n")):
        cp = etree.SubElement(comment, W_P)
        if "CommentText" in batch.styles.by_id:
            etree.SubElement(etree.SubElement(cp, W_PPR), W_PSTYLE).set(A_VAL, "CommentText")
        if i == 0:
            ar = etree.SubElement(cp, W_R)
            if "CommentReference" in batch.styles.by_id:
                etree.SubElement(etree.SubElement(ar, W_RPR), W_RSTYLE).set(A_VAL, "CommentReference")
            etree.SubElement(ar, qn("w:annotationRef"))
        cp.append(new_run(None, line))
    batch.touch(comment)
    return {"type": edit.type, "targets": [edit.block_id], "count": 1, "comment_id": cid}


OPERATIONS: dict[str, Callable[[Batch, Prepared], dict[str, Any]]] = {
    "replace_text": op_replace_text,
    "insert_paragraph": op_insert_paragraph,
    "append_paragraph": op_append_paragraph,
    "delete_block": op_delete_block,
    "set_cell_text": op_set_cell_text,
    "add_comment": op_add_comment,
}


def now_stamp() -> str:
    return datetime.now(UTC).replace(microsecond=0).strftime("%Y-%m-%dT%H:%M:%SZ")


def check_author(author: Any) -> str:
    if not isinstance(author, str) or not author.strip():
        raise DocxError(Code.INVALID_ARGUMENT, "author must be a non-empty string")
    if len(author) > 255 or invalid_chars(author) or any(c in author for c in "\n\t"):
        raise DocxError(Code.INVALID_ARGUMENT, "author must be one line of at most 255 printable characters")
    return author.strip()


__all__ = [
    "AddComment",
    "AppendParagraph",
    "Batch",
    "BatchParts",
    "DeleteBlock",
    "InsertParagraph",
    "OPERATIONS",
    "ReplaceText",
    "SetCellText",
    "check_author",
    "edits_json_schema",
    "now_stamp",
    "parse_edits",
    "prepare",
    "redline_text",
]
