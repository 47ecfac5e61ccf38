"""Write tools: they compute no change themselves. Each turns its typed arguments into one shell
command that the capability runs through its single command path (parse, classify, workspace
boundary, approval, sandbox, artifacts by observation), so a typed write is decided, confined and
reported exactly like a command the model wrote itself."""

from __future__ import annotations

import hashlib
import shlex

from pydantic import Field

from .base import Tool, ToolArgs, ToolEnv, ToolError


class WriteFileArgs(ToolArgs):
    path: str = Field(description="file to write, relative to the workspace root (folders are created)")
    content: str = Field(description="the whole text of the file (a final newline is added when missing)")
    append: bool = Field(False, description="add the content at the end of the file instead of replacing it")


MAX_WRITE_CHARS = 48 * 1024


def _target(env: ToolEnv, rel: str) -> str:
    full = env.resolve(rel, must_exist=False)
    if full == env.root or full.is_dir():
        raise ToolError(f"{rel} is a folder; give a file path")
    return env.rel(full)


def write_command(env: ToolEnv, a: WriteFileArgs) -> str:
    if len(a.content) > MAX_WRITE_CHARS:
        raise ToolError(f"content over {MAX_WRITE_CHARS} characters: write the file in parts (append=true)")
    if "\x00" in a.content:
        raise ToolError("content cannot contain NUL bytes")
    rel = _target(env, a.path)
    content = a.content if a.content.endswith("\n") or not a.content else a.content + "\n"
    tag = "NCURATOR_EOF_" + hashlib.sha1(content.encode()).hexdigest()[:8]
    parent = rel.rsplit("/", 1)[0] if "/" in rel else ""
    head = f"mkdir -p -- {shlex.quote(parent)} && " if parent and not (env.root / parent).is_dir() else ""
    op = ">>" if a.append else ">"
    if not content:
        return f"{head}: {op} {shlex.quote(rel)}"
    return f"{head}cat {op} {shlex.quote(rel)} <<'{tag}'\n{content}{tag}"


WRITE_FILE = Tool(
    "write_file",
    "Write a text file in the workspace (create or replace it, or append to it).",
    WriteFileArgs, command_fn=write_command,
)


class MovePathArgs(ToolArgs):
    source: str = Field(description="file or folder to move or rename, relative to the workspace root")
    destination: str = Field(description="its new path; an existing folder, or a path ending in /, moves it into that folder")


def move_command(env: ToolEnv, a: MovePathArgs) -> str:
    src = env.resolve(a.source)
    if src == env.root:
        raise ToolError("the workspace root cannot be moved")
    dst = env.resolve(a.destination, must_exist=False)
    into = dst.is_dir() or a.destination.rstrip().endswith("/")
    final = dst / src.name if into else dst
    if final.exists() or final.is_symlink():
        raise ToolError(f"{env.rel(final)} already exists; choose another destination or remove it first")
    parent = env.rel(final.parent)
    head = f"mkdir -p -- {shlex.quote(parent)} && " if not final.parent.is_dir() else ""
    return f"{head}mv -n -- {shlex.quote(env.rel(src))} {shlex.quote(env.rel(final))}"


MOVE_PATH = Tool(
    "move_path",
    "Move or rename a file or folder inside the workspace (never over an existing file).",
    MovePathArgs, command_fn=move_command,
)
