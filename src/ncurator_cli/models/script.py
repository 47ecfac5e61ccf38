"""`script:FILE` — replay a JSONL file of assistant turns (SPEC §5).

A call made by node N takes the next unused line whose `node` is N; a line without `node`
serves any caller, in file order. The set of used lines is the provider's whole state, so a
paused run resumed in another process continues exactly where it stopped.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Literal

import orjson

from .base import (
    Message,
    ModelConfigError,
    ModelError,
    ModelTurn,
    TextFormat,
    TokenCallback,
    ToolCall,
    ToolSpec,
)


def parse_script_line(raw: bytes, lineno: int, path: Path) -> dict[str, Any]:
    where = f"{path}:{lineno}"
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise ModelConfigError(f"malformed script line {where}: not JSON ({exc})") from None
    if not isinstance(data, dict):
        raise ModelConfigError(f"malformed script line {where}: expected a JSON object")
    unknown = set(data) - {"node", "content", "tool_calls", "usage", "prompt", "temperature", "prefix", "tools"}
    if unknown:
        raise ModelConfigError(f"malformed script line {where}: unknown key(s) {', '.join(sorted(unknown))}")
    node = data.get("node")
    if node is not None and not isinstance(node, str):
        raise ModelConfigError(f"malformed script line {where}: 'node' must be a string")
    content = data.get("content", "")
    if content is None:
        content = ""
    if not isinstance(content, str):
        raise ModelConfigError(f"malformed script line {where}: 'content' must be a string")
    calls = data.get("tool_calls", []) or []
    if not isinstance(calls, list):
        raise ModelConfigError(f"malformed script line {where}: 'tool_calls' must be a list")
    for i, call in enumerate(calls):
        if not isinstance(call, dict) or not isinstance(call.get("name"), str):
            raise ModelConfigError(f"malformed script line {where}: tool_calls[{i}] needs a string 'name'")
        args = call.get("args", {})
        if args is None:
            call["args"] = {}
        elif not isinstance(args, dict):
            raise ModelConfigError(f"malformed script line {where}: tool_calls[{i}].args must be an object")
    if not content and not calls:
        raise ModelConfigError(f"malformed script line {where}: needs 'content' or 'tool_calls'")
    return {"node": node, "content": content, "tool_calls": calls, "usage": data.get("usage") or {}}


_TOKEN_RE = re.compile(r"\S+\s*|\s+")


class ScriptModel:
    def __init__(self, path: Path, *, used: list[int] | None = None) -> None:
        self.path = path
        self.spec = f"script:{path}"
        try:
            raw = path.read_bytes()
        except OSError as exc:
            raise ModelConfigError(f"cannot read script {path}: {exc.strerror or exc}") from None
        self.lines: list[dict[str, Any]] = []
        for lineno, line in enumerate(raw.splitlines(), start=1):
            if not line.strip():
                continue
            self.lines.append(parse_script_line(line, lineno, path))
        self.used: set[int] = set(used or [])

    # The run store persists this across pause/resume.
    def get_state(self) -> dict[str, Any]:
        return {"used": sorted(self.used)}

    def set_state(self, state: dict[str, Any] | None) -> None:
        self.used = set((state or {}).get("used", []))

    def has_turns_for(self, node: str) -> bool:
        """True when an unused line is addressed to `node` by name (optional steps such as the
        probe's model turns run only then, so they never eat lines meant for other nodes)."""
        return any(i not in self.used and ln["node"] == node for i, ln in enumerate(self.lines))

    def complete(
        self,
        node: str,
        messages: list[Message],
        tools: list[ToolSpec] | None = None,
        *,
        tool_choice: Literal["auto", "required", "none"] = "auto",
        on_token: TokenCallback | None = None,
        text_format: TextFormat | None = None,
    ) -> ModelTurn:
        for index, line in enumerate(self.lines):
            if index in self.used:
                continue
            if line["node"] is None or line["node"] == node:
                self.used.add(index)
                break
        else:
            raise ModelError(f"script {self.path} has no line left for node {node!r}", code="script_exhausted")
        content: str = line["content"]
        if on_token is not None and content:
            for m in _TOKEN_RE.finditer(content):
                on_token(m.group(0))
        calls = [
            ToolCall(name=c["name"], args=dict(c.get("args") or {}), id=c.get("id") or f"call_{index}_{i}")
            for i, c in enumerate(line["tool_calls"])
        ]
        return ModelTurn(content=content, tool_calls=calls, usage=dict(line["usage"]))

    def close(self) -> None:
        return None
