"""Where a failing Python test run points: the failing assertions and the code they call.

Guided terminal_exec shows this after the objective's own check fails. Measured on the agent
task suite's fix-failing-test with the embedded 1.5B model (first reply after the failing
check, six samples): with only the test output it opened the test file every time and then
"fixed" the tests; shown the failing assertion lines and the source of the functions they
call, it replied with an edit of the source three times in six, the greedy reply among them.

Everything here is read in-process from the check's output and the workspace's own files with
`ast`; nothing is imported or run. Output is bounded; files outside the workspace, test files
as the place of a definition, and unreadable or unparsable files are skipped.
"""

from __future__ import annotations

import ast
import builtins
import os
import re
from pathlib import Path

from ..workspace import SKIP_DIRS
from .terminal_text import is_test_path

#: `File "/ws/tests/test_x.py", line 8, in test_y` (unittest, plain tracebacks, pytest --tb=native).
_FRAME = re.compile(r'^\s*File "([^"]+)", line (\d+), in (\S+)', re.M)
#: pytest's `tests/test_x.py:8: AssertionError` and `tests/test_x.py:8: ` (a frame with deeper
#: ones after it), and --tb=short's `tests/test_x.py:8: in test_y`.
_PYTEST_AT = re.compile(r"^([\w./\\-]+\.py):(\d+): ?(?:in (\S+)|(\w+(?:Error|Exception|Exit)\w*))?[ \t]*$", re.M)
#: The exception line that closes a traceback: `AssertionError: 20.0 != 80.0`.
_EXC_LINE = re.compile(r"^(?:E\s+)?([\w.]*(?:Error|Exception|Failure)\w*)(?::\s?(.*))?$")

MAX_FAILURES = 6
MAX_DEFINITIONS = 4
MAX_DEFINITION_LINES = 40
MAX_CHARS = 3000
MAX_SOURCE_FILES = 200
MAX_SOURCE_BYTES = 256 * 1024
_IGNORED_CALLS = set(dir(builtins)) | {"self", "cls", "super"}


def _rel(root: Path, path: str, cwd: Path) -> str | None:
    p = Path(path)
    full = Path(os.path.realpath(p if p.is_absolute() else cwd / p))
    if full != root and root not in full.parents:
        return None
    return os.path.relpath(full, root)


def _line(root: Path, rel: str, number: int) -> str:
    try:
        lines = (root / rel).read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return ""
    return lines[number - 1].strip() if 0 < number <= len(lines) else ""


def _exception_after(output: str, start: int) -> str:
    """The first exception line after a frame: what the failing line raised."""
    for raw in output[start:].splitlines()[1:40]:
        m = _EXC_LINE.match(raw.strip())
        if m:
            return raw.strip().removeprefix("E").strip()[:200]
    return ""


def _called_names(line: str) -> list[str]:
    """The functions a source line calls, `assert*` and builtins aside (`self.assertEqual(f(1), 2)` → f)."""
    try:
        tree = ast.parse(line.rstrip(":") + (" pass" if line.rstrip().endswith(":") else ""))
    except SyntaxError:
        return re.findall(r"\b([A-Za-z_]\w*)\s*\(", line)
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            fn = node.func
            name = fn.id if isinstance(fn, ast.Name) else fn.attr if isinstance(fn, ast.Attribute) else None
            if name and not name.startswith("assert") and name not in _IGNORED_CALLS and name not in names:
                names.append(name)
    return names


def _definitions(root: Path, names: list[str]) -> list[tuple[str, int, int, str]]:
    """(file, first line, last line, source) of each named function/class/method in the
    workspace's non-test Python files, in the order of `names`."""
    found: dict[str, tuple[str, int, int, str]] = {}
    wanted = set(names)
    seen = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d not in SKIP_DIRS)
        for fname in sorted(filenames):
            if not fname.endswith(".py"):
                continue
            rel = os.path.relpath(os.path.join(dirpath, fname), root)
            if is_test_path(rel):
                continue
            seen += 1
            if seen > MAX_SOURCE_FILES:
                return [found[n] for n in names if n in found]
            path = root / rel
            try:
                if path.is_symlink() or path.stat().st_size > MAX_SOURCE_BYTES:
                    continue
                text = path.read_text(encoding="utf-8", errors="replace")
                tree = ast.parse(text)
            except (OSError, SyntaxError, ValueError):
                continue
            lines = text.splitlines()
            for node in ast.walk(tree):
                if (isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                        and node.name in wanted and node.name not in found):
                    first = min([node.lineno] + [d.lineno for d in node.decorator_list])
                    last = min(node.end_lineno or node.lineno, first + MAX_DEFINITION_LINES - 1)
                    found[node.name] = (rel, first, last, "\n".join(lines[first - 1:last]))
    return [found[n] for n in names if n in found]


def _enclosing(root: Path, rel: str, number: int) -> str | None:
    """The name of the innermost function or class around a line of a workspace file."""
    try:
        tree = ast.parse((root / rel).read_text(encoding="utf-8", errors="replace"))
    except (OSError, SyntaxError, ValueError):
        return None
    best = None
    for node in ast.walk(tree):
        if (isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                and node.lineno <= number <= (node.end_lineno or node.lineno)):
            if best is None or node.lineno >= best.lineno:
                best = node
    return best.name if best else None


def _failing_lines(root: Path, output: str, cwd: Path) -> tuple[list[tuple[str, int, str]], list[tuple[str, str]]]:
    """(test file, line, what it raised) of each failure, and (file, function) of each frame in
    a workspace file that is not a test, from tracebacks and pytest's `path:line: Error` lines."""
    failures: list[tuple[str, int, str]] = []
    source_frames: list[tuple[str, str]] = []
    for segment in re.split(r"^Traceback \(most recent call last\):$", output, flags=re.M)[1:]:
        innermost = None
        frames = list(_FRAME.finditer(segment))
        for m in frames:
            rel = _rel(root, m.group(1), cwd)
            if rel is None:
                continue
            if is_test_path(rel):
                innermost = (rel, int(m.group(2)))
            elif m.group(3) != "<module>":
                source_frames.append((rel, m.group(3)))
        if innermost:
            failures.append((*innermost, _exception_after(segment, frames[-1].end())))
    at = list(_PYTEST_AT.finditer(output))
    for i, m in enumerate(at):
        rel = _rel(root, m.group(1), cwd)
        if rel is None:
            continue
        if not is_test_path(rel):
            name = m.group(3) if m.group(3) and not m.group(3).startswith("<") else _enclosing(root, rel, int(m.group(2)))
            if name:
                source_frames.append((rel, name))
            continue
        if m.group(4):
            # pytest's default: the explanation is on the `E   ` lines just before this one.
            block: list[str] = []
            for ln in reversed(output[: m.start()].splitlines()[-40:]):
                if ln.startswith("E "):
                    block.insert(0, ln[1:].strip())
                elif ln.strip() or block:
                    break
            failures.append((rel, int(m.group(2)), (block[0] if block else m.group(4))[:200]))
            continue
        # --tb=short: frames `path:N: in name`; the innermost test frame of a failure is the one
        # not followed by another test frame before its `E   ` lines.
        end = at[i + 1].start() if i + 1 < len(at) else len(output)
        following = output[m.end():end]
        if i + 1 < len(at) and "\nE " not in following and "\n_" not in following:
            nrel = _rel(root, at[i + 1].group(1), cwd)
            if nrel is not None and is_test_path(nrel):
                continue
        raised = next((ln[1:].strip() for ln in output[m.end():].splitlines()[:60] if ln.startswith("E ")), "")
        failures.append((rel, int(m.group(2)), raised[:200]))
    return failures, source_frames


def localize_failure(root: Path, output: str, cwd: Path | None = None) -> str:
    """A short report of where a failing Python test run points, or "" when it names nothing
    in the workspace: each failing line (file:line, the line, what it raised), then the source
    of the workspace functions those lines call or the traceback passed through."""
    root = Path(os.path.realpath(root))
    failures, source_frames = _failing_lines(root, output, Path(os.path.realpath(cwd or root)))
    lines: list[str] = []
    names: list[str] = []
    seen: set[tuple[str, int]] = set()
    for rel, number, raised in failures:
        if (rel, number) in seen or len(lines) >= MAX_FAILURES:
            continue
        seen.add((rel, number))
        code = _line(root, rel, number)
        if not code:
            continue
        lines.append(f"{rel.replace(os.sep, '/')}:{number} `{code}`" + (f" -> {raised}" if raised else ""))
        names.extend(n for n in _called_names(code) if n not in names)
    # Frames in source files: where an error was raised, nearest the test first.
    names.extend(f for _, f in source_frames if f not in names)
    defs = _definitions(root, names)[:MAX_DEFINITIONS] if names else []
    if not defs:
        return ""
    parts = ["The failing lines and the code they call:", *lines]
    for rel, first, last, src in defs:
        parts.append(f"--- {rel.replace(os.sep, '/')} lines {first}-{last}:\n{src}")
    text = "\n".join(parts)
    return text if len(text) <= MAX_CHARS else text[:MAX_CHARS].rsplit("\n", 1)[0] + "\n..."
