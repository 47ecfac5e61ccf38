"""One model request at a time on the shared embedded server: runs take turns.

The runs of one home share one llama.cpp server (two slots, each keeping its run's prompt prefix).
When two requests are in flight at once the server batches them: their decodes share each step,
and a long prompt in one slot is read in chunks between the other slot's tokens. On a CPU that
costs more than it saves. `bench/contention.py --only serial` measures it: two simulated runs that
take turns finish sooner than two that send at once (docs/local-model.md, "Turns").

So by default a request to the embedded server first takes the home's turn lock, an advisory
`flock` on a file beside the server's state, and keeps it until its stream ends. The lock belongs
to the open file: a killed process lets go at once, and a request whose caller stopped waiting
(cancelled, cut off at a task's budget) lets go when its stream is dropped. The slots stay two, so
each run still finds its own prefix cached. `NCURATOR_LOCAL_TURNS=parallel` sends at once, as
before.
"""

from __future__ import annotations

import fcntl
import os
import threading
import time
from pathlib import Path

from .env import env_choice

TURN_MODES = ("serial", "parallel")
DEFAULT_TURNS = "serial"
#: How often a waiting request looks at the lock again (and at its caller's stop flag).
POLL_S = 0.05


def turns_mode() -> str:
    """`NCURATOR_LOCAL_TURNS` (`serial` or `parallel`), else the default."""
    return env_choice("NCURATOR_LOCAL_TURNS", TURN_MODES, DEFAULT_TURNS)


class TurnLock:
    """A cross-process lock on `path`; each `acquire` opens its own file description, so two
    threads of one process take turns as two processes do."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._local = threading.local()

    def acquire(self, stop: threading.Event | None = None) -> float | None:
        """Wait for the turn; the seconds waited, or None when `stop` was set first."""
        stop = stop or threading.Event()  # never set: wait as long as it takes
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        started = time.monotonic()
        try:
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if stop.wait(POLL_S):
                        os.close(fd)
                        return None
        except BaseException:
            os.close(fd)
            raise
        self._local.fd = fd
        return time.monotonic() - started

    def release(self) -> None:
        fd = getattr(self._local, "fd", None)
        if fd is None:
            return
        self._local.fd = None
        try:
            fcntl.flock(fd, fcntl.LOCK_UN)
        finally:
            os.close(fd)
