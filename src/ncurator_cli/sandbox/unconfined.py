"""The unconfined fallback: same runner, no isolation.

Commands see the real file system and network.  What still holds: the reduced environment, stdin
from /dev/null, rlimits, output caps, and timeout/cancel killing the process group (plus the run's
pids cgroup when one can be created, and a scan for processes carrying the run's token, which
catches ``setsid`` children that keep their environment).  ``access`` and ``protect`` cannot be
enforced here: a ``low`` command runs on the classifier's word alone (the run says so on stderr,
``ncurator doctor`` too; ``[sandbox] require = true`` refuses such runs).
"""

from __future__ import annotations

import threading

from .env import BASH, safe_env
from .process import new_token, run_process
from .request import ExecResult, Sandbox, SandboxRequest


class UnconfinedSandbox(Sandbox):
    name = "none"
    confined = False

    def execute(self, request: SandboxRequest, cancel: threading.Event | None = None) -> ExecResult:
        if request.overlay is not None:
            raise ValueError("the unconfined backend cannot run copy-on-write")
        token = new_token()
        env = safe_env(request.workspace, backend=self.name, token=token, command=request.command)
        argv = [BASH, "--noprofile", "--norc", "-c", request.command]
        return run_process(argv, cwd=str(request.cwd), env=env, limits=request.limits, cancel=cancel, token=token)
