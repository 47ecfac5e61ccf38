"""The contract of a typed tool: pydantic arguments, a deterministic host function, bounds.

The model only chooses a tool and its arguments; the host computes the result. Every tool:

- validates its arguments with a pydantic model (the JSON Schema the model is offered is
  derived from that model, so the schema and the validation cannot drift apart);
- resolves every path inside the workspace (symlinks included) or fails with a one-line error;
- is bounded: a deadline (checked while it walks or reads), a cap on files scanned and bytes
  read, and an output cap (the text the model reads; `truncated` says when it was cut);
- is deterministic: the same workspace and arguments give the same text (sorted walks).

Read tools only read. Write tools (`read_only = False`) compute nothing themselves: they turn
their arguments into a shell command (`Tool.command`) that the capability runs through its one
safe command path (classification, approval, sandbox, artifacts), so a write by a typed tool is
decided, sandboxed and reported exactly like a command the model wrote.
"""

from __future__ import annotations

import fnmatch
import gzip
import os
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from ..protocol.tools import ToolSpec
from ..workspace.scan import unprefixed

#: Folders no tool walks into (version control, dependencies, caches).
SKIP_DIRS = frozenset(
    {".git", ".hg", ".svn", "node_modules", "__pycache__", ".venv", "venv", ".mypy_cache", ".pytest_cache",
     ".tox", ".ruff_cache"}
)


class ToolError(Exception):
    """A call that cannot be answered (bad path, bad pattern, unreadable file): the message is
    one line the model reads and can act on."""


class ToolArgs(BaseModel):
    """Base of every tool's arguments: unknown keys are an error (a misspelt argument would
    otherwise be ignored silently)."""

    model_config = ConfigDict(extra="forbid")


@dataclass
class ToolEnv:
    """Where and within what bounds a tool runs."""

    root: Path
    #: `time.monotonic()` value after which a tool stops and says so.
    deadline: float | None = None
    max_output_chars: int = 6000
    max_files: int = 5000
    max_file_bytes: int = 8 * 1024 * 1024
    #: Applied to text the model reads (secrets in files).
    redact: Callable[[str], str] | None = None
    notes: list[str] = field(default_factory=list)
    #: The task's own words: a tool over many files says which of them the words single out.
    task_words: str = ""
    #: A constrained model call a tool may make (system, user, JSON Schema) -> the reply's text;
    #: None where the host has no model for tools (judge.py).
    ask: Callable[..., str] | None = None  # (system, user, schema, temperature=0.0) -> the reply
    #: Runs a check command in a scratch copy of the workspace (its root given, and the folder in it
    #: to run from) through the sandbox and the policy, and says whether it passed; None where the
    #: host has no such run (repair.py).
    scratch_check: Callable[[str, Path, str], bool | int] | None = None  # True, or the failing tests (repair)

    def __post_init__(self) -> None:
        self.root = Path(os.path.realpath(self.root))

    # -- bounds ---------------------------------------------------------------------------------
    def out_of_time(self) -> bool:
        return self.deadline is not None and time.monotonic() >= self.deadline

    def stop(self, why: str) -> None:
        if why not in self.notes:
            self.notes.append(why)

    # -- paths ----------------------------------------------------------------------------------
    def resolve(self, rel: str, *, must_exist: bool = True) -> Path:
        """`rel` (workspace-relative; an absolute path inside the workspace is accepted) as a
        real path inside the workspace, or a ToolError."""
        text = (rel or ".").strip()
        if "\x00" in text:
            raise ToolError("a path cannot contain a NUL byte")
        path = Path(unprefixed(self.root, text))
        full = Path(os.path.realpath(path if path.is_absolute() else self.root / path))
        if full != self.root and not full.is_relative_to(self.root):
            raise ToolError(f"{rel!r} is outside the workspace; use a path relative to the workspace root")
        if must_exist and not full.exists():
            raise ToolError(f"no such file or folder: {rel}")
        return full

    def rel(self, full: Path) -> str:
        r = os.path.relpath(full, self.root)
        return "." if r == "." else r.replace(os.sep, "/")

    def walk(self, start: Path, *, recursive: bool = True, dirs: bool = False) -> Iterator[Path]:
        """Files (and folders when `dirs`) under `start`, sorted, skipping SKIP_DIRS and symlinked
        folders, at most `max_files` files (then a note)."""
        if start.is_file():
            yield start
            return
        count = 0
        stack = [start]
        while stack:
            folder = stack.pop()
            try:
                entries = sorted(os.scandir(folder), key=lambda e: e.name)
            except OSError:
                continue
            subdirs: list[Path] = []
            for e in entries:
                if self.out_of_time():
                    self.stop("stopped early: the time limit was reached")
                    return
                try:
                    is_dir = e.is_dir(follow_symlinks=False)
                except OSError:
                    continue
                if is_dir:
                    if e.name in SKIP_DIRS:
                        continue
                    if dirs:
                        yield Path(e.path)
                    subdirs.append(Path(e.path))
                elif e.is_file(follow_symlinks=False):
                    count += 1
                    if count > self.max_files:
                        self.stop(f"stopped after {self.max_files} files")
                        return
                    yield Path(e.path)
            if recursive:
                stack.extend(reversed(subdirs))


def glob_match(rel: str, pattern: str) -> bool:
    """A glob against a workspace-relative path: `*.csv` matches by file name anywhere,
    `data/*.csv` / `**/x.py` against the whole path (`**` spans folders)."""
    if not pattern or pattern in ("*", "**", "**/*"):
        return True
    name = rel.rsplit("/", 1)[-1]
    if "/" not in pattern:
        return fnmatch.fnmatchcase(name, pattern)
    return _glob_re(pattern).fullmatch(rel) is not None


_GLOB_CACHE: dict[str, re.Pattern[str]] = {}


def _glob_re(pattern: str) -> re.Pattern[str]:
    hit = _GLOB_CACHE.get(pattern)
    if hit is not None:
        return hit
    out = []
    i = 0
    pat = pattern.lstrip("./") if pattern.startswith("./") else pattern
    while i < len(pat):
        if pat.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif pat.startswith("**", i):
            out.append(".*")
            i += 2
        elif pat[i] == "*":
            out.append("[^/]*")
            i += 1
        elif pat[i] == "?":
            out.append("[^/]")
            i += 1
        elif pat[i] == "[":
            j = pat.find("]", i + 1)
            if j < 0:
                out.append(re.escape(pat[i]))
                i += 1
            else:
                body = pat[i + 1 : j].replace("\\", "\\\\")
                out.append("[" + ("^" + body[1:] if body.startswith("!") else body) + "]")
                i = j + 1
        else:
            out.append(re.escape(pat[i]))
            i += 1
    compiled = re.compile("".join(out))
    _GLOB_CACHE[pattern] = compiled
    return compiled


def compile_regex(pattern: str, *, ignore_case: bool = False, literal: bool = False) -> re.Pattern[str]:
    if not pattern:
        raise ToolError("the pattern is empty")
    try:
        return re.compile(re.escape(pattern) if literal else pattern, re.I if ignore_case else 0)
    except re.error as exc:
        raise ToolError(f"invalid regular expression {pattern!r}: {exc}; pass literal=true to search for the text as is") from exc


@dataclass
class ToolResult:
    """What a tool computed: `text` for the model, `data` for events and tests."""

    text: str
    data: dict[str, Any] = field(default_factory=dict)
    truncated: bool = False


def bounded(text: str, limit: int) -> tuple[str, bool]:
    if len(text) <= limit:
        return text, False
    cut = text[:limit]
    nl = cut.rfind("\n")
    if nl > limit // 2:
        cut = cut[:nl]
    return cut + f"\n…[output cut at {limit} characters: narrow the call (a path, a glob, a line range)]", True


def schema_of(model: type[BaseModel]) -> dict[str, Any]:
    """The JSON Schema offered to the model for `model`: pydantic's, simplified for small models
    and grammar compilers (no titles; an optional field is its type, not `anyOf [type, null]`;
    nested models inlined)."""
    raw = model.model_json_schema()
    defs = raw.get("$defs", {})

    def simplify(node: Any) -> Any:
        if isinstance(node, dict):
            if "$ref" in node:
                target = defs[node["$ref"].rsplit("/", 1)[-1]]
                merged = {**target, **{k: v for k, v in node.items() if k != "$ref"}}
                return simplify(merged)
            out: dict[str, Any] = {}
            for k, v in node.items():
                if k in ("title", "$defs"):
                    continue
                out[k] = simplify(v)
            alts = out.get("anyOf")
            if isinstance(alts, list):
                kept = [a for a in alts if a != {"type": "null"}]
                if len(kept) < len(alts):
                    if out.get("default", 0) is None:
                        out.pop("default")
                    if len(kept) == 1:
                        out.pop("anyOf")
                        out = {**kept[0], **out}
                    else:
                        out["anyOf"] = kept
            return out
        if isinstance(node, list):
            return [simplify(v) for v in node]
        return node

    schema = simplify(raw)
    schema.setdefault("properties", {})
    schema["additionalProperties"] = False
    return schema


def describe_validation(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors()[:4]:
        where = ".".join(str(p) for p in err.get("loc", ())) or "arguments"
        parts.append(f"{where}: {err.get('msg', 'invalid')}")
    return "; ".join(parts)


@dataclass(frozen=True)
class Tool:
    """One typed tool. `run` computes a read tool's result; `command` turns a write tool's
    arguments into the shell command the capability runs through its safe path."""

    name: str
    description: str
    args: type[ToolArgs]
    run_fn: Callable[[ToolEnv, Any], ToolResult] | None = None
    command_fn: Callable[[ToolEnv, Any], str] | None = None

    @property
    def read_only(self) -> bool:
        return self.command_fn is None

    def spec(self) -> ToolSpec:
        return ToolSpec(self.name, self.description, schema_of(self.args))

    def parse(self, raw: Any) -> Any:
        if not isinstance(raw, dict):
            raise ToolError(f"{self.name} takes an object of arguments, not {type(raw).__name__}")
        try:
            return self.args.model_validate(raw)
        except ValidationError as exc:
            raise ToolError(f"invalid arguments for {self.name}: {describe_validation(exc)}") from exc

    def run(self, env: ToolEnv, raw: Any) -> ToolResult:
        """Validate and compute (read tools). Raises ToolError with a one-line message."""
        if self.run_fn is None:
            raise ToolError(f"{self.name} changes files: it runs as a command, not here")
        args = self.parse(raw)
        if env.out_of_time():
            raise ToolError("no time left for this task")
        env.notes.clear()
        result = self.run_fn(env, args)
        text = result.text
        if env.notes:
            text = f"{text}\n(" + "; ".join(env.notes) + ")"
        if env.redact is not None:
            text = env.redact(text)
        text, cut = bounded(text, env.max_output_chars)
        result.text = text
        result.truncated = result.truncated or cut
        return result

    def command(self, env: ToolEnv, raw: Any) -> str:
        if self.command_fn is None:
            raise ToolError(f"{self.name} is a read tool")
        return self.command_fn(env, self.parse(raw))


def read_capped(path: Path, env: ToolEnv) -> bytes:
    """The first `env.max_file_bytes` of a file (a `.gz` file decompressed); a cut is recorded on
    `env` so the result says the file was not read whole."""
    try:
        opener = gzip.open if path.name.endswith(".gz") else open
        with opener(path, "rb") as fh:
            raw = fh.read(env.max_file_bytes + 1)
    except (OSError, EOFError) as exc:
        raise ToolError(f"cannot read {env.rel(path)}: {exc}") from exc
    if len(raw) > env.max_file_bytes:
        env.stop(f"{env.rel(path)}: only its first {env.max_file_bytes} bytes were read")
        raw = raw[: env.max_file_bytes]
    return raw


#: A value people write as a number: 1,200.50, $12, -3, 7%.
_NUMBER = re.compile(r"^[-+]?[$€£¥]?\s*[-+]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?\s*%?$")


def number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return float(value)
    if not isinstance(value, str):
        return None
    text = value.strip()
    if not text or not any(c.isdigit() for c in text) or not _NUMBER.match(text):
        return None
    try:
        return float(re.sub(r"[,$€£¥%\s]", "", text))
    except ValueError:
        return None
