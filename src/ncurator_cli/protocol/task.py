"""The typed state a run carries: its tasks and each tool loop's state.

Both are plain dicts at run time (the graph's checkpointer stores them as JSON); these types name
their keys. A capability keeps what it needs across calls under ``LoopState["data"]``.
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, Required, TypedDict

TaskStatus = Literal["pending", "running", "completed", "failed", "skipped", "rejected"]


class Task(TypedDict, total=False):
    """One task of the plan: a kind of capability and the user's words for what to do."""

    id: Required[str]
    title: str
    kind: str  # a capability kind in the registry
    objective: str
    status: TaskStatus
    source_path: str | None  # workspace-relative
    output_path: str | None  # workspace-relative


class LoopState(TypedDict):
    """A bounded model ⇄ tool loop of one task (``runtime.loop``)."""

    messages: list[dict[str, Any]]  # the whole conversation, as message dicts
    queue: list[dict[str, Any]]  # tool calls still to run: {name, args, id}
    started_calls: list[str]  # ids of calls that began (a resumed run does not repeat them)
    turns: int
    reprompted: bool
    denied: bool
    elapsed_s: float  # time spent in this loop, paused time excluded
    done: dict[str, Any] | None  # the finishing outcome, once there is one
    data: dict[str, Any]  # the capability's own state
    last_error: NotRequired[str | None]  # the last tool error (pushed back on a premature finish)
    nudged: NotRequired[int]
    failed_calls: NotRequired[dict[str, int]]  # call signature -> failures
    last_failed_call: NotRequired[str]
    text_misses: NotRequired[int]  # text-protocol replies that mapped to no call
