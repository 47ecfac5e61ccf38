"""Kinds of text an objective names by what they are, not by their words: "every temperature (e.g.
16°C)", "the closure dates", "all the prices". `kind_pattern` gives the regular expression that
finds them in a document's text: from the example the objective shows, its figures and month or
day names made general and the rest kept as written; else from the kind's own word (a date, a time,
a temperature, a price, a percentage). Deterministic; the host formats what it finds, the model
picks nothing.
"""

from __future__ import annotations

import re

_MONTH = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
          r"Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?")
_DAY = r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?"
_NUM = r"\d+(?:[.,]\d+)*"
#: A date as documents write it: "14 May 2026", "Thursday 14 May", "May 14, 2026", "14/05/2026",
#: "2026-05-14", "14th May".
_DATE = (rf"(?<!\w)(?:{_DAY}\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH}(?:,?\s+\d{{4}})?|{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?"
         rf"(?:,?\s+\d{{4}})?|\d{{1,2}}/\d{{1,2}}/\d{{2,4}}|\d{{4}}-\d{{2}}-\d{{2}})")
_TIME = r"\d{1,2}(?::\d{2}|\.\d{2}\s?(?:[ap]\.?m\.?))(?:\s?[ap]\.?m\.?)?|\d{1,2}\s?[ap]\.?m\.?"
_RANGE = r"(?:-?\d+(?:\.\d+)?\s?(?:°\s?[CF]?)?\s?(?:–|—|-|to)\s?)?"
#: The kinds a word names, each with its pattern.
KIND_PATTERNS: dict[str, str] = {
    "date": _DATE,
    "time": rf"(?<![\d:])(?:{_TIME})(?:\s?(?:–|—|-|to)\s?(?:{_TIME}))?",
    "temperature": rf"{_RANGE}-?\d+(?:\.\d+)?\s?°\s?[CF]\b",
    "price": r"[£$€]\s?\d[\d,]*(?:\.\d{2})?(?:\s?(?:–|—|-|to)\s?[£$€]?\s?\d[\d,]*(?:\.\d{2})?)?",
    "percentage": rf"{_NUM}\s?%",
}
_KIND_WORDS = {"date": "date", "dates": "date", "deadline": "date", "deadlines": "date", "time": "time",
               "times": "time", "temperature": "temperature", "temperatures": "temperature", "temp": "temperature",
               "temps": "temperature", "price": "price", "prices": "price", "cost": "price", "costs": "price",
               "fee": "price", "fees": "price", "amount": "price", "amounts": "price", "percentage": "percentage",
               "percentages": "percentage", "percent": "percentage", "rate": "percentage", "rates": "percentage"}
#: "every temperature", "all the closure dates", "each price": a kind named as what is formatted.
_KIND_NAMED = re.compile(r"\b(?:every|each|all(?:\s+(?:of\s+)?the)?|the|any)\s+(?:[a-z-]+\s+){0,2}?("
                         + "|".join(sorted(_KIND_WORDS, key=len, reverse=True)) + r")\b", re.I)
#: An example of the kind: "(e.g. 16°C)", "such as 14 May 2026", "for example 9:30".
_EXAMPLE = re.compile(r"\b(?:e\.\s?g\.|for\s+example|such\s+as|like)[,:]?\s+[\"“‘'`]?([^)\"”’'`;]{1,40}?)[\"”’'`]?"
                      r"(?=\s*(?:\)|;|,\s|\.\s|\.$|$|\s(?:and|or|so|in|to)\s))", re.I)
_MONTH_WORD = re.compile(rf"{_MONTH}$", re.I)
_DAY_WORD = re.compile(rf"{_DAY}$", re.I)


def example_pattern(example: str) -> str | None:
    """A pattern for the kind an example shows: each run of digits any figure, each month or day
    name any month or day, the rest (a unit, a sign, a separator) as written ("16°C" ->
    `\\d+(?:[.,]\\d+)?°C`, "14 May 2026" -> a day, any month, a year). None for an example with
    neither a figure nor a month or day name (a name, a word: no kind to make general)."""
    parts: list[str] = []
    general = False
    for tok in re.findall(r"\d+|[A-Za-z]+\.?|\s+|.", example.strip()):
        if tok.isdigit():
            parts.append(r"\d+(?:[.,]\d+)?")
            general = True
        elif tok.strip() and _MONTH_WORD.match(tok):
            parts.append(_MONTH)
            general = True
        elif tok.strip() and _DAY_WORD.match(tok):
            parts.append(_DAY)
            general = True
        elif tok.isspace():
            parts.append(r"\s?" if len(parts) and parts[-1] == r"\d+(?:[.,]\d+)?" else r"\s+")
        else:
            # A unit after a figure may stand a space off it ("12.5 °C" beside "16°C").
            space = r"\s?" if parts and parts[-1] == r"\d+(?:[.,]\d+)?" and not tok.isalnum() else ""
            parts.append(space + re.escape(tok))
    if not general:
        return None
    body = "".join(parts)
    # A range of the kind is one of it ("18–20°C"): the figure before the dash kept with it.
    lead = _RANGE if body.startswith(r"\d") else ""
    return rf"(?<![\w.]){lead}{body}(?![\w])"


def kind_pattern(objective: str) -> tuple[str, str] | None:
    """(what, pattern) for the kind of text an objective names by what it is: its example's
    (`example_pattern`) when it shows one, else the pattern of a kind word it names after every,
    all, each or the ("the closure dates": dates). None when it names neither."""
    m = _EXAMPLE.search(objective)
    if m:
        pattern = example_pattern(m.group(1))
        if pattern:
            return m.group(1).strip(), pattern
    for named in _KIND_NAMED.finditer(objective):
        if named.group(1).lower() == "time" and re.match(r"(?:every|each|any)\s+time$", named.group(0), re.I):
            continue  # "bold Petrel every time it appears": how often, not a kind of text
        kind = _KIND_WORDS[named.group(1).lower()]
        return kind, KIND_PATTERNS[kind]
    return None


def kind_spans(pattern: str, text: str) -> list[str]:
    """The distinct texts `pattern` finds in `text`, in order, each stripped of the spaces around it."""
    out: list[str] = []
    for m in re.finditer(pattern, text, re.I):
        found = m.group(0).strip(" ,")
        if found and found not in out:
            out.append(found)
    return out
