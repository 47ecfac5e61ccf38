"""Reading a workspace in-process (no command runs): what is skipped, a bounded overview, the .docx files."""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

#: Directories that are tooling state, not the user's project: never listed, searched or protected.
SKIP_DIRS = {".git", "node_modules", "__pycache__", ".venv", "venv", ".mypy_cache", ".pytest_cache", ".tox", ".ruff_cache"}
OVERVIEW_MAX_ENTRIES = 200

#: The name a model gives the workspace itself as a path's first folder (`workspace/minutes.docx`).
_ROOT_NAME = "workspace"


def unprefixed(root: Path, raw: str) -> str:
    """`raw` without a first folder that names the workspace itself (`workspace/x.docx`, or the
    root's own name) when the root holds no entry of that name: a probe's model edited
    `workspace/guest_welcome.docx` (found by its name) and saved it there, a new folder beside the
    document it was asked to change in place."""
    parts = Path(raw).parts
    if len(parts) < 2 or Path(raw).is_absolute():
        return raw
    first = parts[0]
    if first.lower() not in (_ROOT_NAME, root.name.lower()) or os.path.lexists(root / first):
        return raw
    return str(Path(*parts[1:]))


def workspace_overview(root: Path, max_entries: int = OVERVIEW_MAX_ENTRIES, *, totals: bool = True) -> tuple[str, list[str]]:
    """A bounded, breadth-first listing (dirs first), read in-process: no command runs. With
    `totals`, each folder line gives its files and bytes at any depth (a second walk)."""
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
                lines.append(rel + "/" + _TOTAL_MARK)
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
    sums = folder_totals(root) if totals else None
    lines = [_with_total(line, sums) for line in collapse_series(lines)]
    return "\n".join(lines), files


#: A run of at least this many files in one folder named alike (differing only in numbers) is one line.
SERIES_MIN = 8
_FILE_LINE = re.compile(r"^(?P<path>.+) \((?P<size>-?\d+) B\)$")


def collapse_series(lines: list[str], min_run: int = SERIES_MIN) -> list[str]:
    """`frame-001.png … frame-240.png` in one line: the first path, the last name, the count and the
    sizes. Such runs (numbered logs, frames, scans) are most of a large listing's lines, and each
    line is prompt tokens a CPU reads at ~30 a second; the names stay recoverable from the ends."""
    out: list[str] = []
    i = 0
    while i < len(lines):
        m = _FILE_LINE.match(lines[i])
        if m is None:
            out.append(lines[i])
            i += 1
            continue
        folder, name = os.path.split(m["path"])
        key = (folder, re.sub(r"\d+", "#", name))
        j = i + 1
        sizes = [int(m["size"])]
        last = name
        while j < len(lines):
            n = _FILE_LINE.match(lines[j])
            if n is None:
                break
            f2, name2 = os.path.split(n["path"])
            if (f2, re.sub(r"\d+", "#", name2)) != key or key[1] == name2:
                break
            sizes.append(int(n["size"]))
            last = name2
            j += 1
        if j - i < min_run or key[1] == name:
            out.append(lines[i])
            i += 1
            continue
        each = f"{sizes[0]} B each" if len(set(sizes)) == 1 else f"{min(sizes)}–{max(sizes)} B, {sum(sizes)} B in all"
        out.append(f"{m['path']} … {last} ({j - i} files named alike, {each})")
        i = j
    return out


_TOTAL_MARK = "\0"
#: Files walked for the folders' totals; a larger workspace lists its folders without them.
TOTALS_MAX_FILES = 20_000


def folder_totals(root: Path, max_files: int = TOTALS_MAX_FILES) -> dict[str, tuple[int, int]] | None:
    """Per folder (relative, no trailing /): (files under it at any depth, their apparent sizes
    in bytes added up); None when the workspace holds more than `max_files` files. Symlinks are
    not followed and not counted."""
    totals: dict[str, list[int]] = {}
    seen = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS and not os.path.islink(os.path.join(dirpath, d))]
        rel = os.path.relpath(dirpath, root)
        size = 0
        count = 0
        for f in filenames:
            full = os.path.join(dirpath, f)
            try:
                st = os.lstat(full)
            except OSError:
                continue
            if not stat.S_ISREG(st.st_mode):
                continue
            size += st.st_size
            count += 1
        seen += count
        if seen > max_files:
            return None
        parts = [] if rel == "." else rel.split(os.sep)
        for i in range(1, len(parts) + 1):
            acc = totals.setdefault("/".join(parts[:i]), [0, 0])
            acc[0] += count
            acc[1] += size
    return {k: (v[0], v[1]) for k, v in totals.items()}


def _with_total(line: str, totals: dict[str, tuple[int, int]] | None) -> str:
    if not line.endswith(_TOTAL_MARK):
        return line
    folder = line[: -len(_TOTAL_MARK)]
    if totals is None:
        return folder
    count, size = totals.get(folder.rstrip("/"), (0, 0))
    return f"{folder} ({count} file{'' if count == 1 else 's'}, {size} B in all)"


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
