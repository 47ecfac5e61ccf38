"""`local` — the embedded model's client: Qwen2.5-Coder-1.5B-Instruct (Q4_K_M) behind the managed
llama.cpp server (`server.py`), reached over loopback HTTP with httpx (imported lazily).

A 1.5B model does not follow tool-calling prompts reliably, so tool calls are forced with
constrained decoding: `response_format: {"type": "json_object", "schema": ...}` makes llama.cpp
constrain the output (LLGuidance), and the model can only emit `{"name": <tool>, "arguments":
{...}}`. Near-JSON is repaired, and one corrective reprompt is spent on arguments that fail
validation.

This client is transitional: the shared OpenAI-compatible client (models/openai_compat.py) with a
profile for the embedded model is meant to replace it; the interface it needs from here is
`ensure_server(...)` → a lease with `.base_url` and `.model_name`, and `.failure()` when a call fails.
"""

from __future__ import annotations

import atexit
import json
import logging
import os
import threading
from pathlib import Path
from typing import Any, Literal

from ..base import (
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
from ..toolcall import (
    CORRECTION,
    RESPOND_TOOL,
    call_from_object,
    call_text,
    describe_tools,
    new_call_id,
    repair_json,
    tool_call_schema,
    validate_args,
)
from .server import LocalServer, ServerConfig, ensure_server
from .weights import (
    INSTALL_HINT,
    Progress,
    default_model_path,
    ensure_model_file,
    ncurator_home,
    runtime_available,
    stderr_progress,
)

log = logging.getLogger("ncurator.models.local")


# --------------------------------------------------------------------------- the model

TOOL_INSTRUCTIONS = """\
# Tools
You can call one of these tools. Reply with exactly one JSON object and nothing else:
{{"name": "<tool name>", "arguments": {{<the tool's arguments>}}}}

{tools}
{respond}"""

RESPOND_INSTRUCTIONS = (
    "To answer in plain text instead of calling a tool, reply with "
    '{"name": "respond", "arguments": {"text": "<your answer>"}}.\n'
)


# One rendering of tools and past calls for every non-native model (models/toolcall.py).
_describe_tools = describe_tools
_call_text = call_text


def render_messages(
    messages: list[Message], tools: list[ToolSpec] | None, allow_text: bool
) -> list[dict[str, Any]]:
    """Plain messages → chat messages a 1.5B model with a generic template handles well.

    Past tool calls become the JSON the model itself is constrained to write, and tool
    results become user turns: this does not depend on the GGUF's chat template knowing
    `tool_calls` / role `tool`, and shows the model its own output format in context.
    """
    out: list[dict[str, Any]] = []
    for m in messages:
        if m.role == "assistant" and m.tool_calls and (tools or not m.content):
            # Without tools the caller reads plain text (a capability's text protocol): the
            # model sees its own words, not calls in a format it is not asked to write.
            out.append({"role": "assistant", "content": _call_text(m.tool_calls)})
        elif m.role == "tool":
            label = f"Result of tool {m.name}" if m.name else "Tool result"
            out.append({"role": "user", "content": f"{label}:\n{m.content}"})
        else:
            out.append({"role": m.role, "content": m.content or ""})
    if tools:
        block = TOOL_INSTRUCTIONS.format(
            tools=_describe_tools(tools), respond=RESPOND_INSTRUCTIONS if allow_text else ""
        )
        if out and out[0]["role"] == "system":
            out[0] = {"role": "system", "content": f"{out[0]['content']}\n\n{block}"}
        else:
            out.insert(0, {"role": "system", "content": block})
    return out


def _add_usage(total: dict[str, int], usage: dict[str, Any] | None) -> None:
    if not usage:
        return
    inp = int(usage.get("prompt_tokens") or 0)
    out = int(usage.get("completion_tokens") or 0)
    total["input_tokens"] = total.get("input_tokens", 0) + inp
    total["output_tokens"] = total.get("output_tokens", 0) + out
    total["total_tokens"] = total.get("total_tokens", 0) + int(usage.get("total_tokens") or inp + out)


class LocalModel(ChatModel):
    """The embedded local model (`--model local`). The server starts on the first call."""

    spec = "local"

    # Small models plan poorly but work well inside one capability loop: the host plans for them.
    profile = "small"

    def __init__(
        self,
        *,
        home: Path | None = None,
        model_path: Path | None = None,
        n_threads: int | None = None,
        n_ctx: int = 8192,
        max_tokens: int = 2048,
        temperature: float = 0.0,
        startup_timeout_s: float = 300,
        request_timeout_s: float = 600,
        progress: Progress | None = None,
        endpoint: str | None = None,
        server_config: ServerConfig | None = None,
    ) -> None:
        """`endpoint` uses an already running OpenAI-compatible server instead of the managed one (tests).

        `server_config` overrides the managed server's settings (by default `ServerConfig.from_env`).
        """
        self.home = home or ncurator_home()
        self.model_path = model_path
        self.n_threads = n_threads
        self.n_ctx = int(os.environ.get("NCURATOR_LOCAL_CTX") or n_ctx)
        self.max_tokens = max_tokens
        self.temperature = temperature
        self.startup_timeout_s = startup_timeout_s
        self.request_timeout_s = request_timeout_s
        self.progress = progress or stderr_progress
        self._endpoint = endpoint
        self._server_config = server_config
        self._server: LocalServer | None = None
        self._failure: str | None = None
        self._client: Any = None
        self._lock = threading.Lock()
        self._closed = False

    # -- lifecycle

    def _config(self) -> ServerConfig:
        if self._server_config is not None:
            return self._server_config
        if not runtime_available():
            raise ModelConfigError(f"the local model runtime (xllamacpp) is not installed; {INSTALL_HINT}")
        path = ensure_model_file(self.model_path or default_model_path(self.home), progress=self.progress)
        cfg = ServerConfig.from_env(path, n_ctx=self.n_ctx, threads=self.n_threads)
        if self.startup_timeout_s != cfg.startup_timeout_s:
            from dataclasses import replace

            cfg = replace(cfg, startup_timeout_s=self.startup_timeout_s)
        return cfg

    def _base_url(self) -> str:
        if self._endpoint:
            return self._endpoint.rstrip("/")
        with self._lock:
            if self._closed:
                raise ModelError("local model is closed")
            if self._failure:
                raise ModelError(self._failure)
            if self._server is None:
                self._server = ensure_server(
                    self._config(), self.home, progress=self.progress, should_stop=lambda: self._closed
                )
                atexit.register(self.close)
            return self._server.base_url

    def _server_failure(self) -> str | None:
        """After a failed request: why the server is gone, if it is (remembered for later calls)."""
        if self._server is None:
            return None
        failure = self._server.failure()
        if failure:
            self._failure = failure
        return failure

    def close(self) -> None:
        """Release this run's lease; the shared server stops itself after its idle timeout."""
        # No lock here: close() also runs from atexit and signal handling, possibly while a
        # worker thread holds the lock waiting for the server to start (should_stop ends that wait).
        self._closed = True
        client, self._client = self._client, None
        if client is not None:
            client.close()
        if self._server is not None:
            self._server.release()
        atexit.unregister(self.close)

    @property
    def server(self) -> LocalServer | None:
        return self._server

    # -- requests

    def _http(self) -> Any:
        import httpx

        if self._client is None:
            self._client = httpx.Client(
                timeout=httpx.Timeout(self.request_timeout_s, connect=10.0),
                # Never route loopback traffic through an HTTP(S)_PROXY from the environment.
                trust_env=False,
            )
        return self._client

    def _chat(
        self, messages: list[dict[str, Any]], *, on_token: TokenCallback | None, **extra: Any
    ) -> tuple[str, dict[str, Any] | None]:
        import httpx

        url = f"{self._base_url()}/chat/completions"
        payload: dict[str, Any] = {
            "model": self._server.model_name if self._server is not None else "local",
            "messages": messages,
            "max_tokens": self.max_tokens,
            "temperature": self.temperature,
            **extra,
        }
        client = self._http()
        try:
            if on_token is None:
                resp = client.post(url, json=payload)
                self._raise_for_status(resp)
                data = resp.json()
                return str(data["choices"][0]["message"].get("content") or ""), data.get("usage")
            payload["stream"] = True
            parts: list[str] = []
            usage = None
            with client.stream("POST", url, json=payload) as resp:
                if resp.status_code >= 400:
                    resp.read()
                self._raise_for_status(resp)
                for line in resp.iter_lines():
                    if not line.startswith("data:"):
                        continue
                    data_s = line[5:].strip()
                    if data_s == "[DONE]":
                        break
                    chunk = json.loads(data_s)
                    usage = chunk.get("usage") or usage
                    for choice in chunk.get("choices") or []:
                        delta = (choice.get("delta") or {}).get("content")
                        if delta:
                            parts.append(delta)
                            on_token(delta)
            return "".join(parts), usage
        except httpx.TimeoutException:
            raise ModelError(f"local model timed out after {self.request_timeout_s:g}s") from None
        except httpx.HTTPError as exc:
            failure = self._server_failure()
            if failure:
                raise ModelError(failure) from None
            raise ModelError(f"cannot reach the local model server: {type(exc).__name__}: {exc}") from None
        except (KeyError, IndexError, ValueError) as exc:
            raise ModelError(f"unexpected response from the local model server: {exc}") from None

    @staticmethod
    def _raise_for_status(resp: Any) -> None:
        if resp.status_code < 400:
            return
        try:
            body = resp.json()
            detail = body.get("error", body) if isinstance(body, dict) else body
            if isinstance(detail, dict):
                detail = detail.get("message", detail)
        except ValueError:
            detail = resp.text
        line = " ".join(str(detail).split())[:300]
        raise ModelError(f"local model server returned HTTP {resp.status_code}: {line}")

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
        if not tools or tool_choice == "none":
            extra: dict[str, Any] = {}
            if text_format is not None:
                if text_format.gbnf:
                    extra["grammar"] = text_format.gbnf
                if text_format.stop:
                    extra["stop"] = list(text_format.stop)
                if text_format.max_tokens:
                    extra["max_tokens"] = min(self.max_tokens, text_format.max_tokens)
                if text_format.temperature is not None:
                    extra["temperature"] = text_format.temperature
                if text_format.json_schema is not None:
                    # --output-schema: llama.cpp's server decodes under the schema (constrained decoding).
                    extra["response_format"] = {"type": "json_object", "schema": text_format.json_schema}
            content, usage = self._chat(render_messages(messages, None, True), on_token=on_token, **extra)
            total: dict[str, int] = {}
            _add_usage(total, usage)
            return ModelTurn(content=content, usage=total)
        temperature = text_format.temperature if text_format is not None else None
        return self._complete_with_tools(node, messages, tools, tool_choice, on_token, temperature)

    def _complete_with_tools(
        self,
        node: str,
        messages: list[Message],
        tools: list[ToolSpec],
        tool_choice: str,
        on_token: TokenCallback | None,
        temperature: float | None = None,
    ) -> ModelTurn:
        allow_text = tool_choice != "required"
        sampling = {"temperature": temperature} if temperature is not None else {}
        rendered = render_messages(messages, tools, allow_text)
        response_format = {"type": "json_object", "schema": tool_call_schema(tools, allow_text)}
        by_name = {t.name: t for t in tools}
        usage: dict[str, int] = {}
        problem = ""
        raw = ""
        for attempt in range(2):
            if attempt:
                log.info("local model: corrective reprompt (%s): %s", node, problem)
                correction = f"That reply was invalid: {problem}. {CORRECTION}"
                rendered = [
                    *rendered,
                    {"role": "assistant", "content": raw},
                    {"role": "user", "content": correction},
                ]
            raw, u = self._chat(rendered, on_token=None, response_format=response_format, **sampling)
            _add_usage(usage, u)
            obj = repair_json(raw)
            if isinstance(obj, dict) and obj.get("name") == RESPOND_TOOL and allow_text:
                args = obj.get("arguments") if isinstance(obj.get("arguments"), dict) else {}
                text = str(args.get("text", "")) if args else ""
                if on_token and text:
                    on_token(text)
                return ModelTurn(content=text, usage=usage)
            if isinstance(obj, list) and obj:
                obj = obj[0]  # the grammar allows one call; a repaired list keeps its first
            call = call_from_object(obj, set(by_name))
            if call is None:
                problem = (
                    "it was not valid JSON"
                    if obj is None
                    else f"expected a call of one of: {', '.join(by_name)}"
                )
                continue
            errors = validate_args(call.args, by_name[call.name])
            if errors:
                problem = "; ".join(errors[:5])
                continue
            return ModelTurn(
                tool_calls=[ToolCall(call.name, call.args, call.id or new_call_id())], usage=usage
            )
        raise ModelError(
            f"local model produced no valid tool call after a corrective reprompt: {problem}",
            code="invalid_model_output",
        )
