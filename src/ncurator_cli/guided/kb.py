"""The knowledge base in guided mode: one hybrid search on the user's own words before the model's
first turn, whose passages go on as evidence (a 1.5B model's own searches and "satisfied"
judgements were worse than this)."""

from __future__ import annotations

import re

#: Passages of the guided pre-search.
GUIDED_LIMIT = 6
_WHERE = re.compile(
    r"\b(?:(?:according to|using|in|from|with|look (?:it )?up in|search)\s+)?(?:(?:our|the|this)\s+)?"
    r"(?:knowledge[- ]?base|kb)\b",
    re.I,
)


def guided_query(objective: str) -> str:
    """The objective as a search query: the words that only say *where* to look are dropped."""
    query = _WHERE.sub(" ", objective)
    query = " ".join(query.split()).strip(" ,.;:")
    query = re.sub(r"\s+([,.?;:])", r"\1", query).lstrip(",.;: ")
    return query or objective
