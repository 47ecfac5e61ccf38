"""The set_format operation: bold, italic, underline or strike-through set on or taken off text, in place."""

from __future__ import annotations

import re
from typing import Any

from lxml import etree

from ..errors import Code, DocxError
from ..ooxml import A_AUTHOR, A_VAL, W_RPR, paragraph_text, qn, short_hash
from ..reader import BlockRef
from .batch import Batch
from .replace import LIST_LIMIT, mark_modified, walk_blocks_of
from .resolve import Prepared, require_attached
from .runs import covered_atoms_and_runs, isolate, run_span
from .schema import SetFormat

#: The children of w:rPr in the order the schema (CT_RPr) gives them; a flag goes in its place.
RPR_ORDER = ("rStyle rFonts b bCs i iCs caps smallCaps strike dstrike outline shadow emboss imprint noProof "
             "snapToGrid vanish webHidden color spacing w kern position sz szCs highlight u effect bdr shd fitText "
             "vertAlign rtl cs em lang eastAsianLayout specVanish oMath rPrChange").split()
_RANK = {qn(f"w:{name}"): i for i, name in enumerate(RPR_ORDER)}
#: Each flag's elements (the complex-script twin with bold and italic, as Word writes them).
_FLAGS = {"bold": ("b", "bCs"), "italic": ("i", "iCs"), "strike": ("strike",), "underline": ("u",)}


def set_flag(run: etree._Element, flag: str, on: bool) -> None:
    """Set one formatting flag on a run's properties explicitly (so a style's own formatting
    does not decide it): `w:b`, `w:u w:val="single"`; off as `w:val="0"` (`none` for underline)."""
    rpr = run.find(W_RPR)
    if rpr is None:
        rpr = etree.Element(W_RPR)
        run.insert(0, rpr)
    for name in _FLAGS[flag]:
        tag = qn(f"w:{name}")
        for old in rpr.findall(tag):
            rpr.remove(old)
        el = etree.Element(tag)
        if flag == "underline":
            el.set(A_VAL, "single" if on else "none")
        elif not on:
            el.set(A_VAL, "0")
        rank = _RANK[tag]
        after = next((c for c in rpr if _RANK.get(c.tag, len(RPR_ORDER)) > rank), None)
        if after is None:
            rpr.append(el)
        else:
            after.addprevious(el)


def _spans(text: str, find: str, whole_word: bool) -> list[int]:
    if not whole_word:
        out, at = [], text.find(find)
        while at != -1:
            out.append(at)
            at = text.find(find, at + len(find))
        return out
    rx = re.compile(rf"(?<!\w){re.escape(find)}(?!\w)")
    return [m.start() for m in rx.finditer(text)]


def op_set_format(batch: Batch, prep: Prepared) -> dict[str, Any]:
    edit: SetFormat = prep.edit
    if batch.tracked:
        raise DocxError(Code.INVALID_EDIT, "set_format changes formatting, which is not made as a tracked change "
                        "here: send it with mode direct")
    if "block" in prep.refs:
        ref = prep.refs["block"]
        require_attached(batch, ref, ref.path)
        scope = [r for r in walk_blocks_of(ref) if r.kind != "table"] if ref.kind in ("table", "cell") else [ref]
    else:
        scope = list(batch.model.iter_paragraphs())
    matches: list[tuple[BlockRef, str, int]] = []
    for ref in scope:
        text = paragraph_text(ref.el)
        matches += [(ref, text, s) for s in _spans(text, edit.find, edit.whole_word)]
    total = len(matches)
    if total == 0:
        loose = sum(len(_spans(paragraph_text(r.el), edit.find, False)) for r in scope) if edit.whole_word else 0
        raise DocxError(Code.NOT_FOUND, f"text not found: {edit.find!r}"
                        + (f" as a whole word (it is part of a longer word {loose} time(s): whole_word false "
                           "formats those)" if loose else ""), {"find": edit.find})
    if edit.expected_count is not None and total != edit.expected_count:
        raise DocxError(Code.EXPECTED_COUNT, f"expected {edit.expected_count} occurrence(s) of {edit.find!r}, "
                        f"found {total}", {"expected": edit.expected_count, "found": total})
    if edit.occurrence is not None:
        if edit.occurrence > total:
            raise DocxError(Code.NOT_FOUND, f"occurrence {edit.occurrence} of {edit.find!r} requested, found {total}",
                            {"found": total})
        matches = [matches[edit.occurrence - 1]]
    flags = {f: getattr(edit, f) for f in ("bold", "italic", "underline", "strike") if getattr(edit, f) is not None}
    applied, skipped, hit_refs = 0, [], []
    by_para: dict[etree._Element, list[tuple[BlockRef, str, int]]] = {}
    for m in matches:
        by_para.setdefault(m[0].el, []).append(m)
    for group in by_para.values():
        ref, text, _ = group[0]
        hit = False
        for _, _, s in sorted(group, key=lambda m: -m[2]):  # right to left keeps offsets valid
            covered, runs = covered_atoms_and_runs(ref.el, s, s + len(edit.find))
            other = next((a.revision for a in covered if a.revision is not None and not batch.is_ours(a.revision)), None)
            if other is not None:
                who = other.get(A_AUTHOR) or "another author"
                skipped.append({"block_id": f"{ref.path}#{short_hash(text)}", "offset": s,
                                "reason": f"the text is inside a tracked insertion by {who}; accept or reject it first"})
                continue
            i0, i1 = run_span(covered, runs)
            first_run, last_run = isolate(batch, covered, s, s + len(edit.find))
            for run in [first_run, *runs[i0 + 1:i1], *([last_run] if i1 > i0 else [])]:
                for flag, on in flags.items():
                    set_flag(run, flag, on)
            applied += 1
            if not hit:
                hit = True
                mark_modified(batch, ref.el, text, ref.path)
        if hit:
            hit_refs.append((ref, text))
    if applied == 0:
        raise DocxError(Code.INVALID_EDIT, f"no occurrence of {edit.find!r} could be formatted: {skipped[0]['reason']}",
                        {"skipped": skipped[:LIST_LIMIT]})
    result: dict[str, Any] = {"type": edit.type, "targets": [f"{r.path}#{short_hash(t)}" for r, t in hit_refs[:LIST_LIMIT]],
                              "count": applied, "found": total, "format": flags}
    if skipped:
        result["skipped"] = skipped[:LIST_LIMIT]
    return result
