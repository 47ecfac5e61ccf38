"""The shared typed tools (tools/) inside a capability's loop.

A capability offers `typed_specs(...)` beside its own tools and hands any call of one of them to
`handle_typed(...)`. Read tools are computed here, in-process and bounded by what is left of the
task's time budget. A write tool becomes one shell command that the capability runs through its
own command path (`run_command`), so it is classified, approved, sandboxed and reported as an
artifact exactly like a command. A question (the task's intent) is given no write tool at all,
and a write call that arrives anyway is refused.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..exec import CommandExec
from ..models.base import Message, TextFormat
from ..numbers import numbers_not_in
from ..objective import (
    asked_parts,
    asks_quantity,
    asks_who,
    finds_nothing,
    gives_number,
    gives_part,
    names_someone,
    states_no_value,
)
from ..objective.intent import absent_paths, asks_report, named_inputs
from ..protocol.capability import PendingApproval, PushBack, ToolOutcome, push_back
from ..protocol.task import LoopState, Task, task_is_question
from ..protocol.tools import ToolCall, ToolSpec
from ..sandbox.request import CommandLimits
from ..tools import ALL, Tool, ToolEnv, ToolError, toolset
from ..tools.repair import failure_count
from ..workspace.formats import format_problem
from ..workspace.scan import workspace_overview

if TYPE_CHECKING:
    from ..protocol.context import RunContext

def typed_tools(*, question: bool, docx: bool = True, writes: bool = True) -> list[Tool]:
    """The shared tools a loop offers: a question (or a loop that writes nothing) none that writes."""
    return toolset(read_only=question or not writes, docx=docx)


def typed_specs(*, question: bool, docx: bool = True, writes: bool = True) -> list[ToolSpec]:
    return [t.spec() for t in typed_tools(question=question, docx=docx, writes=writes)]


def is_typed(name: str) -> bool:
    return name in ALL


def tool_env(ctx: RunContext, loop: LoopState, budget_s: float, task_words: str = "") -> ToolEnv:
    assert ctx.workspace is not None
    left = min(ctx.remaining_s(), budget_s - loop["elapsed_s"])
    redactor = getattr(ctx.emitter, "redactor", None)
    return ToolEnv(
        ctx.workspace.root,
        deadline=time.monotonic() + max(1.0, left),
        max_output_chars=ctx.limits.output_chars(ctx.guided),
        redact=redactor.text if redactor is not None else None,
        task_words=task_words,
        ask=model_ask(ctx),
        scratch_check=scratch_check(ctx),
    )


#: The time limit of one check run in a scratch copy (repair.py tries many).
SCRATCH_CHECK_TIMEOUT = 15.0


def scratch_check(ctx: RunContext) -> Callable[[str, Path, str], bool | int] | None:
    """A check command run in a scratch copy of the workspace (its root given), only as the
    policy runs commands unasked and only in a confined sandbox: True when it passed, else the
    number of failing tests its output gives (`tools.repair.failure_count`), else False. A check
    the policy would not run unasked raises ToolError: no change can be tried."""
    try:
        if not ctx.sandbox.confined:
            return None
    except Exception:
        return None

    def run(command: str, root: Path, cwd: str = ".") -> bool | int:
        limits = CommandLimits(timeout_s=max(1.0, min(SCRATCH_CHECK_TIMEOUT, ctx.limits.terminal_command_timeout)),
                               max_output_bytes=16 * 1024)
        where = (root / cwd).resolve()
        if not where.is_dir() or not where.is_relative_to(root.resolve()):
            return False
        res = CommandExec(ctx).run_unasked(command, root, where, limits, purpose="scratch")
        ctx.cancel.check()
        if isinstance(res, str):
            # Not run at all (the policy asks before such a command): no change can be tried.
            raise ToolError(f"no repair searched: the check is not run unasked in a copy ({res})")
        if res.exit_code == 0 and not res.timed_out:
            return True
        count = None if res.timed_out else failure_count(res.stdout + "\n" + res.stderr)
        return count if count else False
    return run


#: The model node of the calls a tool makes (a `script:` model replays them under this name).
TOOL_NODE = "judge"
#: The longest reply of such a call (a judgement's three checks take ~150 tokens).
TOOL_MAX_TOKENS = 320


def model_ask(ctx: RunContext) -> Callable[..., str]:
    """A tool's model call: one system and one user message, the reply decoded under a JSON Schema
    (the provider's constrained decoding), short; greedy unless a temperature is given (a second
    draw of a reply the tool could not use)."""
    def ask(system: str, user: str, schema: dict[str, Any], temperature: float = 0.0) -> str:
        turn = ctx.model.complete(TOOL_NODE, [Message("system", system), Message("user", user)], None,
                                  tool_choice="none",
                                  text_format=TextFormat(json_schema=schema, max_tokens=TOOL_MAX_TOKENS,
                                                         temperature=temperature))
        return turn.content or ""
    return ask


def handle_typed(
    ctx: RunContext, task: Task, call: ToolCall, loop: LoopState, *, question: bool, budget_s: float,
    run_command: Callable[[ToolCall], ToolOutcome | PendingApproval] | None = None,
) -> ToolOutcome | PendingApproval:
    tool = ALL[call.name]
    if ctx.workspace is None:
        return ToolOutcome(error=f"{call.name} needs a workspace")
    env = tool_env(ctx, loop, budget_s, str(task.get("objective") or ""))
    if not tool.read_only:
        if question:
            return ToolOutcome(error=f"{call.name} changes files, and this task is a question: answer it from what "
                               "the read tools show, without changing anything")
        if run_command is None:
            return ToolOutcome(error=f"{call.name} is not available in this task")
        try:
            command = tool.command(env, call.args)
        except ToolError as exc:
            return ToolOutcome(error=str(exc))
        ran = run_command(ToolCall("terminal_run_command", {"command": command}, id=call.id))
        if env.notes and isinstance(ran, ToolOutcome) and ran.error is None:
            # What the tool made of the arguments (a field it used instead of the one given).
            ran.output = "(" + "; ".join(env.notes) + ")\n" + (ran.output or "")
        return ran
    try:
        result = tool.run(env, call.args)
    except ToolError as exc:
        return ToolOutcome(error=str(exc))
    return ToolOutcome(output=result.text, data=result.data)


# --------------------------------------------------------------------------- verify before finishing

#: Characters of each tool result quoted as a finished task's evidence.
EVIDENCE_CHARS = 240


def evidence(loop: LoopState, finish_tool: str, limit: int = 8) -> list[dict[str, Any]]:
    """The successful tool results of this loop (latest last): what an answer can rest on."""
    out: list[dict[str, Any]] = []
    for m in loop["messages"]:
        if m.get("role") != "tool" or m.get("name") == finish_tool:
            continue
        content = str(m.get("content") or "")
        if content.startswith("ERROR"):
            continue
        out.append({"tool_call_id": m.get("tool_call_id"), "tool": m.get("name"),
                    "preview": " ".join(content.split())[:EVIDENCE_CHARS]})
    return out[-limit:]


def stated_outputs(task: Task) -> list[str]:
    """The files a change says it produces: the plan's `outputs` (intent) or its `output_path`."""
    outs = task.get("outputs")
    if isinstance(outs, str):
        outs = [outs]
    if not isinstance(outs, list):
        outs = []
    if task.get("output_path"):
        outs = [*outs, task["output_path"]]
    seen: list[str] = []
    for o in outs:
        if isinstance(o, str) and o.strip() and o.strip() not in seen:
            seen.append(o.strip().lstrip("./") if o.strip().startswith("./") else o.strip())
    return seen


def reread(root: Any, rel: str) -> str | None:
    """What a stated output holds now, in one line; None when it does not exist or cannot be read."""
    from pathlib import Path

    path = Path(root) / rel
    if path.is_dir():
        # A folder named as an output exists; what it holds is listed, not read.
        entries = sorted(p.name for p in path.iterdir())
        return f"{rel}: a folder of {len(entries)} entries" + (f", e.g. {', '.join(entries[:3])}" if entries else "")
    if not path.is_file():
        return None
    if path.suffix.lower() == ".docx":
        try:
            from ..docx import DocxDocument

            view = DocxDocument.open(path).inspect(offset=0, limit=3)
        except Exception as exc:  # a damaged output is what the check is for
            return f"{rel}: cannot be read back as a document ({exc})"
        first = next((b.get("text") for b in view.get("blocks", []) if b.get("text")), "")
        return f"{rel}: a valid document of {view.get('total_blocks')} blocks, beginning {first[:80]!r}"
    try:
        with open(path, "rb") as fh:
            raw = fh.read(64 * 1024)
    except OSError as exc:
        return f"{rel}: cannot be read back ({exc})"
    if b"\x00" in raw[:8192]:
        return f"{rel}: {path.stat().st_size} bytes (binary)"
    text = raw.decode("utf-8", errors="replace")
    lines = text.splitlines()
    return f"{rel}: {path.stat().st_size} bytes, {len(lines)}{'+' if len(raw) == 64 * 1024 else ''} lines, beginning {(lines[0] if lines else '')[:80]!r}"


def verify_outputs(root: Any, task: Task, changed: list[str]) -> tuple[list[str], list[str], list[str]]:
    """(missing stated outputs, a re-read line per stated output, changed files not stated)."""
    outs = stated_outputs(task)
    missing, lines = [], []
    for rel in outs:
        line = reread(root, rel)
        if line is None:
            missing.append(rel)
        else:
            lines.append(line + ("" if rel in changed else " (not changed by this task)"))
    # A file inside a stated output folder (`docs/`) is part of that output.
    unstated = [p for p in changed if outs and not any(p == o or (o.endswith("/") and p.startswith(o)) for o in outs)]
    return missing, lines, unstated


#: How a capability's first message marks what the host read for the model before its first turn
#: (a document inspected and shown in full): facts computed by the host, which an answer may rest
#: on like a tool result.
PREREAD_MARK = "(already inspected)"


def preread(loop: LoopState) -> bool:
    """Whether the task's first message carries what the host already read for the model."""
    first = next((m for m in loop["messages"] if m.get("role") == "user"), None)
    return first is not None and PREREAD_MARK in str(first.get("content") or "")


def ungrounded_numbers(answer: str, loop: LoopState, task: Task) -> list[str]:
    """The numbers an answer states that appear nowhere the model was shown: not in the task, its
    first message, or any tool result — figured in its head (a sum, a count), which a small model
    gets wrong (numbers.py)."""
    shown = [str(task.get("objective") or "")]
    shown += [str(m.get("content") or "") for m in loop["messages"] if m.get("role") in ("tool", "user", "system")]
    return numbers_not_in(answer, "\n".join(shown))


#: How the host marks facts it computed for the model in a first message (not a guided one, where
#: they come as a tool result): an answer may name what they name.
HOST_FACTS_MARK = "Counted by the host"


def ungrounded_files(answer: str, loop: LoopState, task: Task, root: Any) -> list[str]:
    """The workspace files an answer names that no tool result showed (nor the task's words, nor
    host-computed facts, nor documents the host inspected for the model): a small model named the
    one file it had seen in a listing's first lines, after a script that printed what it found but
    not where it found it."""
    if not answer.strip():
        return []
    _listing, files = workspace_overview(Path(root), max_entries=2000, totals=False)
    named = [rel for rel in files if names_file(answer, rel)]
    if not named:
        return []
    shown = [str(task.get("objective") or "")]
    shown += [str(m.get("content") or "") for m in loop["messages"] if m.get("role") == "tool"]
    first = next((str(m.get("content") or "") for m in loop["messages"] if m.get("role") == "user"), "")
    if preread(loop):
        shown.append(first)
    elif HOST_FACTS_MARK in first:
        shown.append(first[first.index(HOST_FACTS_MARK):])
    text = "\n".join(shown)
    return [rel for rel in named if not names_file(text, rel)]


def names_file(text: str, rel: str) -> bool:
    """Whether `text` names the file `rel`: its relative path, or its file name, as a whole word."""
    return any(re.search(r"(?<![\w./-])" + re.escape(name) + r"(?![\w-]|\.\w)", text) is not None
               for name in {rel, rel.rsplit("/", 1)[-1]})


_COMMENT_LINE = re.compile(r"^\s*#.*$", re.M)
#: Code that lists a folder's files: what it reads is not spelled out file by file.
_LISTS_FILES = re.compile(r"\b(?:glob|rglob|iglob|listdir|scandir|walk|iterdir)\b")
#: ... and code that names the workspace root as the folder it lists.
_ROOT_FOLDER = re.compile(r"""['"]\./?['"]|Path\(\s*\)|getcwd|\bglob\.i?glob\(\s*['"]\*""")


def unread_inputs(task: Task, loop: LoopState, root: Any, finish_tool: str, keep: list[str] = ()) -> list[str]:
    """The existing files the task names as its inputs that nothing run in this loop has read: no
    command or tool call names them outside a comment (a script's `# Task:` line restates the
    objective), and none lists their folder. A small model answered a three-file question from
    the one file it read."""
    outs = stated_outputs(task)
    named = named_inputs(str(task.get("objective") or ""), root, outs, keep)
    if not named:
        return []
    runs: list[str] = []
    for m in loop["messages"]:
        for c in m.get("tool_calls") or [] if m.get("role") == "assistant" else []:
            if c.get("name") != finish_tool:
                for v in (c.get("args") or {}).values():  # a list of paths too (data_export's `also`)
                    runs += [str(x) for x in (v if isinstance(v, list) else [v]) if isinstance(x, str)]
    code = _COMMENT_LINE.sub("", "\n".join(runs))
    if not code.strip():
        return []
    lists = _LISTS_FILES.search(code) is not None
    unread = []
    for p in named:
        folder = p.rsplit("/", 1)[0] if "/" in p else ""
        if names_file(code, p) or (lists and (folder in code if folder else _ROOT_FOLDER.search(code))):
            continue
        unread.append(p)
    return unread


#: The push-back of a question's answer that reports nothing found.
NOTHING_FOUND_NOTE = ("not finished: your answer says nothing was found. A search or filter that finds nothing most "
                      "often tests for a key, spelling, case or form the data does not have (a function called "
                      "as `obj.name(...)`, a value with other spacing, a date written another way). Show a few of "
                      "the records or lines it searches (print them, or read them with a read tool), with the "
                      "fields it tests, beside what it looks for; fix the test and run it again. If that output shows nothing matches, finish again and say so.")


#: The push-back of an answer to a "who" question that names no one (`names_someone`).
NO_NAME_NOTE = ("not finished: the task asks who, and your answer names no one (an id or a number is not a person's "
                "name). If a file lists whose it is (a name beside that id), look it up with a command and call "
                "{finish} with the name; if the id is all there is, finish again with it.")
#: Push-backs of an answer's content: after one of them, an answer without a value claimed again stands.
_ANSWER_PUSHES = ("no_evidence", "nothing_found", "empty_result", "ungrounded_number", "number_not_given",
                  "part_not_given", "no_name")
#: The push-back of an answer that gives no value of its own (`states_no_value`).
NO_VALUE_NOTE = ("not finished: your answer names no value (no name, number, date or file from a result): it says "
                 "what the answer is about, not what it is. If an output above shows the values, finish again with "
                 "them; if none does, run a command that prints them, then call {finish}.")


#: The push-back of an answer given after a result that printed none.
EMPTY_RESULT_NOTE = ("not finished: the last result printed no answer (its ANSWER: line is empty: what it filtered or "
                     "looked up kept nothing), so the values in your answer rest on no result. Find why it kept "
                     "nothing (print a few of the records it tests, with the fields it tests), fix the script, run "
                     "it, then call {finish} with what it prints.")
_ANSWER_LINE = re.compile(r"^ANSWER:(.*)$", re.M)


def printed_no_answer(loop: LoopState) -> bool:
    """Whether the last tool result printed `ANSWER:` lines and each is empty (nothing, `[]`, `{}`,
    `None`, `set()`) — a result that kept nothing."""
    last = next((str(m.get("content") or "") for m in reversed(loop["messages"]) if m.get("role") == "tool"), "")
    lines = [a.strip() for a in _ANSWER_LINE.findall(last)]
    return bool(lines) and all(a in ("", "[]", "{}", "()", "None", "set()") for a in lines)


def finish_check(ctx: RunContext, task: Task, loop: LoopState, finish_tool: str,
                 changed: list[str], answer: str = "") -> tuple[PushBack | None, dict[str, Any], list[str]]:
    """Verify a claimed success before it stands: (a push back or None, data for the task result,
    lines for its details). Pushes back once when a stated output is missing, and, for a
    question, once when the answer rests on no tool result at all, once when it states a
    number no tool result shows (computed in the model's head), and, for a task that writes no
    file and whose objective asks for a quantity ("how many", "its total"), once when the answer
    gives none, and, for a question, once when the answer reports that nothing was found."""
    ev = evidence(loop, finish_tool)
    extra: dict[str, Any] = {"sources": [{"tool_call_id": e["tool_call_id"], "tool": e["tool"]} for e in ev]}
    details: list[str] = []
    if ctx.workspace is not None:
        missing, lines, unstated = verify_outputs(ctx.workspace.root, task, changed)
        broken = [b for b in (format_problem(Path(ctx.workspace.root) / rel, rel) for rel in stated_outputs(task)
                              if rel in changed and not rel.endswith("/")) if b]
        # Each pushed back once; when it stands, it is in the task result.
        for kind, found, why, key, label, sep in (
            ("outputs_missing", missing, f"the task's output {', '.join(missing)} does not exist. Create it",
             "missing_outputs", "missing stated outputs: ", ", "),
            ("output_malformed", broken, f"{broken[0] if broken else ''}. Fix the file",
             "malformed_outputs", "outputs that do not parse: ", "; "),
        ):
            pushed = push_back(loop, kind, f"not finished: {why}, check it, then call {finish_tool}.") if found else None
            if pushed is not None:
                return pushed, extra, details
            if found:
                extra[key] = found
                details.append(label + sep.join(found))
        if lines:
            extra["outputs"] = lines
            details.append("outputs re-read: " + "; ".join(lines))
        if unstated:
            extra["unstated_changes"] = unstated
            details.append("also changed (not a stated output): " + ", ".join(unstated))
    shown = not ev and preread(loop)
    pushed = push_back(loop, "no_evidence", f"not finished: no tool result supports this yet. Read or compute what "
                       f"the answer needs with a tool, then call {finish_tool} with the values it showed."
                       ) if not ev and task_is_question(task) and not shown else None
    if pushed is not None:
        return pushed, extra, details
    # A question answered "nothing found" ([], none, 0): a filter that kept nothing far more often
    # tests for a form the data does not have (a function called as `obj.name(...)`, a date
    # written another way) than the data holds nothing: looked at once more, then it stands.
    pushed = push_back(loop, "nothing_found", NOTHING_FOUND_NOTE) if (
        task_is_question(task) and answer and finds_nothing(answer)) else None
    if pushed is not None:
        return pushed, extra, details
    # An answer with values after a result that printed none (`ANSWER:` with nothing after it):
    # a probe's model named three number plates from the file preview after its filter kept none.
    pushed = push_back(loop, "empty_result", EMPTY_RESULT_NOTE.format(finish=finish_tool)) if (
        task_is_question(task) and answer and not finds_nothing(answer) and printed_no_answer(loop)) else None
    if pushed is not None:
        return pushed, extra, details
    unseen = ungrounded_numbers(answer, loop, task) if task_is_question(task) and answer else []
    pushed = push_back(loop, "ungrounded_number", f"not finished: {', '.join(unseen[:3])} in your answer appears in no "
                       "tool result. Do not add up or count in your head: call a tool that computes it (data_query "
                       "with sum or group_by; docx_extract with column gives a column's count and sum; grep with "
                       f"count_only counts lines), then call {finish_tool} with the value it shows."
                       ) if unseen else None
    if pushed is not None:
        return pushed, extra, details
    # A task that writes files puts the quantity in them ("codes.txt with the number of times each
    # code occurs"): asked in the answer too, the model sent its script again (development trace).
    # One that also says "tell me how many you added" owes the number in its answer all the same (a
    # development run's keys were appended and its answer, from an earlier script, was "0").
    objective = str(task.get("objective") or "")
    asked = asks_quantity(objective) if answer and (not stated_outputs(task) or asks_report(objective)) else None
    pushed = push_back(loop, "number_not_given", f"not finished: the task asks {asked!r}, and your answer gives no "
                       "number. If an output above shows it, finish again with that number in the answer; if none "
                       "does, run a command that prints it first.") if asked and not gives_number(answer) else None
    if pushed is not None:
        return pushed, extra, details
    # A question that asks for a date or a length of time too ("how many ..., and which was the
    # longest (date and roughly how long)?"): a probe's answer was the count alone.
    missing = [(what, words) for what, words in asked_parts(str(task.get("objective") or ""))
               if not gives_part(answer, what)] if answer and task_is_question(task) else []
    pushed = push_back(loop, "part_not_given", f"not finished: the task asks {missing[0][1]!r}, and your answer gives "
                       f"no {missing[0][0]}. If an output above shows it, finish again with it in the answer; if none "
                       "does, run a command that prints it first.") if missing else None
    if pushed is not None:
        return pushed, extra, details
    # Guided (small models): an answer that describes itself instead of giving a value ("the account,
    # name ... of the customer who ..."): asked once for the values; given again, it stands.
    guided = bool(getattr(ctx, "guided", False))
    pushed = push_back(loop, "no_value", NO_VALUE_NOTE.format(finish=finish_tool)) if (
        guided and task_is_question(task) and answer and not any(loop["pushbacks"].get(k) for k in _ANSWER_PUSHES)
        and states_no_value(answer, str(task.get("objective") or ""))) else None
    if pushed is not None:
        return pushed, extra, details
    # "Who used the most ...?" answered with a card number: the id's person is in another file.
    pushed = push_back(loop, "no_name", NO_NAME_NOTE.format(finish=finish_tool)) if (
        guided and task_is_question(task) and answer and asks_who(str(task.get("objective") or ""))
        and not names_someone(answer, str(task.get("objective") or ""))) else None
    if pushed is not None:
        return pushed, extra, details
    # An answer naming files or folders that are not in the workspace (a change's script printed
    # "moved 4 files to recordings/HOLT-A/2025-03/" as written, and moved them elsewhere).
    gone = absent_paths(answer, ctx.workspace.root, str(task.get("objective") or ""), changed) if (
        answer and ctx.workspace is not None) else []
    pushed = push_back(loop, "absent_path", f"not finished: your answer names {', '.join(gone[:3])}, which "
                       f"{'is' if len(gone) == 1 else 'are'} not in the workspace. List the folders the task "
                       f"changed to see where things are, then call {finish_tool} with what is there."
                       ) if gone else None
    if pushed is not None:
        return pushed, extra, details
    if gone:
        extra["absent_paths"] = gone
        details.append("the answer names paths that are not in the workspace: " + ", ".join(gone[:5]))
    unnamed = (ungrounded_files(answer, loop, task, ctx.workspace.root)
               if task_is_question(task) and answer and ctx.workspace is not None else [])
    pushed = push_back(loop, "ungrounded_file", f"not finished: your answer names {', '.join(unnamed[:3])}, but no "
                       "tool result showed it. Run a script that prints each file's path beside what it found in "
                       f"that file, then call {finish_tool} with the files that output shows."
                       ) if unnamed else None
    if pushed is not None:
        return pushed, extra, details
    if unnamed:
        details.append("files the answer names that no tool result shows: " + ", ".join(unnamed))
    if unseen:
        details.append("numbers in the answer that no tool result shows: " + ", ".join(unseen))
    if shown:
        extra["sources"] = [{"tool_call_id": None, "tool": "the documents inspected in the task's first message"}]
    if ev:
        details.append("results this rests on: " + " | ".join(f"[{e['tool_call_id']}] {e['tool']}: {e['preview']}"
                                                             for e in ev[-4:]))
    return None, extra, details
