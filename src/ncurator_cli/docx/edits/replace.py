"""The replace_text operation: find text in a block or everywhere, and replace it (direct or tracked)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lxml import etree

from ..errors import Code, DocxError
from ..ooxml import (
    A_AUTHOR,
    W_RPR,
    W_T,
    clean_rpr,
    make_t,
    paragraph_text,
    set_text,
    short_hash,
    text_content,
)
from ..reader import BlockRef, row_cells, table_rows, walk_blocks
from .batch import Batch, ChangeRecord
from .resolve import Prepared, require_attached
from .runs import (
    covered_atoms,
    covered_atoms_and_runs,
    insertion,
    isolate,
    remove_empty,
    run_span,
    span_crosses_objects,
    wrap_deleted,
)
from .schema import ReplaceText

LIST_LIMIT = 200


def _replace_direct(batch: Batch, p: etree._Element, s: int, e: int, repl: str) -> str | None:
    covered = covered_atoms(p, s, e)
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
        remove_empty(batch, run, p)
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
    covered, runs = covered_atoms_and_runs(p, s, e)
    for a in covered:
        if a.revision is not None:
            if batch.is_ours(a.revision):
                return "the text is inside a change made earlier by this session; edit it in one step"
            who = a.revision.get(A_AUTHOR) or "another author"
            return f"the text is inside a tracked insertion by {who}; accept or reject it first"
    i0, i1 = run_span(covered, runs)
    if span_crosses_objects(covered, runs, i0, i1):
        return "the text spans a field, a drawing or a note reference, which a tracked replace would delete"
    rpr = clean_rpr(covered[0].run.find(W_RPR))
    first_run, last_run = isolate(batch, covered, s, e)
    # Splitting only adds runs at the two ends of the span: the runs between are still runs[i0+1:i1].
    span = [first_run] + runs[i0 + 1: i1] + ([last_run] if i1 > i0 else [])
    dels = wrap_deleted(batch, span)
    if repl:
        ins = insertion(batch, rpr, repl)
        parent = dels[0].getparent()
        same = [d for d in dels if d.getparent() is parent]
        same[-1].addnext(ins)
    return None


def span_replacer(batch: Batch) -> Callable[[Batch, etree._Element, int, int, str], str | None]:
    """How this batch replaces characters s..e of a paragraph: in place, or as a tracked change.
    The function returns None when done, else why the span could not be replaced."""
    return _replace_tracked if batch.tracked else _replace_direct


def mark_modified(batch: Batch, p: etree._Element, before: str, path: str) -> None:
    """Record a paragraph as modified (its text before the batch) and touch it; once a paragraph
    is enough (ids are computed lazily: a replace-all may touch 10^4 paragraphs)."""
    if p not in batch.records:
        batch.records[p] = ChangeRecord("modified", None, before, p, path=path)
    batch.touch(p)


def op_replace_text(batch: Batch, prep: Prepared) -> dict[str, Any]:
    edit: ReplaceText = prep.edit
    if "block" in prep.refs:
        ref = prep.refs["block"]
        require_attached(batch, ref, ref.path)
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
        if "block" in prep.refs:
            # The text may be in another block than the one named (a small model guessed the id of
            # the paragraph after the one it meant): say where it is, so the next call can be right.
            elsewhere = [(r, t, s) for r in batch.model.iter_paragraphs()
                         for t in [paragraph_text(r.el)] for s in [t.find(find)] if s != -1]
            if elsewhere:
                details["found_in"] = [_preview(r, t, s, len(find)) for r, t, s in elsewhere[:5]]
                where = ", ".join(f"{p['block_id']} ({p['context']!r})" for p in details["found_in"][:3])
                named = prep.refs["block"]
                shown = f" ({paragraph_text(named.el)[:60]!r})" if named.kind == "paragraph" else ""
                raise DocxError(Code.NOT_FOUND, f"text {find!r} is not in block {named.path}{shown}; "
                                f"the document has it in {where}", details)
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
    apply = span_replacer(batch)
    for group in by_para.values():
        ref, text, _ = group[0]
        hit = False
        for _, _, s in sorted(group, key=lambda m: -m[2]):  # right to left keeps offsets valid
            reason = apply(batch, ref.el, s, s + len(find), edit.replace)
            if reason is None:
                applied += 1
                if not hit:
                    hit = True
                    mark_modified(batch, ref.el, text, ref.path)
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
