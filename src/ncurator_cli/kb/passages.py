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


#: Words by which a document says whether it is in force: superseded, replaced, a draft, a version.
_STATUS = re.compile(
    r"\b(?:superseded|replaced\s+by|replaces|no\s+longer\s+(?:in\s+force|applies|valid|used|current)|obsolete|"
    r"withdrawn|archived|draft|proposal|proposed|not\s+(?:yet\s+)?(?:approved|in\s+force|adopted)|"
    r"(?:in\s+force|effective)\s+(?:from|since|on|as\s+of)?\s*\d|current\s+version)\b", re.I)
_SENTENCE = re.compile(r"[^.!?\n]*(?:[.!?](?=\s|$)|\n|$)")
#: The most characters of a document's status quoted beside its passages.
STATUS_CHARS = 240


def document_status(head: str) -> str:
    """The sentences of a document's opening (`KnowledgeBase.document_heads`) that say whether it is
    in force ("SUPERSEDED on 1 January 2025 by version 7.", "Draft - not yet approved.",
    "Effective 1 January 2025 ... Replaces version 6."), joined; '' when none does. Passages of a
    superseded policy and of its successor were quoted side by side with nothing saying which was
    which, and a probe's answer took a limit from the superseded one."""
    found: list[str] = []
    for m in _SENTENCE.finditer(head or ""):
        sentence = " ".join(m.group(0).split()).lstrip("#*> ").strip()
        if sentence and _STATUS.search(sentence) and sentence not in found:
            found.append(sentence)
    return preview(" ".join(found), STATUS_CHARS) if found else ""


#: What a document says of itself when it is no longer in force (its `status`).
NOT_IN_FORCE = re.compile(r"\b(?:superseded|replaced\s+by|no\s+longer|withdrawn|archived?|out\s+of\s+date|"
                          r"kept\s+for\s+reference|obsolete|draft)\b", re.I)
#: Words of a question about a version no longer in force (the old policy, the draft, what changed).
_ASKS_HISTORY = re.compile(r"\b(?:old|older|previous(?:ly)?|earlier|former(?:ly)?|used\s+to|superseded|replaced|"
                           r"archived?|history|historic(?:al)?|drafts?|what\s+changed|differen(?:t|ce|ces)|compar\w*|"
                           r"original(?:ly)?)\b", re.I)


def in_force(hits: list[dict[str, Any]], question: str) -> list[dict[str, Any]]:
    """`hits` (each with its `status`, `with_status`) without the passages of a document that says
    it is no longer in force (superseded, withdrawn, kept for reference, a draft) when passages of
    another document are among them and `question` asks nothing of an older version. With a
    superseded policy's passages quoted beside its successor's, marked as such, a 1.5B model still
    answered from the superseded one (a probe's "24 hours" for today's 48)."""
    if _ASKS_HISTORY.search(question or ""):
        return hits
    old = {str(h.get("document_id")) for h in hits if NOT_IN_FORCE.search(str(h.get("status") or ""))}
    old |= replaced_documents(hits)
    kept = [h for h in hits if str(h.get("document_id")) not in old]
    return kept if old and kept else hits


#: What a document says it replaces: "This policy replaces the 2019 pets policy (version 2) in full."
_REPLACES = re.compile(r"\b(?:replaces|replacing|supersedes|superseding)\b([^.;\n]{0,120})", re.I)
#: What names one version of a document: a year, or a version number.
_VERSION_MARK = re.compile(r"\b((?:19|20)\d\d)\b|\b(?:version|v)\s?(\d+(?:\.\d+)?)\b", re.I)


def _marks(text: str) -> set[str]:
    """The years and version numbers a text names ('2019', 'v2')."""
    return {m.group(1) or f"v{m.group(2)}" for m in _VERSION_MARK.finditer(text or "")}


def replaced_documents(hits: list[dict[str, Any]]) -> set[str]:
    """The documents among `hits` that another of them says it replaces ("replaces the 2019 pets
    policy (version 2)"): one whose id, status or passages name the year or version the sentence
    names, which the replacing document's own id does not. The superseded document said nothing
    of itself, and a probe's answer took the old policy's "one cat per flat" over the new one."""
    ids = list(dict.fromkeys(str(h.get("document_id")) for h in hits))
    said = {d: " ".join(str(h.get("status") or "") for h in hits if str(h.get("document_id")) == d) for d in ids}
    text = {d: " ".join([d, said[d], *(str(h.get("text") or "")[:400] for h in hits if str(h.get("document_id")) == d)])
            for d in ids}
    out: set[str] = set()
    for d in ids:
        for m in _REPLACES.finditer(said[d]):
            wanted = _marks(m.group(1)) - _marks(d)
            out |= {o for o in ids if o != d and wanted and wanted & _marks(text[o])}
    return out


def with_status(kb: Any, hits: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`hits` each with its document's `status` (`document_status`) where it has one; the hits as
    they are when the knowledge base cannot say."""
    ids = list(dict.fromkeys(str(h.get("document_id")) for h in hits if h.get("document_id")))
    try:
        heads = kb.document_heads(ids) if ids else {}
    except Exception:  # a status is a help to the reader, never a reason to fail the search
        return hits
    status = {d: document_status(t) for d, t in heads.items()}
    return [{**h, "status": status[str(h.get("document_id"))]} if status.get(str(h.get("document_id"))) else h
            for h in hits]


def format_passages(hits: list[dict[str, Any]], *, with_doc: bool = False, per: int = PER_PASSAGE,
                    budget: int = BUDGET) -> str:
    """One `[citation] text` block per passage in reading order; past `budget`, citations only. The
    first passage of a document with a `status` (`with_status`) says it: `(the document says:
    "...")`."""
    out: list[str] = []
    more: list[str] = []
    used = 0
    said: set[str] = set()
    for h in reading_order(hits):
        where = f"[{cite(h)}]" + (f" (doc {h.get('document_id')})" if with_doc else "")
        doc = str(h.get("document_id"))
        if h.get("status") and doc not in said:
            said.add(doc)
            where += f' (the document says: "{h["status"]}")'
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


#: A passage block as the prompts show it: `[document › heading] text`.
_BLOCK = re.compile(r"^\[([^\[\]\n]+ › [^\[\]\n]+|[^\[\]\n]+\.\w{2,5})\] (.*(?:\n(?!\[).*)*)", re.M)
_WORD = re.compile(r"[a-z0-9][a-z0-9.'-]*[a-z0-9]|\d", re.I)
_COMMON = frozenset("""that this with from have will your they their there which when what about into only must
    been were would could should than then them also more most each other some such does doing here just over
    very after before while where these those yes""".split())
#: A passage shares this many of an answer's words to be named as a source of it; at most
#: SOURCES_NAMED are named.
SOURCE_WORDS, SOURCES_NAMED = 3, 2


def answer_sources(answer: str, shown: str) -> list[str]:
    """The citations of the passages in `shown` (`[document › heading] text` blocks) that an
    answer rests on, for an answer that cites none: the passages sharing the most of its words
    (at least SOURCE_WORDS: numbers, and words of four letters or more), best first. The
    knowledge-base answer prompt asks for `[document › heading]`; a 1.5B model answered "No,
    you need the 3 Star award" to "which rule says so?" and named none (probe trace)."""
    blocks = [(m.group(1), m.group(2)) for m in _BLOCK.finditer(shown)]
    if not blocks or any(f"[{c}]" in answer or c in answer for c, _ in blocks):
        return []

    def words(text: str) -> set[str]:
        return {w.lower() for w in _WORD.findall(text)
                if (w[0].isdigit() or len(w) >= 4) and w.lower() not in _COMMON}

    said = words(answer)
    scored: dict[str, int] = {}
    for c, text in blocks:
        scored[c] = max(scored.get(c, 0), len(said & words(text)))
    best = sorted((c for c, n in scored.items() if n >= SOURCE_WORDS), key=lambda c: -scored[c])
    return best[:SOURCES_NAMED]
