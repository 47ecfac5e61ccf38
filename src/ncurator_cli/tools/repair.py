"""repair_search: a one-place change to the code a failing check calls that makes the check pass.

A 1.5B model shown a failing test and the function it calls rewrote docstrings, opened the test
file, or wrote the same body back (development and probe traces): most bugs in such tasks are one
operator, one bound or one slice wrong (`price * rate` for the price after a discount, `[:20]` for
the last twenty). The host tries those changes itself, as mutation testing does but the other
way round: each change to the functions the failing tests call (and the workspace functions they
call) is written into a scratch copy of the workspace and the task's own check is run there,
through the same sandbox and policy as any command; the first change under which the check
passes is the edit. Nothing is changed in the workspace here: the edit runs as a command, with
its approval, events and file artifacts, like the model's own edits.

The changes tried, in this order: a comparison's operator (`<` and `<=`, `==` and `!=`, ...),
an arithmetic operator (`+` and `-`, `*` and `/`, `//` and `/`), a factor's complement
(`x * r` as `x * (1 - r)` or `x * (1 + r)`), a slice's end (`[:n]` as `[-n:]`, `[n:]` as `[:-n]`,
`[:n]` as `[:n + 1]`), an index (`[0]` and `[-1]`), a whole number off by one, `and` and `or`,
`min` and `max`, `True` and `False`, a `not` dropped, a `range`'s end and an augmented
assignment's operator.

When no such change passes, the model writes one function again (`rewrite`): the function the
failing tests call that the others call too (the leaf of the calls), shown alone with the failing
tests' lines and their errors, in a short constrained call (`ToolEnv.ask`, its own small prompt,
not the loop's); its reply is tried in the scratch copy like a change above and kept only when
the check passes there. A bug that needs two lines changed together (a carry: seconds rounded to
60 before the minutes were) is no one-place change, and a 1.5B model shown the loop's long
prompt wrote the same lines back.
"""

from __future__ import annotations

import ast
import builtins
import json
import os
import re
import shutil
import tempfile
import textwrap
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import Field

from .base import Tool, ToolArgs, ToolEnv, ToolError
from .edit import edit_command

#: At most this many changes are tried, and for at most this long.
MAX_MUTANTS = 160
SEARCH_SECONDS = 45.0
#: A workspace copied for the search is at most this big.
MAX_FILES = 2000
MAX_BYTES = 16 * 1024 * 1024
#: The frame of a test function in a traceback and the line it failed at (unittest, pytest);
#: guided.terminal.code_under_test reads the same frames.
TEST_FRAME = re.compile(r'File "([^"\n]+)", line (\d+), in (test\w*)\n[ \t]+([^\n]+)')
#: Any frame: file, line, function.
_FRAME = re.compile(r'File "([^"\n]+)", line (\d+), in (\w+)')
#: A name called on a line: `apply(100, 0.2)`.
CALLED = re.compile(r"\b([A-Za-z_]\w*)\s*\(")
#: A test file, or a file in a test folder, of any language: `tests/`, `test_x.py`, `x_test.go`,
#: `x.test.js`, `x.spec.ts`, `conftest.py`.
TEST_FILE = re.compile(r"(?:^|/)(?:tests?/|test_[^/]*$|[^/]*_test\.[a-z]+$|[^/]*\.(?:test|spec)\.[a-z]+$|conftest\.py$)")

_BINOP_SWAP = {ast.Add: ("+", "-"), ast.Sub: ("-", "+"), ast.Mult: ("*", "/"), ast.Div: ("/", "*"),
               ast.FloorDiv: ("//", "/")}
_CMP_SWAP = {ast.Lt: ("<", ("<=", ">")), ast.LtE: ("<=", ("<", ">=")), ast.Gt: (">", (">=", "<")),
             ast.GtE: (">=", (">", "<=")), ast.Eq: ("==", ("!=",)), ast.NotEq: ("!=", ("==",))}
_AUG_SWAP = {ast.Add: ("+=", "-="), ast.Sub: ("-=", "+="), ast.Mult: ("*=", "/="), ast.Div: ("/=", "*=")}


@dataclass(frozen=True)
class Mutant:
    rel: str
    start: int  # offsets into the file's text
    end: int
    text: str  # what replaces text[start:end]
    line: int  # where (1-based), for the report


def is_test_path(rel: str) -> bool:
    """Whether a workspace-relative path is a test file or lies in a test folder (`TEST_FILE`)."""
    return bool(TEST_FILE.search(rel.replace(os.sep, "/")))


def _offsets(text: str) -> list[int]:
    """The offset of each line's start (1-based line numbers index it from 1)."""
    starts = [0, 0]
    for line in text.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    return starts


def _at(text: str, starts: list[int], lineno: int, col: int) -> int:
    """The text offset of an AST position (its column counts UTF-8 bytes)."""
    line_start = starts[lineno]
    line = text[line_start:starts[lineno + 1] if lineno + 1 < len(starts) else len(text)]
    return line_start + len(line.encode("utf-8")[:col].decode("utf-8", errors="ignore"))


def _span(text: str, starts: list[int], node: ast.AST) -> tuple[int, int]:
    return (_at(text, starts, node.lineno, node.col_offset),  # type: ignore[attr-defined]
            _at(text, starts, node.end_lineno, node.end_col_offset))  # type: ignore[attr-defined]


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            out.add(id(body[0].value))
    return out


def _gap_op(text: str, a: int, b: int, op: str) -> tuple[int, int] | None:
    """Where the operator `op` stands between offsets a and b (outside any parentheses' insides)."""
    gap = text[a:b]
    m = re.search(rf"(?<![=<>!*/+-]){re.escape(op)}(?![=<>*/])", gap)
    return (a + m.start(), a + m.end()) if m else None


def mutants_of(rel: str, text: str, functions: list[ast.AST]) -> Iterator[Mutant]:
    """The changes tried in `functions` (nodes of the parsed `text`), most likely first."""
    starts = _offsets(text)
    docs: set[int] = set()
    for f in functions:
        docs |= _docstrings(f)
    nodes = [n for f in functions for n in ast.walk(f) if hasattr(n, "lineno")]
    ordered: list[list[Mutant]] = [[] for _ in range(8)]

    def add(rank: int, start: int, end: int, new: str, node: ast.AST) -> None:
        if text[start:end] != new:
            ordered[rank].append(Mutant(rel, start, end, new, node.lineno))  # type: ignore[attr-defined]

    for n in nodes:
        if isinstance(n, ast.Compare) and len(n.ops) == 1 and type(n.ops[0]) in _CMP_SWAP:
            op, others = _CMP_SWAP[type(n.ops[0])]
            where = _gap_op(text, _span(text, starts, n.left)[1], _span(text, starts, n.comparators[0])[0], op)
            if where:
                for other in others:
                    add(0, *where, other, n)
        elif isinstance(n, ast.BinOp) and type(n.op) in _BINOP_SWAP:
            op, other = _BINOP_SWAP[type(n.op)]
            where = _gap_op(text, _span(text, starts, n.left)[1], _span(text, starts, n.right)[0], op)
            if where:
                add(1, *where, other, n)
            if isinstance(n.op, ast.Mult):
                for side in (n.right, n.left):
                    if isinstance(side, (ast.Name, ast.Attribute, ast.Subscript, ast.Call)):
                        s, e = _span(text, starts, side)
                        add(1, s, e, f"(1 - {text[s:e]})", n)
                        add(2, s, e, f"(1 + {text[s:e]})", n)
        elif isinstance(n, ast.Subscript):
            sl = n.slice
            if isinstance(sl, ast.Slice) and sl.step is None:
                s, e = _span(text, starts, sl) if hasattr(sl, "lineno") else (None, None)
                if s is not None and e is not None:
                    lo = text[slice(*_span(text, starts, sl.lower))] if sl.lower is not None else None
                    hi = text[slice(*_span(text, starts, sl.upper))] if sl.upper is not None else None
                    if lo is None and hi is not None:
                        neg = hi[1:] if hi.startswith("-") else f"-{hi}"
                        add(2, s, e, f"{neg}:", n)
                        add(4, s, e, f":{hi} + 1", n)
                        add(4, s, e, f":{hi} - 1", n)
                    elif hi is None and lo is not None:
                        neg = lo[1:] if lo.startswith("-") else f"-{lo}"
                        add(2, s, e, f":{neg}", n)
                        add(4, s, e, f"{lo} + 1:", n)
                        add(4, s, e, f"{lo} - 1:", n)
            elif isinstance(sl, ast.Constant) and sl.value in (0, -1) and not isinstance(sl.value, bool):
                s, e = _span(text, starts, sl)
                add(3, s, e, "-1" if sl.value == 0 else "0", n)
            elif isinstance(sl, ast.UnaryOp) and isinstance(sl.op, ast.USub) and isinstance(sl.operand, ast.Constant) \
                    and sl.operand.value == 1:
                s, e = _span(text, starts, sl)
                add(3, s, e, "0", n)
        elif isinstance(n, ast.BoolOp) and len(n.values) == 2:
            word, other = ("and", "or") if isinstance(n.op, ast.And) else ("or", "and")
            a, b = _span(text, starts, n.values[0])[1], _span(text, starts, n.values[1])[0]
            m = re.search(rf"\b{word}\b", text[a:b])
            if m:
                add(3, a + m.start(), a + m.end(), other, n)
        elif isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.Not):
            s, e = _span(text, starts, n)
            inner = _span(text, starts, n.operand)
            add(3, s, e, text[inner[0]:inner[1]], n)
        elif isinstance(n, ast.Call) and isinstance(n.func, ast.Name):
            if n.func.id in ("min", "max"):
                s, e = _span(text, starts, n.func)
                add(3, s, e, "max" if n.func.id == "min" else "min", n)
            elif n.func.id == "range" and n.args and not isinstance(n.args[-1 if len(n.args) < 3 else 1], ast.Constant):
                end_arg = n.args[0] if len(n.args) == 1 else n.args[1]
                s, e = _span(text, starts, end_arg)
                add(4, s, e, f"{text[s:e]} + 1", n)
                add(5, s, e, f"{text[s:e]} - 1", n)
        elif isinstance(n, ast.Constant) and id(n) not in docs:
            if isinstance(n.value, bool):
                s, e = _span(text, starts, n)
                add(3, s, e, "False" if n.value else "True", n)
            elif isinstance(n.value, int) and 0 <= n.value <= 10000:
                s, e = _span(text, starts, n)
                add(5, s, e, str(n.value + 1), n)
                if n.value > 0:
                    add(5, s, e, str(n.value - 1), n)
        elif isinstance(n, ast.AugAssign) and type(n.op) in _AUG_SWAP:
            op, other = _AUG_SWAP[type(n.op)]
            a, b = _span(text, starts, n.target)[1], _span(text, starts, n.value)[0]
            m = re.search(re.escape(op), text[a:b])
            if m:
                add(3, a + m.start(), a + m.end(), other, n)
    seen: set[tuple[int, int, str]] = set()
    for group in ordered:
        for mut in group:
            if (mut.start, mut.end, mut.text) not in seen:
                seen.add((mut.start, mut.end, mut.text))
                yield mut


def _sources(root: Path, limit: int = 400) -> dict[str, str]:
    out: dict[str, str] = {}
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d not in ("__pycache__", "venv", ".venv",
                                                                                     "node_modules"))
        for fname in sorted(filenames):
            rel = os.path.relpath(os.path.join(dirpath, fname), root)
            if fname.endswith(".py") and not is_test_path(rel):
                try:
                    out[rel] = (root / rel).read_text(encoding="utf-8")
                except (OSError, UnicodeDecodeError):
                    continue
                if len(out) >= limit:
                    return out
    return out


def under_test(root: Path, output: str) -> list[tuple[str, ast.AST]]:
    """The workspace functions (not tests) a failing check's output points at, nearest first: the
    frames in them, then the names called on the failing test lines, then the workspace functions
    those call."""
    names: list[str] = []
    for m in _FRAME.finditer(output):
        if not is_test_path(m.group(1)) and m.group(3) not in names and m.group(3) != "<module>":
            names.append(m.group(3))
    for m in TEST_FRAME.finditer(output):
        for name in CALLED.findall(m.group(4)):
            if not name.startswith(("assert", "test")) and name not in dir(builtins) and name not in names \
                    and name not in ("self", "pytest"):
                names.append(name)
    if not names:
        return []
    defs: dict[str, list[tuple[str, ast.AST]]] = {}
    for rel, text in _sources(root).items():
        try:
            tree = ast.parse(text)
        except (SyntaxError, ValueError):
            continue
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                defs.setdefault(node.name, []).append((rel, node))
    inner: list[str] = []
    for name in names:
        for _, node in defs.get(name, []):
            for call in ast.walk(node):
                if isinstance(call, ast.Call):
                    f = call.func
                    called = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
                    if called in defs and called not in names and called not in inner:
                        inner.append(called)
    return [(rel, node) for name in [*names, *inner] for rel, node in defs.get(name, [])]


@dataclass
class Found:
    rel: str
    line: int
    before: str  # the whole line(s) as they are
    after: str  # as the change makes them
    tried: int
    more: list[tuple[str, str]] = field(default_factory=list)  # a second change's (before, after), another line


def _small(root: Path) -> bool:
    total = entries = 0
    for dirpath, dirnames, filenames in os.walk(root):
        entries += len(filenames) + len(dirnames)
        for f in filenames:
            try:
                total += os.lstat(os.path.join(dirpath, f)).st_size
            except OSError:
                continue
        if entries > MAX_FILES or total > MAX_BYTES:
            return False
    return True


#: A test run's count of failing tests: unittest's "FAILED (failures=2, errors=1)", pytest's "2 failed, 1 error".
_UNITTEST_FAILED = re.compile(r"FAILED \((?:failures=(\d+))?(?:,\s*)?(?:errors=(\d+))?")
_PYTEST_FAILED = re.compile(r"\b(\d+) (?:failed|errors?)\b")
#: Pairs of changes tried after no one change passes.
MAX_PAIRS = 24


def failure_count(output: str) -> int | None:
    """How many tests a unittest or pytest run's output says failed (errors included); None when it
    says no count."""
    m = _UNITTEST_FAILED.search(output or "")
    if m and (m.group(1) or m.group(2)):
        return int(m.group(1) or 0) + int(m.group(2) or 0)
    counts = [int(n) for n in _PYTEST_FAILED.findall(output or "")]
    return sum(counts) if counts else None


def _failures(result: bool | int) -> int:
    """A check's result as its failing tests: True (passed) is 0, False (failed, no count) is many."""
    if isinstance(result, bool):
        return 0 if result else 10**6
    return int(result)


def search(root: Path, output: str, passes: Callable[[Path], bool | int], deadline: float) -> Found | None | int:
    """The first change (see the module) under which the check passes for a scratch copy of `root`;
    when none does and the check says how many tests fail (`passes` gives that count, 0 for a pass),
    the first pair of changes in one file, each of which made fewer tests fail, under which it
    passes (a probe's two boundary bugs, `>` for `>=` twice); the number of changes tried when
    none does; None when there is nothing to try."""
    targets = under_test(root, output)
    if not targets or not _small(root):
        return None
    by_file: dict[str, list[ast.AST]] = {}
    for rel, node in targets:
        by_file.setdefault(rel, []).append(node)
    texts = {rel: (root / rel).read_text(encoding="utf-8") for rel in by_file}
    trees = {rel: ast.parse(text) for rel, text in texts.items()}
    # The nodes again, from one parse per file (offsets are of that text).
    wanted = {(rel, getattr(n, "name", ""), getattr(n, "lineno", 0)) for rel, n in targets}
    functions = {rel: [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                       and (rel, n.name, n.lineno) in wanted] for rel, tree in trees.items()}
    candidates = [m for rel in by_file for m in mutants_of(rel, texts[rel], functions[rel])]
    if not candidates:
        return None
    scratch = Path(tempfile.mkdtemp(prefix="ncurator-repair-"))
    tried = 0
    baseline = failure_count(output)
    better: list[tuple[int, Mutant]] = []  # changes under which fewer tests fail

    def run(rel: str, new: str) -> int:
        (copy / rel).write_text(new, encoding="utf-8")
        try:
            return _failures(passes(copy))
        finally:
            (copy / rel).write_text(texts[rel], encoding="utf-8")
            shutil.rmtree(copy / "__pycache__", ignore_errors=True)

    try:
        copy = scratch / "w"
        shutil.copytree(root, copy, symlinks=True)
        copy = Path(os.path.realpath(copy))
        for mut in candidates[:MAX_MUTANTS]:
            if time.monotonic() >= deadline:
                break
            text = texts[mut.rel]
            new = text[:mut.start] + mut.text + text[mut.end:]
            try:
                ast.parse(new)
            except SyntaxError:
                continue
            tried += 1
            failed = run(mut.rel, new)
            if failed == 0:
                return Found(mut.rel, mut.line, *_lines(text, [mut]), tried)
            if baseline is not None and failed < baseline:
                better.append((failed, mut))
        # Two changes in one file, each of which made fewer tests fail (fewest first).
        better.sort(key=lambda b: b[0])
        pairs = [(a, b) for i, (_, a) in enumerate(better) for _, b in better[i + 1:]
                 if a.rel == b.rel and (a.end <= b.start or b.end <= a.start)]
        for a, b in pairs[:MAX_PAIRS]:
            if time.monotonic() >= deadline:
                break
            first, second = sorted((a, b), key=lambda m: m.start)
            text = texts[a.rel]
            new = (text[:first.start] + first.text + text[first.end:second.start] + second.text + text[second.end:])
            try:
                ast.parse(new)
            except SyntaxError:
                continue
            tried += 1
            if run(a.rel, new) == 0:
                found = Found(a.rel, first.line, *_lines(text, [first]), tried)
                if second.line != first.line:
                    found.more = [_lines(text, [second])]
                    return found
                return Found(a.rel, first.line, *_lines(text, [first, second]), tried)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return tried


def _lines(text: str, muts: list[Mutant]) -> tuple[str, str]:
    """(the whole line(s) the changes `muts` are on, as they are; as the changes make them)."""
    muts = sorted(muts, key=lambda m: m.start)
    first = text.rfind("\n", 0, muts[0].start) + 1
    last_nl = text.find("\n", muts[-1].end)
    last = len(text) if last_nl < 0 else last_nl
    after, at = "", first
    for m in muts:
        after += text[at:m.start] + m.text
        at = m.end
    return text[first:last], after + text[at:last]


#: Functions the model writes again when no one-place change passes, and the lines of one; each
#: function is asked greedily, then once more sampled at REWRITE_TEMPERATURE when the first reply
#: failed and at least REWRITE_SECONDS remain (the check tells a right rewrite from a wrong one).
REWRITE_FUNCTIONS = 2
REWRITE_TEMPERATURE = 0.7
REWRITE_SECONDS = 45.0
REWRITE_LINES = 60
#: Failing tests quoted in the rewrite's prompt.
REWRITE_FAILURES = 4
#: `bug` first: one sentence on what is wrong before the lines (a short reasoning the lines follow).
REWRITE_SCHEMA = {
    "type": "object",
    "properties": {"bug": {"type": "string", "maxLength": 200},
                   "lines": {"type": "array", "maxItems": REWRITE_LINES, "items": {"type": "string"}}},
    "required": ["bug", "lines"],
}
REWRITE_SYSTEM = ("You correct one Python function. Tests that are right fail against it. Say in one sentence why it "
                  "gives the wrong value, then write the function again, whole, with the bug fixed: keep its name, "
                  "arguments and docstring; change only what makes the tests fail. Reply as JSON: {\"bug\": \"why\", "
                  "\"lines\": [each line of the function, with its indentation]}.")
#: A failing equality: `self.assertEqual(f(x), want)` or `assert f(x) == want`, and its error's two sides.
_ASSERT_EQUAL = re.compile(r"^(?:self\.assertEqual\((?P<a>.+),\s*(?P<b>[^,]+)\)|assert\s+(?P<c>.+?)\s*==\s*(?P<d>.+))$")
_UNEQUAL = re.compile(r"^(?:AssertionError:\s*)?(?:assert\s+)?(?P<got>.+?)\s*(?:!=|==)\s*(?P<want>.+)$")
#: A test's error line after its frame: unittest's "AssertionError: ...", pytest's "E   assert ...".
_ERROR_AFTER = re.compile(r"^(?:E\s+)?((?:\w+\.)*\w*(?:Error|Exception)\b.*|assert\b.*)$", re.M)


def failing_lines(output: str, limit: int = REWRITE_FAILURES) -> list[tuple[str, str]]:
    """(the failing test's line, its error) for each failing test a check's output shows."""
    out: list[tuple[str, str]] = []
    for m in TEST_FRAME.finditer(output):
        err = _ERROR_AFTER.search(output, m.end())
        pair = (m.group(4).strip(), err.group(1).strip()[:300] if err else "")
        if pair not in out:
            out.append(pair)
    return out[:limit]


def said_failure(line: str, err: str) -> str:
    """A failing test line and its error as the rewrite's prompt quotes them: an equality as what
    the call returned and what the test expects ("hhmm(2.999) returned '2:60'; the test expects
    '3:00'"), which a small model reads more surely than unittest's `'2:60' != '3:00'`."""
    eq, uneq = _ASSERT_EQUAL.match(line.strip()), _UNEQUAL.match(err.strip())
    call = (eq.group("a") or eq.group("c")) if eq else ""
    balanced = all(call.count(o) == call.count(c) for o, c in ("()", "[]", "{}"))
    if eq and uneq and balanced and "Lists differ" not in err and "Dicts differ" not in err:
        return f"  {call} returned {uneq.group('got').strip()}; the test expects {uneq.group('want').strip()}"
    return f"  {line}\n    -> {err}" if err else f"  {line}"


def rewrite_targets(root: Path, output: str) -> list[tuple[str, ast.AST]]:
    """The functions to write again, most likely first: of those the failing tests call, the ones
    another of them calls (the bug a caller's test meets too), then the rest, then what they call."""
    targets = under_test(root, output)
    on_lines = {n for m in TEST_FRAME.finditer(output) for n in CALLED.findall(m.group(4))}
    called: set[str] = set()
    for _, node in targets:
        for c in ast.walk(node):
            if isinstance(c, ast.Call):
                f = c.func
                name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
                if name != getattr(node, "name", ""):
                    called.add(name)
    seen: set[tuple[str, str]] = set()
    unique = []
    for rel, node in targets:
        key = (rel, getattr(node, "name", ""))
        if key not in seen:
            seen.add(key)
            unique.append((rel, node))

    def rank(item: tuple[str, ast.AST]) -> int:
        name = getattr(item[1], "name", "")
        return 0 if name in on_lines and name in called else 1 if name in on_lines else 2
    return sorted(unique, key=rank)


def _function_text(text: str, node: ast.AST) -> tuple[int, int, str]:
    """(first line, last line, the lines) of a function with its decorators (1-based, inclusive)."""
    first = min([node.lineno, *(d.lineno for d in getattr(node, "decorator_list", []))])  # type: ignore[attr-defined]
    last = node.end_lineno or node.lineno  # type: ignore[attr-defined]
    lines = text.splitlines(keepends=True)
    return first, last, "".join(lines[first - 1:last])


def rewritten(reply: str, name: str, indent: str) -> str | None:
    """The function `name` a rewrite's reply holds, indented as the original (`indent`), ending in a
    newline; None when the reply holds no such function."""
    try:
        lines = json.loads(reply).get("lines")
    except (ValueError, AttributeError):
        return None
    if not isinstance(lines, list) or not all(isinstance(x, str) for x in lines):
        return None
    code = "\n".join(x for x in lines if not x.strip().startswith("```"))
    code = textwrap.dedent(code)
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return None
    found = [n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == name]
    if len(found) != 1:
        return None
    _, _, body = _function_text(code, found[0])
    return textwrap.indent(body.rstrip() + "\n", indent)


def rewrite(root: Path, output: str, passes: Callable[[Path], bool | int], ask: Callable[..., str],
            deadline: float) -> Found | None:
    """A function of the code under test written again by the model (the module's docstring) under
    which the check passes in a scratch copy of `root`; None when none does."""
    failures = failing_lines(output)
    targets = rewrite_targets(root, output)[:REWRITE_FUNCTIONS]
    if not failures or not targets or not _small(root):
        return None
    quoted = "\n".join(said_failure(line, err) for line, err in failures)
    scratch = Path(tempfile.mkdtemp(prefix="ncurator-rewrite-"))
    try:
        copy = scratch / "w"
        shutil.copytree(root, copy, symlinks=True)
        copy = Path(os.path.realpath(copy))
        for rel, node in targets:
            if time.monotonic() >= deadline:
                break
            text = (root / rel).read_text(encoding="utf-8")
            first, last, before = _function_text(text, node)
            if last - first + 1 > REWRITE_LINES:
                continue
            name = getattr(node, "name", "")
            indent = re.match(r"[ \t]*", before).group(0)  # type: ignore[union-attr]
            user = (f"These tests fail (each: the test's line, then its error):\n{quoted}\n\n"
                    f"The function {name} in {rel}, as it is:\n{textwrap.dedent(before)}\n"
                    f"Write {name} again, whole, so that these tests pass.")
            for temperature in (0.0, REWRITE_TEMPERATURE):
                if temperature and deadline - time.monotonic() < REWRITE_SECONDS:
                    break
                try:
                    reply = ask(REWRITE_SYSTEM, user, REWRITE_SCHEMA, temperature) if temperature else \
                        ask(REWRITE_SYSTEM, user, REWRITE_SCHEMA)
                except Exception:  # noqa: BLE001 - no reply (a model error, the budget's end): the loop's model fixes it
                    return None
                after = rewritten(reply, name, indent)
                if after is None or after.strip() == before.strip():
                    continue
                lines = text.splitlines(keepends=True)
                new = "".join(lines[:first - 1]) + after + "".join(lines[last:])
                try:
                    ast.parse(new)
                except SyntaxError:
                    continue
                (copy / rel).write_text(new, encoding="utf-8")
                try:
                    ok = _failures(passes(copy)) == 0
                finally:
                    (copy / rel).write_text(text, encoding="utf-8")
                    shutil.rmtree(copy / "__pycache__", ignore_errors=True)
                if ok:
                    return Found(rel, first, before.rstrip("\n"), after.rstrip("\n"), 1)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return None


class RepairArgs(ToolArgs):
    check: str = Field(description="the task's check command (it must pass after the change)")
    output: str = Field("", description="the check's failing output")
    cwd: str = Field(".", description="the folder the check runs from, relative to the workspace root")


def _repair_command(env: ToolEnv, a: RepairArgs) -> str:
    if env.scratch_check is None:
        raise ToolError("searching for a repair needs the sandbox to run the check in a copy of the workspace")
    runner = env.scratch_check
    deadline = min(env.deadline or float("inf"), time.monotonic() + SEARCH_SECONDS)
    found = search(env.root, a.output, lambda copy: runner(a.check, copy, a.cwd), deadline)
    if found is None:
        raise ToolError("no one-place change to try: the failing output names no workspace function with an "
                        "operator, bound or slice to change")
    tried = found if isinstance(found, int) else 0
    rewrote = None
    if isinstance(found, int) and env.ask is not None:
        rewrote = rewrite(env.root, a.output, lambda copy: runner(a.check, copy, a.cwd), env.ask,
                          env.deadline or time.monotonic() + SEARCH_SECONDS)
    if isinstance(found, int) and rewrote is None:
        raise ToolError(f"no one-place change to the code the failing tests call makes `{a.check}` pass "
                        f"({tried} tried): the fix is yours to find")
    found = rewrote or found
    assert isinstance(found, Found)
    text = (env.root / found.rel).read_text(encoding="utf-8")
    changes = [(found.before, found.after), *found.more]
    for before, after in changes:
        if text.count(before) != 1:
            raise ToolError(f"a change at {found.rel} line {found.line} makes `{a.check}` pass, but its line is not "
                            f"unique in the file: `{before.strip()}` -> `{after.strip()}`")
    if rewrote is not None:
        name = re.search(r"def\s+(\w+)", rewrote.before)
        env.stop(f"repair_search: in {found.rel} line {found.line}, the function {name.group(1) if name else ''} written "
                 f"again (no one-place change of {tried} passed) makes `{a.check}` pass in a copy of the workspace")
        return edit_command(found.rel, changes)
    said = "; ".join(f"`{before.strip()}` -> `{after.strip()}`" for before, after in changes)
    env.stop(f"repair_search: in {found.rel} line {found.line}, {said} make{'s' if len(changes) == 1 else ''} "
             f"`{a.check}` pass in a copy of the workspace ({found.tried} changes tried)")
    return edit_command(found.rel, changes)


#: Host-only: after a fix task's check fails before the first turn.
REPAIR_SEARCH = Tool(
    "repair_search",
    "Try one-place changes (an operator, a bound, a slice, an off-by-one) to the code a failing check calls, each in "
    "a scratch copy of the workspace, and make the first under which the check passes.",
    RepairArgs, command_fn=_repair_command,
)
