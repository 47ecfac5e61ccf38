"""Guided planning: a deterministic plan from the objective's intent and the probe's evidence.

Each task carries the user's own words plus the concrete paths found. A question's tasks read
(the graph marks them read-only); a change's tasks name their outputs.
"""

from __future__ import annotations

import os
import re
from collections.abc import Collection
from pathlib import Path
from typing import Any

from ..objective import DOCX_REF, best_described, named_values
from ..objective.intent import Intent, cues, described_files, paths_in
from ..scriptlib import records
from ..workspace import docx_files_in
from .changes import change_edits
from .fill import column_fills

#: How a read-only task that works out the values a document edit needs opens its objective.
VALUES_LEAD = "Print the values this needs from"

#: A helper task's share of its capability's default time budget: the values step must leave the
#: edit that follows it time to run (a probe's values step spent the whole 180 s, and the run
#: ended before its document was edited).
HELPER_BUDGET_SHARE = 0.5
#: A guided run's capability tasks share this many times one task's default budget (225 s for
#: the default 180 s): a task that starts late gets what is left of it (at least
#: GUIDED_TASK_FLOOR_S), not a whole default budget of its own. A values step's 90 s and then an
#: edit's 180 s had one run take 273 s (validation totals).
GUIDED_RUN_SHARE = 1.25
GUIDED_TASK_FLOOR_S = 60.0

#: "the letter is in my folder", "my enrolment email is in the folder": the question's own facts are
#: workspace files it does not name.
_IN_MY_FOLDER = re.compile(r"\b(?:in|from)\s+(?:my|the|our|this)\s+(?:folder|workspace|files)\b", re.I)


def _extended_source(output: str, docx_files: Collection[str]) -> list[str]:
    """The one existing document whose name the new document's name extends ("results.docx" for
    "results_corrected.docx", "plan.docx" for "plan v2.docx"), in its folder or the workspace's
    top (any folder, for a new name given without one); [] when none or several do."""
    folder, stem = os.path.split(output[: -len(".docx")])
    found = [d for d in docx_files
             if (not folder or os.path.dirname(d) in (folder, "")) and (s := os.path.basename(d)[: -len(".docx")])
             and len(s) >= 3 and stem.lower().startswith(s.lower()) and stem.lower() != s.lower()
             and not stem[len(s):len(s) + 1].isalnum()]
    return found if len(found) == 1 else []


#: Where a new file goes beside the one it is made from: "next to the original", "in the same folder".
_NEXT_TO = re.compile(r"\b(?:next\s+to|beside|alongside)\s+(?:the\s+|its\s+|her\s+|his\s+|their\s+)?(?:original|old|"
                      r"current|existing|source|first)\b|\bin\s+the\s+same\s+(?:folder|place|directory)\b", re.I)


#: Kinds of file that hold records a script works values out of.
_VALUE_FILE_SUFFIXES = (".csv", ".tsv", ".json", ".jsonl", ".yaml", ".yml", ".toml", ".ini", ".log", ".gz", ".xml")


#: A note's or message's suffixes, and the length the docx step's first message shows whole.
_NOTE_SUFFIXES, _NOTE_CHARS = (".txt", ".md", ".eml"), 2400


def _short_note(path: Path) -> bool:
    """A prose note short enough to be read whole (not a data file, a log, a long text)."""
    try:
        return path.suffix.lower() in _NOTE_SUFFIXES and path.is_file() and path.stat().st_size <= _NOTE_CHARS
    except OSError:
        return False


def data_folders(workspace: str, objective: str) -> list[str]:
    """The folders the objective names as paths (`boxoffice/`) that hold data files (`_VALUE_FILE_SUFFIXES`)
    directly, and no document."""
    out = []
    for p in dict.fromkeys(paths_in(objective)):
        folder = os.path.join(workspace, p.rstrip("/"))
        if not p.endswith("/") or not os.path.isdir(folder):
            continue
        names = os.listdir(folder)
        if any(n.lower().endswith(_VALUE_FILE_SUFFIXES) for n in names) and not any(n.lower().endswith(".docx") for n in names):
            out.append(p)
    return out


def _points_here(workspace: str | os.PathLike[str], objective: str) -> bool:
    """Whether a question points to workspace files in words (`_IN_MY_FOLDER`, or a file it
    describes: "my leave record"): a knowledge-base question that also needs them is answered
    by reading them after the passages (a probe's was answered from the rule alone, none of the
    days already taken counted)."""
    return bool(_IN_MY_FOLDER.search(objective)) or bool(described_files(Path(workspace), objective))

def guided_budget(budget_s: float, elapsed_s: float, default_s: float) -> float | None:
    """A guided task's time budget when what the run has left of GUIDED_RUN_SHARE × `default_s`
    after `elapsed_s` is less than `budget_s`, never under GUIDED_TASK_FLOOR_S; None when
    `budget_s` stands."""
    left = GUIDED_RUN_SHARE * default_s - elapsed_s
    if left >= budget_s or budget_s <= GUIDED_TASK_FLOOR_S:
        return None
    return max(GUIDED_TASK_FLOOR_S, left)


#: The most characters of each file's records a failed helper's result carries instead.
HELPER_FALLBACK_CHARS = 2500


def helper_fallback(workspace: Path | None, inputs: list[str], objective: str = "") -> str:
    """What a failed values step (a helper) leaves the edit after it: each data file it was to read
    (the task's `inputs`), read with records() (at most HELPER_FALLBACK_CHARS characters of each),
    so the edit works from the files themselves instead of guessed values; '' when there is
    nothing to read. When some records hold a name the objective writes as a whole field
    ("Mrs Hartley's March work": client=Hartley, not Hartley-Jones), only those are shown: all 60
    rows of a timesheet made a 5,540-token edit prompt (115 s of prefill) that ran out of time."""
    if workspace is None:
        return ""
    names = {_TITLE.sub("", n).casefold() for n in named_values(objective)}
    parts = []
    for rel in inputs:
        try:
            found = records(os.path.join(workspace, rel))
        except Exception:  # not data records() reads: nothing to show for it
            continue
        found = found if isinstance(found, list) else []
        held = [r for r in found if isinstance(r, dict) and _field_names(r) & names]
        shown = held or found
        lines, size = [], 0
        for rec in shown:
            line = repr(dict(rec)) if isinstance(rec, dict) else repr(rec)
            if size + len(line) > HELPER_FALLBACK_CHARS:
                lines.append(f"... ({len(shown) - len(lines)} more)")
                break
            lines.append(line)
            size += len(line) + 1
        if lines:
            named = sorted(set().union(*(_field_names(r) & names for r in held)))
            which = f" that hold {', '.join(named)} ({len(held)} of {len(found)})" if held else ""
            parts.append(f"The records of {rel}{which}:\n" + "\n".join(lines))
    return "\n".join(parts)


#: A courtesy title before a name ("Mrs Hartley"), which a record's field leaves out.
_TITLE = re.compile(r"^(?:mr|mrs|ms|miss|mx|dr|prof)\.?\s+", re.I)


def _field_names(record: dict[str, Any]) -> set[str]:
    """A record's field values, stripped and casefolded (what a name is compared with)."""
    return {str(v).strip().casefold() for v in record.values() if v is not None}


#: The objective points at the knowledge base (general phrasing, not any document's name).
#: A few words may stand between "our" and the document ("our current expenses policy": a probe's
#: question about a trip in a workspace file never read the knowledge base's policy).
_KB_DOC = r"(?:docs|documentation|wiki|handbook|guidelines?|polic(?:y|ies)|guide|rules|rulebook|standards?|procedures?|manual)\b"
KB_HINT = re.compile(
    rf"\b(knowledge[- ]?base|kb|our (?:[\w'-]+ ){{0,3}}{_KB_DOC}|"
    rf"(?:according to|under|as per|per) (?:our|the) (?:[\w'-]+ ){{0,3}}(?:knowledge|{_KB_DOC}))",
    re.I,
)
#: The kind the composition root registers when the config declares MCP servers (app.py).
MCP_KIND = "mcp"
DOC_WORD = re.compile(r"\b(word documents?|\.docx files?|documents?)\b", re.I)


def _match_docx(ref: str, docx_files: list[str]) -> str | None:
    cand = ref[2:] if ref.startswith("./") else ref
    hits = [f for f in docx_files if f == cand or f.endswith("/" + cand)]
    return hits[0] if len(hits) == 1 or (hits and hits[0] == cand) else None


def _mostly_docx(folder: Path, limit: int = 2000) -> bool:
    """Whether Word documents are at least half of the (non-hidden) files under `folder`."""
    docs = total = 0
    for _dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = [d for d in dirnames if not d.startswith(".")]
        for f in filenames:
            if f.startswith(".") or f.startswith("~$"):
                continue
            total += 1
            docs += f.lower().endswith(".docx")
            if total >= limit:
                return 2 * docs >= total
    return total > 0 and 2 * docs >= total


def plan_by_rules(objective: str, *, workspace: Path | None, kb_docs: int, probe: dict[str, Any] | None,
                  intent: Intent | None = None, kinds: Collection[str] = ()) -> list[dict[str, Any]]:
    """Tasks for the objective, in order; an empty list means: answer directly.

    `kinds` are the registry's task kinds. Every task planned here runs a tool loop that offers
    the configured MCP servers' tools beside its own (runtime/loop.py); so they are planned as
    an `mcp` task (kind present only when servers are declared) exactly when no other task
    would be: no workspace, no knowledge base to read."""
    if intent is None:
        c = cues(objective)
        intent = Intent(c.kind or "change", c.outputs, c.keep, c.only, "cues", c.reason)
    tasks: list[dict[str, Any]] = []
    mentions_kb = bool(KB_HINT.search(objective))
    docx_files = docx_files_in(workspace)
    docx_refs = [m.group(0) for m in DOCX_REF.finditer(objective)]
    named_docs = [d for d in (_match_docx(r, docx_files) for r in docx_refs) if d]
    # A folder the objective names whose files are mostly Word documents counts as naming them;
    # one stray document among a folder's drawings does not make "tidy the drawings" a document
    # edit (a probe's file move was planned as a docx task on such a folder).
    folders = [p.rstrip("/") + "/" for p in paths_in(objective) if p.endswith("/")]
    folders = [d for d in folders if workspace is not None and _mostly_docx(Path(workspace, d))]
    # A folder of documents the intent says the change writes in ("correct her June bill in the
    # bills folder": outputs bills/) names them too.
    folders += [o for o in intent.outputs if o.endswith("/") and not intent.read_only and workspace is not None
                and _mostly_docx(Path(workspace, o)) and o not in folders]
    in_folders = [f for f in docx_files if any(f.startswith(d) for d in folders)]
    # A question that names no file, over a workspace of Word documents (at least half its files),
    # is about them: a probe's fee question over a selection sheet and a members' register
    # went to a script that opened the .docx files as text until its time ran out.
    named_here = workspace is not None and any(
        os.path.exists(os.path.join(workspace, p.rstrip("/"))) for p in paths_in(objective))
    docx_workspace = (workspace is not None and bool(docx_files) and intent.read_only and not named_here
                      and _mostly_docx(Path(workspace)))
    uses_docx = workspace is not None and bool(docx_files) and (
        bool(docx_refs) or bool(DOC_WORD.search(objective)) or bool(in_folders))

    # A question no workspace file or document is named in, to which the knowledge base holds a
    # passage that matches it (the probe's calibrated relevance, kb/relevance.py), is answered
    # from the knowledge base: "under the café's current food safety policy, how soon ..."
    # with a fridge log in the workspace went to a script over the log (probe trace), since it
    # says no "our policy" (KB_HINT).
    kb_question = (kb_docs > 0 and intent.read_only and bool((probe or {}).get("kb_match"))
                   and not named_here and not (uses_docx and (docx_refs or in_folders)))
    if kb_docs > 0 and (mentions_kb or workspace is None or kb_question):
        tasks.append({
            "kind": "local_kb_retrieval",
            "title": "Look it up in the knowledge base",
            "objective": f"Find the facts in the knowledge base that this needs: {objective}",
        })
    if workspace is None:
        if not tasks and MCP_KIND in kinds:
            tasks.append({"kind": MCP_KIND, "title": "Use the MCP servers' tools", "objective": objective})
        return tasks

    # Other files the objective names that exist (a CSV beside the documents): a question that
    # joins them with a document is answered by a script, which reads both (records() reads a
    # document's tables too); the docx tools read documents alone.
    other_files = [p for p in paths_in(objective) if not p.endswith("/") and not p.lower().endswith(".docx")
                   and os.path.isfile(os.path.join(workspace, p))] if workspace is not None else []
    if intent.read_only:
        if (probe or {}).get("read_whole"):
            # The probe read the few short text files the question names whole (guided/reading.py):
            # the answer is written from them (and the passages), with no script over free text.
            return tasks
        if (uses_docx or (docx_workspace and not tasks)) and not other_files:
            task: dict[str, Any] = {"kind": "docx", "title": "Read the documents to answer", "objective": objective}
            if len(set(named_docs)) == 1:
                task["source_path"] = named_docs[0]
            tasks.append(task)
        elif not ((mentions_kb or kb_question) and kb_docs > 0) or named_here or _points_here(workspace, objective):
            # A question about the workspace (a question about the knowledge base alone is answered
            # from it; one that also names a workspace file reads that file after the passages:
            # "the details are in trip_notes.txt. Under our current expenses policy, ...").
            tasks.append({"kind": "terminal_exec", "title": "Answer from the workspace", "objective": objective})
        return tasks

    def exists(rel: str) -> bool:
        return os.path.exists(os.path.join(workspace, rel.rstrip("/")))

    new_docx = [o for o in intent.outputs
                if o.lower().endswith(".docx") and not exists(o) and not _match_docx(o, docx_files)]
    other_new = [o for o in intent.outputs if not o.lower().endswith(".docx") and not o.endswith("/") and not exists(o)]
    # Files other than documents that the change makes or changes, and no document among them:
    # what the documents hold goes into those (an inventory brought up to date from a handover
    # form was planned as an edit of the form, a probe trace).
    other_out = [o for o in intent.outputs if not o.lower().endswith(".docx") and not o.endswith("/")]
    docx_out = [o for o in intent.outputs if o.lower().endswith(".docx") or o.endswith("/")]
    if uses_docx and (other_new or other_out) and not new_docx and not docx_out:
        # A document read into another file (an outline, a table as CSV, a JSON updated from a
        # form): one terminal task, whose first message carries the documents' inspection.
        tasks.append({"kind": "terminal_exec", "title": f"Write {(other_new or other_out)[0]}", "objective": objective})
    elif uses_docx:
        sources = [d for d in dict.fromkeys(named_docs) if d not in new_docx]
        # A folder of data files the change names ("the sales export is in boxoffice/") holds the
        # values as a named file would: a probe's docx task, given the folder as an output, wrote a
        # guessed box-office total into the report with no script run.
        other_files = other_files + data_folders(workspace, objective)
        filled = (len(sources) == 1 and len(other_files) == 1 and not other_files[0].endswith("/")
                  and (column_fills(Path(workspace, sources[0]), Path(workspace, other_files[0]), objective) is not None
                       or change_edits(Path(workspace, sources[0]), Path(workspace, other_files[0]), objective) is not None))
        # A short note or message ("the judge's correction is in judge_note.txt") is shown whole in
        # the docx step's first message (its side facts): a script that prints it again spent a
        # probe's helper budget (90 s) and put the note three times into that message.
        notes_only = len(other_files) <= 2 and all(_short_note(Path(workspace, f)) for f in other_files)
        if other_files and not filled and not notes_only:
            # A document edited with values other files hold (ballots in a JSON counted into a
            # table, prices from a CSV): a script works them out first, changing nothing, and the
            # docx task edits with its result (earlier results are in its first message). Given
            # the edit alone, a 1.5B model wrote one docx call with guessed numbers until it was
            # cut off at its token limit, twice (probe trace). Not when the host fills the cells
            # itself (a lookup join of the file into a table's empty column: guided/fill.py).
            tasks.append({"kind": "terminal_exec", "read_only": True, "helper": True, "inputs": list(other_files),
                          "title": f"Work out the values from {', '.join(other_files[:3])}",
                          "objective": f"{VALUES_LEAD} {', '.join(other_files)} "
                                       f"(change no file; a later step edits the document): {objective}"})
        task = {"kind": "docx", "title": "Edit the document", "objective": objective}
        if other_files:
            task["inputs"] = list(other_files)
        if not sources and len(new_docx) == 1:
            # "save the corrected version as results_corrected.docx": the one document whose name
            # the new one extends is its source (a probe's docx task, given none, edited a note).
            sources = _extended_source(new_docx[0], docx_files)
            if sources and "/" not in new_docx[0] and os.path.dirname(sources[0]) and _NEXT_TO.search(objective):
                # "save it as "Q-7 rev2.docx" next to the original": in the source's folder.
                new_docx = [f"{os.path.dirname(sources[0])}/{new_docx[0]}"]
                task["outputs"] = list(new_docx)
        if not sources and not new_docx:
            # A change of one existing document the intent names ("the price list": its
            # outputs), or the one of a folder's documents the task's words describe best.
            existing = list(dict.fromkeys(d for d in (_match_docx(o, docx_files) for o in intent.outputs) if d))
            described = best_described(in_folders, objective) if not existing and in_folders else None
            sources = existing if len(existing) == 1 else [described] if described else []
            if described:
                task["outputs"] = [described]  # the folder's one document meant, changed in place
        if len(sources) == 1:
            task["source_path"] = sources[0]
        if len(new_docx) == 1:
            task["output_path"] = new_docx[0]
        tasks.append(task)
    else:
        tasks.append({"kind": "terminal_exec", "title": "Work in the workspace", "objective": objective})
    return tasks
