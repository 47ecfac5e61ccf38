"""The capability contract: what a capability is, what its tool calls and tasks produce.

A capability does one kind of task (``kind``); the runtime finds it in the registry that the
composition root (``app``) builds from the built-ins and the plugins (``plugins``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from .approval import Verdict
    from .context import RunContext
    from .task import LoopState, Task
    from .tools import ToolCall, ToolSpec


@dataclass
class TaskOutcome:
    code: str  # ok | failed | approval_denied | bounded_loop_error | invalid_input | workspace_required | ...
    message: str
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.code == "ok"


@dataclass
class ToolOutcome:
    """What one tool call produced. `output` goes back to the model; `error` marks a tool error
    (reported to the model, not a crash). `finish` ends the loop with that outcome."""

    output: str = ""
    error: str | None = None
    data: dict[str, Any] = field(default_factory=dict)
    finish: TaskOutcome | None = None


@dataclass(frozen=True)
class PushBack:
    """A finish refused as premature, which a capability's `handle` returns instead of a
    ToolOutcome: the task goes on, and `reason` goes back to the model as a tool error (after
    `output`, when there is one). `key` names the reason. The loop engine (runtime/loop.py) counts
    push-backs per key in ``LoopState["pushbacks"]`` and events each one (an ``activity``,
    ``action_type: push_back``); it pushes back itself on a give-up right after a tool error
    (``tool_error``) and on a reply without a tool call (``no_tool_call``). Make one with
    ``push_back``, which gives one only while the key has pushes left."""

    key: str
    reason: str
    output: str = ""


def push_back(loop: LoopState, key: str, reason: str, *, limit: int = 1, output: str = "") -> PushBack | None:
    """A push-back for `key`, or None once `limit` of them were given in this loop: then the
    finish stands (or the capability decides what else happens)."""
    return PushBack(key, reason, output) if loop["pushbacks"].get(key, 0) < limit else None


@dataclass
class PendingApproval:
    verdict: Verdict
    request: dict[str, Any]


class TextProtocol(Protocol):
    """Maps a model's plain-text reply onto tool calls (see ToolLoopCapability.text_protocol)."""

    def parse(self, text: str, loop: LoopState) -> tuple[list[ToolCall], str | None]:
        """The calls the reply stands for, or ([], a correction to send back to the model)."""
        ...

    def result_note(self, call: ToolCall, loop: LoopState) -> str:
        """Text appended to a tool's result: what the model may reply next."""
        ...

    # Optional: `text_format(loop) -> TextFormat | None`, the reply's shape for providers that
    # can enforce it (a grammar, stop strings, a token cap, a temperature for retries); and
    # `history(messages, loop) -> messages`, what the model is shown of the loop so far (the
    # loop state keeps every message either way); `with_tools(tools) -> TextProtocol`, the same
    # protocol reading calls of the shared tools (ToolSet) as well, and `tools_note(tools) -> str`,
    # how its system prompt offers them: without these the loop offers a text protocol only its
    # capability's own tools.


class ToolLoopCapability:
    """Base for capabilities that run a bounded model ⇄ tool loop (terminal, docx, kb)."""

    kind: str = ""
    requires_workspace: bool = False
    node: str = ""
    finish_tool: str = ""

    def tools(self, ctx: RunContext, task: Task) -> list[ToolSpec]:
        raise NotImplementedError

    def system_prompt(self, ctx: RunContext, task: Task) -> str:
        raise NotImplementedError

    def first_message(self, ctx: RunContext, task: Task, evidence: str) -> str:
        parts = [f"Task: {task['objective']}"]
        if task.get("source_path"):
            parts.append(f"Source file: {task['source_path']}")
        if task.get("output_path"):
            parts.append(f"Output file: {task['output_path']}")
        if evidence:
            parts.append(f"What is known so far:\n{evidence}")
        return "\n".join(parts)

    def max_turns(self, ctx: RunContext) -> int:
        return 16

    def initial_calls(self, ctx: RunContext, task: Task) -> list[ToolCall]:
        """Calls to make before the model's first turn (deterministic pre-steps); none by default."""
        return []

    # Optional: `choose_reply(ctx, task, loop, messages, text_format, protocol, text, calls) ->
    # (text, calls)`: given a text-protocol turn's reply, the reply to act on (terminal_exec
    # samples others and votes on their read-only trial runs for question tasks).

    def text_protocol(self, ctx: RunContext, task: Task) -> TextProtocol | None:
        """A plain-text reply format for this loop, or None for ordinary tool calls.

        Small models write code far better in a fenced block than escaped inside a JSON string;
        a capability may let them reply in text that it maps onto its own tools, so the events,
        the approvals and the tool names stay exactly those of a tool-calling model.
        """
        return None

    #: Tools of this capability that only read: the loop refuses a repeat of one of them with
    #: the same arguments while nothing has changed since (the typed read tools always count).
    read_tools: frozenset[str] = frozenset()

    def loop_timeout(self, ctx: RunContext, loop: LoopState | None = None) -> float:
        """The task's time budget (model turns + tool calls, paused time excluded): its share of
        the run's time when the loop was given one (`RunLimits.task_budget`), else the default."""
        return (loop or {}).get("budget_s") or self.default_timeout(ctx)

    def default_timeout(self, ctx: RunContext) -> float:
        """The budget of a task of this kind when the run's time limit was not given."""
        return ctx.limits.task_timeout

    def out_of_time(self, ctx: RunContext, loop: LoopState) -> TaskOutcome:
        """The outcome of a task whose time budget is spent, saying where the time went."""
        budget = self.loop_timeout(ctx, loop)
        why = (f"{self.kind} ran out of time: its budget of {budget:g} s is spent "
               f"({loop['model_s']:.0f} s in {loop['turns']} model turns, "
               f"{loop['tool_s']:.0f} s in tool calls)")
        return TaskOutcome("bounded_loop_error", why, {"budget": "capability_timeout", "limit_s": budget})

    def handle(
        self, ctx: RunContext, task: Task, call: ToolCall, loop: LoopState
    ) -> ToolOutcome | PendingApproval | PushBack:
        raise NotImplementedError

    def finish_outcome(self, ctx: RunContext, task: Task, loop: LoopState, outcome: TaskOutcome) -> TaskOutcome:
        """Hook to enrich the final outcome (artifacts, evidence) before it is reported."""
        return outcome


class ToolSet(Protocol):
    """Tools offered in every capability loop beside the capability's own (the composition root
    adds them: the tools of the configured MCP servers), in a text protocol when it takes them. The set decides,
    approves and redacts its calls itself; the loop engine events them like any other call."""

    def specs(self, ctx: RunContext, task: Task) -> list[ToolSpec]:
        """The tools to offer now (none when nothing is reachable)."""
        ...

    def handle(self, ctx: RunContext, task: Task, call: ToolCall, loop: LoopState) -> ToolOutcome | PendingApproval:
        ...


class SimpleCapability:
    """Base for capabilities that do their work in one call (plugins, tests, benches)."""

    kind: str = ""
    requires_workspace: bool = False

    def run(self, ctx: RunContext, task: Task) -> TaskOutcome:
        raise NotImplementedError
