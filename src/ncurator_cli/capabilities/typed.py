"""The shared typed tools (tools/) inside a capability's loop.

A capability offers `typed_specs(...)` beside its own tools and hands any call of one of them to
`handle_typed(...)`. Read tools are computed here, in-process and bounded by what is left of the
task's time budget. A write tool becomes one shell command that the capability runs through its
own command path (`run_command`), so it is classified, approved, sandboxed and reported as an
artifact exactly like a command. A question (the task's intent) is given no write tool at all,
and a write call that arrives anyway is refused.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..models.base import ToolCall, ToolSpec
from ..runtime.registry import PendingApproval, ToolOutcome
from ..tools import ALL, ToolEnv, ToolError, toolset

if TYPE_CHECKING:
    from ..runtime.context import RunContext

#: Names of the typed tools that only read; the loop engine refuses their identical repeats.
READ_TOOL_NAMES = frozenset(name for name, tool in ALL.items() if tool.read_only)


def task_is_question(task: dict[str, Any], fallback: bool = False) -> bool:
    """Whether the task only asks (answer, change nothing). The planner's intent decides when it
    gave one (`intent: question|change`); else `fallback`."""
    intent = task.get("intent")
    if isinstance(intent, dict):
        intent = intent.get("kind") or intent.get("intent")
    if intent in ("question", "answer", "read"):
        return True
    if intent in ("change", "edit", "write"):
        return False
    return fallback


def typed_specs(*, question: bool, docx: bool = True, writes: bool = True) -> list[ToolSpec]:
    return [t.spec() for t in toolset(read_only=question or not writes, docx=docx)]


def is_typed(name: str) -> bool:
    return name in ALL


def tool_env(ctx: RunContext, loop: dict[str, Any], budget_s: float) -> ToolEnv:
    assert ctx.workspace is not None
    left = min(ctx.remaining_s(), budget_s - float(loop.get("elapsed_s") or 0.0))
    redactor = getattr(ctx.emitter, "redactor", None)
    return ToolEnv(
        ctx.workspace.root,
        deadline=time.monotonic() + max(1.0, left),
        max_output_chars=ctx.limits.tool_output_chars,
        redact=redactor.text if redactor is not None else None,
    )


def handle_typed(
    ctx: RunContext, task: dict[str, Any], call: ToolCall, loop: dict[str, Any], *, question: bool, budget_s: float,
    run_command: Callable[[ToolCall], ToolOutcome | PendingApproval] | None = None,
) -> ToolOutcome | PendingApproval:
    tool = ALL[call.name]
    if ctx.workspace is None:
        return ToolOutcome(error=f"{call.name} needs a workspace")
    env = tool_env(ctx, loop, budget_s)
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
        return run_command(ToolCall("terminal_run_command", {"command": command}, id=call.id))
    try:
        result = tool.run(env, call.args)
    except ToolError as exc:
        return ToolOutcome(error=str(exc))
    seen: list[dict[str, Any]] = loop.setdefault("data", {}).setdefault("tool_results", [])
    seen.append({"id": call.id, "tool": call.name, "args": call.args, "preview": result.text[:300]})
    del seen[:-20]
    return ToolOutcome(output=result.text, data=result.data)
