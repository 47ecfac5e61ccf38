"""Addressing a table cell the way people name it: a row by its index, by a label in any of its
cells, by ``Column=Value`` or by ``{column: value}``; a column by its index or its header text.

Labels are compared after collapsing whitespace, dropping surrounding ``:`` and ``*`` (a label
copied from a view that marks bold as ``**x**``) and ignoring case; an exact label wins, else a
unique one that starts with what was given. A label that matches no row, or several, is an error
whose details list the candidates, each as the ``Column=Value`` that would name it alone: a careful
tool does not guess which row was meant.

The header is row 0, unless row 0 is one cell merged across a wider table (a title row): then the
first row with more than one cell. Row labels are looked up in the rows below the header first,
and in the header rows only when none of those matches (a column headed "Total" does not make the
"Total" row ambiguous). A column named by its header is mapped to the target row through the
table grid (``w:gridBefore``, ``w:gridSpan``), so a row with merged or missing cells still gets the
cell under that header; a numeric column stays the cell's position in its row (``w:tc`` order).
Everything is resolved against the document as it was before the batch, like block ids.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from lxml import etree

from ..errors import Code, DocxError
from ..ooxml import A_VAL, W_TRPR
from ..reader import W_GRIDBEFORE, W_GRIDSPAN, W_TCPR, BlockRef, cell_text, row_cells, table_rows

#: Candidates listed in an error (rows, headers).
SHOWN = 12


def label_key(text: Any) -> str:
    """How labels are compared: whitespace collapsed, surrounding ``:``/``*`` dropped, no case."""
    return " ".join(str(text if text is not None else "").split()).strip(" :*").casefold()


def _int_attr(parent: etree._Element | None, tag: str, default: int) -> int:
    el = parent.find(tag) if parent is not None else None
    try:
        return max(1 if default else 0, int(el.get(A_VAL))) if el is not None else default
    except (TypeError, ValueError):
        return default


@dataclass
class _Cell:
    el: etree._Element
    start: int  # first grid column
    span: int
    text: str
    key: str


class TableView:
    """The rows of one table as cells on the table grid, with their texts, for label lookups."""

    def __init__(self, table: BlockRef) -> None:
        self.table = table
        self.rows: list[list[_Cell]] = []
        for tr in table_rows(table.el):
            at = _int_attr(tr.find(W_TRPR), W_GRIDBEFORE, 0)
            row = []
            for tc in row_cells(tr):
                span = _int_attr(tc.find(W_TCPR), W_GRIDSPAN, 1)
                text = " ".join(cell_text(tc).split())
                row.append(_Cell(tc, at, span, text, label_key(text)))
                at += span
            self.rows.append(row)
        width = max((c.start + c.span for row in self.rows for c in row), default=0)
        self.header = 0
        if self.rows and len(self.rows[0]) == 1 and width > 1:
            # A title merged across the table: the header is the first row with several cells.
            self.header = next((i for i, r in enumerate(self.rows) if len(r) > 1), 0)

    # -- descriptions for errors --------------------------------------------------------------------

    def headers(self) -> list[str]:
        return [c.text for c in self.rows[self.header]] if self.rows else []

    def describe_row(self, r: int) -> str:
        """A row as the Column=Value pairs of its non-empty cells (bounded)."""
        heads = self.rows[self.header] if self.rows else []
        parts = []
        for c in self.rows[r]:
            if not c.text:
                continue
            head = next((h.text for h in heads if h.start <= c.start < h.start + h.span and h.text), None)
            parts.append(f"{head}={c.text[:40]}" if head and r != self.header else c.text[:40])
        return "; ".join(parts)[:160]

    def _candidates(self, rows: list[int]) -> list[dict[str, Any]]:
        return [{"row": r, "cells": self.describe_row(r)} for r in rows[:SHOWN]]

    # -- columns -----------------------------------------------------------------------------------

    def header_column(self, col: str, what: str = "col") -> _Cell:
        """The header cell a column name designates (exact label first, then a unique prefix)."""
        want = label_key(col)
        if not want:
            raise DocxError(Code.INVALID_EDIT, f"{what} is empty")
        heads = self.rows[self.header] if self.rows else []
        hits = [c for c in heads if c.key == want] or [c for c in heads if c.key.startswith(want)]
        if len(hits) == 1:
            return hits[0]
        shown = [c.text for c in heads]
        if hits:
            raise DocxError(Code.AMBIGUOUS_MATCH,
                            f"{what} {col!r} matches several headers of {self.table.path}: "
                            + ", ".join(repr(c.text) for c in hits[:SHOWN]) + "; give the column's index",
                            {"column": col, "headers": shown, "matches": [c.text for c in hits]})
        raise DocxError(Code.NOT_FOUND,
                        f"{what} {col!r} is not a header of {self.table.path} (row {self.header}: "
                        + " | ".join(shown[:SHOWN]) + ")",
                        {"column": col, "headers": shown})

    def under(self, head: _Cell, r: int) -> list[int]:
        """Positions of the cells of row r that lie under a header cell on the table grid."""
        end = head.start + head.span
        return [i for i, c in enumerate(self.rows[r]) if c.start < end and head.start < c.start + c.span]

    def column(self, col: int | str, r: int) -> int:
        """The position in row r (w:tc order) of the column an edit names."""
        if isinstance(col, int):
            return col
        if col.strip().isdigit():
            return int(col.strip())
        try:
            head = self.header_column(col)
        except DocxError:
            # The edit view's own cell label ("c1", "c1 Programme"): its index, when no header reads so.
            label = re.fullmatch(r"c(\d+)(?:\s.*)?", col.strip(), re.I | re.S)
            if label is None:
                raise
            return int(label.group(1))
        at = self.under(head, r)
        if len(at) == 1:
            return at[0]
        if not at:
            raise DocxError(Code.UNKNOWN_BLOCK,
                            f"row {r} of {self.table.path} has no cell under the column {head.text!r}",
                            {"row": r, "column": head.text, "cols": len(self.rows[r])})
        raise DocxError(Code.AMBIGUOUS_MATCH,
                        f"the header {head.text!r} of {self.table.path} spans {len(at)} cells of row {r} "
                        f"(cols {', '.join(map(str, at))}); give the column's index",
                        {"row": r, "column": head.text, "cols": at})

    # -- rows --------------------------------------------------------------------------------------

    def row(self, row: int | str | dict[str, str]) -> int:
        """The index of the row an edit names."""
        if isinstance(row, int):
            return row
        if isinstance(row, dict):
            return self._row_by_values(row, given=row)
        text = row.strip()
        if text.isdigit():
            return int(text)
        if "=" in text:
            name, value = (s.strip() for s in text.split("=", 1))
            try:
                self.header_column(name)
            except DocxError:
                pass  # not a column: the whole text is a label
            else:
                return self._row_by_values({name: value}, given=text)
        try:
            return self._row_by_label(text)
        except DocxError:
            # The edit view's own row label ("row 3", "r3"): its index, when no row reads so.
            label = re.fullmatch(r"(?:row\s*|r)(\d+)", text, re.I)
            if label is None:
                raise
            return int(label.group(1))

    def _data_rows(self) -> tuple[list[int], list[int]]:
        """Rows below the header, and the header rows (searched only when no data row matches)."""
        return list(range(self.header + 1, len(self.rows))), list(range(self.header + 1))

    def _pick(self, given: Any, tiers: list[Callable[[int], bool]]) -> int:
        """The one row the tests of a tier pick, trying exact tiers before prefix ones."""
        data, heads = self._data_rows()
        for pool in (data, heads):
            for test in tiers:
                hits = [r for r in pool if test(r)]
                if len(hits) == 1:
                    return hits[0]
                if hits:
                    raise DocxError(
                        Code.AMBIGUOUS_MATCH,
                        f"row {given!r} matches several rows of {self.table.path}: "
                        + "; ".join(f"row {c['row']} ({c['cells']})" for c in self._candidates(hits))
                        + ". Name one row: its index, or Column=Value with a column that tells them apart",
                        {"row": given, "candidates": self._candidates(hits)},
                    )
        rows = data or heads
        raise DocxError(
            Code.NOT_FOUND,
            f"row {given!r} matches no row of {self.table.path}; its rows: "
            + "; ".join(f"row {c['row']} ({c['cells']})" for c in self._candidates(rows)),
            {"row": given, "rows": self._candidates(rows)},
        )

    def _row_by_label(self, label: str) -> int:
        want = label_key(label)
        if not want:
            raise DocxError(Code.INVALID_EDIT, "row is empty")
        return self._pick(label, [
            lambda r: any(c.key == want for c in self.rows[r]),
            lambda r: any(c.key.startswith(want) for c in self.rows[r]),
        ])

    def wanted(self, pairs: dict[str, str], what: str = "row") -> list[tuple[_Cell, str]]:
        """(header cell, label key) for each {column: value} pair, checked."""
        if not pairs:
            raise DocxError(Code.INVALID_EDIT, f"{what} {{}} names no column")
        out = []
        for name, value in pairs.items():
            head = self.header_column(str(name), "column" if what == "row" else f"{what} column")
            key = label_key(value)
            if not key:
                raise DocxError(Code.INVALID_EDIT, f"{what}: the value for {name!r} is empty")
            out.append((head, key))
        return out

    def rows_where(self, pairs: dict[str, str]) -> list[int]:
        """The rows below the header whose cell under each column reads its value exactly (labels)."""
        wanted = self.wanted(pairs, "where")
        return [r for r in range(self.header + 1, len(self.rows))
                if all(any(self.rows[r][i].key == key for i in self.under(head, r)) for head, key in wanted)]

    def _row_by_values(self, pairs: dict[str, str], *, given: Any) -> int:
        wanted = self.wanted(pairs)

        def test(prefix: bool) -> Callable[[int], bool]:
            def ok(r: int) -> bool:
                return all(any((self.rows[r][i].key.startswith(key) if prefix else self.rows[r][i].key == key)
                               for i in self.under(head, r)) for head, key in wanted)
            return ok

        return self._pick(given, [test(False), test(True)])


def cell_by_address(table: BlockRef, row: int | str | dict[str, str], col: int | str) -> tuple[int, int]:
    """(row, col) positions of the cell an edit addresses with indexes or labels."""
    view = TableView(table)
    r = view.row(row)
    if r >= len(view.rows):
        raise DocxError(Code.UNKNOWN_BLOCK, f"table {table.path} has {len(view.rows)} rows (0-based row {r})",
                        {"rows": len(view.rows)})
    return r, view.column(col, r)
