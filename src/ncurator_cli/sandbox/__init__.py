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
    CommandLimits,
    ExecResult,
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
    "CommandLimits",
    "Sandbox",
    "SandboxUnavailable",
    "UnconfinedSandbox",
    "get_sandbox",
    "kill_all_active",
    "parse_sandbox_mode",
    "sandbox_info",
    "unconfined_notice",
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


#: How to get a confining sandbox, for the notice below.
REMEDY = ("install bubblewrap (Debian/Ubuntu: `sudo apt-get install bubblewrap`) where it can create user "
          "namespaces, and keep `--sandbox auto`")


def unconfined_notice(mode: str = "auto") -> str | None:
    """One line for a run with no confining sandbox (mode ``none``, or ``auto`` without a working
    bubblewrap): what that means and the remedy. None when commands will be confined."""
    mode = parse_sandbox_mode(mode)
    if mode == "bwrap":
        return None  # bubblewrap or SandboxUnavailable: never silently unconfined
    if mode == "none":
        why = "sandbox mode is none"
    else:
        ok, _version, reason = _probe_bwrap()
        if ok:
            return None
        why = reason
    return (f"no sandbox ({why}): `low` commands run unconfined, trusted on the classifier's word alone "
            f"(medium and high ones are asked for); to confine them, {REMEDY}")


def sandbox_info() -> dict:
    """For ``ncurator doctor``: which backend ``auto`` picks and why."""
    ok, version, reason = _probe_bwrap()
    pids = "cgroup" if PidsCgroup.base() is not None else ("rlimit" if os.geteuid() != 0 else "none")
    info = {
        "backend": "bwrap" if ok else "none",
        "bwrap_available": ok,
        "bwrap_version": version,
        "reason": reason,
        "confined": ok,
        "process_limit": pids,
    }
    if not ok:
        info["warning"] = unconfined_notice("auto")
    return info
