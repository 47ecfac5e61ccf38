"""The typed state a run carries: its tasks and each tool loop's state.

Both are plain dicts at run time (the graph's checkpointer stores them as JSON); these types name
every key the code reads or writes (tests/core/test_state_keys.py holds the code to them). A
capability keeps what it needs across calls under ``LoopState["data"]``, read through
``loop_data(loop, ItsData)``; the built-ins' data types are declared here too, so a checkpoint's
keys are all known in one place.

Defaults are set in one place: ``fresh_loop`` for a new loop, ``upgrade_loop`` for one from an
older checkpoint (a paused run from before resumes: missing keys get their defaults, the old
push-back flags become counts).
"""

from __future__ import annotations

from collections.abc import MutableMapping
from typing import Any, Literal, NotRequired, Required, TypedDict, TypeVar, cast

TaskStatus = Literal["pending", "running", "completed", "failed", "skipped", "rejected"]
IntentKind = Literal["question", "change"]


class Task(TypedDict, total=False):
    """One task of the plan: a kind of capability and the user's words for what to do."""

    id: Required[str]
    title: str
    kind: str  # a capability kind in the registry
    objective: str
    status: TaskStatus
    source_path: str | None  # workspace-relative
    output_path: str | None  # workspace-relative
    intent: IntentKind  # the run's intent (objective/intent.py), set on every planned task by the graph
    read_only: bool  # a question's task: nothing may change (commands run read-only, no write tool)
    outputs: list[str]  # the workspace-relative files a change's objective names: what it must produce
    helper: bool  # works out what the next task needs: half the time budget; its failure leaves that task to run
    inputs: list[str]  # workspace-relative data files (no documents) the objective names, that the task reads


def task_is_question(task: Task) -> bool:
    """Whether the task only asks (answer, change nothing): the run's intent (objective/intent.py)
    made it a question's task."""
    return bool(task.get("read_only")) or task.get("intent") == "question"


class LoopState(TypedDict):
    """A bounded model ⇄ tool loop of one task (``runtime.loop``)."""

    messages: list[dict[str, Any]]  # the whole conversation, as message dicts
    queue: list[dict[str, Any]]  # tool calls still to run: {name, args, id}
    started_calls: list[str]  # ids of calls that began (a resumed run does not repeat them)
    turns: int  # model turns taken
    elapsed_s: float  # time spent in this loop, paused time excluded
    model_s: float  # of which in model turns
    tool_s: float  # of which in tool calls
    done: dict[str, Any] | None  # the finishing outcome {code, message, data}, once there is one
    data: dict[str, Any]  # the capability's own state (``loop_data``)
    pushbacks: dict[str, int]  # push-backs given so far, per reason key (``protocol.capability.PushBack``)
    last_error: str | None  # the last tool error (a give-up right after it is pushed back)
    failed_calls: dict[str, int]  # call signature -> times it failed
    last_failed_call: str  # signature of the call that failed last
    read_calls: dict[str, int]  # signature of a read call -> the `version` it was made at
    version: int  # bumped by each call that may have changed what a read shows
    text_misses: int  # text-protocol replies in a row that mapped to no call
    budget_s: NotRequired[float | None]  # this task's time budget when it is a share of the run's (`task_budget`)
    host_finishes: NotRequired[int]  # finishes the host queued without a model turn (runtime.loop._host_finish)
    host_saves: NotRequired[int]  # saves of printed output the host queued without a model turn (runtime.loop._host_save)
    failed_in_a_row: NotRequired[int]  # calls that failed in a row (a call that succeeds resets it)
    last_refused: NotRequired[str | None]  # why the last call, not a finish, was pushed back (a give-up right after is too)
    failed_errors: NotRequired[dict[str, str]]  # call signature -> the error it failed with last


#: The id part (after the task id) of a save the host queued itself (runtime.loop._host_save),
#: which the guided protocol's `host_done` knows its write by.
HOST_SAVE = "host-save"


def fresh_loop(messages: list[dict[str, Any]], queue: list[dict[str, Any]]) -> LoopState:
    """A new loop's state: every key with its default."""
    return {
        "messages": messages, "queue": queue, "started_calls": [], "turns": 0,
        "elapsed_s": 0.0, "model_s": 0.0, "tool_s": 0.0, "done": None, "data": {},
        "pushbacks": {}, "last_error": None, "failed_calls": {}, "last_failed_call": "",
        "read_calls": {}, "version": 0, "text_misses": 0, "budget_s": None, "host_finishes": 0, "host_saves": 0,
        "failed_in_a_row": 0, "last_refused": None, "failed_errors": {},
    }


#: Flags an older checkpoint kept for a push-back, and the reason key each counts under now:
#: (where the flag was: the loop or its data, its name, the key).
LEGACY_PUSHBACKS = (
    ("loop", "reprompted", "no_tool_call"),
    ("loop", "nudged", "tool_error"),
    ("data", "fail_nudged", "command_failed"),
    ("data", "output_nudged", "claim_unmet"),
    ("data", "rechecks", "check_fails"),
    ("data", "outputs_nudged", "outputs_missing"),
    ("data", "evidence_nudged", "no_evidence"),
    ("data", "warned_unsaved", "unsaved_edits"),
)


def upgrade_loop(state: LoopState | dict[str, Any]) -> LoopState:
    """A loop state as today's code reads it, whatever checkpoint it came from (changed in place)."""
    if "pushbacks" in state:
        return cast(LoopState, state)
    raw = cast(dict[str, Any], state)
    data = raw.setdefault("data", {})
    counts: dict[str, int] = {}
    for where, flag, key in LEGACY_PUSHBACKS:
        value = (raw if where == "loop" else data).pop(flag, None)
        if value:
            counts[key] = int(value)  # a flag that is set is one push-back given
    raw.pop("denied", None)  # set, never read
    for key, default in fresh_loop([], []).items():
        raw.setdefault(key, default)
    raw["pushbacks"] = counts
    return cast(LoopState, raw)


# --- a capability's own state (LoopState["data"]) ----------------------------------------------


class LoopData(TypedDict, total=False):
    """What any capability may keep in its loop's data."""

    denied: bool  # a person or the policy refused one of the task's actions (a give-up is approval_denied)


class TerminalData(LoopData, total=False):
    """terminal_exec (capabilities/terminal.py, guided/terminal.py, guided/vote.py)."""

    step_index: int  # commands run so far (the next terminal_step's index)
    steps: list[dict[str, Any]]  # the last commands: {command, exit_code, output}
    files: list[dict[str, str]]  # the task's net file changes so far: {path, operation}
    moved_to: list[str]  # the new paths of the files the last command only moved (its copy-on-write preview says)
    dropped_asked: bool  # a question's answer that dropped items the script listed was refused once
    last_failed: bool  # the last command failed (non-zero exit, timeout, a failed cd)
    cwd: str  # guided: the folder a bare `cd` moved the later commands to
    counted: list[str]  # call ids the repeat guard has counted (a call handled again after a pause is not)
    recent: list[str]  # the last commands as cwd\0command, for the repeat guard
    repeats_refused: int  # repeats of a command that just failed (or whose result was refused), refused or redrawn
    copied: list[str]  # guided: commands the model wrote again unchanged (shown as a placeholder from then on)
    finish_refused: bool  # a finish was refused since the last command ran
    succeeded: bool  # a command (or a typed tool) of this task succeeded at least once
    model_ran: bool  # the model ran a command itself (not only the ones run for it before its first turn)
    protect: dict[str, Any]  # what the objective forbids changing, fixed at the first command (terminal_protect)
    tracking_off: bool  # the activity saying changes are not tracked was emitted
    votes: int  # guided: voting rounds so far
    defect: dict[str, Any]  # guided: the defect the last note named, {at: step_index then, note}
    before: dict[str, str]  # guided: small stated outputs' text before the task's first command
    last_note: str  # guided: the note after the last result (a `DONE:` that copies it states no result)
    notes: list[str]  # guided: the last few notes after results (a `DONE:` that copies any of them states no result)
    terms_noted: list[str]  # guided: task words a script was told it never tests for, and notes said once
    edits_sent: list[list[Any]]  # guided: the edit blocks sent to run, [path, [[search, replace], ...]]
    judged: dict[str, bool]  # the judgement of documents before the first turn: path -> selected (yes)
    repaired: str  # guided: the host's one-place repair that made the task's check pass (tools/repair.py)
    host_write: dict[str, Any]  # guided: {path, content, at, why}: a written file's content the host completes (datalint.whole_list, header_fix)
    one_day_fixed: bool  # guided: the host reran a script with the month's test for one day's (datalint.one_day_fix)


class DocxData(LoopData, total=False):
    """docx (capabilities/docx.py)."""

    batches: dict[str, list[dict[str, Any]]]  # document -> edit batches applied and not yet saved over it
    applied: int  # edit batches applied in this task (a save in place empties `batches`, not this)
    current: str  # the document edited last (what docx_save_output saves)
    saved: list[str]  # outputs saved so far
    scoped: list[dict[str, Any]]  # replace_text edits applied to one place, for the check before a save
    absent: list[str]  # names the objective writes that the document did not hold before the first edit
    blank_columns: list[list[Any]]  # [table, header] of each column empty in every row before the first edit
    cells_set: list[str]  # the cells (body/tN/rRcC) set_cell_text has set in this task
    flags_set: list[str]  # the formatting flags (bold, italic, ...) set_format edits of this task turned on


class KbData(LoopData, total=False):
    """local_kb_retrieval (capabilities/kb.py)."""

    evidence: dict[str, dict[str, Any]]  # chunk id -> the passage found
    last_search: str  # signature of the last search
    repeats: int  # times in a row that search was repeated


class McpData(LoopData, total=False):
    """mcp (capabilities/mcp.py)."""

    mcp_calls: int  # MCP tool calls made


D = TypeVar("D", bound=LoopData)


def loop_data(loop: LoopState | MutableMapping[str, Any], kind: type[D]) -> D:
    """The capability's own state in `loop`, as the TypedDict `kind` that declares its keys."""
    return cast(D, loop.setdefault("data", {}))
