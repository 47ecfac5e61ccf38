"""Arithmetic a model writes out, worked by the host: amounts, percentages, dates and periods.

A small model adds up in its head and gets dates wrong ("four months after 20 May" came out as
20 May); asked to write the sum instead ("25 + 90", "140 + 50%", "20 May 2025 + 4 months"), it
names the figures and the host does the working. `evaluate` reads such an expression:

* numbers, written as sources write them: `£1,250.50`, `$30`, `12.5`;
* a percentage: `140 + 50%` and `140 - 10%` add or take off that share of the amount before
  it (a calculator's reading), `200 * 15%` is that share, a lone `15%` is 0.15;
* dates (`2025-05-20`, `20 May 2025`, `May 20, 2025`) and periods (`4 months`, `16 weeks`,
  `10 working days`): a date plus or less a period is a date (a month later is the same day of the
  month, or its last day), a date less a date is a number of days;
* `+ - * / ×` and parentheses;
* a rate per period, "£60 per 4 weeks" (60 / 4; "per night" alone is a label), and a share of an
  amount, "25% of £42.00"; a count of periods times a figure is a figure ("12 weeks * £60 per 4
  weeks" is 180), a period divided by one of its unit a count ("12 weeks / 4 weeks").

`grounded` says which figures of an expression its sources do not show, so a working built on a
figure from nowhere supports nothing.
"""

from __future__ import annotations

import calendar
import datetime
import re
from dataclasses import dataclass

from ..numbers import numbers_in
from ..words import MONTH_NAMES, month_number


class CalcError(ValueError):
    """An expression that is not arithmetic this module reads, or that cannot be worked."""


@dataclass(frozen=True)
class Period:
    count: float
    unit: str  # day, week, month, year, working day


@dataclass(frozen=True)
class Percent:
    value: float  # 50 for "50%"


_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DATE = re.compile(
    r"(?P<iso>(?:19|20)\d{2}-\d{1,2}-\d{1,2})"
    rf"|(?P<dmy>\d{{1,2}})(?:st|nd|rd|th)?(?:\s+of)?\s+(?P<dmy_m>{_MONTH}),?\s+(?P<dmy_y>\d{{4}})"
    rf"|(?P<mdy_m>{_MONTH})\s+(?P<mdy>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<mdy_y>\d{{4}})",
    re.I,
)
_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+"
_PERIOD = re.compile(rf"(?P<n>{_NUM})\s*(?P<unit>(?:working|business)\s+days?|days?|weeks?|months?|years?)\b", re.I)
_NUMBER = re.compile(rf"(?:[£$€¥]\s*)?(?P<n>{_NUM})\s*(?P<pct>%|percent\b|per\s+cent\b)?", re.I)
_OP = re.compile(r"[-+*/×x()−–]")
#: Words an expression may carry that change nothing ("GBP", "pounds"); anything else is refused.
#: A rate's period: "£60 per 4 weeks" is 60 / 4 (a weekly rate); "per night" alone says no number.
_PER = re.compile(rf"per\s+(?:(?P<n>{_NUM})\s*)?[a-z£$€]+\b", re.I)
#: "25% of £42.00": the share times the amount.
_OF = re.compile(r"of\b", re.I)
_NOISE = re.compile(r"\s+|(?:gbp|usd|eur|pounds?|dollars?|euros?)\b", re.I)
#: Conversion factors an expression may use though no source writes them.
UNIT_CONSTANTS = frozenset({12.0, 24.0, 30.0, 52.0, 60.0, 100.0, 365.0, 1000.0})


def _date(m: re.Match[str]) -> datetime.date:
    try:
        if m.group("iso"):
            y, mo, d = (int(x) for x in m.group("iso").split("-"))
        elif m.group("dmy"):
            y, mo, d = int(m.group("dmy_y")), month_number(m.group("dmy_m").rstrip(".")) or 0, int(m.group("dmy"))
        else:
            y, mo, d = int(m.group("mdy_y")), month_number(m.group("mdy_m").rstrip(".")) or 0, int(m.group("mdy"))
        return datetime.date(y, mo, d)
    except ValueError as e:
        raise CalcError(f"not a date: {m.group(0)!r}") from e


def _number(text: str) -> float:
    return float(text.replace(",", ""))


def _tokens(expr: str) -> list[object]:
    out: list[object] = []
    i = 0
    while i < len(expr):
        if (m := _PER.match(expr, i)) is not None:
            if m.group("n"):
                out += ["/", _number(m.group("n"))]
        elif out and isinstance(out[-1], Percent) and (m := _OF.match(expr, i)) is not None:
            out.append("*")
        elif (m := _DATE.match(expr, i)) is not None:
            out.append(_date(m))
        elif (m := _PERIOD.match(expr, i)) is not None:
            unit = m.group("unit").lower().rstrip("s")
            unit = "working day" if unit.startswith(("working", "business")) else unit
            out.append(Period(_number(m.group("n")), unit))
        elif (m := _NUMBER.match(expr, i)) is not None:
            n = _number(m.group("n"))
            out.append(Percent(n) if m.group("pct") else n)
        elif (m := _OP.match(expr, i)) is not None:
            op = m.group(0)
            out.append({"×": "*", "x": "*", "−": "-", "–": "-"}.get(op, op))
        elif (m := _NOISE.match(expr, i)) is not None and m.end() > i:
            pass
        else:
            raise CalcError(f"cannot read {expr[i:i + 20]!r}")
        i = m.end()
    return out


def _add_months(day: datetime.date, months: int) -> datetime.date:
    y, m = divmod(day.month - 1 + months, 12)
    year, month = day.year + y, m + 1
    return datetime.date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def _shift(day: datetime.date, period: Period, sign: int) -> datetime.date:
    n = period.count
    if n != int(n):
        raise CalcError(f"a period of {n:g} {period.unit}s is not whole")
    k = int(n) * sign
    if period.unit == "day":
        return day + datetime.timedelta(days=k)
    if period.unit == "week":
        return day + datetime.timedelta(weeks=k)
    if period.unit == "month":
        return _add_months(day, k)
    if period.unit == "year":
        return _add_months(day, 12 * k)
    step = 1 if k > 0 else -1
    for _ in range(abs(k)):  # working days skip Saturday and Sunday
        day += datetime.timedelta(days=step)
        while day.weekday() >= 5:
            day += datetime.timedelta(days=step)
    return day


def _scalar(v: object) -> float:
    if isinstance(v, Percent):
        return v.value / 100
    if isinstance(v, float):
        return v
    raise CalcError(f"{describe(v)} is not a number")


def _apply(op: str, a: object, b: object) -> object:
    if isinstance(a, datetime.date):
        if op in "+-" and isinstance(b, Period):
            return _shift(a, b, 1 if op == "+" else -1)
        if op == "-" and isinstance(b, datetime.date):
            return float((a - b).days)
        raise CalcError(f"cannot work {describe(a)} {op} {describe(b)}")
    if isinstance(b, datetime.date):
        if op == "+" and isinstance(a, Period):
            return _shift(b, a, 1)
        raise CalcError(f"cannot work {describe(a)} {op} {describe(b)}")
    if isinstance(a, Period) or isinstance(b, Period):
        if isinstance(a, Period) and isinstance(b, float) and op in "*/":
            return Period(a.count * b if op == "*" else a.count / b, a.unit)
        if isinstance(a, Period) and isinstance(b, Period) and op in "+-" and a.unit == b.unit:
            return Period(a.count + b.count if op == "+" else a.count - b.count, a.unit)
        if isinstance(a, Period) and isinstance(b, Period) and op == "/" and a.unit == b.unit and b.count:
            return a.count / b.count  # "12 weeks / 4 weeks": how many periods
        if isinstance(b, Period) and isinstance(a, float) and op == "*":
            return Period(a * b.count, b.unit)
        raise CalcError(f"cannot work {describe(a)} {op} {describe(b)}")
    if isinstance(b, Percent) and not isinstance(a, Percent) and op in "+-":
        x = _scalar(a)
        return x + x * b.value / 100 if op == "+" else x - x * b.value / 100
    x, y = _scalar(a), _scalar(b)
    if op == "+":
        return x + y
    if op == "-":
        return x - y
    if op == "*":
        return x * y
    if y == 0:
        raise CalcError("division by zero")
    return x / y


class _Parser:
    def __init__(self, tokens: list[object]) -> None:
        self.tokens, self.i = tokens, 0

    def peek(self) -> object:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self) -> object:
        tok = self.peek()
        self.i += 1
        return tok

    def expr(self) -> object:
        value = self.term()
        while self.peek() in ("+", "-"):
            op = str(self.take())
            value = _apply(op, value, self.term())
        return value

    def term(self) -> object:
        value = self.unary()
        while self.peek() in ("*", "/"):
            op = str(self.take())
            value = _apply(op, value, self.unary())
        return value

    def unary(self) -> object:
        tok = self.take()
        if tok == "-":
            inner = self.unary()
            if isinstance(inner, Period):
                return Period(-inner.count, inner.unit)
            return -_scalar(inner)
        if tok == "(":
            value = self.expr()
            if self.take() != ")":
                raise CalcError("a parenthesis is not closed")
            return value
        if tok is None or isinstance(tok, str):
            raise CalcError("an operator where a figure should be" if tok else "the expression ends early")
        return tok


def evaluate(expr: str) -> float | datetime.date:
    """The value of `expr` (see the module's words): a number or a date. CalcError otherwise."""
    # "25 + 90 = 115": the model's own result after "=" is not the working; the left side is.
    tokens = _tokens(expr.split("=", 1)[0].strip())
    if not tokens:
        raise CalcError("no expression")
    parser = _Parser(tokens)
    value = parser.expr()
    if parser.peek() is not None:
        raise CalcError(f"unexpected {describe(parser.peek())}")
    if isinstance(value, Percent):
        return value.value / 100
    if isinstance(value, Period):
        if any(isinstance(t, datetime.date) for t in tokens) or not any(isinstance(t, float) for t in tokens):
            raise CalcError("the result is a period, not a number or a date")
        # "12 weeks * £60 per 4 weeks": a count of periods times a rate is the amount.
        return value.count
    assert isinstance(value, (float, datetime.date))
    return value


def describe(v: object) -> str:
    if isinstance(v, datetime.date):
        return show(v)
    if isinstance(v, Period):
        return f"{v.count:g} {v.unit}s"
    if isinstance(v, Percent):
        return f"{v.value:g}%"
    if isinstance(v, float):
        return show(v)
    return repr(v)


def show(value: float | datetime.date) -> str:
    """A result as an answer writes it: `115`, `7.25`, `20 September 2025`."""
    if isinstance(value, datetime.date):
        return f"{value.day} {MONTH_NAMES[value.month - 1].capitalize()} {value.year}"
    r = round(value, 2)
    return str(int(r)) if r == int(r) else f"{r:.2f}"


def dates_in(text: str) -> set[datetime.date]:
    """The whole dates (with their year) `text` writes, in the forms `evaluate` reads."""
    found = set()
    for m in _DATE.finditer(text):
        try:
            found.add(_date(m))
        except CalcError:
            continue
    return found


def grounded(expr: str, shown: str) -> list[str]:
    """The figures of `expr` that `shown` does not hold: numbers (a digit under 10, and the
    conversion factors of UNIT_CONSTANTS multiplying or dividing, need no source) and dates. Empty when every figure is
    shown. CalcError for an expression `evaluate` cannot read."""
    known = numbers_in(shown) | numbers_in(shown.replace(",", " , "))
    days = dates_in(shown)
    missing = []
    tokens = _tokens(expr.split("=", 1)[0])
    for k, tok in enumerate(tokens):
        factor = (k > 0 and tokens[k - 1] in ("*", "/")) or (k + 1 < len(tokens) and tokens[k + 1] == "*")
        if isinstance(tok, datetime.date):
            if tok not in days:
                missing.append(show(tok))
            continue
        n = tok.count if isinstance(tok, Period) else tok.value if isinstance(tok, Percent) else tok
        if not isinstance(n, float):
            continue
        if (n == int(n) and 0 <= n < 10) or (factor and n in UNIT_CONSTANTS) or round(n, 6) in known:
            continue
        missing.append(f"{n:g}")
    return missing


def _figure(text: str) -> float | datetime.date | None:
    """The one figure a model's `figure` field names: a date, else its first number."""
    found = dates_in(text)
    if found:
        return next(iter(found))
    m = re.search(_NUM, text)
    return _number(m.group()) if m else None


def _same(a: float | datetime.date, b: float | datetime.date) -> bool:
    if isinstance(a, datetime.date) or isinstance(b, datetime.date):
        return a == b
    return abs(a - b) < 0.005 + 1e-9 * max(abs(a), abs(b))


def unshown_dates(answer: str, shown: str) -> list[str]:
    """The whole dates `answer` writes (as written there) that `shown` does not hold."""
    days = dates_in(shown)
    out: list[str] = []
    for m in _DATE.finditer(answer):
        try:
            day = _date(m)
        except CalcError:
            continue
        if day not in days and m.group(0) not in out:
            out.append(m.group(0))
    return out


def _replace(answer: str, stated: str, value: float | datetime.date) -> str:
    """`answer` with the figure written as `stated` written as `value` instead."""
    if isinstance(value, datetime.date):
        return answer.replace(stated, show(value))
    return re.sub(rf"(?<![\w.,]){re.escape(stated)}(?![\w]|[.,]\d)", show(value), answer)


def apply_workings(answer: str, stated: list[str], workings: list[dict[str, str]], shown: str) -> tuple[str, list[str], list[str]]:
    """Each figure of `stated` (as the answer writes it) that one of `workings` ({"figure",
    "arithmetic"}) works out from figures `shown` holds: the answer with each such figure written as
    the host worked it (a miscalculated sum corrected), the workings as lines ("25 + 90 = 115"),
    and the figures none worked out."""
    pending = list(stated)
    lines: list[str] = []
    for item in workings:
        if not pending or not isinstance(item, dict):
            continue
        arithmetic = str(item.get("arithmetic") or "").strip()
        figure = _figure(str(item.get("figure") or ""))
        try:
            if grounded(arithmetic, shown):
                continue
            result = evaluate(arithmetic)
        except CalcError:
            continue
        values = {s: _figure(s) for s in pending}
        match = next((s for s, v in values.items() if v is not None and figure is not None and _same(v, figure)), None)
        if match is None:
            # The figure named is not one stated: a working of the same kind as the one figure left.
            kinds = [s for s, v in values.items() if isinstance(v, datetime.date) == isinstance(result, datetime.date)]
            if len(kinds) != 1:
                continue
            match = kinds[0]
        value = values[match]
        if value is None:
            continue
        if not _same(value, result):
            answer = _replace(answer, match, result)
        lines.append(f"{arithmetic} = {show(result)}")
        pending.remove(match)
    return answer, lines, pending


_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
#: A day of a month without its year, maybe after its weekday: "Saturday 11 October", "Oct 11".
_DAY_NO_YEAR = re.compile(
    rf"(?:\b(?P<wd>{'|'.join(_WEEKDAYS)})(?:,)?\s+(?:the\s+)?)?"
    rf"(?:\b(?P<d>\d{{1,2}})(?:st|nd|rd|th)?(?:\s+of)?\s+(?P<m>{_MONTH})(?![a-z])|\b(?P<m2>{_MONTH})\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\b)"
    r"(?!,?\s+\d{4})", re.I)
#: "no later than 21 days before the hire date", "within 10 working days after": a period a
#: rule counts from a date.
_RULE_PERIOD = re.compile(
    r"\b(?P<n>\d{1,3})\s+(?P<unit>(?:working|business|calendar|clear)\s+days?|days?|weeks?|months?)\s+"
    r"(?P<dir>before|after|prior\s+to|from|following|ahead\s+of)\b", re.I)
_STEM = re.compile(r"[a-z]{4,}")


def _year_for(day: int, month: int, weekday: str | None, years: list[int]) -> int | None:
    """The year a day of a month without one is in: the one of the years near it (`years`) whose
    date falls on the weekday written beside it, else the only year the sources name."""
    if weekday:
        fits = []
        for y in years:
            try:
                if datetime.date(y, month, day).weekday() == _WEEKDAYS.index(weekday.lower()):
                    fits.append(y)
            except ValueError:
                continue
        return fits[0] if len(fits) == 1 else None
    return None


def period_workings(question: str, sources: str, today: datetime.date | None = None) -> list[str]:
    """Date workings a question asks of a rule its sources state ("the latest date we can pay" for
    "payment must reach us no later than 21 days before the hire date", the hire on "Saturday 11
    October"): the question's date, less or plus each period of the sentences that share the most
    words with the question, as `evaluate` reads them ("11 October 2025 - 21 days"). A date with no
    year takes the year near `today` (or a year the sources name) in which it falls on the weekday
    written beside it; none when that is not one year. A 1.5B model's workings added two prices
    ("25 + 25") and left the date "21 days before the hire date" uncounted (a probe trace)."""
    today = today or datetime.date.today()
    dates: list[datetime.date] = sorted(dates_in(question))
    if not dates:
        named_years = sorted({int(y) for y in re.findall(r"\b(20\d\d)\b", sources)})
        years = sorted({today.year - 1, today.year, today.year + 1, *named_years})
        for m in _DAY_NO_YEAR.finditer(question):
            day, month = int(m.group("d") or m.group("d2")), month_number((m.group("m") or m.group("m2")).rstrip(".")) or 0
            year = _year_for(day, month, m.group("wd"), years)
            if year is None and not m.group("wd") and len(named_years) == 1:
                year = named_years[0]
            if year is not None and month:
                dates.append(datetime.date(year, month, day))
    if len(dates) != 1:
        return []
    asked = {w[:4] for w in _STEM.findall(question.lower())}
    scored: list[tuple[int, str, str, str]] = []
    # Passages wrap their lines: a sentence runs on over a line break ("no later than 21 days
    # before the\n hire date").
    for sentence in re.split(r"(?<=[.;!?])\s+|\n\s*\n|\n(?=\s*(?:\d{1,2}[.)]|[-*•])\s)", sources):
        sentence = " ".join(sentence.split())
        for m in _RULE_PERIOD.finditer(sentence):
            shared = len(asked & {w[:4] for w in _STEM.findall(sentence.lower())})
            unit = re.sub(r"(?i)\b(?:calendar|clear)\s+", "", m.group("unit"))
            sign = "-" if m.group("dir").lower() in ("before", "prior to", "ahead of") else "+"
            scored.append((shared, m.group("n"), unit, sign))
    if not scored:
        return []
    best = max(s[0] for s in scored)
    out: list[str] = []
    for shared, n, unit, sign in scored:
        working = f"{show(dates[0])} {sign} {n} {unit}"
        if shared == best and best > 0 and working not in out:
            out.append(working)
    return out[:2]
