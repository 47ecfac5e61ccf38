"""The insert_row operation: a new table row, a copy of the row it goes next to with its texts
replaced (so it keeps that row's cell and run formatting), direct or tracked."""

from __future__ import annotations

import copy
from typing import Any

from lxml import etree

from ..errors import Code, DocxError
from ..ooxml import W_DEL, W_INS, W_P, W_PPR, W_TBL, W_TRPR, new_run, qn, visible_runs
from ..reader import block_children, block_text, row_cells, table_rows
from .batch import Batch, ChangeRecord
from .resolve import Prepared, require_attached
from .runs import first_text_rpr, foreign_revisions, insertion, mark_paragraph
from .schema import InsertRow

#: What a copied row may not keep: ids that must stay unique, and revisions of the row it copies.
_NOT_COPIED = (qn("w:bookmarkStart"), qn("w:bookmarkEnd"), qn("w:commentRangeStart"), qn("w:commentRangeEnd"),
               qn("w:trPrChange"), qn("w:pPrChange"), qn("w:rPrChange"), W_INS, W_DEL)


def op_insert_row(batch: Batch, prep: Prepared) -> dict[str, Any]:
    edit: InsertRow = prep.edit
    table = prep.refs["table"]
    require_attached(batch, table, table.path)
    authors = foreign_revisions(batch, table.el)
    if authors:
        raise DocxError(Code.INVALID_EDIT, f"{table.path} holds tracked changes by {', '.join(authors)}; "
                        "accept or reject them first", {"table": table.path, "authors": authors})
    rows = table_rows(table.el)
    at = prep.rows[0]
    anchor = rows[at]
    if anchor.find(f".//{qn('w:vMerge')}") is not None or anchor.find(f".//{W_TBL}") is not None:
        raise DocxError(Code.INVALID_EDIT, f"row {at} of {table.path} has a vertically merged cell or a nested "
                        "table; insert next to another row", {"table": table.path, "row": at})
    texts = {pos: edit.cells[name] for name, pos in prep.cols.items()}
    old_cells = row_cells(anchor)
    if any(pos >= len(old_cells) for pos in texts):
        raise DocxError(Code.UNKNOWN_BLOCK, f"row {at} of {table.path} has {len(old_cells)} cells",
                        {"cols": len(old_cells)})
    new = copy.deepcopy(anchor)
    for el in [e for e in new.iter() if e.tag in _NOT_COPIED]:
        el.getparent().remove(el)
    for pos, (old_tc, tc) in enumerate(zip(old_cells, row_cells(new), strict=True)):
        rpr = first_text_rpr([r for p in old_tc.iter(W_P) for r, _ in visible_runs(p)])
        paragraphs = [b for b in block_children(tc) if b.tag == W_P]
        for p in paragraphs[1:]:
            p.getparent().remove(p)
        first = paragraphs[0]
        for child in [c for c in first if c.tag != W_PPR]:
            first.remove(child)
        text = texts.get(pos, "")
        if text:
            first.append(insertion(batch, rpr, text) if batch.tracked else new_run(rpr, text))
        if batch.tracked:
            mark_paragraph(batch, first, W_INS)
    if batch.tracked:
        trpr = new.find(W_TRPR)
        if trpr is None:
            trpr = etree.Element(W_TRPR)
            prex = new.find(qn("w:tblPrEx"))
            if prex is not None:
                prex.addnext(trpr)
            else:
                new.insert(0, trpr)
        trpr.append(batch.revision(W_INS))
    if edit.position == "after":
        anchor.addnext(new)
    else:
        anchor.addprevious(new)
    if table.el not in batch.records:
        batch.records[table.el] = ChangeRecord("modified", table.id, block_text(table.el), table.el)
    batch.touch(table.el)
    index = at + 1 if edit.position == "after" else at
    return {"type": edit.type, "targets": [table.id], "count": 1, "row": index}



