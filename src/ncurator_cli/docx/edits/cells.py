"""The set_cell_text and set_cells operations."""

from __future__ import annotations

from typing import Any

from ..errors import Code, DocxError
from ..ooxml import (
    W_BOOKMARK_END,
    W_BOOKMARK_START,
    W_COMMENT_RANGE_END,
    W_COMMENT_RANGE_START,
    W_COMMENT_REFERENCE,
    W_DEL,
    W_INS,
    W_P,
    W_PPR,
    W_R,
    W_RPR,
    W_TBL,
    paragraph_text,
    qn,
    short_hash,
    visible_runs,
)
from ..reader import block_children, block_text
from .batch import Batch
from .delete import drop_orphans
from .resolve import Prepared, require_attached
from .runs import first_text_rpr, foreign_revisions, insertion, mark_paragraph, wrap_deleted
from .schema import SetCellText

_KEEP_IN_CLEARED = frozenset({W_PPR, W_BOOKMARK_START, W_BOOKMARK_END, W_COMMENT_RANGE_START, W_COMMENT_RANGE_END,
                              qn("w:permStart"), qn("w:permEnd")})


def op_set_cell_text(batch: Batch, prep: Prepared) -> dict[str, Any]:
    edit: SetCellText = prep.edit
    cell = prep.refs["cell"]
    require_attached(batch, cell, cell.path)
    tc = cell.el
    blocks = list(block_children(tc))
    if any(b.tag == W_TBL for b in blocks):
        raise DocxError(Code.INVALID_EDIT, f"cell {cell.path} holds a nested table; edit its paragraphs instead",
                        {"cell": cell.path})
    authors = foreign_revisions(batch, tc)
    if authors:
        raise DocxError(
            Code.INVALID_EDIT,
            f"cell {cell.path} holds tracked changes by {', '.join(authors)}; accept or reject them first",
            {"cell": cell.path, "authors": authors},
        )
    paragraphs = [b for b in blocks if b.tag == W_P]
    first = paragraphs[0]
    runs = [r for p in paragraphs for r, _ in visible_runs(p)]
    rpr = first_text_rpr(runs)
    cell_id = f"{cell.path}#{short_hash(block_text(tc))}"
    for i, p in enumerate(paragraphs):
        batch.note_paragraph(p, f"{cell.path}/p{i}#{short_hash(paragraph_text(p))}")
    story_root = batch.model.story(cell.story).root
    if not batch.tracked:
        for p in paragraphs[1:]:
            p.getparent().remove(p)
            batch.records[p].kind = "deleted"
            drop_orphans(batch, p, story_root)
        position = None
        for child in list(first):
            if child.tag in _KEEP_IN_CLEARED or (child.tag == W_R and child.find(W_COMMENT_REFERENCE) is not None):
                continue
            if position is None:
                position = first.index(child)
            first.remove(child)
            drop_orphans(batch, child, story_root)
        content = insertion(batch, rpr, edit.text) if edit.text else None
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
            dels = wrap_deleted(batch, prun) if prun else []
            if p is not first:
                mark_paragraph(batch, p, W_DEL)
            elif edit.text:
                ins = insertion(batch, rpr, edit.text)
                top = [d for d in dels if d.getparent() is first]
                if top:
                    top[-1].addnext(ins)
                else:
                    ppr = first.find(W_PPR)
                    first.insert(first.index(ppr) + 1 if ppr is not None else 0, ins)
    return {"type": edit.type, "targets": [cell_id], "count": 1}


def op_set_cells(batch: Batch, prep: Prepared) -> dict[str, Any]:
    """set_cells: the set_cell_text of each cell `prepare` found (the matched rows' cells that do not
    already read the text), in one result."""
    targets: list[str] = []
    changes: list[str] = []
    for part in prep.parts:
        cell = part.refs["cell"]
        before = " ".join(block_text(cell.el).split())
        result = op_set_cell_text(batch, part)
        targets += list(result.get("targets") or [])
        changes.append(f"row {cell.row}: {before[:40]!r} -> {part.edit.text[:40]!r}")
    return {"type": "set_cells", "targets": targets, "count": len(prep.parts), "changes": changes[:50]}
