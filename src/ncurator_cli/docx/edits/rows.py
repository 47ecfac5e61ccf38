"""The insert_row operation: a new table row, a copy of the row it goes next to with its texts
replaced (so it keeps that row's cell and run formatting), direct or tracked."""

from __future__ import annotations

import copy
from typing import Any

from ..errors import Code, DocxError
from ..ooxml import W_DEL, W_INS, W_P, W_PPR, W_TBL, new_run, qn, visible_runs
from ..reader import block_children, row_cells
from .batch import Batch
from .delete import editable_rows, row_properties, table_changed
from .resolve import Prepared
from .runs import first_text_rpr, insertion, mark_paragraph
from .schema import InsertRow

#: What a copied row may not keep: ids that must stay unique, and revisions of the row it copies.
_NOT_COPIED = (qn("w:bookmarkStart"), qn("w:bookmarkEnd"), qn("w:commentRangeStart"), qn("w:commentRangeEnd"),
               qn("w:trPrChange"), qn("w:pPrChange"), qn("w:rPrChange"), W_INS, W_DEL)


def op_insert_row(batch: Batch, prep: Prepared) -> dict[str, Any]:
    edit: InsertRow = prep.edit
    table = prep.refs["table"]
    rows = editable_rows(batch, table)
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
        row_properties(new).append(batch.revision(W_INS))
    if edit.position == "after":
        anchor.addnext(new)
    else:
        anchor.addprevious(new)
    table_changed(batch, table)
    index = at + 1 if edit.position == "after" else at
    return {"type": edit.type, "targets": [table.id], "count": 1, "row": index}



