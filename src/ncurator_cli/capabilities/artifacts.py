"""Artifacts by observation: snapshot the workspace before and after an action and report what
changed. Parsing a command to guess what it writes misses `python script.py`; observing doesn't."""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..runtime.context import RunContext

HASH_CAP_BYTES = 64 * 1024 * 1024
SKIP_DIR_NAMES = {".git"}  # git internals change on every git command; they are not the user's files

Stamp = tuple[int, int, int, int]  # size, mtime_ns, ctime_ns, inode


def snapshot(root: Path, *, max_files: int = 500_000) -> dict[str, Stamp]:
    """Map of workspace-relative file path → (size, mtime_ns, ctime_ns, inode). Symlinks are
    recorded as themselves (lstat), never followed out of the workspace."""
    out: dict[str, Stamp] = {}
    root_s = str(root)
    prefix_len = len(root_s) + 1
    stack = [root_s]
    while stack:
        d = stack.pop()
        try:
            it = os.scandir(d)
        except OSError:
            continue
        with it:
            for e in it:
                try:
                    if e.is_dir(follow_symlinks=False):
                        if e.name not in SKIP_DIR_NAMES or d != root_s:
                            stack.append(e.path)
                        continue
                    st = e.stat(follow_symlinks=False)
                except OSError:
                    continue
                out[e.path[prefix_len:]] = (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino)
                if len(out) >= max_files:
                    return out
    return out


def sha256_file(path: Path, cap: int = HASH_CAP_BYTES) -> str | None:
    try:
        if path.is_symlink() or path.stat().st_size > cap:
            return None
        h = hashlib.sha256()
        with path.open("rb") as fh:
            for block in iter(lambda: fh.read(1 << 20), b""):
                h.update(block)
        return h.hexdigest()
    except OSError:
        return None


@dataclass
class Change:
    path: str
    operation: str  # created | updated | deleted
    sha256: str | None
    size: int | None


def diff(root: Path, before: dict[str, Stamp], after: dict[str, Stamp]) -> list[Change]:
    changes: list[Change] = []
    for rel, stamp in after.items():
        old = before.get(rel)
        if old is None:
            changes.append(Change(rel, "created", sha256_file(root / rel), stamp[0]))
        elif old != stamp:
            changes.append(Change(rel, "updated", sha256_file(root / rel), stamp[0]))
    for rel in before.keys() - after.keys():
        changes.append(Change(rel, "deleted", None, None))
    changes.sort(key=lambda c: c.path)
    return changes


def report_artifact(
    ctx: RunContext, *, task_id: str | None, capability: str, change: Change, summary: str, step_id: str | None
) -> dict[str, Any]:
    from ..events import now_rfc3339

    artifact_id = ctx.new_id("art")
    ctx.emit(
        "file_artifact", task_id=task_id, artifact_id=artifact_id, capability=capability, path=change.path,
        operation=change.operation, summary=summary, step_id=step_id, sha256=change.sha256, size=change.size,
    )
    record = {
        "artifact_id": artifact_id, "run_id": ctx.run_id, "task_id": task_id, "capability": capability,
        "path": change.path, "operation": change.operation, "sha256": change.sha256, "size": change.size,
        "step_id": step_id, "summary": summary, "created_at": now_rfc3339(),
    }
    ctx.store.add_artifact(ctx.emitter.redactor.value(record))
    return record
