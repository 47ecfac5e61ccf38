"""Everything a node or capability needs for one run, passed explicitly (never global)."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..protocol.context import Workspace
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


@dataclass
class Limits:
    max_steps: int = 100
    timeout_s: float = 1800.0
    max_turns: int | None = None  # model calls in the whole run
    max_tokens: int | None = None  # prompt + completion tokens in the whole run
    capability_turns: dict[str, int] = field(default_factory=dict)  # kind -> model turns per task ([capabilities.KIND])
    max_rounds: int = 4
    terminal_max_steps: int = 24
    terminal_command_timeout: float = 60.0
    terminal_max_output_bytes: int = 256 * 1024
    #: The time budget of one task's loop (model turns + tool calls), `task_timeout` in the
    #: config: 180 s fits the embedded model on two cores; `[terminal] loop_timeout` overrides
    #: it for terminal tasks.
    task_timeout: float = 180.0
    terminal_loop_timeout: float | None = None
    terminal_vote_samples: int = 3  # guided question tasks: sampled replies voted on (0: off)
    tool_output_chars: int = 6000


class Cancellation:
    """Signal-safe cancellation: the handler records the signal and kills child processes; the
    exception is raised at once unless an event line is being written, in which case it is raised
    right after the line completes so stdout never carries half a JSON object."""

    def __init__(self) -> None:
        self.event = threading.Event()
        self.signum: int | None = None
        self._critical = 0

    @property
    def requested(self) -> bool:
        return self.event.is_set()

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
    objective: str
    emitter: Emitter
    store: RunStore
    model: ChatModel
    approvals: ApprovalService
    workspace: Workspace | None
    settings: Any
    policy: Any
    limits: Limits
    doc_ids: list[str] = field(default_factory=list)
    kb_uri: str | None = None
    kb_named: bool = False  # the run named its KB (--kb, NCURATOR_KB, config `kb`): the probe always consults it
    sandbox_mode: str = "auto"
    no_probe: bool = False
    planner: str = "auto"  # auto | model | guided (auto: guided for small local models)
    probe_model_steps: bool = False
    cancel: Cancellation = field(default_factory=Cancellation)
    started_monotonic: float = field(default_factory=time.monotonic)
    active_ms_before: int = 0  # wall time spent in earlier processes of this run (pause/resume)
    usage: Usage = field(default_factory=Usage)
    output_schema: dict[str, Any] | None = None  # --output-schema: the answer is a JSON value valid against it
    intent: Any = None  # runtime/intent.Intent of the objective, set before any capability runs
    _sandbox: Any = None
    _kb: Any = None
    _counter: int = 0

    @property
    def guided(self) -> bool:
        """Small-model scaffolding on: rule-based plans and text protocols in capability loops.

        `--planner guided` forces it; `auto` turns it on for models whose profile has guided prompts.
        """
        if self.planner == "auto":
            # The model's profile (models/profile.py) decides, whoever serves the model.
            return bool(getattr(getattr(self.model, "profile", None), "guided", False))
        return self.planner == "guided"

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
            from ..sandbox import get_sandbox

            self._sandbox = get_sandbox(self.sandbox_mode)
        return self._sandbox

    @property
    def kb(self) -> Any:
        if self._kb is None:
            from ..kb.store import KnowledgeBase

            self._kb = KnowledgeBase.open(self.kb_uri or self.settings.kb_uri)
        return self._kb
