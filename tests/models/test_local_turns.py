"""Runs that share the embedded server take turns: one request at a time (models/local/turns.py).

Real processes and a real HTTP server: the lock is an flock between processes, and the model
client holds it from before its request is sent until the stream ends.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from ncurator_cli.models.base import Message, ModelConfigError, ModelError
from ncurator_cli.models.local.turns import TurnLock, turns_mode
from ncurator_cli.models.openai_compat import OpenAICompatModel
from ncurator_cli.models.profile import ModelProfile

from . import recordings as rec
from .conftest import FakeOpenAI, Reply

HOLDER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from ncurator_cli.models.local.turns import TurnLock
    lock = TurnLock(Path(sys.argv[1]))
    lock.acquire()
    print("held", flush=True)
    time.sleep(float(sys.argv[2]))
    lock.release()
""")


def holder(path: Path, seconds: float) -> subprocess.Popen[str]:
    """Another process that takes the turn, says so, keeps it `seconds`, and lets go."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(path), str(seconds)], stdout=subprocess.PIPE, text=True,
                            env=env)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
    return proc


def test_a_second_process_waits_for_the_turn(tmp_path: Path) -> None:
    path = tmp_path / "run" / "turns.lock"
    proc = holder(path, 0.6)
    lock = TurnLock(path)
    waited = lock.acquire()
    lock.release()
    assert proc.wait(10) == 0
    assert waited is not None and waited >= 0.3  # it waited for the other process, not zero


def test_a_killed_holder_lets_go(tmp_path: Path) -> None:
    path = tmp_path / "turns.lock"
    proc = holder(path, 60)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(10)
    lock = TurnLock(path)
    started = time.monotonic()
    assert lock.acquire() is not None
    lock.release()
    assert time.monotonic() - started < 5


def test_a_waiter_whose_caller_stops_gives_up(tmp_path: Path) -> None:
    path = tmp_path / "turns.lock"
    proc = holder(path, 30)
    try:
        stop = threading.Event()
        threading.Timer(0.3, stop.set).start()
        assert TurnLock(path).acquire(stop) is None
    finally:
        proc.kill()
        proc.wait(10)


def test_two_threads_of_one_process_take_turns_too(tmp_path: Path) -> None:
    lock = TurnLock(tmp_path / "turns.lock")
    inside: list[int] = []
    overlaps: list[int] = []

    def work() -> None:
        for _ in range(5):
            lock.acquire()
            inside.append(1)
            if len(inside) > 1:
                overlaps.append(len(inside))
            time.sleep(0.01)
            inside.pop()
            lock.release()

    threads = [threading.Thread(target=work) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    assert not overlaps


def test_the_mode_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NCURATOR_LOCAL_TURNS", raising=False)
    assert turns_mode() == "serial"
    monkeypatch.setenv("NCURATOR_LOCAL_TURNS", "parallel")
    assert turns_mode() == "parallel"
    monkeypatch.setenv("NCURATOR_LOCAL_TURNS", "sometimes")
    with pytest.raises(ModelConfigError, match="NCURATOR_LOCAL_TURNS='sometimes' is not one of serial, parallel"):
        turns_mode()


# ----------------------------------------------------------------------------- the client

PROFILE = ModelProfile(tool_mode="native", source="test", stall_timeout_s=30.0, first_token_timeout_s=30.0)


def model(url: str, lock: TurnLock | None) -> OpenAICompatModel:
    return OpenAICompatModel("qwen-test", base_url=url, api_key=None, profile=PROFILE, max_retries=0, turn_lock=lock)


def ask(m: OpenAICompatModel, text: str, out: dict[str, float | BaseException]) -> None:
    try:
        m.complete("finalize", [Message("system", "be brief"), Message("user", text)])
    except BaseException as exc:  # shown by the test's assertion, not lost in the thread
        out[text] = exc
    else:
        out[text] = time.monotonic()


def pair(fake: FakeOpenAI, locks: list[TurnLock | None]) -> dict[str, float | BaseException]:
    """Two clients (two runs) each asking once, at the same moment; each answer streams ~1.2 s."""
    fake.reply(*[Reply(sse=rec.openai_text(list("abcdefgh")), chunk_delay_s=0.15) for _ in locks])
    ends: dict[str, float | BaseException] = {}
    threads = [threading.Thread(target=ask, args=(model(fake.url, lock), name, ends))
               for name, lock in zip(("one", "two"), locks, strict=True)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert set(ends) == {"one", "two"} and all(isinstance(v, float) for v in ends.values()), ends
    return ends


def test_two_requests_through_one_lock_do_not_overlap(fake_openai: FakeOpenAI, tmp_path: Path) -> None:
    """With one lock the server never has two requests at once: the second is sent only after
    the first one's stream has ended."""
    path = tmp_path / "turns.lock"
    pair(fake_openai, [TurnLock(path), TurnLock(path)])
    assert len(fake_openai.requests) == 2 and fake_openai.max_in_flight == 1


def test_without_a_lock_requests_overlap(fake_openai: FakeOpenAI) -> None:
    """The same pair with `NCURATOR_LOCAL_TURNS=parallel` (no lock): both are answered at once."""
    pair(fake_openai, [None, None])
    assert fake_openai.max_in_flight == 2


def test_a_failed_request_lets_go_of_the_turn(fake_openai: FakeOpenAI, tmp_path: Path) -> None:
    path = tmp_path / "turns.lock"
    fake_openai.reply(Reply(400, {"error": {"message": "bad request"}}))
    with pytest.raises(ModelError):
        model(fake_openai.url, TurnLock(path)).complete("finalize", [Message("user", "x")])
    other = TurnLock(path)
    stop = threading.Event()
    threading.Timer(2.0, stop.set).start()
    assert other.acquire(stop) is not None  # free at once, not after the timer
    other.release()
    stop.set()


def test_a_request_queued_behind_another_run_counts_its_wait_as_time_to_first_token(
        fake_openai: FakeOpenAI, tmp_path: Path) -> None:
    path = tmp_path / "turns.lock"
    fake_openai.reply(Reply(sse=rec.openai_text(["warm"])), Reply(sse=rec.openai_text(["ok"])))
    m = model(fake_openai.url, TurnLock(path))
    m.complete("finalize", [Message("user", "x")])  # the client is made and connected: the next call sends at once
    proc = holder(path, 60)
    released: list[float] = []

    def let_go() -> None:
        released.append(time.monotonic())  # the turn cannot be free before this moment
        proc.kill()
        proc.wait(10)

    timer = threading.Timer(1.0, let_go)
    timer.start()
    turn = m.complete("finalize", [Message("user", "y")])
    ended = time.monotonic()
    timer.join(10)  # the request can end before the timer thread returns from `wait`
    [stats] = turn.requests
    sent = ended - stats.duration_ms / 1000
    assert turn.content == "ok" and released and sent < released[0] - 0.3  # it was queued behind the holder
    assert stats.ttft_ms is not None and stats.ttft_ms / 1000 >= released[0] - sent - 0.1


def test_the_local_provider_takes_turns_unless_told_otherwise(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from ncurator_cli.models import local_model

    monkeypatch.delenv("NCURATOR_LOCAL_TURNS", raising=False)
    lock = local_model(tmp_path, server_config=object())._turn_lock  # noqa: SLF001
    assert isinstance(lock, TurnLock) and lock.path == tmp_path / "run" / "local-model.turns.lock"
    monkeypatch.setenv("NCURATOR_LOCAL_TURNS", "parallel")
    assert local_model(tmp_path, server_config=object())._turn_lock is None  # noqa: SLF001
