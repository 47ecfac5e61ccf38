"""What an objective forbids terminal_exec to change, made read-only in the sandbox.

"Fix the bug so all tests pass. Do not modify the tests." is an instruction a user expects to
hold, and a small model breaks it: on the agent task suite it edited the test file with `sed`
until the tests "passed". The sentences recognised here become bubblewrap binds for every
command of the task (its trial runs too), so a write there fails with "Read-only file system":

- "do not modify/change/edit/touch/alter/overwrite the tests" (also "test files", "unit tests",
  "any tests"): every folder named `tests`/`test` and every test file (`test_*.py`, `*_test.go`,
  `*.spec.ts`, `conftest.py`) in the workspace;
- "... files outside DIR": the whole workspace except DIR (which must be a folder in it);
- "... FILE" for a workspace file the sentence names (`config.yaml`, `data/base.csv`).

Anything else ("do not change the existing lines") is not a path and is left to the model. Paths
are workspace-relative and must exist when the task starts; symlinks are not followed out.
Without a sandbox that can bind paths (no bubblewrap) nothing is enforced, and the task's
`activity` says so.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..workspace import SKIP_DIRS
from .terminal_text import is_test_path

_VERB = r"(?:do\s+not|don't|never|without)\s+(?:modify(?:ing)?|chang(?:e|ing)|edit(?:ing)?|touch(?:ing)?|alter(?:ing)?|overwrit(?:e|ing))"
_TESTS = re.compile(_VERB + r"\s+(?:any\s+(?:of\s+)?)?(?:the\s+)?(?:existing\s+)?(?:unit\s+)?tests?(?:\s+files?)?\b", re.I)
_OUTSIDE = re.compile(_VERB + r"\s+(?:any\s+)?(?:files?|anything)\s+outside\s+(?:of\s+)?(?:the\s+)?`?([\w./-]+?)/?`?(?=[\s.,;:)]|$)", re.I)
_FILE = re.compile(_VERB + r"\s+(?:the\s+)?(?:file\s+)?`?([\w-]+(?:/[\w.-]+)*\.[A-Za-z0-9]+)`?", re.I)
_TEST_DIRS = {"tests", "test"}
MAX_PATHS = 64


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
        return shown + (f" and {len(self.read_only) - 8} more" if len(self.read_only) > 8 else "")

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


def _test_paths(root: Path) -> list[str]:
    out: list[str] = []
    for dirpath, dirnames, filenames in os.walk(root):
        rel_dir = os.path.relpath(dirpath, root)
        keep = []
        for d in sorted(dirnames):
            if d in SKIP_DIRS or d.startswith("."):
                continue
            if d.lower() in _TEST_DIRS:
                out.append(os.path.normpath(os.path.join(rel_dir, d)))
            else:
                keep.append(d)
        dirnames[:] = keep  # a test folder is protected whole: no need to go in
        for f in sorted(filenames):
            rel = os.path.normpath(os.path.join(rel_dir, f))
            if is_test_path(rel) or f == "conftest.py":
                out.append(rel)
        if len(out) > MAX_PATHS:
            break
    return out[:MAX_PATHS]


def protection(objective: str, workspace: Path) -> Protection:
    """The paths the objective says not to change, as they exist in `workspace` now."""
    root = Path(os.path.realpath(workspace))
    prot = Protection()
    if _TESTS.search(objective):
        tests = _test_paths(root)
        if tests:
            prot.read_only += tests
            prot.why.append("the task says not to modify the tests")
    for m in _OUTSIDE.finditer(objective):
        rel = _inside(root, m.group(1))
        if rel and rel != "." and (root / rel).is_dir():
            prot.read_only = ["."]
            prot.writable.append(rel)
            prot.why.append(f"the task says not to change files outside {rel}/")
    for m in _FILE.finditer(objective):
        rel = _inside(root, m.group(1))
        if rel and rel != "." and rel not in prot.read_only:
            prot.read_only.append(rel)
            prot.why.append(f"the task says not to change {rel}")
    if "." in prot.read_only:  # the whole workspace: what else was named is inside it
        prot.read_only = ["."]
    return prot
