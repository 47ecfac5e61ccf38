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
