"""One cell of a document's table set to a value the objective gives: "change the until date to
31 July 2025" of the row the objective names ("the Tai Chi Group at the Corn Hall": the row of
that hirer at that venue, not the Corn Hall Annexe's or the Corn Hall's other hirer's).

Pure functions over the tables' cells (row 0 the header) and their titles (the heading or caption
above each), used by the docx capability's first calls: the host makes the edit a 1.5B model got
wrong (a set_cell_text of every look-alike row, with no table given, then out of time: probe trace).
The value is written as the column writes its own (a date as `28/02/2025` where the column does).
"""

from __future__ import annotations

import datetime
import re

from ..tools.dates import date_parts
from ..words import MONTH_NAMES, STOPWORDS

#: "change the until date to 31 July 2025", "set the status to Closed", "update the venue to the
#: Corn Hall": the column named between the verb and "to", and the value after it.
_SET = re.compile(
    r"\b(?:change|set|update|amend|move|push|extend|put|make)\s+(?:the\s+|its\s+|their\s+|his\s+|her\s+)"
    r"(?P<col>[A-Za-z][\w'/ -]{1,40}?)\s+(?:to|as)\s+(?P<value>[^.;\n]+?)"
    r"(?=\s+(?:and|then)\s+(?:save|keep|leave|write|put|send)\b|\s+[-–]\s|[;\n]|\.(?:\s|$)|,\s|$)", re.I)
#: Words of a table's title that say its rows are current, and that say they are past.
_CURRENT = re.compile(r"\b(?:current|active|open|live|ongoing|upcoming|in\s+progress|on\s+hire|this\s+week)\b", re.I)
_PAST = re.compile(r"\b(?:off[- ]hired|past|previous|completed|closed|archived?|former|finished|history|"
                   r"last\s+(?:season|year|month)|ended|returned|cancell?ed)\b", re.I)
#: Other changes in the objective beside the one set: then the model makes them all.
_OTHER_CHANGE = re.compile(r"\b(?:add|delete|remove|insert|rename|replace|bold|highlight|append)\b", re.I)


def _key(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.casefold()))


def _label_parts(cell: str) -> list[str]:
    """What a cell names a row by: its text, and its leading part before a comma, a dash or a
    bracket ("Corn Hall, Upper Room": "Corn Hall")."""
    text = " ".join(cell.split())
    lead = re.split(r",|\s[-–]\s|\(", text, maxsplit=1)[0].strip()
    return [p for p in dict.fromkeys([text, lead]) if p]


def _names_row(part: str, objective: str) -> bool:
    """Whether the objective says `part` as whole words, and not as the start of a longer name
    ("Corn Hall" is not said by "Corn Hall Annexe"). A part of one common word names nothing."""
    words = re.findall(r"[a-z0-9]+", part.casefold())
    if not words or all(w.isdigit() for w in words) or (len(words) == 1 and (
            words[0] in STOPWORDS or not re.search(r"\d", words[0]) and len(words[0]) < 4)):
        return False
    said = re.search(r"(?<![\w])" + r"\W+".join(map(re.escape, words)) + r"(?![\w])(?-i:(?!\s+[A-Z][a-z]))", objective, re.I)
    return said is not None


def _plain_value(value: str, objective: str) -> bool:
    """Whether `value` is a cell's value as said, not words of a change ("to include VAT"): a date,
    a number or an amount, quoted text, or a few words that open with a capital or a digit."""
    if date_parts(value) is not None or re.fullmatch(r"[£$€]?\s*-?\d[\d,]*(?:\.\d+)?\s*(?:%|[A-Za-z]{1,5})?", value):
        return True
    if re.search(r"[\"'“‘]" + re.escape(value) + r"[\"'”’]", objective):
        return True
    words = value.split()
    return 0 < len(words) <= 4 and (words[0][0].isupper() or words[0][0].isdigit())


def date_like(value: str, samples: list[str]) -> str:
    """`value` (a date as said: "31 July 2025") written in the form the column's dates share
    ("28/02/2025", "2025-02-28", "28 Feb 2025"); `value` itself when it is no date or the column has
    no one form."""
    got = date_parts(value)
    if got is None or got[1] is None or got[0] == "num":
        return value
    _form, year, month, day = got
    try:
        when = datetime.date(year, month, day)
    except ValueError:
        return value
    pairs = [date_parts(s) for s in samples if s.strip()]
    forms = {p[0] if p else None for p in pairs}
    if len(forms) != 1 or None in forms:
        return value
    sample = next(s.strip() for s in samples if s.strip())
    if re.fullmatch(r"\d{4}-\d\d-\d\d", sample):
        return when.isoformat()
    m = re.fullmatch(r"(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})", sample)
    if m:
        day_first = any(p and p[2] > 12 for p in pairs) or not any(p and p[3] > 12 for p in pairs)
        a, b = (when.day, when.month) if day_first else (when.month, when.day)
        width = 2 if len(m.group(1)) == 2 or len(m.group(3)) == 2 else 1
        yy = str(when.year) if len(m.group(4)) == 4 else f"{when.year % 100:02d}"
        return f"{a:0{width}d}{m.group(2)}{b:0{width}d}{m.group(2)}{yy}"
    m = re.fullmatch(r"(\d{1,2})\s+([A-Za-z]+)\.?\s+(\d{4})", sample)
    if m:
        name = MONTH_NAMES[when.month - 1].capitalize()
        return f"{when.day} {name[:3] if len(m.group(2)) == 3 else name} {when.year}"
    return value


def cell_set(objective: str, tables: dict[int, list[list[str]]], titles: dict[int, str]) -> tuple[int, int, int, str] | None:
    """(table, row, col, text) of the one cell the objective sets: the column it names before "to"
    (a header cell of those words), in the one row most of whose cells the objective names
    (`_names_row`); of rows in several tables, the one whose title says current over one whose
    title says past. None for no such clause, another change beside it, or no single cell."""
    found = list(_SET.finditer(objective or ""))
    if len(found) != 1 or _OTHER_CHANGE.search(objective):
        return None
    column_said = re.split(r"\s+(?:of|for|on|at)\s+", found[0].group("col"), maxsplit=1)[0]
    col_key, value = _key(column_said), found[0].group("value").strip().strip("'\"")
    if not col_key or not _plain_value(value, objective):
        return None
    # The rows are named by the rest of the objective: not by the value set ("to 12" names no row 12).
    rest = objective[:found[0].start("value")] + " " + objective[found[0].end("value"):]
    scored: list[tuple[int, int, int, int]] = []  # (cells naming it, table, row, col)
    for t, grid in tables.items():
        if len(grid) < 2:
            continue
        header = [_key(h) for h in grid[0]]
        cols = [c for c, h in enumerate(header) if h and col_key in (h, h + " date", h.removesuffix(" date"))]
        if len(cols) != 1:
            continue
        for r, row in enumerate(grid[1:], start=1):
            named = sum(any(_names_row(p, rest) for p in _label_parts(cell)) for c, cell in enumerate(row) if c != cols[0])
            if named:
                scored.append((named, t, r, cols[0]))
    # The rows most of whose cells the objective names ("the Tai Chi Group at the Corn Hall": the
    # row of both, not the Corn Hall's other hirer's).
    most = max((s[0] for s in scored), default=0)
    hits = [(t, r, c) for n, t, r, c in scored if n == most]
    if len(hits) > 1:
        current = [h for h in hits if _CURRENT.search(titles.get(h[0], "")) and not _PAST.search(titles.get(h[0], ""))]
        hits = current if len(current) == 1 else hits
    if len(hits) != 1:
        return None
    t, r, c = hits[0]
    column = [row[c] for row in tables[t][1:] if c < len(row)]
    text = date_like(value, column)
    return (t, r, c, text) if text != tables[t][r][c] else None
