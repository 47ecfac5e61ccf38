"""`--record FILE`: write every model turn of a run in the `script:` format (SPEC §5).

With `NCURATOR_RECORD_PROMPTS=1` each line also carries `prompt`: the messages the turn was asked
with (role and text; redacted like the rest). A replay ignores it; it is there to read why a model
answered as it did. A turn that raised (cut off at the task's time budget, a server error) is
no line of the record; with prompts on, its prompt and error go to `<record>.unanswered.jsonl`.
A turn the run stopped waiting for (`turns_abandoned`: the task's time budget, a signal) goes
there too, with the text it had streamed by then; the model's call itself is left to end on its
worker thread, and when it does, its reply is no line of the record (the run never read it).
"""

from __future__ import annotations

import itertools
import os
import threading
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
        # The turns asked and not answered yet, by call: each with the text streamed so far.
        self._asked: dict[int, dict[str, Any]] = {}
        self._ids = itertools.count()
        self._lock = threading.Lock()

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
        asked: dict[str, Any] = {"node": node, "messages": messages, "text_format": text_format, "text": [],
                                 "abandoned": False}
        key = next(self._ids)
        with self._lock:
            self._asked[key] = asked

        def collect(tok: str) -> None:
            asked["text"].append(tok)
            if on_token is not None:
                on_token(tok)

        try:
            turn = self.inner.complete(node, messages, tools, tool_choice=tool_choice,
                                       on_token=collect if self.prompts or on_token is not None else None, **kwargs)
        except Exception as exc:
            with self._lock:
                self._asked.pop(key, None)
            if self.prompts and not asked["abandoned"]:
                # A turn cut off (the task's time budget) or failed is no line of the replayable
                # record; its prompt goes beside it, so that a turn that never answered can be read.
                self._unanswered(node, messages, text_format, f"{type(exc).__name__}: {exc}")
            raise
        with self._lock:
            self._asked.pop(key, None)
        if asked["abandoned"]:
            return turn  # the run stopped waiting for it: a replay must not take it for a turn
        line: dict[str, Any] = {"node": node}
        if turn.content:
            line["content"] = turn.content
        if turn.tool_calls:
            line["tool_calls"] = [{"name": c.name, "args": c.args} for c in turn.tool_calls]
        if not turn.content and not turn.tool_calls:
            line["content"] = ""
        if self.prompts and text_format is not None and text_format.temperature is not None:
            line["temperature"] = text_format.temperature  # what the turn was sampled at (diagnosis)
        if self.prompts and text_format is not None and text_format.tools:
            line["tools"] = list(text_format.tools)  # the only tools the turn could call (diagnosis)
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

    def turns_abandoned(self, reason: str) -> None:
        """The run stopped waiting for the turns in flight (`reason`: the task's time budget, a
        signal): each goes to `<record>.unanswered.jsonl` with the text it had streamed so far."""
        with self._lock:
            turns = list(self._asked.values())
            self._asked.clear()
            for asked in turns:
                asked["abandoned"] = True
        for asked in turns:
            if self.prompts:
                self._unanswered(asked["node"], asked["messages"], asked["text_format"], reason,
                                 partial="".join(asked["text"]))

    def _unanswered(self, node: str, messages: list[Message], text_format: TextFormat | None, error: str,
                    partial: str | None = None) -> None:
        line: dict[str, Any] = {"node": node, "error": error[:500], "prompt": self._prompt(messages)}
        if text_format is not None and text_format.prefix:
            line["prefix"] = text_format.prefix
        if partial is not None:
            line["partial"] = partial  # what the model had written when the run stopped waiting
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
