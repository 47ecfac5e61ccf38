"""terminal_exec: a bounded tool loop over `terminal_run_command` / `terminal_finish`.

Every command: argument checks → repeat guard → parse + classify + workspace boundary (policy/)
→ approval when medium/high (or as the policy says) → sandboxed run (sandbox/) →
`terminal_step_*`, `activity` and `file_artifact` events (what the command changed, found by
observation: artifacts.py) → a bounded report for the model. Anything the model asked for that
cannot run is a tool error it reads and can react to, never a crash.
"""

from __future__ import annotations

import functools
import os
import re
import shlex
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..clip import preview
from ..exec import CommandExec, Preview, Screened, invalid_command
from ..guided import active as _guided
from ..guided import vote as guided_vote
from ..guided.datalint import (
    BEFORE_BYTES,
    folder_change_calls,
    header_slip,
    moved_nothing,
    out_of_scope,
    settings_calls_for,
    template_misses,
)
from ..guided.literal import MAX_CHANGED, literal_command, literal_files, literal_pair
from ..guided.moves import example_folder_moves, field_moves, index_moves, name_date_moves
from ..guided.terminal import (
    CD_NOTE,
    GUIDED_EXPORT_NOTE,
    GUIDED_SETTINGS_NOTE,
    GUIDED_SYSTEM,
    GUIDED_TOOLS_NOTE,
    PY_STRUCTURE,
    PY_STRUCTURE_NOTE,
    SETTINGS_FIRST_NOTE,
    CodeReplies,
    bare_cd,
    check_dir,
    code_under_test,
    describe_tools,
    earlier_answers,
    file_previews,
    head_lines,
    join_note,
    python_records_line,
    same_command,
    script_command,
    shown_record,
    task_check,
    variants_note,
)
from ..objective import (
    DOCX_REF,
    example_renames,
    named_folders,
    padding_renames,
    scope_lines,
    singled_out,
    template_moves,
    template_renames,
)
from ..objective.intent import absent_paths, asks_report, paths_in
from ..policy.shell.parser import parse as parse_shell
from ..policy.shell.unwrap import basename
from ..protocol.capability import (
    PendingApproval,
    PushBack,
    TaskOutcome,
    ToolLoopCapability,
    ToolOutcome,
    push_back,
)
from ..protocol.task import LoopState, Task, TerminalData, loop_data, task_is_question
from ..protocol.tools import ToolCall, ToolSpec
from ..sandbox.request import CommandLimits
from ..scriptlib import records
from ..tools import ToolEnv, ToolError
from ..tools.data import MENTION_LEAD
from ..tools.data import question_facts as data_question_facts
from ..tools.data import settings_facts as data_settings_facts
from ..tools.edit import python_command
from ..tools.judge import JUDGE_DOCUMENTS, asks_selection, prose_documents, verdicts_of
from ..tools.repair import REPAIR_SEARCH
from ..tools.scriptcall import SCRIPT_CALL, question_script
from ..tools.settings import kind_of_settings
from ..workspace import docx_files_in, workspace_overview
from ..workspace.changes import MAX_REPORTED_CHANGES, Change, report_artifact, tracker_for
from ..workspace.formats import read_text
from .docx import render_inspection
from .terminal_protect import Protection, protection
from .typed import (
    finish_check,
    handle_typed,
    is_typed,
    stated_outputs,
    tool_env,
    typed_specs,
    typed_tools,
    unread_inputs,
)

if TYPE_CHECKING:
    from ..protocol.context import RunContext

TOOLS = [
    ToolSpec(
        "terminal_run_command",
        "Run one non-interactive bash command in the workspace and get its exit code and output. "
        "Paths are relative to the workspace root; cwd (optional) is a workspace-relative folder.",
        {
            "type": "object",
            "properties": {"command": {"type": "string"}, "cwd": {"type": "string"}},
            "required": ["command"],
        },
    ),
    ToolSpec(
        "terminal_finish",
        "Finish the task. success=true when the objective is met; summary gives the facts found or "
        "what was changed (it is what the user sees).",
        {
            "type": "object",
            "properties": {
                "success": {"type": "boolean"},
                "summary": {"type": "string"},
                "result_code": {"type": "string"},
            },
            "required": ["success", "summary"],
        },
    ),
]

SMALL_MODEL_TOOLS = [
    ToolSpec(
        "terminal_run_command",
        "Run one non-interactive bash command in the workspace root and get its exit code and output. "
        "Use paths relative to the workspace root (e.g. data/file.csv).",
        {"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]},
    ),
    TOOLS[1],
]

SYSTEM = """You complete a task by running shell commands in a workspace, one command per call.
Rules:
- Call terminal_run_command with a single bash command; you get its exit code and output back.
- Work only inside the workspace, with relative paths; never cd outside it. No network.
- Commands are non-interactive: no editors, pagers or prompts.
- To look at files prefer the typed tools (find_files, read_file, grep, data_query, python_facts, docx_read, docx_find,
  docx_extract, docx_compare): their results are exact and bounded. write_file and move_path change files.
  Use terminal_run_command for what they do not cover (running programs and tests, computing).
- For logic beyond a pipeline, run Python from a here-doc, with real newlines and indentation:
  python3 - <<'EOF'
  ...
  EOF
  (a `python3 -c` one-liner cannot hold for/with/if blocks).
- The workspace files are listed in the task message; read the relevant ones before changing anything.
- A failed command (non-zero exit code) is information: read stderr and fix the command. Do not repeat a command unchanged.
- When done, call terminal_finish with success and a summary that states the concrete result (numbers, names, files changed).
CommandLimits: each command is killed after {command_timeout:g} s; output beyond {max_output} per stream is cut off.
Commands start in the workspace root.
Sandbox: {sandbox}"""

#: Lines of each source file (not tests) previewed for a task whose check is a test run.
SOURCE_PREVIEW_LINES = 40
#: Checks run again before a claimed success is accepted: this many refusals, then a claim the
#: check still contradicts ends the task as failed.
RECHECKS = 2
_KB_EVIDENCE = re.compile(r"^\[kb\]|knowledge base|local_kb_retrieval|^\s*Passages:", re.M)
#: The same command (same cwd) this many times in a row ends the task with bounded_loop_error.
REPEAT_LIMIT = 3
#: An objective that changes comments itself ("remove the comments", "comment out the line"):
#: a script that drops comment lines may be doing just that. "Keep the comments" is no such one.
CHANGES_COMMENTS = re.compile(r"\b(?:remove|delete|strip|drop|clean|uncomment)\b[^.;]{0,40}\bcomment|"
                              r"\bcomment(?:s|ed|ing)?\s+(?:\w+\s+){0,3}?out\b", re.I)
#: Entries of the workspace listing in the first message.
LISTING_ENTRIES = 120
LISTING_CHARS = 4000
#: Characters of combined output in terminal_step_* events (the model gets `RunLimits.output_chars`).
EVENT_PREVIEW_CHARS = 2000
#: Files named in the report the model reads (all of them are in the events).
REPORT_FILES = 12


def other_kind_error(lead: str, outside: list[str], kinds: list[str]) -> str:
    """Why a command that touches files of another kind than the objective acts on is not run
    (`datalint.out_of_scope`): `lead` says what it would have done to them."""
    return (f"{lead} {', '.join(outside[:4])}{' ...' if len(outside) > 4 else ''}, which "
            f"{'is' if len(outside) == 1 else 'are'} not {' or '.join(kinds)} file(s), and the task acts on "
            f"{' and '.join(kinds)} files. Nothing was changed. Select the files by their name's ending "
            f"(name.endswith({kinds[0]!r})) and change only those.")


def moved_or_removed(command: str) -> list[str]:
    """The files a command's `mv` moves (every operand but the last) and its `rm` removes, as
    written literally (a word with a glob or an expansion is no such name); [] for anything else."""
    out: list[str] = []
    for part in parse_shell(command).commands:
        words = [w for w in part.argv if not (w.dynamic or w.glob or w.brace or w.substitution)]
        if len(words) != len(part.argv) or not words or basename(words[0].value) not in ("mv", "rm"):
            continue
        operands = [w.value for w in words[1:] if not w.value.startswith("-")]
        out += operands[:-1] if basename(words[0].value) == "mv" else operands
    return out


def _host_facts(ctx: RunContext, read: Callable[[ToolEnv], list[str]]) -> list[str]:
    """What the host reads off the workspace before a first turn (tools/data.py), within 10 s."""
    assert ctx.workspace is not None
    try:
        return read(ToolEnv(ctx.workspace.root, deadline=time.monotonic() + 10))
    except ToolError:
        return []


def _question_facts(ctx: RunContext, files: list[str], objective: str) -> list[str]:
    """What the host reads off the data files a question names."""
    return _host_facts(ctx, lambda env: data_question_facts(env, files, objective))


def _settings_facts(ctx: RunContext, files: list[str], objective: str) -> list[str]:
    """The settings a task names across the settings files it is about."""
    return _host_facts(ctx, lambda env: data_settings_facts(env, files, objective))


#: The parts of a first message that follow what is known so far (first_message).
_AFTER_KNOWN = re.compile(r"\n\n(?:This task answers|The task's outputs:|Read-only for this task|The task's own check|"
                          r"Counted by the host|The task's two name forms)")
#: A task that asks for a bug to be fixed ("find the bug and fix it so all tests pass").
_FIX_ASKED = re.compile(r"\b(?:fix\w*|bug\w*|broken|repair\w*|failing|fails?|wrong|incorrect\w*)\b", re.I)
#: The most characters of known passages a judgement of documents is given.
KNOWN_CHARS = 2500


def known_passages(loop: LoopState) -> str:
    """What the first message says is known so far (the knowledge base's passages), without its label."""
    first = next((str(m.get("content") or "") for m in loop["messages"] if m.get("role") == "user"), "")
    at = first.find("What is known so far")
    if at < 0:
        return ""
    body = first[at:].split("\n", 1)[1] if "\n" in first[at:] else ""
    end = _AFTER_KNOWN.search(body)
    return (body[:end.start()] if end else body).strip()[:KNOWN_CHARS]


#: The most files of output folders a push-back looks at.
FOLDER_FILES_SEEN = 200


def _folder_files(root: Path, outputs: list[str]) -> list[str]:
    """The files (relative paths) directly in the output folders among `outputs`, at most
    FOLDER_FILES_SEEN."""
    found: list[str] = []
    for rel in outputs:
        folder = root / rel
        if not rel.endswith("/") or not folder.is_dir() or not folder.resolve().is_relative_to(root.resolve()):
            continue
        for entry in sorted(folder.iterdir())[:FOLDER_FILES_SEEN]:
            if entry.is_file() and not entry.is_symlink():
                found.append(rel + entry.name)
    return found[:FOLDER_FILES_SEEN]


def _before(root: Path, outputs: list[str]) -> dict[str, str]:
    """The text of up to three existing stated output files of at most BEFORE_BYTES each."""
    out: dict[str, str] = {}
    for rel in outputs[:3]:
        path = root / rel
        try:
            if rel.endswith("/") or not path.is_file() or path.stat().st_size > BEFORE_BYTES:
                continue
            out[rel] = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
    return out


def _kb_text(ctx: RunContext, document_id: str) -> str | None:
    """A knowledge-base document's whole text (its chunks in reading order, each under its section
    heading when that changes), redacted as passages are; None when it cannot be read."""
    try:
        chunks = ctx.kb.get_chunks(document_id)
    except Exception:  # no knowledge base, or a store that cannot be read: the passages quoted stand
        return None
    parts, last = [], None
    for c in chunks or []:
        head = [h for h in c.get("heading_path") or [] if h]
        if head and head != last:
            parts.append("#" * min(len(head), 6) + " " + head[-1])
            last = head
        parts.append(str(c.get("text") or ""))
    return _redactor(ctx)("\n\n".join(parts)) if parts else None


def tool_named(command: str, tools: list[str]) -> tuple[str, str | None] | None:
    """(tool, command it wraps or None) for a command whose program is one of the loop's tools
    and no installed program (`terminal_run_command "bash" "grep kiln02 logs/x.log"`): a probe's
    1.5B model sent that, and it ran to "command not found" after an approval. The wrapped command
    is the one argument left after a shell's name and -c; it is checked like any other command."""
    m = re.match(r"\s*([A-Za-z_][\w-]*)(?=\s|$)", command)
    if m is None or m.group(1) not in tools or shutil.which(m.group(1)) is not None:
        return None
    try:
        words = shlex.split(command[m.end():])  # only to pull the text out; never a safety decision
    except ValueError:
        return m.group(1), None
    while words and words[0] in ("bash", "sh", "-c", "--command", "command="):
        words = words[1:]
    rest = command[m.end():].strip()
    if m.group(1) != "terminal_run_command" or not words:
        return m.group(1), None
    if len(words) == 1 and words[0].strip():
        return m.group(1), words[0].strip()
    return m.group(1), rest if rest[:1] not in ("'", '"') else None


class TerminalCapability(ToolLoopCapability):
    kind = "terminal_exec"
    node = "terminal_exec"
    finish_tool = "terminal_finish"
    requires_workspace = True

    def out_of_time(self, ctx: RunContext, loop: LoopState) -> TaskOutcome:
        """The base outcome, with what the last command that ran without error printed (`printed`):
        a values step that printed the right totals and then ran out of time rewriting its script
        still has them for the edit after it (a probe trace)."""
        outcome = super().out_of_time(ctx, loop)
        ran = [s for s in loop_data(loop, TerminalData).get("steps") or []
               if s.get("exit_code") == 0 and str(s.get("output") or "").strip()]
        if ran:
            outcome.data["printed"] = str(ran[-1]["output"])
        return outcome

    def tools(self, ctx: RunContext, task: Task) -> list[ToolSpec]:
        # Small models invent a `cwd` and then cannot find their files; `cd dir && ...` still works.
        base = SMALL_MODEL_TOOLS if _guided(ctx) else TOOLS
        # The typed tools (tools/) beside the command: exact answers the host computes; a
        # question gets no tool that writes.
        return [base[0], *typed_specs(question=task_is_question(task)), base[1]]

    def _tool_names(self, ctx: RunContext, task: Task) -> list[str]:
        """The names `tools` offers, without building their schemas (~5 ms): each command is
        checked against them (`tool_named`)."""
        base = SMALL_MODEL_TOOLS if _guided(ctx) else TOOLS
        return [base[0].name, *(t.name for t in typed_tools(question=task_is_question(task))), base[1].name]

    def text_protocol(self, ctx: RunContext, task: Task) -> CodeReplies | None:
        if not _guided(ctx):
            return None
        typed = [t for t in self.tools(ctx, task) if is_typed(t.name)]
        return CodeReplies(task_check(task.get("objective") or "", ctx.workspace.root if ctx.workspace is not None else None), typed,
                           ctx.workspace.root if ctx.workspace is not None else None,
                           [] if task.get("read_only") else list(task.get("outputs") or []),
                           question=task_is_question(task), reports=asks_report(task.get("objective") or ""),
                           objective=str(task.get("objective") or ""),
                           # read once per document, not at each python block
                           kb_text=functools.lru_cache(maxsize=16)(lambda doc: _kb_text(ctx, doc)))

    def system_prompt(self, ctx: RunContext, task: Task) -> str:
        assert ctx.workspace is not None
        template = GUIDED_SYSTEM if _guided(ctx) else SYSTEM
        text = template.format(
            root=ctx.workspace.root, sandbox=self._sandbox_name(ctx), command_timeout=ctx.limits.terminal_command_timeout,
            max_output=_bytes(ctx.limits.terminal_max_output_bytes),
        )
        if _guided(ctx):
            typed = [t for t in self.tools(ctx, task) if is_typed(t.name)]
            text += "\n\n" + GUIDED_TOOLS_NOTE + describe_tools(typed)
            if any(t.name == "data_export" for t in typed):
                text += "\n" + GUIDED_EXPORT_NOTE
            if any(t.name == "set_value" for t in typed):
                text += "\n" + GUIDED_SETTINGS_NOTE
        return text

    def first_message(self, ctx: RunContext, task: Task, evidence: str) -> str:
        """The objective plus the facts a small model would otherwise spend its first turns on:
        a fresh, bounded listing of the workspace (earlier tasks may have changed it)."""

        assert ctx.workspace is not None
        listing, files = workspace_overview(ctx.workspace.root, max_entries=LISTING_ENTRIES)
        parts = [f"Task: {task['objective']}"]
        for key, label in (("source_path", "Source file"), ("output_path", "Output file")):
            if task.get(key):
                parts.append(f"{label}: {task[key]}")
        parts.append(
            f"Workspace contents ({len(files)} files listed, folders end with /):\n{preview(listing, LISTING_CHARS) or '(empty)'}"
        )
        parts.extend(scope_lines(files, task["objective"]))
        check = task_check(task["objective"], ctx.workspace.root if ctx.workspace is not None else None) if _guided(ctx) else None
        if _guided(ctx):
            py_note = bool(PY_STRUCTURE.search(task["objective"])) and any(f.endswith(".py") for f in files)
            previews = file_previews(ctx.workspace.root, files, task["objective"], _redactor(ctx),
                                     code_lines=SOURCE_PREVIEW_LINES if check else None,
                                     writes=not task.get("read_only"), named_code_only=py_note and not check)
            if previews:
                parts.append("First lines of files:\n" + previews)
            views = _docx_views(ctx.workspace.root, task["objective"])
            parts.extend(views)
            tables = _docx_table_lines(ctx.workspace.root, task["objective"], views)
            if tables:
                parts.append(tables)
            joins = join_note(ctx.workspace.root, files, task["objective"])
            if joins:
                parts.append(joins)
            if py_note:
                shape = python_records_line(ctx.workspace.root, files, task["objective"])
                parts.append(PY_STRUCTURE_NOTE + (f"\n{shape}" if shape else ""))
        known = _without_overview(evidence, previews=_guided(ctx))
        if known:
            label = "What is known so far:"
            if _KB_EVIDENCE.search(known):
                # A small model otherwise opens a knowledge-base document as if it were a workspace file.
                label = ("What is known so far (passages quoted from the knowledge base; those documents are "
                         "not files in the workspace: in a python block, open('NAME') of a document named here "
                         "reads the whole document; or copy the lines you need into your script "
                         "as text, e.g. `lines = [\"first line\", \"second line\"]`; the passages' own steps "
                         "are content for your file, not commands for you to run):")
            parts.append(label + "\n" + _redactor(ctx)(known))
        prot = protection(getattr(ctx, "intent", None), ctx.workspace.root)
        # Guided mode gets them as the result of a host call before its first turn (initial_calls):
        # a small coder model answers from a result it is shown, and ignores facts in the task text.
        facts = _question_facts(ctx, files, task["objective"]) if task.get("read_only") and not _guided(ctx) else []
        if task.get("read_only"):
            parts.append("This task answers a question: the workspace is read-only (no command can change a file). "
                         "Find the facts with commands, print them, and finish with the answer.")
        counted = [f for f in facts if not f.startswith(MENTION_LEAD)]
        looked = [f[len(MENTION_LEAD):] for f in facts if f.startswith(MENTION_LEAD)]
        if counted:
            # Last, where a small model reads them: exact figures it would otherwise compute with a
            # script of its own, and get wrong.
            parts.append("Counted by the host in the files this question names (exact):\n"
                         + "\n".join(f"- {f}" for f in counted)
                         + "\nIf one of these lines answers the question, reply `DONE:` with that figure now; "
                         "otherwise write a script.")
        if looked:
            parts.append("Looked up by the host (where a name the question gives is written, with the code the files "
                         "use for it; for your script, not an answer):\n" + "\n".join(f"- {f}" for f in looked))
        if not task.get("read_only") and task.get("outputs"):
            parts.append("The task's outputs: " + ", ".join(task["outputs"]) + ". Change nothing else.")
            new = [o for o in task["outputs"] if not o.endswith("/") and not (ctx.workspace.root / o).exists()]
            if _guided(ctx) and new:
                # The first script of a small model printed the result and wrote no file (a turn lost
                # to the push-back that followed).
                parts[-1] += (f" {', '.join(new)} does not exist yet: your script writes it"
                              " (and prints what it wrote), not only prints the result.")
            calls = settings_calls_for(ctx.workspace.root, task["outputs"], task["objective"], 2) if _guided(ctx) else []
            if calls:
                # A small model rewrote a settings file with a parser (comments lost, a section
                # appended twice) where one typed call changes the one line; the call is offered
                # ready to send, its key and value read from the task's words.
                parts.append(SETTINGS_FIRST_NOTE + "\n".join(calls))
        renames = [] if task.get("read_only") else planned_renames(ctx.workspace.root, task.get("objective") or "")
        moves = [] if task.get("read_only") or renames else planned_moves(ctx.workspace.root, task.get("objective") or "")
        if renames or moves:
            # The names a rename between two name forms gives, built by the host: a 1.5B model cut
            # "DD-MM-YYYY_<show>.mp3" at a fixed width and prefixed it to the old name (probe trace).
            # Likewise the folders a name form's slot gives ("one subfolder per client").
            planned = renames or moves
            shown = planned[:RENAMES_SHOWN]
            lead = ("The task's names give these renames" if renames else
                    "The task's name form gives these moves into folders")
            parts.append(f"{lead} (old -> new), worked out by the host:\n"
                         + "\n".join(f"{a} -> {b}" for a, b in shown)
                         + (f"\n(and {len(planned) - len(shown)} more of the same form)" if len(planned) > len(shown) else "")
                         + ("\nRename exactly these (os.rename) and print each; leave every other file." if renames else
                            "\nMove exactly these (os.makedirs, then os.rename) and print each; leave every other file."))
        if prot:
            parts.append(f"Read-only for this task ({'; '.join(prot.why)}): {prot.describe()}.")
        if check:
            parts.append(f"The task's own check is `{check}`: it is run for you first, and again before you finish.")
        return "\n\n".join(parts)

    def initial_calls(self, ctx: RunContext, task: Task) -> list[ToolCall]:
        """Guided mode: the check command the objective names (`run the tests with `...``)
        runs before the model's first turn, so the model starts from the failure it must fix;
        likewise a workspace script the objective says to run (`Run report.py to ...`), so the
        model starts from its output instead of re-implementing it."""
        if not _guided(ctx):
            return []
        command = task_check(task["objective"], ctx.workspace.root if ctx.workspace is not None else None)
        if command is None and ctx.workspace is not None:
            command = script_command(task["objective"], ctx.workspace.root)
        judge = self._judge_call(ctx, task) if command is None else []
        check = task_check(task["objective"], ctx.workspace.root if ctx.workspace is not None else None)
        # A fix task's check: when it fails, the host tries one-place changes to the code it calls.
        repair = ([ToolCall("repair_search", {"check": command, "cwd": check_dir(task["objective"], ctx.workspace.root)})]
                  if command is not None and command == check and not task.get("read_only") and ctx.limits.terminal_repair_search
                  and _FIX_ASKED.search(task["objective"]) else [])
        return [*self._first_calls(ctx, task, command), *judge, *repair]

    @staticmethod
    def _judge_call(ctx: RunContext, task: Task) -> list[ToolCall]:
        """A selection among a few prose documents the task names ("determine which incidents
        are critical"): each judged on its own by a constrained model call (tools/judge.py)."""
        if ctx.workspace is None or not asks_selection(task["objective"]):
            return []
        _, files = workspace_overview(ctx.workspace.root, max_entries=LISTING_ENTRIES, totals=False)
        docs = prose_documents(ctx.workspace.root, files, task["objective"])
        return [ToolCall("judge_documents", {"task": task["objective"], "files": docs})] if docs else []

    def _first_calls(self, ctx: RunContext, task: Task, command: str | None) -> list[ToolCall]:
        """The deterministic first calls of `initial_calls`, the judgement of documents aside."""
        if command is None and task.get("read_only") and ctx.workspace is not None:
            # "What does our hall price script give for that?": the script run with the options
            # the question's case gives (tools/scriptcall.py), its output the answer.
            _, files = workspace_overview(ctx.workspace.root, max_entries=LISTING_ENTRIES, totals=False)
            script = question_script(ctx.workspace.root, files, task["objective"])
            if script:
                return [ToolCall(SCRIPT_CALL.name, {"question": task["objective"], "script": script})]
        if (command is None and task.get("read_only") and ctx.workspace is not None
                and sum((ctx.workspace.root / p).is_file() for p in paths_in(task["objective"])) < 2):
            # A question over data files: what the host counts in the files it names comes first.
            # Not for a question that joins two files it names: counts over one file alone (every
            # row of one file, where the question keeps only the rows another file lists) were taken for the answer.
            _, files = workspace_overview(ctx.workspace.root, max_entries=LISTING_ENTRIES, totals=False)
            if _question_facts(ctx, files, task["objective"]):
                return [ToolCall("question_facts", {"question": task["objective"]})]
        if command is None and not task.get("read_only") and ctx.workspace is not None:
            renames = (planned_renames(ctx.workspace.root, task.get("objective") or "")
                       or planned_moves(ctx.workspace.root, task.get("objective") or ""))
            if renames:
                # The renames two name forms give (or a padded number, or a name form's folder) are
                # no judgement: the host makes them, through
                # the command path like any script. Given them listed, a 1.5B model wrote its own
                # renaming (a date prefixed twice, `.mp3` appended again) and spent its budget on
                # the fix (probe trace).
                # The data files the task names (an index the names come from) are what it read.
                root = ctx.workspace.root
                olds = {a for a, _ in renames}
                sources = [p for p in paths_in(task.get("objective") or "") if (root / p).is_file() and p not in olds]
                command = rename_command(renames, tuple(sources))
        if command is None and not task.get("read_only") and ctx.workspace is not None:
            # A domain, host or email address moved across a folder's files, old and new said ("over
            # to new.example (it used to be old.example)"): the host replaces it in every text file
            # that holds it, but those the task keeps (`guided/literal.py`). A probe's 1.5B model
            # looked for the domain in the files' names.
            outs = stated_outputs(task)
            pair = literal_pair(task["objective"])
            if pair is not None and all(o.endswith("/") for o in outs):
                keep = list(getattr(getattr(ctx, "intent", None), "keep", None) or [])
                found, _left = literal_files(ctx.workspace.root, outs, task["objective"], keep)
                if found and len(found) <= MAX_CHANGED:
                    return [ToolCall("terminal_run_command", {"command": literal_command([f for f, _ in found], *pair)})]
        if command is None and not task.get("read_only") and ctx.workspace is not None:
            # A value changed across a folder's settings files, old and new said ("report every 15
            # minutes instead of every 5"): the host's set_value of each setting that holds the old
            # value in its own unit, in the files the task's words pick (`folder_change_calls`). A
            # probe's 1.5B model, shown every file's values, changed a dict in memory and finished.
            changes = [c for o in stated_outputs(task) if o.endswith("/")
                       for c in folder_change_calls(ctx.workspace.root, o, task["objective"])]
            if changes:
                return [ToolCall("set_value", {"path": rel, "key": key, "value": value}) for rel, key, value in changes]
        if command is None and not task.get("read_only") and ctx.workspace is not None:
            # A change across settings files: the values of the settings it names, file by file,
            # and those several files share, before the first turn (a question has them among its
            # question facts). A 1.5B model compared one service's `port` across YAML, INI, JSON
            # and TOML files by a key none of them has (a development trace).
            # Not for a change whose outputs are all other files (a list written from data files
            # beside two JSON schedules: their `insurer` key met "the insurer" of the task, and
            # the host's call cost the model its script's opening; a probe trace).
            outs = stated_outputs(task)
            _, files = workspace_overview(ctx.workspace.root, max_entries=LISTING_ENTRIES, totals=False)
            # An output folder of settings files counts as settings ("services/": change the port of
            # one of its services; a development trace's change had no facts for that folder).
            if (not outs or any(kind_of_settings(o) or (o.endswith("/") and any(
                    kind_of_settings(f) for f in files if f.startswith(o))) for o in outs)) \
                    and _settings_facts(ctx, files, task["objective"]):
                return [ToolCall("settings_facts", {"task": task["objective"]})]
        if command and ctx.workspace is not None and command == task_check(task["objective"], ctx.workspace.root):
            # The check runs from the folder the objective says ("from inside app/"), else the root.
            return [ToolCall("terminal_run_command", {"command": command, "cwd": check_dir(task["objective"], ctx.workspace.root)})]
        return [ToolCall("terminal_run_command", {"command": command})] if command else []

    def max_turns(self, ctx: RunContext) -> int:
        return ctx.limits.terminal_max_steps

    def choose_reply(self, ctx: RunContext, task: Task, loop: LoopState, messages: list[Any],
                     text_format: Any, protocol: Any, text: str, calls: list[ToolCall]) -> tuple[str, list[ToolCall]]:
        """Guided mode: self-consistency over trial runs of sampled replies (guided/vote.py)."""
        return guided_vote.choose_reply(self, ctx, task, loop, messages, text_format, protocol, text, calls,
                                        _redactor(ctx))

    def default_timeout(self, ctx: RunContext) -> float:
        return ctx.limits.terminal_loop_timeout or ctx.limits.task_timeout

    @staticmethod
    def _sandbox_name(ctx: RunContext) -> str:
        try:
            return str(ctx.sandbox.name)
        except Exception as exc:
            return f"unavailable ({exc})"

    # --- tools ----------------------------------------------------------------------------------

    def handle(self, ctx: RunContext, task: Task, call: ToolCall, loop: LoopState) -> ToolOutcome | PendingApproval | PushBack:
        if call.name == "terminal_finish":
            data = loop_data(loop, TerminalData)
            # Set until the next command runs: a finish that did not end the loop was refused.
            data["finish_refused"] = True
            if _as_bool(call.args.get("success")) is False and data.get("last_failed"):
                # Small models give up on the first traceback; a push (two for guided small
                # models) to read it and try a fix.
                pushed = push_back(loop, "command_failed", "not finished: the last command failed. Read its error "
                                   "output, fix the command and run it again; give up only if the task truly cannot "
                                   "be done.", limit=2 if _guided(ctx) else 1)
                if pushed is not None:
                    return pushed
            if (_as_bool(call.args.get("success")) is True and data.get("last_failed") and not data.get("succeeded")
                    and data.get("model_ran")):
                # Success claimed while every command the model ran failed: nothing computed an
                # answer (a small model held to DONE by the retry grammar wrote its next attempt there).
                pushed = push_back(loop, "unfounded_claim", "not finished: no command has succeeded yet, so nothing "
                                   "has produced a result to report (the last one failed). Fix the failing command "
                                   "and run it; finish once its output gives the answer.")
                if pushed is not None:
                    return pushed
                # Claimed again with still nothing run successfully: the claim is not the outcome.
                return self._failed_claim(call, loop, "claimed success, but every command it ran failed")
            unmet = self._unmet_claim(ctx, task, call, loop)
            if unmet is not None:
                return unmet
            defect = data.get("defect") or {}
            if (_as_bool(call.args.get("success")) is True and defect.get("note")
                    and defect.get("at") == data.get("step_index", 0)):
                # Guided: a success claimed right after the loop named a defect of the file the last
                # run wrote, with nothing run since (a 1.5B model answered "6 of the 6 lines are the
                # header" with a `DONE:` quoting the file): asked once more; claimed again, it stands.
                pushed = push_back(loop, "output_defect", "not finished: " + defect["note"])
                if pushed is not None:
                    return pushed
            headed = (self._header_slip(ctx.workspace.root, task) if ctx.workspace is not None
                      and _as_bool(call.args.get("success")) is True
                      and not (loop.get("pushbacks") or {}).get("output_defect") else None)
            if headed:
                # A CSV the task gives the columns of ("with the header guest,nights,cost") whose
                # first line is not that header: a probe's model wrote rows only, and its success
                # stood (the loop's note on it had given way to another).
                pushed = push_back(loop, "output_header", "not finished: " + headed)
                if pushed is not None:
                    return pushed
            checked = self._recheck(ctx, task, call, loop)
            if checked is not None:
                return checked
            intent = getattr(ctx, "intent", None)
            # A task whose own check passed (just above) is verified by it: a file it names that
            # describes the rules ("the pricing rules are described in README.md") need not be read
            # (the host's repair made the tests pass, and its finish was pushed back for the README).
            checked_by_task = _guided(ctx) and ctx.workspace is not None and bool(
                task_check(task.get("objective") or "", ctx.workspace.root))
            unread = (unread_inputs(task, loop, ctx.workspace.root, self.finish_tool, list(getattr(intent, "keep", []) or []))
                      if ctx.workspace is not None and _as_bool(call.args.get("success")) is True
                      and not checked_by_task else [])
            pushed = push_back(loop, "unread_inputs", f"not finished: the task names {', '.join(unread)}, and nothing "
                               f"you ran has read {'it' if len(unread) == 1 else 'them'}. The result needs every file "
                               "the task names: read them all in one script and use each of them, then finish."
                               ) if unread else None
            if pushed is not None:
                return pushed
            if _as_bool(call.args.get("success")) is True:
                # Verify before the claim stands: stated outputs re-read, the results it rests on.
                changed = [f["path"] for f in data.get("files", [])]
                pushed, extra, lines = finish_check(ctx, task, loop, self.finish_tool, changed,
                                                   str(call.args.get("summary") or ""))
                if pushed is not None:
                    return pushed
                # A script's `ANSWER:` line naming places that are not there is no part of the answer.
                gone = absent_paths("\n".join(earlier_answers(data.get("steps") or [])),
                                    ctx.workspace.root if ctx.workspace is not None else None,
                                    str(task.get("objective") or ""), changed)
                if gone:
                    extra = {**extra, "absent_paths": list(dict.fromkeys([*extra.get("absent_paths", []), *gone]))}
                return self._finish(call, loop, extra, lines)
            return self._finish(call, loop)
        if call.name == REPAIR_SEARCH.name:
            data = loop_data(loop, TerminalData)
            last = (data.get("steps") or [{}])[-1]
            if not data.get("last_failed") or not same_command(last.get("command"), call.args.get("check")):
                return ToolOutcome(output="the check did not fail: no repair searched")
            call = ToolCall(call.name, {**call.args, "output": str(last.get("output") or "")}, id=call.id)
            repaired = handle_typed(ctx, task, call, loop, question=False, budget_s=self.loop_timeout(ctx, loop),
                                    run_command=lambda c: self._run_command(ctx, task, c, loop))
            if isinstance(repaired, ToolOutcome) and repaired.error is None and not data.get("last_failed"):
                # The edit made: the check again, so the first turn starts from its result.
                check = str(call.args.get("check"))
                again = self._run_command(ctx, task, ToolCall("terminal_run_command", {"command": check, "cwd": str(call.args.get("cwd") or ".")},
                                                              id=f"{call.id}:check"), loop)
                if isinstance(again, ToolOutcome):
                    repaired.output = f"{repaired.output or ''}\n\n$ {check}\n{again.output or again.error or ''}"
                    made = re.match(r"\(repair_search: (.+?) in a copy of the workspace", repaired.output or "")
                    if made and not data.get("last_failed"):
                        data["repaired"] = f"{made.group(1)}; it passes now."
            return repaired
        if call.name == SCRIPT_CALL.name:
            # The host's run of the script a question asks about: its options chosen by one
            # constrained call, the command run like any other (policy, sandbox, events).
            env = tool_env(ctx, loop, self.loop_timeout(ctx, loop), str(task.get("objective") or ""))
            try:
                command = SCRIPT_CALL.command(env, call.args)
            except ToolError as exc:
                return ToolOutcome(error=str(exc))
            ran = self._run_command(ctx, task, ToolCall("terminal_run_command", {"command": command}, id=call.id), loop)
            if isinstance(ran, ToolOutcome) and ran.error is None:
                ran.output = f"$ {command}\n{ran.output or ''}"  # the call made, as the answer cites it
            return ran
        if call.name == JUDGE_DOCUMENTS.name and not call.args.get("criteria"):
            # The criteria a judgement needs are the knowledge base's passages the task quotes.
            call = ToolCall(call.name, {**call.args, "criteria": known_passages(loop)}, id=call.id)
        if is_typed(call.name):
            typed = handle_typed(ctx, task, call, loop, question=task_is_question(task), budget_s=self.loop_timeout(ctx, loop),
                                 run_command=lambda c: self._run_command(ctx, task, c, loop))
            if isinstance(typed, ToolOutcome) and typed.error is None:
                loop_data(loop, TerminalData)["succeeded"] = True  # a typed tool's result is a result like a command's
                if call.name == JUDGE_DOCUMENTS.name:
                    judged = verdicts_of((typed.data or {}).get("verdicts") or [])
                    if judged:
                        loop_data(loop, TerminalData)["judged"] = judged
            return typed
        return self._run_command(ctx, task, call, loop)

    def _unmet_claim(self, ctx: RunContext, task: Task, call: ToolCall,
                     loop: LoopState) -> PushBack | ToolOutcome | None:
        """A success claimed while an output the objective names is absent or empty, or while the
        objective asks for a change and no command changed a file, gets one push back (for any of
        these); claimed again over a stated output still empty, the task fails."""
        unmet = self._unmet(ctx, task, call, loop)
        if unmet is None:
            return None
        failed, why = unmet
        pushed = push_back(loop, "claim_unmet", why)
        if failed and task_check(task.get("objective") or "", ctx.workspace.root if ctx.workspace is not None else None) and failed.startswith("no command"):
            failed = None  # with a check command, the check decides a change made or not
        if pushed is None and failed:
            # Claimed again over a stated output that is still empty, or over a change the task
            # names its outputs for while no command changed any file: the claim is not the outcome.
            return self._failed_claim(call, loop, f"claimed success, but {failed}")
        return pushed

    def _failed_claim(self, call: ToolCall, loop: LoopState, reason: str) -> ToolOutcome:
        """A success claimed again after its push-back, over what still contradicts it: the task
        ends as failed with `reason`, never as a success."""
        done = self._finish(call, loop)
        if done.finish is not None:
            done.finish = TaskOutcome("failed", reason, {**done.finish.data, "summary": reason})
        return done

    def _unmet(self, ctx: RunContext, task: Task, call: ToolCall,
               loop: LoopState) -> tuple[str | None, str] | None:
        """Why a success claimed now does not stand, as (what fails the task when claimed again
        after the push-back, or None when only the push-back applies; the push-back's text)."""
        if ctx.workspace is None or _as_bool(call.args.get("success")) is not True or task.get("read_only"):
            return None
        for rel in task.get("outputs") or []:
            if rel.endswith("/"):
                continue
            target = (ctx.workspace.root / rel).resolve()
            if target.is_relative_to(ctx.workspace.root) and not target.exists():
                return None, (f"not finished: the task asks for {rel}, which does not exist in the workspace yet. "
                              f"Write the result the task asks for into {rel} (a python block that computes it and "
                              "writes the file), then finish.")
            if (_guided(ctx) and target.is_relative_to(ctx.workspace.root) and target.is_file()
                    and target.stat().st_size == 0 and not guided_vote.EMPTY_ASKED.search(task.get("objective") or "")):
                # A small model's empty output is far more often a script that read nothing than
                # the result; an objective that asks for an empty file says so.
                return f"{rel} is empty", (f"not finished: {rel} is empty, so it holds none of what the task asks "
                                           "for. Check that your command found its input (print what it reads), "
                                           f"write the result into {rel}, then finish.")
        renamed = template_misses(ctx.workspace.root, task.get("objective") or "", stated_outputs(task),
                                  loop_data(loop, TerminalData).get("files") or [])
        if renamed:
            return None, "not finished: " + renamed + " Then finish."
        unmoved = moved_nothing(task.get("objective") or "", loop_data(loop, TerminalData).get("files") or [])
        if unmoved:
            return f"no file was moved: {unmoved}", (
                f"not finished: the task puts files into folders, and no file was moved: {unmoved}. Move the files "
                "the task names (shutil.move in a python block, or mv), print where each went, then finish.")
        if getattr(getattr(ctx, "intent", None), "asks_change", False) and not loop_data(loop, TerminalData).get("files"):
            outs = stated_outputs(task)
            failed = f"no command changed a file, though the task asks for a change to {', '.join(outs)}" if outs else None
            where = " to " + ", ".join(outs) if outs else ""
            existing = [o for o in outs if not o.endswith("/") and (ctx.workspace.root / o).is_file()]
            inside = _folder_files(ctx.workspace.root, outs)
            how = ("write it whole" if not existing and not inside else
                   # A value changed by appending a second section was the script's "fix" of a setting.
                   "to change lines of an existing file reply with an ```edit block (the lines as they are, then the "
                   "new ones); to add lines at its end open(path, 'a') in a python block; write a new file whole"
                   ) if _guided(ctx) else \
                "open the file with 'a' to append, or write it whole"
            if _guided(ctx) and any(kind_of_settings(o) for o in existing + inside):
                # A folder of config files changed by one value: told to write it whole, a small
                # model wrote scripts that failed until the budget ran out (a development trace).
                how = "to change one value of a settings file reply with set_value (path, key, value); " + how
            return failed, ("not finished: the task asks for a change to the workspace files, but no command has "
                            "changed a file yet" + (" (a script that prints the new lines changes nothing)" if _guided(ctx) else "")
                            + f". Make the change{where} with a command that writes it ({how}), print what it wrote, "
                            "then finish.")
        return None

    def _recheck(self, ctx: RunContext, task: Task, call: ToolCall,
                 loop: LoopState) -> ToolOutcome | PendingApproval | PushBack | None:
        """Guided mode: a success claimed runs the objective's check command again (unless the
        model just ran it and it passed); when it fails, the claim is refused with its output (at most RECHECKS times).
        A check that needs no judgement: the model's own verdict on its change is not one."""
        data = loop_data(loop, TerminalData)
        check = task_check(task.get("objective") or "", ctx.workspace.root if ctx.workspace is not None else None) if _guided(ctx) else None
        # Whether or not a file changed: a claim over an untouched (or only touched) workspace is
        # as much a claim as one after an edit, and the check decides it.
        if not check or _as_bool(call.args.get("success")) is not True:
            return None
        last = (data.get("steps") or [{}])[-1]
        if same_command(last.get("command"), check) and last.get("exit_code") == 0:
            return None  # the model ran the check last itself, and it passed
        where = check_dir(task.get("objective") or "", ctx.workspace.root if ctx.workspace is not None else None)
        run = self._run_command(ctx, task, ToolCall("terminal_run_command", {"command": check, "cwd": where}, id=f"{call.id}:check"), loop)
        if isinstance(run, PendingApproval):
            return run
        if run.error is None and not data.get("last_failed"):
            return None
        under = code_under_test(ctx.workspace.root, run.output or "") if ctx.workspace is not None else ""
        pushed = push_back(loop, "check_fails", f"not finished: the task's check `{check}` fails after your change. "
                           "Read its output below, fix the code, then finish." + (f"\n\n{under}" if under else ""),
                           limit=RECHECKS, output=run.output)
        if pushed is None:
            # Refused enough: the claim stands as what it is, a failure the check contradicts.
            why = f"the task's check `{check}` still fails"
            return ToolOutcome(output=run.output, error=why, finish=TaskOutcome("failed", why, {
                "summary": why, "commands": int(data.get("step_index", 0)), "files": data.get("files", [])[:50],
                "details": self._details(data, why)}))
        return pushed

    def _finish(self, call: ToolCall, loop: LoopState, verified: dict[str, Any] | None = None,
                checked: list[str] | None = None) -> ToolOutcome:
        success = _as_bool(call.args.get("success"))
        if success is None:
            return ToolOutcome(error="terminal_finish needs a boolean 'success' (true or false)")
        summary = str(call.args.get("summary") or "").strip() or ("done" if success else "failed")
        data = loop_data(loop, TerminalData)
        out: dict[str, Any] = {"summary": summary, "commands": int(data.get("step_index", 0))}
        files = data.get("files", [])
        if files:
            out["files"] = files[:50]
        out["details"] = self._details(data, summary)
        gone = list((verified or {}).get("absent_paths") or [])
        answers = [a for a in earlier_answers(data.get("steps") or []) if not any(p in a for p in gone)]
        if answers:
            out["answers"] = answers[:20]  # the latest clean script's `ANSWER:` lines: what it found
        if verified:
            out.update(verified)
        if checked:
            out["details"] += "\n" + "\n".join(checked)
        if success and verified and verified.get("missing_outputs"):
            # A success that names a file which does not exist is not one.
            why = f"claimed success, but the task's output {', '.join(verified['missing_outputs'])} does not exist"
            return ToolOutcome(output="finished", finish=TaskOutcome("failed", why, {**out, "summary": why}))
        if call.args.get("result_code"):
            out["result_code"] = str(call.args["result_code"])
        if success:
            code = "ok"
        elif data.get("denied"):
            code = "approval_denied"  # the model gave up because a person or the policy said no
        else:
            code = "failed"
        return ToolOutcome(output="finished", finish=TaskOutcome(code, summary, out))

    @staticmethod
    def _header_slip(root: Path, task: Task) -> str | None:
        """HEADER_NOTE for the first stated CSV or TSV output whose first line is not the header the
        task gives it (`datalint.header_slip`); None when each that exists begins with it."""
        objective = str(task.get("objective") or "")
        for rel in task.get("outputs") or []:
            path = root / rel
            if rel.lower().endswith((".csv", ".tsv")) and path.is_file():
                slip = header_slip(objective, read_text(path, 65536) or "", rel, root)
                if slip:
                    return slip
        return None

    @staticmethod
    def _details(data: TerminalData, summary: str) -> str:
        """What finalize sees about this task: the summary, the last commands and their output."""
        lines = [f"summary: {summary}"]
        for s in data.get("steps", [])[-6:]:
            lines.append(f"$ {s['command']} (exit {s['exit_code']})\n{preview(s['output'], 800)}")
        files = data.get("files", [])
        if files:
            lines.append("files changed: " + ", ".join(f"{f['path']} ({f['operation']})" for f in files[:20]))
        return "\n".join(lines)

    def _run_command(self, ctx: RunContext, task: Task, call: ToolCall, loop: LoopState) -> ToolOutcome | PendingApproval:
        assert ctx.workspace is not None
        root = ctx.workspace.root
        command = call.args.get("command")
        if not isinstance(command, str) or not command.strip():
            return ToolOutcome(error="terminal_run_command needs a non-empty 'command' string")
        if ":pre" not in call.id:
            loop_data(loop, TerminalData)["model_ran"] = True  # not only the commands run for it before its first turn
        named = tool_named(command, self._tool_names(ctx, task))
        if named is not None:
            if named[1] is None:
                return ToolOutcome(error=f"`{named[0]}` is one of your tools, not a program: nothing was run. Call "
                                         f"{named[0]} as a tool, or send the shell command itself as 'command'.")
            command = named[1]  # `terminal_run_command "grep x log"`: the command it wraps
            call = ToolCall(call.name, {**call.args, "command": command}, id=call.id)
        bad = invalid_command(command)
        if bad:
            return self._refused(ctx, task, command, bad)
        data = loop_data(loop, TerminalData)
        cwd_arg = call.args.get("cwd")
        if cwd_arg in (None, ""):
            # Guided mode: the folder a bare `cd` moved to (see _change_dir); else the root.
            cwd_arg = data.get("cwd") or "."
        if not isinstance(cwd_arg, str) or "\x00" in cwd_arg:
            return ToolOutcome(error="'cwd' must be a workspace-relative folder")
        cwd = Path(os.path.realpath(root / cwd_arg))
        if cwd != root and root not in cwd.parents:
            return self._refused(ctx, task, command, f"cwd {cwd_arg!r} is outside the workspace; commands run inside it (cwd is relative to {root})")
        if not cwd.is_dir():
            return ToolOutcome(error=f"cwd {cwd_arg!r} is not a folder in the workspace")
        cwd_rel = os.path.relpath(cwd, root)
        if _guided(ctx):
            target = bare_cd(command)
            if target is not None:
                return self._change_dir(ctx, task, command, cwd, target, data)
        # The same command three times in a row is a loop the model is not getting out of.
        # `counted` makes this idempotent: after an approval pause the same call is handled again.
        counted: list[str] = data.setdefault("counted", [])
        if call.id not in counted:
            counted.append(call.id)
            del counted[:-20]
            recent: list[str] = data.setdefault("recent", [])
            recent.append(f"{cwd_rel}\0{' '.join(command.split())}")
            del recent[:-REPEAT_LIMIT]
            if len(recent) == REPEAT_LIMIT and len(set(recent)) == 1:
                return ToolOutcome(
                    error=f"the same command was requested {REPEAT_LIMIT} times in a row",
                    finish=TaskOutcome("bounded_loop_error", f"stopped: `{command.strip()[:200]}` was requested {REPEAT_LIMIT} times in a row"),
                )
            if len(recent) >= 2 and recent[-1] == recent[-2] and (data.get("last_failed") or data.get("finish_refused")):
                # Commands are deterministic: the one that just failed fails again, and the one whose
                # result the finish after it could not stand on (a script that wrote an empty file)
                # leaves the same result again. Say so instead of running it.
                data["repeats_refused"] = int(data.get("repeats_refused") or 0) + 1
                if data.get("last_failed"):
                    return ToolOutcome(error="this is exactly the command that just failed; it would fail the same "
                                       "way. Change it to fix the error shown above, or finish.")
                return ToolOutcome(error="this is exactly the command that just ran, and its result was not accepted "
                                   "(see why above); run unchanged it would do the same again. Change it to fix "
                                   "what was wrong, or finish.")

        if loop["elapsed_s"] >= self.loop_timeout(ctx, loop):
            # The engine checks this before each model turn; a turn that asked for several
            # commands must not run past the budget either.
            ran_out = self.out_of_time(ctx, loop)
            return ToolOutcome(error=ran_out.message, finish=ran_out)

        try:
            sandbox = ctx.sandbox
        except Exception as exc:  # --sandbox bwrap where bubblewrap cannot run: nothing may run
            why = f"the sandbox is unavailable: {exc}"
            return ToolOutcome(error=why, finish=TaskOutcome("failed", why))

        execer = CommandExec(ctx)
        screened = execer.screen(command, root, cwd)
        if screened.refusal:
            # Unparseable, or leaving the workspace (its boundary): refused, not asked.
            return self._refused(ctx, task, command, screened.refusal)
        kinds, outside = out_of_scope(task.get("objective") or "", moved_or_removed(command))
        if outside:
            # "Rename every .txt file": `mv docs/LICENSE docs/LICENSE.md` renames a file of another
            # kind (a development trace; the loop's summary then claimed every .txt renamed).
            data["last_failed"] = True
            return ToolOutcome(error=other_kind_error("not run: this command moves or removes", outside, kinds))
        preview, key = None, call.id
        data["moved_to"] = []  # the new paths of the files this command only moves (its preview says)
        if execer.previewable(screened, sandbox):
            # Code the classifier cannot read: its effects decide (exec/effects.py).
            prot = self._protection(ctx, task, loop, sandbox)
            preview = execer.preview(screened, self._limits(ctx, loop), sandbox=sandbox,
                                     protect=tuple(prot.binds(root)) if prot else ())
            ctx.cancel.check()
            own = frozenset(f["path"] for f in data.get("files", []) if f.get("operation") == "created")
            screened = execer.rerate(screened, preview, own)
            key = f"{call.id}:{preview.digest()}"  # a resumed run that changes something else asks again
            ctx.emit("activity", activity_id=ctx.new_id("act"), task_id=task["id"], action_type="copy_on_write_run",
                     status="completed", summary=f"ran in a copy-on-write view first: {preview.effect.summary()}; "
                     f"rated {screened.risk_level}")
            lost = getattr(preview.effect, "comments_lost", None) or {}
            if lost and not CHANGES_COMMENTS.search(task.get("objective") or ""):
                # A parser's rewrite (configparser, a JSON/YAML dump) drops every comment: a change
                # of one value that loses them is not the change asked for, and cannot be undone
                # by the model once applied. Nothing is applied.
                execer.discard(preview)
                data["last_failed"] = True
                path, lines = next(iter(lost.items()))
                how = "an ```edit block does that" if _guided(ctx) else "e.g. replace just those lines in the file's text"
                return ToolOutcome(error=f"not applied: in a copy-on-write run this script removes {len(lines)} comment "
                                   f"line(s) from {path} (e.g. {lines[0][:80]!r}); a parser that rewrites the file "
                                   "(configparser, a json or yaml dump) drops comments and layout. Nothing was changed. "
                                   f"Change only the lines the task names and keep every other line ({how}).")
            broken = getattr(preview.effect, "formats_broken", None) or {}
            if broken:
                # A settings or data file that read before and would not after: every later read
                # of it fails (a development trace: `KEY value` lines appended to a .env, then
                # the task's own re-read of the file failed). Nothing is applied.
                execer.discard(preview)
                data["last_failed"] = True
                path, why = next(iter(broken.items()))
                return ToolOutcome(error=f"not applied: in a copy-on-write run this script breaks {path}, which "
                                   f"was valid before: {why}. Nothing was changed; write the new lines in the same "
                                   "form as the file's other lines.")
            eff = preview.effect
            moved_from = [m.split(" -> ", 1)[0] for m in getattr(eff, "moved", [])]
            data["moved_to"] = [m.split(" -> ", 1)[1] for m in getattr(eff, "moved", []) if " -> " in m]
            kinds, outside = out_of_scope(task.get("objective") or "", [*eff.deleted, *eff.overwritten, *eff.edited,
                                                                        *moved_from])
            if outside:
                # "Rename every .txt file": a script that renamed README and journal.md too changed
                # files the task leaves alone (a development trace); seen before it is applied,
                # nothing is.
                execer.discard(preview)
                data["last_failed"] = True
                return ToolOutcome(error=other_kind_error("not applied: in a copy-on-write run this script also changes",
                                                          outside, kinds))
        if preview is not None and task.get("read_only") and preview.effect:
            # A question's (or a helper step's) task changes no file: a script that would write
            # one is not applied, whatever its rating (a probe's helper step, told to print values,
            # wrote tab-separated lines into the .docx the next step was to save; the copy-on-write
            # run's change was then applied as the approved command's).
            eff = preview.effect
            wrote = [*eff.created, *eff.overwritten, *eff.edited, *eff.deleted][:3]
            execer.discard(preview)
            data["last_failed"] = True
            return ToolOutcome(error=f"not applied: this task changes no file, but in a copy-on-write run this script "
                               f"writes {', '.join(wrote) or eff.summary()}. Nothing was changed; print the values "
                               "instead of writing them (a later step writes the file).")
        risk = screened.risk_level
        approved = execer.approve(screened, task_id=task["id"], key=key, sandbox=sandbox)
        verdict = approved.verdict
        if verdict.pending or not verdict.approved:
            if preview is not None:
                execer.discard(preview)
        if verdict.pending:
            return PendingApproval(verdict, {"action": "command", "subject": command, "risk_level": risk})
        if not verdict.approved:
            data["denied"] = True
            why = verdict.reason or "denied"
            seen = f" (in a copy-on-write run it would have: {preview.effect.summary()}; nothing was changed)" if preview else ""
            return ToolOutcome(error=f"command denied ({verdict.source}): {why}{seen}. Do not retry it; find another way or finish.")
        # A question's task runs every command read-only, whatever its risk (objective/intent.py).
        access = "read_only" if task.get("read_only") else approved.access
        return self._execute(ctx, task, loop, screened, access, cwd_rel, sandbox, preview)

    def _change_dir(self, ctx: RunContext, task: Task, command: str, cwd: Path, target: str,
                    data: TerminalData) -> ToolOutcome:
        """Guided mode: a bare `cd DIR` moves the task's later blocks into DIR, as in a shell
        session. A 1.5B model opens a folder task with `cd notes/` whatever it is told (agent
        task suite: three refusals in a row, sampled too), and then does the work right there.
        Nothing runs: the folder is checked in-process and the move is an `activity` event."""
        assert ctx.workspace is not None
        root = ctx.workspace.root
        dest = Path(os.path.realpath(root if target in ("", "~") else cwd / target))
        if dest != root and root not in dest.parents:
            return self._refused(ctx, task, command, f"{target!r} is outside the workspace")
        if not dest.is_dir():
            data["last_failed"] = True
            return ToolOutcome(output=f"exit_code: 1\n[stderr]\ncd: {target}: No such folder in {os.path.relpath(cwd, root)}/")
        rel = os.path.relpath(dest, root)
        data["cwd"] = rel
        data["last_failed"] = False
        ctx.emit("activity", activity_id=ctx.new_id("act"), task_id=task["id"], action_type="change_dir",
                 status="completed", summary=f"later commands run in {rel}/")
        return ToolOutcome(output=f"exit_code: 0\n{CD_NOTE.format(cwd='the workspace root' if rel == '.' else rel + '/')}")

    def _protection(self, ctx: RunContext, task: Task, loop: LoopState, sandbox: Any) -> Protection:
        """What the objective forbids changing (terminal_protect), fixed at the task's first
        command and announced once as an `activity`; read-only in a sandbox that can bind paths."""
        assert ctx.workspace is not None
        data = loop_data(loop, TerminalData)
        if "protect" not in data:
            prot = protection(getattr(ctx, "intent", None), ctx.workspace.root)
            data["protect"] = {"read_only": prot.read_only, "writable": prot.writable, "why": prot.why}
            if _guided(ctx) and not task.get("read_only"):
                # What the task's stated outputs held before it changed anything: a note can then
                # name the lines a change replaced by mistake (guided/datalint.duplicated_lines).
                data["before"] = _before(ctx.workspace.root, stated_outputs(task))
            if prot:
                enforced = bool(sandbox.confined)
                ctx.emit("activity", activity_id=ctx.new_id("act"), task_id=task["id"], action_type="protect",
                         status="completed" if enforced else "failed",
                         summary=(f"read-only for this task: {prot.describe()} ({'; '.join(prot.why)})" if enforced else
                                  f"not enforced (sandbox {sandbox.name} cannot bind paths): {prot.describe()}"))
        return Protection(**data["protect"])

    def _refused(self, ctx: RunContext, task: Task, command: str, why: str) -> ToolOutcome:
        ctx.emit("activity", activity_id=ctx.new_id("act"), task_id=task["id"], action_type="command_refused",
                 status="failed", summary=f"refused `{command[:200]}`: {why}")
        return ToolOutcome(error=f"command refused: {why}")

    def _limits(self, ctx: RunContext, loop: LoopState) -> Any:
        """A command may use what is left of the task's loop budget and of the run's, never more."""
        loop_left = self.loop_timeout(ctx, loop) - loop["elapsed_s"]
        timeout = max(1.0, min(ctx.limits.terminal_command_timeout, ctx.remaining_s(), loop_left))
        return CommandLimits(timeout_s=timeout, max_output_bytes=ctx.limits.terminal_max_output_bytes)

    def _execute(self, ctx: RunContext, task: Task, loop: LoopState, screened: Screened,
                 access: str, cwd_rel: str, sandbox: Any, preview: Preview | None = None) -> ToolOutcome:

        assert ctx.workspace is not None
        command, risk = screened.command, screened.risk_level
        root = ctx.workspace.root
        data = loop_data(loop, TerminalData)
        task_id = task["id"]
        step_index = int(data.get("step_index", 0))
        data["step_index"] = step_index + 1
        step_id = f"{task_id}.s{step_index}"
        activity_id = ctx.new_id("act")
        ctx.emit("activity", activity_id=activity_id, task_id=task_id, action_type="command", status="started",
                 summary=command[:300])
        ctx.emit("terminal_step_started", task_id=task_id, step_id=step_id, step_index=step_index, command=command,
                 cwd=cwd_rel, risk_level=risk, sandbox=sandbox.name, access=access)

        # A command may use what is left of the task's loop budget and of the run's, never more.
        limits = self._limits(ctx, loop)
        timeout = limits.timeout_s
        prot = self._protection(ctx, task, loop, sandbox)
        extra = tuple(prot.binds(root)) if prot and sandbox.confined else ()
        if preview is not None:
            # Approved: the change observed in the copy-on-write run is applied (no second run);
            # the output is that run's.
            res, observed = CommandExec(ctx).commit_tracked(preview, root)
        else:
            res, observed = CommandExec(ctx).run_tracked(screened, access, limits, sandbox=sandbox,  # type: ignore[arg-type]
                                                         protect=extra)
        ctx.cancel.check()

        # Secrets are masked before the output reaches the model, its history (checkpoints) or a
        # record file, not only before events are written: a model endpoint is a third party.
        redact = _redactor(ctx)
        stdout, stderr = redact(res.stdout), redact(res.stderr)
        truncated = bool(res.stdout_truncated or res.stderr_truncated)
        error = None
        if res.timed_out:
            error = f"timed out after {timeout:g} s (the command was killed)"
        elif res.exit_code is None:
            error = "the command did not start" + (f": {stderr.strip()[:300]}" if stderr.strip() else "")
        fields: dict[str, Any] = dict(
            task_id=task_id, step_id=step_id, step_index=step_index, command=command, exit_code=res.exit_code,
            timed_out=res.timed_out, truncated=truncated, output_preview=_streams(stdout, stderr, EVENT_PREVIEW_CHARS),
            duration_ms=res.duration_ms,
        )
        if error:
            ctx.emit("terminal_step_error", error=error, **fields)
        else:
            ctx.emit("terminal_step_result", **fields)

        changes = self._report_changes(ctx, task, loop, observed, command, step_id)
        ctx.emit("activity", activity_id=activity_id, task_id=task_id, action_type="command",
                 status="failed" if (error or res.exit_code) else "completed",
                 summary=f"exit {res.exit_code} in {res.duration_ms} ms" + (f", files changed: {len(changes)}" if changes else ""))
        data.setdefault("steps", []).append(
            {"command": command, "exit_code": res.exit_code, "output": _streams(stdout, stderr, 1500), "changed": len(changes)}
        )
        del data["steps"][:-12]

        head = [f"exit_code: {res.exit_code}", f"duration_ms: {res.duration_ms}"]
        if res.timed_out:
            head.append(f"timed_out: true (killed after {timeout:g} s; make the command faster or split it)")
        if truncated:
            cut = [n for n, t in (("stdout", res.stdout_truncated), ("stderr", res.stderr_truncated)) if t]
            head.append(f"truncated: {' and '.join(cut)} cut at {_bytes(ctx.limits.terminal_max_output_bytes)} (filter the output, e.g. with head/grep/wc)")
        data["last_failed"] = bool(res.timed_out or res.exit_code not in (0, None))
        data["succeeded"] = data.get("succeeded") or not data["last_failed"]
        data["finish_refused"] = False
        if res.exit_code not in (0, None):
            head.append("the command failed: read stderr and fix the command, or try another approach")
            ro_fs = "read-only file system" in (stdout + stderr).lower()
            if ro_fs and task.get("read_only"):
                head.append("the workspace is read-only: this task answers a question and changes no file; "
                            "print the result instead of writing it")
            elif extra and ro_fs:
                head.append(f"read-only for this task: {prot.describe()} ({'; '.join(prot.why)}); change other files")
            elif access == "read_only" and preview is None and sandbox.confined and ro_fs:
                head.append("this command ran read-only: it was rated low-risk and allowed unasked, so it may not "
                            "change files; a command that changes files is rated and approved as a change")
        elif stderr.strip():
            # A pipeline's exit code is its last stage's: `grep 'bad(' f | wc -l` exits 0 and prints 0.
            head.append("warning: the command wrote to stderr; an error in a pipeline can make its output wrong")
        if changes:
            listed = "; ".join(f"{c.operation} {c.path}" for c in changes[:REPORT_FILES])
            more = len(changes) - REPORT_FILES + observed.omitted
            head.append("files changed: " + listed + (f"; and {more} more" if more > 0 else ""))
        text = "\n".join(head)
        shown = _changed_file_heads(root, changes, redact) if _guided(ctx) else ""
        budget = max(500, ctx.limits.output_chars(_guided(ctx)) - len(text) - len(shown) - 40)
        # Whether it changed files, when known: a command that changed nothing may not be repeated
        # unchanged (its output is already there), one that did may (a check after a fix).
        known = {"changed": bool(changes)} if observed.mode != "off" else {}
        # Paths under the workspace as the model writes them (relative): a traceback's
        # "/tmp/…/ws/tests/test_x.py" is ~20 tokens of prompt per line and names no file it can open.
        shown_out, shown_err = _relative(stdout, root), short_traceback(_relative(stderr, root))
        return ToolOutcome(output=text + "\n" + _streams(shown_out, shown_err, budget, labels=True) + shown, error=error,
                           data=known)

    def _report_changes(self, ctx: RunContext, task: Task, loop: LoopState, observed: Any,
                        command: str, step_id: str) -> list[Change]:
        data = loop_data(loop, TerminalData)
        if observed.mode == "off":
            if not data.get("tracking_off"):
                data["tracking_off"] = True
                why = tracker_for(ctx.workspace.root).disabled if ctx.workspace else None
                ctx.emit("activity", activity_id=ctx.new_id("act"), task_id=task["id"], action_type="file_artifacts",
                         status="failed", summary=f"changed files are not tracked: {why or 'tracking unavailable'}")
            return []
        for change in observed.changes:
            report_artifact(ctx, task_id=task["id"], capability=self.kind, change=change,
                            summary=f"{change.operation} by `{command[:120]}`", step_id=step_id)
        if observed.omitted:
            ctx.emit("activity", activity_id=ctx.new_id("act"), task_id=task["id"], action_type="file_artifacts",
                     status="completed",
                     summary=f"{observed.omitted} more changed files not listed (at most {MAX_REPORTED_CHANGES} per command)")
        # The task's net effect per path, for its result: created then updated is still created,
        # created then deleted is nothing, deleted then created is an update.
        files: list[dict[str, str]] = data.setdefault("files", [])
        for change in observed.changes:
            earlier = next((f for f in files if f["path"] == change.path), None)
            op = _net_operation(earlier["operation"] if earlier else None, change.operation)
            if earlier is not None:
                files.remove(earlier)
            if op is not None:
                files.append({"path": change.path, "operation": op})
        del files[:-200]
        return list(observed.changes)


# --- helpers -----------------------------------------------------------------------------------


#: The rows of each table a script writer's view of a named document shows.
DOCX_VIEW_ROWS = 12


def _docx_views(root: Path, objective: str, limit: int = 3) -> list[str]:
    """Word documents the objective names, as the docx capability's inspection renders them
    (block ids, styles, tables): a script in the sandbox may have no python-docx to read them."""
    from ..docx import DocxDocument, DocxError

    named = {m.group(0).lstrip("./") for m in DOCX_REF.finditer(objective)}
    if not named:
        return []
    views = []
    for rel in docx_files_in(root):
        if rel in named or os.path.basename(rel) in named:
            try:
                # A script reads the rows with records(): its first ones show their kind, and every
                # row more is prompt to process (a 30-row table was a fifth of a probe's first message).
                view = render_inspection(DocxDocument.open(root / rel).inspect(offset=0, limit=200), max_chars=3000,
                                         plain=True, max_rows=DOCX_VIEW_ROWS)
            except DocxError as exc:
                view = f"(cannot read: {exc})"
            # "a paragraph without one is Normal body text" was copied as a style name: 'Normal body text'.
            # A document with tables leads with records(): the model copies the first API it is
            # shown, and searched the paragraphs for a table's cell with a regex.
            rows = (f"a table's cells are not in paragraphs: `records('{rel}')` gives each table row as a dict "
                    "keyed by its table's header row (also `row['_table']`, N as in Table N below, and `row['_row']`, "
                    "which are not among its keys); ")
            tables = ("\n" + view).find("\nTable ") >= 0
            views.append(f"Word document {rel} ({rows if tables else ''}paragraphs with their styles in "
                         "parentheses; a paragraph without one has the style 'Normal'. In python-docx: `for p in "
                         "docx.Document(path).paragraphs`, `p.text` is the text and `p.style.name` the style name "
                         "exactly as in parentheses, e.g. 'Heading 1' or 'Heading 2'"
                         f"):\n{view}" + _docx_records_line(root, rel, view))
            if len(views) >= limit:
                break
    return views


def _docx_records_line(root: Path, rel: str, view: str) -> str:
    """Under a document's view, what `records()` gives for its tables, as under a CSV's preview:
    a small model that sees a row as a dict reads the cell by its header (not by a regex over
    the paragraphs)."""
    if "\nTable " not in "\n" + view:
        return ""
    try:
        found = records(root / rel, "docx")
    except Exception:  # the view above says what is wrong with the document
        return ""
    if not found:
        return ""
    return (f"\nrecords({rel!r}) gives {len(found)} dicts, one per table row; the first: {shown_record(found[0])}"
            + variants_note(found))


def _docx_table_lines(root: Path, objective: str, shown: list[str], limit: int = 8) -> str:
    """For an objective about Word documents it does not name one by one ("the .docx files in
    reports/"): what `records()` gives for each (its tables' rows), a line each. A script that
    sums or copies table cells then starts from the rows, not from python-docx's cells."""
    every = docx_files_in(root)
    picked = singled_out(every, objective)
    if picked is None and not re.search(r"\.docx\b|\bWord\b|\bdocuments?\b|\breports?\b", objective, re.I):
        # Neither said to be documents nor singled out by the objective's words ("the weekly
        # logs kept in the archive folder"): not what the task reads.
        return ""
    folders = named_folders(objective)
    lines = []
    for rel in every:
        if any(rel in v for v in shown) or (folders and not any(rel.startswith(f) for f in folders)) or (
                picked is not None and rel not in picked[0]):
            continue
        if len(lines) >= limit:
            lines.append("(more .docx files not shown)")
            break
        try:
            rows = records(root / rel, "docx")
        except Exception:
            continue
        if not rows:
            lines.append(f"records('{rel}') gives no rows (no table)")
            continue
        tables = len({r.get("_table") for r in rows})
        lines.append(f"records('{rel}') gives {len(rows)} table rows from {tables} table(s); "
                     f"the first: {shown_record(rows[0])}")
    if not lines:
        return ""
    return ("Tables of the Word documents, as `records(path)` gives them (each row a dict keyed by its "
            "table's header row; `row['_table']` and `row['_row']` are not among its keys):\n" + "\n".join(lines))


def _changed_file_heads(root: Path, changes: list[Change], redact: Callable[[str], str], files: int = 3,
                        lines: int = 12) -> str:
    """The first lines of text files a command created or updated: a small model checks what it
    wrote against the task only when it sees it."""
    out = []
    for c in changes:
        if c.operation == "deleted" or len(out) >= files:
            continue
        path = root / c.path
        if path.is_symlink() or not path.is_file():
            continue
        head = head_lines(path, lines)
        if head is None:
            continue
        out.append(f"\n{c.path} now begins:\n{redact(head) if head.strip() else '(empty)'}")
    return "".join(out)


def _as_bool(value: Any) -> bool | None:
    # Small local models often send "true"/"false" as strings; anything else is not a decision.
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    return None


def _net_operation(earlier: str | None, now: str) -> str | None:
    if earlier == "created":
        return None if now == "deleted" else "created"
    if earlier == "deleted" and now == "created":
        return "updated"
    return now


def _bytes(n: int) -> str:
    return f"{n // 1024} KiB" if n >= 1024 and n % 1024 == 0 else f"{n} bytes"


def _redactor(ctx: RunContext) -> Callable[[str], str]:
    redactor = getattr(ctx.emitter, "redactor", None)
    return redactor.text if redactor is not None else (lambda s: s)


def _relative(text: str, root: Path) -> str:
    """`text` with the workspace root's prefix dropped from the paths under it (`/w/ws/a.py` → `a.py`)."""
    for prefix in dict.fromkeys((str(root), os.path.realpath(root))):
        prefix = prefix.rstrip("/") + "/"
        if len(prefix) > 1 and prefix in text:
            text = re.sub(r"(?<![\w./-])" + re.escape(prefix), "", text)
    return text


#: A traceback's frame line: `  File "/usr/lib/python3.11/re/__init__.py", line 176, in search`.
_FRAME = re.compile(r'^  File "([^"\n]+)", line \d+, in .*$')
#: Where an installed module's path starts to name it: `.../lib/python3.11/[site-packages/]re/...`.
_MODULE_ROOT = re.compile(r"^.*?/(?:lib/python\d[\d.]*/(?:(?:site|dist)-packages/)?|src/)")


def short_traceback(stderr: str) -> str:
    """`stderr` with each run of two or more traceback frames outside the script and the
    workspace (Python's own modules, installed packages: absolute paths once the workspace's
    prefix is dropped) folded into one line naming their modules. A failed `re.search` printed
    eight frames of the `re` package, ~300 tokens a fix turn reads (prefill) and a 1.5B model
    cannot act on; the script's own frames and the error line say what to fix."""
    lines = stderr.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        start, modules = i, []
        while i < len(lines) and (m := _FRAME.match(lines[i])) and _outside(m.group(1)):
            modules.append(_MODULE_ROOT.sub("", m.group(1)))
            i += 1
            while i < len(lines) and lines[i].startswith("    "):
                i += 1  # the frame's source line and its carets
        if len(modules) >= 2:
            out.append(f"  ({len(modules)} frames inside {', '.join(dict.fromkeys(modules))})")
        elif modules:
            out.extend(lines[start:i])
        else:
            out.append(lines[i])
            i += 1
    return "\n".join(out)


def _outside(path: str) -> bool:
    """Whether a traceback frame's file is none of the script's or the workspace's."""
    return path.startswith("/") or path.startswith("<frozen ")


def _streams(stdout: str, stderr: str, budget: int, *, labels: bool = False) -> str:
    """stdout and stderr within `budget` characters, each cut in the middle when needed; stderr
    keeps at least a third of the budget, because that is where a failure explains itself."""
    err = stderr if stderr.strip() else ""
    if len(stdout) + len(err) > budget:
        err_budget = min(len(err), max(budget // 3, budget - len(stdout)))
        out_budget = budget - err_budget
        stdout, err = preview(stdout, out_budget), preview(err, err_budget)
    if labels:
        text = "stdout:\n" + (stdout if stdout else "(empty)")
        return text + ("\nstderr:\n" + err if err else "")
    return stdout + ("\n[stderr]\n" + err if err else "")


def _without_overview(evidence: str, previews: bool = False) -> str:
    """The probe's evidence minus its workspace listing (the first message has a fresher one), and
    with `previews` (the first message shows the files' first lines itself) minus every workspace
    block: a file previewed twice is ~250 tokens of prefill on every turn."""
    if not evidence:
        return ""
    blocks = re.split(r"\n\n(?=\[(?:kb|workspace)\] |Gaps: |Results of earlier tasks:)", evidence)
    drop = "[workspace] " if previews else "[workspace] workspace overview"
    return "\n\n".join(b for b in blocks if not b.startswith(drop)).strip()


#: The most renames the first message lists.
RENAMES_SHOWN = 30


def rename_command(renames: list[tuple[str, str]], sources: tuple[str, ...] = ()) -> str:
    """The command that makes `renames` (old path, new path), each printed as `old -> new`: a
    Python script (one here-doc) that refuses a rename onto an existing file and stops there.
    `sources`: the files the names were read from (an index), which it checks are there."""
    code = ("import os\n"
            + (f"sources = {list(sources)!r}\nassert all(os.path.isfile(p) for p in sources), 'an index is missing'\n"
               if sources else "")
            + f"renames = {renames!r}\n"
            "for old, new in renames:\n"
            "    if os.path.exists(new):\n"
            "        raise SystemExit(f'{new} exists already: {old} is not renamed')\n"
            "    os.makedirs(os.path.dirname(new) or '.', exist_ok=True)\n"
            "    os.rename(old, new)\n"
            "    print(old, '->', new)\n")
    return python_command(code)


def planned_moves(root: Path, objective: str) -> list[tuple[str, str]]:
    """(old path, new path) for each file the objective puts into a folder its name gives
    (`objective.template_moves`), or renames like the example it gives (`objective.example_renames`),
    in the folders it names (each folder's own files); else the
    renames and moves an index file it names gives each file (`guided.moves.index_moves`), else the
    files of a folder moved into month folders by the date each name writes (`name_date_moves`); []
    when it states no such move. A move onto an existing file is left out."""
    out: list[tuple[str, str]] = []
    for folder in named_folders(objective):
        base = root / folder
        if not base.is_dir():
            continue
        names = sorted(p.name for p in base.iterdir() if p.is_file())
        out += [(a, b) for a, b in template_moves(folder, names, objective) if not (root / b).exists()]
    if not out:
        # A rename by example: the example's file lies in a folder the objective names, or in one
        # above a folder it names (the example's new path: "paperwork/statements/2024/...").
        folders = list(dict.fromkeys(
            "/".join(f.strip("/").split("/")[:n]) for f in named_folders(objective) for n in range(f.strip("/").count("/") + 1, 0, -1)))
        for folder in folders:
            if (root / folder).is_dir():
                names = sorted(p.name for p in (root / folder).iterdir() if p.is_file())
                out = [(a, b) for a, b in example_renames(folder, names, objective) if not (root / b).exists()]
                if out:
                    break
    return (out or index_moves(root, objective) or name_date_moves(root, objective) or example_folder_moves(root, objective)
            or field_moves(root, objective))


def planned_renames(root: Path, objective: str) -> list[tuple[str, str]]:
    """(old path, new path) for each file that the rename the objective states between two name forms
    (`objective.template_renames`), or as numbers written with N digits (`objective.padding_renames`),
    applies to, in the folders it names (each folder's own files),
    else at the workspace root; [] when it states none. A new name some other file already has is
    left out (no rename onto an existing file)."""
    out: list[tuple[str, str]] = []
    for folder in named_folders(objective) or [""]:
        base = root / folder
        if not base.is_dir():
            continue
        names = sorted(p.name for p in base.iterdir() if p.is_file())
        found = template_renames(names, objective) or padding_renames(names, objective)
        taken = set(names)
        prefix = folder.rstrip("/") + "/" if folder else ""
        out += [(prefix + a, prefix + b) for a, b in found if b not in taken]
    return out
