"""Judge prose documents one at a time against a task's criterion (host-only, `judge_documents`).

Some selections are judgement, not search: which incident reports meet a severity definition,
which tickets are still open payment problems. A script cannot read prose; a small model that
writes one matches keywords (a development trace classified five incident reports by a regex
for the severity's name, a word none of them holds). Asked about one short document at a time, with
the task and its criteria before it and the reply constrained to a check of each condition (what
the document says on it, met or not), it reads them, though far from always right.

The host makes the calls (`ToolEnv.ask`, a JSON-Schema-constrained model call the capability
supplies) and hands the verdicts to the model as a tool result, one line per document with the
checks it rests on: the model still writes the answer or the file, and can check a verdict.
Only for a few short prose documents (text, Markdown, mail) the task names by folder or path,
when it asks which of them qualify and quotes no phrase (a quoted phrase is a search: grep).
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

from pydantic import Field

from ..objective.intent import paths_in
from .base import Tool, ToolArgs, ToolEnv, ToolError, ToolResult
from .facts import quoted

#: Kinds of file read as prose documents.
PROSE_SUFFIXES = (".txt", ".md", ".markdown", ".eml", ".rst", ".text")
#: Documents judged at most, and the most characters of one (longer ones are not judged whole).
MAX_DOCUMENTS = 10
MAX_CHARS = 3000
#: The least time a judgement is started with (each is one short model call).
MIN_SECONDS = 8.0
#: A line that opens with a date or a time: a log's, not a document's.
_STAMPED = re.compile(r"^\s*[\[(]?(?:\d{4}-\d\d-\d\d|\d\d:\d\d|\d{1,2}/\d{1,2}/\d{2,4}|[A-Z][a-z]{2} +\d{1,2} \d\d:)")
#: A task that selects among documents by a criterion ("determine which incidents qualify",
#: "which tickets are still open", "the reports that meet ...").
_SELECTS = re.compile(
    r"\b(?:which|whose)\b|\bwho\s+(?:is|are|was|were|has|have|meets?|qualif)|\bqualif\w*|\bmeets?\s+the\b"
    r"|\b(?:that|those)\s+(?:are|is|were|was|meet|qualify|count|need|match|fall)\b", re.I)

#: The reply of one judgement: for each condition the task sets on a document (at most three),
#: what this document says on it and whether it is met. The verdict is the host's: every one met.
#: On four small sets of our own (23 documents), asked for a bare verdict the 1.5B model said yes to
#: 22 (9 right); with a no-first yes/no it said no to nearly all (13 right); condition by
#: condition it was right on 15 (docs/tools.md).
JUDGE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"checks": {"type": "array", "minItems": 1, "maxItems": 3, "items": {
        "type": "object",
        "properties": {"condition": {"type": "string", "maxLength": 120},
                       "document_says": {"type": "string", "maxLength": 160},
                       "met": {"type": "string", "enum": ["no", "yes"]}},
        "required": ["condition", "document_says", "met"], "additionalProperties": False}}},
    "required": ["checks"],
    "additionalProperties": False,
}

JUDGE_SYSTEM = ("A task picks some documents out of several; you see one of them. For each condition the task (and "
                "its criteria) sets on a document, say what this document says about it and whether it is met (no "
                "when the document does not say). Conditions are about the document's content, not its file name or "
                "folder. Reply with JSON.")


#: A selection by what a file is rather than what it says (its size, age, name or line count), by
#: a comparison of files (the same content), or by a word it contains (a search: grep answers it):
#: not a reading of each document against a criterion.
_NOT_A_JUDGEMENT = re.compile(r"\b(?:size|bytes|[kmg]i?b|modified|created|older|newer|extension|file ?names?|renamed?|empty|"
                      r"same|identical|duplicates?|differ\w*|mention\w*|contain\w*|"
                      r"(?:most|fewest|more|fewer|number of|how many)\s+(?:lines|words|characters))\b", re.I)


def asks_selection(objective: str) -> bool:
    """Whether the task selects among documents by a criterion, without a quoted phrase to search
    for and not by the files' metadata or counts."""
    return bool(_SELECTS.search(objective)) and not quoted(objective) and not _NOT_A_JUDGEMENT.search(objective)


def prose_documents(root: Path, files: list[str], objective: str) -> list[str]:
    """The prose documents the task names: the text/Markdown/mail files in a folder it names (or
    named themselves), 2 to MAX_DOCUMENTS of them, each at most MAX_CHARS and not a log. [] when
    the folder holds other kinds of file too, or more documents than that."""
    named = paths_in(objective)
    folders = [p.rstrip("/") + "/" for p in named if p.endswith("/") or (root / p).is_dir()]
    # A folder's README says what the folder holds; it is none of the documents in it.
    chosen = [f for f in files if (f in named or any(f.startswith(d) for d in folders))
              and not (f not in named and f.rsplit("/", 1)[-1].lower().startswith("readme"))]
    if not chosen or len(chosen) > MAX_DOCUMENTS or any(not f.lower().endswith(PROSE_SUFFIXES) for f in chosen):
        return []
    out = []
    for rel in chosen:
        try:
            text = (root / rel).read_text(encoding="utf-8", errors="replace")
        except OSError:
            return []
        lines = [ln for ln in text.splitlines() if ln.strip()]
        if not lines or len(text) > MAX_CHARS or sum(bool(_STAMPED.match(ln)) for ln in lines) * 2 > len(lines):
            return []
        out.append(rel)
    return out if len(out) >= 2 else []


#: A label a task selects by: a word with a digit ("L1", "P2", "tier-3") or in capitals ("CRITICAL").
_LABEL = re.compile(r"\b(?=[\w-]*\d)[A-Za-z][\w-]*\b|\b[A-Z]{3,}\b")


#: The evidence's count line ("[kb] 3 passages from 3 documents"): no criterion.
_PASSAGES_HEAD = re.compile(r"^\s*(?:\[kb\]\s*)?\d+\s+passages?\b", re.I)
#: A passage's opening: its citation and document id ("[sev.md › Severity] (doc sev.md) text").
_CITATION = re.compile(r"^\s*(\[[^\]\n]+\])(?:\s*\(doc [^)\n]*\))?\s*")


def focused_criteria(task: str, criteria: str) -> str:
    """The lines of `criteria` (knowledge-base passages) that name a label the task selects by
    ("which reports qualify as P1": the matrix row of P1), under their passages' citations and
    headings; when some of those lines are table rows, the rows alone (a line of prose naming the
    label says what follows from it, "P1 needs a status page update", which a 1.5B judge checked
    as a condition no report met). `criteria` whole when no line names a label, or every line
    does; the evidence's count line ("3 passages from 3 documents") is dropped either way, as are
    passages that name no label and a passage opening's words that do not (a development trace's
    judge checked "3 passages from 3 documents" and "assign the highest severity" as conditions).
    Given every level's row of a severity matrix, a 1.5B judge checked a report against the top two
    levels' conditions at once and put a report of the second level in the first."""
    labels = {m.group(0).casefold() for m in _LABEL.finditer(task)}
    kept = [ln for ln in criteria.splitlines() if not _PASSAGES_HEAD.match(ln)]
    whole = criteria if len(kept) == len(criteria.splitlines()) else "\n".join(kept)
    if not labels or not kept:
        return whole

    def names(line: str) -> bool:
        return any(re.search(rf"(?<![\w-]){re.escape(label)}(?![\w-])", line, re.I) for label in labels)

    def body(line: str) -> str:
        m = _CITATION.match(line)
        return line[m.end():] if m else line

    hits = [ln for ln in kept if body(ln).strip() and names(body(ln))]
    if not hits or len(hits) == len([ln for ln in kept if body(ln).strip()]):
        return whole
    rows = [ln for ln in hits if body(ln).lstrip().startswith("|")]
    chosen = set(rows or hits)
    out: list[str] = []
    passage: list[str] = []
    has_hit = False

    def flush() -> None:
        if has_hit:
            out.extend(passage)

    for ln in kept:
        cite = _CITATION.match(ln)
        if cite and ln.lstrip().startswith("["):
            flush()
            passage, has_hit = [ln if ln in chosen else cite.group(1)], ln in chosen
            continue
        if ln in chosen:
            passage.append(ln)
            has_hit = True
        elif ln.lstrip().startswith("#"):
            passage.append(ln)
    flush()
    return "\n".join(out)


#: A bound a condition sets on a quantity: "more than 25% of active users", "at least 3 days", "under £50".
_BOUND = re.compile(
    r"(?<![\w])(?P<op>more than|greater than|over|above|exceed(?:s|ing)?|in excess of|at least|no less than|a minimum of|"
    r"less than|fewer than|under|below|up to|at most|no more than|not more than|a maximum of|>=|<=|≥|≤|>|<)\s*"
    r"(?P<cur>[£$€])?(?P<num>\d[\d,]*(?:\.\d+)?)\s*(?P<unit>%|per\s?cent\b|[a-z]+)?", re.I)
#: A quantity a document states: "about 18% of users", "for 40 minutes", "£1,200".
_QUANTITY = re.compile(r"(?<![\w.])(?P<cur>[£$€])?(?P<num>\d[\d,]*(?:\.\d+)?)\s*(?P<unit>%|per\s?cent\b|[a-z]+)?", re.I)
_OPS = {"more than": "gt", "greater than": "gt", "over": "gt", "above": "gt", "exceeds": "gt", "exceed": "gt",
        "exceeding": "gt", "in excess of": "gt", ">": "gt", "at least": "ge", "no less than": "ge",
        "a minimum of": "ge", ">=": "ge", "≥": "ge", "less than": "lt", "fewer than": "lt", "under": "lt",
        "below": "lt", "<": "lt", "up to": "le", "at most": "le", "no more than": "le", "not more than": "le",
        "a maximum of": "le", "<=": "le", "≤": "le"}


#: Words after a number that are no unit of it ("25 of the members").
_NO_UNIT = frozenset("of and or to the a an in at on for per each by from with than is are was were".split())


def _unit_of(m: re.Match[str]) -> str:
    unit = (m.group("unit") or "").lower()
    if unit == "%" or unit.replace(" ", "") == "percent":
        return "%"
    return m.group("cur") or ("" if unit in _NO_UNIT else unit.removesuffix("s"))


_GROUP_WORD = re.compile(r"\s*([a-z][a-z-]*)", re.I)
_NOT_GROUP = frozenset("the all our their its active current total of".split())
#: Words that end a group's name ("25% of users for an hour"): no unit's words, but for those skipped.
_GROUP_END = _NO_UNIT - _NOT_GROUP


def _share_of(text: str, end: int) -> set[str]:
    """The words naming whose share a percentage is ("25% of active users" → {'user'}), from the
    text after the number's end: "of" and up to three words, articles and "active" aside; empty
    when no "of" follows."""
    m = re.match(r"\s*of\b", text[end:], re.I)
    if m is None:
        return set()
    words, at = [], end + m.end()
    for _ in range(3):
        w = _GROUP_WORD.match(text, at)
        word = w.group(1).lower() if w else ""
        if w is None or word in _GROUP_END:
            break
        at = w.end()
        if word not in _NOT_GROUP:
            words.append(word.removesuffix("s"))
    return set(words)


def threshold_met(condition: str, says: str) -> bool | None:
    """Whether what a document says meets the one bound its condition sets on a quantity with a
    unit ("affecting more than 25% of active users" against "about 18% of active users saw
    errors": False), by the numbers; None when the condition sets no such bound, or more than one,
    offers alternatives ("or"), or the document states no quantity of that unit, or several that
    disagree. A 1.5B judge marked 18% as meeting "more than 25%" (a development trace)."""
    if _EITHER.search(condition) or re.search(r"\bor\b", condition, re.I):
        # Alternatives ("data lost, or an outage for more than 25% of users"): a quote that states
        # a quantity speaks to the one alternative that bounds a quantity of its unit.
        found = {threshold_met(part, says) for part in re.split(r"\*\*or\*\*|\bor\b|\beither\b", condition, flags=re.I)
                 if part.strip()}
        found.discard(None)
        return found.pop() if len(found) == 1 else None
    bounds = [m for m in _BOUND.finditer(condition) if _unit_of(m)]
    if len(bounds) != 1:
        return None
    bound = bounds[0]
    kind, limit, unit = _OPS[bound.group("op").lower()], float(bound.group("num").replace(",", "")), _unit_of(bound)
    group = _share_of(condition, bound.end()) if unit == "%" else set()
    results = set()
    for m in _QUANTITY.finditer(says):
        if _unit_of(m) != unit:
            continue
        other = _share_of(says, m.end()) if unit == "%" else set()
        if group and other and not group & other:
            # A share of another group ("30% of employees" for "more than 25% of active users"):
            # the document states no share of the one the condition bounds.
            results.add(False)
            continue
        value = float(m.group("num").replace(",", ""))
        results.add({"gt": value > limit, "ge": value >= limit, "lt": value < limit, "le": value <= limit}[kind])
    return results.pop() if len(results) == 1 else None


_WORD = re.compile(r"[^\W_]+(?:[.,'’-][^\W_]+)*%?")
_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")


def said_in(quote: str, document: str) -> bool:
    """Whether a document holds what a judge quotes from it: every number of the quote is one of
    the document's, and at least half of its words are the document's words (a quote may be
    trimmed, reworded or its case changed; a short one, "none.", says too little to tell). A 1.5B judge
    "quoted" a document as saying the task's own criterion ("a customer-facing outage affecting
    more than 25% of active users") where it said 18% (a development trace)."""
    words = [w.casefold() for w in _WORD.findall(quote)]
    if len(words) < 4:
        return True
    have = {w.casefold() for w in _WORD.findall(document)}
    numbers = {n.replace(",", "") for n in _NUMBER.findall(document)}
    if any(n.replace(",", "") not in numbers for n in _NUMBER.findall(quote)):
        return False
    return sum(w in have for w in words) * 2 >= len(words)


#: "Any loss of data, **or** an outage ...", "X; or Y", "X OR Y".
_EITHER = re.compile(r"\*\*or\*\*|[,;]\s+or\s+|\s+OR\s+|\beither\b")


def alternatives(criteria: str) -> bool:
    """Whether the criteria are one condition of alternatives ("any confirmed loss of data, **or**
    an outage over 25%"): a document meets them when any check is met. One line of them (the
    passages' citations and headings aside) that offers alternatives and joins nothing with "and".
    A development trace's judge checked the two alternatives and required both."""
    body = [ln for ln in criteria.splitlines() if ln.strip() and not ln.lstrip().startswith(("[", "#"))]
    return len(body) == 1 and bool(_EITHER.search(body[0])) and not re.search(r"\band\b|\*\*and\*\*", body[0], re.I)


def judge_documents(env: ToolEnv, files: list[str], task: str, criteria: str = "") -> list[str]:
    """One line per document: `path: yes|no — condition: 'what it says' (met|not met); ...`, from one
    constrained call each; yes when every condition is met (any, for criteria of alternatives)."""
    if env.ask is None:
        raise ToolError("judging documents needs a model; this run has none for it")
    criteria = focused_criteria(task, criteria)
    either = alternatives(criteria)
    head = f"Task: {task}" + (f"\n\nCriteria:\n{criteria.strip()}" if criteria.strip() else "")
    lines = []
    for rel in files:
        if env.deadline is not None and env.deadline - time.monotonic() < MIN_SECONDS:
            env.stop(f"stopped at the time budget: {len(files) - len(lines)} documents not judged")
            break
        text = env.resolve(rel).read_text(encoding="utf-8", errors="replace")[:MAX_CHARS]
        try:
            checks = json.loads(env.ask(JUDGE_SYSTEM, f"{head}\n\nDocument {rel}:\n{text.strip()}", JUDGE_SCHEMA))["checks"]
            said = [(" ".join(str(c["condition"]).split()), " ".join(str(c["document_says"]).split()), c["met"] == "yes")
                    for c in checks]
            # A bound on a quantity is checked by its numbers, not the model's reading of them; a
            # quote the document does not hold is no evidence of it.
            said = [(cond, says, met if (by := threshold_met(cond, says)) is None else by) for cond, says, met in said]
            said = [(cond, says, met and said_in(says, text)) for cond, says, met in said]
        except (ValueError, KeyError, TypeError):
            lines.append(f"{rel}: not judged (the reply was not a verdict)")
            continue
        if not said:
            lines.append(f"{rel}: not judged (no condition was checked)")
            continue
        verdict = "yes" if (any if either else all)(met for _, _, met in said) else "no"
        lines.append(f"{rel}: {verdict} — " + "; ".join(f"{cond[:80]}: {says[:120]!r} ({'met' if met else 'not met'})"
                                                          for cond, says, met in said))
    return lines


def verdicts_of(lines: list[str]) -> dict[str, bool]:
    """{path: selected} from `judge_documents`' lines (a document not judged is left out)."""
    out = {}
    for line in lines:
        m = re.match(r"(.+?): (yes|no) — ", str(line))
        if m:
            out[m.group(1)] = m.group(2) == "yes"
    return out


def _names_of(doc: str) -> tuple[str, str]:
    """A document's file name and its stem ("a/A-2.md" → "A-2.md", "A-2")."""
    name = doc.rsplit("/", 1)[-1]
    return name, name.rsplit(".", 1)[0]


def _mentions(text: str, word: str) -> bool:
    """Whether `text` names `word` whole, in any case (not inside a longer name: "A-20" is no "A-2")."""
    return bool(word) and re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text, re.I) is not None


#: Said once when a file a task wrote lists other documents than the judgement selected.
VERDICTS_NOTE = ("{path} lists {listed}, but the documents judged one by one against the task gave yes for {chosen} "
                 "(the judgement's lines are above). Write the ones judged yes — unless a verdict is wrong by what its "
                 "document says: then reply `DONE:` naming that document and the words of it that settle it.")


def verdicts_slip(judged: dict[str, bool], text: str, rel: str) -> str | None:
    """VERDICTS_NOTE when the documents `text` (a file the task wrote) names by their names or
    stems ("INC-204") are not those judged yes; None when it names none of them, or the judgement
    selected none. A development trace's script wrote a test of its own ("'customer-facing' in
    the second line") and listed four reports, none of them the one judged yes."""
    chosen = {d for d, yes in judged.items() if yes}
    if len(judged) < 2 or not chosen:
        return None

    listed = {d for d in judged if any(_mentions(text, w) for w in _names_of(d))}
    if not listed or listed == chosen:
        return None

    def show(docs: set[str]) -> str:
        return ", ".join(sorted(d.rsplit("/", 1)[-1].rsplit(".", 1)[0] for d in docs))

    return VERDICTS_NOTE.format(path=rel, listed=show(listed), chosen=show(chosen))


#: A task that asks for the chosen documents by their ids or file names, one per line, in a list file.
_LISTED_AS = re.compile(r"\b(?P<what>ids?|identifiers?|file ?names?|filenames?)\b(?=.{0,80}?\b(?:one|each)\s+per\s+line\b)", re.I)
LIST_SUFFIXES = ("", ".txt", ".md", ".lst", ".list")


def chosen_list(root: Path, judged: dict[str, bool], objective: str, output: str) -> str | None:
    """The text of `output` when a task asks for the documents the judgement selects, by their
    ids or file names, one per line, in a plain list file ("write their IDs to chosen.txt, one
    per line"): each document judged yes, in path order, by its file name or, for ids, by its
    stem where the document itself states that stem ("ID: A-302", "# A-302: ..."). None when
    none is selected, the output is no plain list file, or an id
    is not the document's stem. The host writes it: given the verdicts, a 1.5B model's turn
    restated them as a finish without writing the file, and the budget ran out (a development
    trace)."""
    m = _LISTED_AS.search(objective)
    if m is None or not output or Path(output).suffix.lower() not in LIST_SUFFIXES or not any(judged.values()):
        return None
    by_name = "name" in m.group("what").lower()
    lines = []
    for doc in sorted(d for d, yes in judged.items() if yes):
        name, stem = _names_of(doc)
        if by_name:
            lines.append(name)
            continue
        try:
            text = (root / doc).read_text(encoding="utf-8", errors="replace")[:MAX_CHARS]
        except OSError:
            return None
        if not _mentions(text, stem):
            return None
        lines.append(stem)
    return "\n".join(lines) + "\n"


class JudgeArgs(ToolArgs):
    task: str = Field(description="the task, in its own words")
    files: list[str] = Field(description="the documents to judge, relative to the workspace root")
    criteria: str = Field("", description="criteria the task refers to (knowledge-base passages)")


def _judge(env: ToolEnv, a: JudgeArgs) -> ToolResult:
    lines = judge_documents(env, a.files, a.task, a.criteria)
    notes = "".join(f"\n({n})" for n in env.notes)
    return ToolResult(
        "Each document judged on its own against the task by the model (yes: one of those the task selects); "
        "check a verdict against what the document says, then use them:\n" + "\n".join(f"- {ln}" for ln in lines) + notes,
        {"verdicts": lines})


#: Host-only: before the first turn of a task that selects among a few prose documents.
JUDGE_DOCUMENTS = Tool(
    "judge_documents",
    "Judge each of a few prose documents on its own against the task: whether it is one the task selects, with "
    "the sentence that decides it.",
    JudgeArgs, _judge,
)
