"""The chat-model interface every provider implements.

Kept free of langchain imports so the CLI can emit its first event before any heavy
library loads; providers convert these plain messages at their own boundary.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

# Tool calls and tool definitions are the capability contract's; a chat model carries them.
from ..protocol.tools import ToolCall, ToolSpec

Role = Literal["system", "user", "assistant", "tool"]


class ModelError(Exception):
    """A model call failed (transport, malformed output, exhausted script).

    `code` is the wire code used in `run_failed` / `task_failed` (e.g. `model_error`,
    `script_exhausted`, `invalid_model_output`). `kind`, when the provider knows it, says what
    ended the request (`timeout`, `connection`, `http_NNN`, `bad_response`): it is the `error` of the
    call's `model_request_completed` event.
    """

    def __init__(self, message: str, code: str = "model_error", *, kind: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.kind = kind


class ModelConfigError(Exception):
    """The model spec or its configuration is unusable (exit 2, nothing run)."""


@dataclass
class Message:
    role: Role
    content: str = ""
    tool_calls: list[ToolCall] = field(default_factory=list)
    tool_call_id: str | None = None  # for role == "tool"
    name: str | None = None  # tool name, for role == "tool"


@dataclass
class RequestStats:
    """One HTTP request to a model server: what it cost and how long it took.

    `ttft_ms` is the time to the first streamed token (None when nothing was streamed);
    `finish_reason` is the server's (`stop`, `length`, `tool_calls`) or the client's own
    (`runaway`: stopped on whitespace or repetition; `resumed`: stopped at a `TextFormat.resume`
    marker, the rest given; `stalled`, `error`); `max_tokens` is the
    limit the request was sent with, so `finish_reason == "length"` means the call hit it.
    """

    node: str
    provider: str
    model: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0
    duration_ms: int = 0
    ttft_ms: int | None = None
    finish_reason: str | None = None
    max_tokens: int | None = None
    call_kind: str = "answer"  # tool | answer | text

    @property
    def hit_limit(self) -> bool:
        return self.finish_reason == "length"

    def to_dict(self) -> dict[str, Any]:
        return {
            "node": self.node, "provider": self.provider, "model": self.model,
            "prompt_tokens": self.prompt_tokens, "completion_tokens": self.completion_tokens,
            "cached_tokens": self.cached_tokens, "duration_ms": self.duration_ms, "ttft_ms": self.ttft_ms,
            "finish_reason": self.finish_reason, "max_tokens": self.max_tokens, "call_kind": self.call_kind,
        }


@dataclass
class ModelTurn:
    """One assistant turn: text and/or tool calls, plus token usage when reported.

    `requests` has one entry per HTTP request the provider made for this turn (a corrective
    reprompt makes two); providers that make no requests (script) leave it empty.
    """

    content: str = ""
    tool_calls: list[ToolCall] = field(default_factory=list)
    usage: dict[str, int] = field(default_factory=dict)
    requests: list[RequestStats] = field(default_factory=list)


TokenCallback = Callable[[str], None]


@dataclass(frozen=True)
class TextFormat:
    """The shape of a plain-text reply, for providers that can enforce it (text protocols).

    `gbnf` is a llama.cpp grammar the reply must match (decoding stops when it is complete);
    `stop` ends the reply at any of these strings; `max_tokens` caps it; `temperature`
    overrides the provider's (a retry may want a different answer than greedy decoding gives);
    `json_schema` asks for a JSON value valid against it (constrained decoding where the
    provider has it: OpenAI-compatible `response_format`, llama.cpp's server). `prefix` is the
    reply's opening, given: a provider that continues an assistant message (llama.cpp's server,
    profile `prefill`) sends it as one, decodes only the rest under `prefix_gbnf` and returns the
    whole reply, prefix included; it is read in one batch instead of decoded token by token. A
    provider without that ignores both and decodes the whole reply under `gbnf`. A provider
    applies what it supports and ignores the rest: the protocol's parser is the final judge anyway.

    `resume` is a tuple of `(marker, rest)` pairs: when the decoded text comes to a line that
    starts a `marker`, decoding stops there and the reply goes on with its `rest` instead (which
    starts with the marker). A fix turn of a script gives, for each line after the one it
    corrects, those two lines and the rest of the failed script: once the model is back to
    copying them, the host writes them and decodes no more (decoding is ~4 times the cost of
    reading a token). A provider without streaming ignores it.

    `tools`, on a tool-calling turn: the call must be to one of these tools. A provider that
    decodes calls under a schema narrows the schema to them and still describes every tool
    offered, so the prompt (and its cached prefix) stays the same; others ignore it.
    """

    gbnf: str | None = None
    stop: tuple[str, ...] = ()
    max_tokens: int | None = None
    temperature: float | None = None
    json_schema: dict[str, Any] | None = None  # the reply is a JSON value valid against it (--output-schema)
    prefix: str = ""
    prefix_gbnf: str | None = None
    tools: tuple[str, ...] | None = None
    resume: tuple[tuple[str, str], ...] | None = None

    def __hash__(self) -> int:  # a dict field: hash what identifies the format
        return hash((self.gbnf, self.stop, self.max_tokens, self.temperature, self.prefix, self.prefix_gbnf,
                     self.tools, self.resume))


class ChatModel(Protocol):
    """A provider. `node` names the runtime node making the call (script replay matches on it).

    With `tools`, the model may answer with tool calls; `tool_choice="required"` asks it to call
    one. With `on_token`, the provider streams text deltas to the callback as they arrive and
    still returns the whole turn.
    """

    spec: str

    def complete(
        self,
        node: str,
        messages: list[Message],
        tools: list[ToolSpec] | None = None,
        *,
        tool_choice: Literal["auto", "required", "none"] = "auto",
        on_token: TokenCallback | None = None,
        text_format: TextFormat | None = None,
    ) -> ModelTurn: ...

    def close(self) -> None: ...
