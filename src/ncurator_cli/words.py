"""English function words, shared by what reads words: knowledge-base relevance (kb/relevance.py),
the data checks of guided scripts (guided/datalint.py) and the objective's words that single out
files (objective). A module of its own, so that none of them imports numpy (kb/relevance does)
to get a word list. Also `squashed`, a name as names are compared, and `month_number`, a month's
name as its number (the dates of tools/ and the file names of objective/ read them alike)."""

from __future__ import annotations

import re
from typing import Any

STOPWORDS = frozenset(
    """a about above after again against all am an and any are as at be because been before being below
    between both but by can could did do does doing down during each few for from further had has have
    having he her here hers herself him himself his how i if in into is it its itself just me more most
    my myself no nor not now of off on once only or other our ours ourselves out over own same she should
    so some such than that the their theirs them themselves then there these they this those through to
    too under until up very was we were what when where which while who whom why will with would you your
    yours yourself yourselves please use using used make get want need way one also like tell show give
    find""".split()
)


def squashed(name: Any) -> str:
    """A column name, a field or a cell's text as compared with another: lower case, letters and
    digits only ("Job no." -> "jobno")."""
    return re.sub(r"[^0-9a-z]+", "", str(name).casefold())


MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
               "november", "december")


def month_number(word: str) -> int | None:
    """The number of the month a word names, whole or cut to three letters or more ("Jan", "sept",
    "March"), any case; None for any other word."""
    word = word.casefold()
    return next((i for i, name in enumerate(MONTH_NAMES, 1) if len(word) >= 3 and name.startswith(word)), None)
