"""The managed model server's lifecycle, with a stand-in worker (real processes, no weights).

The supervisor, the leases, the state file and the error paths are the real code; only the worker
module — the process that would load llama.cpp — is a small HTTP server written here, told how
to misbehave through its config.
"""

from __future__ import annotations

import importlib.util
import json
import os
import signal
import socket
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest

from ncurator_cli.models import local_model
from ncurator_cli.models.base import Message, ModelConfigError, ModelError
from ncurator_cli.models.local import ServerConfig, ensure_server, stop_server
from ncurator_cli.models.local.server import Paths, pid_alive, read_state

FAKE_WORKER = textwrap.dedent(
    """
    import json, os, signal, sys, threading, time
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
    cfg = json.loads(sys.argv[1])
    cfg.update(json.loads(os.environ.get("NCFAKE_WORKER") or "{}"))  # how the CLI test sets it up
    def watch():
        while os.read(0, 1):
            pass
        os._exit(0)
    threading.Thread(target=watch, daemon=True).start()
    print("fake worker starting on", cfg["port"], file=sys.stderr, flush=True)
    if cfg.get("exit_code") is not None:
        print("error: " + cfg.get("message", "boom"), file=sys.stderr, flush=True)
        sys.exit(cfg["exit_code"])
    time.sleep(cfg.get("load_s", 0))
    calls = {"chat": 0}
    class H(BaseHTTPRequestHandler):
        def _send(self, code, body):
            data = json.dumps(body).encode()
            self.send_response(code); self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data))); self.end_headers(); self.wfile.write(data)
        def do_GET(self):
            if self.path == "/metrics":
                data = b"llamacpp:prompt_tokens_total 12\\nllamacpp:prompt_seconds_total 0.5\\n"
                self.send_response(200); self.send_header("Content-Length", str(len(data))); self.end_headers()
                self.wfile.write(data); return
            self._send(200, {"status": "ok"})
        def do_POST(self):
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            if cfg.get("log"):
                with open(cfg["log"], "a") as f:
                    f.write(json.dumps(body) + "\\n")
            calls["chat"] += 1
            if cfg.get("no_generate"):
                return self._send(500, {"error": {"message": "cannot decode"}})
            crash_at = cfg.get("crash_at_call")
            if crash_at is not None and calls["chat"] >= crash_at:
                print("GGML_ASSERT: fake fault in a kernel", file=sys.stderr, flush=True)
                os.kill(os.getpid(), signal.SIGSEGV)
                time.sleep(30)  # never answer: the signal may take a moment to land
            self._send(200, {"choices": [{"index": 0, "message": {"role": "assistant", "content": "OK"},
                                          "finish_reason": "stop"}],
                             "usage": {"prompt_tokens": 3, "completion_tokens": 1, "total_tokens": 4},
                             "timings": {"prompt_n": 120, "prompt_per_second": 45.5, "predicted_n": 24,
                                         "predicted_per_second": 15.25}})
        def log_message(self, *a): pass
    ThreadingHTTPServer(("127.0.0.1", cfg["port"]), H).serve_forever()
    """
)


@pytest.fixture
def fake_worker(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    mod_dir = tmp_path / "mods"
    mod_dir.mkdir()
    (mod_dir / "ncfake_llama_worker.py").write_text(FAKE_WORKER)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(mod_dir), os.environ.get("PYTHONPATH", "")]))
    return "ncfake_llama_worker"


@pytest.fixture
def srv_home(tmp_path: Path) -> Path:
    h = tmp_path / "home"
    h.mkdir()
    return h


def config(worker: str, tmp_path: Path, **kw: object) -> ServerConfig:
    extra = kw.pop("extra", {})
    base: dict[str, object] = {"model": str(tmp_path / "m.gguf"), "idle_timeout_s": 30.0, "startup_timeout_s": 20.0}
    base.update(kw)
    return ServerConfig(worker_module=worker, extra=dict(extra), **base)  # type: ignore[arg-type]


def _wait(pred, timeout: float = 10.0) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if pred():
            return True
        time.sleep(0.05)
    return False


@pytest.fixture
def cleanup(srv_home: Path):  # type: ignore[no-untyped-def]
    configs: list[ServerConfig] = []
    yield configs
    for cfg in configs:
        stop_server(cfg, srv_home)


def test_server_is_shared_and_stops_when_idle(fake_worker: str, tmp_path: Path, srv_home: Path, cleanup: list) -> None:
    cfg = config(fake_worker, tmp_path, idle_timeout_s=0.5)
    cleanup.append(cfg)
    notes: list[str] = []
    first = ensure_server(cfg, srv_home, progress=notes.append)
    assert first.started_here and first.base_url == f"http://127.0.0.1:{first.port}/v1"
    assert first.model_name == "local" and any("ready" in n for n in notes)
    state = read_state(Paths.for_config(srv_home, cfg).state)
    assert state["status"] == "ready" and pid_alive(state["worker_pid"])
    # A second run reuses the same server (its prompt cache with it) instead of starting one.
    second = ensure_server(cfg, srv_home, progress=notes.append)
    assert not second.started_here and second.pid == first.pid
    # Holding a lease keeps it up past the idle timeout.
    first.release()
    time.sleep(1.5)
    assert second.alive()
    second.release()
    assert _wait(lambda: not pid_alive(state["pid"]) and not pid_alive(state["worker_pid"]))
    assert read_state(Paths.for_config(srv_home, cfg).state)["status"] == "stopped"
    # After an idle stop, the next run starts a fresh one.
    third = ensure_server(cfg, srv_home, progress=notes.append)
    assert third.started_here and third.pid != first.pid
    third.release()


def test_a_server_that_exits_at_start_is_one_clear_line(fake_worker: str, tmp_path: Path, srv_home: Path) -> None:
    cfg = config(fake_worker, tmp_path, extra={"exit_code": 7, "message": "unsupported CPU feature"})
    started = time.monotonic()
    with pytest.raises(ModelError) as err:
        ensure_server(cfg, srv_home, progress=lambda m: None)
    assert time.monotonic() - started < 15
    msg = str(err.value)
    assert "exited with code 7 while starting" in msg and "unsupported CPU feature" in msg
    assert "\n" not in msg and "(log: " in msg and err.value.code == "model_error"


def test_a_taken_port_names_the_port_and_the_remedy(fake_worker: str, tmp_path: Path, srv_home: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(ModelError, match=rf"port {port} on 127.0.0.1 is taken.*NCURATOR_LOCAL_PORT"):
            ensure_server(config(fake_worker, tmp_path, port=port), srv_home, progress=lambda m: None)


def test_ready_means_a_token_was_generated(fake_worker: str, tmp_path: Path, srv_home: Path) -> None:
    cfg = config(fake_worker, tmp_path, extra={"no_generate": True})
    with pytest.raises(ModelError, match="could not generate a token"):
        ensure_server(cfg, srv_home, progress=lambda m: None)
    state = read_state(Paths.for_config(srv_home, cfg).state)
    assert state["status"] == "failed" and not pid_alive(state.get("worker_pid"))


def test_a_crash_mid_run_names_the_signal_and_the_log(
    fake_worker: str, tmp_path: Path, srv_home: Path, cleanup: list
) -> None:
    # Call 1 is the readiness check, call 2 the run's first request, call 3 crashes.
    cfg = config(fake_worker, tmp_path, extra={"crash_at_call": 3})
    cleanup.append(cfg)
    model = local_model(srv_home, server_config=cfg, progress=lambda m: None)
    try:
        assert model.complete("n", [Message("user", "hi")]).content == "OK"
        started = time.monotonic()
        with pytest.raises(ModelError) as err:
            model.complete("n", [Message("user", "again")])
        assert time.monotonic() - started < 10
        msg = str(err.value)
        assert "killed by SIGSEGV during the run" in msg and "fake fault in a kernel" in msg, msg
        assert err.value.code == "model_error"
        # Later calls fail at once with the same cause instead of a connection error.
        with pytest.raises(ModelError, match="SIGSEGV"):
            model.complete("n", [Message("user", "third")])
    finally:
        model.close()


def test_worker_dies_with_a_killed_supervisor(fake_worker: str, tmp_path: Path, srv_home: Path) -> None:
    cfg = config(fake_worker, tmp_path)
    lease = ensure_server(cfg, srv_home, progress=lambda m: None)
    worker = int(lease.state["worker_pid"])
    os.kill(lease.pid, signal.SIGKILL)
    assert _wait(lambda: not pid_alive(worker)), "worker outlived its supervisor"
    assert lease.failure(wait_s=1.0) is not None
    lease.release()
    # The next ensure_server notices and starts a new one.
    again = ensure_server(cfg, srv_home, progress=lambda m: None)
    try:
        assert again.started_here and again.pid != lease.pid
    finally:
        again.release()
        stop_server(cfg, srv_home)


def test_the_server_outlives_the_run_that_started_it(fake_worker: str, tmp_path: Path, srv_home: Path) -> None:
    """A run's process ends (even SIGKILL): the shared server stays for the next run, then idles out."""
    cfg = config(fake_worker, tmp_path, idle_timeout_s=1.0)
    script = textwrap.dedent(
        f"""
        import json, sys, time
        from pathlib import Path
        from ncurator_cli.models.local import ServerConfig, ensure_server
        cfg = ServerConfig(**json.loads({repr(__import__("json").dumps(__import__("dataclasses").asdict(cfg)))}))
        lease = ensure_server(cfg, Path({str(srv_home)!r}), progress=lambda m: None)
        print(lease.pid, flush=True)
        time.sleep(600)
        """
    )
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        pid = int(proc.stdout.readline())  # type: ignore[union-attr]
        proc.kill()
        proc.wait(timeout=10)
        assert pid_alive(pid)
        lease = ensure_server(cfg, srv_home, progress=lambda m: None)
        assert not lease.started_here and lease.pid == pid
        lease.release()
        assert _wait(lambda: not pid_alive(pid))
    finally:
        if proc.poll() is None:
            proc.kill()
        stop_server(cfg, srv_home)


def test_saved_slot_states_outlive_the_server_but_not_its_build_or_model_file(
        fake_worker: str, tmp_path: Path, srv_home: Path) -> None:
    """A server that idled out leaves its system prompts' saved states to the next one (whose
    first turn would otherwise read each again); a replaced model file gets a fresh folder."""
    model = tmp_path / "m.gguf"
    model.write_bytes(b"GGUF" + b"\0" * 64)
    cfg = config(fake_worker, tmp_path)
    shape = Paths.for_config(srv_home, cfg).slots
    legacy = srv_home / "run" / "local-server-0123456789ab.slots"  # an older version's, another key
    legacy.mkdir(parents=True)
    layout1 = shape.parent / "0123456789ab-ba9876543210"
    layout1.mkdir(parents=True)
    first = ensure_server(cfg, srv_home, progress=lambda m: None)
    first.release()
    states = Path(first.state["states"])  # the supervisor's choice, read by every run from the state file
    assert states.parent == shape and states.is_dir() and not legacy.exists() and not layout1.exists()
    assert first.slot_pin().states == states
    (states / ("a" * 24 + ".bin")).write_bytes(b"kv")
    stop_server(cfg, srv_home)
    again = ensure_server(cfg, srv_home, progress=lambda m: None)
    try:
        assert again.started_here and again.pid != first.pid and again.state["states"] == str(states)
        assert (states / ("a" * 24 + ".bin")).read_bytes() == b"kv"
    finally:
        again.release()
        stop_server(cfg, srv_home)
    model.write_bytes(b"GGUF" + b"\1" * 80)  # another model file at the same path
    third = ensure_server(cfg, srv_home, progress=lambda m: None)
    try:
        moved = Path(third.state["states"])
        assert moved != states and moved.parent == states.parent
        assert moved.is_dir() and not any(moved.iterdir()) and not states.exists()
    finally:
        third.release()
        stop_server(cfg, srv_home)


def test_auto_threads_leave_busy_cores_alone() -> None:
    from ncurator_cli.models.local.server import auto_threads

    assert auto_threads(cores=2, load=0.1) == 2  # an idle machine: every core
    assert auto_threads(cores=2, load=1.2) == 1
    assert auto_threads(cores=2, load=15.0) == 1
    assert auto_threads(cores=16, load=2.0) == 8


def test_busy_cores_sees_a_spinning_process_now_not_a_minute_later() -> None:
    """The server's thread count comes from what is busy now: a process spinning on one core is
    seen within the sampling window (the load average would need a minute to show it)."""
    busy = _busy_while([sys.executable, "-c", "while True: pass"])
    assert busy is not None
    assert 0.6 <= busy <= (os.cpu_count() or 1) + 0.01


def _busy_while(spinner: list[str]) -> float | None:
    """busy_cores() measured while `spinner` spins on a core."""
    from ncurator_cli.models.local.server import busy_cores

    if not Path("/proc/stat").exists():
        pytest.skip("no /proc/stat here")
    spin = subprocess.Popen(spinner)
    try:
        time.sleep(0.3)
        return busy_cores(window_s=0.5)
    finally:
        spin.kill()
        spin.wait()


def test_a_niced_process_does_not_make_a_core_busy_for_the_server() -> None:
    from ncurator_cli.models.local.server import busy_cores

    base = busy_cores(window_s=0.5)
    busy = _busy_while(["nice", "-n", "19", sys.executable, "-c", "while True: pass"])
    assert base is not None and busy is not None
    # The niced spinner takes a whole core, but yields it: not counted (other work may add a little).
    assert busy < base + 0.5


def test_a_moment_of_load_when_the_server_starts_does_not_cost_it_a_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    from ncurator_cli.models.local import server

    monkeypatch.setattr(server, "busy_cores", lambda window_s=0.3: 1.0)  # another CLI busy right now
    monkeypatch.setattr(server.os, "getloadavg", lambda: (0.2, 0.2, 0.2))  # but the machine is idle
    assert server.auto_threads(cores=2) == 2
    monkeypatch.setattr(server.os, "getloadavg", lambda: (1.4, 1.0, 0.5))  # sustained load: both agree
    assert server.auto_threads(cores=2) == 1
    monkeypatch.setattr(server, "busy_cores", lambda window_s=0.3: 0.0)  # the load average lags an install
    assert server.auto_threads(cores=2) == 2


def test_config_from_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("NCURATOR_LOCAL_THREADS", "3")
    monkeypatch.setenv("NCURATOR_LOCAL_IDLE", "42")
    monkeypatch.setenv("NCURATOR_LOCAL_PORT", "18080")
    cfg = ServerConfig.from_env(tmp_path / "m.gguf")
    assert (cfg.threads, cfg.threads_batch, cfg.idle_timeout_s, cfg.port) == (3, 0, 42.0, 18080)
    # The idle timeout does not make a different server; threads do.
    monkeypatch.setenv("NCURATOR_LOCAL_IDLE", "1")
    assert ServerConfig.from_env(tmp_path / "m.gguf").key() == cfg.key()
    monkeypatch.setenv("NCURATOR_LOCAL_THREADS", "1")
    assert ServerConfig.from_env(tmp_path / "m.gguf").key() != cfg.key()
    monkeypatch.delenv("NCURATOR_LOCAL_THREADS")
    assert ServerConfig.from_env(tmp_path / "m.gguf").threads == 0  # chosen when the server starts
    monkeypatch.setenv("NCURATOR_LOCAL_PORT", "http")
    from ncurator_cli.models.base import ModelConfigError

    with pytest.raises(ModelConfigError, match="NCURATOR_LOCAL_PORT"):
        ServerConfig.from_env(tmp_path / "m.gguf")


def _verified_stand_in_model(home: Path) -> None:
    """A file a past join verified: the CLI goes straight to the (stand-in) server."""
    from ncurator_cli.models.local import MODEL_SHA256, default_model_path

    model = default_model_path(home)
    model.parent.mkdir(parents=True, exist_ok=True)
    model.write_bytes(b"GGUF stand-in")
    st = model.stat()
    model.with_name(model.name + ".verified").write_text(f"{MODEL_SHA256} {st.st_size}:{st.st_mtime_ns}\n")


def _stop_all(home: Path) -> None:
    import json as _json

    for f in (home / "run").glob("local-server-*.json"):
        pid = _json.loads(f.read_text()).get("pid")
        if pid and pid_alive(pid):
            os.kill(pid, signal.SIGTERM)


def test_doctor_self_test_reports_tokens_per_second(fake_worker: str, home: Path, run_cli) -> None:  # type: ignore[no-untyped-def]
    _verified_stand_in_model(home)
    env = {"NCURATOR_NO_LOCAL_MODEL": "", "NCURATOR_LOCAL_WORKER": fake_worker, "NCURATOR_LOCAL_IDLE": "1"}
    try:
        res = run_cli("doctor", "--model", "local", env=env)
        assert res.code == 0, res.stderr
        model = res.lines[0]["model"]
        assert model["reachable"] is True and model["available"] is True
        test = model["self_test"]
        assert test["ok"] is True and test["server"] == "started"
        assert (test["prompt_tokens"], test["prompt_tok_s"], test["decode_tokens"], test["decode_tok_s"]) == (
            120, 45.5, 24, 15.2)
        quick = run_cli("doctor", "--model", "local", "--no-self-test", env=env).lines[0]["model"]
        assert "self_test" not in quick and quick["reachable"] is True
    finally:
        _stop_all(home)


def test_doctor_warm_reads_the_remembered_prompts_into_the_server(fake_worker: str, home: Path, run_cli,  # type: ignore[no-untyped-def]
                                                                   tmp_path: Path) -> None:
    from ncurator_cli.models.local.warm import PrefixStore

    long_a, long_b = "You sort receipts by their due date. " * 60, "You rename photos by the date they were taken. " * 60
    _verified_stand_in_model(home)
    log = tmp_path / "requests.jsonl"
    env = {"NCURATOR_NO_LOCAL_MODEL": "", "NCURATOR_LOCAL_WORKER": fake_worker, "NCURATOR_LOCAL_IDLE": "1",
           "NCFAKE_WORKER": json.dumps({"log": str(log)})}
    try:
        res = run_cli("doctor", "--model", "local", "--no-self-test", "--warm", env=env)
        assert res.code == 0, res.stderr
        assert res.lines[0]["model"]["warm"]["prompts"] == 0 and "no prompts" in res.lines[0]["model"]["warm"]["note"]
        store = PrefixStore(home)
        store.remember(long_a)
        store.remember(long_b)
        res = run_cli("doctor", "--model", "local", "--no-self-test", "--warm", env=env)
        assert res.code == 0, res.stderr
        report = res.lines[0]["model"]["warm"]
        assert (report["prompts"], report["of"]) == (2, 2) and "error" not in report, report
        sent = [json.loads(line) for line in log.read_text().splitlines()]
        chats = [r for r in sent if "messages" in r]  # (slot saves are logged too)
        read = [r for r in chats if r["messages"][0]["role"] == "system"]
        assert sorted(r["messages"][0]["content"] for r in read) == sorted([long_a, long_b])  # (doctor's own profile probe asks as the user)
        assert {r.get("id_slot") for r in read} == {0}  # read in a slot, whose state is saved for pinned runs
        assert len(res.lines) == 1  # stdout stays one JSON report; progress went to stderr
    finally:
        _stop_all(home)


def test_a_run_whose_model_server_crashes_fails_fast_and_says_why(
    fake_worker: str, home: Path, run_cli, tmp_path: Path  # type: ignore[no-untyped-def]
) -> None:
    """The CLI end to end: `--model local`, the server dies at the run's first request."""
    import json as _json

    _verified_stand_in_model(home)
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "a.txt").write_text("hello\n")
    started = time.monotonic()
    res = run_cli(
        "run", "Summarize a.txt", "--workspace", str(ws), "--model", "local",
        env={"NCURATOR_NO_LOCAL_MODEL": "", "NCURATOR_LOCAL_WORKER": fake_worker, "NCURATOR_LOCAL_IDLE": "1",
             "NCFAKE_WORKER": _json.dumps({"crash_at_call": 2})},
        timeout=120,
    )
    elapsed = time.monotonic() - started
    try:
        assert res.code == 1, res.stderr
        final = res.lines[-1]
        assert final["type"] == "run_failed" and final["code"] == "model_error", final
        assert "killed by SIGSEGV" in final["error"] and "fake fault in a kernel" in final["error"]
        assert elapsed < 60
    finally:
        _stop_all(home)


def test_a_worker_that_cannot_load_the_model_says_so(fake_worker: str, tmp_path: Path, srv_home: Path) -> None:
    cfg = config(fake_worker, tmp_path, extra={"exit_code": 4, "message": "exiting due to model loading error"})
    with pytest.raises(ModelError, match=r"cannot load .*m\.gguf \(corrupt, truncated or not a GGUF file\): delete it"):
        ensure_server(cfg, srv_home, progress=lambda m: None)


@pytest.mark.skipif(__import__("importlib").util.find_spec("xllamacpp") is None, reason="xllamacpp is not installed")
def test_the_real_worker_refuses_a_file_that_is_not_a_model(tmp_path: Path, srv_home: Path) -> None:
    """The real xllamacpp worker (no weights needed): a garbage file is one clear line, within seconds."""
    bad = tmp_path / "broken.gguf"
    bad.write_bytes(b"GGUF" + b"\x00" * 4096)
    cfg = ServerConfig(model=str(bad), threads=1, startup_timeout_s=60)
    started = time.monotonic()
    with pytest.raises(ModelError) as err:
        ensure_server(cfg, srv_home, progress=lambda m: None)
    assert f"cannot load {bad}" in str(err.value) and "\n" not in str(err.value)
    assert time.monotonic() - started < 30
    state = read_state(Paths.for_config(srv_home, cfg).state)
    assert state["status"] == "failed" and not pid_alive(state["pid"])


def test_the_server_has_a_slot_per_concurrent_run_and_the_setting_is_checked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    model = tmp_path / "m.gguf"
    monkeypatch.delenv("NCURATOR_LOCAL_PARALLEL", raising=False)
    default = ServerConfig.from_env(model)
    assert default.parallel == 2
    monkeypatch.setenv("NCURATOR_LOCAL_PARALLEL", "1")
    one = ServerConfig.from_env(model)
    # A different slot count is a different server (its own state file and process).
    assert one.parallel == 1 and one.key() != default.key()
    for bad in ("0", "9", "two"):
        monkeypatch.setenv("NCURATOR_LOCAL_PARALLEL", bad)
        with pytest.raises(ModelConfigError, match="NCURATOR_LOCAL_PARALLEL"):
            ServerConfig.from_env(model)


def test_worker_params_give_each_slot_a_whole_context() -> None:
    pytest.importorskip("xllamacpp")
    from ncurator_cli.models.local.worker import build_params

    p = build_params({"model": "/nonexistent.gguf", "port": 1, "n_ctx": 8192, "parallel": 2, "threads": 2})
    assert p.n_parallel == 2 and p.kv_unified and p.n_ctx == 16384
    assert p.n_batch == 256 and p.cache_prompt
    single = build_params({"model": "/nonexistent.gguf", "port": 1, "n_ctx": 4096, "threads": 1})
    assert single.n_parallel == 1 and single.n_ctx == 4096


def test_the_saved_prompt_cache_is_an_eighth_of_memory_within_one_to_four_gib(monkeypatch: pytest.MonkeyPatch) -> None:
    from ncurator_cli.models.local import worker

    for total_mib, want in ((2048, 1024), (24 * 1024, 3072), (128 * 1024, 4096)):
        pages = {"SC_PHYS_PAGES": total_mib * 256, "SC_PAGE_SIZE": 4096}
        monkeypatch.setattr(worker.os, "sysconf", lambda name, pages=pages: pages[name])
        assert worker.default_cache_ram_mib() == want
    monkeypatch.setattr(worker.os, "sysconf", lambda name: (_ for _ in ()).throw(ValueError(name)))
    assert worker.default_cache_ram_mib() == 1024
    if importlib.util.find_spec("xllamacpp") is not None:
        assert worker.build_params({"model": "/x.gguf", "port": 1, "threads": 1, "cache_ram_mib": 512}).cache_ram_mib == 512


def test_worker_params_carry_the_speculative_decoding_kind() -> None:
    xlc = pytest.importorskip("xllamacpp")
    from ncurator_cli.models.local.worker import build_params

    base = {"model": "/nonexistent.gguf", "port": 1, "n_ctx": 4096, "threads": 1}
    T = xlc.common_speculative_type
    assert build_params({**base, "speculative": "ngram-map-k"}).speculative.types == [T.COMMON_SPECULATIVE_TYPE_NGRAM_MAP_K]
    assert build_params({**base, "speculative": "ngram-simple"}).speculative.types == [T.COMMON_SPECULATIVE_TYPE_NGRAM_SIMPLE]
    assert build_params({**base, "speculative": "none"}).speculative.types == [T.COMMON_SPECULATIVE_TYPE_NONE]
    with pytest.raises(ValueError, match="speculative"):
        build_params({**base, "speculative": "ngram-magic"})


@pytest.mark.parametrize(("env", "field", "default", "other", "bad", "message"), [
    # speculative decoding: off by default
    ("NCURATOR_LOCAL_SPECULATIVE", "speculative", "none", "ngram-map-k", ("draft-model",), ".*ngram-map-k"),
    # spin-wait for work: llama.cpp's own default
    ("NCURATOR_LOCAL_POLL", "poll", 50, 0, ("101", "-1", "fast"), ".*0 to 100"),
    # KV layout: one buffer for all slots
    ("NCURATOR_LOCAL_KV", "kv", "unified", "split", ("paged",), ".*unified, split"),
])
def test_a_server_setting_has_its_default_and_is_chosen_by_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, env: str,
                                                                field: str, default: Any, other: Any, bad: tuple[str, ...],
                                                                message: str) -> None:
    model = tmp_path / "m.gguf"
    monkeypatch.delenv(env, raising=False)
    base = ServerConfig.from_env(model)
    assert getattr(base, field) == default
    monkeypatch.setenv(env, str(other))
    chosen = ServerConfig.from_env(model)
    # Another setting is another server (its own state file and process).
    assert getattr(chosen, field) == other and chosen.key() != base.key()
    for value in bad:
        monkeypatch.setenv(env, value)
        with pytest.raises(ModelConfigError, match=env + "=" + message):
            ServerConfig.from_env(model)


def test_worker_params_carry_the_spin_wait_prompt_chunk_and_kv_layout() -> None:
    pytest.importorskip("xllamacpp")
    from ncurator_cli.models.local.worker import build_params

    base = {"model": "/nonexistent.gguf", "port": 1, "n_ctx": 4096, "threads": 2}
    p = build_params({**base, "poll": 0})
    assert p.cpuparams.poll == 0 and p.cpuparams_batch.poll == 0
    assert build_params({**base, "poll": 30}).cpuparams.poll == 30
    assert build_params(base).cpuparams.poll == 50  # a worker config without it: llama.cpp's own default
    assert build_params(base).n_batch == 256 and build_params({**base, "n_batch": 512}).n_ubatch == 512
    assert build_params(base).kv_unified is True and build_params({**base, "kv_unified": False}).kv_unified is False
