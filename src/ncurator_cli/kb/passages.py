"""Knowledge-base passages as a model reads them: cited, whole, in the order of their document.

Retrieval returns passages best first; a document's sections then come out of order (a runbook's
rollback before its procedure), and a model asked for "the steps, in order" took the first list
it saw. Here passages of one document are grouped (the documents in the order of their best
passage) and put in reading order (the chunk's ordinal), each kept whole up to `per` characters,
and passages past the `budget` are named by their citation only, never cut in the middle of a
list by a whole-text clip.
"""

from __future__ import annotations

import re
from typing import Any

from ..clip import preview

#: A passage longer than this is clipped (head and tail kept).
PER_PASSAGE = 1200
#: Characters of passage text in one listing; the rest are named by citation only.
BUDGET = 3600


def cite(hit: dict[str, Any]) -> str:
    """`document › heading › subheading`: where a passage is."""
    heading = " › ".join(hit.get("heading_path") or [])
    name = hit.get("document_name") or hit.get("document_id")
    return f"{name} › {heading}" if heading else str(name)


def ordinal(hit: dict[str, Any]) -> int:
    """The passage's place in its document (chunk ids end with `#<ordinal>`); -1 when unknown."""
    if isinstance(hit.get("ordinal"), int):
        return int(hit["ordinal"])
    tail = str(hit.get("chunk_id") or "").rsplit("#", 1)[-1]
    return int(tail) if tail.isdigit() else -1


def reading_order(hits: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Documents in the order of their best passage; each document's passages in its own order."""
    docs: dict[str, list[tuple[int, int, dict[str, Any]]]] = {}
    for rank, h in enumerate(hits):
        docs.setdefault(str(h.get("document_id")), []).append((ordinal(h), rank, h))
    return [h for group in docs.values() for _o, _r, h in sorted(group, key=lambda x: (x[0], x[1]))]


def format_passages(hits: list[dict[str, Any]], *, with_doc: bool = False, per: int = PER_PASSAGE,
                    budget: int = BUDGET) -> str:
    """One `[citation] text` block per passage in reading order; past `budget`, citations only."""
    out: list[str] = []
    more: list[str] = []
    used = 0
    for h in reading_order(hits):
        where = f"[{cite(h)}]" + (f" (doc {h.get('document_id')})" if with_doc else "")
        text = preview(str(h.get("text") or ""), per)
        if out and used + len(text) > budget:
            more.append(where)
            continue
        used += len(text)
        out.append(f"{where} {text}")
    if more:
        out.append("Also found, not quoted here (read them with the knowledge-base tools): " + "; ".join(more))
    return "\n".join(out)


#: What a task's details say in place of passages the evidence quotes already.
QUOTED_ABOVE = "(its passages are the ones quoted above)"


def unseen_passages(details: str, shown: str) -> str:
    """A task's details (`message`, `Passages:`, `[citation] text` blocks) without the passages
    `shown` already quotes (its citation and the start of its text); when none is left, a line
    saying so."""
    head, sep, body = details.partition("\nPassages:\n")
    if not sep:
        return details

    def quoted(block: str) -> bool:
        cite, _, text = block.partition("] ")
        start = " ".join(text.split("\n", 1)[0].split())[:40]  # the evidence may quote a passage cut short
        return block.startswith("[") and cite + "]" in shown and start in " ".join(shown.split())

    blocks = re.split(r"\n(?=\[[^\]\n]+\] )", body)
    keep = [b for b in blocks if not quoted(b)]
    if not keep:
        return head + "\n" + QUOTED_ABOVE
    return head + sep + "\n".join(keep)
