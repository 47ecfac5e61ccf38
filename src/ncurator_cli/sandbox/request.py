"""What a sandbox is asked to run, as data, and what it gives back.

A ``SandboxRequest`` carries everything that decides how a command runs: the command, its folder,
the workspace, the limits, and ``access`` — ``read_only`` (the workspace can be read, not changed)
or ``workspace_write`` (it can be changed, except the protected paths).  The exec path
(``ncurator_cli.exec``) sets ``access`` where the policy decision is made; a backend never infers
it.  The network is always off in a confined backend.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, Protocol, runtime_checkable

Access = Literal["read_only", "workspace_write"]
READ_ONLY: Access = "read_only"
WORKSPACE_WRITE: Access = "workspace_write"


class SandboxUnavailable(RuntimeError):
    """The requested sandbox backend cannot run on this machine (message says why)."""


@dataclass
class CommandLimits:
    """What bounds one command in the sandbox: its wall time, output, CPU time, file size, processes."""

    timeout_s: float = 60.0
    max_output_bytes: int = 256 * 1024  # per stream; still drained past the cap
    cpu_s: int = 120
    file_size_bytes: int = 512 * 1024 * 1024
    nproc: int | None = None


@dataclass(frozen=True)
class SandboxRequest:
    """One command to run. ``protect`` is ``(absolute path, writable)`` binds inside the workspace,
    applied in order after the workspace itself (capabilities/terminal_protect.py); with
    ``access="read_only"`` the writable ones are ignored: nothing is writable."""

    command: str
    cwd: Path
    workspace: Path
    limits: CommandLimits = field(default_factory=CommandLimits)
    access: Access = WORKSPACE_WRITE
    protect: tuple[tuple[str, bool], ...] = ()
    #: A folder for a copy-on-write run (bubblewrap only): the command's writes land in
    #: ``overlay/upper`` (``overlay/work`` is overlayfs's), the workspace itself stays untouched.
    overlay: Path | None = None

    def __post_init__(self) -> None:
        if self.access not in (READ_ONLY, WORKSPACE_WRITE):
            raise ValueError(f"access must be {READ_ONLY!r} or {WORKSPACE_WRITE!r}, not {self.access!r}")
        if self.overlay is not None and self.access != WORKSPACE_WRITE:
            raise ValueError("a copy-on-write run is a writable one")


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
    #: True: the backend enforces the request's access, protected paths and network isolation.
    #: False (unconfined): the command runs with the user's rights; only limits and env hold.
    confined: bool

    def execute(self, request: SandboxRequest, cancel: threading.Event | None = None) -> ExecResult: ...

    def run(
        self,
        command: str,
        *,
        cwd: Path,
        workspace: Path,
        limits: CommandLimits,
        cancel: threading.Event | None = None,
        access: Access = WORKSPACE_WRITE,
        protect: Sequence[tuple[str, bool]] = (),
    ) -> ExecResult:
        """`execute` with the request spelled as arguments (the backends inherit this)."""
        return self.execute(SandboxRequest(command, Path(cwd), Path(workspace), limits, access, tuple(protect)), cancel)
