"""The sort_rows operation: the rows below a table's header put in order of the cells under given
columns, each row moved whole (its cells, runs and properties go with it), a total row left where it
is. Direct mode only: WordprocessingML has no tracked move of a table row."""

from __future__ import annotations

import re
from typing import Any

from ..errors import Code, DocxError
from ..ooxml import qn
from ..reader import block_text, row_cells
from .batch import Batch
from .delete import editable_rows, table_changed
from .numbers import TOTAL_ROW
from .resolve import Prepared
from .schema import SortRows

#: A cell that is one number, maybe with a currency sign, a percent or thousands separators.
_NUMERIC = re.compile(r"^\s*[£$€¥]?\s*(-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)\s*%?\s*$")


def sort_key(text: str) -> tuple[int, float, str]:
    """How a cell sorts: numbers by value before text, text without regard to case or spacing."""
    m = _NUMERIC.match(text)
    if m:
        return (0, float(m.group(1).replace(",", "")), "")
    return (1, 0.0, " ".join(text.split()).casefold())


def op_sort_rows(batch: Batch, prep: Prepared) -> dict[str, Any]:
    edit: SortRows = prep.edit
    table = prep.refs["table"]
    if batch.tracked:
        raise DocxError(Code.INVALID_EDIT, "sort_rows moves rows, which a tracked change cannot show: apply it "
                        "with mode direct", {"table": table.path})
    rows = editable_rows(batch, table)
    cols = [prep.cols[str(i)] for i in range(len(edit.by))]
    movable: list[int] = []
    for r in prep.rows:
        tr = rows[r]
        if tr.find(f".//{qn('w:vMerge')}") is not None or tr.find(f".//{qn('w:gridSpan')}") is not None:
            raise DocxError(Code.INVALID_EDIT, f"row {r} of {table.path} has a merged cell; sorting would break it",
                            {"table": table.path, "row": r})
        label = next((t for t in (block_text(c).strip() for c in row_cells(tr)) if t), "")
        if TOTAL_ROW.match(label):
            continue  # a total (its first filled cell says so) stays where it is, most often last
        movable.append(r)
    if len(movable) < 2:
        raise DocxError(Code.NOT_FOUND, f"{table.path} has fewer than two rows below its header to sort",
                        {"table": table.path})

    def key(r: int) -> list[tuple[int, float, str]]:
        cells = row_cells(rows[r])
        return [sort_key(block_text(cells[c])) if c < len(cells) else (2, 0.0, "") for c in cols]

    order = sorted(movable, key=key, reverse=edit.descending)
    if order == movable:
        raise DocxError(Code.INVALID_EDIT, f"the rows of {table.path} are in that order already: nothing to sort",
                        {"table": table.path})
    table_changed(batch, table)
    # Each slot a movable row held gets the row that sorts there: detach all, then put them back.
    slots = [rows[r] for r in movable]
    markers = []
    for tr in slots:
        marker = tr.makeelement(qn("w:tr"), {})
        tr.addprevious(marker)
        markers.append(marker)
    for tr in slots:
        tr.getparent().remove(tr)
    for marker, r in zip(markers, order, strict=True):
        marker.addprevious(rows[r])
        marker.getparent().remove(marker)
    before = [" | ".join(block_text(c) for c in row_cells(rows[r]))[:60] for r in order[:20]]
    return {"type": edit.type, "targets": [table.id], "count": len(movable), "order": before}
