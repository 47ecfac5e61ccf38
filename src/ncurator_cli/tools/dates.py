"""Dates a data file writes in more than one way ("2025-06-14", "14/06/2025", "Sat 14 June"), read
as one kind: `Day`, ISO text that compares, sorts and prints as `2025-06-14`, the text as written in
`.raw`. Used by `records()` (scriptlib) and `data_query` (tools/data.py), so a script's or a query's
date test holds for every form. A column in one form, one whose day/month order nothing in it
settles, and a column of timestamps are left as written. Likewise times of day (`Clock`, 24-hour
HH:MM) and short labels written in more than one way but for letter case and spaces (`Label`,
the column's usual form).
"""

from __future__ import annotations

import datetime
import functools
import re
from collections.abc import Iterator
from typing import Any

from ..words import MONTH_NAMES, month_number


def columns(found: list[dict[str, Any]]) -> Iterator[tuple[str, list[Any]]]:
    """Each key of the records, in first-seen order, with the values of the records that have it
    (read as stored: a TableRow's missing key raises no KeyError here)."""
    keys: dict[str, None] = {}
    for rec in found:
        keys.update(dict.fromkeys(rec))
    for key in keys:
        yield key, [dict.get(rec, key) for rec in found if dict.__contains__(rec, key)]


#: A month's name or its short form, as one group ("Jan", "sept", "March"; its number: `month_number`).
MONTH_WORD = (r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
              r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
#: A month and its year: "March 2025", "Feb. 2025"; groups (month word, year).
MONTH_YEAR = re.compile(r"\b" + MONTH_WORD + r"\.?\s+(\d{4})\b", re.I)
#: A whole month a text asks about: "in March 2025", "during Feb 2025", "for the month of June 2024",
#: "within May 2025"; groups (month word, year).
IN_MONTH = re.compile(r"\b(?:in|during|for|of|within|throughout)\s+(?:the\s+month\s+of\s+)?" + MONTH_WORD
                      + r"\.?\s+(\d{4})\b", re.I)


def months_in(text: str, form: re.Pattern[str] = IN_MONTH) -> list[tuple[int, int]]:
    """The distinct (year, month) pairs `form` finds in a text, in the order said: by default the
    whole months it asks about (`IN_MONTH`); `MONTH_YEAR` for every month and year it names."""
    found = ((int(m.group(2)), month_number(m.group(1)) or 0) for m in form.finditer(text or ""))
    return list(dict.fromkeys(found))


def month_said(year: int, month: int) -> str:
    """A month as a person writes it: "May 2025"."""
    return f"{MONTH_NAMES[month - 1].capitalize()} {year}"


WEEKDAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
#: The date forms a column may mix: ISO (2025-06-14, 2025/06/14), numeric day and month in either
#: order (14/06/2025, 6-14-25), day then month name (14 June 2025, 14th Jun, 14-Jun-2025) and month
#: name then day (June 14, 2025, or openssl's "Jul  9 12:00:00 2025 GMT"); each may open with a weekday
#: ("Sat 14 June", "Saturday, 14/06/2025").
_DATE_FORMS = (
    ("iso", re.compile(r"(\d{4})([-/.])(\d{1,2})\2(\d{1,2})")),
    ("num", re.compile(r"(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})")),
    ("dm", re.compile(r"(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?[\s-]+([a-z]{3,9})\.?,?(?:[\s-]+(\d{4}))?")),
    ("md", re.compile(r"([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?(?:\s+(\d{4}))?")),
    # openssl's and ctime's "Jul  9 12:00:00 2025 GMT": the time between the day and the year.
    ("md", re.compile(r"([a-z]{3,9})\s+(\d{1,2})\s+\d{1,2}:\d{2}(?::\d{2})?\s+(\d{4})(?:\s+(?:gmt|utc|z))?")),
)
_WEEKDAY_LEAD = re.compile(r"([a-z]{3,9})\.?,?\s+")
#: A time after a date ("2025-06-14T08:30", "14/06/2025 9:30 am"): a date column may carry a few.
_TIME_TAIL = re.compile(r"(?:t|,?\s+(?:at\s+)?)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[ap]\.?m\.?)?(?:z|[+-]\d{2}:?\d{2})?")


def _time_tail(t: str) -> int | None:
    """Where a time that ends the (folded) text starts ("2025-06-14T08:30"), or None."""
    tail = _TIME_TAIL.search(t)
    return tail.start() if tail and tail.end() == len(t) else None


def shape(text: str) -> str:
    """A written value's form: its letters as `a`, its digits as `9` ("Sat 14 June" -> "a 9 a";
    "4/06" and "14/06" are one form)."""
    return re.sub(r"\d+", "9", re.sub(r"[a-z]+", "a", text.strip().casefold()))


def is_date(text: str) -> bool:
    """Whether a written value is one date in any form `date_columns` reads ("03/11/2025" too,
    whose day and month nothing settles)."""
    return date_parts(text) is not None


def date_parts(text: str) -> tuple[str, int | None, int, int] | None:
    """(form, year or None, a, b) of one written date (a time after it is dropped: `_time_tail`):
    for "num" a and b are the two numbers in the order written, else month and day. None when the
    text is not one date."""
    t = text.strip().casefold()
    cut = _time_tail(t)
    t = t if cut is None else t[:cut]
    lead = _WEEKDAY_LEAD.match(t)
    if lead and any(day.startswith(lead.group(1)) for day in WEEKDAY_NAMES):
        t = t[lead.end():]
    for form, pattern in _DATE_FORMS:
        m = pattern.fullmatch(t)
        if not m:
            continue
        if form == "iso":
            return form, int(m.group(1)), int(m.group(3)), int(m.group(4))
        if form == "num":
            year = int(m.group(4))
            return form, year + 2000 if year < 100 else year, int(m.group(1)), int(m.group(3))
        day, word, year_text = (m.group(1), m.group(2), m.group(3)) if form == "dm" else (m.group(2), m.group(1), m.group(3))
        month = month_number(word)
        if month is None:
            return None
        return form, int(year_text) if year_text else None, month, int(day)
    return None


class Written(str):
    """A value read as one kind from a column that writes it several ways: the text of that kind,
    and `.raw`, the text as written."""

    raw: str

    def __new__(cls, text: str, raw: str) -> Written:
        value = super().__new__(cls, text)
        value.raw = raw
        return value

    def __getnewargs__(self) -> tuple[str, str]:  # copy, deepcopy and pickle of a read record
        return str(self), self.raw

    def _value(self) -> Any:
        """The value this text stands for (a `datetime.date`, a `datetime.time`), or None."""
        return None

    def __getattr__(self, name: str) -> Any:
        # What the value has and text has not (a date's `.month`, `.weekday()`, `.strftime(...)`;
        # a time's `.hour`) is the value's: a script written for datetime values still runs.
        value = self._value() if not name.startswith("_") else None
        if value is None or not hasattr(type(value), name):
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        return getattr(value, name)


class Days(int):
    """A number of days: what one date of a column minus another gives ("Leaving - Arriving"). An
    int, so `nights * rate` works, with a timedelta's `.days` and `.total_seconds()`, so code
    written for datetime subtraction runs too. A probe's script subtracted two booking dates
    read as text and stopped on the TypeError until its budget ran out."""

    @property
    def days(self) -> int:
        return int(self)

    def total_seconds(self) -> float:
        return float(self) * 86400


def _as_day(value: Any) -> datetime.date | None:
    """The date a value stands for: a read date, a datetime.date (a datetime's day), or text of
    one clear date (`iso_of`); None otherwise."""
    if isinstance(value, _DateText):
        return value.date
    if isinstance(value, datetime.datetime):
        return value.date()
    if isinstance(value, datetime.date):
        return value
    iso = iso_of(value) if isinstance(value, str) else None
    return datetime.date.fromisoformat(iso) if iso else None


class _DateText(Written):
    """Date arithmetic for a date read as text: minus another date gives `Days`, plus or minus a
    timedelta gives a datetime.date; ordered against another date (a read one, a datetime.date,
    clear text such as "2025-10-01") by date. `.iso` is its ISO text, `.date` the datetime.date."""

    @property
    def iso(self) -> str:
        raise NotImplementedError

    @property
    def date(self) -> datetime.date:
        return datetime.date.fromisoformat(self.iso)

    def _value(self) -> Any:
        return self.date

    def __sub__(self, other: Any) -> Any:
        if isinstance(other, datetime.timedelta):
            return self.date - other
        day = _as_day(other)
        if day is None:
            return NotImplemented
        return Days((self.date - day).days)

    def __rsub__(self, other: Any) -> Any:
        day = _as_day(other)
        return NotImplemented if day is None else Days((day - self.date).days)

    def __add__(self, other: Any) -> Any:  # type: ignore[override]
        if isinstance(other, datetime.timedelta):
            return self.date + other
        return str.__add__(self, other)

    def _order(self, other: Any) -> tuple[datetime.date, datetime.date] | None:
        day = _as_day(other)
        return None if day is None else (self.date, day)

    def __lt__(self, other: Any) -> bool:
        pair = self._order(other)
        return pair[0] < pair[1] if pair else str.__lt__(self, other)

    def __le__(self, other: Any) -> bool:
        pair = self._order(other)
        return pair[0] <= pair[1] if pair else str.__le__(self, other)

    def __gt__(self, other: Any) -> bool:
        pair = self._order(other)
        return pair[0] > pair[1] if pair else str.__gt__(self, other)

    def __ge__(self, other: Any) -> bool:
        pair = self._order(other)
        return pair[0] >= pair[1] if pair else str.__ge__(self, other)

    __hash__ = str.__hash__


class Day(_DateText):
    """A date from a column that writes its dates in more than one way ("2025-06-14", "14/06/2025",
    "Sat 14 June"), given as ISO text: it compares, sorts and prints as `2025-06-14`; `.raw` is the
    text as written and `.date` a datetime.date. A probe's script compared such a column with one
    ISO literal and counted a third of the day's orders."""

    @property
    def iso(self) -> str:
        return str(self)


class Dated(_DateText):
    """A date from a column that writes every date in one form with a month name and a year ("14
    Sep 2025", "March 3, 2025"): the text as written (it prints, and equals text, as written), that
    orders and subtracts as a date (`_DateText`); `.date` is the datetime.date, `.iso` its ISO text."""

    _iso: str

    def __new__(cls, text: str, iso: str) -> Dated:  # type: ignore[override]
        value = super().__new__(cls, text, text)
        value._iso = iso
        return value

    def __getnewargs__(self) -> tuple[str, str]:  # type: ignore[override]
        return str(self), self._iso

    @property
    def iso(self) -> str:
        return self._iso


def _named_month_days(values: list[Any]) -> list[str] | None:
    """The ISO text of each value of a column whose every value is blank or one date with a month
    name and a year ("14 Sep 2025", "Sat 14 June 2025", "March 3, 2025"), two or more of them, none
    with a time; '' for a blank. None for any other column."""
    out: list[str] = []
    for v in values:
        if isinstance(v, str) and not v.strip():
            out.append("")
            continue
        if not isinstance(v, str) or isinstance(v, Written) or len(v) > 40 or _time_tail(v.strip().casefold()) is not None:
            return None
        got = date_parts(v)
        if got is None or got[0] not in ("dm", "md") or got[1] is None:
            return None
        try:
            out.append(datetime.date(got[1], got[2], got[3]).isoformat())
        except ValueError:
            return None
    return out if sum(1 for d in out if d) >= 2 else None


def _column_days(values: list[Any]) -> list[str] | None:
    """The ISO text of each value of a column that writes dates in two or more forms, '' for a
    blank; None when the column is not such a column or any date in it is unclear: a numeric date
    whose day and month could be either way round with nothing in the column to tell (a numeric
    date with a day over 12; a month name is no evidence: openssl writes "Jul 9" in any
    locale), or a date without a year where the
    column's dated values do not all share one year."""
    parts: list[tuple[str, int | None, int, int] | None] = []
    shapes: set[str] = set()
    for v in values:
        if isinstance(v, str) and not v.strip():
            parts.append(None)
            continue
        if not isinstance(v, str) or len(v) > 40:
            return None
        got = date_parts(v)
        if got is None:
            return None
        parts.append(got)
        shapes.add(shape(v))
    dated = [p for p in parts if p is not None]
    if len(dated) < 2:
        return None
    if len(shapes) < 2 and not (all(p[0] == "num" and p[1] is not None for p in dated)
                                and any(p[2] > 12 or p[3] > 12 for p in dated)) and not all(p[0] == "iso" for p in dated):
        # One form is left as written, but for numeric dates with their year whose order a day
        # over 12 tells ("29/09/2025"): as written they neither sort nor compare by date (a
        # probe's script filtered October with `== '10/09/2025'`, the 10th of September). And ISO
        # dates, given as `Day`s that print as written: two of them subtract to a number of days
        # (a probe's `(r['returned'] - r['due']).days` stopped on str minus str four times).
        return None
    timed = sum(1 for v in values if isinstance(v, str) and _time_tail(v.strip().casefold()) is not None)
    if timed * 2 >= len(dated):
        return None  # timestamps: the times matter, and the column is left as written
    nums = [p for p in dated if p[0] == "num"]
    day_first = any(p[2] > 12 for p in nums)
    month_first = any(p[3] > 12 for p in nums)
    if nums and day_first == month_first and any(p[2] != p[3] for p in nums):
        return None
    years = {p[1] for p in dated if p[1] is not None}
    if any(p[1] is None for p in dated) and len(years) != 1:
        return None
    out: list[str] = []
    for p in parts:
        if p is None:
            out.append("")
            continue
        form, year, a, b = p
        month, day = (b, a) if form == "num" and day_first else (a, b)
        try:
            out.append(datetime.date(year if year is not None else next(iter(years)), month, day).isoformat())
        except ValueError:
            return None
    return out


def date_columns(found: list[dict[str, Any]]) -> None:
    """In place: a column of dates written in two or more forms gives each date as a `Day` (ISO
    text, the written text in `.raw`); a blank stays blank. So does a column of numeric dates in
    one form with their year, day and month told apart by a day over 12 ("29/09/2025"). A column
    of dates in one form with a month name and a year ("14 Sep 2025") gives each as a `Dated`:
    the text as written, ordered and subtracted as a date. Any other column is left as written."""
    for key, values in columns(found):
        days = _column_days(values)
        make: Any = Day
        if days is None:
            days, make = _named_month_days(values), lambda iso, v: Dated(v, iso)
        if days is None:
            continue
        it = iter(days)
        for rec in found:
            if dict.__contains__(rec, key):
                v, iso = dict.get(rec, key), next(it)
                if iso:
                    dict.__setitem__(rec, key, make(iso, v))


@functools.lru_cache(maxsize=1024)
def iso_of(text: str) -> str | None:
    """One written date as ISO text, when it says its year and its day and month are clear (a
    numeric date with a day over 12, or the same number twice); else None."""
    got = date_parts(text) if isinstance(text, str) else None
    if got is None or got[1] is None:
        return None
    form, year, a, b = got
    if form == "num":
        if a > 12 >= b:
            a, b = b, a
        elif not (b > 12 >= a or a == b):
            return None
    try:
        return datetime.date(year, a, b).isoformat()
    except ValueError:
        return None


#: A time of day as tables write it: "9:00", "09:30", "9.45", "2:15 pm", "7pm".
_CLOCK = re.compile(r"(\d{1,2})(?:([:.])(\d{2}))?\s*(?:([ap])\.?m\.?)?")


class Clock(Written):
    """A time of day from a column that writes its times with a colon, a dot or am/pm ("9:00",
    "9.45", "08:30", "2:15 pm"), given as 24-hour `HH:MM` text, so that times compare and sort as
    text ("09:45" < "10:00"); `.raw` is the text as written. A probe's "9.45" came as a number
    beside "08:30" as text, and the script's comparison failed on each in turn. What a time of day
    has and text has not (`.hour`, `.minute`, `.strftime(...)`) is the `datetime.time`'s (`.time`)."""

    @property
    def time(self) -> Any:
        return datetime.time.fromisoformat(str(self))

    def _value(self) -> Any:
        return self.time


def _clock(text: str) -> tuple[str, bool] | None:
    """(HH:MM, whether it was written with a colon or am/pm) of one written time; None otherwise."""
    m = _CLOCK.fullmatch(text.strip().casefold())
    if m is None or (m.group(2) is None and m.group(4) is None):
        return None
    hour, minute = int(m.group(1)), int(m.group(3) or 0)
    if m.group(4):
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if m.group(4) == "p" else 0)
    if hour > 23 or minute > 59:
        return None
    return f"{hour:02d}:{minute:02d}", m.group(2) == ":" or m.group(4) is not None


@functools.lru_cache(maxsize=1024)
def clock_of(text: str) -> str | None:
    """One written time of day ("9:45", "2 pm", "9.45") as HH:MM; None when it is not one."""
    got = _clock(text) if isinstance(text, str) else None
    return got[0] if got else None


def time_columns(found: list[dict[str, Any]]) -> None:
    """In place: a column of times of day, some written with a colon or am/pm and the others so or
    as H.MM, gives each as a `Clock` (24-hour HH:MM text) when that changes how any of them reads
    ("9:00" -> "09:00", "9.45" -> "09:45", "2 pm" -> "14:00"); a blank stays blank. A column of
    decimals alone ("9.45", "17.80": prices) is no time column."""
    for key, values in columns(found):
        read: list[tuple[str, str, tuple[str, bool] | None]] = []  # (raw, text read, its time)
        for v in values:
            if isinstance(v, bool) or not isinstance(v, (str, float)):
                break
            # A decimal read as a number ("9.45") is read as its text; a Number keeps the text written.
            text = getattr(v, "text", None) or (v if isinstance(v, str) else f"{v:.2f}")
            if not text.strip():
                read.append((text, text, None))
                continue
            got = _clock(text)
            if got is None:
                break
            read.append((str(getattr(v, "text", v)), text, got))
        else:
            if not any(got and got[1] for _, _, got in read):
                continue  # no colon, no am/pm: decimals, not times
            if all(got is None or got[0] == text.strip() for _, text, got in read):
                continue
            it = iter(read)
            for rec in found:
                if dict.__contains__(rec, key):
                    raw, _, got = next(it)
                    if got:
                        dict.__setitem__(rec, key, Clock(got[0], raw))


class Label(Written):
    """A short text value from a column that writes it in more than one way but for letter case and
    spaces ("Ella Price", "ella price", "Ella Price "), given in the column's usual form: equal,
    hashed, sorted and printed as that; `.raw` is the text as written."""


#: The longest value `label_columns` reads as a label (a name, a status, a category), not prose.
LABEL_CHARS = 60
#: Fields that hold prose or line text in every kind records() reads (a log line's parts).
_PROSE_KEYS = frozenset({"line", "text", "message", "timestamp", "docstring"})


def _fold(text: str) -> str:
    return " ".join(text.split()).casefold()


def _usual(forms: dict[str, int]) -> str:
    """The form a group of written forms is given as: the one written most often, trimmed; on a
    tie the one with both letter cases ("Ella Price" over "ella price" and "ELLA PRICE"), then
    the first seen."""
    def rank(item: tuple[int, tuple[str, int]]) -> tuple[int, int, int]:
        order, (form, count) = item
        return (-count, 0 if form != form.lower() and form != form.upper() else 1, order)

    trimmed: dict[str, int] = {}
    for form, count in forms.items():
        key = " ".join(form.split())
        trimmed[key] = trimmed.get(key, 0) + count
    return min(enumerate(trimmed.items()), key=rank)[1][0]


def label_columns(found: list[dict[str, Any]]) -> list[tuple[str, str, str]]:
    """In place: in a column of short text values, each value written in more than one way but for
    letter case and spaces ("Ella Price", "ella price", "50m freestyle") is given as a `Label` of
    its usual form (`_usual`), so that `==`, grouping and counting hold for every form; values
    written one way are left as they are. Returns (column, written, given) for a few of the
    changed values, for the note that tells the script. A probe's script compared a swimmer's
    event with '50m Freestyle' and grouped 'ella price' apart from 'Ella Price'; told to fold
    case, it spent its time budget rewriting."""
    changed: list[tuple[str, str, str]] = []
    for key, values in columns(found):
        if not isinstance(key, str) or key.startswith("_") or key in _PROSE_KEYS:
            continue
        groups: dict[str, dict[str, int]] = {}
        for v in values:
            if v is None or v == "":
                continue
            v = v.raw if isinstance(v, Label) else v  # files read one by one, then together
            if not isinstance(v, str) or isinstance(v, Written) or len(v) > LABEL_CHARS:
                break  # numbers, dates, prose: no column of labels
            forms = groups.setdefault(_fold(v), {})
            forms[v] = forms.get(v, 0) + 1
        else:
            usual = {fold: _usual(forms) for fold, forms in groups.items() if len(forms) > 1}
            if not usual:
                continue
            for rec in found:
                v = dict.get(rec, key)
                v = v.raw if isinstance(v, Label) else v
                if isinstance(v, str) and v and (given := usual.get(_fold(v))) is not None and v != given:
                    dict.__setitem__(rec, key, Label(given, v))
                    if len(changed) < 6 and not any(c[0] == key and c[2] == given for c in changed):
                        changed.append((key, v, given))
    return changed
