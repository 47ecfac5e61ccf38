"""`openai:NAME` — any OpenAI-compatible chat-completions endpoint, through langchain-openai.

langchain-openai is imported on the first call, not at import time: it costs ~2 s and the CLI
must emit its first event before that. Requests are adjusted at the payload boundary so that
llama.cpp-style servers accept them (see `fix_payload`).
"""

from __future__ import annotations

import functools
import json
import logging
from typing import TYPE_CHECKING, Any, Literal

from .base import (
    ChatModel,
    Message,
    ModelConfigError,
    ModelError,
    ModelTurn,
    TextFormat,
    TokenCallback,
    ToolCall,
    ToolSpec,
)
from .toolcall import extract_tool_calls, new_call_id, repair_json

if TYPE_CHECKING:
    from langchain_core.messages import BaseMessage

log = logging.getLogger("ncurator.models.openai")

# A custom endpoint (llama.cpp, vLLM, Ollama) usually needs no key, but the openai client
# refuses to start without one.
PLACEHOLDER_API_KEY = "sk-no-key"


def fix_payload(payload: dict[str, Any]) -> dict[str, Any]:
    """Make a chat-completions payload acceptable to llama.cpp-style servers.

    - langchain-openai renames `max_tokens` to `max_completion_tokens` (OpenAI's newer name);
      llama.cpp, llama-cpp-python and older vLLM only know `max_tokens` and silently ignore
      the other, so generation runs to the context limit.
    - langchain-openai sends `content: null` on assistant messages that carry tool calls;
      llama-cpp-python's request model and several chat templates reject or choke on null.
    OpenAI itself accepts both spellings, so the fix is safe everywhere.
    """
    if "max_completion_tokens" in payload:
        value = payload.pop("max_completion_tokens")
        payload.setdefault("max_tokens", value)
    for message in payload.get("messages", []):
        if isinstance(message, dict) and message.get("content") is None:
            message["content"] = ""
    return payload


def response_format(schema: dict[str, Any]) -> dict[str, Any]:
    """OpenAI's structured-output request for a JSON Schema (llama.cpp and vLLM honour it too)."""
    return {"type": "json_schema", "json_schema": {"name": "output", "schema": schema}}


@functools.cache
def _chat_class() -> type:
    """ChatOpenAI with `fix_payload` applied to every request (built on first use)."""
    from langchain_openai import ChatOpenAI

    class CompatChatOpenAI(ChatOpenAI):
        def _get_request_payload(self, input_: Any, *, stop: list[str] | None = None, **kwargs: Any) -> dict:
            return fix_payload(super()._get_request_payload(input_, stop=stop, **kwargs))

    return CompatChatOpenAI


def to_langchain(messages: list[Message], *, text_only: bool = False) -> list[BaseMessage]:
    """Plain messages → langchain messages, inventing tool-call ids where a script left them out.

    OpenAI-compatible servers require every tool result to name the call it answers; a tool
    message without an id takes the oldest unanswered call's id. With `text_only` (a call
    without tools, as in a capability's text protocol) past calls stay the assistant's text and
    tool results become user turns: servers reject tool messages when no tools are declared.
    """
    from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

    out: list[BaseMessage] = []
    pending: list[str] = []
    for m in messages:
        if m.role == "system":
            out.append(SystemMessage(content=m.content))
        elif m.role == "user":
            out.append(HumanMessage(content=m.content))
        elif text_only and m.role == "assistant" and m.content:
            out.append(AIMessage(content=m.content))
        elif text_only and m.role == "tool":
            out.append(HumanMessage(content=f"Result of {m.name or 'the tool'}:\n{m.content}"))
        elif m.role == "assistant":
            calls = []
            for tc in m.tool_calls:
                call_id = tc.id or new_call_id()
                pending.append(call_id)
                calls.append({"name": tc.name, "args": tc.args, "id": call_id, "type": "tool_call"})
            out.append(AIMessage(content=m.content or "", tool_calls=calls))
        elif m.role == "tool":
            call_id = m.tool_call_id or (pending[0] if pending else new_call_id())
            if call_id in pending:
                pending.remove(call_id)
            out.append(ToolMessage(content=m.content, tool_call_id=call_id, name=m.name))
        else:  # pragma: no cover - Role is a closed Literal
            raise ModelError(f"unknown message role {m.role!r}")
    return out


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for block in content:
            if isinstance(block, str):
                parts.append(block)
            elif isinstance(block, dict) and block.get("type") == "text":
                parts.append(str(block.get("text", "")))
        return "".join(parts)
    return ""


def _one_line(text: str, limit: int = 300) -> str:
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[: limit - 3] + "..."


def describe_error(exc: BaseException, *, base_url: str | None, timeout_s: float) -> str:
    """A one-line, traceback-free description of a failed model request."""
    import openai

    where = base_url or "the OpenAI API"
    if isinstance(exc, openai.APITimeoutError):
        return f"model request to {where} timed out after {timeout_s:g}s"
    if isinstance(exc, openai.APIConnectionError):
        cause = exc.__cause__ or exc.__context__
        detail = f": {_one_line(str(cause), 160)}" if cause else ""
        return f"cannot reach model endpoint {where}{detail}"
    if isinstance(exc, openai.APIStatusError):
        body = exc.body
        message = exc.message
        if isinstance(body, dict):
            # OpenAI-style {"error": {"message"}}, or FastAPI-style {"detail": ...} (vLLM,
            # llama-cpp-python request validation).
            err = body.get("error") or body.get("detail") or body
            if isinstance(err, dict) and err.get("message"):
                message = str(err["message"])
            elif isinstance(err, str):
                message = err
            elif isinstance(err, list):
                message = json.dumps(err)
        return f"model endpoint {where} returned HTTP {exc.status_code}: {_one_line(message)}"
    return f"model request failed: {type(exc).__name__}: {_one_line(str(exc))}"


class OpenAICompatModel(ChatModel):
    """A chat model behind an OpenAI-compatible `/chat/completions` endpoint."""

    def __init__(
        self,
        model_name: str,
        *,
        base_url: str | None,
        api_key: str | None,
        timeout_s: float = 120,
        max_tokens: int | None = 2048,
        temperature: float = 0.0,
        json_tool_fallback: bool = False,
        max_retries: int = 2,
        stream_usage: bool = True,
    ) -> None:
        if not model_name:
            raise ModelConfigError("openai model spec needs a model name: --model openai:NAME")
        if not api_key and not base_url:
            raise ModelConfigError(
                "OPENAI_API_KEY is not set; set it, or point OPENAI_BASE_URL at a local "
                "OpenAI-compatible server (llama.cpp, vLLM, Ollama), which needs no key"
            )
        self.spec = f"openai:{model_name}"
        self.model_name = model_name
        self.base_url = base_url
        self.api_key = api_key or PLACEHOLDER_API_KEY
        self.timeout_s = timeout_s
        self.max_tokens = max_tokens
        self.temperature = temperature
        self.json_tool_fallback = json_tool_fallback
        self.max_retries = max_retries
        # Ask for usage on streamed responses; servers that don't know `stream_options`
        # (llama-cpp-python) ignore it and usage is simply absent.
        self.stream_usage = stream_usage
        self._llm: Any = None

    def _client(self) -> Any:
        if self._llm is None:
            kwargs: dict[str, Any] = {
                "model": self.model_name,
                "api_key": self.api_key,
                "base_url": self.base_url,
                "timeout": self.timeout_s,
                "max_retries": self.max_retries,
                "temperature": self.temperature,
                "stream_usage": self.stream_usage,
                # The Responses API is OpenAI-only; keep every model on chat completions.
                "use_responses_api": False,
            }
            if self.max_tokens is not None:
                kwargs["max_tokens"] = self.max_tokens
            self._llm = _chat_class()(**kwargs)
        return self._llm

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
        try:
            llm = self._client()
        except Exception as exc:  # pydantic validation of a bad configuration
            raise ModelConfigError(f"cannot configure {self.spec}: {_one_line(str(exc))}") from exc
        runnable = llm
        if tools:
            bind_kwargs: dict[str, Any] = {}
            # "auto" is every server's default; not sending it spares servers that reject it.
            if tool_choice != "auto":
                bind_kwargs["tool_choice"] = tool_choice
            runnable = llm.bind_tools([t.openai_schema() for t in tools], **bind_kwargs)
        lc_messages = to_langchain(messages, text_only=not tools)
        if text_format is not None and not tools:
            # Chat-completions servers take stop strings and a token cap; grammars are llama.cpp's.
            bind: dict[str, Any] = {}
            if text_format.stop:
                bind["stop"] = list(text_format.stop)
            if text_format.max_tokens:
                bind["max_tokens"] = text_format.max_tokens
            if text_format.temperature is not None:
                bind["temperature"] = text_format.temperature
            if text_format.json_schema is not None:
                bind["response_format"] = response_format(text_format.json_schema)
            runnable = runnable.bind(**bind) if bind else runnable
        elif text_format is not None and text_format.temperature is not None:
            # With tools only the temperature applies: a retry of a call that keeps failing.
            runnable = runnable.bind(temperature=text_format.temperature)
        log.debug("model call node=%s messages=%d tools=%d", node, len(messages), len(tools or []))
        try:
            if on_token is None:
                result = runnable.invoke(lc_messages)
            else:
                result = None
                for chunk in runnable.stream(lc_messages):
                    # `+` merges tool-call deltas by index, so streamed calls are kept whole.
                    result = chunk if result is None else result + chunk
                    delta = _text(chunk.content)
                    if delta:
                        on_token(delta)
        except ModelError:
            raise
        except Exception as exc:
            raise ModelError(describe_error(exc, base_url=self.base_url, timeout_s=self.timeout_s)) from exc
        if result is None:  # a stream that ended before any chunk
            return ModelTurn()
        return self._to_turn(result, tools or [], tool_choice)

    def _to_turn(self, msg: Any, tools: list[ToolSpec], tool_choice: str) -> ModelTurn:
        content = _text(msg.content)
        calls = [
            ToolCall(name=tc["name"], args=dict(tc.get("args") or {}), id=tc.get("id") or new_call_id())
            for tc in getattr(msg, "tool_calls", []) or []
            if tc.get("name")
        ]
        for bad in getattr(msg, "invalid_tool_calls", []) or []:
            name = bad.get("name") or "?"
            raw = bad.get("args") or ""
            args = repair_json(raw) if raw.strip() else {}
            if not isinstance(args, dict):
                raise ModelError(
                    f"model returned malformed arguments for tool '{name}': {_one_line(raw, 120)}",
                    code="invalid_model_output",
                )
            log.info("repaired malformed arguments for tool %s", name)
            calls.append(ToolCall(name=name, args=args, id=bad.get("id") or new_call_id()))
        # A model without native tool calling writes the call as JSON text. Converting it is
        # safe when the caller demanded a call; otherwise only when asked to (it could be prose).
        if tools and not calls and content and (self.json_tool_fallback or tool_choice == "required"):
            parsed = extract_tool_calls(content, tools)
            if parsed:
                log.info("converted a JSON-text answer into %d tool call(s)", len(parsed))
                calls, content = parsed, ""
        return ModelTurn(content=content, tool_calls=calls, usage=_usage(msg))

    def close(self) -> None:
        """Nothing to release: the HTTP client is closed with the process."""


def _usage(msg: Any) -> dict[str, int]:
    meta = getattr(msg, "usage_metadata", None)
    if not meta:
        return {}
    inp = int(meta.get("input_tokens") or 0)
    out = int(meta.get("output_tokens") or 0)
    total = int(meta.get("total_tokens") or inp + out)
    usage = {"input_tokens": inp, "output_tokens": out, "total_tokens": total}
    cached = (meta.get("input_token_details") or {}).get("cache_read")
    if cached:
        usage["cached_tokens"] = int(cached)
    return usage
