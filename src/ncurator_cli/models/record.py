"""`--record FILE`: write every model turn of a run in the `script:` format (SPEC §5).

With `NCURATOR_RECORD_PROMPTS=1` each line also carries `prompt`: the messages the turn was asked
with (role and text; redacted like the rest). A replay ignores it; it is there to read why a model
answered as it did. A turn that raised (cut off at the task's time budget, a server error) is
no line of the record; with prompts on, its prompt and error go to `<record>.unanswered.jsonl`.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Literal

import orjson

from ..redact import Redactor
from .base import ChatModel, Message, ModelTurn, TextFormat, TokenCallback, ToolSpec


class RecordingModel:
    def __init__(self, inner: ChatModel, path: Path, *, redactor: Redactor | None = None, append: bool = False) -> None:
        self.inner = inner
        self.spec = inner.spec
        self.path = path
        self.redactor = redactor or Redactor()
        path.parent.mkdir(parents=True, exist_ok=True)
        self._fh = path.open("ab" if append else "wb")
        self.prompts = os.environ.get("NCURATOR_RECORD_PROMPTS", "") not in ("", "0")

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
        kwargs = {"text_format": text_format} if text_format is not None else {}
        try:
            turn = self.inner.complete(node, messages, tools, tool_choice=tool_choice, on_token=on_token, **kwargs)
        except Exception as exc:
            if self.prompts:
                # A turn cut off (the task's time budget) or failed is no line of the replayable
                # record; its prompt goes beside it, so that a turn that never answered can be read.
                self._unanswered(node, messages, text_format, exc)
            raise
        line: dict[str, Any] = {"node": node}
        if turn.content:
            line["content"] = turn.content
        if turn.tool_calls:
            line["tool_calls"] = [{"name": c.name, "args": c.args} for c in turn.tool_calls]
        if not turn.content and not turn.tool_calls:
            line["content"] = ""
        if self.prompts and text_format is not None and text_format.temperature is not None:
            line["temperature"] = text_format.temperature  # what the turn was sampled at (diagnosis)
        if self.prompts and text_format is not None and text_format.prefix:
            line["prefix"] = text_format.prefix  # the reply's opening, given (not the model's)
        if self.prompts:
            line["prompt"] = self._prompt(messages)
        self._fh.write(orjson.dumps(self.redactor.value(line)) + b"\n")
        self._fh.flush()
        return turn

    @staticmethod
    def _prompt(messages: list[Message]) -> list[dict[str, Any]]:
        return [{"role": m.role, "content": m.content,
                 **({"tool_calls": [{"name": c.name, "args": c.args} for c in m.tool_calls]} if m.tool_calls else {})}
                for m in messages]

    def _unanswered(self, node: str, messages: list[Message], text_format: TextFormat | None, exc: Exception) -> None:
        line: dict[str, Any] = {"node": node, "error": f"{type(exc).__name__}: {exc}"[:500], "prompt": self._prompt(messages)}
        if text_format is not None and text_format.prefix:
            line["prefix"] = text_format.prefix
        try:
            with self.path.with_name(self.path.stem + ".unanswered.jsonl").open("ab") as fh:
                fh.write(orjson.dumps(self.redactor.value(line)) + b"\n")
        except OSError:
            pass  # a diagnosis aid: never the reason a run fails

    def __getattr__(self, name: str) -> Any:
        # Optional provider hooks (has_turns_for, ...) pass through to the wrapped model.
        return getattr(self.inner, name)

    def get_state(self) -> Any:
        getter = getattr(self.inner, "get_state", None)
        return getter() if getter else None

    def set_state(self, state: Any) -> None:
        setter = getattr(self.inner, "set_state", None)
        if setter:
            setter(state)

    def close(self) -> None:
        self._fh.close()
        self.inner.close()
