"""What a capability may use of the run it works in.

``runtime.context.RunContext`` is the one implementation; capabilities and the approval service are
written against this protocol, so they never import the runtime.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from .approval import ApprovalRequest, Verdict


@dataclass
class Workspace:
    root: Path
    workspace_id: str

    def to_event(self) -> dict[str, str]:
        return {"workspace_id": self.workspace_id, "root_path": str(self.root)}


class Approvals(Protocol):
    def request(self, ctx: RunContext, req: ApprovalRequest) -> Verdict: ...


class RunContext(Protocol):
    run_id: str
    objective: str
    workspace: Workspace | None
    doc_ids: list[str]
    approvals: Approvals
    #: the run's bounds (steps, time, per-tool limits)
    limits: Any
    #: the settings, the command policy, the chat model, the run store and the event emitter
    settings: Any
    policy: Any
    model: Any
    store: Any
    emitter: Any
    #: the run's usage totals (model calls, tokens)
    usage: Any
    #: cancellation: ``check()`` raises when the run was cancelled; ``event`` is set then
    cancel: Any

    @property
    def guided(self) -> bool:
        """Small-model scaffolding on (rule-based plans, text protocols in capability loops)."""
        ...

    @property
    def sandbox(self) -> Any:
        """The sandbox every command runs in."""
        ...

    @property
    def kb(self) -> Any:
        """The knowledge base of the run."""
        ...

    def emit(self, type_: str, **fields: Any) -> dict[str, Any]: ...

    def new_id(self, prefix: str) -> str: ...

    def elapsed_s(self) -> float: ...

    def remaining_s(self) -> float: ...

    def check_bounds(self) -> None: ...

    def add_usage(self, usage: dict[str, int]) -> None: ...
