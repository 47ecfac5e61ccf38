"""The process runner both backends share.

``argv`` runs with a reduced environment, stdin from /dev/null, rlimits, per-stream output caps
(the pipes are still drained so the child never blocks), a timeout and cancellation that kill the
whole process tree.
"""

from __future__ import annotations

import contextlib
import functools
import os
import resource
import selectors
import shutil
import signal
import subprocess
import threading
import time
import uuid
from collections.abc import Callable

from .cgroup import PidsCgroup
from .env import CLEAN_PATH
from .request import CommandLimits, ExecResult

_EXIT_GRACE_S = 0.2
#: After a kill, how long to keep draining before giving up on processes that escaped the kill.
_KILL_DRAIN_S = 2.0
_READ_CHUNK = 1 << 16

class _Active:
    """A running command: everything needed to kill its whole tree from any thread."""

    def __init__(self, proc: subprocess.Popen[bytes], cgroup: PidsCgroup | None, token: str | None) -> None:
        self.proc = proc
        self.cgroup = cgroup
        self.token = token
        self.killed = False
        self.timed_out = False
        self.cancelled = False

    def kill(self) -> None:
        self.killed = True
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.proc.pid, signal.SIGKILL)
        if self.cgroup is not None:
            self.cgroup.kill()
        if self.token is not None:
            kill_by_token(self.token)


_active: dict[int, _Active] = {}


def kill_all_active() -> None:
    """Kill every running command tree. Safe to call from a signal handler (no locks taken)."""
    for act in list(_active.values()):
        with contextlib.suppress(Exception):
            act.kill()


def kill_by_token(token: str) -> int:
    """Kill processes whose environment carries our run token (setsid escapees, unconfined mode)."""
    needle = f"NCURATOR_SANDBOX_RUN={token}".encode()
    me = os.getpid()
    killed = 0
    for _ in range(3):
        found = 0
        try:
            entries = os.listdir("/proc")
        except OSError:
            return killed
        for entry in entries:
            if not entry.isdigit() or int(entry) == me:
                continue
            try:
                with open(f"/proc/{entry}/environ", "rb") as fh:
                    data = fh.read()
            except OSError:
                continue
            if needle in data:
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.kill(int(entry), signal.SIGKILL)
                    found += 1
        killed += found
        if not found:
            break
    return killed


@functools.lru_cache(maxsize=1)
def _prlimit_path() -> str | None:
    return shutil.which("prlimit", path=CLEAN_PATH)


def _prlimit_argv(limits: CommandLimits) -> list[str] | None:
    exe = _prlimit_path()
    if exe is None:
        return None
    cpu = int(limits.cpu_s)
    argv = [exe, f"--cpu={cpu}:{cpu + 5}", f"--fsize={int(limits.file_size_bytes)}", "--core=0"]
    if limits.nproc is not None:
        argv.append(f"--nproc={int(limits.nproc)}")
    return argv + ["--"]


def _preexec(limits: CommandLimits, cgroup_fd: int | None) -> Callable[[], None]:
    cpu = int(limits.cpu_s)
    fsize = int(limits.file_size_bytes)
    nproc = limits.nproc

    def apply() -> None:
        # Runs in the child between fork and exec: only async-signal-safe-ish calls, nothing imported.
        if cgroup_fd is not None:
            with contextlib.suppress(OSError):
                os.write(cgroup_fd, str(os.getpid()).encode())
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 5))
        resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        if nproc is not None:
            with contextlib.suppress(ValueError, OSError):
                resource.setrlimit(resource.RLIMIT_NPROC, (nproc, nproc))

    return apply


class _Capture:
    __slots__ = ("chunks", "size", "total", "cap")

    def __init__(self, cap: int) -> None:
        self.chunks: list[bytes] = []
        self.size = 0
        self.total = 0
        self.cap = cap

    def feed(self, data: bytes) -> None:
        self.total += len(data)
        if self.size < self.cap:
            take = data[: self.cap - self.size]
            self.chunks.append(take)
            self.size += len(take)

    def text(self) -> str:
        return b"".join(self.chunks).decode("utf-8", errors="replace")

    @property
    def truncated(self) -> bool:
        return self.total > self.size


def run_process(
    argv: list[str],
    *,
    cwd: str,
    env: dict[str, str],
    limits: CommandLimits,
    cancel: threading.Event | None,
    token: str | None,
) -> ExecResult:
    """Run ``argv`` with caps, timeout and tree-kill; the engine behind both backends."""
    start = time.monotonic()
    # Joining a cgroup costs ~10-15 ms on cgroup v1 (RCU sync), so only when a process limit is asked for.
    cgroup = PidsCgroup.create(limits.nproc) if limits.nproc is not None else None
    # A Python preexec_fn forces fork() instead of vfork(): 15-25 ms per command once the agent has a
    # few hundred MB mapped.  So rlimits come from prlimit(1) and the cgroup join from a one-line sh
    # trampoline, both exec'd in place (same pid); preexec_fn is only the fallback without prlimit.
    prlimit = _prlimit_argv(limits)
    full = list(argv)
    if prlimit is not None:
        full = prlimit + full
    cgroup_fd: int | None = None
    if cgroup is not None:
        if prlimit is not None:
            full = [
                "/bin/sh",
                "-c",
                'echo $$ > "$0" || exit 125; exec "$@"',
                os.path.join(cgroup.path, "cgroup.procs"),
            ] + full
        else:
            cgroup_fd = cgroup.join_fd()
    try:
        proc = subprocess.Popen(
            full,
            cwd=cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
            close_fds=True,
            preexec_fn=None if prlimit is not None else _preexec(limits, cgroup_fd),  # noqa: PLW1509
        )
    except OSError as exc:
        if cgroup_fd is not None:
            os.close(cgroup_fd)
        if cgroup is not None:
            cgroup.remove()
        return ExecResult(None, "", f"failed to start: {exc}", False, False, False, False,
                          int((time.monotonic() - start) * 1000))  # fmt: skip
    if cgroup_fd is not None:
        os.close(cgroup_fd)
    act = _Active(proc, cgroup, token)
    _active[proc.pid] = act
    out, err = _Capture(limits.max_output_bytes), _Capture(limits.max_output_bytes)
    timed_out = cancelled = False
    try:
        _pump(proc, act, out, err, limits, cancel, start)
        timed_out, cancelled = act.timed_out, act.cancelled
        if proc.returncode is None:
            # Background jobs of a non-interactive shell share its process group; the child is at
            # worst a zombie here, so its pid (the group id) cannot have been reused yet.
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(proc.pid, signal.SIGKILL)
        try:
            proc.wait(timeout=_KILL_DRAIN_S)
        except subprocess.TimeoutExpired:
            act.kill()
            proc.wait()
    finally:
        _active.pop(proc.pid, None)
        if act.cgroup is not None:
            act.cgroup.kill()
            act.cgroup.remove()
        for stream in (proc.stdout, proc.stderr):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
    code = proc.returncode
    if timed_out or cancelled:
        exit_code: int | None = None
    elif code is not None and code < 0:
        exit_code = 128 - code  # shell convention for "killed by signal N"
    else:
        exit_code = code
    return ExecResult(
        exit_code=exit_code,
        stdout=out.text(),
        stderr=err.text(),
        stdout_truncated=out.truncated,
        stderr_truncated=err.truncated,
        timed_out=timed_out,
        cancelled=cancelled,
        duration_ms=int((time.monotonic() - start) * 1000),
    )


def _pump(
    proc: subprocess.Popen[bytes],
    act: _Active,
    out: _Capture,
    err: _Capture,
    limits: CommandLimits,
    cancel: threading.Event | None,
    start: float,
) -> None:
    assert proc.stdout is not None and proc.stderr is not None
    sel = selectors.DefaultSelector()
    fds = {proc.stdout.fileno(): out, proc.stderr.fileno(): err}
    for fd in fds:
        os.set_blocking(fd, False)
        sel.register(fd, selectors.EVENT_READ)
    pidfd: int | None = None
    try:
        pidfd = os.pidfd_open(proc.pid)
        sel.register(pidfd, selectors.EVENT_READ)
    except (AttributeError, OSError):
        pidfd = None
    deadline = start + limits.timeout_s
    exited_at: float | None = None
    killed_at: float | None = None
    open_streams = len(fds)
    try:
        while open_streams:
            now = time.monotonic()
            if killed_at is None:
                if cancel is not None and cancel.is_set():
                    act.cancelled = True
                    act.kill()
                    killed_at = now
                elif now >= deadline:
                    act.timed_out = True
                    act.kill()
                    killed_at = now
                elif exited_at is not None and now - exited_at >= _EXIT_GRACE_S:
                    # The command is done; whatever still holds its pipes is a leftover job.
                    act.kill()
                    killed_at = now
            elif now - killed_at >= _KILL_DRAIN_S:
                break  # something escaped the kill and still holds a pipe: stop waiting for it
            if exited_at is None and pidfd is None and proc.poll() is not None:
                exited_at = now
            waits = [deadline - now]
            if cancel is not None or pidfd is None:
                waits.append(0.05)
            if exited_at is not None and killed_at is None:
                waits.append(exited_at + _EXIT_GRACE_S - now)
            if killed_at is not None:
                waits.append(killed_at + _KILL_DRAIN_S - now)
            timeout = max(0.0, min(waits))
            for key, _ in sel.select(timeout):
                fd = key.fd
                if fd == pidfd:
                    sel.unregister(fd)
                    exited_at = time.monotonic()
                    continue
                try:
                    data = os.read(fd, _READ_CHUNK)
                except BlockingIOError:
                    continue
                except OSError:
                    data = b""
                if data:
                    fds[fd].feed(data)
                else:
                    sel.unregister(fd)
                    open_streams -= 1
    finally:
        sel.close()
        if pidfd is not None:
            os.close(pidfd)


def new_token() -> str:
    return uuid.uuid4().hex
