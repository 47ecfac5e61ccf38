"""Artifacts by observation: watch the workspace around an action and report what changed.

Parsing a command to guess what it writes misses `python script.py`; observing doesn't.

A `WorkspaceTracker` knows the set of file paths in a workspace (every non-directory entry,
`.git/` internals excluded) and finds what one command changed:

* **inotify mode** (Linux): every directory carries a watch. The kernel queues an event for each
  create/write/attribute change/delete/rename, so after a command only the paths named by events
  are looked at: the cost is proportional to what changed, not to the size of the tree. Events
  that arrive *between* commands (another capability, the user's editor) are absorbed silently
  by `begin()`, so they are never attributed to the next command.
* **scan mode** (no inotify, watch limit reached, or an event-queue overflow): one walk with
  `lstat` after the command. Created/deleted come from the path sets; *updated* means the inode's
  change time (`st_ctime`, set by the kernel on every write, truncate, chmod or rename and not
  settable from user space) is not older than the command's start. The "after" set of one command
  is the "before" set of the next.

In both modes the answer is read from the disk at the end, the events only say where to look,
so the order in which a command created, renamed and deleted things does not matter.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import hashlib
import os
import stat
import struct
import sys
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..protocol.events import now_rfc3339

if TYPE_CHECKING:
    from ..protocol.context import RunContext

#: Files above this size are reported with `sha256: null` (hashing them would dominate the step).
HASH_CAP_BYTES = 64 * 1024 * 1024
#: Total bytes hashed for one command; later files get `sha256: null`.
HASH_BUDGET_BYTES = 256 * 1024 * 1024
#: `file_artifact` events for one command; the rest are counted in `Observation.omitted`
#: (`npm install` must not turn into 30 000 events and store rows).
MAX_REPORTED_CHANGES = 1000
#: A workspace with more files than this is not tracked at all (memory, and a first walk of many seconds).
MAX_TRACKED_FILES = 1_000_000
#: git internals change on every git command; they are not the user's files (at any depth).
SKIP_DIR_NAMES = frozenset({".git"})
#: Where CLOCK_REALTIME_COARSE is missing, how far `time.time_ns()` may run ahead of file ctimes.
CTIME_SLACK_NS = 20_000_000
_CLOCK_REALTIME_COARSE = 5  # <linux/time.h>; the clock the kernel stamps ctime from
#: A workspace this small gets each file's digest on the first walk, so that a rewrite with the
#: same bytes and mode (`sed -i` whose pattern matched nothing, `touch`) is not reported as
#: `updated`: a guided run had taken such a no-op for the change its task asked for.
MEMO_MAX_FILES = 2000
MEMO_MAX_BYTES = 32 * 1024 * 1024
MEMO_FILE_CAP = 4 * 1024 * 1024
#: Trackers kept per process (one per workspace root); each holds one inotify instance.
MAX_TRACKERS = 4

# <sys/inotify.h>
IN_MODIFY = 0x00000002
IN_ATTRIB = 0x00000004
IN_MOVED_FROM = 0x00000040
IN_MOVED_TO = 0x00000080
IN_CREATE = 0x00000100
IN_DELETE = 0x00000200
IN_DELETE_SELF = 0x00000400
IN_MOVE_SELF = 0x00000800
IN_Q_OVERFLOW = 0x00004000
IN_IGNORED = 0x00008000
IN_ONLYDIR = 0x01000000
IN_DONT_FOLLOW = 0x02000000
IN_EXCL_UNLINK = 0x04000000
IN_ISDIR = 0x40000000
WATCH_MASK = (
    IN_MODIFY | IN_ATTRIB | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF
    | IN_ONLYDIR | IN_DONT_FOLLOW | IN_EXCL_UNLINK
)
_EVENT = struct.Struct("iIII")


@dataclass
class Change:
    path: str  # workspace-relative, "/"-separated
    operation: str  # created | updated | deleted
    sha256: str | None
    size: int | None


@dataclass
class Observation:
    changes: list[Change] = field(default_factory=list)
    omitted: int = 0  # changes beyond MAX_REPORTED_CHANGES, not listed
    mode: str = "inotify"  # how they were found: inotify | scan | off


class _TooManyFiles(Exception):
    pass


class _Restart(Exception):
    """The inotify watch limit was hit mid-walk: walk again in scan mode."""


# ---------------------------------------------------------------------------------------------
# inotify through ctypes (no dependency; absent or failing → scan mode)


class _Inotify:
    _lib: Any = None

    def __init__(self) -> None:
        lib = self._load()
        fd = lib.inotify_init1(os.O_NONBLOCK | os.O_CLOEXEC)
        if fd < 0:
            err = ctypes.get_errno()
            raise OSError(err, os.strerror(err))
        self.fd = fd
        self._add = lib.inotify_add_watch
        self._rm = lib.inotify_rm_watch

    @classmethod
    def _load(cls) -> Any:
        if cls._lib is None:
            # CDLL(None) is the process's own symbol table (libc included) and avoids
            # ctypes.util.find_library, which spawns ldconfig.
            lib = ctypes.CDLL(None, use_errno=True)
            lib.inotify_init1.argtypes = [ctypes.c_int]
            lib.inotify_init1.restype = ctypes.c_int
            lib.inotify_add_watch.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_uint32]
            lib.inotify_add_watch.restype = ctypes.c_int
            lib.inotify_rm_watch.argtypes = [ctypes.c_int, ctypes.c_int]
            lib.inotify_rm_watch.restype = ctypes.c_int
            cls._lib = lib
        return cls._lib

    def add(self, path: str) -> int:
        """The watch descriptor, or -errno."""
        wd = self._add(self.fd, os.fsencode(path), WATCH_MASK)
        return wd if wd >= 0 else -ctypes.get_errno()

    def rm(self, wd: int) -> None:
        self._rm(self.fd, wd)

    def read(self) -> tuple[list[tuple[int, int, bytes]], bool]:
        """Every queued event as (wd, mask, name); the flag is set when the queue overflowed."""
        events: list[tuple[int, int, bytes]] = []
        overflow = False
        while True:
            try:
                buf = os.read(self.fd, 1 << 16)
            except BlockingIOError:
                break
            except OSError:
                overflow = True  # an unreadable queue is as good as a lost one
                break
            if not buf:
                break
            off, end = 0, len(buf)
            while off + _EVENT.size <= end:
                wd, mask, _cookie, length = _EVENT.unpack_from(buf, off)
                start = off + _EVENT.size
                name = buf[start : start + length].split(b"\0", 1)[0]
                off = start + length
                if mask & IN_Q_OVERFLOW:
                    overflow = True
                    continue
                events.append((wd, mask, name))
        return events, overflow

    def close(self) -> None:
        with contextlib.suppress(OSError):
            os.close(self.fd)


# ---------------------------------------------------------------------------------------------
# The tracker


class WorkspaceTracker:
    """`begin()` right before a command, `end()` right after it → the command's changes."""

    def __init__(self, root: Path, *, use_inotify: bool = True) -> None:
        self.root = Path(os.path.realpath(root))
        self._root_s = str(self.root)
        self._use_inotify = use_inotify
        self._ino: _Inotify | None = None
        self._wd_path: dict[int, str] = {}
        # Every tracked file path → its ctime_ns, or 0 where it was never stat'ed (inotify mode
        # does not need it). None until the first walk.
        self.files: dict[str, int] | None = None
        self.disabled: str | None = None  # why the workspace is not tracked
        self._started_ns = 0
        # Path → sha256 of files whose content is known (small workspaces only; see MEMO_*):
        # an "updated" file whose digest is unchanged is not a change. None: not known.
        self._memo: dict[str, str] | None = None

    @property
    def mode(self) -> str:
        if self.disabled:
            return "off"
        return "inotify" if self._ino is not None else "scan"

    # -- public --------------------------------------------------------------------------------

    def begin(self) -> None:
        """Bring the known state up to date without reporting anything."""
        if self.disabled is None:
            try:
                if self.files is None:
                    self._full_scan()
                    self._memo = self._build_memo()
                elif self._ino is not None:
                    dirty, overflow = self._collect()
                    if overflow:
                        self._full_scan()
                        self._memo = None
                    else:
                        self._resolve(dirty)
                        if self._memo is not None:  # changed between commands: content no longer known
                            for rel in dirty:
                                self._memo.pop(rel, None)
                # scan mode: the walk at the end of the previous command is the state
            except _TooManyFiles:
                self._disable(f"more than {MAX_TRACKED_FILES} files in the workspace")
        # Taken last: the scan above is not part of the command's window.
        self._started_ns = ctime_floor_ns()

    def end(self) -> Observation:
        """What changed since `begin()`, sorted by path, hashed (bounded)."""
        if self.disabled is not None or self.files is None:
            return Observation(mode="off")
        try:
            if self._ino is not None:
                dirty, overflow = self._collect()
                if not overflow:
                    return self._report(self._resolve(dirty), "inotify")
            return self._report(self._rescan(), "scan")
        except _TooManyFiles:
            self._disable(f"more than {MAX_TRACKED_FILES} files in the workspace")
            return Observation(mode="off")

    def close(self) -> None:
        self._drop_inotify()

    # -- walking -------------------------------------------------------------------------------

    def _abs(self, rel: str) -> str:
        return self._root_s + "/" + rel if rel else self._root_s

    def _scan(self, start: str, out: dict[str, int], *, with_ctime: bool) -> None:
        """Add every file under `start` to `out`, putting a watch on each directory *before*
        listing it, so that nothing created meanwhile goes unseen."""
        ino = self._ino
        stack = [start]
        while stack:
            rel = stack.pop()
            path = self._abs(rel)
            if ino is not None:
                wd = ino.add(path)
                if wd >= 0:
                    self._wd_path[wd] = rel
                elif wd in (-errno.ENOSPC, -errno.ENOMEM, -errno.EMFILE):
                    # Watch limit (fs.inotify.max_user_watches): scan from now on. The ctimes of
                    # what was walked so far are missing, so finish this walk with them.
                    self._use_inotify = False
                    self._drop_inotify()
                    ino = None
                    if not with_ctime:
                        raise _Restart
            try:
                it = os.scandir(path)
            except OSError:
                continue
            prefix = rel + "/" if rel else ""
            with it:
                for e in it:
                    try:
                        if e.is_dir(follow_symlinks=False):
                            if e.name not in SKIP_DIR_NAMES:
                                stack.append(prefix + e.name)
                            continue
                        out[prefix + e.name] = e.stat(follow_symlinks=False).st_ctime_ns if with_ctime else 0
                    except OSError:
                        continue
            if len(out) > MAX_TRACKED_FILES:
                raise _TooManyFiles

    def _full_scan(self, *, with_ctime: bool = False) -> dict[str, int]:
        """Rebuild the state from the disk (and a fresh inotify instance when possible)."""
        self._drop_inotify()
        if self._use_inotify:
            try:
                self._ino = _Inotify()
            except (OSError, AttributeError):
                self._ino = None  # not Linux, or out of inotify instances (fs.inotify.max_user_instances)
        files: dict[str, int] = {}
        try:
            # With inotify, names are enough; a scan-mode state needs each file's ctime.
            self._scan("", files, with_ctime=with_ctime or self._ino is None)
        except _Restart:
            files = {}
            self._scan("", files, with_ctime=True)
        self.files = files
        return files

    def _rescan(self) -> list[tuple[str, str]]:
        before = self.files or {}
        after = self._full_scan(with_ctime=True)
        started = self._started_ns
        out: list[tuple[str, str]] = [(rel, "created") for rel in after.keys() - before.keys()]
        out += [(rel, "deleted") for rel in before.keys() - after.keys()]
        for rel, ctime in after.items() - before.items():
            old = before.get(rel)
            # A known ctime that differs is a change; an unknown one (0: the state came from
            # inotify, whose queue overflowed) is judged against the command's start.
            if old is not None and (ctime >= started if old == 0 else ctime != old):
                out.append((rel, "updated"))
        return out

    def _drop_inotify(self) -> None:
        if self._ino is not None:
            self._ino.close()
            self._ino = None
        self._wd_path.clear()

    def _disable(self, why: str) -> None:
        self.disabled = why
        self.files = None
        self._memo = None
        self._drop_inotify()

    # -- events --------------------------------------------------------------------------------

    def _collect(self) -> tuple[set[str], bool]:
        """Paths that may have changed since the last read; True when that is unknowable (overflow)."""
        assert self._ino is not None
        events, overflow = self._ino.read()
        if overflow:
            return set(), True
        dirty: set[str] = set()
        new_dirs: set[str] = set()
        gone_dirs: set[str] = set()
        for wd, mask, raw in events:
            if mask & IN_IGNORED:
                self._wd_path.pop(wd, None)
                continue
            base = self._wd_path.get(wd)
            if base is None:
                continue
            if mask & (IN_DELETE_SELF | IN_MOVE_SELF):
                if base == "":
                    return set(), True  # the workspace root itself was removed or moved
                continue
            if not raw:
                continue
            name = os.fsdecode(raw)
            rel = base + "/" + name if base else name
            if mask & IN_ISDIR:
                if name in SKIP_DIR_NAMES:
                    continue
                if mask & (IN_CREATE | IN_MOVED_TO):
                    new_dirs.add(rel)
                elif mask & (IN_DELETE | IN_MOVED_FROM):
                    gone_dirs.add(rel)
                continue
            dirty.add(rel)
        if gone_dirs:
            # A directory moved away takes its files without an event per file.
            prefixes = tuple(d + "/" for d in gone_dirs)
            dirty.update(p for p in self.files or () if p.startswith(prefixes))
            stale = [wd for wd, p in self._wd_path.items() if p in gone_dirs or p.startswith(prefixes)]
            for wd in stale:
                self._ino.rm(wd)
                del self._wd_path[wd]
        if new_dirs:
            # A directory that appeared was never watched: its whole content is new to us.
            ordered = sorted(new_dirs)
            roots = [d for i, d in enumerate(ordered) if not any(d.startswith(o + "/") for o in ordered[:i])]
            found: dict[str, int] = {}
            for d in roots:
                self._scan(d, found, with_ctime=False)
            dirty.update(found)
        return dirty, False

    def _resolve(self, dirty: set[str]) -> list[tuple[str, str]]:
        """Compare each dirty path's presence now with what was known; update the known set."""
        files = self.files if self.files is not None else {}
        out: list[tuple[str, str]] = []
        safe_parent: dict[str, bool] = {}
        for rel in dirty:
            existed = rel in files
            st = None
            parent = rel.rpartition("/")[0]
            ok = safe_parent.get(parent)
            if ok is None:
                # A parent replaced by a symlink must not make us report (or hash) what it points to.
                p = self._abs(parent)
                ok = safe_parent[parent] = os.path.realpath(p) == p
            if ok:
                with contextlib.suppress(OSError):
                    st = os.lstat(self._abs(rel))
            exists = st is not None and not stat.S_ISDIR(st.st_mode)
            if st is not None and exists:
                files[rel] = st.st_ctime_ns
                out.append((rel, "updated" if existed else "created"))
            elif existed:
                del files[rel]
                out.append((rel, "deleted"))
        if len(files) > MAX_TRACKED_FILES:
            raise _TooManyFiles
        return out

    # -- reporting -----------------------------------------------------------------------------

    def _build_memo(self) -> dict[str, str] | None:
        """Every file's digest, for a small workspace (MEMO_*); None for a larger one."""
        if self.files is None or len(self.files) > MEMO_MAX_FILES:
            return None
        memo: dict[str, str] = {}
        total = 0
        for rel in self.files:
            digest, size = hash_file(self._abs(rel), MEMO_FILE_CAP)
            total += size or 0
            if total > MEMO_MAX_BYTES:
                return None
            key = self._content_key(rel, digest)
            if key is not None:
                memo[rel] = key
        return memo

    def _content_key(self, rel: str, digest: str | None) -> str | None:
        """Digest and permission bits: `chmod +x` is a change, `touch` is not."""
        if digest is None:
            return None
        try:
            return f"{digest}:{stat.S_IMODE(os.lstat(self._abs(rel)).st_mode):o}"
        except OSError:
            return None

    def _report(self, found: list[tuple[str, str]], mode: str) -> Observation:
        found.sort(key=lambda t: t[0])
        budget = HASH_BUDGET_BYTES
        changes: list[Change] = []
        memo = self._memo
        omitted = 0
        for rel, op in found:
            if len(changes) >= MAX_REPORTED_CHANGES:
                omitted += 1
                if memo is not None:
                    memo.pop(rel, None)
                continue
            if op == "deleted":
                if memo is not None:
                    memo.pop(rel, None)
                changes.append(Change(rel, op, None, None))
                continue
            digest, size = hash_file(self._abs(rel), min(HASH_CAP_BYTES, budget))
            if digest is not None and size is not None:
                budget -= size
            if memo is not None:
                key = self._content_key(rel, digest) if (size or 0) <= MEMO_FILE_CAP else None
                if op == "updated" and key is not None and memo.get(rel) == key:
                    continue  # rewritten with the same bytes and mode (`sed -i` that matched nothing, `touch`)
                if key is not None:
                    memo[rel] = key
                else:
                    memo.pop(rel, None)
            changes.append(Change(rel, op, digest, size))
        return Observation(changes, omitted, mode)


def ctime_floor_ns() -> int:
    """A time no later than the ctime the kernel stamps on any change made from now on. File
    ctimes come from the coarse real-time clock, which lags `time.time_ns()` by up to a tick."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError):
            return time.clock_gettime_ns(_CLOCK_REALTIME_COARSE)
    return time.time_ns() - CTIME_SLACK_NS


def hash_file(path: str, cap: int = HASH_CAP_BYTES) -> tuple[str | None, int | None]:
    """(sha256, size) of a regular file; sha256 is None above `cap` or for anything that is not a
    regular file. Never follows a final symlink, never blocks on a FIFO; size is what was hashed."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        try:
            return None, os.lstat(path).st_size  # a symlink (ELOOP), a socket, or gone (→ None, None)
        except OSError:
            return None, None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_size > cap:
            return None, st.st_size
        h = hashlib.sha256()
        size = 0
        while chunk := os.read(fd, 1 << 20):
            h.update(chunk)
            size += len(chunk)
        return h.hexdigest(), size
    except OSError:
        return None, None
    finally:
        os.close(fd)


_trackers: OrderedDict[str, WorkspaceTracker] = OrderedDict()


def tracker_for(root: Path) -> WorkspaceTracker:
    """The process's tracker for `root`, kept between commands so each command costs one `end()`
    (and, in inotify mode, nearly nothing when little changed)."""
    key = os.path.realpath(root)
    tracker = _trackers.get(key)
    if tracker is None:
        tracker = _trackers[key] = WorkspaceTracker(Path(key))
        while len(_trackers) > MAX_TRACKERS:
            _trackers.popitem(last=False)[1].close()
    else:
        _trackers.move_to_end(key)
    return tracker


def report_artifact(
    ctx: RunContext, *, task_id: str | None, capability: str, change: Change, summary: str, step_id: str | None
) -> dict[str, Any]:
    # Unique across runs, not only within one: the run's id is part of it (`art_<run>_<seq>_<n>`).
    artifact_id = f"art_{ctx.run_id.removeprefix('run_')}_{ctx.new_id('art').removeprefix('art_')}"
    ctx.emit(
        "file_artifact", task_id=task_id, artifact_id=artifact_id, capability=capability, path=change.path,
        operation=change.operation, summary=summary, step_id=step_id, sha256=change.sha256, size=change.size,
    )
    record = {
        "artifact_id": artifact_id, "run_id": ctx.run_id, "task_id": task_id, "capability": capability,
        "path": change.path, "operation": change.operation, "sha256": change.sha256, "size": change.size,
        "step_id": step_id, "summary": summary, "created_at": now_rfc3339(),
        "workspace_id": ctx.workspace.workspace_id if ctx.workspace else None,
        "workspace_root": str(ctx.workspace.root) if ctx.workspace else None,
    }
    ctx.store.add_artifact(ctx.emitter.redactor.value(record))
    return record
