"""Everything a node or capability needs for one run, passed explicitly (never global)."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..config import RunConfig, RunLimits
from ..protocol.context import Workspace
from ..sandbox import get_sandbox
from .metering import BudgetExceededError, Usage

if TYPE_CHECKING:
    from ..models.base import ChatModel
    from ..output import Emitter
    from ..store import RunStore
    from .approvals import ApprovalService


class RunCancelledError(BaseException):
    """Raised when SIGINT/SIGTERM arrives. A BaseException so no `except Exception` swallows it."""

    def __init__(self, signum: int, reason: str) -> None:
        super().__init__(reason)
        self.signum = signum
        self.reason = reason


class BoundExceededError(Exception):
    """A run-wide bound was exceeded (kept for callers; budgets raise BudgetExceededError)."""


class Cancellation:
    """Signal-safe cancellation: the handler records the signal and kills child processes; the
    exception is raised at once unless an event line is being written, in which case it is raised
    right after the line completes so stdout never carries half a JSON object."""

    def __init__(self) -> None:
        self.event = threading.Event()
        self.signum: int | None = None
        self._critical = 0

    def request(self, signum: int) -> None:
        self.signum = signum
        self.event.set()
        if self._critical == 0 and threading.current_thread() is threading.main_thread():
            raise RunCancelledError(signum, _signal_reason(signum))

    @contextmanager
    def critical(self) -> Iterator[None]:
        self._critical += 1
        try:
            yield
        finally:
            self._critical -= 1
        if self._critical == 0 and self.signum is not None and threading.current_thread() is threading.main_thread():
            raise RunCancelledError(self.signum, _signal_reason(self.signum))

    def check(self) -> None:
        if self.signum is not None:
            raise RunCancelledError(self.signum, _signal_reason(self.signum))


def _signal_reason(signum: int) -> str:
    import signal

    try:
        return f"received {signal.Signals(signum).name}"
    except ValueError:
        return f"received signal {signum}"


@dataclass
class RunContext:
    """The run's context; capabilities see it through ``protocol.context.RunContext``."""

    run_id: str
    config: RunConfig  # the run's configuration, frozen: objective, limits, planner, sandbox, KB, ...
    emitter: Emitter
    store: RunStore
    model: ChatModel
    approvals: ApprovalService
    workspace: Workspace | None
    settings: Any
    policy: Any
    probe_model_steps: bool = False
    cancel: Cancellation = field(default_factory=Cancellation)
    started_monotonic: float = field(default_factory=time.monotonic)
    active_ms_before: int = 0  # wall time spent in earlier processes of this run (pause/resume)
    usage: Usage = field(default_factory=Usage)
    intent: Any = None  # objective.intent.Intent of the objective, set before any capability runs
    #: time.monotonic() by which the current task's time budget is spent (set by the loop engine
    #: for one unit of work); a model call in flight then is cut off (`TaskTimeUp`).
    task_deadline: float | None = None
    _sandbox: Any = None
    _kb: Any = None
    _counter: int = 0

    @property
    def objective(self) -> str:
        return self.config.objective

    @property
    def limits(self) -> RunLimits:
        return self.config.limits

    @property
    def doc_ids(self) -> list[str]:
        return list(self.config.doc_ids)

    @property
    def kb_uri(self) -> str:
        return self.config.kb or self.settings.kb_uri

    @property
    def guided(self) -> bool:
        """Small-model scaffolding on: rule-based plans and text protocols in capability loops.

        `--planner guided` forces it; `auto` turns it on for models whose profile has guided prompts.
        """
        planner = self.config.planner
        if planner == "auto":
            # The model's profile (models/profile.py) decides, whoever serves the model.
            return bool(getattr(getattr(self.model, "profile", None), "guided", False))
        return planner == "guided"

    def emit(self, type_: str, **fields: Any) -> dict[str, Any]:
        return self.emitter.emit(type_, **fields)

    def new_id(self, prefix: str) -> str:
        self._counter += 1
        return f"{prefix}_{self.emitter.seq:04d}_{self._counter}"

    # --- bounds --------------------------------------------------------------------------------

    def elapsed_s(self) -> float:
        return self.active_ms_before / 1000.0 + (time.monotonic() - self.started_monotonic)

    def remaining_s(self) -> float:
        return self.limits.timeout_s - self.elapsed_s()

    def check_bounds(self) -> None:
        self.cancel.check()
        if self.remaining_s() <= 0:
            raise BudgetExceededError("timeout", f"run exceeded its time limit of {self.limits.timeout_s:g} s")

    def add_usage(self, usage: dict[str, int]) -> None:
        """No-op kept for plugins: every model call is counted where it is made (runtime.metering)."""

    # --- lazily built services -----------------------------------------------------------------

    @property
    def sandbox(self) -> Any:
        if self._sandbox is None:
            self._sandbox = get_sandbox(self.config.sandbox)
        return self._sandbox

    @property
    def kb(self) -> Any:
        if self._kb is None:
            from ..kb.store import KnowledgeBase

            self._kb = KnowledgeBase.open(self.kb_uri)
        return self._kb
