"""Run and resume: the glue between the CLI and the graph.

`prepare` validates everything that can be wrong with the invocation (workspace, policy, model)
before anything runs, so configuration errors exit 2 with nothing written. `RunDriver` then owns
one process's share of a run: signals, the event sink, the checkpointer and the exit code.
"""

from __future__ import annotations

import os
import secrets
import signal
import sys
import time
import traceback
from pathlib import Path
from typing import Any

import orjson

from ..config import ConfigError, RunConfig, Settings
from ..models.base import ChatModel, ModelConfigError, ModelError
from ..output import Emitter, OutputClosedError, Sink
from ..plugins import Registry
from ..redact import Redactor
from ..store import RunStore, connect_wal, workspace_id_for
from .approvals import ApprovalService
from .context import (
    BoundExceededError,
    BudgetExceededError,
    Cancellation,
    RunCancelledError,
    RunContext,
    Workspace,
)

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_PAUSED, EXIT_WORKSPACE, EXIT_DENIED, EXIT_BUDGET = 0, 1, 2, 3, 4, 5, 6
EXIT_BY_SIGNAL = {signal.SIGINT: 130, signal.SIGTERM: 143, signal.SIGPIPE: 141}
EXIT_BY_CODE = {"workspace_required": EXIT_WORKSPACE, "approval_denied": EXIT_DENIED, "budget_exceeded": EXIT_BUDGET}


class UsageError(Exception):
    """Exit 2: the invocation is wrong; nothing was run."""


def new_run_id() -> str:
    # Sortable by time, unique across processes.
    return "run_" + time.strftime("%Y%m%dT%H%M%S", time.gmtime()) + "_" + secrets.token_hex(4)


def resolve_workspace(raw: str | None) -> Workspace | None:
    if raw is None:
        return None
    path = Path(raw).expanduser()
    if not path.exists():
        raise UsageError(f"workspace {raw} does not exist")
    if not path.is_dir():
        raise UsageError(f"workspace {raw} is not a directory")
    root = Path(os.path.realpath(path))
    if not os.access(root, os.R_OK | os.X_OK):
        raise UsageError(f"workspace {raw} is not readable")
    return Workspace(root=root, workspace_id=workspace_id_for(root))


def load_policy(path: str | None) -> Any:
    from ..policy.rules import Policy, PolicyError

    if path is None:
        return Policy.default()
    try:
        return Policy.load(Path(path).expanduser())
    except PolicyError as exc:
        raise ConfigError(str(exc)) from None


def build_model(spec: str | None, settings: Settings, record: str | None) -> ChatModel:
    from ..models import NO_MODEL_HELP, default_model_spec, make_model

    spec = spec or default_model_spec()
    if not spec:
        raise ModelConfigError(NO_MODEL_HELP)
    model = make_model(spec, settings)
    if record:
        from ..models.record import RecordingModel

        model = RecordingModel(model, Path(record).expanduser())
    return model


def resolve_approval_mode(mode: str) -> str:
    if mode == "auto":
        try:
            interactive = sys.stdin.isatty() and sys.stderr.isatty()
        except (AttributeError, ValueError):
            interactive = False
        return "tty" if interactive else "none"
    return mode


class RunDriver:
    def __init__(self, settings: Settings, sinks: list[Sink], *, registry: Registry, store: RunStore | None = None) -> None:
        self.settings = settings
        self.registry = registry
        self.sinks = sinks
        self.store = store or RunStore(settings.runs_db)
        self.cancel = Cancellation()
        self.redactor = Redactor()  # one scan of the environment per process
        self.ctx: RunContext | None = None
        self._old_handlers: dict[int, Any] = {}

    # --- signals -------------------------------------------------------------------------------

    def _on_signal(self, signum: int, frame: Any) -> None:
        try:
            from ..sandbox import kill_all_active

            kill_all_active()
        except Exception:
            pass
        self.cancel.request(signum)

    def _install_signals(self) -> None:
        for sig in (signal.SIGINT, signal.SIGTERM):
            try:
                self._old_handlers[sig] = signal.signal(sig, self._on_signal)
            except ValueError:  # not the main thread (embedded use): no signal handling
                pass

    def _restore_signals(self) -> None:
        for sig, handler in self._old_handlers.items():
            signal.signal(sig, handler)

    # --- run -----------------------------------------------------------------------------------

    def start(self, config: RunConfig, model: ChatModel, policy: Any, workspace: Workspace | None) -> int:
        run_id = new_run_id()
        self.store.create_run(
            run_id, session_id=config.session_id, input=self.redactor.text(config.objective),
            workspace=str(workspace.root) if workspace else None, model=model.spec,
            options=self.redactor.value(config.to_stored()),
        )
        emitter = self._emitter(run_id, next_seq=0)
        ctx = self._context(run_id, config, model, policy, workspace, emitter, active_ms=0)
        self._install_signals()
        try:
            emitter.emit(
                "run_started", session_id=config.session_id, input=config.objective,
                workspace=workspace.to_event() if workspace else None, model=model.spec, policy=policy.summary(),
            )
            memory = self.store.get_session_memory(config.session_id) if config.session_id else []
            state_in = {"objective": config.objective, "memory": memory, "tasks": [], "results": [], "loops": {}, "approvals": {}}
            return self._drive(ctx, state_in)
        finally:
            self._restore_signals()
            ctx.model.close()  # the metered model: its worker threads, then the provider

    def resume(self, run: dict[str, Any], approval: dict[str, Any], approved: bool, reason: str | None,
               model: ChatModel, policy: Any, workspace: Workspace | None) -> int:
        from .metering import Usage

        run_id = run["run_id"]
        config = RunConfig.from_stored(run["options"])
        setter = getattr(model, "set_state", None)
        if setter is not None:
            setter(run.get("model_state"))
        emitter = self._emitter(run_id, next_seq=self.store.last_seq(run_id) + 1)
        ctx = self._context(run_id, config, model, policy, workspace, emitter, active_ms=int(run.get("active_ms") or 0))
        # The usage so far is the sum of the calls already on record (budgets span the pause).
        ctx.usage = Usage.from_events([orjson.loads(b) for b in self.store.iter_events(run_id)])
        self.store.update_run(run_id, status="running")
        self._install_signals()
        try:
            from langgraph.types import Command

            emitter.emit("run_resumed")
            resume = {"approved": approved, "reason": reason, "source": "approve_command"}
            return self._drive(ctx, Command(resume=resume))
        finally:
            self._restore_signals()
            ctx.model.close()  # the metered model: its worker threads, then the provider

    def _emitter(self, run_id: str, next_seq: int) -> Emitter:
        return Emitter(run_id, sinks=self.sinks, next_seq=next_seq, redactor=self.redactor,
                       persist=self.store.append_event, guard=self.cancel.critical)

    def _context(self, run_id: str, config: RunConfig, model: ChatModel, policy: Any, workspace: Workspace | None,
                 emitter: Emitter, active_ms: int) -> RunContext:
        approvals = ApprovalService(
            mode=resolve_approval_mode(config.approvals), noninteractive_ask=getattr(policy, "noninteractive_ask", "pause")
        )
        ctx = RunContext(
            run_id=run_id, config=config, emitter=emitter, store=self.store, model=model, approvals=approvals,
            workspace=workspace, settings=self.settings, policy=policy, cancel=self.cancel, active_ms_before=active_ms,
        )
        from .metering import MeteredModel

        # Every model call of the run goes through here: events, usage, budgets, cancellation.
        ctx.model = MeteredModel(model, ctx, prices=getattr(self.settings, "prices", None))
        self.ctx = ctx
        return ctx

    def _checkpointer(self) -> Any:
        from langgraph.checkpoint.sqlite import SqliteSaver

        self.settings.home.mkdir(parents=True, exist_ok=True)
        conn = connect_wal(self.settings.checkpoints_db)
        conn.isolation_level = ""  # the saver commits its own implicit transactions
        return SqliteSaver(conn)

    def _drive(self, ctx: RunContext, graph_input: Any) -> int:
        from .graph import GraphBuilder
        from .probe import run_probe

        saver = None
        try:
            saver = self._checkpointer()
            app = GraphBuilder(ctx, self.registry, probe=run_probe).build(saver)
            config = {"configurable": {"thread_id": ctx.run_id}, "recursion_limit": ctx.limits.max_steps * 3 + 50}
            result = app.invoke(graph_input, config)
            if result.get("__interrupt__"):
                return self._paused(ctx, result)
            outcome = result.get("outcome") or {}
            if outcome.get("status") == "failed":
                return self._failed(ctx, outcome.get("code") or "failed", outcome.get("error") or "run failed", saver,
                                    budget=outcome.get("budget"))
            return self._completed(ctx, result, saver)
        except RunCancelledError as exc:
            return self._cancelled(ctx, exc, saver)
        except BudgetExceededError as exc:
            return self._failed(ctx, "budget_exceeded", exc.message, saver, budget=exc.budget)
        except BoundExceededError as exc:
            return self._failed(ctx, "bounded_loop_error", str(exc), saver)
        except ModelError as exc:
            return self._failed(ctx, exc.code, str(exc), saver)
        except KeyboardInterrupt:
            return self._cancelled(ctx, RunCancelledError(signal.SIGINT, "received SIGINT"), saver)
        except OutputClosedError as exc:
            # Like SIGPIPE for any Unix filter: the reader left, so the run stops (and says so in the store).
            return self._cancelled(ctx, RunCancelledError(signal.SIGPIPE, str(exc)), saver)
        except Exception as exc:
            if _is_recursion_error(exc):
                return self._failed(ctx, "bounded_loop_error", f"run exceeded its step budget ({exc})", saver)
            sys.stderr.write("ncurator: internal error\n" + traceback.format_exc())
            return self._failed(ctx, "internal_error", f"{type(exc).__name__}: {exc}", saver)
        finally:
            # What the registry's parts hold open (MCP connections) ends with the run.
            close = getattr(self.registry, "close", None)
            if close is not None:
                close()

    def _active_ms(self, ctx: RunContext) -> int:
        return int(ctx.elapsed_s() * 1000)

    def _finish_store(self, ctx: RunContext, status: str, exit_code: int, saver: Any) -> None:
        self.store.update_run(
            ctx.run_id, status=status, exit_code=exit_code, finished_at=_now(), duration_ms=self._active_ms(ctx),
            active_ms=self._active_ms(ctx),
        )
        if saver is not None:
            try:
                saver.delete_thread(ctx.run_id)
            except Exception:
                pass

    def _paused(self, ctx: RunContext, result: dict[str, Any]) -> int:
        pending = [i.value.get("approval_id") for i in result["__interrupt__"] if isinstance(i.value, dict)]
        getter = getattr(ctx.model, "get_state", None)
        self.store.update_run(
            ctx.run_id, status="paused", exit_code=EXIT_PAUSED, active_ms=self._active_ms(ctx),
            model_state=getter() if getter else None,
        )
        ctx.emit("run_paused", pending_approvals=[p for p in pending if p], duration_ms=self._active_ms(ctx),
                 usage=ctx.usage.to_event())
        return EXIT_PAUSED

    def _denied(self, ctx: RunContext) -> list[dict[str, str]]:
        return [
            {"approval_id": a["approval_id"], "action": a["action"], "subject": a["subject"]}
            for a in self.store.get_approvals(ctx.run_id, status="denied")
        ]

    def _completed(self, ctx: RunContext, result: dict[str, Any], saver: Any) -> int:
        denied = self._denied(ctx)
        if denied:
            # The one rule for denials: the model may recover and answer, but a run in which
            # something was denied did not do everything it set out to do; it never exits 0.
            self._remember(ctx, result)
            what = "; ".join(f"{d['action']} `{d['subject'][:200]}`" for d in denied[:5])
            return self._failed(ctx, "approval_denied", f"{len(denied)} approval(s) denied during the run: {what}", saver)
        ctx.emit("run_completed", duration_ms=self._active_ms(ctx), usage=ctx.usage.to_event())
        self._finish_store(ctx, "completed", EXIT_OK, saver)
        self._remember(ctx, result)
        return EXIT_OK

    def _failed(self, ctx: RunContext, code: str, error: str, saver: Any, *, budget: str | None = None) -> int:
        denied = self._denied(ctx)
        if denied and code not in ("budget_exceeded", "approval_denied"):
            # A failure after a denial is reported as the denial (exit 5); the failure stays in `error`.
            what = "; ".join(f"{d['action']} `{d['subject'][:200]}`" for d in denied[:5])
            error = f"{len(denied)} approval(s) denied during the run ({what}); then: {error}"
            code = "approval_denied"
        fields: dict[str, Any] = {"code": code, "error": error, "duration_ms": self._active_ms(ctx), "usage": ctx.usage.to_event()}
        if denied:
            fields["denied"] = denied
        if code == "budget_exceeded":
            fields["budget"] = budget
        ctx.emit("run_failed", **fields)
        exit_code = EXIT_BY_CODE.get(code, EXIT_FAILED)
        self._finish_store(ctx, "failed", exit_code, saver)
        return exit_code

    def _cancelled(self, ctx: RunContext, exc: RunCancelledError, saver: Any) -> int:
        # Ignore further signals while we write the last event.
        for sig in (signal.SIGINT, signal.SIGTERM):
            try:
                signal.signal(sig, signal.SIG_IGN)
            except ValueError:
                pass
        self.cancel._critical += 1  # no more raising from here on
        try:
            from ..sandbox import kill_all_active

            kill_all_active()
        except Exception:
            pass
        self.store.close_pending_approvals(ctx.run_id, "run cancelled")
        ctx.emit("run_cancelled", reason=exc.reason, duration_ms=self._active_ms(ctx), usage=ctx.usage.to_event())
        ctx.emitter.close()
        code = EXIT_BY_SIGNAL.get(exc.signum, 130)
        self._finish_store(ctx, "cancelled", code, saver)
        return code

    def _remember(self, ctx: RunContext, result: dict[str, Any]) -> None:
        run = self.store.get_run(ctx.run_id)
        session_id = run.get("session_id") if run else None
        if not session_id:
            return
        memory = self.store.get_session_memory(session_id)
        memory.append(
            {
                "run_id": ctx.run_id,
                "objective": ctx.objective[:1000],
                "answer": (result.get("answer") or "")[:1500],
                "key_results": [f"{r['task_id']} {r['kind']}: {r['code']} — {r['message']}"[:300] for r in result.get("results") or []][:8],
            }
        )
        self.store.set_session_memory(session_id, ctx.emitter.redactor.value(memory[-8:]))


def _is_recursion_error(exc: Exception) -> bool:
    return type(exc).__name__ == "GraphRecursionError"


def _now() -> str:
    from ..protocol.events import now_rfc3339

    return now_rfc3339()


__all__ = [
    "ConfigError", "ModelConfigError", "RunDriver", "UsageError", "build_model", "load_policy",
    "resolve_workspace", "EXIT_USAGE",
]
