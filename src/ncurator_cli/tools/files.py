"""File tools: find files, read a line range, grep / count per file."""

from __future__ import annotations

import os
from collections import defaultdict
from pathlib import Path
from typing import Literal

from pydantic import Field

from .base import Tool, ToolArgs, ToolEnv, ToolError, ToolResult, compile_regex, glob_match, read_capped


def open_text_lines(path: Path, env: ToolEnv) -> list[str] | None:
    """The lines of a text file (a `.gz` file decompressed), or None for a binary file.
    At most `env.max_file_bytes` are read."""
    raw = read_capped(path, env)
    if b"\x00" in raw[:8192]:
        return None
    return raw.decode("utf-8", errors="replace").splitlines()


# ------------------------------------------------------------------------------------- find_files


class FindFilesArgs(ToolArgs):
    path: str = Field(".", description="folder to search, relative to the workspace root")
    glob: str = Field("*", description="file name pattern like *.csv, or a path pattern like data/**/*.json")
    recursive: bool = Field(True, description="search sub-folders too")
    min_size: int | None = Field(None, ge=0, description="only files of at least this many bytes")
    max_size: int | None = Field(None, ge=0, description="only files of at most this many bytes")
    sort: Literal["path", "size", "mtime"] = "path"
    descending: bool = False
    folder_totals: bool = Field(False, description="also total the sizes per sub-folder of path")
    limit: int = Field(200, ge=1, le=2000, description="files listed at most")


def _find(env: ToolEnv, a: FindFilesArgs) -> ToolResult:
    start = env.resolve(a.path)
    if not start.is_dir():
        raise ToolError(f"{a.path} is not a folder")
    rows: list[tuple[str, int, float]] = []
    patterns = [a.glob]
    if a.recursive and "/" in a.glob.strip("/") and "**" not in a.glob:
        # Recursive: `assets/*` or `data/*.csv` means that name at any depth under the folder (a
        # one-level glob with recursive=true found nothing when the files sit in sub-folders).
        folder, _, name = a.glob.rstrip("/").rpartition("/")
        patterns.append(f"{folder}/**/{name or '*'}")
    for f in env.walk(start, recursive=a.recursive):
        rel = env.rel(f)
        in_start = os.path.relpath(f, start).replace(os.sep, "/")
        if not any(glob_match(in_start, g) or glob_match(rel, g) for g in patterns):
            continue
        try:
            st = f.stat()
        except OSError:
            continue
        if a.min_size is not None and st.st_size < a.min_size:
            continue
        if a.max_size is not None and st.st_size > a.max_size:
            continue
        rows.append((rel, st.st_size, st.st_mtime))
    key = {"path": lambda r: r[0], "size": lambda r: (r[1], r[0]), "mtime": lambda r: (r[2], r[0])}[a.sort]
    rows.sort(key=key, reverse=a.descending)
    total = sum(r[1] for r in rows)
    lines = [f"{len(rows)} files, {total} bytes in all (size in bytes, path):"]
    lines += [f"{size}\t{rel}" for rel, size, _ in rows[: a.limit]]
    if len(rows) > a.limit:
        lines.append(f"… {len(rows) - a.limit} more files not listed (limit={a.limit})")
    data: dict[str, object] = {"count": len(rows), "total_bytes": total,
                               "files": [{"path": r, "size": s} for r, s, _ in rows[: a.limit]]}
    if a.folder_totals:
        sums: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        for rel, size, _ in rows:
            inner = os.path.relpath(env.root / rel, start).replace(os.sep, "/")
            top = inner.split("/", 1)[0] if "/" in inner else "(files directly in the folder)"
            sums[top][0] += size
            sums[top][1] += 1
        ordered = sorted(sums.items(), key=lambda kv: (-kv[1][0], kv[0]))
        lines.append("Totals per sub-folder (bytes, files, folder):")
        lines += [f"{b}\t{n}\t{name}" for name, (b, n) in ordered]
        data["folders"] = [{"folder": k, "bytes": v[0], "files": v[1]} for k, v in ordered]
    return ToolResult("\n".join(lines), data)


FIND_FILES = Tool(
    "find_files",
    "List files under a folder by name pattern and size (recursive by default), with sizes; "
    "folder_totals sums sizes per sub-folder.",
    FindFilesArgs, _find,
)


# ------------------------------------------------------------------------------------- read_file


class ReadFileArgs(ToolArgs):
    path: str = Field(description="file relative to the workspace root (.gz files are decompressed)")
    start_line: int = Field(1, ge=1, description="first line to show (1-based)")
    end_line: int | None = Field(None, ge=1, description="last line to show (default: 200 lines from start_line)")


READ_MAX_LINES = 400


def _read(env: ToolEnv, a: ReadFileArgs) -> ToolResult:
    full = env.resolve(a.path)
    if full.is_dir():
        raise ToolError(f"{a.path} is a folder; use find_files to list it")
    lines = open_text_lines(full, env)
    if lines is None:
        raise ToolError(f"{a.path} is a binary file" + ("; use docx_read for a Word document" if full.suffix == ".docx" else ""))
    end = a.end_line if a.end_line is not None else a.start_line + 199
    end = min(end, a.start_line + READ_MAX_LINES - 1, len(lines))
    shown = lines[a.start_line - 1 : end]
    head = f"{env.rel(full)}: lines {a.start_line}-{end} of {len(lines)}" if shown else f"{env.rel(full)}: {len(lines)} lines"
    body = "\n".join(f"{i}: {line}" for i, line in enumerate(shown, start=a.start_line))
    more = f"\n… lines {end + 1}-{len(lines)} not shown" if end < len(lines) else ""
    return ToolResult(f"{head}\n{body}{more}".rstrip(), {"path": env.rel(full), "lines": len(lines),
                                                        "start_line": a.start_line, "end_line": end})


READ_FILE = Tool(
    "read_file",
    "Show a text file's lines (numbered) from start_line to end_line.",
    ReadFileArgs, _read,
)


# ------------------------------------------------------------------------------------- grep


class GrepArgs(ToolArgs):
    pattern: str = Field(description="a Python regular expression (or plain text with literal=true)")
    path: str = Field(".", description="file or folder to search, relative to the workspace root")
    glob: str = Field("*", description="only files whose name matches, e.g. *.py or logs/*.log*")
    ignore_case: bool = False
    literal: bool = Field(False, description="match the pattern as plain text, not a regex")
    count_only: bool = Field(False, description="only the number of matching lines and matches per file")
    max_matches: int = Field(200, ge=1, le=5000, description="matching lines shown at most")


def _grep(env: ToolEnv, a: GrepArgs) -> ToolResult:
    rx = compile_regex(a.pattern, ignore_case=a.ignore_case, literal=a.literal)
    start = env.resolve(a.path)
    per_file: list[tuple[str, int, int]] = []
    shown: list[str] = []
    skipped_binary = 0
    for f in env.walk(start):
        rel = env.rel(f)
        if start.is_dir() and not (glob_match(rel, a.glob) or glob_match(os.path.relpath(f, start), a.glob)):
            continue
        lines = open_text_lines(f, env)
        if lines is None:
            skipped_binary += 1
            continue
        n_lines = n_matches = 0
        for i, line in enumerate(lines, start=1):
            hits = len(rx.findall(line))
            if not hits:
                continue
            n_lines += 1
            n_matches += hits
            if not a.count_only and len(shown) < a.max_matches:
                shown.append(f"{rel}:{i}: {line[:300]}")
        if n_lines:
            per_file.append((rel, n_lines, n_matches))
        if env.out_of_time():
            env.stop("stopped early: the time limit was reached")
            break
    total_lines = sum(p[1] for p in per_file)
    total_matches = sum(p[2] for p in per_file)
    out = [f"{total_lines} matching lines ({total_matches} matches) in {len(per_file)} files"]
    out.append("Per file (matching lines, matches, path):")
    out += [f"{n}\t{m}\t{rel}" for rel, n, m in per_file]
    if not a.count_only and shown:
        out.append("Matching lines (path:line: text):")
        out += shown
        if total_lines > len(shown):
            out.append(f"… {total_lines - len(shown)} more matching lines not shown")
    if skipped_binary:
        out.append(f"({skipped_binary} binary files skipped)")
    return ToolResult("\n".join(out), {
        "files": [{"path": r, "lines": n, "matches": m} for r, n, m in per_file],
        "total_lines": total_lines, "total_matches": total_matches})


GREP = Tool(
    "grep",
    "Search text files for a regex: matching lines with line numbers and, per file, how many lines "
    "and matches (count_only for counts alone).",
    GrepArgs, _grep,
)
