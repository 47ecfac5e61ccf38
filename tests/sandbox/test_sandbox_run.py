"""Behaviour shared by both backends: environment, caps, timeouts, cancellation, rlimits."""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

import pytest

from ncurator_cli.sandbox import (
    CommandLimits,
    Sandbox,
    SandboxUnavailable,
    UnconfinedSandbox,
    get_sandbox,
    kill_all_active,
    parse_sandbox_mode,
    sandbox_info,
)
from ncurator_cli.sandbox import bwrap as bwrap_mod
from ncurator_cli.sandbox.cgroup import PidsCgroup


def _procs_with(marker: str) -> list[int]:
    found = []
    for e in os.listdir("/proc"):
        if not e.isdigit():
            continue
        try:
            with open(f"/proc/{e}/cmdline", "rb") as fh:
                if marker.encode() in fh.read():
                    found.append(int(e))
        except OSError:
            pass
    return found


def test_basic_run(sandbox: Sandbox, ws: Path) -> None:
    r = sandbox.run(
        "echo out; echo err >&2; pwd; exit 3", cwd=ws / "src", workspace=ws, limits=CommandLimits(timeout_s=10)
    )
    assert r.exit_code == 3
    assert r.stdout.splitlines() == ["out", str((ws / "src").resolve())]
    assert r.stderr == "err\n"
    assert not (r.timed_out or r.cancelled or r.stdout_truncated or r.stderr_truncated)
    assert r.duration_ms >= 0


def test_environment_is_reduced(sandbox: Sandbox, ws: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NCURATOR_TEST_SECRET", "s3cret")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    monkeypatch.setenv("LD_PRELOAD", "/nonexistent.so")
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    r = sandbox.run("env", cwd=ws, workspace=ws, limits=CommandLimits(timeout_s=10))
    env = dict(line.split("=", 1) for line in r.stdout.splitlines() if "=" in line)
    assert "s3cret" not in r.stdout and "sk-test" not in r.stdout and "LD_PRELOAD" not in env
    # The system's folders, after the folder of the Python running ncurator (its packages are
    # what a script in a command imports).
    assert env["PATH"].endswith("/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin")
    assert env["PATH"].split(":")[0] == os.path.dirname(sys.executable)
    assert env["PYTHONDONTWRITEBYTECODE"] == "1"
    assert env["TERM"] == "dumb" and env["PAGER"] == "cat" and env["GIT_PAGER"] == "cat"
    assert env["GIT_CONFIG_NOSYSTEM"] == "1" and env["GIT_CONFIG_GLOBAL"] == "/dev/null"
    assert env["GIT_TERMINAL_PROMPT"] == "0" and env["LC_ALL"] == "C.UTF-8"
    assert env["NCURATOR_SANDBOX"] == sandbox.name


def test_scripts_import_the_running_ncurator_when_it_came_through_pythonpath(
        sandbox: Sandbox, ws: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A source tree run through PYTHONPATH beside another install: a command's script imports this
    ncurator (its scriptlib), not the other; no other inherited PYTHONPATH entry is passed on."""
    import ncurator_cli

    src = os.path.dirname(os.path.dirname(os.path.realpath(ncurator_cli.__file__)))
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(["/nonexistent/elsewhere", src]))
    r = sandbox.run("env; python3 -c 'import ncurator_cli.scriptlib as s; print(\"FROM\", s.__file__)'", cwd=ws,
                    workspace=ws, limits=CommandLimits(timeout_s=30))
    env = dict(line.split("=", 1) for line in r.stdout.splitlines() if "=" in line)
    assert env["PYTHONPATH"] == src
    assert f"FROM {src}/ncurator_cli/scriptlib.py" in r.stdout, r.stderr
    monkeypatch.setenv("PYTHONPATH", "/nonexistent/elsewhere")
    r = sandbox.run("env", cwd=ws, workspace=ws, limits=CommandLimits(timeout_s=10))
    assert "PYTHONPATH" not in dict(line.split("=", 1) for line in r.stdout.splitlines() if "=" in line)


def test_stdin_is_dev_null(sandbox: Sandbox, ws: Path) -> None:
    r = sandbox.run("cat; echo done", cwd=ws, workspace=ws, limits=CommandLimits(timeout_s=5))
    assert r.stdout == "done\n" and not r.timed_out


def test_invalid_utf8_is_replaced(sandbox: Sandbox, ws: Path) -> None:
    r = sandbox.run("printf 'a\\377b'", cwd=ws, workspace=ws, limits=CommandLimits(timeout_s=5))
    assert r.stdout == "a\ufffdb"


def test_huge_output_is_capped_quickly(sandbox: Sandbox, ws: Path) -> None:
    t = time.monotonic()
    r = sandbox.run(
        "yes | head -c 1G", cwd=ws, workspace=ws, limits=CommandLimits(timeout_s=60, max_output_bytes=64 * 1024)
    )
    elapsed = time.monotonic() - t
    assert r.stdout_truncated and not r.stderr_truncated
    assert len(r.stdout) == 64 * 1024 and r.stdout.startswith("y\ny\n")
    assert r.exit_code == 0 and elapsed < 30


def test_streams_are_capped_separately(sandbox: Sandbox, ws: Path) -> None:
    r = sandbox.run("head -c 5000 /dev/zero | tr '\\0' e >&2; echo ok", cwd=ws, workspace=ws,
                    limits=CommandLimits(timeout_s=10, max_output_bytes=1000))  # fmt: skip
    assert r.stderr_truncated and len(r.stderr) == 1000 and r.stdout == "ok\n" and not r.stdout_truncated


def test_timeout_kills_the_tree_including_setsid(sandbox: Sandbox, ws: Path) -> None:
    marker = f"31.{os.getpid()}{int(time.time() * 1000) % 100000}"
    t = time.monotonic()
    r = sandbox.run(f"setsid sleep {marker} & (sleep {marker} &) ; nohup sleep {marker} & sleep {marker}",
                    cwd=ws, workspace=ws, limits=CommandLimits(timeout_s=1))  # fmt: skip
    assert r.timed_out and r.exit_code is None and time.monotonic() - t < 6
    deadline = time.monotonic() + 3
    while _procs_with(marker) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _procs_with(marker)


def test_background_jobs_do_not_outlive_the_command(sandbox: Sandbox, ws: Path) -> None:
    marker = f"32.{os.getpid()}"
    t = time.monotonic()
    r = sandbox.run(f"sleep {marker} & echo started", cwd=ws, workspace=ws, limits=CommandLimits(timeout_s=20))
    assert r.stdout == "started\n" and r.exit_code == 0 and time.monotonic() - t < 5
    deadline = time.monotonic() + 3
    while _procs_with(marker) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _procs_with(marker)


def test_cancel_event(sandbox: Sandbox, ws: Path) -> None:
    ev = threading.Event()
    threading.Timer(0.3, ev.set).start()
    t = time.monotonic()
    r = sandbox.run("sleep 30", cwd=ws, workspace=ws, limits=CommandLimits(timeout_s=30), cancel=ev)
    assert r.cancelled and not r.timed_out and r.exit_code is None and time.monotonic() - t < 5


def test_kill_all_active(sandbox: Sandbox, ws: Path) -> None:
    box: dict = {}
    th = threading.Thread(target=lambda: box.setdefault("r", sandbox.run("sleep 30", cwd=ws, workspace=ws,
                                                                        limits=CommandLimits(timeout_s=30))))  # fmt: skip
    th.start()
    time.sleep(0.4)
    kill_all_active()
    th.join(5)
    assert not th.is_alive()
    assert box["r"].exit_code != 0


def test_file_size_limit(sandbox: Sandbox, ws: Path) -> None:
    r = sandbox.run("head -c 3000000 /dev/zero > big.bin", cwd=ws, workspace=ws,
                    limits=CommandLimits(timeout_s=10, file_size_bytes=1_000_000))  # fmt: skip
    assert r.exit_code != 0
    assert (ws / "big.bin").stat().st_size <= 1_000_000


def test_cpu_limit(sandbox: Sandbox, ws: Path) -> None:
    t = time.monotonic()
    r = sandbox.run("while :; do :; done", cwd=ws, workspace=ws, limits=CommandLimits(timeout_s=20, cpu_s=1))
    assert not r.timed_out and r.exit_code is not None and r.exit_code > 128
    assert time.monotonic() - t < 10


def test_fork_bomb_is_contained(sandbox: Sandbox, ws: Path) -> None:
    if os.geteuid() == 0 and PidsCgroup.base() is None:
        pytest.skip("running as root without a writable pids cgroup: RLIMIT_NPROC would not bind")
    t = time.monotonic()
    r = sandbox.run(
        "bomb(){ bomb | bomb & }; bomb; sleep 2", cwd=ws, workspace=ws, limits=CommandLimits(timeout_s=3, nproc=48)
    )
    assert time.monotonic() - t < 10
    assert r.timed_out or r.exit_code is not None
    time.sleep(0.2)
    leftovers = []
    for e in os.listdir("/proc"):
        if e.isdigit():
            try:
                with open(f"/proc/{e}/environ", "rb") as fh, open(f"/proc/{e}/cmdline", "rb") as cmd:
                    # This test's bomb only: a sandboxed command of a test run beside this one (two
                    # pytest processes over other folders) is no leftover of it.
                    if b"NCURATOR_SANDBOX=" in fh.read() and b"bomb" in cmd.read():
                        leftovers.append(e)
            except OSError:
                pass
    assert not leftovers


def test_modes_and_info(monkeypatch: pytest.MonkeyPatch) -> None:
    assert parse_sandbox_mode("AUTO") == "auto" and parse_sandbox_mode("bubblewrap") == "bwrap"
    assert parse_sandbox_mode("off") == "none"
    with pytest.raises(ValueError, match="auto, bwrap, none"):
        parse_sandbox_mode("docker")
    assert isinstance(get_sandbox("none"), UnconfinedSandbox)
    info = sandbox_info()
    assert {"backend", "bwrap_available", "bwrap_version", "reason", "confined"} <= set(info)
    monkeypatch.setattr(bwrap_mod, "probe", lambda: (False, None, "bwrap is not installed"))
    import ncurator_cli.sandbox as sb

    monkeypatch.setattr(sb, "_probe_bwrap", lambda: (False, None, "bwrap is not installed"))
    with pytest.raises(SandboxUnavailable, match="not installed"):
        get_sandbox("bwrap")
    auto = get_sandbox("auto")
    assert auto.name == "none" and auto.confined is False
