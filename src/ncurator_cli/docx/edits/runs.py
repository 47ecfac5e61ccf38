"""Low-level pieces the operations share: isolating a text span as whole runs, wrapping runs in
revisions, inserting formatted text, removing what an edit emptied.
"""

from __future__ import annotations

from lxml import etree

from ..ooxml import (
    A_AUTHOR,
    A_ID,
    HARMLESS_RUN_CHILDREN,
    REVISION_TAGS,
    W_DEL,
    W_DELINSTRTEXT,
    W_DELTEXT,
    W_FLDSIMPLE,
    W_HYPERLINK,
    W_INS,
    W_INSTRTEXT,
    W_R,
    W_RPR,
    W_SMARTTAG,
    W_T,
    Atom,
    atoms,
    atoms_and_runs,
    clean_rpr,
    new_run,
    paragraph_mark_rpr,
    run_is_plain,
    set_text,
    split_run_after,
    split_run_before,
    split_t,
)
from .batch import Batch


def foreign_revisions(batch: Batch, el: etree._Element) -> list[str]:
    """Authors of existing revisions (text or formatting) inside ``el`` that are not this session's."""
    authors = []
    for rev in el.iter(*REVISION_TAGS):
        if not batch.is_ours(rev):
            authors.append(rev.get(A_AUTHOR) or "unknown")
    return sorted(set(authors))


def to_deleted(run: etree._Element) -> None:
    for t in run.iter(W_T, W_INSTRTEXT):
        t.tag = W_DELTEXT if t.tag == W_T else W_DELINSTRTEXT


def wrap_deleted(batch: Batch, runs: list[etree._Element]) -> list[etree._Element]:
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
            to_deleted(run)
        dels.append(d)
    return dels


def first_text_rpr(runs: list[etree._Element]) -> etree._Element | None:
    for run in runs:
        if run.find(W_T) is not None:
            return clean_rpr(run.find(W_RPR))
    return clean_rpr(runs[0].find(W_RPR)) if runs else None


def insertion(batch: Batch, rpr: etree._Element | None, text: str) -> etree._Element:
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


def mark_paragraph(batch: Batch, p: etree._Element, tag: str) -> None:
    rpr = paragraph_mark_rpr(p, create=True)
    assert rpr is not None
    mark = batch.revision(tag)
    # CT_ParaRPr starts with ins, del, moveFrom, moveTo (in that order).
    if tag == W_DEL and len(rpr) and rpr[0].tag == W_INS:
        rpr[0].addnext(mark)
    else:
        rpr.insert(0, mark)


def covered_atoms(p: etree._Element, s: int, e: int) -> list[Atom]:
    _, ats = atoms(p)
    return [a for a in ats if a.end > s and a.start < e]


def covered_atoms_and_runs(p: etree._Element, s: int, e: int) -> tuple[list[Atom], list[etree._Element]]:
    _, ats, runs = atoms_and_runs(p)
    return [a for a in ats if a.end > s and a.start < e], runs


def isolate(batch: Batch, covered: list[Atom], s: int, e: int) -> tuple[etree._Element, etree._Element]:
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


def run_span(covered: list[Atom], runs: list[etree._Element]) -> tuple[int, int]:
    """Indexes in ``runs`` (the paragraph's visible runs) of the first and last covered atom's run."""
    first, last = covered[0].run, covered[-1].run
    i0 = runs.index(first)
    i1 = i0 if last is first else runs.index(last, i0)
    return i0, i1


def span_crosses_objects(covered: list[Atom], runs: list[etree._Element], i0: int, i1: int) -> bool:
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


def remove_empty(batch: Batch, el: etree._Element | None, stop: etree._Element) -> None:
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
