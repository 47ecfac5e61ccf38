"""Where commands run: one interface (``Sandbox.execute(SandboxRequest)``), two backends (bubblewrap,
unconfined).  Modules: request (the request as data, limits, result), process (the runner), env (the
environment), git_config (disarming repository config), cgroup (process limits), bwrap, unconfined."""

from __future__ import annotations

import os

from .bwrap import BwrapSandbox
from .bwrap import probe as _probe_bwrap
from .cgroup import PidsCgroup
from .process import kill_all_active
from .request import (
    READ_ONLY,
    WORKSPACE_WRITE,
    Access,
    ExecResult,
    Limits,
    Sandbox,
    SandboxRequest,
    SandboxUnavailable,
)
from .unconfined import UnconfinedSandbox

MODES = ("auto", "bwrap", "none")

__all__ = [
    "MODES",
    "READ_ONLY",
    "WORKSPACE_WRITE",
    "Access",
    "SandboxRequest",
    "BwrapSandbox",
    "ExecResult",
    "Limits",
    "Sandbox",
    "SandboxUnavailable",
    "UnconfinedSandbox",
    "get_sandbox",
    "kill_all_active",
    "parse_sandbox_mode",
    "sandbox_info",
]


def parse_sandbox_mode(value: str) -> str:
    """Normalise a ``--sandbox`` value; raises ValueError with a usable message."""
    v = (value or "").strip().lower()
    aliases = {"bubblewrap": "bwrap", "off": "none", "unconfined": "none", "": "auto"}
    v = aliases.get(v, v)
    if v not in MODES:
        raise ValueError(f"invalid sandbox mode {value!r}: choose one of auto, bwrap, none")
    return v


def get_sandbox(mode: str = "auto") -> Sandbox:
    """``auto``: bubblewrap when it works here, else unconfined; ``bwrap``: bubblewrap or
    SandboxUnavailable; ``none``: unconfined."""
    mode = parse_sandbox_mode(mode)
    if mode == "none":
        return UnconfinedSandbox()
    if mode == "bwrap":
        return BwrapSandbox()
    ok, _version, _reason = _probe_bwrap()
    return BwrapSandbox() if ok else UnconfinedSandbox()


def sandbox_info() -> dict:
    """For ``ncurator doctor``: which backend ``auto`` picks and why."""
    ok, version, reason = _probe_bwrap()
    pids = "cgroup" if PidsCgroup.base() is not None else ("rlimit" if os.geteuid() != 0 else "none")
    return {
        "backend": "bwrap" if ok else "none",
        "bwrap_available": ok,
        "bwrap_version": version,
        "reason": reason,
        "confined": ok,
        "process_limit": pids,
    }
