"""The bubblewrap backend: read-only system, writable workspace, no network, own PID namespace.

Layout inside the sandbox::

    /            read-only bind of the host root
    /dev, /proc  fresh minimal devtmpfs and a procfs of the new PID namespace
    /tmp         empty tmpfs (also /var/tmp, /dev/shm)
    $HOME        empty tmpfs, so ~/.ssh, ~/.aws ... are not visible (unless HOME is inside W)
    Python       every installation folder of the running Python (a venv and its base) that one
                 of those tmpfs would hide is bound back read-only: `python3` keeps its packages
    W            read-write bind of the workspace (read-only for an ``access="read_only"`` request)
    W/.git       read-only again: hooks and config cannot be planted
    /etc/shadow  hidden (an empty file), as is /etc/gshadow

Namespaces: net (only an isolated loopback), pid, ipc, uts; ``--die-with-parent`` and the PID
namespace make the whole tree die with bwrap; ``--new-session`` blocks TIOCSTI terminal injection.
When ncurator runs as root, all capabilities are dropped inside.
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

from . import overlay
from .env import BASH, safe_env
from .process import run_process
from .request import WORKSPACE_WRITE, Access, ExecResult, Sandbox, SandboxRequest, SandboxUnavailable

_HIDE_FILES = ("/etc/shadow", "/etc/gshadow", "/etc/shadow-", "/etc/gshadow-", "/etc/sudoers")


@functools.lru_cache(maxsize=1)
def probe() -> tuple[bool, str | None, str]:
    """(usable, version, reason). Runs bwrap once with the namespaces we need."""
    exe = shutil.which("bwrap")
    if exe is None:
        return False, None, "bwrap (bubblewrap) is not installed"
    version = None
    try:
        version = (
            subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=5).stdout.strip()
            or None
        )
    except (OSError, subprocess.SubprocessError):
        pass
    argv = [exe, "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--unshare-net", "--unshare-pid",
            "--unshare-ipc", "--unshare-uts", "--die-with-parent", "--new-session"]  # fmt: skip
    if os.geteuid() == 0:
        argv += ["--cap-drop", "ALL"]
    argv += ["/bin/true"]
    try:
        r = subprocess.run(argv, capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError) as exc:
        return False, version, f"bwrap failed to start: {exc}"
    if r.returncode != 0:
        msg = (r.stderr or r.stdout).strip().splitlines()
        return (
            False,
            version,
            "bwrap cannot create namespaces here: " + (msg[-1] if msg else f"exit {r.returncode}"),
        )
    return True, version, "ok"


@functools.cache
def python_prefixes() -> tuple[str, ...]:
    """The installation folders of the running Python (a virtualenv and its base) and the folder
    ncurator's own package is imported from (an editable install's source tree: scripts import
    `ncurator_cli.scriptlib`), real paths; fixed for the process, so resolved once."""
    out: list[str] = []
    package_root = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
    for p in (sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix, package_root):
        real = os.path.realpath(p) if p else ""
        if real and real != "/" and os.path.isdir(real) and real not in out:
            out.append(real)
    return tuple(out)


def _under(path: str, root: str) -> bool:
    return path == root or path.startswith(root.rstrip("/") + "/")


class BwrapSandbox(Sandbox):
    name = "bwrap"
    confined = True

    def __init__(self) -> None:
        ok, _version, reason = probe()
        if not ok:
            raise SandboxUnavailable(reason)
        self.exe = shutil.which("bwrap") or "bwrap"

    def argv(self, command: str, *, cwd: Path, workspace: Path, access: Access = WORKSPACE_WRITE,
             protect: Sequence[tuple[str, bool]] = ()) -> list[str]:
        read_only = access != WORKSPACE_WRITE
        ws = os.path.realpath(workspace)
        home = os.path.realpath(os.path.expanduser("~"))
        argv = [
            self.exe,
            "--ro-bind", "/", "/",
            "--dev", "/dev",
            "--proc", "/proc",
            "--tmpfs", "/tmp",
            "--tmpfs", "/var/tmp",
            "--unshare-net", "--unshare-pid", "--unshare-ipc", "--unshare-uts",
            "--die-with-parent", "--new-session",
        ]  # fmt: skip
        if os.geteuid() == 0:
            argv += ["--cap-drop", "ALL"]
        for f in _HIDE_FILES:
            if os.path.exists(f):
                argv += ["--ro-bind", "/dev/null", f]
        hidden = ["/tmp", "/var/tmp"]
        # Hide the home directory (keys, tokens, shell history) unless the workspace *is* or
        # contains it; a workspace inside home is re-bound below, on top of the empty tmpfs.
        if home not in ("/", "") and not _under(home, ws):
            argv += ["--tmpfs", home]
            hidden.append(home)
        # The Python that runs ncurator comes first on the commands' PATH (sandbox.env.
        # command_path); when it lives in a folder hidden above (a venv under /tmp as CI runners
        # make, pyenv or a venv under home) it is put back, read-only: an interpreter and its
        # packages, not the user's keys.  The workspace is bound after it, so it wins inside.
        for prefix in python_prefixes():
            if any(_under(prefix, h) for h in hidden) and not _under(prefix, ws):
                argv += ["--ro-bind", prefix, prefix]
        argv += ["--ro-bind" if read_only else "--bind", ws, ws]
        # Paths the task may not change (capabilities/terminal_protect.py), in order: read-only
        # ones, then writable ones on top; a read-only run stays read-only everywhere.
        for path, writable in protect:
            real = os.path.realpath(path)
            if not _under(real, ws):
                raise ValueError(f"protected path {path!r} is outside the workspace")
            if writable and read_only:
                continue
            argv += ["--bind" if writable else "--ro-bind", real, real]
        git = os.path.join(ws, ".git")
        if os.path.lexists(git):
            argv += ["--ro-bind", git, git]
        argv += ["--chdir", os.path.realpath(cwd), "--", BASH, "--noprofile", "--norc", "-c", command]
        return argv

    def execute(self, request: SandboxRequest, cancel: threading.Event | None = None) -> ExecResult:
        env = safe_env(request.workspace, backend=self.name, command=request.command)
        argv = self.argv(request.command, cwd=request.cwd, workspace=request.workspace, access=request.access,
                         protect=request.protect)
        if request.overlay is not None:
            ws = os.path.realpath(request.workspace)
            upper, work = request.overlay / "upper", request.overlay / "work"
            upper.mkdir(parents=True, exist_ok=True)
            work.mkdir(parents=True, exist_ok=True)
            argv = overlay.prefix(ws, str(upper), str(work)) + argv
        # bwrap itself needs a cwd that exists outside; the command's cwd is set by --chdir.
        return run_process(argv, cwd="/", env=env, limits=request.limits, cancel=cancel, token=None)
