"""What the objective's intent says must not change, made read-only in the sandbox.

objective/intent.py reads the objective once: paths it says to leave unchanged (`keep`: "leave
contacts.csv as it is") and folders it confines writes to (`only`: "do not touch files outside
notes/"). Here they become bubblewrap binds for every command of the task (its trial runs too),
so a write there fails with "Read-only file system". A question's task is read-only whole (the
sandbox runs it with read_only). Paths are workspace-relative and must exist when the task
starts; symlinks are not followed out. Without a sandbox that can bind paths (no bubblewrap)
nothing is enforced, and the task's `activity` says so.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class Protection:
    """Workspace-relative paths bound read-only, then paths bound writable again on top of them."""

    read_only: list[str] = field(default_factory=list)
    writable: list[str] = field(default_factory=list)
    why: list[str] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.read_only)

    def describe(self) -> str:
        if self.writable and self.read_only == ["."]:
            return "everything except " + ", ".join(f"{w}/" for w in self.writable)
        shown = ", ".join(self.read_only[:8])
        shown += f" and {len(self.read_only) - 8} more" if len(self.read_only) > 8 else ""
        return shown + (f" (but {', '.join(self.writable)}, which the task changes)" if self.writable else "")

    def binds(self, workspace: Path) -> list[tuple[str, bool]]:
        """(absolute path, writable) in bind order, for a copy of the workspace too."""
        root = os.path.realpath(workspace)
        out: list[tuple[str, bool]] = []
        for rel, writable in [(p, False) for p in self.read_only] + [(p, True) for p in self.writable]:
            full = os.path.realpath(os.path.join(root, rel))
            if (full == root or full.startswith(root.rstrip("/") + "/")) and os.path.exists(full):
                out.append((full, writable))
        return out


def _inside(root: Path, rel: str) -> str | None:
    full = Path(os.path.realpath(root / rel))
    if full != root and root not in full.parents:
        return None
    return os.path.relpath(full, root) if full.exists() else None


def protection(intent: Any, workspace: Path) -> Protection:
    """The paths the intent says not to change, as they exist in `workspace` now."""
    root = Path(os.path.realpath(workspace))
    prot = Protection()
    if intent is None:
        return prot
    for d in getattr(intent, "only", None) or []:
        rel = _inside(root, d)
        if rel and rel != "." and (root / rel).is_dir():
            prot.read_only = ["."]
            prot.writable.append(rel)
            prot.why.append(f"the task says not to change files outside {rel}/")
    for p in getattr(intent, "keep", None) or []:
        rel = _inside(root, p)
        if rel and rel != "." and rel not in prot.read_only:
            prot.read_only.append(rel)
            prot.why.append(f"the task says to leave {rel} unchanged")
    if "." in prot.read_only:  # the whole workspace: what else was named is inside it
        prot.read_only = ["."]
    for out in getattr(intent, "outputs", None) or []:
        # An output inside a kept folder ("fix docs/intro.md; leave everything else in docs/
        # unchanged") stays writable: bound again on top (an existing file; a new one cannot be).
        rel = _inside(root, out)
        if (rel and rel != "." and rel not in prot.writable and rel not in prot.read_only
                and any(k == "." or rel.startswith(k.rstrip("/") + "/") for k in prot.read_only)):
            prot.writable.append(rel)
    return prot
