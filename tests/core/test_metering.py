"""The metered model's worker threads: one kept between calls, a fresh one beside a call that was
cut off, all gone when the model is closed; a cut-off call still ends the run at its time limit."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import pytest

from ncurator_cli.config import RunConfig, RunLimits, Settings
from ncurator_cli.models.base import Message, ModelTurn
from ncurator_cli.output import Emitter
from ncurator_cli.runtime.approvals import ApprovalService
from ncurator_cli.runtime.context import RunContext
from ncurator_cli.runtime.metering import BudgetExceededError, MeteredModel
from ncurator_cli.store import RunStore


class _Model:
    """A chat model that answers at once, except while `hold` is set (then it waits for `release`)."""

    spec = "stub:m"

    def __init__(self) -> None:
        self.threads: list[threading.Thread] = []
        self.hold = False
        self.release = threading.Event()
        self.closed = False

    def complete(self, node: str, messages: list[Message], tools: Any = None, **kwargs: Any) -> ModelTurn:
        self.threads.append(threading.current_thread())
        if self.hold:
            self.release.wait(30)
        return ModelTurn(content="ok", usage={"prompt_tokens": 1, "completion_tokens": 1})

    def close(self) -> None:
        self.closed = True


def _metered(tmp_path: Path, inner: _Model, timeout_s: float = 60.0) -> MeteredModel:
    store = RunStore(tmp_path / "runs.db")
    store.create_run("r", session_id=None, input="x", workspace=None, model=inner.spec, options={})
    ctx = RunContext(
        run_id="r", config=RunConfig(objective="x", model=inner.spec, limits=RunLimits(timeout_s=timeout_s)),
        emitter=Emitter("r", sinks=[], persist=store.append_event), store=store, model=inner,
        approvals=ApprovalService(mode="none", noninteractive_ask="deny"), workspace=None,
        settings=Settings(home=tmp_path), policy=None,
    )
    ctx.model = MeteredModel(inner, ctx)
    return ctx.model


def _workers() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("model-")]


def test_calls_share_one_worker_thread_and_close_ends_it(tmp_path: Path) -> None:
    inner = _Model()
    model = _metered(tmp_path, inner)
    before = set(_workers())
    for _ in range(5):
        assert model.complete("n", [Message("user", "hi")]).content == "ok"
    assert len(set(inner.threads)) == 1 and inner.threads[0] is not threading.current_thread()
    assert model.ctx.usage.model_calls == 5
    worker = inner.threads[0]
    model.close()
    worker.join(5)
    assert not worker.is_alive() and inner.closed
    assert set(_workers()) <= before


def test_a_cut_off_call_leaves_its_worker_and_the_next_call_gets_another(tmp_path: Path) -> None:
    inner = _Model()
    model = _metered(tmp_path, inner, timeout_s=1.0)
    inner.hold = True
    t0 = time.monotonic()
    with pytest.raises(BudgetExceededError) as err:
        model.complete("n", [Message("user", "hi")])
    assert err.value.budget == "timeout" and time.monotonic() - t0 < 5
    stuck = inner.threads[0]
    assert stuck.is_alive()  # still inside the abandoned call
    # The budget is spent, so give the run more time to see what the next call runs on.
    model.ctx.active_ms_before = -60_000
    inner.hold = False
    assert model.complete("n", [Message("user", "again")]).content == "ok"
    assert inner.threads[1] is not stuck
    inner.release.set()  # the abandoned call returns: its worker is idle again
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and len(model._workers.idle) < 2:
        time.sleep(0.01)
    assert len(model._workers.idle) == 2
    model.close()
    for t in set(inner.threads):
        t.join(5)
        assert not t.is_alive()


def test_a_turn_cut_off_at_the_task_budget_is_recorded_unanswered_with_its_partial_text(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The run stops waiting at the task's deadline while the call goes on on its worker: the
    recording notes the turn as unanswered with what it had streamed, and the reply that comes
    later is no line of the replayable record."""
    import json

    from ncurator_cli.models.record import RecordingModel
    from ncurator_cli.runtime.metering import TaskTimeUp

    monkeypatch.setenv("NCURATOR_RECORD_PROMPTS", "1")
    streamed = threading.Event()

    class _Streaming(_Model):
        def complete(self, node: str, messages: list[Message], tools: Any = None, **kwargs: Any) -> ModelTurn:
            on_token = kwargs.get("on_token")
            if on_token is not None:
                on_token("```python\nrows = ")
            streamed.set()
            return super().complete(node, messages, tools, **kwargs)

    inner = _Streaming()
    inner.hold = True
    record = tmp_path / "run.jsonl"
    rec = RecordingModel(inner, record)  # type: ignore[arg-type]
    model = _metered(tmp_path, inner)
    model.inner = rec
    model.ctx.task_deadline = time.monotonic() + 0.5
    with pytest.raises(TaskTimeUp):
        model.complete("terminal_exec", [Message("user", "count the rows")])
    assert streamed.is_set()
    (line,) = [json.loads(x) for x in (tmp_path / "run.unanswered.jsonl").read_text().splitlines()]
    assert line["node"] == "terminal_exec" and line["partial"] == "```python\nrows = "
    assert "task's time budget" in line["error"] and line["prompt"][-1]["content"] == "count the rows"
    inner.release.set()  # the abandoned call ends on its worker
    for t in set(inner.threads):
        t.join(5)
    model.ctx.task_deadline = None
    inner.hold = False
    assert model.complete("terminal_exec", [Message("user", "again")]).content == "ok"
    model.close()
    lines = [json.loads(x) for x in record.read_text().splitlines()]
    assert [x["prompt"][-1]["content"] for x in lines] == ["again"]  # not the abandoned turn's late reply
