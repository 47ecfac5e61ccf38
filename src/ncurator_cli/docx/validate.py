"""Checks on the bytes we are about to write, run before anything touches the disk.

The output is re-opened from bytes, as Word would: the zip, python-docx's ``Document()``, every XML part
we rewrote. Then the promises of the tools are checked against the *source* bytes:

* every part we did not edit is byte-identical to the source;
* in the parts we did edit, every top-level unit (body block, header block, note, comment,
  relationship, content-type entry) that no edit targeted serializes to exactly the source's bytes;
* no revision, comment or bookmark id is used twice (beyond duplicates the source already had);
* rejecting the revisions this session made gives back the text we started from.
"""

from __future__ import annotations

import copy
import io
import zipfile
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from lxml import etree

from .errors import Code, DocxError
from .ooxml import (
    A_ID,
    ID_BEARING,
    TEXT_CHARS,
    TRANSPARENT,
    W_DEL,
    W_DELINSTRTEXT,
    W_DELTEXT,
    W_INS,
    W_INSTRTEXT,
    W_MOVEFROM,
    W_MOVETO,
    W_P,
    W_PPR,
    W_R,
    W_RPR,
    W_SDT,
    W_SDTCONTENT,
    W_T,
    W_TR,
    W_TRPR,
    paragraph_text,
)
from .package import Package, parse_xml
from .reader import DocModel, StoryPart, Styles, unit_paragraphs

MAX_PROBLEMS = 20


@dataclass
class PartCheck:
    """What the validator must know about one part we rewrote or added."""

    name: str
    source_root: etree._Element | None  # pristine parse of the source part; None for an added part
    origin: list[int | None]  # for each current unit, its index among the source units (None: new)
    touched: set[int] = field(default_factory=set)
    deleted: set[int] = field(default_factory=set)


@dataclass
class Expectations:
    source: Package
    parts: dict[str, PartCheck]  # rewritten or added parts only
    units_root: Callable[[str, etree._Element], etree._Element]
    story_parts: list[StoryPart]
    comments_part: str | None
    source_units: Callable[[str], list[bytes]]  # serialized top-level units of a source part (cached)
    source_id_counts: Callable[[str], Counter[str]]  # annotation ids used in a source part (cached)
    our_ids: set[str]
    baseline: Callable[[str], list[str]]  # story name → paragraph texts to expect after a reject
    baseline_is_source: bool = True  # False once a direct batch changed text after tracked ones


def validate_output(data: bytes, exp: Expectations) -> dict[str, Any]:
    problems: list[str] = []
    try:
        _validate(data, exp, problems)
    except DocxError as exc:
        problems.append(f"{exc.code}: {exc.message}")
    if problems:
        raise DocxError(
            Code.VALIDATION_FAILED,
            f"the edited document failed validation ({problems[0]}); nothing was written",
            {"problems": problems[:MAX_PROBLEMS]},
        )
    return {"ok": True}


def _validate(data: bytes, exp: Expectations, problems: list[str]) -> None:
    try:
        zf = zipfile.ZipFile(io.BytesIO(data))
    except zipfile.BadZipFile as exc:
        problems.append(f"output is not a zip: {exc}")
        return
    with zf:
        bad = zf.testzip()
        if bad is not None:
            problems.append(f"output entry {bad} fails its CRC")
            return
        out = {info.filename: zf.read(info) for info in zf.infolist() if not info.is_dir()}
    for name, blob in exp.source.blobs.items():
        if name not in out:
            problems.append(f"part {name} is missing from the output")
        elif name not in exp.parts and out[name] != blob:
            problems.append(f"part {name} was not edited but its bytes changed")
    for name in exp.parts:
        if name not in out:
            problems.append(f"edited part {name} is missing from the output")
    if problems:
        return

    try:
        import docx  # python-docx: an independent reader of the result

        document = docx.Document(io.BytesIO(data))
        if exp.comments_part is not None:
            _ = len(document.comments)
    except Exception as exc:  # noqa: BLE001 - any failure of the reference reader is the finding
        problems.append(f"python-docx cannot open the output: {type(exc).__name__}: {exc}")
        return

    # Our own parse of every rewritten part (python-docx's parser drops whitespace between elements,
    # so its tree cannot be compared byte for byte; it is also slower to walk).
    roots: dict[str, etree._Element] = {}
    for name, check in exp.parts.items():
        root = parse_xml(out[name], name)
        roots[name] = root
        if check.source_root is not None:
            _compare_units(name, check, exp, root, problems)
            if len(problems) >= MAX_PROBLEMS:
                return

    _check_ids(exp, roots, problems)
    if exp.our_ids:
        _check_reject(exp, roots, problems)


def _unit_bytes(units_root: etree._Element) -> list[bytes] | None:
    """Serialized top-level units, in one serializer call (the tree is left as it was).

    Serializing 10^4 elements one by one costs ~20 µs each (namespace fix-ups); marking the
    boundaries with processing instructions and splitting one serialization is ~4x faster.
    """
    units = list(units_root)
    marks = []
    for unit in units:
        mark = etree.ProcessingInstruction(_MARK_TARGET)
        unit.addprevious(mark)
        marks.append(mark)
    end = etree.ProcessingInstruction(_MARK_TARGET)
    units_root.append(end)
    marks.append(end)
    chunks = etree.tostring(units_root).split(_MARK)
    for mark in marks:
        units_root.remove(mark)
    if len(chunks) != len(units) + 2:  # the marker occurs in the content itself: no shortcut
        return None
    return chunks[1:-1]


_MARK_TARGET = "ncurator-unit-boundary"
_MARK = f"<?{_MARK_TARGET} ?>".encode()


def source_unit_bytes(units_root: etree._Element) -> list[bytes]:
    """Serialized units of a tree that must not be modified, even for a moment (works on a copy)."""
    clone = copy.deepcopy(units_root)
    got = _unit_bytes(clone)
    if got is None:
        return [_tostring_with_tail(u) for u in units_root]
    return got


def _tostring_with_tail(el: etree._Element) -> bytes:
    return etree.tostring(el, with_tail=True)


def _compare_units(name: str, check: PartCheck, exp: Expectations, root: etree._Element,
                   problems: list[str]) -> None:
    src_root = check.source_root
    assert src_root is not None
    if src_root.tag != root.tag or dict(src_root.attrib) != dict(root.attrib) or src_root.nsmap != root.nsmap:
        problems.append(f"{name}: the root element changed")
    out_units_root = exp.units_root(name, root)
    if len(out_units_root) != len(check.origin):
        problems.append(f"{name}: expected {len(check.origin)} top-level elements, found {len(out_units_root)}")
        return
    n_source = len(exp.units_root(name, src_root))
    order = [i for i in check.origin if i is not None]
    if any(b <= a for a, b in zip(order, order[1:], strict=False)):
        problems.append(f"{name}: top-level elements changed order")
    present = set(order)
    missing = set(range(n_source)) - present - check.deleted
    if missing:
        problems.append(f"{name}: {len(missing)} top-level element(s) disappeared without an edit "
                        f"(first at index {min(missing)})")
    src_units_root = exp.units_root(name, src_root)
    has_other = src_units_root is not src_root and len(src_root) > 1
    untouched = [(k, i) for k, i in enumerate(check.origin) if i is not None and i not in check.touched]
    if not untouched and not has_other:
        return
    own = root
    own_units_root = out_units_root
    if has_other:
        # The part root's other children (e.g. w:background next to w:body) are never edited.
        src_other = [etree.tostring(c) for c in src_root if c is not src_units_root]
        out_other = [etree.tostring(c) for c in own if c is not own_units_root]
        if src_other != out_other:
            problems.append(f"{name}: content outside the edited story changed")
    if not untouched:
        return
    if len(untouched) * 8 < len(check.origin):
        # Few untouched units (a big rewrite): serialize just those, one by one, on both sides.
        src_units = list(src_units_root)
        out_units = list(own_units_root)
        pairs = ((k, origin, _tostring_with_tail(out_units[k]), _tostring_with_tail(src_units[origin]))
                 for k, origin in untouched)
    else:
        src_bytes = exp.source_units(name)
        out_bytes = _unit_bytes(own_units_root) or [_tostring_with_tail(u) for u in own_units_root]
        pairs = ((k, origin, out_bytes[k], src_bytes[origin]) for k, origin in untouched)
    for _k, origin, got, want in pairs:
        if got != want:
            problems.append(f"{name}: element {origin} was not targeted by any edit but changed")
            if len(problems) >= MAX_PROBLEMS:
                return


def id_counts(root: etree._Element) -> Counter[str]:
    counts: Counter[str] = Counter()
    for el in root.iter(*ID_BEARING):
        value = el.get(A_ID)
        if value is not None:
            # A comment's id names the comment; its anchors in the text repeat it on purpose and
            # are not in ID_BEARING.
            counts[value] += 1
    return counts


def _check_ids(exp: Expectations, roots: dict[str, etree._Element], problems: list[str]) -> None:
    names = [sp.part for sp in exp.story_parts]
    if exp.comments_part is not None:
        names.append(exp.comments_part)
    src: Counter[str] = Counter()
    got: Counter[str] = Counter()
    for n in names:
        before = exp.source_id_counts(n) if n in exp.source.blobs else Counter()
        src.update(before)
        got.update(id_counts(roots[n]) if n in roots else before)
    dups = [i for i, c in got.items() if c > 1 and c > src.get(i, 0)]
    if dups:
        problems.append(f"annotation ids used more than once: {sorted(dups)[:10]}")


def reject_revisions(root: etree._Element, ids: set[str]) -> set[etree._Element]:
    """Reject the revisions with the given ids, in place. Returns paragraphs whose mark was inserted
    (rejecting an inserted paragraph mark joins the paragraph with the next one)."""
    joined: set[etree._Element] = set()
    for el in list(root.iter(W_INS, W_DEL, W_MOVETO, W_MOVEFROM)):
        if el.get(A_ID) not in ids:
            continue
        parent = el.getparent()
        if parent is None:
            continue
        if parent.tag == W_RPR:
            if el.tag in (W_INS, W_MOVETO):
                p = parent.getparent().getparent() if parent.getparent() is not None else None
                if p is not None and p.tag == W_P:
                    joined.add(p)
            parent.remove(el)
        elif parent.tag == W_TRPR:
            if el.tag == W_INS:
                tr = parent.getparent()
                if tr is not None and tr.tag == W_TR and tr.getparent() is not None:
                    tr.getparent().remove(tr)
            else:
                parent.remove(el)
        elif el.tag in (W_INS, W_MOVETO):
            parent.remove(el)
        else:
            for t in el.iter(W_DELTEXT):
                t.tag = W_T
            for t in el.iter(W_DELINSTRTEXT):
                t.tag = W_INSTRTEXT
            index = parent.index(el)
            for child in reversed(list(el)):
                parent.insert(index, child)
            parent.remove(el)
    return joined


def story_texts(model: DocModel, story: str, joined: set[etree._Element] | None = None, *,
                reject_ids: set[str] | None = None) -> list[str]:
    """Paragraph texts of a story in order; paragraphs in ``joined`` merge into the next one.

    With ``reject_ids``, the texts are those the story would have if the revisions with these ids
    were rejected — computed without touching the tree (see :func:`rejected_text`).
    """
    out: list[str] = []
    carry = ""
    for ref in model.story_iter_paragraphs(story):
        p = ref.el
        if reject_ids:
            text = carry + rejected_text(p, reject_ids)
            merge = _mark_inserted_by(p, reject_ids)
        else:
            text = carry + paragraph_text(p)
            merge = bool(joined) and p in joined  # type: ignore[operator]
        if merge:
            carry = text
            continue
        carry = ""
        out.append(text)
    if carry:
        out.append(carry)
    return out


def _mark_inserted_by(p: etree._Element, ids: set[str]) -> bool:
    ppr = p.find(W_PPR)
    rpr = ppr.find(W_RPR) if ppr is not None else None
    if rpr is None:
        return False
    return any(m.get(A_ID) in ids for m in rpr if m.tag in (W_INS, W_MOVETO))


def rejected_text(p: etree._Element, ids: set[str]) -> str:
    """The visible text of ``p`` as if the revisions with ``ids`` were rejected: their insertions
    vanish and their deletions come back. Same traversal as ``paragraph_text``, without moving a node
    (rejecting in place on a 10^4-paragraph tree costs more than reading it)."""
    parts: list[str] = []
    _rejected_into(p, ids, parts, deleted=False)
    return "".join(parts)


def _rejected_into(container: etree._Element, ids: set[str], parts: list[str], *, deleted: bool) -> None:
    for child in container:
        tag = child.tag
        if tag == W_R:
            for c in child:
                ctag = c.tag
                if ctag == W_T or (deleted and ctag == W_DELTEXT):
                    if c.text:
                        parts.append(c.text)
                elif ctag in TEXT_CHARS:
                    parts.append(TEXT_CHARS[ctag])
        elif tag in (W_INS, W_MOVETO):
            if child.get(A_ID) not in ids:
                _rejected_into(child, ids, parts, deleted=deleted)
        elif tag in (W_DEL, W_MOVEFROM):
            if child.get(A_ID) in ids:
                _rejected_into(child, ids, parts, deleted=True)
        elif tag in TRANSPARENT:
            _rejected_into(child, ids, parts, deleted=deleted)
        elif tag == W_SDT:
            content = child.find(W_SDTCONTENT)
            if content is not None:
                _rejected_into(content, ids, parts, deleted=deleted)


def _check_reject(exp: Expectations, roots: dict[str, etree._Element], problems: list[str]) -> None:
    touched_stories = [sp for sp in exp.story_parts if sp.part in roots]
    model = DocModel(exp.story_parts, roots.__getitem__, Styles())
    for sp in touched_stories:
        check = exp.parts.get(sp.part)
        if exp.baseline_is_source and check is not None and check.source_root is not None:
            got, want = _reject_by_units(exp, sp.part, check, roots[sp.part], problems)
        else:
            got = story_texts(model, sp.name, reject_ids=exp.our_ids)
            want = exp.baseline(sp.name)
        if got != want:
            first = next((i for i, (a, b) in enumerate(zip(got, want, strict=False)) if a != b),
                         min(len(got), len(want)))
            problems.append(
                f"rejecting this session's tracked changes in {sp.name} does not give back the original text "
                f"(paragraph {first}: {(got[first] if first < len(got) else None)!r} vs "
                f"{(want[first] if first < len(want) else None)!r})"
            )


def _reject_by_units(exp: Expectations, part: str, check: PartCheck, root: etree._Element,
                     problems: list[str]) -> tuple[list[str], list[str]]:
    """Texts after a reject of the units edits touched or added, and the source's texts of the
    units edits touched or removed. Untouched units are byte-identical to the source (checked
    before) and hold none of our revisions, so comparing the rest proves the whole story."""
    got: list[str] = []
    carry = ""
    for k, unit in enumerate(exp.units_root(part, root)):
        origin = check.origin[k] if k < len(check.origin) else None
        if origin is not None and origin not in check.touched:
            if carry:
                problems.append(f"{part}: an inserted paragraph mark would join text into an untouched block")
                carry = ""
            continue
        for p in unit_paragraphs(unit):
            text = carry + rejected_text(p, exp.our_ids)
            if _mark_inserted_by(p, exp.our_ids):
                carry = text
                continue
            carry = ""
            got.append(text)
    if carry:
        got.append(carry)
    want: list[str] = []
    assert check.source_root is not None
    changed = check.touched | check.deleted
    for i, unit in enumerate(exp.units_root(part, check.source_root)):
        if i in changed:
            want.extend(paragraph_text(p) for p in unit_paragraphs(unit))
    return got, want


__all__ = ["Expectations", "PartCheck", "reject_revisions", "rejected_text", "story_texts", "validate_output"]
