"""The unconfined fallback: same runner, no isolation.

Commands see the real file system and network.  What still holds: the reduced environment, stdin
from /dev/null, rlimits, output caps, and timeout/cancel killing the process group (plus the run's
pids cgroup when one can be created, and a scan for processes carrying the run's token, which
catches ``setsid`` children that keep their environment).
"""

from __future__ import annotations

import threading
from pathlib import Path

from .base import BASH, ExecResult, Limits, new_token, run_process, safe_env


class UnconfinedSandbox:
    name = "none"
    confined = False

    def run(
        self,
        command: str,
        *,
        cwd: Path,
        workspace: Path,
        limits: Limits,
        cancel: threading.Event | None = None,
    ) -> ExecResult:
        token = new_token()
        env = safe_env(workspace, backend=self.name, token=token, command=command)
        argv = [BASH, "--noprofile", "--norc", "-c", command]
        return run_process(argv, cwd=str(cwd), env=env, limits=limits, cancel=cancel, token=token)
