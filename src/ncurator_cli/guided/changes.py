"""A document's table brought up to date from a file of changes, one change per record: which row
(a key a column of the table holds: plot "12", not "12A"), which column (a field its header names:
"Phone"), the new value, and a status ("approved", "pending", "rejected") that says which stand.

"Apply the approved changes from changes.csv to the contacts table in contacts.docx": the host
works the edits out (`change_edits`) and makes them as its first call; a 1.5B model, given the
file and the document, was cut off writing a script to print the values (probe trace). None unless
every change that stands finds its one cell: otherwise the model reads and decides.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ..scriptlib import records

#: Statuses of a change that stands, and of one that does not.
_STANDS = frozenset("approved accepted agreed confirmed yes y done ok granted".split())
_FALLS = frozenset("pending rejected declined refused withdrawn no n waiting deferred cancelled canceled".split())
#: A column of the new value, by its name's words.
_NEW = re.compile(r"\b(?:new|to|updated?|value|changed?\s+to|replacement)\b", re.I)
#: The most records of a changes file read.
CHANGE_RECORDS = 200


def _norm(text: Any) -> str:
    return " ".join(str(text or "").split()).casefold()


def _words(name: str) -> str:
    return " ".join(re.split(r"[\s_\-]+", name))


def change_edits(doc: Path, data: Path, objective: str) -> list[dict[str, Any]] | None:
    """The set_cell_text edits that apply the changes of `data` (one per record) that stand to the
    one table of `doc` they all fit: the table with a column holding every key and a header naming
    every field; the last change of a cell wins. None when `data` is no such file of changes or any
    standing change finds no single cell."""
    if not re.search(r"\b(?:apply|applied|update|bring|make)\b", objective, re.I):
        return None
    try:
        rows = records(doc)
        found = records(data)
    except Exception:  # not readable as tables or records
        return None
    if not isinstance(rows, list) or not isinstance(found, list) or not found or not isinstance(found[0], dict):
        return None
    found = found[:CHANGE_RECORDS]
    tables: dict[Any, list[dict[str, Any]]] = {}
    for row in rows:
        if isinstance(row, dict):
            tables.setdefault(row.get("_table"), []).append(row)
    keys = [str(k) for k in found[0] if not str(k).startswith("_")]
    status = next((k for k in keys if re.search(r"\b(?:status|decision|state|outcome|approved)\b", _words(k), re.I)), None)
    stands = [r for r in found if status is None or _norm(r.get(status)) in _STANDS]
    if status is not None and not all(_norm(r.get(status)) in _STANDS | _FALLS for r in found):
        return None  # a status the host cannot read as standing or not
    if not stands:
        return None
    for t, trows in tables.items():
        header = [str(h) for h in trows[0] if not str(h).startswith("_")]
        by_name = {_norm(h): h for h in header}
        # The field column: every standing change names a column of this table.
        field = next((k for k in keys if k != status and all(_norm(r.get(k)) in by_name for r in stands)), None)
        if field is None:
            continue
        # The key column of the changes and the table's column that holds every key.
        for key in (k for k in keys if k not in (status, field)):
            cols = [h for h in header if all(sum(_norm(tr.get(h)) == _norm(r.get(key)) for tr in trows) == 1 for r in stands)]
            if len(cols) != 1:
                continue
            new = [k for k in keys if k not in (status, field, key) and _NEW.search(_words(k))]
            if len(new) != 1:
                return None
            edits: dict[tuple[int, int], str] = {}
            for r in stands:
                target = next(tr for tr in trows if _norm(tr.get(cols[0])) == _norm(r.get(key)))
                c = header.index(by_name[_norm(r.get(field))])
                edits[(int(target["_row"]), c)] = " ".join(str(r.get(new[0]) or "").split())
            return [{"type": "set_cell_text", "table": t, "row": row, "col": col, "text": text}
                    for (row, col), text in edits.items()]
    return None
