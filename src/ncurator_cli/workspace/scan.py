"""Reading a workspace in-process (no command runs): what is skipped, a bounded overview, the .docx files."""

from __future__ import annotations

import os
from pathlib import Path

#: Directories that are tooling state, not the user's project: never listed, searched or protected.
SKIP_DIRS = {".git", "node_modules", "__pycache__", ".venv", "venv", ".mypy_cache", ".pytest_cache", ".tox", ".ruff_cache"}
OVERVIEW_MAX_ENTRIES = 200


def workspace_overview(root: Path, max_entries: int = OVERVIEW_MAX_ENTRIES) -> tuple[str, list[str]]:
    """A bounded, breadth-first listing (dirs first), read in-process: no command runs."""
    lines: list[str] = []
    files: list[str] = []
    queue: list[Path] = [root]
    truncated = False
    while queue:
        d = queue.pop(0)
        try:
            entries = sorted(os.scandir(d), key=lambda e: (not e.is_dir(follow_symlinks=False), e.name))
        except OSError:
            continue
        for e in entries:
            if e.name in SKIP_DIRS:
                continue
            rel = os.path.relpath(e.path, root)
            if len(lines) >= max_entries:
                truncated = True
                break
            if e.is_symlink():
                lines.append(f"{rel} -> {os.readlink(e.path)}")
            elif e.is_dir(follow_symlinks=False):
                lines.append(rel + "/")
                queue.append(Path(e.path))
            else:
                try:
                    size = e.stat(follow_symlinks=False).st_size
                except OSError:
                    size = -1
                lines.append(f"{rel} ({size} B)")
                files.append(rel)
        if truncated:
            break
    if truncated:
        lines.append(f"… (listing stopped at {max_entries} entries)")
    return "\n".join(lines), files


def docx_files_in(root: Path | None, limit: int = 50) -> list[str]:
    if root is None:
        return []
    found: list[str] = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if not d.startswith(".")]
        for f in filenames:
            if f.lower().endswith(".docx") and not f.startswith("~$"):
                found.append(os.path.relpath(os.path.join(dirpath, f), root))
                if len(found) >= limit:
                    return sorted(found)
    return sorted(found)
