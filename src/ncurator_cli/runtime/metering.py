"""The one place every model call of a run goes through: accounting, budgets, cancellation.

`MeteredModel` wraps the run's ChatModel. Each call runs on a daemon worker thread (kept between
calls: `_Workers`) while the run's thread waits for it in short slices, so the run's `--timeout` and
a signal end a call in flight within a fraction of a second (the abandoned request is left to finish
on its worker, which is not reused until it does; its tokens are no longer emitted). Resolving the
provider's `profile` (which may probe the endpoint with a request of its own) is bounded the same
way. After each call, failed ones included, it emits `model_request_completed` (with `error` naming
the failure: `timeout`, `connection`, `http_NNN`, ...) and adds the call to the run's usage totals;
before each call it enforces `--max-turns` and `--max-tokens`.
Providers are asked for nothing but a usage dict on their `ModelTurn`
(`prompt_tokens`/`input_tokens`, `completion_tokens`/`output_tokens`, optionally `cached_tokens`
and `ttft_ms`).
"""

from __future__ import annotations

import contextlib
import inspect
import math
import queue
import threading
import time
from typing import TYPE_CHECKING, Any, Literal

from ..models.base import Message, ModelTurn, TextFormat, TokenCallback, ToolSpec

if TYPE_CHECKING:
    from ..protocol.context import RunContext

#: How often the waiting run thread looks at the clock and at signals, seconds.
POLL_S = 0.1
#: How long an idle worker thread waits for the next call before it ends, seconds.
IDLE_S = 30.0


def _int(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and math.isfinite(value):
        return int(value)
    return None


def normalize_usage(raw: dict[str, Any] | None) -> dict[str, int | None]:
    """A provider's usage dict in the run's terms (None where the provider said nothing)."""
    raw = raw or {}
    prompt = _int(raw.get("prompt_tokens"))
    if prompt is None:
        prompt = _int(raw.get("input_tokens"))
    completion = _int(raw.get("completion_tokens"))
    if completion is None:
        completion = _int(raw.get("output_tokens"))
    cached = _int(raw.get("cached_tokens"))
    if cached is None:
        for key in ("prompt_tokens_details", "input_token_details"):
            details = raw.get(key)
            if isinstance(details, dict):
                cached = _int(details.get("cached_tokens")) or _int(details.get("cache_read"))
                if cached is not None:
                    break
    return {"prompt_tokens": prompt, "completion_tokens": completion, "cached_tokens": cached, "ttft_ms": _int(raw.get("ttft_ms"))}


def estimate_tokens(text: str) -> int:
    """About four characters a token: used only when a provider reports no usage."""
    return (len(text) + 3) // 4


def _message_chars(messages: list[Message], tools: list[ToolSpec] | None) -> str:
    parts = [m.content for m in messages]
    for m in messages:
        parts.extend(f"{c.name}{c.args}" for c in m.tool_calls)
    for t in tools or []:
        parts.append(f"{t.name}{t.description}{t.parameters}")
    return "".join(parts)


def price_for(prices: dict[str, dict[str, float]], spec: str) -> dict[str, float] | None:
    """Prices configured for a model spec (`openai:gpt-4o-mini`), else for its bare name."""
    if spec in prices:
        return prices[spec]
    _, _, name = spec.partition(":")
    return prices.get(name) if name else None


def call_cost(price: dict[str, float] | None, prompt: int, completion: int, cached: int) -> float | None:
    """Cost of one call; prices are per million tokens (`input`, `output`, optional `cached_input`)."""
    if price is None:
        return None
    cached = min(cached, prompt)
    cached_rate = price.get("cached_input", price.get("input", 0.0))
    cost = ((prompt - cached) * price.get("input", 0.0) + cached * cached_rate + completion * price.get("output", 0.0)) / 1e6
    return round(cost, 8)



class TaskTimeUp(Exception):
    """The current task's time budget ran out while a model call was in flight: the call is cut
    off (its server stops decoding when the stream closes) and the loop ends the task with its
    out-of-time outcome, so another run sharing the model server gets the machine back."""


class BudgetExceededError(BaseException):
    """A hard budget ran out: the run ends `run_failed` / `budget_exceeded`, exit 6.

    A BaseException like RunCancelledError: code that turns ordinary errors into gaps or tool
    errors (the probe, tool handlers) must not swallow the end of the run's budget.
    `budget` is the wire name (`max_steps`, `max_turns`, `max_tokens`, `timeout`,
    `capability_turns`, `capability_timeout`).
    """

    def __init__(self, budget: str, message: str) -> None:
        super().__init__(message)
        self.budget = budget
        self.message = message


class Usage:
    """Running totals (the `usage` object of terminal events)."""

    def __init__(self) -> None:
        self.model_calls = 0
        self.prompt_tokens = 0
        self.completion_tokens = 0
        self.cached_tokens = 0
        self.cost: float | None = None
        self.cost_known = True
        self.estimated = False

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def add(self, event: dict[str, Any]) -> None:
        self.model_calls += 1
        self.prompt_tokens += int(event.get("prompt_tokens") or 0)
        self.completion_tokens += int(event.get("completion_tokens") or 0)
        self.cached_tokens += int(event.get("cached_tokens") or 0)
        self.estimated = self.estimated or bool(event.get("estimated"))
        cost = event.get("cost")
        if cost is None:
            self.cost_known = False
        elif self.cost_known:
            self.cost = round((self.cost or 0.0) + float(cost), 8)

    def to_event(self) -> dict[str, Any]:
        return {
            "model_calls": self.model_calls, "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens, "cached_tokens": self.cached_tokens,
            "total_tokens": self.total_tokens, "cost": self.cost if self.cost_known and self.model_calls else None,
            "estimated": self.estimated,
        }

    @classmethod
    def from_events(cls, events: list[dict[str, Any]]) -> Usage:
        usage = cls()
        for e in events:
            if e.get("type") == "model_request_completed":
                usage.add(e)
        return usage


def failure_kind(exc: BaseException) -> str:
    """What ended a failed model call, in one word for `model_request_completed.error`."""
    if isinstance(exc, BudgetExceededError):
        return "timeout" if exc.budget == "timeout" else "budget"
    if isinstance(exc, TaskTimeUp):
        return "timeout"
    if type(exc).__name__ == "RunCancelledError" or isinstance(exc, KeyboardInterrupt):
        return "cancelled"
    kind = getattr(exc, "kind", None)
    if isinstance(kind, str) and kind:
        return kind
    status = getattr(exc, "status", None)
    if isinstance(status, int):
        return f"http_{status}"
    code = getattr(exc, "code", None)
    if code == "invalid_model_output":
        return "invalid_output"
    return code if isinstance(code, str) and code else "error"


def _one_line(text: str, limit: int = 300) -> str:
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[: limit - 3] + "..."


class _Worker:
    """One daemon thread that runs the calls put on its queue, one at a time."""

    def __init__(self, pool: _Workers) -> None:
        self.pool = pool
        self.jobs: queue.SimpleQueue[tuple[Any, dict[str, Any], threading.Event, str] | None] = queue.SimpleQueue()
        self.thread = threading.Thread(target=self._serve, name="model-worker", daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        pool = self.pool
        while True:
            try:
                job = self.jobs.get(timeout=IDLE_S)
            except queue.Empty:
                with pool.lock:
                    if self in pool.idle:
                        pool.idle.remove(self)
                        return
                continue  # taken from the idle list just now: its job is on the way
            if job is None:
                return
            fn, box, done, name = job
            self.thread.name = name
            try:
                box["value"] = fn()
            except BaseException as exc:  # handed to the run's thread
                box["error"] = exc
            finally:
                with pool.lock:
                    pool.idle.append(self)  # before `done`: the next call finds this worker idle
                done.set()


class _Workers:
    """The daemon threads model calls run on, kept between calls: starting a thread per call cost
    about as much as all the rest of a loop step on a loaded machine (`bench/overhead.py`). A
    worker still busy with an abandoned call is not idle, so the next call gets another; it comes
    back when that call returns. An idle worker ends after `IDLE_S`, and all idle ones when the
    model is closed."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.idle: list[_Worker] = []

    def submit(self, fn: Any, name: str) -> tuple[threading.Event, dict[str, Any]]:
        box: dict[str, Any] = {}
        done = threading.Event()
        with self.lock:
            worker = self.idle.pop() if self.idle else None
        if worker is None:
            worker = _Worker(self)
        worker.jobs.put((fn, box, done, name))
        return done, box

    def close(self) -> None:
        with self.lock:
            idle, self.idle = self.idle, []
        for worker in idle:
            worker.jobs.put(None)


_UNSET: Any = object()
_ABSENT: Any = object()


class MeteredModel:
    """Wraps the run's ChatModel; see the module docstring."""

    def __init__(self, inner: Any, ctx: RunContext, *, prices: dict[str, dict[str, float]] | None = None) -> None:
        self.inner = inner
        self.ctx = ctx
        self.spec: str = inner.spec
        self.provider = self.spec.partition(":")[0] or self.spec
        self.model_name = self.spec.partition(":")[2] or self.spec
        self.price = price_for(prices or {}, self.spec)
        self._profile: Any = _UNSET
        self._workers = _Workers()

    def __getattr__(self, name: str) -> Any:
        # Optional provider hooks (has_turns_for, get_state, ...) pass through.
        return getattr(self.inner, name)

    @property
    def profile(self) -> Any:
        """The provider's profile, bounded by the run's time like a call: resolving it may mean
        probing the endpoint, and an endpoint that never answers must not hold the run past
        `--timeout`. A provider without a profile raises AttributeError (``getattr(m, "profile",
        None)`` is None)."""
        if self._profile is _UNSET:
            static = inspect.getattr_static(self.inner, "profile", _UNSET)
            if static is not _UNSET and not isinstance(static, property):
                return static  # a plain attribute: nothing to wait for
            try:
                self._profile = self._bounded(lambda: self.inner.profile, "model-profile", "the model profile probe")
            except AttributeError:
                self._profile = _ABSENT
        if self._profile is _ABSENT:
            raise AttributeError("profile")
        return self._profile

    def _bounded(self, fn: Any, name: str, what: str, abandoned: threading.Event | None = None) -> Any:
        """`fn()` on a worker thread; the run's thread waits in slices and gives up on a signal
        (RunCancelledError) or when the run's time is out (BudgetExceededError `timeout`)."""
        ctx = self.ctx
        done, box = self._workers.submit(fn, name)
        try:
            while not done.wait(POLL_S):
                ctx.cancel.check()
                if ctx.remaining_s() <= 0:
                    raise BudgetExceededError(
                        "timeout", f"run exceeded its time limit of {ctx.limits.timeout_s:g} s ({what} was cut off)"
                    )
                deadline = getattr(ctx, "task_deadline", None)
                if deadline is not None and time.monotonic() >= deadline:
                    raise TaskTimeUp(f"{what} was cut off at the task's time budget")
        except BaseException:
            if abandoned is not None:
                abandoned.set()
            raise
        if "error" in box:
            raise box["error"]
        return box["value"]

    # --- budgets -------------------------------------------------------------------------------

    def _check_budgets(self) -> None:
        ctx = self.ctx
        ctx.check_bounds()
        limits = ctx.limits
        usage = ctx.usage
        if limits.max_turns is not None and usage.model_calls >= limits.max_turns:
            raise BudgetExceededError("max_turns", f"run reached --max-turns {limits.max_turns} (model calls)")
        if limits.max_tokens is not None and usage.total_tokens >= limits.max_tokens:
            raise BudgetExceededError(
                "max_tokens", f"run used {usage.total_tokens} tokens, reaching --max-tokens {limits.max_tokens}"
            )

    # --- the call ------------------------------------------------------------------------------

    def complete(
        self,
        node: str,
        messages: list[Message],
        tools: list[ToolSpec] | None = None,
        *,
        tool_choice: Literal["auto", "required", "none"] = "auto",
        on_token: TokenCallback | None = None,
        text_format: TextFormat | None = None,
    ) -> ModelTurn:
        self._check_budgets()
        box: dict[str, Any] = {}
        abandoned = threading.Event()
        started = time.monotonic()

        def token(tok: str) -> None:
            if abandoned.is_set():
                return
            if "first" not in box:
                box["first"] = time.monotonic()
            if on_token is not None:
                on_token(tok)

        kwargs: dict[str, Any] = {"tool_choice": tool_choice}
        if on_token is not None:
            kwargs["on_token"] = token
        if text_format is not None:
            kwargs["text_format"] = text_format

        try:
            turn: ModelTurn = self._bounded(lambda: self.inner.complete(node, messages, tools, **kwargs),
                                            f"model-{node}", f"a {node} model call", abandoned)
        except BaseException as exc:
            if abandoned.is_set():
                # The run stopped waiting (time budget, signal): a recording notes the turn as
                # unanswered, with what it had streamed (the call itself ends on its worker).
                hook = getattr(self.inner, "turns_abandoned", None)
                if callable(hook):
                    with contextlib.suppress(Exception):
                        hook(f"{type(exc).__name__}: {getattr(exc, 'message', None) or exc}")
            # A failed call is a call: it is on record and in the totals (no tokens known).
            self._account_failure(node, exc, int((time.monotonic() - started) * 1000), box.get("first"), started)
            raise
        duration_ms = int((time.monotonic() - started) * 1000)
        self._account(node, messages, tools, turn, duration_ms, box.get("first"), started)
        return turn

    def _account_failure(self, node: str, exc: BaseException, duration_ms: int, first: float | None,
                         started: float) -> None:
        event = {
            "node": node, "provider": self.provider, "model": self.model_name, "prompt_tokens": 0,
            "completion_tokens": 0, "cached_tokens": 0, "duration_ms": duration_ms,
            "ttft_ms": int((first - started) * 1000) if first is not None else None,
            "cost": call_cost(self.price, 0, 0, 0), "estimated": False,
            "error": failure_kind(exc), "error_message": _one_line(getattr(exc, "message", None) or str(exc)
                                                                   or type(exc).__name__),
        }
        self.ctx.usage.add(event)
        try:
            self.ctx.emit("model_request_completed", **event)
        except Exception:
            pass  # the failure itself is what the caller reports

    def _account(self, node: str, messages: list[Message], tools: list[ToolSpec] | None, turn: ModelTurn,
                 duration_ms: int, first: float | None, started: float) -> None:
        got = normalize_usage(turn.usage)
        prompt, completion = got["prompt_tokens"], got["completion_tokens"]
        estimated = False
        if prompt is None and completion is None and self.provider != "script":
            # The provider said nothing (some servers omit usage on streams): an estimate keeps
            # --max-tokens meaningful, and the event says it is one.
            prompt = estimate_tokens(_message_chars(messages, tools))
            completion = estimate_tokens(turn.content + "".join(f"{c.name}{c.args}" for c in turn.tool_calls))
            estimated = True
        prompt, completion = prompt or 0, completion or 0
        cached = got["cached_tokens"] or 0
        ttft = got["ttft_ms"]
        if ttft is None and first is not None:
            ttft = int((first - started) * 1000)
        event = {
            "node": node, "provider": self.provider, "model": self.model_name, "prompt_tokens": prompt,
            "completion_tokens": completion, "cached_tokens": cached, "duration_ms": duration_ms, "ttft_ms": ttft,
            "cost": call_cost(self.price, prompt, completion, cached), "estimated": estimated,
        }
        self.ctx.usage.add(event)
        self.ctx.emit("model_request_completed", **event)

    def close(self) -> None:
        self._workers.close()
        self.inner.close()
