"""Conditions a task states on a table's rows, read and tested by the host: "the boats that are
longer than 9 metres and have a diesel engine", "every member with more than 20 visits", "the boats
whose length is under 30 ft". A condition is one or more parts joined by "and"; each part is

* a comparison with a number, maybe with a unit ("longer than 9 metres", "at least 3 nights",
  "over £50"): the column it names, else the one column whose cells carry a unit of that kind
  (metres against "850 cm" and "32 ft"), else the column the unit word names ("more than 20
  places" and Places); a cell's first measure is its value ("9.5 m x 3.1 m": 9.5 m);
* a value of a column ("have a diesel engine", "are in Leeds", "need a ramp"): the column whose
  header a word of the part is, holding the part's other words ("Diesel inboard"), else the one
  column whose cells hold them in some rows but not all.

A part the host cannot read (a negation, an unknown column, a unit of another kind) makes the whole
condition unread: the model decides instead. Read by `capabilities/docx.row_condition_cells`.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..words import STOPWORDS

#: Each unit's size in its kind's base unit (metres, grams, litres, minutes), by its spellings.
_UNITS: dict[str, tuple[str, float]] = {}
for _kind, _table in {
    "length": {("mm", "millimetre", "millimetres", "millimeter", "millimeters"): 0.001,
               ("cm", "centimetre", "centimetres", "centimeter", "centimeters"): 0.01,
               ("m", "metre", "metres", "meter", "meters"): 1.0,
               ("km", "kilometre", "kilometres", "kilometer", "kilometers"): 1000.0,
               ("in", "inch", "inches", '"'): 0.0254, ("ft", "foot", "feet", "'"): 0.3048,
               ("yd", "yard", "yards"): 0.9144, ("mi", "mile", "miles"): 1609.344},
    "weight": {("g", "gram", "grams", "gramme", "grammes"): 1.0, ("kg", "kilo", "kilos", "kilogram", "kilograms"): 1000.0,
               ("t", "tonne", "tonnes", "ton", "tons"): 1e6, ("lb", "lbs", "pound", "pounds"): 453.59237,
               ("oz", "ounce", "ounces"): 28.349523125, ("st", "stone"): 6350.29318},
    "volume": {("ml", "millilitre", "millilitres", "milliliter", "milliliters"): 0.001,
               ("l", "litre", "litres", "liter", "liters"): 1.0, ("gal", "gallon", "gallons"): 4.54609},
    "time": {("min", "mins", "minute", "minutes"): 1.0, ("h", "hr", "hrs", "hour", "hours"): 60.0,
             ("day", "days"): 1440.0, ("week", "weeks"): 10080.0},
}.items():
    for _names, _size in _table.items():
        for _name in _names:
            _UNITS[_name] = (_kind, _size)
#: Comparative words that say which kind of measure they compare.
_KIND_OF_WORD = {"longer": "length", "shorter": "length", "taller": "length", "wider": "length",
                 "narrower": "length", "deeper": "length", "heavier": "weight", "lighter": "weight"}
_ABOVE = {"longer", "taller", "wider", "deeper", "heavier", "bigger", "larger", "higher", "greater", "more", "over",
          "above", "exceeding", "older"}
_BELOW = {"shorter", "narrower", "lighter", "smaller", "lower", "less", "fewer", "under", "below", "younger"}
_COMPARE = re.compile(
    r"^(?:(?P<col>[a-z][\w ]{0,30}?)\s+(?:is|are|was|were)\s+)?(?:(?:is|are|cost|costs|weigh|weighs|measure|"
    r"measures|have|has|hold|holds|take|takes|seat|seats|sleep|sleeps|run|runs|last|lasts)\s+)?"
    r"(?P<op>at\s+least|at\s+most|no\s+more\s+than|no\s+less\s+than|"
    + "|".join(sorted(_ABOVE | _BELOW, key=len, reverse=True)) + r")\s+(?:than\s+)?"
    r"(?P<cur>[$€£])?\s?(?P<n>\d+(?:[.,]\d+)?)\s*(?P<unit>[a-z]+|[\"'])?(?:\s+(?P<noun>[a-z]+))?$", re.I)
#: A measure in a cell: a number, maybe with a currency sign before it or a unit after it.
_MEASURE = re.compile(r"(?P<cur>[$€£])?\s?(?P<n>\d+(?:,\d{3})*(?:\.\d+)?)\s*(?P<unit>[a-z]+\b|[\"'])?", re.I)
_NEGATION = re.compile(r"\b(?:not|no|never|without|nor)\b|n't\b", re.I)
_LEAD = re.compile(r"^(?:that|which|who|whose|where|with|whom)\s+", re.I)
#: Verbs a value part opens with ("have a diesel engine", "need a ramp", "are in Leeds").
_VERBS = frozenset({"need", "needs", "require", "requires", "use", "uses", "have", "has", "had", "are", "is",
                    "run", "runs", "take", "takes", "get", "gets", "want", "wants", "come", "comes", "in", "on",
                    "at", "from", "by", "a", "an", "the", "their", "its", "his", "her", "of", "for", "to"})
#: Where a condition ends: the formatting asked, a sentence's end, another instruction.
_END = re.compile(r"\s+(?:in\s+(?:bold|italics?|red)|bold\b|italic|underlined?|highlighted|so\s+(?:that|they|we)\b|"
                  r"and\s+(?:save|leave|keep|then)\b)|[.;:!?](?:\s|$)|,\s*(?:so|and\s+(?:save|leave|keep))\b|$", re.I)


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def _singular(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _header_units(header: str) -> str | None:
    """The unit a header names in brackets: "Length (m)", "Weight (kg)"."""
    m = re.search(r"\(\s*([a-z]+)\s*\)", header.lower())
    return m.group(1) if m and m.group(1) in _UNITS else None


def _measure(cell: str, header: str) -> tuple[float, str | None] | None:
    """(value in its kind's base unit, kind) of a cell's first measure; the header's unit for a bare
    number; (number, None) for a number with no unit, "money" for a currency amount."""
    m = _MEASURE.search(cell or "")
    if m is None:
        return None
    n = float(m.group("n").replace(",", ""))
    if m.group("cur"):
        return n, "money"
    unit = (m.group("unit") or "").lower()
    if unit in _UNITS:
        kind, size = _UNITS[unit]
        return n * size, kind
    hu = _header_units(header)
    if hu is not None and not unit:
        kind, size = _UNITS[hu]
        return n * size, kind
    return n, None


def _column_named(words: list[str], header: list[str]) -> int | None:
    """The one column whose header's words (singular) are all among `words`, the longest header first."""
    said = {_singular(w) for w in words}
    hits = [(len(hw), c) for c, h in enumerate(header)
            if (hw := {_singular(w) for w in _words(re.sub(r"\(.*?\)", " ", h))} - STOPWORDS) and hw <= said]
    if not hits:
        return None
    best = max(hits)[0]
    top = [c for n, c in hits if n == best]
    return top[0] if len(top) == 1 else None


def _comparison(part: str, header: list[str], body: list[list[str]]) -> Callable[[list[str]], bool] | None:
    m = _COMPARE.match(part)
    if m is None:
        return None
    op = " ".join(m.group("op").lower().split())
    limit = float(m.group("n").replace(",", ""))
    unit = (m.group("unit") or "").lower()
    noun = (m.group("noun") or "").lower()
    if unit and unit not in _UNITS:
        unit, noun = "", unit if not noun else noun  # "more than 20 places": a count of a column's
    kind = _UNITS[unit][0] if unit else "money" if m.group("cur") else _KIND_OF_WORD.get(op)
    col = _column_named(_words(m.group("col")), header) if m.group("col") else None
    if col is None and noun:
        col = _column_named([noun], header)
    if col is None and kind is not None:
        kinds = [c for c in range(len(header))
                 if sum(1 for row in body if c < len(row) and (v := _measure(row[c], header[c])) and v[1] == kind)
                 > len(body) // 2]
        col = kinds[0] if len(kinds) == 1 else None
    if col is None:
        return None
    goal = limit * (_UNITS[unit][1] if unit else 1.0)
    above = op in _ABOVE or op in {"at least", "no less than"}
    inclusive = op in {"at least", "at most", "no more than", "no less than"}

    def holds(row: list[str]) -> bool:
        v = _measure(row[col], header[col]) if col < len(row) else None
        if v is None or (kind is not None and v[1] not in (kind, None)) or (unit and v[1] is None and
                                                                            _header_units(header[col]) is None):
            return False
        x = v[0]
        if inclusive:
            return x >= goal - 1e-9 if above else x <= goal + 1e-9
        return x > goal + 1e-9 if above else x < goal - 1e-9

    return holds


def _value(part: str, header: list[str], body: list[list[str]]) -> Callable[[list[str]], bool] | None:
    words = [w for w in _words(part) if w not in _VERBS]
    if not words:
        return None
    col = _column_named(words, header)
    if col is not None:
        heads = {_singular(w) for w in _words(header[col])}
        wanted = [w for w in words if _singular(w) not in heads]
    else:
        wanted = words
        cols = [c for c in range(len(header))
                if 0 < sum(1 for row in body if c < len(row) and _has(row[c], wanted)) < len(body)]
        col = cols[0] if len(cols) == 1 else None
    if col is None or not wanted:
        return None
    # The words must tell rows apart: held by some rows' cells, not by all.
    if not 0 < sum(1 for row in body if col < len(row) and _has(row[col], wanted)) < len(body):
        return None
    return lambda row: col < len(row) and _has(row[col], wanted)


def _has(cell: str, words: list[str]) -> bool:
    got = {_singular(w) for w in _words(cell)}
    return all(_singular(w) in got for w in words)


def condition_text(objective: str, after: int) -> str | None:
    """The condition a task states after position `after` (the end of the rows it formats: "the
    names of the boats"): from "that/which/who/whose/where/with" to the formatting asked or the
    sentence's end; None when none opens there."""
    m = re.compile(r"\s*(?:that|which|who|whose|where|with)\s+", re.I).match(objective, after)
    if m is None:
        return None
    end = _END.search(objective, m.start())
    text = objective[m.start(): end.start() if end else len(objective)].strip()
    return text or None


def rows_meeting(header: list[str], body: list[list[str]], condition: str) -> list[int] | None:
    """The indexes into `body` of the rows that meet `condition` (each "and" part: `_comparison`,
    else `_value`); None when a part is not read, or is a negation."""
    condition = _LEAD.sub("", condition.strip())
    if not condition or _NEGATION.search(condition) or re.search(r"\bor\b", condition, re.I):
        return None
    tests = []
    for part in re.split(r"\s*(?:,\s*)?\band\b\s*(?:(?:that|which|who)\s+)?", condition):
        part = part.strip(" ,")
        if not part:
            continue
        test = _comparison(part, header, body) or _value(part, header, body)
        if test is None:
            return None
        tests.append(test)
    if not tests:
        return None
    return [i for i, row in enumerate(body) if all(t(row) for t in tests)]
