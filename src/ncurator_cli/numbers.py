"""Numbers as an answer writes them, and the ones an answer states that its sources never show.

A small model adds up and counts in its head and copies figures wrongly; an answer whose number
appears nowhere in what the model was shown (the task, the tool results, the task results) is a
claim nothing supports. `7,502.14` and `7502.140` are the same number; an id like `TK-101`, a
version like `v2.1.3` or a date's parts after the year are not numbers of their own.
"""

from __future__ import annotations

import re

NUMBER = re.compile(r"(?<![\w.,/-])-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\w]|\.\d)")


def _value(token: str) -> float | None:
    try:
        return round(float(token.replace(",", "")), 6)
    except ValueError:
        return None


def numbers_in(text: str) -> set[float]:
    return {v for m in NUMBER.finditer(text) if (v := _value(m.group())) is not None}


def numbers_not_in(answer: str, shown: str) -> list[str]:
    """The numbers `answer` states (as written there, in order) that `shown` does not hold. A
    single digit is left out: counting a handful of items in a list the model was shown (`3 to-do
    items`) is reliable, and such counts are rarely written in the sources themselves."""
    # A comma is also a CSV field's separator: `Brook Mill,0161 555` shows 0161 (read as above,
    # only a thousands separator, it hid every number that follows a comma in a CSV line).
    known = numbers_in(shown) | numbers_in(shown.replace(",", " , "))
    out: list[str] = []
    for m in NUMBER.finditer(answer):
        value = _value(m.group())
        small = value is not None and float(value).is_integer() and 0 <= value < 10
        if value is not None and not small and value not in known and m.group() not in out:
            out.append(m.group())
    return out


#: A figure written as a float computes it: six or more decimals ("25.793103448275854").
LONG_FIGURE = re.compile(r"(?<![\w.])-?\d+\.\d{6,}(?![\w.])")
_SHORT_DECIMAL = re.compile(r"(?<![\w.,/-])-?\d+\.(\d{1,4})(?![\w]|\.\d)")


def long_figures(text: str) -> list[str]:
    """The figures in `text` written with six or more decimals: what a float prints, which no
    document or table a person writes holds (a probe's script wrote a mean so into a report)."""
    return list(dict.fromkeys(m.group() for m in LONG_FIGURE.finditer(text)))


def usual_decimals(text: str) -> tuple[int, list[str]] | None:
    """The number of decimals most of `text`'s decimal figures are written with (1 to 4), and up
    to three of them; None when it has none."""
    found = [m for m in _SHORT_DECIMAL.finditer(text)]
    if not found:
        return None
    counts: dict[int, list[str]] = {}
    for m in found:
        counts.setdefault(len(m.group(1)), []).append(m.group())
    n = max(counts, key=lambda k: len(counts[k]))
    return n, list(dict.fromkeys(counts[n]))[:3]


def rounding_advice(text: str) -> str:
    """How `text` (the document or table a figure goes into) writes its decimal figures, as a
    sentence for a note: "its other figures have 1 decimal (31.2, 29.8): round to 1 decimal"."""
    usual = usual_decimals(text)
    if usual is None:
        return "round it to the decimals the task or its data use (2 for money)"
    n, examples = usual
    return (f"its other figures are written with {n} decimal{'s' if n > 1 else ''} ({', '.join(examples)}): round to "
            f"{n} (f\"{{value:.{n}f}}\")")
