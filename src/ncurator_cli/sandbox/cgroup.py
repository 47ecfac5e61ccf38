"""Process-count limits through a pids cgroup (RLIMIT_NPROC does not bind root)."""

from __future__ import annotations

import contextlib
import errno
import os
import signal
import time
import uuid
from pathlib import Path


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

