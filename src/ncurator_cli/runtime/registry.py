"""Capabilities register by kind; third-party packages add more via the `ncurator.capabilities`
entry-point group (each entry point loads a Capability class or instance)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from ..models.base import ToolCall, ToolSpec
    from .approvals import Verdict
    from .context import RunContext

ENTRY_POINT_GROUP = "ncurator.capabilities"

# Kinds from the earlier writing pipeline; rejected explicitly so old plans fail loudly, not oddly.
LEGACY_KINDS = frozenset(
    {"writer", "writing", "outline", "draft", "drafting", "rewrite", "edit", "editor", "summary_writer", "report_writer"}
)


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
    (reported to the model, not a crash). `finish` ends the loop with that outcome. `pushback`
    marks an error that refuses a premature finish: the loop engine does not push back on top."""

    output: str = ""
    error: str | None = None
    data: dict[str, Any] = field(default_factory=dict)
    finish: TaskOutcome | None = None
    pushback: bool = False


@dataclass
class PendingApproval:
    verdict: Verdict
    request: dict[str, Any]


class TextProtocol(Protocol):
    """Maps a model's plain-text reply onto tool calls (see ToolLoopCapability.text_protocol)."""

    def parse(self, text: str, loop: dict[str, Any]) -> tuple[list[ToolCall], str | None]:
        """The calls the reply stands for, or ([], a correction to send back to the model)."""
        ...

    def result_note(self, call: ToolCall, loop: dict[str, Any]) -> str:
        """Text appended to a tool's result: what the model may reply next."""
        ...

    # Optional: `text_format(loop) -> TextFormat | None`, the reply's shape for providers that
    # can enforce it (a grammar, stop strings, a token cap, a temperature for retries); and
    # `history(messages, loop) -> messages`, what the model is shown of the loop so far (the
    # loop state keeps every message either way).


@runtime_checkable
class Capability(Protocol):
    kind: str
    requires_workspace: bool


class ToolLoopCapability:
    """Base for capabilities that run a bounded model ⇄ tool loop (terminal, docx, kb)."""

    kind: str = ""
    requires_workspace: bool = False
    node: str = ""
    finish_tool: str = ""

    def tools(self, ctx: RunContext, task: dict[str, Any]) -> list[ToolSpec]:
        raise NotImplementedError

    def system_prompt(self, ctx: RunContext, task: dict[str, Any]) -> str:
        raise NotImplementedError

    def first_message(self, ctx: RunContext, task: dict[str, Any], evidence: str) -> str:
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

    def initial_calls(self, ctx: RunContext, task: dict[str, Any]) -> list[ToolCall]:
        """Calls to make before the model's first turn (deterministic pre-steps); none by default."""
        return []

    # Optional: `choose_reply(ctx, task, loop, messages, text_format, protocol, text, calls) ->
    # (text, calls)`: given a text-protocol turn's reply, the reply to act on (terminal_exec
    # samples others and votes on their read-only trial runs for question tasks).

    def text_protocol(self, ctx: RunContext, task: dict[str, Any]) -> TextProtocol | None:
        """A plain-text reply format for this loop, or None for ordinary tool calls.

        Small models write code far better in a fenced block than escaped inside a JSON string;
        a capability may let them reply in text that it maps onto its own tools, so the events,
        the approvals and the tool names stay exactly those of a tool-calling model.
        """
        return None

    #: Tools of this capability that only read: the loop refuses a repeat of one of them with
    #: the same arguments while nothing has changed since (the typed read tools always count).
    read_tools: frozenset[str] = frozenset()

    def loop_timeout(self, ctx: RunContext) -> float:
        """The task's time budget (model turns + tool calls, paused time excluded)."""
        return ctx.limits.task_timeout

    def handle(
        self, ctx: RunContext, task: dict[str, Any], call: ToolCall, loop: dict[str, Any]
    ) -> ToolOutcome | PendingApproval:
        raise NotImplementedError

    def finish_outcome(self, ctx: RunContext, task: dict[str, Any], loop: dict[str, Any], outcome: TaskOutcome) -> TaskOutcome:
        """Hook to enrich the final outcome (artifacts, evidence) before it is reported."""
        return outcome


class SimpleCapability:
    """Base for capabilities that do their work in one call (plugins, tests, benches)."""

    kind: str = ""
    requires_workspace: bool = False

    def run(self, ctx: RunContext, task: dict[str, Any]) -> TaskOutcome:
        raise NotImplementedError


class Registry:
    def __init__(self) -> None:
        self._factories: dict[str, Callable[[], Any]] = {}
        self._instances: dict[str, Any] = {}
        self.load_errors: dict[str, str] = {}

    def register(self, kind: str, factory: Callable[[], Any]) -> None:
        self._factories[kind] = factory

    def kinds(self) -> list[str]:
        return sorted(self._factories)

    def __contains__(self, kind: object) -> bool:
        return kind in self._factories

    def get(self, kind: str) -> Any:
        if kind not in self._instances:
            self._instances[kind] = self._factories[kind]()
        return self._instances[kind]

    def requires_workspace(self, kind: str) -> bool:
        return bool(getattr(self.get(kind), "requires_workspace", False))

    def load_entry_points(self) -> None:
        from importlib.metadata import entry_points

        for ep in entry_points(group=ENTRY_POINT_GROUP):
            try:
                obj = ep.load()
            except Exception as exc:  # a broken plugin must not break every run
                self.load_errors[ep.name] = f"{type(exc).__name__}: {exc}"
                sys.stderr.write(f"ncurator: capability plugin {ep.name!r} failed to load: {exc}\n")
                continue
            kind = getattr(obj, "kind", None) or ep.name
            factory = obj if isinstance(obj, type) else (lambda o=obj: o)
            if kind not in self._factories:  # built-ins win: a plugin cannot replace terminal_exec
                self.register(kind, factory)


def builtin_registry(*, plugins: bool = True) -> Registry:
    reg = Registry()

    def _kb() -> Any:
        from ..capabilities.kb import KBRetrievalCapability

        return KBRetrievalCapability()

    def _terminal() -> Any:
        from ..capabilities.terminal import TerminalCapability

        return TerminalCapability()

    def _docx() -> Any:
        from ..capabilities.docx import DocxCapability

        return DocxCapability()

    reg.register("local_kb_retrieval", _kb)
    reg.register("terminal_exec", _terminal)
    reg.register("docx", _docx)
    if plugins:
        reg.load_entry_points()
    return reg


BUILTIN_WORKSPACE_KINDS = {"terminal_exec": True, "docx": True, "local_kb_retrieval": False}
