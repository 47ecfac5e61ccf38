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
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ..scriptlib import records
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


def column_fills(doc: Path, data: Path, objective: str) -> list[dict[str, Any]] | None:
    """The set_cell_text edits (`{"type": "set_cell_text", "table", "row", "col", "text"}`) that
    fill the empty cells of the column the objective names in one of `doc`'s tables from the
    records of `data`, matched on the other columns both share; None when there is no such fill
    or it is not certain (see the module's docstring)."""
    if not _FILL.search(objective) or _TRANSFORM.search(objective):
        return None
    try:
        rows = records(doc)
        found = records(data)
    except Exception:  # not readable as tables or records: nothing the host can fill
        return None
    if not isinstance(rows, list) or not isinstance(found, list) or not found or not isinstance(found[0], dict):
        return None
    words = [_norm(w) for w in re.findall(r"[\w-]+", objective)]
    said = set(words) | {w[:-1] for w in words if len(w) > 3 and w.endswith("s")}
    said_text = _norm(objective)

    def named(h: str) -> bool:  # a column the objective says: a word of it, or its words in a row
        return _norm(h) in said or (len(h.split()) > 1 and _norm(h) in said_text)

    data_keys = {}
    for rec in found[:DATA_ROWS]:
        for k in rec:
            data_keys.setdefault(_norm(k), k)
    tables: dict[Any, list[dict[str, Any]]] = {}
    for row in rows[:FILL_ROWS]:
        if isinstance(row, dict):
            tables.setdefault(row.get("_table"), []).append(row)
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
        for rec in found[:DATA_ROWS]:
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
    return edits or None
