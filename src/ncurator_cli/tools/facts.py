"""Facts the host reads off a workspace's data for a question, before the model's first turn.

A small model counts and adds in its head and gets it wrong, and reads a lookup off a
near-identical row. So for a question the host computes, from the question's own words and the
data only (nothing here knows a task):
- for a column (a table's header, a record's field) the question names, how many rows hold each
  value the question names (spacing and case aside), and for a numeric column its sum (a table's
  own total row left out);
- for a phrase the question quotes, how many lines of each file it names contain it (by log level
  for a log), and in all;
- the rows whose values share the most words with the question (its rarest terms).
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from ..kb.passages import NOT_IN_FORCE
from .base import number
from .dates import WEEKDAY_NAMES, clock_of

#: Words of a question that say nothing about which row it is about.
QUESTION_WORDS = frozenset(
    "the a an of in on for to and or is are was were what which who whom whose how many much does do did with by "
    "from at as this that these those it its be been has have had there their our your my according table tables "
    "document documents docx file files word give list tell me all each per than more less row rows column value "
    "values line lines together answer number total".split())

#: A table's own total row: its first cell says Total, Subtotal, Grand total or Sum.
TOTAL_LABEL = re.compile(r"^\s*(?:grand\s+|sub-?)?totals?\b|^\s*sum\b", re.I)


def fmt_number(x: float) -> str:
    """A sum as people write it: 7502.14 → 7,502.14; whole numbers without decimals."""
    x = round(x, 6)
    if float(x).is_integer():
        return f"{int(x):,}"
    return f"{x:,.2f}" if round(x, 2) == x else f"{x:,}"


def named(text: str, objective: str) -> bool:
    """Whether `text` appears in the objective as whole words (case and spacing aside)."""
    words = " ".join(str(text).split())
    return bool(words) and re.search(rf"(?<!\w){re.escape(words)}(?!\w)", objective, re.I) is not None


def question_terms(objective: str) -> set[str]:
    return {t.lower() for t in re.findall(r"\w[\w\-./]*\w", objective) if t.lower() not in QUESTION_WORDS}


def text_key(text: Any) -> str:
    """Text as a quoted phrase is compared: spacing and case aside."""
    return " ".join(str(text or "").split()).casefold()


def quoted_keys(objective: str) -> set[str]:
    """The objective's quoted phrases, each as `text_key` gives it."""
    return {text_key(p) for p in quoted(objective)}


def quoted(objective: str) -> list[str]:
    """The phrases a question quotes ("…", “…”, `…`), three characters or more."""
    found = re.findall(r'"([^"\n]{3,80})"|“([^”\n]{3,80})”|`([^`\n]{3,80})`', objective)
    return list(dict.fromkeys(next(g for g in groups if g) for groups in found))


def record_text(header: list[str], row: list[Any]) -> str:
    """A row as `Header=value; ...` (a cell beyond the header named `colN`)."""
    return "; ".join(f"{header[i] if i < len(header) else f'col{i}'}={v}" for i, v in enumerate(row))


def named_value(value: str, objective: str) -> bool:
    """Whether a cell's value is named by the objective: as whole words (`named`); a one-letter
    value ("C", a band or a plan) only as written, and not as a sentence's first word — "a
    part-time Grade B member" names B, not A."""
    if len(value) != 1:
        return named(value, objective)
    return re.search(rf"(?<![\w.!?])(?<![.!?] )(?<!^){re.escape(value)}(?![\w'])", objective.strip()) is not None


#: An amount as a range or a question writes it: "£30", "$1,200", "2.5k", "12 kg", "14 months'".
_AMOUNT = re.compile(r"(?:(?P<cur>[£$€¥])\s?)?(?P<num>\d[\d,]*(?:\.\d+)?)(?P<k>k\b)?(?:\s?(?P<unit>[a-z]+)'?)?", re.I)
#: Words after a number that are no unit of it ("£30 and up to", "3 to 12").
_NOT_UNITS = frozenset("and or to up but inclusive incl excl exclusive per each a an the from until till in at of "
                       "for is are with without no not any".split())
#: What a bound before an amount says: the amount is the low end, left out (gt) or in (ge), or the
#: high end, in (le) or left out (lt).
_BEFORE = (
    ("gt", re.compile(r"(?:more than|over|above|greater than|exceeding|in excess of|>)\s*$", re.I)),
    ("ge", re.compile(r"(?:from|at least|a minimum of|minimum|min\.?|>=|≥)\s*$", re.I)),
    ("le", re.compile(r"(?:up to(?: and including)?|at most|not more than|no more than|not over|not exceeding|"
                      r"a maximum of|maximum|max\.?|<=|≤)\s*$", re.I)),
    ("lt", re.compile(r"(?:less than|under|below|fewer than|<)\s*$", re.I)),
)
#: ... and after it ("10+ kg", "£500 or more", "3 days or less").
_AFTER = (
    ("ge", re.compile(r"^\s*(?:\+|or (?:more|over|above|greater)|and (?:over|above|more)|plus\b)", re.I)),
    ("le", re.compile(r"^\s*(?:or (?:less|fewer|under|below)|and (?:under|below|less))", re.I)),
)
#: What may stand between the two amounts of a range ("3 to 12", "£30 and up to £100", "2-10").
_BETWEEN = re.compile(r"^\s*(?:to|-|–|—|and|but|,)?\s*$", re.I)


def _unit(word: str | None) -> str:
    return (word or "").lower().rstrip("'").removesuffix("s")


def _amounts(text: str) -> list[tuple[int, int, float, str]]:
    """(start, end, value, unit) of each amount in `text`; the unit is the currency sign or the
    word after the number ("" for none)."""
    out = []
    for m in _AMOUNT.finditer(text):
        if m.start() > 0 and (text[m.start() - 1].isalnum() or text[m.start() - 1] in "./"):
            continue  # a digit inside a word or a date ("Q3", "1/2")
        value = float(m.group("num").replace(",", "")) * (1000 if m.group("k") else 1)
        word = m.group("unit") or ""
        end = m.end()
        if word.lower() in _NOT_UNITS:
            word, end = "", m.end("k") if m.group("k") else m.end("num")
        out.append((m.start(), end, value, m.group("cur") or _unit(word)))
    return out


def band_of(text: str) -> tuple[float, float, bool, bool, str] | None:
    """(low, high, low included, high included, unit) of a text that opens with a range of one
    quantity ("Under 3 months", "3 to 12 months", "Over £30 and up to £100", "10+ kg", "between 5
    and 9 guests", "£500 or more"); None for any other text."""
    t = " ".join(text.replace("*", "").replace("_", " ").split())
    t = re.sub(r"^between\s+", "from ", t, flags=re.I)
    found = _amounts(t)
    if not found:
        return None
    inf = float("inf")
    start, end, value, unit = found[0]
    lead = t[:start]
    kind = next((k for k, rx in _BEFORE if rx.search(lead)), None)
    if lead.strip() and (kind is None or len(lead.split()) > 4):
        return None  # words before the amount that are no bound: not a range ("Orders over ...")
    if len(found) > 1:
        s2, _, value2, unit2 = found[1]
        gap = t[end:s2]
        kind2, bound = next(((k, rx) for k, rx in _BEFORE if rx.search(gap)), (None, None))
        if bound is not None and kind2 in ("le", "lt") and kind in (None, "gt", "ge"):
            gap = bound.sub("", gap)  # "£30 and up to £100": the upper bound's words, left out
        if _BETWEEN.match(gap) and kind in (None, "gt", "ge") and value < value2:
            units = {u for u in (unit, unit2) if u}
            if len(units) <= 1:
                return value, value2, kind != "gt", kind2 != "lt", next(iter(units), "")
    tail = t[end:]
    after = next((k for k, rx in _AFTER if rx.search(tail)), None)
    if after and kind is None:
        kind = after
        plus = re.match(r"^\s*\+\s*([a-z]+)", tail, re.I)  # "10+ kg"
        if plus and not unit and plus.group(1).lower() not in _NOT_UNITS:
            unit = _unit(plus.group(1))
    bounds = {"gt": (value, inf, False, False), "ge": (value, inf, True, False),
              "le": (-inf, value, False, True), "lt": (-inf, value, False, False)}
    return (*bounds[kind], unit) if kind in bounds else None


def _in_band(value: float, band: tuple[float, float, bool, bool, str]) -> bool:
    lo, hi, lo_in, hi_in, _ = band
    return (lo < value or (lo_in and lo == value)) and (value < hi or (hi_in and hi == value))


def quantities(objective: str) -> list[tuple[float, str, str]]:
    """(value, unit, as written) of each amount the objective states with a unit or a currency
    sign ("£60", "14 months' membership", "a 12 kg parcel")."""
    out = []
    for start, end, value, unit in _amounts(objective):
        if unit:
            out.append((value, unit, objective[start:end].strip().rstrip("'")))
    return out


def range_column(header: list[str], objective: str) -> tuple[int, str] | None:
    """The column whose header is the range holding a quantity the objective states ("14 months'
    membership" → "Over 12 months"), when two or more headers are ranges of that unit and exactly
    one holds it: (its index, the quantity as written)."""
    ranges = {c: r for c, h in enumerate(header) if (r := band_of(h)) is not None}
    if len(ranges) < 2:
        return None
    for value, unit, written in quantities(re.sub(r"\b(?:complete|full|whole)\s+", "", objective)):
        hits = [c for c, r in ranges.items() if r[4] in (unit, "") and _in_band(value, r)]
        if len(hits) == 1 and any(r[4] == unit for r in ranges.values()):
            return hits[0], written
    return None


#: A passage's citation line as the evidence writes it: "[doc.md › Heading › Sub] ...".
_CITED = re.compile(r"^\[([^\]\n]*›[^\]\n]*)\]")
#: A list item: "- Up to £30: ...", "* 10+ kg – ...", "2. Over 12 months: ...".
_ITEM = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s+(.+)$")
#: The most band lines `band_facts` gives.
BAND_FACTS = 4


def band_facts(objective: str, text: str) -> list[str]:
    """For each amount the objective states, the row of a table (or the item of a list) in `text`
    whose first cell is the range that holds it, among two or more such rows of its unit ("£60" →
    the row "Over £30 and up to £100 | Approval from the office manager"): a small model read "no
    approval needed" off the row above. One line each, with the passage it is in."""
    asked = quantities(objective)
    if not asked:
        return []
    rows: list[tuple[str, str, str, tuple[float, float, bool, bool, str]]] = []  # (cited, first cell, rest, band)
    cited = ""
    for line in text.splitlines():
        c = _CITED.match(line.strip())
        if c:
            cited = c.group(1)
        s = line.strip()
        if s.startswith("|") and s.count("|") >= 3:
            cells = [x.strip() for x in s.strip("|").split("|")]
        elif (item := _ITEM.match(line)) is not None:
            cells = [x.strip() for x in re.split(r":\s|\s[-–—]\s", item.group(1), maxsplit=1)]
        else:
            continue
        band = band_of(cells[0]) if len(cells) > 1 and len(cells[0]) <= 60 else None
        if band is not None:
            rows.append((cited, cells[0], " | ".join(x for x in cells[1:] if x), band))
    out: list[str] = []
    for value, unit, written in asked:
        same = [r for r in rows if r[3][4] in (unit, "")]
        if len(same) < 2 or not any(r[3][4] == unit for r in same):
            continue
        for where, first, rest, band in same:
            if _in_band(value, band) and len(out) < BAND_FACTS:
                line = f"{written} is in the row {first!r}: {rest}" + (f" [{where}]" if where else "")
                if line not in out:
                    out.append(line)
    return out


#: The most cells `cell_facts` gives.
CELL_FACTS = 4
_WORD = re.compile(r"[a-z0-9]+")


def _stems(text: str) -> set[str]:
    """The words of `text`, lower case, a plural's s taken off (3 letters or more)."""
    return {w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w
            for w in _WORD.findall(text.casefold()) if len(w) >= 3}


def cell_facts(objective: str, text: str) -> list[str]:
    """The cells of the tables in `text` (markdown: `| a | b |` rows under a header and a `|---|`
    line) at a row the objective names by its first cell's words and a column it names by its
    header ("I'm on the Basic membership - the longest laser cutter slot?" → the row "Laser cutter
    (Trotec Speedy 300)", column "Basic": 90 minutes), for tables of two columns of values or more:
    a 1.5B model read the Plus column's "3 hours" off that row (a probe trace). One line each,
    with the passage it is in."""
    asked = _stems(objective)
    out: list[str] = []
    cited, rows = "", []

    def flush() -> None:
        if len(rows) < 3 or not re.fullmatch(r"[\s|:-]+", "|".join(rows[1])):
            return
        head, body = rows[0], rows[2:]
        cols = [c for c in range(1, len(head)) if _stems(head[c]) and _stems(head[c]) <= asked]
        if len(head) < 3 or not cols or len(cols) == len(head) - 1:
            return
        labels = [_stems(re.sub(r"\([^)]*\)", " ", r[0])) for r in body]
        picked = [r for r, lab in zip(body, labels, strict=True) if lab and lab <= asked]
        if not picked:
            # No row named whole ("Windscreen replacement - Highlander" for "the Highlander ... a
            # new windscreen"): the one row that shares the most words with the question, two at
            # least (a probe's answer added the deposit and the daily rate instead).
            shared = [len(lab & asked) for lab in labels]
            best = max(shared, default=0)
            picked = [body[shared.index(best)]] if best >= 2 and shared.count(best) == 1 else []
        for r in picked:
            for c in cols:
                if c < len(r) and r[c] and len(out) < CELL_FACTS:
                    out.append(f"{r[0]} × {head[c]}: {r[c]}" + (f" [{cited}]" if cited else ""))

    for line in text.splitlines():
        s = line.strip()
        c = _CITED.match(s)
        if c:
            # A passage's first line may be its table's header: `[doc › section] (doc d) | Kit | ...`.
            flush()
            rows = []
            cited = c.group(1)
            s = re.sub(r"^\(doc [^)]*\)\s*(?:\(the document says:[^\n]*?\)\s*)?", "", s[c.end():].strip())
        if s.startswith("|") and s.count("|") >= 3:
            rows.append([x.strip() for x in s.strip("|").split("|")])
            continue
        flush()
        rows = []
    flush()
    return out


_WEEKDAYS = WEEKDAY_NAMES
_WD = r"(?P<wd>mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b"
#: A time as the question writes it, read by `dates.clock_of`.
_CLOCK = r"(?P<clock>\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?)"
#: A time the question anchors a deadline to: "Thursday at 10:30am", "10:30am on Thursday", "Friday".
_ANCHOR = (re.compile(rf"\b{_WD}(?:\s+(?:at\s+)?{_CLOCK})?", re.I),
           re.compile(rf"\b{_CLOCK}\s+(?:on\s+)?(?:this\s+|next\s+)?{_WD}", re.I))
#: A question about the last moment something may be done before that time.
_DEADLINE_ASKED = re.compile(r"\b(?:latest|last\s+(?:day|time|moment|chance)|by\s+when|deadline|how\s+late|"
                             r"until\s+when|no\s+later\s+than|when\s+(?:must|should|do|does|is|can)|cut-?off)\b", re.I)
#: A period of notice a passage states: "48 hours' notice", "at least 3 working days ahead".
_NOTICE = re.compile(r"\b(?P<n>\d{1,3})\s*(?P<unit>hours?|(?:working |business |clear )?days?|weeks?)['’]?\s*"
                     r"(?:of\s+)?(?:notice|before|ahead|in\s+advance|prior)\b", re.I)
#: What a document says of itself in the evidence (`kb.passages.document_status`).
_SAYS = re.compile(r"\(the document says: (.+?)\)(?:\s|$)")
#: The most lines `notice_facts` gives.
NOTICE_FACTS = 3


def _anchor(objective: str) -> tuple[int, int | None, str] | None:
    """(weekday 0-6, minutes past midnight or None, as written) of the one time the question names."""
    found = []
    for rx in _ANCHOR:
        for m in rx.finditer(objective):
            wd = next(i for i, d in enumerate(_WEEKDAYS) if d.startswith(m.group("wd").lower()[:3]))
            minutes = None
            written = (m.group("clock") or "").strip().lower()
            hhmm = clock_of(written) if written else None
            if hhmm is not None:
                minutes = int(hhmm[:2]) * 60 + int(hhmm[3:])
            elif re.search(r"[:.]|[ap]\.?m", written):
                continue  # written as a time, but none ("25:00")
            found.append((wd, minutes, m.group(0).strip()))
    timed = [f for f in found if f[1] is not None]
    days = {f[0] for f in found}
    if len(days) != 1:
        return None
    return timed[0] if timed else found[0]


def _clock_text(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    return f"{h % 12 or 12}:{m:02d}{'am' if h < 12 else 'pm'}"


def notice_facts(objective: str, text: str) -> list[str]:
    """For a question that asks the latest moment before a weekday (and time) it names ("booked in
    for Thursday at 10:30am: what's the latest they can cancel without being charged?"), that moment
    for each period of notice the passages in `text` state ("48 hours' notice" → "48 hours before
    Thursday 10:30am is Tuesday 10:30am"), with the passage it is in: a 1.5B model answered "48 hours
    before their appointment" and named no day (probe trace). Working days skip Saturday and Sunday.
    A period from a document that says it is no longer in force comes after the others, marked so
    (a probe's answer took a superseded policy's 24 hours)."""
    if not _DEADLINE_ASKED.search(objective):
        return []
    anchor = _anchor(objective)
    if anchor is None:
        return []
    wd, minutes, _written = anchor
    at = _WEEKDAYS[wd].capitalize() + (f" {_clock_text(minutes)}" if minutes is not None else "")
    # A document whose own words say it is no longer in force (its first passage quotes them:
    # `(the document says: "Superseded on 1 April 2024")`): its periods go after the others, marked.
    lines = text.splitlines()
    old_docs = {c.group(1).split(" › ")[0] for line in lines if (c := _CITED.match(line.strip()))
                and (said := _SAYS.search(line)) and NOT_IN_FORCE.search(said.group(1))}
    found: list[tuple[bool, str]] = []
    cited = ""
    for line in lines:
        c = _CITED.match(line.strip())
        if c:
            cited = c.group(1)
        for m in _NOTICE.finditer(line):
            n, unit = int(m.group("n")), m.group("unit").lower()
            if n == 0:
                continue
            if unit.startswith("hour"):
                if minutes is None and n % 24:
                    continue
                total = wd * 1440 + (minutes or 0) - n * 60
                day, rest = divmod(total, 1440)
                when = _WEEKDAYS[day % 7].capitalize() + (f" {_clock_text(rest)}" if minutes is not None else "")
            elif unit.startswith(("working", "business")):
                day, left = wd, n
                while left:
                    day -= 1
                    left -= day % 7 < 5
                when = _WEEKDAYS[day % 7].capitalize()
            elif unit.startswith("week") or n >= 7:
                continue  # the same weekday or a week back: nothing to work out that the passage does not say
            else:
                when = _WEEKDAYS[(wd - n) % 7].capitalize()
            stale = cited.split(" › ")[0] in old_docs
            moment = f"{n} {unit} before {at} is {when}"
            line_out = (moment + (f" [{cited}]" if cited else "")
                        + (" (that document says it is no longer in force)" if stale else ""))
            if all(not f.startswith(moment) for _, f in found):  # one line per period, its first passage
                found.append((stale, line_out))
    return [f for _, f in sorted(found, key=lambda x: x[0])][:NOTICE_FACTS]


_MOMENT = re.compile(r"^(?P<period>\d+ [\w ]+?) before (?P<at>.+?) is (?P<when>[A-Z][a-z]+day(?: \d{1,2}:\d{2}[ap]m)?)")


def notice_note(answer: str, facts: list[str]) -> str:
    """The moment an answer's own period of notice comes to, when the answer states the period
    ("48 hours before Thursday at 10:30am") and no day of it: "(48 hours before Thursday 10:30am is
    Tuesday 10:30am.)", from `notice_facts`' line of that period; with one period in force, an
    answer naming another day gets that line as a correction. '' otherwise. A probe's answer,
    given the worked-out line, restated the period and named no day."""
    # One period in force, and the answer names a day that is neither the one asked about nor the
    # one it comes to: the worked-out moment is said beside it (a probe's answer, with the line in
    # its prompt, said "Monday 10:30am" for 48 hours before Thursday 10:30am).
    current = [m for f in facts if (m := _MOMENT.match(f)) and "no longer in force" not in f]
    if len(current) == 1:
        m = current[0]
        days = {d for d in WEEKDAY_NAMES if re.search(rf"\b{d}\b", answer, re.I)}
        right = m.group("when").split(" ", 1)[0].lower()
        asked = m.group("at").split(" ", 1)[0].lower()
        wrong = sorted(days - {right, asked})
        if wrong:
            return f"(Worked out from the policy: {m.group(0)}, not {', '.join(w.capitalize() for w in wrong)}.)"
    for fact in facts:
        m = _MOMENT.match(fact)
        if m is None:
            continue
        period, when = m.group("period"), m.group("when")
        said = re.search(rf"\b{re.escape(period)}\b", answer, re.I) or re.search(
            rf"\b{re.escape(period.split(' ', 1)[0])}[- ]?{re.escape(period.split(' ', 1)[1].rstrip('s'))}", answer, re.I)
        if said and when.split(" ", 1)[0].lower() not in answer.lower():
            return f"({m.group(0)}.)"
    return ""


def column_facts(where: str, header: list[str], rows: list[list[str]], objective: str) -> list[str]:
    """Counts of the named values in each named column, and a named numeric column's sum. A value
    one row holds is followed by that row whole: a lookup by a row's label reads its cells there."""
    lines: list[str] = []
    for c, h in enumerate(header):
        if not named(h, objective):
            continue
        cells = [str(row[c]).strip() for row in rows if c < len(row)]
        counts = Counter(v.casefold() for v in cells)
        shown: set[str] = set()
        for v in cells:
            key = v.casefold()
            if v and key not in shown and number(v) is None and named_value(v, objective):
                shown.add(key)
                line = f"{where}: {counts[key]} of {len(cells)} rows have {h} = {v}"
                if counts[key] == 1 and len(header) > 1:
                    row = next(r for r in rows if c < len(r) and str(r[c]).strip().casefold() == key)
                    line += f" (that row: {record_text(header, [str(x).strip() for x in row[:len(header)]])})"
                    banded = range_column(header, objective)
                    if banded is not None and banded[0] < len(row):
                        # A banded table ("Under 3 months | 3 to 12 months | Over 12 months"): the
                        # band the question's quantity falls in, read for it.
                        line += f"; for {banded[1]} the column is {header[banded[0]]!r}: {str(row[banded[0]]).strip()}"
                lines.append(line)
        found = column_sum(rows, c)
        if found is not None:
            total, n, left_out = found
            lines.append(f"{where}: sum of {h} over {n} rows = {fmt_number(total)}"
                         + (" (a total row left out)" if left_out else ""))
    return lines


#: "tonnes per hectare", "cost per night", "km per litre": a rate a question asks of a table's rows.
_PER = re.compile(r"\b([a-z][\w-]*)\s+(?:per|a|an|each)\s+([a-z][\w-]*)\b", re.I)
#: The short forms a header gives a unit in ("Area (ha)"), by the word a question writes.
UNIT_FORMS = {
    "hectare": ("ha",), "acre": ("ac", "acres"), "kilometre": ("km",), "kilometer": ("km",), "mile": ("mi", "miles"),
    "metre": ("m",), "meter": ("m",), "litre": ("l", "litres", "liters"), "liter": ("l", "litres", "liters"),
    "kilogram": ("kg",), "kilo": ("kg",), "tonne": ("t", "tonnes", "tons"), "ton": ("t", "tonnes", "tons"),
    "hour": ("h", "hr", "hrs", "hours"), "minute": ("min", "mins", "minutes"), "day": ("d", "days"),
    "night": ("nights",), "person": ("people", "persons", "pax"), "head": ("heads", "people"),
}
RATIO_ROWS = 12


def _header_words(header: str) -> set[str]:
    """A header's words in lower case, each as written and, when longer than three letters, without a plural s."""
    words = [w.lower() for w in re.findall(r"[A-Za-z]+", header)]
    return {*words, *(w.removesuffix("s") for w in words if len(w) > 3)}


def _column_for(word: str, header: list[str], taken: int = -1) -> int | None:
    """The one column whose header holds `word` (singular or plural) or a short form of its unit."""
    w = word.lower()
    stem = w.removesuffix("es") if w.endswith("es") and len(w) > 5 else w.removesuffix("s") if len(w) > 3 else w
    forms = {stem, w, *UNIT_FORMS.get(stem, ()), *UNIT_FORMS.get(w, ())}
    hits = [c for c, h in enumerate(header) if c != taken and forms & _header_words(h)]
    return hits[0] if len(hits) == 1 else None


def ratio_facts(where: str, header: list[str], rows: list[list[str]], objective: str) -> list[str]:
    """A rate a question asks of each row ("the best yield per hectare", "tonnes per hectare"),
    worked by the host: a column named by the word before "per" and one named by the word after
    it or its unit's short form ("Area (ha)"), the first divided by the second in each row whose
    both cells are numbers, with the rows labelled by their first cell and the highest and lowest
    named. A 1.5B model asked the best yield per hectare of a harvest table answered from the
    tonnes alone, or not at all (a probe trace). [] when no rate's columns are found."""
    lines: list[str] = []
    for m in _PER.finditer(objective):
        num = _column_for(m.group(1), header)
        den = _column_for(m.group(2), header, taken=num if num is not None else -1)
        if num is None or den is None or num == den:
            continue
        rates: list[tuple[str, float]] = []
        for row in rows:
            if max(num, den) >= len(row):
                continue
            a, b = number(str(row[num])), number(str(row[den]))
            label = str(row[0]).strip() if row and 0 not in (num, den) else ""
            if a is None or b in (None, 0) or re.fullmatch(r"(?i)(?:grand\s+)?totals?|all|sum", label or ""):
                continue
            rates.append((label, a / b))
        if len(rates) < 2:
            continue
        shown = ", ".join(f"{lb or '?'} {fmt_number(round(r, 3))}" for lb, r in rates[:RATIO_ROWS])
        hi, lo = max(rates, key=lambda x: x[1]), min(rates, key=lambda x: x[1])
        lines.append(f"{where}: {header[num]} per {header[den]} (worked by the host), by row: {shown}"
                     + ("" if len(rates) <= RATIO_ROWS else f" and {len(rates) - RATIO_ROWS} more")
                     + f"; highest {hi[0] or '?'} {fmt_number(round(hi[1], 3))}, lowest {lo[0] or '?'} {fmt_number(round(lo[1], 3))}")
        break
    return lines


#: A word of a header or a question with an ordinal ending ("15th") compares as its number.
_ORDINAL = re.compile(r"^(\d+)(?:st|nd|rd|th)$")
#: Columns a question names that `named_columns` lists by row, and the rows it lists at most.
NAMED_COLUMNS_MAX = 4
NAMED_COLUMNS_ROWS = 30
#: A table this wide is a chart: one column it names is listed by row too, when its header is a
#: word and a number (`_MATRIX_HEADER`); and a row is labelled by its first two cells.
WIDE_TABLE = 6
_MATRIX_HEADER = re.compile(r"[A-Za-z]\w*\W+\d|\d\W+[A-Za-z]")


def _words(text: str) -> list[str]:
    return [_ORDINAL.sub(r"\1", w) for w in re.findall(r"\w+", text.lower())]


def loosely_named(header: str, objective: str) -> bool:
    """Whether every word of a header is in the objective: a number as written (an ordinal's
    ending aside), a word as written or one of the two a short form of the other, three letters or
    more ("Fri 15" in "Friday 15th", "Aug" in "August"). A header of more than four words, or of no
    number and one word of under four letters, is never loosely named."""
    hw, ow = _words(header), _words(objective)
    if not hw or len(hw) > 4 or (len(hw) == 1 and not hw[0].isdigit() and len(hw[0]) < 4):
        return False

    def same(o: str, w: str, least: int = 3) -> bool:
        if w.isdigit() or o.isdigit():
            return o == w
        return o == w or (min(len(o), len(w)) >= least and (o.startswith(w) or w.startswith(o)))

    if sum(w.isdigit() for w in hw) >= 2:
        # Two numbers ("Act 2 Sc 3"): the header's words in a row, in its order ("Act 2 Scene 3"),
        # a short form of two letters too; as a set, "Act 2 Sc 2" was named by "Act 2 Scene 3".
        n = len(hw)
        return any(all(same(ow[i + k], hw[k], 2) for k in range(n)) for i in range(len(ow) - n + 1))
    return all(any(same(o, w) for o in ow) for w in hw)


def named_columns(where: str, header: list[str], rows: list[list[str]], objective: str) -> list[str]:
    """For a table two or more of whose columns (beside its first, the rows' labels) the question
    names (`loosely_named`: "Friday 15 and Saturday 16" names "Fri 15" and "Sat 16"), those
    columns' cells row by row, each row by its label, and the rows blank in every one of them: what
    a question about several columns at once ("which pitches are free on both nights") is
    answered from, read by the host instead of across a wide table by a small model. `rows` may
    carry the cells' formatting marks: a cell with a mark and no text is not blank."""
    cols = named_column_indexes(header, objective)
    if not cols or not rows or len(rows) > NAMED_COLUMNS_ROWS:
        return []
    # A wide chart's rows are labelled by their first two cells ("Captain Rusk / Rhys Morgan": the
    # part and who plays it), when the columns listed start after them.
    lead = 2 if len(header) >= WIDE_TABLE and min(cols) > 1 else 1
    labelled = [(" / ".join(" ".join(str(v).split())[:40] for v in row[:lead] if str(v).strip()) if row else "",
                 [str(row[c]).strip() if c < len(row) else "" for c in cols]) for row in rows]
    names = " | ".join(header[c] for c in cols)
    if len(cols) == 1:
        # One column of a chart: its rows grouped by what the column holds (letter case aside), so
        # the rows the question wants are one group: listed row by row with the chart's key
        # beside it, a 1.5B model named every row of the chart (probe trace).
        groups: dict[str, tuple[str, list[str]]] = {}
        for label, (cell,) in labelled:
            groups.setdefault(cell.casefold(), (cell or "(blank)", []))[1].append(label)
        shown = "; ".join(f"{value} ({len(labels)}): {', '.join(labels)}" for value, labels in groups.values())
        return [f"{where}: the rows by their {names}: {shown}"]
    shown = "; ".join(f"{label}: " + " | ".join(cell or "(blank)" for cell in cells) for label, cells in labelled)
    lines = [f"{where}: the columns {names}, row by row: {shown}"]
    if any(not cell for _, cells in labelled for cell in cells):  # where no cell is blank, blankness says nothing
        blank = [label for (label, cells), row in zip(labelled, rows, strict=True) if row and not any(cells)]
        lines.append(f"{where}: rows blank in every one of {names}: " + (", ".join(blank) if blank else "none"))
    return lines


def named_column_indexes(header: list[str], objective: str) -> list[int]:
    """The columns `named_columns` lists: those beside the first that the question names loosely,
    when there are two to NAMED_COLUMNS_MAX of them in a table of three columns or more; else []."""
    if len(header) < 3:
        return []
    cols = [c for c, h in enumerate(header) if c > 0 and h.strip() and loosely_named(h, objective)]
    if len(cols) == 1 and len(header) >= WIDE_TABLE and _MATRIX_HEADER.search(header[cols[0]]):
        # One column of a wide chart, named with its number ("Act 2 Sc 3", "Week 14"): a small model
        # read a scene chart's row across nine columns and answered from the wrong one (probe trace).
        return cols
    return cols if 2 <= len(cols) <= NAMED_COLUMNS_MAX else []


def column_sum(rows: list[list[str]], c: int) -> tuple[float, int, bool] | None:
    """(sum, rows added, whether a total row was left out) of column `c` when every filled cell
    of it outside a total row is a number and there are two or more; else None."""
    filled = [row for row in rows if c < len(row) and str(row[c]).strip()]
    data = [row for row in filled if not TOTAL_LABEL.match(str(row[0]))]
    nums = [number(row[c]) for row in data]
    if len(nums) < 2 or any(n is None for n in nums):
        return None
    return sum(n for n in nums if n is not None), len(nums), len(data) < len(filled)


def across_documents(sums: dict[str, dict[str, float]], scope: tuple[list[str], list[str], list[str]] | None) -> list[str]:
    """Totals of a named column over documents: `sums` is {header: {document: its sum}} (one table
    per document holding that column). For each header summed in two documents or more: the
    total over the documents the question's words single out (`objective.singled_out`), and over
    all of them."""
    lines: list[str] = []
    for h, per_doc in sums.items():
        if len(per_doc) < 2:
            continue
        groups = []
        if scope is not None:
            chosen = [d for d in scope[0] if d in per_doc]
            if 2 <= len(chosen) < len(per_doc):
                groups.append((f"the {len(chosen)} documents the question's words ({', '.join(scope[2])}) single out",
                               chosen))
        groups.append((f"all {len(per_doc)} documents", list(per_doc)))
        for label, docs in groups:
            parts = " + ".join(fmt_number(per_doc[d]) for d in docs)
            lines.append(f"sum of {h} over {label} ({', '.join(docs)}): {parts} = "
                         f"{fmt_number(sum(per_doc[d] for d in docs))}")
    return lines


def best_rows(scored: list[tuple[int, str, str]], *, quantity: bool = False) -> list[str]:
    """From (words matched, where, record) over every table: the rows that share the most words
    with the question — one, or a few that tie on two words or more (listed, none chosen). For a
    question that asks a quantity (`quantity`), one row only: a count or sum over several records is
    not read off the few that share its words (a model answered "how many loaves for the 14th" with
    the number of one of three rows listed, which left out the rows writing that date otherwise)."""
    if not scored:
        return []
    keyed = [s for s in scored if s[0] >= ID_WEIGHT]
    if keyed and len(keyed) <= 4 and not (quantity and len(keyed) > 1):
        # Rows holding an identifier the question names (a sample's "LX-2291"): each of them, in
        # document order, whatever other words they share. Ranked by words, the row of an audit
        # table that also wrote "rack A, box 3" beat the one saying where the sample is now
        # (probe trace).
        return [f"{at} (holds the {'identifier' if s < 2 * ID_WEIGHT else 'identifiers'} the question names): {rec}"
                for s, at, rec in keyed]
    scored = [(s % ID_WEIGHT + s // ID_WEIGHT, at, rec) for s, at, rec in scored]  # words, the identifiers as one each
    best = max(s[0] for s in scored)
    top = [s for s in scored if s[0] == best]
    if len(top) > 4 or (best < 2 and len(top) > 1) or (quantity and len(top) > 1):
        return []
    return [f"{at} (matches {best} words of the question): {rec}" for _, at, rec in top]


#: What a row scores for holding an identifier the question names (`row_score`), above any count of words.
ID_WEIGHT = 100
#: An identifier: letters and digits in one token ("lx-2291", "inv-0042", "b12"), or digits joined by
#: a dash or slash ("2024-117"); not a plain number, a word, or a date-like ISO string of a year alone.
_IDENTIFIER = re.compile(r"(?=[\w-]*\d)(?=[\w-]*[a-z])[a-z0-9][\w-]{2,}|\d+[-/]\d+(?:[-/]\d+)*")


def row_score(terms: set[str], values: list[Any]) -> int:
    """Words of the question a row's values hold (the values, not the header's words); an
    identifier the question names (`_IDENTIFIER`) counts ID_WEIGHT. A word inside an email
    address is none ("orders" in orders@… singled out one customer of fifteen for "email orders")."""
    text = " | ".join(str(v) for v in values).lower()
    return sum(ID_WEIGHT if _IDENTIFIER.fullmatch(t) and "." not in t else 1
               for t in terms if re.search(rf"(?<![\w@]){re.escape(t)}(?![\w@])", text))


def phrase_counts(where: str, lines: list[tuple[str, str]], phrase: str) -> tuple[str, Counter[str]]:
    """(`file: N lines contain "phrase" (ERROR 5, WARN 2)`, the counts by level) over (level, text) lines."""
    hits = Counter(level or "no level" for level, text in lines if phrase.lower() in text.lower())
    total = sum(hits.values())
    levels = ", ".join(f"{lvl} {n}" for lvl, n in sorted(hits.items(), key=lambda kv: (-kv[1], kv[0])))
    return f'{where}: {total} lines contain "{phrase}"' + (f" ({levels})" if total and levels else ""), hits


#: A category column: 2 to GROUPS_MAX distinct labels over at least GROUP_ROWS rows, one repeated.
GROUPS_MAX = 6
GROUP_ROWS = 4
_CURRENCY = re.compile(r"^\s*([£$€¥])")


def _money(x: float, sign: str) -> str:
    return f"{sign}{fmt_number(round(x, 2))}"


def _sign_of(cells: list[str]) -> str:
    """The currency symbol every filled cell of a column opens with, or ""."""
    signs = {m.group(1) if (m := _CURRENCY.match(v)) else "" for v in cells if v.strip()}
    return signs.pop() if len(signs) == 1 else ""


def _categories(header: list[str], rows: list[list[str]]) -> list[tuple[int, list[str]]]:
    """(column, its labels in order) of each category column of a table: text labels (no numbers),
    2 to GROUPS_MAX distinct over GROUP_ROWS rows or more (a total row aside), one of them repeated."""
    data = [r for r in rows if r and not TOTAL_LABEL.match(str(r[0]))]
    out = []
    for c in range(1, len(header)):  # the first column labels rows, one each
        cells = [str(r[c]).strip() for r in data if c < len(r)]
        if len(cells) < GROUP_ROWS or any(not v or number(v) is not None for v in cells):
            continue
        labels = list(dict.fromkeys(cells))
        if 2 <= len(labels) <= GROUPS_MAX and len(labels) < len(cells):
            out.append((c, labels))
    return out


def group_facts(tables: list[tuple[str, list[str], list[list[str]]]], objective: str) -> list[str]:
    """Subtotals of an amount column by a category column ("Pool": Common, Yard) where the
    question or another table names a category, and a share of them a row the question names
    holds in a column named for the category ("Unit 2 | Common share 40% | Yard share 50%": 40% of
    the Common subtotal + 50% of the Yard one). `tables` is (where, header, rows) of
    every table read. A small model answered such a question with one figure of the table."""
    lines: list[str] = []
    for where, header, rows in tables:
        amounts = [c for c in range(1, len(header)) if column_sum(rows, c) is not None]
        if not amounts:
            continue
        # The amount column the question names ("the 2025 budget"), else the last one (the latest).
        named_amounts = [c for c in amounts if named(header[c], objective)
                         or any(named(w, objective) for w in header[c].split() if any(ch.isdigit() for ch in w))]
        a = named_amounts[0] if len(named_amounts) == 1 else amounts[-1]
        data = [r for r in rows if r and not TOTAL_LABEL.match(str(r[0])) and a < len(r)]
        sign = _sign_of([str(r[a]) for r in data])
        others = [(w2, h2, r2) for w2, h2, r2 in tables if w2 != where]
        for c, labels in _categories(header, rows):
            cited = [g for g in labels if named_value(g, objective)
                     or any(named_value(g, h) for _, h2, _ in others for h in h2)]
            if not cited:
                continue
            subtotal = {g: sum(number(r[a]) or 0.0 for r in data if c < len(r) and str(r[c]).strip() == g)
                        for g in labels}
            counts = Counter(str(r[c]).strip() for r in data if c < len(r))
            lines.append(f"{where}: {header[a]} by {header[c]}: " + "; ".join(
                f"{g} = {_money(subtotal[g], sign)} ({counts[g]} rows)" for g in labels))
            for w2, h2, r2 in others:
                share_cols = [(c2, g) for c2, h in enumerate(h2) for g in labels if named_value(g, h)]
                for row in r2:
                    if not row or not named_value(str(row[0]).strip(), objective):
                        continue
                    parts = []
                    for c2, g in share_cols:
                        cell = str(row[c2]).strip() if c2 < len(row) else ""
                        pct = number(cell) if cell.endswith("%") else None
                        if pct is not None:
                            parts.append((f"{h2[c2]} {cell} of {_money(subtotal[g], sign)}", subtotal[g] * pct / 100))
                    if parts:
                        lines.append(f"{w2} row {str(row[0]).strip()!r}: " + "; ".join(
                            f"{text} = {_money(v, sign)}" for text, v in parts)
                            + (f"; together {_money(sum(v for _, v in parts), sign)}" if len(parts) > 1 else ""))
    return lines
