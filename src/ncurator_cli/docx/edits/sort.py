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


_MONTHS = {m: i for i, names in enumerate(
    ("jan january", "feb february", "mar march", "apr april", "may", "jun june", "jul july", "aug august",
     "sep sept september", "oct october", "nov november", "dec december"), 1) for m in names.split()}
_MONTH = r"(?P<mon>" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_DAY = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>\d{4})"
_WEEKDAY = r"(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\.?,?\s+)?"
_TIME = r"(?:[,\s]+(?:at\s+)?(?P<hh>\d{1,2})[:.](?P<mm>\d{2})\s*(?P<ap>[ap]\.?m\.?)?)?"
#: Dates as tables write them: ISO, day/month/year, "Sat 7 June", "7th June 2025", "June 7, 2025",
#: "17-May-2025", each maybe with a time after it.
_DATES = [re.compile(rf"^\s*{_WEEKDAY}{pat}{_TIME}\s*$", re.I) for pat in (
    r"(?P<year>\d{4})-(?P<num>\d{1,2})-(?P<day>\d{1,2})",
    r"(?P<day>\d{1,2})[/.](?P<num>\d{1,2})[/.](?P<year>\d{2,4})",
    rf"{_DAY}[\s-]+{_MONTH}(?:[\s,-]+{_YEAR})?",
    rf"{_MONTH}\s+{_DAY}(?:,?\s+{_YEAR})?",
)]
_CLOCK = re.compile(r"^\s*(?P<hh>\d{1,2})[:.](?P<mm>\d{2})\s*(?P<ap>[ap]\.?m\.?)?\s*$", re.I)


def _minutes(hh: str | None, mm: str | None, ap: str | None) -> int | None:
    if hh is None:
        return 0
    h, m = int(hh), int(mm or 0)
    if ap:
        if not 1 <= h <= 12:
            return None
        h = h % 12 + (12 if ap[0].lower() == "p" else 0)
    return h * 60 + m if h < 24 and m < 60 else None


def date_value(text: str) -> float | None:
    """A cell's date (and time) as one number that sorts as time does, or None when the cell is
    not a date. A date without a year sorts within its year ("Sat 7 June" after "Sat 17 May");
    day/month/year is read day first unless the day cannot be one."""
    for pat in _DATES:
        m = pat.match(text)
        if m is None:
            continue
        g = m.groupdict()
        month = _MONTHS[g["mon"].lower()] if g.get("mon") else int(g["num"])
        day = int(g["day"])
        if g.get("num") and month > 12 >= day and "/" in text:
            day, month = month, day  # 06/17/2025: month first
        year = int(g["year"]) if g.get("year") else 0
        year += 2000 if 0 < year < 100 else 0
        minutes = _minutes(g.get("hh"), g.get("mm"), g.get("ap"))
        if not (1 <= month <= 12 and 1 <= day <= 31) or minutes is None:
            return None
        return ((year * 12 + month) * 32 + day) * 1440.0 + minutes
    m = _CLOCK.match(text)
    if m:
        minutes = _minutes(m.group("hh"), m.group("mm"), m.group("ap"))
        return float(minutes) if minutes is not None else None
    return None


def sort_key(text: str) -> tuple[int, float, str]:
    """How a cell sorts: numbers by value, then dates and times in time order, then text without
    regard to case or spacing."""
    m = _NUMERIC.match(text)
    if m:
        return (0, float(m.group(1).replace(",", "")), "")
    when = date_value(text)
    if when is not None:
        return (1, when, "")
    return (2, 0.0, " ".join(text.split()).casefold())


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
        return [sort_key(block_text(cells[c])) if c < len(cells) else (3, 0.0, "") for c in cols]

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
