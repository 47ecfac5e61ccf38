"""Intent first: is the objective a question (answer it, change nothing) or a change (which outputs)?

Decided once per objective, before any capability runs, and carried in the run state (`intent`)
and as an `activity` event with action_type `intent`. What follows from it:

- a **question** gets a read-only toolset: its tasks carry `read_only: true`, the docx capability
  offers no edit or save tool, terminal commands run in a read-only sandbox;
- a **change** names its outputs (workspace paths the objective creates or changes, a folder ends
  with `/`); a write outside them is reported (`activity` action_type `unexpected_write`, and a
  line in the final answer).

Two sources, in this order:
1. general linguistic cues (`cues`): the mood of each clause (interrogative, imperative) and
   whether an imperative's verb is one of producing or modifying something (create, write, move,
   delete, rename, set, ...; a general English lexicon, not words of any task). A clause that
   orders an effect makes a change; no such clause and an interrogative sentence or a reading
   imperative ("list", "count", "tell me") make a question. Negated orders ("do not change",
   "change nothing else") and "leave/keep X unchanged" are not effects.
2. the model, when the cues are unclear (or a change names no output): one call decoded under a
   JSON Schema (`declare_intent`; the embedded model compiles it to a grammar, API models take it
   as a native tool call). A scripted model is asked only when its script has an `intent` line.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Collection, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Literal

from ..models.base import Message, ToolSpec

log = logging.getLogger(__name__)

Kind = Literal["question", "change"]

#: Verbs whose imperative orders an effect on files or documents.
EFFECT_VERBS = frozenset(
    """add append apply archive bump change clean comment compress convert copy correct create
    deduplicate dedupe delete drop edit empty export fill fix format generate insert mark merge migrate
    modify move normalise normalize organise organize overwrite patch prepend produce purge refactor
    remove rename reorder replace reset restore rewrite save set sort split store strip tidy translate
    trim truncate turn uncomment update upgrade write zip unzip make put raise increase decrease lower reduce
    enable disable adjust extend shorten combine consolidate collate concatenate bring align sync synchronise
    synchronize""".split()
)
#: Effect verbs that are also nouns or adjectives of a question ("Increase in errors: which day?").
_AMOUNT_VERBS = frozenset("raise increase decrease lower reduce adjust extend shorten".split())
#: Imperatives that ask to read and report, not to change.
READ_VERBS = frozenset(
    """aggregate answer calculate check collect compare compute count describe determine explain extract
    find gather give identify list locate look name report search show summarise summarize tally tell
    verify""".split()
)
#: Sentence openings of a question even without a question mark (an auxiliary needs the mark:
#: "Do it." is an order).
_WH = r"(?:what|which|who|whom|whose|when|where|why|how)"
_POLITE = re.compile(
    r"^(?:(?:please|kindly|now|then|also|just|and|so)\s+|(?:can|could|would|will)\s+you\s+(?:please\s+)?|"
    r"i\s+(?:want|need|would\s+like|'d\s+like)\s+(?:you\s+)?to\s+|help\s+me\s+|let's\s+|go\s+ahead\s+and\s+)+",
    re.I,
)
#: A wish for a new file ("I'd like a file out.csv with ...", "we need a new summary.md"): the
#: clause orders that file made, though no effect verb leads it. Not a wish to know something.
_WISH = re.compile(r"^(?:so\s+|and\s+)?(?:i|we)\s*(?:would|'d|want|need)\b"
                   r"(?!\s+(?:like\s+)?to\s+(?:know|understand|learn|find\s+out|check|see|hear|ask)\b)", re.I)
#: What comes right before the path a wish makes: an article or "new" and a few words ("a file",
#: "a CSV called", "one new report named"), not "in" or "from" (a source).
_NEW_THING = re.compile(r"\b(?:a|an|one|new)\s+(?:[\w-]+\s+){0,3}?(?:(?:called|named)\s+)?[`'\"]?$", re.I)
#: ... or the path as the wish's own object ("I need hours.csv with ...", "we want the out.csv").
_WISHED_PATH = re.compile(r"\b(?:need|want|like)\s+(?:the\s+)?[`'\"]?$", re.I)
_LEAVE = re.compile(r"^(?:please\s+)?(?:leave|keep|do\s+not\s+(?:touch|change)|don't\s+(?:touch|change))\b", re.I)
_SENTENCES = re.compile(r"(?<=[.!?])\s+(?=[A-Za-z\"'`(])")
#: Words ending in a period that end no sentence ("e.g. the logs", "approx. 40"): the text after
#: them, when it starts in lower case, goes on the same sentence.
_ABBREVIATION = re.compile(r"(?:^|\s)(?:e\.g|i\.e|etc|vs|approx|incl|excl|no|fig|cf|resp|min|max|ca)\.$", re.I)
#: A label before the order it heads ("heads-up: upgrade ...", "Note: keep ..."): a few words
#: and a colon.
_LABEL = re.compile(r"^[A-Za-z][\w'-]*(?:\s+[\w'-]+){0,3}:\s+(?=[A-Za-z])")
#: Clause boundaries inside a sentence: a comma or semicolon, a dash between spaces ("fix it -
#: don't edit the tests"), or a coordinating "and"/"then".
#: A colon before an order ("I want a summary of my runs: write runs.csv ...") ends a clause too.
_CLAUSES = re.compile(r"\s*[;,]\s+|\s*[()]\s*|\s+[-–—]\s+|\s+(?:and\s+then|and|then)\s+(?=[a-z]+\b(?![./]\w))|"
                      r":\s+(?=(?:please\s+)?(?:" + "|".join(sorted(EFFECT_VERBS)) + r")\b)", re.I)
_NEGATED_OBJECT = re.compile(r"^\s*(?:nothing|no\b|none\b|not\b)", re.I)
_KEEP = re.compile(r"\b(?:leav(?:e|ing)|keep(?:ing)?)\b.*?\b(?:unchanged|(?:as|where)\s+(?:it|they)\s+(?:is|are)|intact|untouched|"
                   r"alone)\b|"
                   r"\b(?:must|should)\s+(?:stay|remain)\s+(?:unchanged|as\s+(?:it|they)\s+(?:is|are))\b|"
                   r"\b(?:do\s+not|don't|never)\s+(?:touch|modify|change|edit|alter)\b", re.I)
#: A workspace path as an objective writes it: `dir/name.ext`, `name.ext` or `dir/` (a folder).
#: A dotfile (`.env`, `config/.env.local`, `.gitignore`) is a path too.
#: A path: `dir/name.ext`, a dotfile, `dir/`. Not a name in square brackets (`[database.pool]`, a
#: TOML table or an INI section).
PATH = re.compile(r"(?<![\w/.@:\[-])((?:[\w-][\w.-]*/)*(?:[\w-][\w.-]*\.[A-Za-z][A-Za-z0-9]{0,7}(?:\.\d{1,3}(?!\d|\.\w))?|\.[A-Za-z][\w-]*(?:\.[\w-]+)*)"
                  r"|(?:[\w-][\w.-]*/)+)(?![\w/\]-])")
_NOT_PATHS = frozenset({"e.g.", "i.e.", "etc.", "vs.", "e.g", "i.e"})
#: File name extensions an objective names as a kind of file (".txt files"), never dotfiles.
_EXTENSIONS = frozenset("""txt md markdown rst csv tsv json jsonl ndjson yaml yml toml ini cfg conf log py js ts jsx tsx
    html htm css scss docx doc xlsx xls pptx pdf png jpg jpeg gif svg webp zip gz tgz tar bz2 xz bak tmp xml sh bash
    rb go rs java kt c h cc cpp hpp cs php pl lua sql db sqlite sqlite3 lock pyc whl out err old orig swp""".split())


@dataclass
class Intent:
    kind: Kind
    outputs: list[str] = field(default_factory=list)
    keep: list[str] = field(default_factory=list)  # paths the objective says to leave unchanged
    only: list[str] = field(default_factory=list)  # folders the objective confines writes to ("nothing outside d/")
    source: str = "cues"  # cues | model | cues+model | default (unclear, no model answer: a change)
    reason: str = ""

    @property
    def read_only(self) -> bool:
        return self.kind == "question"

    @property
    def asks_change(self) -> bool:
        """A change the objective clearly orders (not one assumed for want of a reading)."""
        return self.kind == "change" and self.source != "default"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> Intent | None:
        if not data or data.get("kind") not in ("question", "change"):
            return None
        return cls(kind=data["kind"], outputs=list(data.get("outputs") or []), keep=list(data.get("keep") or []),
                   only=list(data.get("only") or []), source=str(data.get("source") or "cues"), reason=str(data.get("reason") or ""))

    def summary(self) -> str:
        if self.kind == "question":
            return f"question: answer only, no file is changed ({self.source}: {self.reason})"
        named = ", ".join(self.outputs) if self.outputs else "not named"
        keep = f"; unchanged: {', '.join(self.keep)}" if self.keep else ""
        return f"change: outputs {named}{keep} ({self.source}: {self.reason})"


@dataclass
class Cues:
    kind: Kind | None  # None: unclear
    outputs: list[str]
    keep: list[str]
    reason: str
    only: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)  # the clauses that say what must not change
    verbs: list[str] = field(default_factory=list)  # a change's effect verbs ("add", "save")


#: Files without an extension that the workspace has and the objective names (`known_files`):
#: paths to `paths_in` while set (`files_known`).
_KNOWN: ContextVar[frozenset[str]] = ContextVar("known_files", default=frozenset())
#: A name with no extension: `ssh/config`, `etc/hosts`, `Makefile`.
_BARE = re.compile(r"(?<![\w/.@:\[-])((?:\./)?(?:[\w-][\w.-]*/)*[\w-]+)(?![\w/.\]-]|\.\w)")
#: Extensionless files named by convention: a path even without a slash or backticks.
_CONVENTIONAL = frozenset("""Makefile GNUmakefile Dockerfile Containerfile Procfile Gemfile Jenkinsfile Vagrantfile
    Brewfile Justfile LICENSE CODEOWNERS crontab""".split())


#: A date slot of a name form: `YYYY`, `MM`, `DD` standing alone between separators.
DATE_SLOTS = re.compile(r"(?<![A-Za-z])(?:YYYY|YY|MM|DD)(?![A-Za-z])")


#: A file name with spaces, in quotes: "save it as "Q-12 Smith rev2.docx"" (unquoted, only `rev2.docx` reads as a path).
_QUOTED_SPACED = re.compile(r"""["“'‘`]((?:[\w-][\w.-]*/)*[\w(&-][^"”'’`\n/]*\s[^"”'’`\n/]*\.[A-Za-z][A-Za-z0-9]{0,7})["”'’`]""")


def paths_in(text: str) -> list[str]:
    found: list[tuple[int, str]] = []
    quoted = [(m.start(1), m.end(1)) for m in _QUOTED_SPACED.finditer(text)
              if m.group(1).rsplit(".", 1)[-1].lower() in _EXTENSIONS]
    found += [(a, text[a:b]) for a, b in quoted]
    for m in PATH.finditer(text):
        if any(a <= m.start(1) < b for a, b in quoted):
            continue  # a part of a quoted name with spaces
        p = m.group(1).strip()
        if p.lower() in _NOT_PATHS or p.startswith("-") or re.fullmatch(r"[\d.]+[A-Za-z]?", p):
            continue
        if p.startswith(".") and p[1:].lower() in _EXTENSIONS:
            continue  # "every .txt file", "to .md": a kind of file, not a dotfile
        if m.start(1) > 0 and text[m.start(1) - 1] in ">}]":
            continue  # the rest of a name template ("YYYY-MM-DD_<show>.mp3", "{name}.bak"): no path
        if (slot := DATE_SLOTS.search(p)) is not None:
            # A name form with date slots ("YYYY-MM-DD_supplier.pdf", "receipts/YYYY-MM/"): no path,
            # only the folders before its first slot are (a probe's plan had the form as its output).
            head = p[:slot.start()].rpartition("/")[0]
            if not head:
                continue
            p = head + "/"
        found.append((m.start(1), p[2:] if p.startswith("./") else p))
    known = _KNOWN.get()
    if known:
        found += [(m.start(1), m.group(1).removeprefix("./")) for m in _BARE.finditer(text)
                  if m.group(1).removeprefix("./") in known]
    out: list[str] = []
    for _, p in sorted(found):
        if p not in out:
            out.append(p)
    return out


def absent_paths(text: str, root: Path | None, objective: str = "", changed: Collection[str] = ()) -> list[str]:
    """The paths `text` (an answer) names inside a folder of the workspace that are not there, nor
    named by the objective, nor among the paths the task changed (`changed`: a file moved or
    deleted is gone by right): "Moved 4 files to recordings/HOLT-A/2025-03/" from a script that
    printed that line as written and moved the files elsewhere (a probe trace). A bare file name
    is left alone (it may be named as a thing, not a place)."""
    if root is None or not text:
        return []
    asked = set(paths_in(objective)) | set(changed)
    out = []
    for p in paths_in(text):
        head = p.split("/", 1)[0]
        if "/" not in p.rstrip("/") or p in asked or not (root / head).is_dir() or any(c in p for c in "<>{}*?"):
            continue
        if not (root / p.rstrip("/")).exists():
            out.append(p)
    return out


def known_files(text: str, root: Path | None) -> frozenset[str]:
    """The extensionless files of the workspace that `text` names: a path with a slash
    (`ssh/config`), or a name in backticks or named by convention (`Makefile`)."""
    if root is None:
        return frozenset()
    out = set()
    for m in _BARE.finditer(text):
        p = m.group(1).removeprefix("./")
        ticked = text[max(0, m.start(1) - 1):m.start(1)] == "`" and text[m.end(1):m.end(1) + 1] == "`"
        if ("/" in p or ticked or p in _CONVENTIONAL) and (Path(root) / p).is_file():
            out.add(p)
    return frozenset(out)


@contextmanager
def files_known(text: str, root: Path | None) -> Iterator[None]:
    """While inside: `paths_in` also finds the workspace's extensionless files `text` names."""
    token = _KNOWN.set(known_files(text, root))
    try:
        yield
    finally:
        _KNOWN.reset(token)


def named_inputs(text: str, root: Any, outputs: Any = (), keep: Any = ()) -> list[str]:
    """The existing workspace files `text` names that are not among `outputs` or `keep`: what a
    task says it reads. A bare file name that is not at the root stands for the file of that name
    in the folder of another named file ("logs/access.log, rotated into access.log.1 and
    access.log.2.gz"), else for the one file of that name in the workspace (`find_named`): a probe's
    plan read the one path written out and, for the two rotated copies, a file of its own choosing."""
    base = Path(root)
    with files_known(text, base):
        named = [p for p in paths_in(text) if p not in outputs and p not in keep]
    found = [p for p in named if (base / p).is_file()]
    folders = list(dict.fromkeys(p.rsplit("/", 1)[0] for p in found if "/" in p))
    out: list[str] = []
    for p in named:
        if p in found:
            out.append(p)
            continue
        if "/" in p or not re.search(r"\.\w", p):
            continue
        near = [f"{d}/{p}" for d in folders if (base / d / p).is_file()]
        where = near if len(near) == 1 else find_named(base, p)
        if len(where) == 1 and where[0] not in outputs and where[0] not in keep and where[0] not in out:
            out.append(where[0])
    return out


#: What a file is called in a sentence: "the suppliers doc", "our price list", "the rota spreadsheet".
_DOC_NOUN = (r"(?:docs?|documents?|drafts?|programmes?|programs?|timetables?|agendas?|handbooks?|brochures?|"
             r"newsletters?|flyers?|leaflets?|guides?|manuals?|catalogues?|menus?|invoices?|contracts?|agreements?|"
             r"policy|policies|proposals?|statements?|checklists?|records?|files?|spreadsheets?|sheets?|lists?|tables?|reports?|logs?|notes|schedules?|"
             r"rotas?|registers?|forms?|minutes|letters?|memos?|csv|json|config|workbook|trackers?|ledgers?|logbooks?|"
             r"rosters?|journals?|diary|diaries|inventory|inventories|directory|index)")
#: A file named by its kind alone ("the Word doc", "the spreadsheet"): the one file of that kind.
_KIND_NAMES = ((r"word\s+(?:doc|document|file)", ".docx"), (r"(?:csv|spreadsheet)(?:\s+file)?", ".csv"),
               (r"json\s+file", ".json"))
#: The kinds of file a description may stand for (data and documents, not code).
_DESCRIBED_KINDS = frozenset({".docx", ".csv", ".tsv", ".json", ".yaml", ".yml", ".toml", ".ini", ".md", ".txt",
                              ".log", ".xlsx"})


def described_files(root: Path, text: str, outputs: Collection[str] = ()) -> list[str]:
    """The workspace files `text` describes by the words of their names and what they are, when it
    does not write their paths: "from our wedding suppliers doc" -> wedding/suppliers.docx, "the
    price list" -> price_list.csv (each word of the file's name, in order, then a word like doc,
    list or sheet, or a name that ends in one), and "the Word doc" -> the one .docx of the
    workspace; a description that fits two files names neither. Probes' scripts, given no file to
    read, guessed at `import docx_read`, read a .docx as a CSV, and read last year's winners for
    "the draw sheet"."""
    # Paths written out are named, not described ("make raffle/winners.csv" describes no winners file).
    low = " ".join(re.findall(r"[a-z0-9]+", re.sub(r"[\w./-]*\w\.[A-Za-z]\w{0,4}\b", " ", text).lower()))
    hits: dict[tuple[str, ...], list[str]] = {}  # the words of a name -> the files they describe
    kinds = {ext for words, ext in _KIND_NAMES if re.search(rf"\b(?:the|a|our|my|that|this)\s+{words}\b", low)}
    by_kind: dict[str, list[str]] = {}
    for folder, files in _walked(root) or []:  # a big tree: no guess
        for name in sorted(files):
            stem, ext = os.path.splitext(name)
            rel = Path(folder, name).relative_to(root).as_posix()
            words = [w for w in re.findall(r"[a-z]+|\d+", stem.lower()) if len(w) > 2 or w.isdigit()]
            if ext.lower() not in _DESCRIBED_KINDS or not words or rel in outputs or name.startswith((".", "~$")):
                continue
            by_kind.setdefault(ext.lower(), []).append(rel)
            # A name's numbers may go unsaid ("the air report draft" for air_report_2031_draft.docx:
            # a year or a version the user does not repeat), when two words are left to describe it.
            said = [w for w in words if not w.isdigit()]
            for ws in ([words, said] if len(said) >= 2 and said != words else [words]):
                phrase = r"\s+".join(rf"{re.escape(w.rstrip('s'))}s?" for w in ws)
                # Three words of a name in order are specific enough on their own; fewer need a
                # word for what the file is after them ("the price list", "our suppliers doc").
                noun = "" if re.fullmatch(_DOC_NOUN, ws[-1]) or len(ws) >= 3 else rf"\s+(?:[a-z]+\s+)?{_DOC_NOUN}"
                if re.search(rf"\b{phrase}{noun}\b", low):
                    hits.setdefault(tuple(words), []).append(rel)
                    break
    # Each description that fits one file; "the Word doc" when the workspace has one.
    found = [files[0] for files in hits.values() if len(files) == 1]
    found += [by_kind[k][0] for k in sorted(kinds) if len(by_kind.get(k, [])) == 1 and by_kind[k][0] not in found]
    return sorted(found)


#: The most entries `find_named` looks at before it gives up (a big tree: no guess).
FIND_NAMED_ENTRIES = 5000


def find_named(root: Path, name: str) -> list[str]:
    """The workspace paths of the files called `name` (hidden folders skipped); [] when the tree
    has more than FIND_NAMED_ENTRIES entries."""
    return [Path(folder, name).relative_to(root).as_posix() for folder, files in _walked(root) or []
            if name in files and os.path.isfile(os.path.join(folder, name))]


def _walked(root: Path) -> list[tuple[str, list[str]]] | None:
    """Each folder of the workspace (hidden ones skipped, in name order) with its file names; None
    when the tree has more than FIND_NAMED_ENTRIES entries (a big tree: no guess)."""
    out: list[tuple[str, list[str]]] = []
    seen = 0
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        seen += len(dirs) + len(files)
        if seen > FIND_NAMED_ENTRIES:
            return None
        out.append((folder, files))
    return out


#: Where an effect puts its result: "write X to out.txt", "save it as b.docx", "export into t.csv".
_DESTINATION = re.compile(r"\b(?:to|into|as)\s+(?:(?:a|an|the|new|file|folder|document|named|called|"
                          r"[A-Za-z]{2,8}\s+(?:file|document)(?:\s+(?:named|called))?)\s+)*"
                          r"(?:(?:end|top|start|beginning|bottom)\s+of\s+(?:the\s+)?)?`?(\S+)", re.I)
#: A participle naming where a result goes: "saved as out.csv", "written to reports/a.txt",
#: "exported into a new file b.csv" (not "saved in", which says where something already is).
_SAVED_AS = re.compile(r"\b(?:saved|written|exported|output|stored)\s+(?:it\s+|them\s+)?(?:as|to|into)\s+"
                       r"(?:(?:a|an|the|new|file)\s+)*`?(?:[\w-][\w.-]*/)*[\w-][\w.-]*\.[A-Za-z]", re.I)
#: Where a reading puts its result: "into out.csv", "in(to) a new file out.txt" (not "compare a to b").
_INTO = re.compile(r"(?:^|\s)(?:into(?:\s+(?:a\s+)?(?:new\s+)?file)?|(?:in|to)\s+(?:a\s+)?(?:new\s+)?file)\s+`?(?:[\w-][\w.-]*/)*[\w-][\w.-]*\.[A-Za-z]", re.I)
#: Effects that make a new thing, named first ("create X from Y").
_MAKES = frozenset({"create", "generate", "produce", "make", "write"})
_MADE_FROM = re.compile(r"\s(?:of|from|in|inside|containing|listing|with|for|using|based\s+on|out\s+of)\s", re.I)
#: A place a sentence ends with: "... in conf/auth.toml." (its last words).
_WHERE_AT_END = re.compile(r"\b(?:in|inside|within)\s+(?:the\s+)?(?:file\s+)?(`?[^\s`]+`?)\s*[.!]?\s*$", re.I)
#: What an effect is done with ("... with rates.json", "using map.csv"): read, not changed.
_MEANS = re.compile(r"\s(?:with|using|by\s+means\s+of|according\s+to|based\s+on)\s", re.I)
#: Effects whose every named path changes (the source too).
_BOTH_ENDS = frozenset({"move", "rename", "organise", "organize", "tidy", "sort", "merge", "convert"})


#: A clause that opens with where it acts: "In config/app.ini, set ...", "Inside notes/ rename ...";
#: with nothing after the place, the clause is the place alone (split from its effect at a comma).
_LOCATIVE = re.compile(r"^(?:in|inside|within)\s+(?:the\s+)?(?:file\s+|folder\s+|document\s+)?(`?[^\s,`]+`?)"
                       r"(?:,?\s+(.+))?$", re.I | re.S)


#: An edit made to the file itself ("editing the file in place", "in-place").
_IN_PLACE = re.compile(r"\bin[\s-]place\b", re.I)
#: A keep clause that keeps all but the task's own changes ("anything else in d/", "the other files").
_ELSE = re.compile(r"\b(?:else|other)\b", re.I)
#: An effect clause that ends in a destination without its path ("combine the tables of reports/
#: into one file", then ", totals.csv in the root"): the path comes in the next clause.
_OPEN_DESTINATION = re.compile(r"\b(?:to|into|as|in)\s+(?:a|an|one|the)\s+(?:(?:new|single|separate)\s+)?"
                               r"(?:[\w-]+\s+){0,2}?(?:file|document|csv|spreadsheet|table|report|list|json|markdown)"
                               r"\s*$", re.I)


def _targets(clause: str, sources_too: bool = True) -> list[str]:
    """The paths an effect clause writes: its destinations when it names some ("... to out.txt"),
    else every path in it (the object of "update a.txt" is what changes) — none when it ends in a
    destination whose path comes next ("... into one file"): the paths in it are what it reads."""
    paths = paths_in(clause)
    if _lead_verb(clause) in _BOTH_ENDS:
        # "convert each amount to GBP with rates.json": what it converts with is read, not changed.
        means = _MEANS.search(clause) if _lead_verb(clause) != "merge" else None
        return [p for p in paths if p not in paths_in(clause[means.end():])] if means else paths
    dest = [p for m in _DESTINATION.finditer(clause) for p in paths_in(m.group(1))]
    if not dest and _lead_verb(clause) == "put":
        # "Put the ids in due.txt", "put together a summary of sales/ in summary.md": where it
        # puts them is after its last "in".
        at = [m for m in re.finditer(r"\s(?:in|into)\s", clause, re.I)]
        if at and re.search(r"\bfrom\b(?:\s+[\w'-]+){0,5}$", clause[:at[-1].start()], re.I):
            return []  # "put together a summary from the exports in sales/": where it reads from
        dest = paths_in(clause[at[-1].end():]) if at else []
    if not dest and _OPEN_DESTINATION.search(clause):
        return []
    if not dest and _lead_verb(clause) in _MAKES:
        # "Create toc.txt containing the headings of memo.docx": what is made comes before what
        # it is made from.
        made = paths_in(_MADE_FROM.split(clause, 1)[0])
        return made or paths
    if not dest and _lead_verb(clause) not in _TAKES_AWAY:
        # "Fill in the column of a.docx from b.csv": what it fills from is read (unless that is
        # all it names). Not "remove the rows from a.csv", whose "from" names what changes.
        sources = {p for m in _SOURCE.finditer(clause) for p in paths_in(m.group(1))[:1]}
        return [p for p in paths if p not in sources] or (paths if sources_too else [])
    return dest or paths


#: Verbs whose "from X" names what changes: "remove the blank lines from a.txt".
_TAKES_AWAY = frozenset("remove delete drop strip clear erase cut exclude deduplicate dedupe purge prune".split())
#: What an effect works from: "from b.csv", "using rates.json", "based on the rules in c.md".
_SOURCE = re.compile(r"\b(?:from|using|based\s+on|according\s+to)\s+((?:the\s+)?(?:[\w'’-]+\s+){0,4}?`?[\w./-]+\.\w+`?)",
                     re.I)


def _wished_files(clause: str) -> list[str]:
    """The files a wish clause asks to be made ("I'd like a file out.csv ..."): paths right after
    an article or "new" (and a few words); [] for any other clause."""
    c = _POLITE.sub("", clause.strip().strip("`'\"(")).strip()
    if not _WISH.match(c):
        return []
    return [m.group(1) for m in PATH.finditer(c)
            if (_NEW_THING.search(c[:m.start(1)]) or _WISHED_PATH.search(c[:m.start(1)])) and m.group(1) in paths_in(c)]


def sentences(text: str) -> list[str]:
    """The sentences of an objective: split after . ! or ? and a space, also before a word in lower
    case ("... in a.txt. leave b.txt alone. what was it?"), but not after an abbreviation."""
    out: list[str] = []
    for part in _SENTENCES.split(text):
        if out and part[:1].islower() and _ABBREVIATION.search(out[-1]):
            out[-1] += " " + part
        else:
            out.append(part)
    return out


#: Verbs that, with a quoted object ("write 'required'", "put 'n/a'"), say what an answer says.
_SAYING_VERBS = frozenset("write put mark enter use give say".split())
_QUOTED_OBJECT = re.compile(r"^\s+(?:it\s+as\s+|as\s+)?['\"`‘“]")
#: A clause that forbids every change: "don't change any files", "do not modify anything",
#: "without changing any file", "change nothing" (not "any other file": `_ELSE_THAN`).
_FORBIDS_ALL = re.compile(r"\b(?:do\s*not|don't|dont|never|without)\s+(?:change|modify|edit|touch|alter|write)(?:s|ing)?\s+"
                          r"(?:any(?:thing|\s+(?:of\s+(?:the|my|its)\s+)?files?)|the\s+files)\b|\bchange\s+nothing\b(?!\s+else)",
                          re.I)
_ELSE_THAN = re.compile(r"\b(?:other|else|except|besides|apart|outside|but)\b", re.I)


def _lead_rest(clause: str) -> str:
    """What follows a clause's lead verb ("write 'required' if ..." -> " 'required' if ...")."""
    c = _POLITE.sub("", clause.strip().strip("`'\"(")).strip()
    m = re.match(r"[A-Za-z]+\b(.*)", c, re.S)
    return m.group(1) if m else ""


#: A phrasal verb with a pronoun object ("sort them out", "figure it out", "check this out").
_PRONOUN_OUT = re.compile(r"\s+(?:it|them|this|that|things|everything|stuff)\s+out\b", re.I)


def _lead_verb(clause: str) -> str:
    c = _POLITE.sub("", clause.strip().strip("`'\"(")).strip()
    label = _LABEL.match(c)
    if label and (c[label.end():].split() or [""])[0].lower() in EFFECT_VERBS | READ_VERBS:
        c = _POLITE.sub("", c[label.end():]).strip()  # "heads-up: upgrade x": the verb after the label
    m = re.match(r"([A-Za-z]+)\b(.*)", c, re.S)
    if not m:
        return ""
    verb, rest = m.group(1).lower(), m.group(2)
    if (verb == "make" and re.match(r"\s+sure\b", rest, re.I)) or (verb == "add" and re.match(r"\s+up\b", rest, re.I)):
        return ""  # "add up the counts in a.csv" totals them: no change of a.csv
    if _PRONOUN_OUT.match(rest):
        return ""  # "I want to sort them out before ...": the user's own doing, not a change asked for
    if verb in EFFECT_VERBS and _NEGATED_OBJECT.match(rest):
        return ""  # "change nothing else"
    return verb


_QUESTION_OPENING = re.compile(rf"^(?:according\s+to\b[^,]*,\s*)?{_WH}\b", re.I)


def _interrogative(sentence: str) -> bool:
    """Whether a sentence asks: it ends with a question mark or opens with a wh-word ("According
    to the guide, which ...")."""
    return sentence.endswith("?") or bool(_QUESTION_OPENING.match(sentence))


def cues(objective: str) -> Cues:
    """The clause-level reading of an objective (see the module docstring)."""
    text = " ".join(objective.split())
    effect_clauses: list[str] = []
    scope_clauses: list[str] = []
    keep: list[str] = []
    kept: list[str] = []
    else_folders: list[str] = []  # folders a keep clause keeps but for the task's own changes ("anything else in d/")
    interrogative = reading = forbids_all = False
    located: dict[str, list[str]] = {}
    for sentence in sentences(text):
        s = sentence.strip()
        if not s:
            continue
        if _interrogative(s):
            interrogative = True
        pending: list[str] = []
        sentence_reads = False
        clauses = _CLAUSES.split(s)
        # A wish whose file comes after a comma of its own ("I need the takings per truck
        # (completed sales only, no refunds) in a new file totals.csv"): the clause naming it is
        # the wish's (a probe's was no effect, and the model took the source CSV for the output).
        wished = _wished_files(s)
        if (_LEAVE.match(s) and _KEEP.search(s) and len(clauses) > 1
                and not any(_lead_verb(c) in EFFECT_VERBS for c in clauses[1:])):
            # "Leave drafts/old/ and any file not named that way alone": the keep clause is the
            # whole sentence (split at "and", its first part names the folder, its last says alone).
            keep += [p for p in paths_in(s) if p not in keep]
            kept.append(s)
            continue
        for clause in clauses:
            loc = _LOCATIVE.match(clause.strip())
            if loc and loc.group(2) is None:
                if paths_in(loc.group(1)):
                    pending = paths_in(loc.group(1))  # "In app.ini, set ...": split at the comma
                    continue
                loc = None
            # "In app.ini, raise a and add b": the place holds for every clause of its sentence.
            where = paths_in(loc.group(1)) if loc else pending
            pending = where
            if where:
                # "In app.ini, set the timeout to 90": the effect is the rest, and where it happens
                # is what it changes, unless the rest names its own destination.
                clause = loc.group(2) if loc else clause
                located[clause] = where
            verb = _lead_verb(clause)
            if (effect_clauses and effect_clauses[-1] in s and _OPEN_DESTINATION.search(effect_clauses[-1])
                    and PATH.match(clause.strip().lstrip("`'\"")) and verb not in EFFECT_VERBS):
                # "... into one file, totals.csv in the workspace root": the file it goes into.
                effect_clauses.append(clause)
                continue
            if verb not in EFFECT_VERBS and _SAVED_AS.search(clause) and not re.match(_WH + r"\b", s, re.I):
                # "Same layout as may.csv, saved as june.csv": a file the request has made, named
                # by a participle, not an imperative (a probe's "Can you do the June report? ...,
                # saved as ...") was read as a question, and nothing was written).
                effect_clauses.append(clause)
                continue
            if verb not in EFFECT_VERBS and (_wished_files(clause) or any(p in wished for p in paths_in(clause))):
                # "Could you put together a summary ...? I'd like a file out.csv with ...": a change
                # that makes out.csv (its output, below), though the request ends with a question mark.
                effect_clauses.append(clause)
                continue
            if verb in _AMOUNT_VERBS and s.endswith("?"):
                verb = ""
            if verb in EFFECT_VERBS and re.search(rf"\b{verb}\s+out\s+of\b", clause, re.I):
                verb = ""  # "I need to pull out of the course": the user's own doing, no file's change
            if verb == "bring" and re.search(r"\bbring\s+(?:me|us|him|her|them|back)\b", clause, re.I):
                verb = ""  # "bring me the total": an answer, not a file brought in line
            if verb in _SAYING_VERBS and _QUOTED_OBJECT.match(_lead_rest(clause)) and not paths_in(clause):
                verb = ""  # "(write 'required' if it has none)": what the answer says, not a file written
            if verb not in EFFECT_VERBS and _FORBIDS_ALL.search(clause) and not _ELSE_THAN.search(clause):
                forbids_all = True
            if verb not in EFFECT_VERBS and _KEEP.search(clause):
                # "leave a.txt unchanged": kept; "do not touch files outside dir/": dir/ is the scope.
                scope = [m.group(1) for m in re.finditer(r"\boutside\s+(?:of\s+)?(?:the\s+)?`?(\S+?)`?(?=[\s.,;:)]|$)", clause, re.I)]
                keep += [p for p in paths_in(clause) if p not in keep and p not in scope]
                if _ELSE.search(clause):
                    else_folders += [p for p in paths_in(clause) if p.endswith("/") and p not in scope]
                scope_clauses.append(" ".join(scope))
                kept.append(clause)
            elif verb in EFFECT_VERBS:
                effect_clauses.append(clause)
            elif effect_clauses and effect_clauses[-1] in s and _DESTINATION.match(clause.strip()) and paths_in(clause):
                # "write its steps, in order, to steps.txt": a destination split from its effect
                # by a comma is that effect's destination.
                effect_clauses.append(clause)
            elif verb in READ_VERBS:
                reading = True
            if verb not in EFFECT_VERBS and (verb in READ_VERBS or sentence_reads) and _INTO.search(clause):
                # "Summarise the reports into summary.csv", "count them (...) into out.txt": a reading
                # whose result goes into a file writes that file.
                effect_clauses.append(clause)
            sentence_reads = sentence_reads or verb in READ_VERBS
    # Where a clause acts counts as what it changes only when no effect names a destination of
    # its own ("... save the result as b.docx": a.docx is the source, not an output).
    destined = any(paths_in(m.group(1)) for c in effect_clauses for m in _DESTINATION.finditer(c))

    def made_by_effects(sources_too: bool) -> list[str]:
        out: list[str] = []
        for clause in effect_clauses + scope_clauses:
            made = (_wished_files(clause) or _targets(clause, sources_too)
                    or ([] if destined else located.get(clause, [])))
            out += [p for p in made if p not in out and p not in keep]
        return out

    # A clause that names only what it works from ("apply the cancellation rule from prices.json")
    # changes that file only when no clause names another output (a probe's objective that also
    # said "write invoices.csv" had prices.json among its outputs, offered for set_value edits).
    outputs = made_by_effects(False) or made_by_effects(True)
    if effect_clauses and not outputs:
        acting = [s for s in sentences(text) if any(c in s for c in effect_clauses)]
        # "Set the min length to 12 and the lockout attempts to 5 in conf/auth.toml": the place the
        # sentence ends with holds for the effects before it, split from it at "and".
        for s in acting:
            for m in _WHERE_AT_END.finditer(s):
                outputs += [p for p in paths_in(m.group(1)) if p not in outputs and p not in keep]
        if not outputs:
            # "Remove the peer from the config, vpn/wg0.conf, editing the file in place": the files the
            # sentence that edits in place names (a file named in a clause of its own after a comma
            # was no output, and nothing the task changed was one).
            for s in acting:
                if _IN_PLACE.search(s):
                    outputs += [p for p in paths_in(s) if not p.endswith("/") and p not in outputs and p not in keep]
    outputs = list(dict.fromkeys(_written_in_full(o, text, effect_clauses, keep) for o in outputs))
    for path in _kept_by_name(kept, outputs):
        outputs.remove(path)
        keep.append(path)
    # "Don't touch anything else in vpn/": the folder is kept but for what the task changes in it;
    # with no output known inside it, it cannot be kept at all (the whole folder made read-only
    # refused a probe's edit of the one file the task named, eight times).
    for folder in else_folders:
        if folder in keep and not any(o.startswith(folder.rstrip("/") + "/") for o in outputs):
            keep.remove(folder)
    only = [p for c in scope_clauses for p in paths_in(c) if p.endswith("/")]
    if effect_clauses and forbids_all and not outputs and (interrogative or reading):
        # "Which functions take ...? List each (write 'n/a' where ...). Don't change any files.":
        # an order with no file to make, beside "change no file", in a question, is the answer's.
        return Cues("question", [], keep, "asks a question and says to change no file", only, kept)
    if effect_clauses:
        leads = {_lead_verb(c) for c in effect_clauses}
        verbs = sorted(leads & (EFFECT_VERBS | READ_VERBS)) or ["write"]
        return Cues("change", outputs, keep, f"orders an effect ({', '.join(verbs)})", only, kept,
                    sorted(leads & EFFECT_VERBS))
    if interrogative or reading:
        return Cues("question", [], keep, "asks a question" if interrogative else "asks to read and report", only, kept)
    return Cues(None, outputs, keep, "no clear mood", only, kept)


def _written_in_full(output: str, text: str, effect_clauses: list[str], keep: list[str]) -> str:
    """An output written as a bare file name that the objective also writes out in full once
    ("the theme in website/theme.json hasn't caught up. Update theme.json in place ..."): that
    path. Not when a clause that names the bare name names the full path too ("copy r/a.csv to
    a.csv" makes a new a.csv) or the full path is kept (a probe's in-place update was checked
    against a theme.json in the root that no one meant, pushed back twice and failed)."""
    if "/" in output.rstrip("/"):
        return output
    full = [p for p in dict.fromkeys(paths_in(text)) if p.endswith("/" + output) and p not in keep]
    if len(full) != 1 or any(output in paths_in(c) and full[0] in paths_in(c) for c in effect_clauses):
        return output
    return full[0]


#: Imperatives that ask for something to be said back, not only done ("tell me the total",
#: "report which ..."): a change that orders one also owes an answer.
REPORT_VERBS = frozenset("answer give list name report say show state tell".split())


def _kept_by_name(kept: list[str], outputs: list[str]) -> list[str]:
    """The outputs a keep clause with no path in it names by a word of the file's name ("fill in
    invite_template.docx and save it as invite.docx (keep the template unchanged)": the template
    is kept). Only one file per clause, and never the last output."""
    out: list[str] = []
    for clause in kept:
        if paths_in(clause):
            continue
        words = {w.lower() for w in _KEPT_WORD.findall(clause) if len(w) >= 4 and w.lower() not in _KEEP_WORDS}
        named = [p for p in outputs if not p.endswith("/") and p not in out
                 and words & set(re.split(r"[^a-z0-9]+", p.rsplit("/", 1)[-1].rsplit(".", 1)[0].lower()))]
        if len(named) == 1 and len(outputs) - len(out) > 1:
            out.append(named[0])
    return out


_AUX = r"(?:can|could|may|might|do|does|did|is|are|was|were|should|must|will|would|has|have|shall|need)"
#: A question that offers two clauses to choose from: "can I just buy it or does someone have to
#: approve it first?", "should we renew it, or do we let it lapse?".
_CHOICE = re.compile(rf"(?:^|[,;:(]\s*|\b(?:and|but|so)\s+)({_AUX}\s+(?:I|we|you|they|he|she|it|this|that|these|those|"
                     rf"there|someone|anyone|one|the\s+\w+)\b[^?]*?),?\s+or\s+({_AUX}\b[^?]*?)\s*\?", re.I)


def choice_question(objective: str) -> tuple[str, str] | None:
    """The two clauses a question offers to choose from, as written; None when it offers none.
    Such a question has no yes-or-no answer: a 1.5B model answered "can I just buy it or does
    someone have to approve it first?" with "Yes, you can just buy it. You need approval from the
    office manager before you buy it." (a probe's final answer)."""
    for sentence in sentences(" ".join(objective.split())):
        m = _CHOICE.search(sentence.strip())
        if m and not re.match(r"not\b", m.group(2), re.I):
            return m.group(1).strip(), m.group(2).strip()
    return None


def asks_report(objective: str) -> bool:
    """Whether the objective asks to be told something: a sentence that is a question, or a
    clause led by a reporting imperative whose result goes into no file ("... and tell me the
    correct total"; not "list the names into names.txt")."""
    for sentence in sentences(" ".join(objective.split())):
        s = sentence.strip()
        if _interrogative(s):
            return True
        for clause in _CLAUSES.split(s):
            if _lead_verb(clause) in REPORT_VERBS and not _INTO.search(clause) and not _DESTINATION.search(clause):
                return True
    return False


#: Verbs that put files somewhere else when their clause names a folder to put them in.
_RELOCATE_VERBS = frozenset("move sort organise organize tidy group put file split archive relocate distribute".split())
#: Where a relocating clause puts files: into/to/under/in a folder, subfolder or directory (one
#: per client, a new one), or into or to a path that ends with `/` (not "in notes/": where a sort
#: of lines happens).
_INTO_FOLDER = re.compile(r"\b(?:into|to|under|in|inside)\s+(?:(?:a|an|one|the|its|their|each|separate|new|own|per|"
                          r"matching)\s+)*(?:[\w-]+\s+){0,2}?(?:sub-?)?(?:folders?|director(?:y|ies)|dirs?)\b"
                          r"|\b(?:into|to|under)\s+`?(?:[\w.-]+/)+`?(?!\w)", re.I)


def relocates(objective: str) -> bool:
    """Whether the objective orders files put into folders: an effect clause led by a verb of
    moving or sorting ("sort them into one subfolder per client", "move the PDFs to archive/")
    that names a folder to put them in. Not "move the Notes section to the end of a.md", "sort
    the rows by date", "rename the column": a clause with no folder to go into."""
    for sentence in sentences(" ".join(objective.split())):
        for clause in _CLAUSES.split(sentence.strip()):
            if _lead_verb(clause) in _RELOCATE_VERBS and _INTO_FOLDER.search(clause):
                return True
    return False


#: "do not modify the tests", "leave the templates alone": the words a keep clause names things by.
_KEPT_WORD = re.compile(r"[A-Za-z_][\w-]*")
_KEEP_WORDS = frozenset("""do does not don't never touch modify change edit alter leave keep as it is they are the a an
    any of in to unchanged intact untouched alone must should stay remain""".split())


def kept_in_workspace(kept: list[str], root: Path | None, scope: list[str] = ()) -> list[str]:
    """What keep clauses name by a bare word that is a top-level folder or file of the workspace
    ("Do not modify the tests." with a tests/ folder: tests/); a folder ends with `/`."""
    if root is None:
        return []
    out: list[str] = []
    for clause in kept:
        for m in _KEPT_WORD.finditer(clause):
            word = m.group(0)
            if word.lower() in _KEEP_WORDS or re.match(r"[/.]\w", clause[m.end():m.end() + 2]) \
                    or clause[m.start() - 1:m.start()] in ("/", "."):
                continue  # a part of a path ("leave config/b.toml alone" keeps b.toml, not config/)
            for name in (word, word.lower()):
                p = root / name
                if name in scope or name + "/" in scope or not (p.is_dir() or p.is_file()) or p.is_symlink():
                    continue
                rel = name + "/" if p.is_dir() else name
                if rel not in out:
                    out.append(rel)
                break
    return out


def _outside_kept(objective: str, kept: list[str]) -> str:
    """The objective without its keep clauses: where an output must be named to count as one."""
    text = " ".join(objective.split())
    for clause in kept:
        text = text.replace(clause, " ")
    return text


INTENT_DESCRIPTION = (
    "Declare whether the objective is a question (answer it; no file may change) or a change (files are "
    "created, edited, moved or deleted), and for a change the workspace paths it creates or changes."
)
#: At most this many paths are offered as outputs.
MAX_OUTPUTS = 8


def intent_tool(candidates: list[str]) -> ToolSpec:
    """`declare_intent`, whose outputs can only be the paths the objective writes down.

    Only those are kept anyway (`decide`), so an enum of them spares a small model decoding the
    workspace files it merely saw (a dozen config paths, ~40 tokens, half a minute beside another
    run), and with none to offer there is no `outputs` to decode at all.
    """
    properties: dict[str, Any] = {"kind": {"type": "string", "enum": ["question", "change"]}}
    if candidates:
        properties["outputs"] = {"type": "array", "items": {"type": "string", "enum": candidates},
                                 "maxItems": min(MAX_OUTPUTS, len(candidates))}
    return ToolSpec("declare_intent", INTENT_DESCRIPTION,
                    {"type": "object", "properties": properties, "required": list(properties),
                     "additionalProperties": False})


def output_candidates(objective: str, files: list[str]) -> list[str]:
    """The paths an objective writes down, as written, and the workspace files and folders it
    names by their last part ("the notes folder": notes/)."""
    out = [p for p in paths_in(objective) if not os.path.isabs(p) and ".." not in p.split("/")]
    entries: list[str] = []
    for f in files:
        parts = f.split("/")
        entries += ["/".join(parts[: i + 1]) + "/" for i in range(len(parts) - 1)] + [f]
    for e in entries:
        if e not in out and _mentioned(e, objective) and _as_written(e, objective) == e:
            out.append(e)
    return out[:16]


INTENT_SYSTEM = (
    "Classify the user's objective for a local agent. kind=question when it only asks for information "
    "(an answer; every file stays as it is). kind=change when it asks to create, edit, move, rename or delete "
    "files or documents. For a change, outputs lists the workspace paths (as written in the objective) that "
    "will be created or changed; inputs that are only read are not outputs."
)


def _model_may_decide(model: Any) -> bool:
    if model is None:
        return False
    has_turns = getattr(model, "has_turns_for", None)
    return bool(has_turns("intent")) if callable(has_turns) else True


def _ask_model(ctx: Any, objective: str, files: list[str]) -> tuple[Kind, list[str]] | None:
    user = f"Objective: {objective}"
    if files:
        user += "\nSome workspace files: " + ", ".join(files[:40])
    try:
        tool = intent_tool(output_candidates(objective, files))
        turn = ctx.model.complete("intent", [Message("system", INTENT_SYSTEM), Message("user", user)], [tool],
                                  tool_choice="required")
    except Exception as exc:  # the cues still stand; the run must not fail on a classification
        log.info("intent: the model could not classify the objective: %s", exc)
        return None
    add_usage = getattr(ctx, "add_usage", None)
    if callable(add_usage):
        add_usage(turn.usage)
    call = turn.tool_calls[0] if turn.tool_calls else None
    if call is None or call.name != tool.name or call.args.get("kind") not in ("question", "change"):
        return None
    outs = call.args.get("outputs") if isinstance(call.args.get("outputs"), list) else []
    clean = [p.strip().lstrip("./") if p.strip().startswith("./") else p.strip() for p in outs if isinstance(p, str) and p.strip()]
    # Outputs are paths the objective writes down: a small model also lists files it merely saw in
    # the workspace listing, which would then be treated as promised results.
    # And they are paths, not phrases ("one step per line" came back as an output).
    named = [p for p in clean if not os.path.isabs(p) and ".." not in p.split("/") and _mentioned(p, objective)
             and paths_in(p) == [p.removeprefix("./")]]
    # Each once: a model listed the one file it edits twice, and the plan's first step read it twice.
    return call.args["kind"], list(dict.fromkeys(named))[:MAX_OUTPUTS]


def _mentioned(path: str, objective: str) -> bool:
    """Whether the objective writes this path (or its last part) down as a word of its own."""
    tail = path.rstrip("/").rsplit("/", 1)[-1]
    return any(re.search(rf"(?<![\w.-]){re.escape(p)}(?![\w-]|\.\w)", objective) for p in {path.rstrip("/"), tail} if p)


def _as_written(path: str, objective: str) -> str:
    """A path the model gave as the objective writes it: "summary.csv in the workspace root" is
    summary.csv, not the model's data/summary.csv beside the source file."""
    if path in paths_in(objective):
        return path
    tail = path.rstrip("/").rsplit("/", 1)[-1]
    written = [p for p in paths_in(objective) if p.rstrip("/").rsplit("/", 1)[-1] == tail]
    return written[0] if len(written) == 1 else path


def _in_named_folder(output: str, objective: str, root: Path | None) -> str:
    """A bare output name that is not in the workspace root but names a file of the series one
    folder the objective names holds ("The recordings in recordings/ are called lecture_1.mp4 ...
    Rename them ... lecture_01.mp4": recordings/lecture_01.mp4): that folder's path. A series is
    the name with its digits standing for any number (`lecture_<n>.mp4`). A probe's renames were
    done and then checked against a lecture_01.mp4 in the root, pushed back and run out of time.
    First, a bare name followed by the folder it goes in ("write totals.csv in survey/ with ...")
    is in that folder, there yet or not: a probe's output was looked for in the root."""
    if "/" in output.rstrip("/"):
        return output
    # "write species_totals.csv in survey/ with the header ...": the name, then the folder it goes in.
    placed = {m.group(1) for m in re.finditer(rf"(?<![\w./-]){re.escape(output)}[`'\"]?\s+(?:in|into|inside|under)\s+"
                                              r"(?:the\s+)?(?:folder\s+)?[`'\"]?((?:[\w.-]+/)+)(?![\w.-])", objective)}
    if len(placed) == 1:
        return placed.pop() + output
    # "Use the blank form in forms/ and save it there as x.docx": "there" is the folder named just
    # before it (a probe's output was saved in the root and looked for in forms/).
    there = re.search(rf"((?:[\w.-]+/)+)(?![\w.-])[^/]{{0,40}}?\b(?:save|put|write|keep|store)\w*\s+(?:it|them|this|that|"
                      rf"the\s+\w+\s+)?\s*there\s+as\s+[`'\"]?{re.escape(output)}(?![\w.-])", objective)
    if there:
        return there.group(1) + output
    if root is None or os.path.exists(os.path.join(root, output)):
        return output
    if not re.search(r"\d", output):
        return output  # no number in the name: no series
    form = re.compile(re.sub(r"\d+", lambda _m: r"\d+", re.escape(output)) + "$")
    holding = [d for d in dict.fromkeys(p for p in paths_in(objective) if p.endswith("/"))
               if os.path.isdir(os.path.join(root, d)) and any(form.match(f) for f in os.listdir(os.path.join(root, d)))]
    return holding[0] + output if len(holding) == 1 else output


#: "into a for_review folder", "to the new archive folder": the folder a change puts files in.
_INTO_NAMED_FOLDER = re.compile(r"\b(?:into|to)\s+(?:a|an|the|our|my)\s+(?:new\s+)?[`'\"]?([\w.-]+)[`'\"]?\s+"
                          r"(?:folder|directory)\b", re.I)


def decide(ctx: Any, objective: str, *, workspace: Path | None = None) -> Intent:
    """The objective's intent from the cues, and from the model where the cues leave it open."""
    with files_known(objective, workspace):
        c = cues(objective)
    # What the objective changes is never kept read-only (an output inside a kept folder wins).
    c.keep += [k for k in kept_in_workspace(c.kept, workspace, c.only)
               if k not in c.keep and not any(covered(o, [k]) for o in c.outputs)]
    c.outputs = list(dict.fromkeys(_in_named_folder(o, objective, workspace) for o in c.outputs))
    if c.kind == "change" and not c.outputs:
        # "copy the last version of each into a for_review folder": that folder is where the
        # change writes (a probe's model named the input list as the output instead).
        into = [m.group(1) + "/" for m in _INTO_NAMED_FOLDER.finditer(objective) if not covered(m.group(1) + "/", c.keep)]
        if len(set(into)) == 1:
            c.outputs = into[:1]
    if c.kind == "change" and c.outputs and all(_named_as_source(o, objective) for o in c.outputs):
        # "The table in news.docx has a row blank. Fill it in from this season's results in
        # scores.csv, and save the newsletter in place": every output the clauses found is what
        # the change reads; the one other file the objective names is what it changes (a probe's
        # plan wrote the results CSV and never opened the newsletter).
        others = [p for p in paths_in(objective) if not p.endswith("/") and p not in c.outputs
                  and not covered(p, c.keep) and not _named_as_source(p, objective)]
        if len(others) == 1:
            c.outputs = others
    files = _some_files(workspace)
    if c.kind is not None and (c.kind == "question" or c.outputs or not _model_may_decide(ctx.model)):
        return Intent(c.kind, c.outputs, c.keep, c.only, "cues", c.reason)
    asked = _ask_model(ctx, objective, files) if _model_may_decide(ctx.model) else None
    if asked is not None:
        # An output the objective names only where it says to leave it alone is not one.
        rest = _outside_kept(objective, c.kept)
        asked = (asked[0], list(dict.fromkeys(_as_written(o, objective) for o in asked[1]
                                              if _mentioned(o, rest) and not covered(o, c.keep))))
    if asked is None:
        # Unclear and no model answer: a change, whose writes are then reported, never refused.
        if c.kind is None:
            return Intent("change", c.outputs, c.keep, c.only, "default", c.reason + "; assumed a change")
        return Intent(c.kind, c.outputs, c.keep, c.only, "cues", c.reason)
    kind, outs = asked
    if c.kind == "change" and not c.outputs and kind == "question" and any(
            _interrogative(s.strip()) for s in sentences(" ".join(objective.split()))):
        # "Which items are marked ...? I want to deal with them before ...": an order that names no
        # file beside a question is weak evidence of a change; the model read a question (a probe's
        # document was edited by a question taken for a change).
        return Intent("question", [], c.keep, c.only, "cues+model", "asks a question; its order names no file")
    if c.kind == "change":
        outs = [o for o in outs if o not in c.keep]
        described = described_files(workspace, objective) if workspace is not None and not c.outputs else []
        if (len(described) == 1 and all(o.endswith("/") for o in outs) and not relocates(objective)
                and not _described_as_source(described[0], objective)):
            # A change that names no output path but describes one file ("fill them into the
            # draft" of "the air report draft"): that file, not the folder the inputs are in (a
            # probe's model named data/ of "the readings are in the data folder", and the plan
            # never opened the report).
            return Intent("change", described, c.keep, c.only, "cues+model", c.reason + "; changes the file it describes")
        # A file the objective reads from ("up to date from the March handover form (form.docx)")
        # is no output beside one it is not reading from (a probe's model named both, and the plan
        # edited the form instead of the inventory).
        outs = [o for o in outs if not _named_as_source(o, objective)] or outs
        return Intent("change", c.outputs or outs, c.keep, c.only, "cues+model", c.reason)
    return Intent(kind, outs if kind == "change" else [], c.keep, c.only, "model", "the model's reading")


#: "from the March handover form (form.docx)", "using `rates.csv`", "based on the notes in x.md".
_FROM_WORDS = re.compile(r"\b(?:from|using|based\s+on|according\s+to)\s+(?:(?:the|our|my|this|that|a|an)\s+)?"
                         r"(?:[\w'’-]+\s+){0,4}?(?:in\s+|\(\s*)?`?$", re.I)


def _described_as_source(path: str, objective: str) -> bool:
    """Whether the objective reads from the file it describes ("from our suppliers doc, make ..."):
    a word of its name after from, using, based on or according to."""
    words = [w for w in re.findall(r"[a-z]{3,}", Path(path).stem.lower())]
    return any(re.search(rf"\b(?:from|using|based\s+on|according\s+to)\s+(?:(?:the|our|my|your|her|his|their|this)\s+)?"
                         rf"(?:[\w'’-]+\s+){{0,3}}?{re.escape(w)}", objective, re.I) for w in words)


def _named_as_source(path: str, objective: str) -> bool:
    """Whether every mention of `path` in the objective comes after words that read from it."""
    text = " ".join(objective.split())
    spots = [m.start() for m in re.finditer(rf"(?<![\w./-]){re.escape(path)}(?![\w/-])", text)]
    return bool(spots) and all(_FROM_WORDS.search(text[max(0, at - 80):at]) for at in spots)


def _some_files(root: Path | None, limit: int = 40) -> list[str]:
    if root is None:
        return []
    out: list[str] = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for f in sorted(filenames):
            out.append(os.path.relpath(os.path.join(dirpath, f), root))
            if len(out) >= limit:
                return out
    return out


def covered(path: str, outputs: list[str]) -> bool:
    """Whether a workspace-relative path is one of the outputs (or under an output folder, or
    names the same file as an output given by its base name only)."""
    p = path.lstrip("./") if path.startswith("./") else path
    for o in outputs:
        o = o.rstrip("/") if o.endswith("/") else o
        if p == o or p.startswith(o + "/") or ("/" not in o and os.path.basename(p) == o):
            return True
    return False


def unexpected(paths: list[str], intent: Intent | None) -> list[str]:
    """The written paths the intent did not name: every one for a question; for a change with
    named outputs, those outside them (nothing when the change names no output)."""
    if intent is None:
        return []
    if intent.kind == "question":
        return list(paths)
    if not intent.outputs:
        return []
    return [p for p in paths if not covered(p, intent.outputs)]
