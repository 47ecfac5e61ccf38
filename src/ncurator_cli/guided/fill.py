"""Cells of a document's table filled from a data file, worked out by the host: a lookup join.

"Fill in the empty Presenter column of the table in schedule.docx from presenters.csv (match each
row on show and day)": the table and the file share columns by name (Show ~ show, Day ~ day,
Presenter ~ presenter); the column the objective names whose cells are empty is the one filled,
and the other shared columns (those the objective names, when it names some) are the keys. Each
empty cell takes the value of the one record whose keys equal its row's (case, spacing and dash
kind aside). A small model given the table and the records as text matched rows on one key,
or wrote values from the wrong rows (probe trace); the join is no judgement, so the host makes it.

Nothing is proposed unless it is certain: the objective asks for no arithmetic or conversion
("hours times rate", "with VAT"... `_TRANSFORM`), every empty cell of the column finds exactly one
value, and no key is ambiguous. Otherwise the model works the values out as before.

"Fill in the Shifts and Hours columns of the volunteer table from volunteer_hours.csv, including the
Total row" is a fill by figures per row label (`aggregate_fills`): the table's label column holds
values of one of the file's columns, and each empty column the objective names is a count of that
label's records (Shifts), a sum of the file's column of that name, or hours/minutes between the
file's start and end times; a total row adds up the rows above. A helper script of the model's
computed nothing usable there (probe trace).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ..docx.edits.numbers import TOTAL_ROW
from ..scriptlib import records
from ..tools.dates import clock_of
from ..words import squashed as _norm

#: Verbs of an objective that fills cells from elsewhere.
_FILL = re.compile(r"\b(?:fill(?:s|ed|ing)?|complete|populate|enter|look(?:ing)?\s+up|copy|add|put|write)\b", re.I)
#: Words of an objective that makes the values from the file's (a sum, a rate, a conversion): no copy.
_TRANSFORM = re.compile(r"%|\b(?:plus|minus|times|multipl\w*|divid\w*|convert\w*|percent\w*|per\s*cent|discount\w*|"
                        r"increas\w*|decreas\w*|rais\w*|reduc\w*|round\w*|scal\w*|sum\w*|total\w*|averag\w*|"
                        r"calculat\w*|comput\w*|work\w*\s+out|count\w*|add\w*\s+up|deduct\w*|subtract\w*)\b", re.I)
#: The most rows of a table, and of a data file, a fill looks at.
FILL_ROWS, DATA_ROWS = 400, 5000


def _text(value: Any) -> str:
    """A value as its file writes it (`.raw` of a date or time read as ISO, a number's text)."""
    raw = getattr(value, "raw", None)
    return str(raw if isinstance(raw, str) else value).strip()


def _key(value: Any) -> str:
    """A key cell as compared: case, spacing and the kind of dash aside."""
    return " ".join(re.sub(r"[\u2010-\u2015\u2212]", "-", _text(value)).casefold().split())


def _read_pair(doc: Path, data: Path) -> tuple[dict[Any, list[dict[str, Any]]], list[dict[str, Any]]] | None:
    """(the document's table rows by table, its first FILL_ROWS; the data file's records, its first
    DATA_ROWS); None when either cannot be read so."""
    try:
        rows = records(doc)
        found = records(data)
    except Exception:  # not readable as tables or records: nothing the host can fill
        return None
    if not isinstance(rows, list) or not isinstance(found, list) or not found or not isinstance(found[0], dict):
        return None
    tables: dict[Any, list[dict[str, Any]]] = {}
    for row in rows[:FILL_ROWS]:
        if isinstance(row, dict):
            tables.setdefault(row.get("_table"), []).append(row)
    return tables, found[:DATA_ROWS]


def column_fills(doc: Path, data: Path, objective: str) -> list[dict[str, Any]] | None:
    """The set_cell_text edits (`{"type": "set_cell_text", "table", "row", "col", "text"}`) that
    fill the empty cells of the column the objective names in one of `doc`'s tables from the
    records of `data`, matched on the other columns both share; None when there is no such fill
    or it is not certain (see the module's docstring)."""
    if not _FILL.search(objective):
        return None
    if _TRANSFORM.search(objective):
        return aggregate_fills(doc, data, objective)
    pair = _read_pair(doc, data)
    if pair is None:
        return None
    tables, found = pair
    words = [_norm(w) for w in re.findall(r"[\w-]+", objective)]
    said = set(words) | {w[:-1] for w in words if len(w) > 3 and w.endswith("s")}
    said_text = _norm(objective)

    def named(h: str) -> bool:  # a column the objective says: a word of it, or its words in a row
        return _norm(h) in said or (len(h.split()) > 1 and _norm(h) in said_text)

    data_keys = {}
    for rec in found:
        for k in rec:
            data_keys.setdefault(_norm(k), k)
    edits: list[dict[str, Any]] = []
    for table, trows in tables.items():
        header = [str(k) for k in trows[0] if not str(k).startswith("_")]
        # A spacer row (every cell blank) is no row of the data, and says nothing of a column.
        trows = [r for r in trows if any(_text(r.get(h, "")) for h in header)]
        shared = {h: data_keys[_norm(h)] for h in header if _norm(h) and _norm(h) in data_keys}
        targets = [h for h in shared if named(h) and any(not _text(r.get(h, "")) for r in trows)]
        if len(targets) != 1 or len(shared) < 2:
            continue
        target = targets[0]
        if any(_norm(target) in k and k != _norm(shared[target]) for k in data_keys):
            return None  # `price` beside `member_price`: which one the task means is no lookup
        keys = [h for h in shared if h != target]
        keys = [h for h in keys if named(h)] or keys
        lookup: dict[tuple[str, ...], set[str]] = {}
        for rec in found:
            value = _text(rec.get(shared[target], ""))
            if value:
                lookup.setdefault(tuple(_key(rec.get(shared[k], "")) for k in keys), set()).add(value)
        col = header.index(target)
        for row in trows:
            if _text(row.get(target, "")):
                continue
            key = tuple(_key(row.get(k, "")) for k in keys)
            if not all(key):
                continue  # a total or a subheading row: no row of the data
            values = lookup.get(key, set())
            if len(values) != 1:
                return None  # a row no record fills, or fills two ways: the model decides
            edits.append({"type": "set_cell_text", "table": table, "row": row.get("_row"), "col": col,
                          "text": next(iter(values))})
    return edits or aggregate_fills(doc, data, objective)


#: Words of an objective whose figures are more than a count or a sum per row (a rate, a share, a
#: conversion): no aggregate fill.
_BEYOND_SUMS = re.compile(r"%|\b(?:times|multipl\w*|divid\w*|convert\w*|percent\w*|per\s*cent|discount\w*|increas\w*|"
                          r"decreas\w*|rais\w*|reduc\w*|scal\w*|averag\w*|mean|median|deduct\w*|subtract\w*|rate|"
                          r"vat|tax|share|ratio)\b", re.I)
#: A column of durations, by its header: hours or minutes between two times of each record.
_DURATION = {"hours": 60, "hrs": 60, "hoursworked": 60, "totalhours": 60, "minutes": 1, "mins": 1, "totalminutes": 1}
#: Headers of a record's start and end times.
_STARTS = {"start", "from", "in", "begin", "starttime", "timein", "clockin", "starts", "started", "arrived", "on"}
_ENDS = {"end", "to", "out", "finish", "stop", "endtime", "timeout", "clockout", "ends", "ended", "finished", "left", "off"}
#: Headers that are money or a measure, never a count of records.
_NOT_COUNTS = {"amount", "cost", "costs", "price", "prices", "fee", "fees", "total", "value", "revenue", "pay", "paid",
               "balance", "sum", "spend", "spent", "income", "owed", "due", "rate", "notes", "note", "comments"}


def _figure(value: float, decimals: int) -> str:
    """A figure as a cell writes it: whole numbers bare, others to `decimals` places, no trailing zeros
    beyond those a decimal column writes (`decimals` 2: 9.50)."""
    if decimals == 2:
        return f"{value:.2f}"
    if abs(value - round(value)) < 1e-9:
        return str(int(round(value)))
    return f"{value:.2f}".rstrip("0").rstrip(".")


def aggregate_fills(doc: Path, data: Path, objective: str) -> list[dict[str, Any]] | None:
    """The set_cell_text edits that fill the empty columns the objective names of one of `doc`'s tables
    with each row label's figures from the records of `data` (see the module's docstring); None when
    the table has no label column of the data's values, a named column is no count, sum or duration,
    or the objective asks for more than sums (`_BEYOND_SUMS`)."""
    if not _FILL.search(objective) or _BEYOND_SUMS.search(objective):
        return None
    pair = _read_pair(doc, data)
    if pair is None:
        return None
    tables, found = pair
    words = {_norm(w) for w in re.findall(r"[\w-]+", objective)}
    data_cols = {_norm(k): k for rec in found for k in rec if isinstance(k, str)}
    two_decimals = bool(re.search(r"\b(?:2|two)\s+decimal", objective, re.I))
    for table, trows in tables.items():
        header = [str(k) for k in trows[0] if not str(k).startswith("_")]
        trows = [r for r in trows if any(_text(r.get(h, "")) for h in header)]
        if len(header) < 2 or len(trows) < 2:
            continue
        label = header[0]
        totals = [r for r in trows if TOTAL_ROW.match(_text(r.get(label, "")))]
        body = [r for r in trows if r not in totals]
        # The data column whose values the table's labels are.
        keys = {_key(r.get(label, "")) for r in body if _text(r.get(label, ""))}
        best, hits = None, 0
        for k in data_cols.values():
            n = len(keys & {_key(rec.get(k, "")) for rec in found})
            if n > hits:
                best, hits = k, n
        if best is None or hits < 2 or hits * 2 < len(keys):
            continue
        targets = [h for h in header[1:] if _norm(h) in words and all(not _text(r.get(h, "")) for r in body)]
        if not targets:
            continue
        by_label: dict[str, list[dict[str, Any]]] = {}
        for rec in found:
            by_label.setdefault(_key(rec.get(best, "")), []).append(rec)
        edits: list[dict[str, Any]] = []
        for h in targets:
            measure = _measure(h, data_cols, found)
            if measure is None:
                return None
            fn, decimals = measure
            decimals = 2 if two_decimals else decimals
            col = header.index(h)
            figures = []
            for r in body:
                value = fn(by_label.get(_key(r.get(label, "")), []))
                if value is None:
                    return None
                figures.append(value)
                edits.append({"type": "set_cell_text", "table": table, "row": r.get("_row"), "col": col,
                              "text": _figure(value, decimals)})
            for r in totals:
                if not _text(r.get(h, "")):
                    edits.append({"type": "set_cell_text", "table": table, "row": r.get("_row"), "col": col,
                                  "text": _figure(sum(figures), decimals)})
        if edits:
            return edits
    return None


def _measure(header: str, data_cols: dict[str, str], found: list[dict[str, Any]]) -> tuple[Any, int] | None:
    """(records → figure, decimals written) for a column of that header: the sum of the data's
    column of that name (singular or plural), hours or minutes between each record's start and end
    time, or a count of records for a header that names things (Shifts, Visits); None otherwise."""
    name = _norm(header)
    for form in (name, name[:-1] if name.endswith("s") else name + "s"):
        if form in data_cols:
            column = data_cols[form]
            values = [rec.get(column) for rec in found]
            if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values if v not in (None, "")):
                return None
            decimals = 2 if any("." in _text(v) and len(_text(v).split(".")[1]) == 2 for v in values) else 0

            def total(recs: list[dict[str, Any]], column: str = column) -> float:
                return float(sum(rec.get(column) or 0 for rec in recs))
            return total, decimals
    if name in _DURATION:
        start = next((k for n, k in data_cols.items() if n in _STARTS), None)
        end = next((k for n, k in data_cols.items() if n in _ENDS), None)
        if start is None or end is None:
            return None
        per = _DURATION[name]

        def hours(recs: list[dict[str, Any]]) -> float | None:
            minutes = 0
            for rec in recs:
                a, b = clock_of(_text(rec.get(start, ""))), clock_of(_text(rec.get(end, "")))
                if a is None or b is None:
                    return None
                span = (int(b[:2]) * 60 + int(b[3:])) - (int(a[:2]) * 60 + int(a[3:]))
                minutes += span if span >= 0 else span + 24 * 60
            return minutes / per
        return hours, 0
    if (name.endswith("s") and len(name) > 3 and name not in _NOT_COUNTS and name[:-1] not in _NOT_COUNTS
            or name in ("count", "number", "no", "times")):
        return (lambda recs: float(len(recs))), 0
    return None
