"""The sandbox interface and the process runner both backends share.

Every capability runs shell commands through ``Sandbox.run``: ``/bin/bash --noprofile --norc -c CMD``
with a reduced environment, stdin from /dev/null, rlimits, per-stream output caps (the pipes are
still drained so the child never blocks), a timeout and cancellation that kill the whole process
tree.  The bubblewrap backend adds file-system, network and PID isolation on top; the unconfined
backend is the same runner without isolation.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import os
import re
import resource
import selectors
import shutil
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, runtime_checkable

BASH = "/bin/bash"
CLEAN_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"


def command_path() -> str:
    """PATH for commands: the folder of the Python running ncurator first, then the system's.

    Like an activated virtualenv: `python3` in a command is the interpreter with ncurator's own
    packages (python-docx, lxml, ...), so a script can read the documents ncurator reads. The
    sandbox mounts it read-only like the rest of the system.
    """
    here = os.path.dirname(sys.executable) if sys.executable else ""
    if not here or here in CLEAN_PATH.split(":"):
        return CLEAN_PATH
    return f"{here}:{CLEAN_PATH}"
#: After the command's main process exits, how long to wait for children still holding the pipes.
_EXIT_GRACE_S = 0.2
#: After a kill, how long to keep draining before giving up on processes that escaped the kill.
_KILL_DRAIN_S = 2.0
_READ_CHUNK = 1 << 16


class SandboxUnavailable(RuntimeError):
    """The requested sandbox backend cannot run on this machine (message says why)."""


@dataclass
class Limits:
    timeout_s: float = 60.0
    max_output_bytes: int = 256 * 1024  # per stream; still drained past the cap
    cpu_s: int = 120
    file_size_bytes: int = 512 * 1024 * 1024
    nproc: int | None = None


@dataclass
class ExecResult:
    exit_code: int | None
    stdout: str
    stderr: str
    stdout_truncated: bool
    stderr_truncated: bool
    timed_out: bool
    cancelled: bool
    duration_ms: int

    @property
    def truncated(self) -> bool:
        return self.stdout_truncated or self.stderr_truncated


@runtime_checkable
class Sandbox(Protocol):
    name: str  # "bwrap" | "none"
    confined: bool
    # Optional: `read_only_capable = True` and `run(..., read_only=True)` runs a command that can
    # read the workspace but not change it (trial runs; see capabilities/terminal.py).
    # Optional: `protect_capable = True` and `run(..., protect=[(abs_path, writable), ...])`
    # binds those workspace paths read-only (or writable again) in that order
    # (capabilities/terminal_protect.py).

    def run(
        self,
        command: str,
        *,
        cwd: Path,
        workspace: Path,
        limits: Limits,
        cancel: threading.Event | None = None,
    ) -> ExecResult: ...


# ---------------------------------------------------------------------------------------------
# Environment


_KEEP_ENV = ("LANG", "LANGUAGE", "TZ", "USER", "LOGNAME")


def safe_env(
    workspace: Path | None, *, backend: str, token: str | None = None, command: str | None = None
) -> dict[str, str]:
    """The environment a sandboxed command sees: an allowlist, never secrets or LD_* / inherited PYTHON*.

    With `command`, repositories nested inside the workspace are searched for hostile config only
    when the command mentions git (the search walks the tree); without it, always.
    """
    env: dict[str, str] = {
        "PATH": command_path(),
        "HOME": os.path.expanduser("~"),
        "TERM": "dumb",
        "PAGER": "cat",
        "GIT_PAGER": "cat",
        "MANPAGER": "cat",
        "SYSTEMD_PAGER": "",
        "TMPDIR": "/tmp",
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": "/dev/null",
        "GIT_TERMINAL_PROMPT": "0",
        "GIT_ASKPASS": "/bin/false",
        "SSH_ASKPASS": "/bin/false",
        "NCURATOR_SANDBOX": backend,
        # Importing a workspace module must not litter it with __pycache__ (and fake artifacts).
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    for k in _KEEP_ENV:
        if k in os.environ:
            env[k] = os.environ[k]
    for k, v in os.environ.items():
        if k.startswith("LC_"):
            env[k] = v
    env.setdefault("LANG", "C.UTF-8")
    if token:
        env["NCURATOR_SANDBOX_RUN"] = token
    if workspace is not None:
        ws = os.path.realpath(workspace)
        # Stop git from discovering a repository *above* the workspace.
        parent = os.path.dirname(ws.rstrip("/"))
        if parent:
            env["GIT_CEILING_DIRECTORIES"] = parent
        nested = command is None or bool(_GIT_WORD.search(command))
        env.update(git_config_overrides(Path(ws), nested=nested))
    return env


# -- neutralising a hostile repository config ---------------------------------------------------
#
# Repository config (.git/config, config.worktree and whatever they include) can name programs that
# plain read commands run: core.fsmonitor on `git status`, diff drivers/textconv on `git diff/log -p`,
# pagers, filters on checkout/status, gpg on `log --show-signature`.  Config given through the
# environment (GIT_CONFIG_COUNT/KEY_n/VALUE_n, git >= 2.31) has the highest precedence, so we
# override every such key the repository defines with something inert.

_ALWAYS = {
    "core.fsmonitor": "false",
    "core.hooksPath": "/dev/null",
    "core.pager": "cat",
    "log.showSignature": "false",
    "protocol.ext.allow": "never",
    "protocol.fd.allow": "never",
}
_EXEC_KEYS: dict[str, str] = {
    "diff.external": "echo ncurator: repository diff.external disabled:",
    "core.editor": "false",
    "sequence.editor": "false",
    "core.askpass": "false",
    "core.sshcommand": "ssh",
    "core.gitproxy": "false",
    "core.alternaterefscommand": "false",
    "credential.helper": "",
    "gpg.program": "false",
    "interactive.difffilter": "cat",
    "web.browser": "false",
}
_EXEC_SUBKEYS: dict[tuple[str, str], str] = {
    ("diff", "textconv"): "cat",
    ("diff", "command"): "echo ncurator: repository diff driver disabled:",
    ("filter", "clean"): "cat",
    ("filter", "smudge"): "cat",
    ("filter", "process"): "false",
    ("filter", "required"): "false",
    ("merge", "driver"): "false",
    ("remote", "uploadpack"): "git-upload-pack",
    ("remote", "receivepack"): "git-receive-pack",
    ("gpg", "program"): "false",
    ("difftool", "cmd"): "false",
    ("mergetool", "cmd"): "false",
    ("man", "cmd"): "false",
    ("browser", "cmd"): "false",
    ("trailer", "command"): "true",
    ("trailer", "cmd"): "true",
    ("credential", "helper"): "",
}
_SECTION_RE = re.compile(r'^\s*\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]\s*(.*)$')
_KEY_RE = re.compile(r"^\s*([A-Za-z][A-Za-z0-9-]*)\s*(?:=\s*(.*))?$")
_git_cache: dict[str, tuple[tuple, dict[str, str]]] = {}
_git_lock = threading.Lock()


def _git_config_entries(path: Path, seen: set[str], depth: int = 0) -> list[tuple[str, str | None, str, str]]:
    """(section, subsection, key, value) from a git config file, following include paths."""
    real = os.path.realpath(path)
    if depth > 5 or real in seen:
        return []
    seen.add(real)
    try:
        text = Path(real).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []
    out: list[tuple[str, str | None, str, str]] = []
    section, sub = "", None
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].split(";", 1)[0] if '"' not in raw else raw
        m = _SECTION_RE.match(line)
        if m:
            name = m.group(1)
            section, sub = (
                (name.split(".", 1)[0], name.split(".", 1)[1])
                if "." in name and m.group(2) is None
                else (name, m.group(2))
            )
            line = m.group(3)
            if not line.strip():
                continue
        km = _KEY_RE.match(line)
        if not km or not section:
            continue
        key, value = km.group(1), (km.group(2) or "true").strip().strip('"')
        out.append((section.lower(), sub, key.lower(), value))
        if key.lower() == "path" and section.lower() in ("include", "includeif"):
            inc = os.path.expanduser(value)
            if not os.path.isabs(inc):
                inc = os.path.join(os.path.dirname(real), inc)
            out.extend(_git_config_entries(Path(inc), seen, depth + 1))
    return out


_GIT_WORD = re.compile(r"\bgit\b")
#: Bounds of the search for repositories nested in the workspace (vendored code, submodules).
NESTED_GIT_MAX_DIRS = 3000
NESTED_GIT_MAX_DEPTH = 6
_NO_DESCEND = frozenset({".git", "node_modules", "__pycache__"})


def nested_repositories(workspace: Path) -> list[Path]:
    """Folders below the workspace root that hold a `.git` (a folder, or a gitdir file), found by a
    bounded walk that follows no symlinks: `cd vendor/lib && git diff` reads *their* config."""
    root = str(workspace)
    found: list[Path] = []
    for visited, (dirpath, dirnames, filenames) in enumerate(os.walk(root), start=1):
        if visited > NESTED_GIT_MAX_DIRS:
            break
        if dirpath != root and (".git" in dirnames or ".git" in filenames):
            found.append(Path(dirpath))
        depth = dirpath[len(root):].count(os.sep)
        dirnames[:] = [d for d in dirnames if d not in _NO_DESCEND and depth < NESTED_GIT_MAX_DEPTH]
    return found


def _config_files(repo: Path) -> list[Path]:
    gitdir = repo / ".git"
    if gitdir.is_file():  # worktree/submodule: "gitdir: path"
        try:
            target = gitdir.read_text().split(":", 1)[1].strip()
            gitdir = (repo / target).resolve()
        except (OSError, IndexError):
            gitdir = repo / ".git"
    return [gitdir / "config", gitdir / "config.worktree"]


def git_config_overrides(workspace: Path, *, nested: bool = False) -> dict[str, str]:
    """GIT_CONFIG_COUNT/KEY/VALUE variables that disarm program-running keys of the repo config
    (and, with `nested`, of every repository inside the workspace)."""
    repos = [workspace, *(nested_repositories(workspace) if nested else [])]
    files = [f for repo in repos for f in _config_files(repo)]
    stamp = []
    for f in files:
        try:
            st = f.stat()
            stamp.append((str(f), st.st_mtime_ns, st.st_size))
        except OSError:
            stamp.append((str(f), 0, 0))
    key = "\0".join(str(f) for f in files)
    with _git_lock:
        cached = _git_cache.get(key)
        if cached and cached[0] == tuple(stamp):
            return dict(cached[1])
    overrides: dict[str, str] = dict(_ALWAYS)
    seen: set[str] = set()
    for f in files:
        for section, sub, k, value in _git_config_entries(f, seen):
            full = f"{section}.{k}" if sub is None else f"{section}.{sub}.{k}"
            if sub is None and full in _EXEC_KEYS:
                overrides[full] = _EXEC_KEYS[full]
            elif sub is not None and (section, k) in _EXEC_SUBKEYS:
                overrides[full] = _EXEC_SUBKEYS[(section, k)]
            elif section == "alias" and sub is None and value.startswith("!"):
                overrides[f"alias.{k}"] = "!false"
            elif (
                section == "pager"
                and sub is None
                and value.lower() not in ("true", "false", "yes", "no", "on", "off", "1", "0")
            ):
                overrides[f"pager.{k}"] = "cat"
            elif section == "submodule" and sub is not None and k == "update" and value.startswith("!"):
                overrides[full] = "checkout"
    env: dict[str, str] = {"GIT_CONFIG_COUNT": str(len(overrides))}
    for i, (k, v) in enumerate(overrides.items()):
        env[f"GIT_CONFIG_KEY_{i}"] = k
        env[f"GIT_CONFIG_VALUE_{i}"] = v
    with _git_lock:
        _git_cache[key] = (tuple(stamp), env)
    return dict(env)


# ---------------------------------------------------------------------------------------------
# Process-count limits through a pids cgroup (RLIMIT_NPROC does not bind root)


class PidsCgroup:
    """A throw-away pids cgroup per run, when this process may create one (v1 or delegated v2).

    It bounds the number of processes (fork bombs, even for root) and gives a complete list of the
    run's processes to kill, including ones that called setsid().
    """

    _base: str | None | bool = False  # False = not probed yet

    def __init__(self, path: str) -> None:
        self.path = path

    @classmethod
    def base(cls) -> str | None:
        if cls._base is not False:
            return cls._base  # type: ignore[return-value]
        base: str | None = None
        try:
            lines = Path("/proc/self/cgroup").read_text().splitlines()
        except OSError:
            lines = []
        candidates: list[str] = []
        for line in lines:
            parts = line.split(":", 2)
            if len(parts) != 3:
                continue
            if "pids" in parts[1].split(","):
                candidates.append(os.path.join("/sys/fs/cgroup/pids", parts[2].lstrip("/")))
            elif parts[0] == "0" and parts[1] == "":
                candidates.append(os.path.join("/sys/fs/cgroup", parts[2].lstrip("/")))
        for cand in candidates:
            probe = os.path.join(cand, f"ncurator-probe-{os.getpid()}")
            try:
                os.mkdir(probe)
            except OSError:
                continue
            try:
                ok = os.path.exists(os.path.join(probe, "pids.max")) and os.path.exists(
                    os.path.join(probe, "cgroup.procs")
                )
            finally:
                with contextlib.suppress(OSError):
                    os.rmdir(probe)
            if ok:
                base = cand
                break
        cls._base = base
        return base

    @classmethod
    def create(cls, max_pids: int | None) -> PidsCgroup | None:
        base = cls.base()
        if base is None:
            return None
        path = os.path.join(base, f"ncurator-{uuid.uuid4().hex[:12]}")
        try:
            os.mkdir(path)
            if max_pids is not None:
                Path(path, "pids.max").write_text(str(max_pids))
        except OSError:
            with contextlib.suppress(OSError):
                os.rmdir(path)
            return None
        return cls(path)

    def join_fd(self) -> int:
        """An fd to cgroup.procs, opened before fork so the child only has to write()."""
        return os.open(os.path.join(self.path, "cgroup.procs"), os.O_WRONLY)

    def pids(self) -> list[int]:
        try:
            return [int(x) for x in Path(self.path, "cgroup.procs").read_text().split()]
        except (OSError, ValueError):
            return []

    def kill(self) -> None:
        # Each kill frees a slot a forking process can take, so sweep until the group is empty.
        for _ in range(50):
            pids = self.pids()
            if not pids:
                return
            for pid in pids:
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.kill(pid, signal.SIGKILL)
            time.sleep(0.005)

    def remove(self) -> None:
        for _ in range(40):
            try:
                os.rmdir(self.path)
                return
            except OSError as exc:
                if exc.errno == errno.ENOENT:
                    return
                self.kill()
                time.sleep(0.01)


# ---------------------------------------------------------------------------------------------
# The runner


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


def _prlimit_argv(limits: Limits) -> list[str] | None:
    exe = _prlimit_path()
    if exe is None:
        return None
    cpu = int(limits.cpu_s)
    argv = [exe, f"--cpu={cpu}:{cpu + 5}", f"--fsize={int(limits.file_size_bytes)}", "--core=0"]
    if limits.nproc is not None:
        argv.append(f"--nproc={int(limits.nproc)}")
    return argv + ["--"]


def _preexec(limits: Limits, cgroup_fd: int | None) -> Callable[[], None]:
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
    limits: Limits,
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
    limits: Limits,
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
