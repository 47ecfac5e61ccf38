"""Resolving the block ids an edit names, against the state before the batch (before anything changes)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..errors import Code, DocxError
from ..ooxml import W_TBL, W_TC
from ..reader import BlockRef, DocModel, block_children, block_text, row_cells, table_rows
from .address import TableView, cell_by_address
from .batch import Batch
from .schema import (
    AddComment,
    AdjustNumbers,
    DeleteBlock,
    DeleteRows,
    InsertParagraph,
    InsertRow,
    ReplaceText,
    SetCells,
    SetCellText,
    SetFormat,
    SortRows,
)


@dataclass
class Prepared:
    edit: Any
    refs: dict[str, BlockRef] = field(default_factory=dict)
    rows: list[int] = field(default_factory=list)  # delete_rows: the rows it deletes; insert_row: its anchor row
    cols: dict[str, int] = field(default_factory=dict)  # insert_row: each given column's cell position
    parts: list[Prepared] = field(default_factory=list)  # set_cells: one set_cell_text of each cell it changes


def prepare(model: DocModel, edit: Any) -> Prepared:
    """Resolve every block id an edit names; STALE_REF / UNKNOWN_BLOCK before anything changes."""
    prep = Prepared(edit)
    if isinstance(edit, ReplaceText | SetFormat) and edit.block_id is not None:
        prep.refs["block"] = model.resolve(edit.block_id)
    elif isinstance(edit, InsertParagraph):
        prep.refs["anchor"] = model.resolve(edit.anchor_id)
        if prep.refs["anchor"].kind == "cell":
            raise DocxError(Code.INVALID_EDIT, "anchor_id must be a paragraph or a table, not a cell")
    elif isinstance(edit, DeleteBlock | AddComment):
        prep.refs["block"] = model.resolve(edit.block_id)
    elif isinstance(edit, SetCellText):
        prep.refs["cell"] = _resolve_cell(model, edit)
    elif isinstance(edit, DeleteRows):
        prep.refs["table"], prep.rows = _rows_where(model, edit)
    elif isinstance(edit, SetCells):
        table, rows = _rows_where(model, edit)
        prep.refs["table"], prep.rows = table, rows
        view = TableView(table)
        for r in rows:
            c = view.column(edit.col, r)  # an unknown column fails here, naming the headers
            cell = cell_of(table, r, c)
            if " ".join(block_text(cell.el).split()) == " ".join(edit.text.split()):
                continue  # already reads the new text: nothing to change in it
            one = SetCellText(type="set_cell_text", table=table.id, row=r, col=c, text=edit.text)
            prep.parts.append(Prepared(one, {"cell": cell}))
        if not prep.parts:
            raise DocxError(Code.INVALID_EDIT, f"every row of {table.path} with {edit.where} already reads "
                            f"{edit.text!r} under {edit.col!r}: nothing to change", {"rows": rows})
    elif isinstance(edit, InsertRow):
        table = table_ref(model, edit.table)
        view = TableView(table)
        r = view.row(edit.row)
        if r >= len(view.rows):
            raise DocxError(Code.UNKNOWN_BLOCK, f"table {table.path} has {len(view.rows)} rows (0-based row {r})",
                            {"rows": len(view.rows)})
        if edit.position == "before" and r <= view.header:
            raise DocxError(Code.INVALID_EDIT, f"a row before the header of {table.path} would be the header; "
                            "insert after a row below it", {"row": r})
        prep.refs["table"], prep.rows = table, [r]
        prep.cols = {name: view.column(name, r) for name in edit.cells}
    elif isinstance(edit, AdjustNumbers):
        table = table_ref(model, edit.table)
        view = TableView(table)
        head = view.column(edit.column, view.header)  # an unknown column fails here, naming the headers
        prep.refs["table"] = table
        for r in range(view.header + 1, len(view.rows)):
            try:
                prep.cols[str(r)] = view.column(edit.column, r) if isinstance(edit.column, str) else head
            except DocxError:
                continue  # a row without a cell under that column (merged across): nothing to change
            prep.rows.append(r)
    elif isinstance(edit, SortRows):
        table = table_ref(model, edit.table)
        view = TableView(table)
        prep.refs["table"] = table
        prep.cols = {str(i): view.column(c, view.header) for i, c in enumerate(edit.by)}  # unknown: names the headers
        prep.rows = list(range(view.header + 1, len(view.rows)))
    return prep


def _rows_where(model: DocModel, edit: DeleteRows | SetCells) -> tuple[BlockRef, list[int]]:
    """The table and rows a delete_rows (or set_cells) names: its table's, or (no table given) those of the one
    body table where rows match. None matching, or rows in several tables, is an error that says
    where to look; so is a count other than `expected_count`."""
    if edit.table is None:
        found = []
        for ref in body_tables(model):
            try:
                rows = TableView(ref).rows_where(edit.where)
            except DocxError:
                continue
            if rows:
                found.append((ref, rows))
        if len(found) > 1:
            raise DocxError(
                Code.AMBIGUOUS_MATCH,
                f"rows with {edit.where} are in {len(found)} tables: "
                + "; ".join(f"table {t.path.rsplit('t', 1)[-1]} ({len(r)} rows; header: "
                            f"{' | '.join(TableView(t).headers())[:80]})" for t, r in found)
                + ". Give table (its 0-based index) to say which",
                {"tables": [{"table": t.path, "rows": r} for t, r in found]},
            )
        if found:
            return _counted(edit, *found[0])
        table = table_ref(model, None)
    else:
        table = table_ref(model, edit.table)
    view = TableView(table)
    rows = view.rows_where(edit.where)
    if not rows:
        data = list(range(view.header + 1, len(view.rows)))
        raise DocxError(
            Code.NOT_FOUND,
            f"no row of {table.path} has {edit.where}; its rows: "
            + "; ".join(f"row {r} ({view.describe_row(r)})" for r in data[:12]),
            {"where": edit.where, "rows": len(data)},
        )
    return _counted(edit, table, rows)


def _counted(edit: DeleteRows | SetCells, table: BlockRef, rows: list[int]) -> tuple[BlockRef, list[int]]:
    """(table, rows), unless `expected_count` names another count of rows."""
    if edit.expected_count is not None and len(rows) != edit.expected_count:
        raise DocxError(Code.EXPECTED_COUNT, f"expected {edit.expected_count} row(s) with {edit.where} in "
                        f"{table.path}, found {len(rows)}", {"expected": edit.expected_count, "found": len(rows)})
    return table, rows


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
                raise DocxError(Code.INVALID_EDIT, "a table block_id needs row and col (indexes or labels)")
            return cell_of(ref, *cell_by_address(ref, edit.row, edit.col))
        raise DocxError(
            Code.INVALID_EDIT, f"{edit.block_id} is not in a table; set_cell_text needs a cell", {"block_id": edit.block_id}
        )
    assert edit.row is not None and edit.col is not None
    if edit.table is None:
        fits = _tables_with_cell(model, edit.row, edit.col)
        if len(fits) == 1:
            # Several tables, but only one has this row and column (a row label or Column=value
            # found in one table only, a header only one table has): that table, not an error.
            return fits[0]
    ref = table_ref(model, edit.table)
    return cell_of(ref, *cell_by_address(ref, edit.row, edit.col))


def _tables_with_cell(model: DocModel, row: Any, col: Any) -> list[BlockRef]:
    """The cells at (row, col) of every top-level body table where that address resolves."""
    tables = body_tables(model)
    if len(tables) < 2:
        return []
    found = []
    for ref in tables:
        try:
            found.append(cell_of(ref, *cell_by_address(ref, row, col)))
        except DocxError:
            continue
    return found


def body_tables(model: DocModel) -> list[BlockRef]:
    """The body's top-level tables, as `body/tN` refs (what an edit's `table: N` names)."""
    els = [el for el in block_children(model.story("body").root) if el.tag == W_TBL]
    return [BlockRef(f"body/t{i}", el, "table", "body") for i, el in enumerate(els)]


def table_ref(model: DocModel, table: int | str | None) -> BlockRef:
    """The table an edit names: a body table's 0-based index, a table id, or (left out) the
    body's only top-level table."""
    if table is None:
        tables = body_tables(model)
        if len(tables) == 1:
            return tables[0]
        if not tables:
            raise DocxError(
                Code.INVALID_EDIT,
                "the document body has no table, so set_cell_text has no cell to write (a cell in a header, "
                "footer or note is addressed by block_id). To change text in a paragraph, use replace_text "
                "with find (the exact words to change) and the paragraph's block_id",
            )
        shown = [{"table": i, "id": t.id, "first_row": t.text.split("\n", 1)[0][:80]} for i, t in enumerate(tables[:20])]
        raise DocxError(
            Code.INVALID_EDIT,
            f"the body has {len(tables)} tables; give table (0-based index or table id): "
            + "; ".join(f"{s['table']}: {s['first_row']!r}" for s in shown),
            {"tables": shown},
        )
    if isinstance(table, int) or (isinstance(table, str) and table.strip().isdigit()):
        return model.locate(f"body/t{int(table)}")
    ref = model.resolve(str(table))
    if ref.kind != "table":
        raise DocxError(Code.INVALID_EDIT, f"{table} is not a table id")
    return ref


def cell_of(table: BlockRef, row: int, col: int) -> BlockRef:
    rows = table_rows(table.el)
    if row >= len(rows):
        raise DocxError(Code.UNKNOWN_BLOCK, f"table {table.path} has {len(rows)} rows (0-based row {row})",
                        {"rows": len(rows)})
    cells = row_cells(rows[row])
    if col >= len(cells):
        raise DocxError(Code.UNKNOWN_BLOCK, f"row {row} of {table.path} has {len(cells)} cells (0-based col {col})",
                        {"cols": len(cells)})
    return BlockRef(f"{table.path}/r{row}c{col}", cells[col], "cell", table.story, table.path, row, col)


def require_attached(batch: Batch, ref: BlockRef, what: str) -> None:
    if batch._unit(ref.el) is None:
        raise DocxError(Code.INVALID_EDIT, f"{what} was removed by an earlier edit of this batch",
                        {"block_id": ref.path})
