"""The one client path for chat models: any OpenAI-compatible `/chat/completions` endpoint.

`openai:NAME` and `local` (the managed llama.cpp server) both go through `OpenAICompatModel`;
what differs between models is their `ModelProfile` (models/profile.py), never the provider.

Every request streams (httpx, imported lazily: the CLI must start fast) so that a call is
bounded by what it does, not by a wall clock:

- a completion limit per call kind (`max_tokens`, from the profile);
- runaway whitespace or repetition is detected in the stream and the request is aborted;
- a stream with no token for `stall_timeout_s` (`first_token_timeout_s` for the first) is
  the timeout; a generation that is progressing is never killed;
- connection errors and HTTP 5xx are retried (twice, with back-off); timeouts, length stops
  and malformed answers never are.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import queue
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from .base import (
    ChatModel,
    Message,
    ModelConfigError,
    ModelError,
    ModelTurn,
    RequestStats,
    TextFormat,
    TokenCallback,
    ToolCall,
    ToolSpec,
)
from .profile import (
    GUIDED_MAX_PARAMS,
    ModelProfile,
    builtin_profile,
    cache_key,
    config_for,
    load_cached,
    params_from_name,
    save_cached,
)
from .toolcall import (
    CORRECTION,
    RESPOND_TOOL,
    call_from_object,
    extract_tool_calls,
    new_call_id,
    render_messages,
    repair_json,
    tool_call_schema,
    validate_args,
)

if TYPE_CHECKING:
    from .local.slots import SlotPin
    from .local.turns import TurnLock

log = logging.getLogger("ncurator.models.openai")

OPENAI_URL = "https://api.openai.com/v1"
# A custom endpoint (llama.cpp, vLLM, Ollama) usually needs no key; send a placeholder.
PLACEHOLDER_API_KEY = "sk-no-key"
#: Back-off before each retry of a connection error or HTTP 5xx.
RETRY_DELAYS_S = (0.5, 1.5)
#: Runaway guard: this many whitespace characters in a row, or a tail this long that repeats
#: one unit of at most RUNAWAY_MAX_PERIOD characters, ends the request.
RUNAWAY_WHITESPACE = 160
RUNAWAY_WINDOW = 480
RUNAWAY_MAX_PERIOD = 120
#: ... or its last lines repeat a block of at most this many lines (numbers aside: a list that
#: starts over at "13." after "12."): three copies, or two of a block of comment lines.
RUNAWAY_MAX_BLOCK_LINES = 40
RUNAWAY_TEXT_LIMIT = 64_000  # characters of a reply watched for line loops
PAIR_COPIES = 8  # copies of a two-line block of code (numbers aside) that make a loop
#: ... or, in a python block of a text reply, this many comment lines in a row are lines of the
#: prompt's own messages copied (each at least ECHO_MIN_CHARS long once folded).
ECHO_LINES = 4
ECHO_MIN_CHARS = 8
#: Environment variable naming a file that gets one JSON line per request (RequestStats).
STATS_ENV = "NCURATOR_MODEL_STATS"

#: The probe's one tool.
PROBE_TOOL = ToolSpec(
    name="get_weather",
    description="Get the current weather for a city.",
    parameters={"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
)
PROBE_MESSAGES = [
    {"role": "system", "content": "You are a helpful assistant. Use the tools you are given."},
    {"role": "user", "content": "What is the weather in Paris right now? Use the tool."},
]


def response_format(schema: dict[str, Any]) -> dict[str, Any]:
    """OpenAI's structured-output request for a JSON Schema (llama.cpp and vLLM honour it too)."""
    return {"type": "json_schema", "json_schema": {"name": "output", "schema": schema}}


def _one_line(text: str, limit: int = 300) -> str:
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[: limit - 3] + "..."


# --------------------------------------------------------------------------- runaway detection


_DIGITS = re.compile(r"\d+")


def _loop_line(line: str) -> str:
    return _DIGITS.sub("0", " ".join(line.split()))


def line_loop(text: str) -> int | None:
    """Where a text whose complete lines end in a loop should be cut (after the loop's first copy).

    A loop is a block of lines that the text repeats at its end, alike but for their numbers
    ("# 13. Collect the key" after "# 1. Collect the key"), with at least three distinct lines,
    spanning RUNAWAY_WINDOW characters or more, in three copies (two lines of code, PAIR_COPIES
    copies: an `if` ladder that never ends); two copies suffice when every
    line of the block is a comment or blank (code that handles two files alike is not a loop,
    a plan that starts over is). A table whose rows differ only in their numbers has one
    distinct line and is never a loop; one or two comment lines said over and over, numbers aside
    ("# 14. print the total size ..." three times and more), are (a probe's reply of 1,200 tokens).
    """
    lines = text.split("\n")[:-1]  # complete lines only
    return _loop_cut(lines, [_loop_line(line) for line in lines])


def _loop_cut(lines: list[str], norm: list[str]) -> int | None:
    """`line_loop` over complete lines and their forms without numbers (kept by the guard as
    they come, so a long reply is not normalised again at every line)."""
    n = len(lines)
    for k in range(1, min(RUNAWAY_MAX_BLOCK_LINES, n // 2) + 1):
        block = norm[n - k :]
        if len({ln for ln in block if ln}) < min(k, 3):
            continue
        comments = all(not ln or ln.startswith(("#", "//", "--")) for ln in block)
        pair = k == 2 and not comments and len(set(block)) == 2
        if k < 3 and not comments and not pair:
            continue  # rows of a table differ in their numbers only; comments do not run so
        copies = 1
        while n - (copies + 1) * k >= 0 and norm[n - (copies + 1) * k : n - copies * k] == block:
            copies += 1
        # Two lines of code alike but for their numbers, PAIR_COPIES times over, run away too
        # (`if end - start < 7:` / `return 4` to the token limit: a probe's 1,200-token reply).
        if copies < (PAIR_COPIES if pair else 2 if comments and k >= 3 else 3):
            continue
        start = n - copies * k
        if sum(len(line) + 1 for line in lines[start:]) < RUNAWAY_WINDOW:
            continue
        return sum(len(line) + 1 for line in lines[: start + k])
    return None


#: A comment's step numbering ("# Step 6:", "# 5.", "# (3)"), left out when comments are compared.
_STEP_LABEL = re.compile(r"^#+\s*(?:step\s*)?\(?\d*[.):]?\s*", re.I)
#: A comment said this many times in one reply (numbering aside) is a loop: a plan restates each
#: step once, as its list and then as the step's own header.
COMMENT_REPEATS = 3
COMMENT_MIN_CHARS = 20


def _comment_text(line: str) -> str | None:
    """A code comment line's words without its step numbering, folded; None for other lines and
    for comments too short to tell apart."""
    body = line.strip()
    if not body.startswith("# ") and not re.match(r"#+\s*(?:step\s*)?\d", body, re.I):
        return None
    text = _fold(_STEP_LABEL.sub("", body))
    return text if len(text) >= COMMENT_MIN_CHARS else None


def _fold(line: str) -> str:
    return " ".join(line.split()).lower()


def _python_fence(line: str) -> bool | None:
    """For a code fence line, whether it opens a python block (a fence with another language, or
    a bare one that closes a block, does not); None for any other line."""
    body = line.strip()
    return body[3:].strip().lower() in ("python", "py", "python3") if body.startswith("```") else None


class RunawayGuard:
    """Watches generated text for degenerate loops: a run of whitespace, a repeating tail, or
    a block of lines that starts over (`line_loop`); and, given the prompt's messages (`echo_of`),
    for a python block that copies them as comments: ECHO_LINES comment lines in a row, each a
    line of the prompt (a 1.5B model's fix turn wrote the first message's workspace listing
    line by line as `# ...` until the task's budget ran out). `in_code`: the reply starts inside
    a python block (its opening was given). `cut` is where such a copy began."""

    def __init__(self, echo_of: list[str] | None = None, *, in_code: bool = False) -> None:
        self.lines: list[str] = []  # complete lines so far, and their forms without numbers
        self.norm: list[str] = []
        self.partial = ""
        self.watched = 0  # characters fed to the line-loop check
        self.tail = ""
        self.blank_run = 0
        self.since_check = 0
        self.reason: str | None = None
        self.echo = {f for text in echo_of or [] for f in map(_fold, text.splitlines()) if len(f) >= ECHO_MIN_CHARS}
        self.in_code = in_code
        self.offset = 0  # characters of the complete lines so far
        self.echo_run = 0
        self.echo_start = 0
        self.cut: int | None = None
        self.said: dict[str, list[tuple[int, int]]] = {}  # comment texts: (offset, line) of each copy
        self.chars = 0  # characters of the complete lines so far

    def _echoes(self, line: str) -> bool:
        """Whether one complete line, the latest, makes ECHO_LINES copied comment lines in a row."""
        start = self.offset
        self.offset += len(line) + 1
        body = line.strip()
        fence = _python_fence(body)
        if fence is not None:
            # A server may send the given opening back: its fence opens the block again.
            self.in_code = fence
            self.echo_run = 0
            return False
        folded = _fold(body[1:]) if self.in_code and body.startswith("#") else ""
        if not folded or folded not in self.echo or folded.startswith("task:"):
            self.echo_run = 0  # the `# Task:` line restates the task by request
            return False
        if self.echo_run == 0:
            self.echo_start = start
        self.echo_run += 1
        return self.echo_run >= ECHO_LINES

    def feed(self, text: str) -> bool:
        """True once the text so far ends in a runaway (then `reason` says which)."""
        if self.reason or not text:
            return self.reason is not None
        stripped = text.rstrip()
        if not stripped:
            self.blank_run += len(text)
        else:
            self.blank_run = len(text) - len(stripped)
        if self.blank_run >= RUNAWAY_WHITESPACE:
            self.reason = f"{self.blank_run} whitespace characters in a row"
            return True
        self.tail = (self.tail + text)[-2 * RUNAWAY_WINDOW :]
        if self.watched < RUNAWAY_TEXT_LIMIT:
            self.watched += len(text)
            *done, self.partial = (self.partial + text).split("\n")
            if done:
                self.lines += done
                self.norm += [_loop_line(line) for line in done]
                for line in done if self.echo else []:
                    if self._echoes(line):
                        self.reason = f"{self.echo_run} lines of the prompt copied as comments"
                        self.cut = self.echo_start
                        return True
                first = len(self.lines) - len(done)
                for k, line in enumerate(done):
                    start = self.chars
                    self.chars += len(line) + 1
                    said = _comment_text(line)
                    if said is None:
                        continue
                    copies = self.said.setdefault(said, [])
                    copies.append((start, first + k))
                    if len(copies) >= COMMENT_REPEATS:
                        # A plan that keeps restating one step with new code under it (a probe's
                        # reply: "# Step 6/7/8: leave the darks ... where they are", 645 tokens).
                        # Only comments since the copy before: a plan listed again, cut before it.
                        (at, i), (_, j) = copies[-2], copies[-1]
                        again = all(not ln.strip() or ln.lstrip().startswith("#") for ln in self.lines[i:j])
                        self.reason = f"one comment said {COMMENT_REPEATS} times ({_one_line(said, 40)!r})"
                        self.cut = at if again else start
                        return True
                if _loop_cut(self.lines, self.norm) is not None:
                    self.reason = "a block of lines repeated"
                    return True
        self.since_check += len(text)
        if self.since_check >= 48 and len(self.tail) >= RUNAWAY_WINDOW:
            self.since_check = 0
            window = self.tail[-RUNAWAY_WINDOW:]
            if window.strip():
                for period in range(1, RUNAWAY_MAX_PERIOD + 1):
                    if window[period:] == window[:-period]:
                        unit = _one_line(window[-period:], 40)
                        self.reason = f"the same {period} characters repeated ({unit!r})"
                        return True
        return False


#: The label of a task message's knowledge-base passages (capabilities/terminal.py), which asks the
#: model to copy the lines it needs into its script as text, and the parts that follow them.
_KB_QUOTES = re.compile(r"passages quoted from the knowledge base.*?(?=^The task's outputs:|^This task answers a "
                        r"question|^Counted by the host|\Z)", re.S | re.M)


def _without_kb_quotes(text: str) -> str:
    """`text` without its knowledge-base passages: copying a document's lines into a script is
    what the message asks for (a development trace's fix turn, asked to write a guide's four
    steps, wrote them as step comments and was stopped three times as a runaway; the task failed)."""
    return _KB_QUOTES.sub("", text)


def echo_guard(payload: dict[str, Any]) -> RunawayGuard:
    """The guard of a text reply: it watches for the prompt's user and tool messages copied as
    comments, from inside a python block when the reply's given opening (an assistant message
    last) left one open."""
    messages = payload.get("messages") or []
    prompt = [_without_kb_quotes(str(m.get("content") or "")) for m in messages if m.get("role") in ("user", "tool")]
    opening = str(messages[-1].get("content") or "") if messages and messages[-1].get("role") == "assistant" else ""
    fences = [f for f in map(_python_fence, opening.splitlines()) if f is not None]
    return RunawayGuard(prompt, in_code=bool(fences) and fences[-1])


def trim_runaway(text: str) -> str:
    """The text without its degenerate tail (whitespace, or repeats beyond the first)."""
    cut = line_loop(text[: text.rfind("\n") + 1])
    if cut is not None:
        return text[:cut].rstrip()
    out = text.rstrip()
    if len(out) < RUNAWAY_WINDOW:
        return out
    window = out[-RUNAWAY_WINDOW:]
    for period in range(1, RUNAWAY_MAX_PERIOD + 1):
        if window[period:] == window[:-period]:
            cut = len(out) - RUNAWAY_WINDOW
            while cut - period >= 0 and out[cut - period : cut] == out[cut : cut + period]:
                cut -= period
            return out[: cut + period].rstrip()
    return out


# --------------------------------------------------------------------------- one request


@dataclass
class StreamResult:
    content: str = ""
    tool_calls: list[dict[str, Any]] = field(default_factory=list)  # {id, name, arguments}
    finish_reason: str | None = None
    usage: dict[str, int] = field(default_factory=dict)
    stats: RequestStats | None = None
    runaway: str | None = None
    resumed: bool = False  # decoding stopped at a `TextFormat.resume` marker, its rest given


def resume_at(generated: str, marker: str, start: int = 0) -> int | None:
    """Where in `generated` a line that starts `marker` begins (at `start` or after), or None."""
    if start == 0 and generated.startswith(marker):
        return 0
    at = generated.find("\n" + marker, max(0, start - 1))
    return None if at < 0 else at + 1


class _Retryable(Exception):
    """A failure worth another try (connection error, HTTP 5xx); `kind` as on ModelError."""

    def __init__(self, message: str, kind: str) -> None:
        super().__init__(message)
        self.kind = kind


def _error_message(body: bytes | str) -> str:
    text = body.decode("utf-8", "replace") if isinstance(body, bytes) else body
    try:
        data = json.loads(text)
    except ValueError:
        return _one_line(text, 200) or "(empty body)"
    if isinstance(data, dict):
        err = data.get("error") or data.get("detail") or data.get("message") or data
        if isinstance(err, dict) and err.get("message"):
            return _one_line(str(err["message"]))
        if isinstance(err, str):
            return _one_line(err)
        return _one_line(json.dumps(err), 200)
    return _one_line(text, 200)


def _cached_tokens(usage: dict[str, Any] | None, timings: dict[str, Any] | None) -> int:
    details = (usage or {}).get("prompt_tokens_details") or {}
    if isinstance(details, dict) and details.get("cached_tokens"):
        return int(details["cached_tokens"])
    if timings and timings.get("cache_n"):  # llama.cpp
        return int(timings["cache_n"])
    return 0


def _turn_usage(usage: dict[str, int], stats: list[RequestStats]) -> dict[str, int]:
    """A turn's usage dict: summed tokens, plus cached tokens and the first request's time to
    first token (runtime.metering reads both into `model_request_completed`)."""
    if not usage:
        return {}
    out = dict(usage)
    out["cached_tokens"] = sum(s.cached_tokens for s in stats)
    if stats and stats[0].ttft_ms is not None:
        out["ttft_ms"] = stats[0].ttft_ms
    return out


def _log_stats(stats: RequestStats) -> None:
    """`NCURATOR_MODEL_STATS=FILE`: one JSON line per request appended to FILE (benchmarks)."""
    target = os.environ.get(STATS_ENV)
    if not target:
        return
    with contextlib.suppress(OSError), open(target, "a", encoding="utf-8") as fh:
        fh.write(json.dumps(stats.to_dict()) + "\n")


# --------------------------------------------------------------------------- messages


def to_openai_messages(messages: list[Message]) -> list[dict[str, Any]]:
    """Plain messages → chat-completions messages with native tool calls and results.

    Servers require every tool result to name the call it answers: calls without an id get
    one, and a result without `tool_call_id` takes the oldest unanswered call's id. Content is
    never null (llama.cpp-style templates choke on it).
    """
    out: list[dict[str, Any]] = []
    pending: list[str] = []
    for m in messages:
        if m.role == "assistant" and m.tool_calls:
            calls = []
            for tc in m.tool_calls:
                call_id = tc.id or new_call_id()
                pending.append(call_id)
                calls.append({
                    "id": call_id, "type": "function",
                    "function": {"name": tc.name, "arguments": json.dumps(tc.args, ensure_ascii=False)},
                })
            out.append({"role": "assistant", "content": m.content or "", "tool_calls": calls})
        elif m.role == "tool":
            call_id = m.tool_call_id or (pending[0] if pending else new_call_id())
            if call_id in pending:
                pending.remove(call_id)
            msg: dict[str, Any] = {"role": "tool", "tool_call_id": call_id, "content": m.content or ""}
            if m.name:
                msg["name"] = m.name
            out.append(msg)
        else:
            out.append({"role": m.role, "content": m.content or ""})
    return out


# --------------------------------------------------------------------------- the model


class OpenAICompatModel(ChatModel):
    """A chat model behind an OpenAI-compatible endpoint, driven by its profile."""

    def __init__(
        self,
        model_name: str,
        *,
        base_url: str | None,
        api_key: str | None,
        spec: str | None = None,
        provider: str = "openai",
        profile: ModelProfile | None = None,
        config: dict[str, dict[str, Any]] | None = None,
        home: Path | None = None,
        endpoint: Callable[[], str] | None = None,
        on_close: Callable[[], None] | None = None,
        explain: Callable[[], str | None] | None = None,
        max_retries: int = 2,
        remember_prompt: Callable[[str], None] | None = None,
        turn_lock: TurnLock | None = None,
        slot_pin: Callable[[], SlotPin | None] | None = None,
    ) -> None:
        """`endpoint` resolves the base URL on first use (the managed local server starts
        then); `profile` fixes the profile (else config / built-in / probe); `home` holds the
        probe cache; `explain` says why a failed request failed when the endpoint knows
        better (a managed server that died); `remember_prompt` is told the system prompt of each
        request sent (the local model's warm-up store, models/local/warm.py); `turn_lock` (a
        `local.turns.TurnLock`) is held by each request from before it is sent until its stream
        ends, so the runs sharing the embedded server take turns; `slot_pin` gives the embedded
        server's slot this process keeps (`local.slots.SlotPin`), to which each request is sent."""
        if not model_name:
            raise ModelConfigError("openai model spec needs a model name: --model openai:NAME")
        if not api_key and not base_url and endpoint is None:
            raise ModelConfigError(
                "OPENAI_API_KEY is not set; set it, or point OPENAI_BASE_URL at a local "
                "OpenAI-compatible server (llama.cpp, vLLM, Ollama), which needs no key"
            )
        self.spec = spec or f"openai:{model_name}"
        self.provider = provider
        self.model_name = model_name
        self._base_url = base_url.rstrip("/") if base_url else (None if endpoint else OPENAI_URL)
        self._endpoint = endpoint
        self.api_key = api_key or PLACEHOLDER_API_KEY
        self.config = config or {}
        self.home = home
        self.max_retries = max_retries
        self._on_close = on_close
        self._explain = explain
        self._remember_prompt = remember_prompt
        self._turn_lock = turn_lock
        self._slot_pin = slot_pin
        self._profile = profile
        self._profile_error: ModelError | None = None
        self._lock = threading.Lock()
        self._http: Any = None

    # -- endpoint and profile

    @property
    def base_url(self) -> str:
        if self._base_url is None:
            assert self._endpoint is not None
            self._base_url = self._endpoint().rstrip("/")
        return self._base_url

    @property
    def profile(self) -> ModelProfile:
        """The profile, resolved on first use (a probe is one small request, then cached)."""
        if self._profile is None:
            with self._lock:
                if self._profile_error is not None:
                    raise self._profile_error  # one failed probe per run, not one per call
                if self._profile is None:
                    try:
                        self._profile = self.resolve_profile()
                    except ModelError as exc:
                        self._profile_error = exc
                        raise
        return self._profile

    def resolve_profile(self, *, refresh: bool = False) -> ModelProfile:
        """Config, else built-in, else the probe cache, else a probe; config keys on top."""
        key, overrides = config_for(self.spec, self.config)
        where = f"[models.{key}] in the config" if key else ""
        base = builtin_profile(self.spec)
        if base is None and overrides.get("tool_mode"):
            base = ModelProfile(source="config", reason="")
        if base is None:
            ckey = cache_key(self.base_url, self.model_name)
            cached = None if refresh or self.home is None else load_cached(self.home, ckey)
            if cached is not None:
                base = cached
            else:
                base = self.probe()
                if self.home is not None:
                    save_cached(self.home, ckey, base)
        return base.with_overrides(overrides, where)

    def _client(self) -> Any:
        if self._http is None:
            import httpx

            local = self.base_url.startswith(("http://127.0.0.1", "http://localhost", "http://[::1]"))
            self._http = httpx.Client(
                # The read timeout is only a backstop: the stream's own watchdog enforces
                # the profile's first-token and stall limits.
                timeout=httpx.Timeout(connect=10.0, read=None, write=30.0, pool=30.0),
                headers={"Authorization": f"Bearer {self.api_key}"},
                # Never route loopback traffic through an HTTP(S)_PROXY from the environment.
                trust_env=not local,
            )
        return self._http

    def close(self) -> None:
        http, self._http = self._http, None
        if http is not None:
            with contextlib.suppress(Exception):
                http.close()
        if self._on_close is not None:
            self._on_close()

    # -- the probe

    def probe(self) -> ModelProfile:
        """One look at `/models` and one small tool-call request: native tool calls or not.

        Raises ModelError when the endpoint is unreachable or does not speak the API (nothing
        is cached then).
        """
        import httpx

        where = self.base_url
        served: list[dict[str, Any]] = []
        try:
            resp = self._client().get(f"{where}/models", timeout=10.0)
            if resp.status_code == 200:
                data = resp.json()
                served = [d for d in (data.get("data") or []) if isinstance(d, dict)] if isinstance(data, dict) else []
        except httpx.HTTPError as exc:
            if isinstance(exc, httpx.ConnectError | httpx.ConnectTimeout):
                raise ModelError(f"cannot reach model endpoint {where}: {_one_line(str(exc), 160)}", kind="connection") from None
        except ValueError:
            served = []
        ids = [str(d.get("id")) for d in served if d.get("id")]
        mine = [d for d in served if d.get("id") == self.model_name] or (served if len(served) == 1 else [])
        builtin = builtin_profile(self.spec, [str(d.get("id")) for d in mine])
        if builtin is not None:
            return replace(builtin, source="probe", reason=f"{builtin.reason} (from {where}/models)")
        llamacpp = any(d.get("owned_by") == "llamacpp" for d in mine or served)
        meta = next((d.get("meta") for d in mine if isinstance(d.get("meta"), dict)), None) or {}
        context = int(meta["n_ctx_train"]) if isinstance(meta.get("n_ctx_train"), int) else None

        payload = {
            "model": self.model_name,
            "messages": PROBE_MESSAGES,
            "tools": [PROBE_TOOL.openai_schema()],
            "max_tokens": 128,
            "temperature": 0,
        }
        reasons: list[str] = []
        try:
            result = self._stream(payload, node="probe", kind="probe", on_token=None, limits=(120.0, 30.0))
        except ModelError as exc:
            status = getattr(exc, "status", None)
            if status in (400, 422):
                mode = "json_schema"
                reasons.append(f"the endpoint rejected a request with tools ({_one_line(str(exc), 160)})")
            else:
                raise
        else:
            names = [c.get("name") for c in result.tool_calls]
            if PROBE_TOOL.name in names:
                mode = "native"
                reasons.append("the probe got a native tool call back")
            else:
                mode = "json_schema"
                got = _one_line(result.content, 80) if result.content.strip() else "nothing"
                reasons.append(f"the probe got no native tool_calls back (text: {got!r})")
        params = meta.get("n_params") if isinstance(meta.get("n_params"), int | float) else None
        params_from = "the server's model metadata"
        if params is None:
            for name in [self.model_name, *ids[:1]]:
                params = params_from_name(name)
                if params is not None:
                    params_from = f"the name {name!r}"
                    break
        guided = params is not None and params <= GUIDED_MAX_PARAMS
        if guided:
            reasons.append(f"guided prompts: {params / 1e9:.1f}B parameters (from {params_from})")
        if llamacpp:
            reasons.append("llama.cpp server: text protocols decoded under their grammar")
        openai = self.base_url.startswith(OPENAI_URL)
        return ModelProfile(
            tool_mode=mode,
            prompt_style="guided" if guided else "standard",
            tool_choice_required=openai and mode == "native",
            grammar=llamacpp,
            context_size=context,
            source="probe",
            reason="; ".join(reasons),
        )

    # -- streaming one request

    def _stream(
        self,
        payload: dict[str, Any],
        *,
        node: str,
        kind: str,
        on_token: TokenCallback | None,
        limits: tuple[float, float] | None = None,
        resume: tuple[tuple[str, str], ...] | None = None,
    ) -> StreamResult:
        """POST with `stream: true`, retrying connection errors and 5xx only."""
        payload = {**payload, "stream": True, "stream_options": {"include_usage": True}}
        messages = payload.get("messages") or []
        if self._remember_prompt is not None and messages and messages[0].get("role") == "system":
            # When sent, not when answered: a request cut off at a task's time budget before its
            # first token left the prompt most worth warming.
            self._remember_prompt(str(messages[0].get("content") or ""))
        attempt = 0
        while True:
            try:
                return self._stream_once(payload, node=node, kind=kind, on_token=on_token, limits=limits,
                                         resume=resume)
            except _Retryable as exc:
                if attempt >= min(self.max_retries, len(RETRY_DELAYS_S)):
                    raise self._explained(ModelError(str(exc), kind=exc.kind)) from None
                log.info("retrying model request (%s): %s", node, exc)
                time.sleep(RETRY_DELAYS_S[attempt])
                attempt += 1
            except ModelError as exc:
                if exc.kind is None:
                    exc.kind = "bad_response"  # an empty, broken or malformed answer
                raise self._explained(exc) from None

    def _explained(self, exc: ModelError) -> ModelError:
        why = self._explain() if self._explain is not None else None
        if not why:
            return exc
        err = ModelError(why, code=exc.code, kind=exc.kind)
        if hasattr(exc, "status"):
            err.status = exc.status  # type: ignore[attr-defined]
        return err

    def _stream_once(
        self,
        payload: dict[str, Any],
        *,
        node: str,
        kind: str,
        on_token: TokenCallback | None,
        limits: tuple[float, float] | None,
        resume: tuple[tuple[str, str], ...] | None = None,
    ) -> StreamResult:
        import httpx

        profile = self._profile or ModelProfile()
        first_limit, stall_limit = limits or (profile.first_token_timeout_s, profile.stall_timeout_s)
        where = self.base_url
        url = f"{where}/chat/completions"
        client = self._client()
        events: queue.Queue[tuple[str, Any]] = queue.Queue()
        stop = threading.Event()
        holder: dict[str, Any] = {}

        turn_lock = self._turn_lock
        pin = self._slot_pin() if self._slot_pin is not None else None

        def worker() -> None:
            # The turn is waited for inside the first-token limit: a request queued behind another
            # run's counts its wait as time to its first token.
            if turn_lock is not None and turn_lock.acquire(stop) is None:
                return  # the caller stopped waiting first
            body = payload
            try:
                if pin is not None:
                    body, holder["save_as"] = pin.prepare(where.removesuffix("/v1"), payload)
                with client.stream("POST", url, json=body) as resp:
                    holder["resp"] = resp
                    ctype = resp.headers.get("content-type", "")
                    if resp.status_code >= 400 or "text/event-stream" not in ctype:
                        events.put(("body", (resp.status_code, ctype, resp.read())))
                        return
                    events.put(("open", resp.status_code))
                    for line in resp.iter_lines():
                        if stop.is_set():
                            return
                        events.put(("line", line))
                    events.put(("eof", None))
            except Exception as exc:  # handed to the caller's thread
                events.put(("error", exc))
            finally:
                if turn_lock is not None:
                    turn_lock.release()

        started = time.monotonic()
        thread = threading.Thread(target=worker, name=f"model-{node}", daemon=True)
        thread.start()
        result = StreamResult()
        content: list[str] = []
        calls: dict[int, dict[str, Any]] = {}
        usage: dict[str, Any] | None = None
        timings: dict[str, Any] | None = None
        guard = echo_guard(payload) if kind == "text" else RunawayGuard()
        first_token_at: float | None = None
        last_token_at = started
        chunks = 0
        done = False
        try:
            while not done:
                limit = stall_limit if first_token_at is not None else first_limit
                wait = max(0.0, last_token_at + limit - time.monotonic())
                try:
                    kind_, item = events.get(timeout=wait)
                except queue.Empty:
                    self._abort(stop, holder)
                    if first_token_at is None:
                        raise ModelError(f"model endpoint {where} sent no token within {limit:g}s", kind="timeout") from None
                    raise ModelError(
                        f"model endpoint {where} stalled: no token for {limit:g}s after {chunks} chunks", kind="timeout"
                    ) from None
                if kind_ == "error":
                    exc = item
                    if isinstance(exc, httpx.ConnectError | httpx.ConnectTimeout):
                        raise _Retryable(f"cannot reach model endpoint {where}: {_one_line(str(exc), 160)}", "connection")
                    if isinstance(exc, httpx.RemoteProtocolError) and not chunks:
                        raise _Retryable(f"model endpoint {where} closed the connection: {_one_line(str(exc), 160)}",
                                         "connection")
                    if chunks:
                        raise ModelError(
                            f"model endpoint {where} closed the stream mid-response after {chunks} chunks "
                            f"({type(exc).__name__})"
                        )
                    timed_out = isinstance(exc, httpx.TimeoutException)
                    raise ModelError(f"model request to {where} failed: {type(exc).__name__}: {_one_line(str(exc))}",
                                     kind="timeout" if timed_out else "connection")
                if kind_ == "body":
                    status, ctype, body = item
                    if status >= 500:
                        raise _Retryable(f"model endpoint {where} returned HTTP {status}: {_error_message(body)}",
                                         f"http_{status}")
                    if status >= 400:
                        hint = " (is this an OpenAI-compatible /v1 endpoint?)" if status in (404, 405) else ""
                        err = ModelError(f"model endpoint {where} returned HTTP {status}: {_error_message(body)}{hint}",
                                         kind=f"http_{status}")
                        err.status = status  # type: ignore[attr-defined]
                        raise err
                    # Streaming ignored: one JSON completion, or not the API at all.
                    self._whole_body(result, ctype, body, where)
                    first_token_at = time.monotonic()
                    done = True
                    break
                if kind_ == "open":
                    continue
                if kind_ == "eof":
                    if result.finish_reason is None:
                        if not chunks:
                            raise ModelError(f"model endpoint {where} returned an empty stream")
                        raise ModelError(
                            f"model endpoint {where} closed the stream mid-response after {chunks} chunks "
                            "(no finish_reason)"
                        )
                    break
                line = item.strip()
                if not line or line.startswith(":") or not line.startswith("data:"):
                    continue  # keep-alives, comments, `event:` lines
                data_s = line[5:].strip()
                if data_s == "[DONE]":
                    if result.finish_reason is None and not chunks:
                        raise ModelError(f"model endpoint {where} returned an empty stream")
                    result.finish_reason = result.finish_reason or "stop"
                    break
                try:
                    chunk = json.loads(data_s)
                except ValueError:
                    self._abort(stop, holder)
                    raise ModelError(
                        f"model endpoint {where} sent malformed JSON in its stream: {_one_line(data_s, 80)!r}"
                    ) from None
                if not isinstance(chunk, dict):
                    continue
                if chunk.get("error"):
                    self._abort(stop, holder)
                    raise ModelError(f"model endpoint {where} reported an error mid-stream: {_error_message(json.dumps(chunk))}")
                chunks += 1
                usage = chunk.get("usage") or usage
                timings = chunk.get("timings") or timings
                for choice in chunk.get("choices") or []:
                    delta = choice.get("delta") or choice.get("message") or {}
                    text = delta.get("content")
                    generated = ""
                    if isinstance(text, str) and text:
                        content.append(text)
                        generated += text
                        if on_token is not None:
                            on_token(text)
                    for tc in delta.get("tool_calls") or []:
                        slot = calls.setdefault(int(tc.get("index") or 0), {"id": "", "name": "", "arguments": ""})
                        if tc.get("id"):
                            slot["id"] = tc["id"]
                        fn = tc.get("function") or {}
                        if fn.get("name"):
                            slot["name"] += fn["name"]
                        args = fn.get("arguments")
                        if isinstance(args, str):
                            slot["arguments"] += args
                            generated += args
                        elif isinstance(args, dict):
                            slot["arguments"] += json.dumps(args)
                    if generated or delta.get("tool_calls") or delta.get("reasoning_content"):
                        last_token_at = time.monotonic()
                        if first_token_at is None:
                            first_token_at = last_token_at
                    if choice.get("finish_reason"):
                        result.finish_reason = str(choice["finish_reason"])
                    if generated and resume and text:
                        # Only the text's tail can hold a marker that was not there before.
                        so_far = "".join(content)
                        hits = [(at, rest) for marker, rest in resume
                                if (at := resume_at(so_far, marker, max(0, len(so_far) - len(text) - len(marker))))
                                is not None]
                        if hits:
                            at, rest = min(hits, key=lambda h: h[0])
                            self._abort(stop, holder)
                            content[:] = [so_far[:at] + rest]
                            result.resumed = True
                            result.finish_reason = "resumed"
                            done = True
                            break
                    if generated and guard.feed(generated):
                        self._abort(stop, holder)
                        result.runaway = guard.reason
                        result.finish_reason = "runaway"
                        done = True
                        break
        finally:
            stop.set()
        if pin is not None and holder.get("save_as") and result.finish_reason not in (None, "runaway", "resumed"):
            # A system prompt first read in this slot: its state saved for the next task that
            # starts with it (models/local/slots.py); before the reply is handed back.
            pin.settle(where.removesuffix("/v1"), holder["save_as"], True)
        duration = time.monotonic() - started
        if result.finish_reason == "length":
            # bench/compat.py counts these lines: the target is none.
            log.warning("ncurator: model request (%s, %s) hit its token limit of %s", node, kind, payload.get("max_tokens"))
        if not result.content:
            result.content = "".join(content)
        if result.runaway:
            result.content = (result.content[:guard.cut].rstrip() if guard.cut is not None
                              else trim_runaway(result.content))
            log.warning("model endpoint %s: stopped a runaway reply (%s, node %s)", where, result.runaway, node)
        if not result.tool_calls:
            result.tool_calls = [calls[i] for i in sorted(calls)]
        usage = usage or result.usage or {}
        prompt = int(usage.get("prompt_tokens") or 0)
        completion = int(usage.get("completion_tokens") or 0)  # none for a stream the client dropped
        result.usage = {"input_tokens": prompt, "output_tokens": completion,
                        "total_tokens": int(usage.get("total_tokens") or prompt + completion)} if usage else {}
        result.stats = RequestStats(
            node=node, provider=self.provider, model=self.model_name,
            prompt_tokens=prompt, completion_tokens=completion,
            cached_tokens=_cached_tokens(usage, timings),
            duration_ms=int(duration * 1000),
            ttft_ms=int((first_token_at - started) * 1000) if first_token_at is not None else None,
            finish_reason=result.finish_reason, max_tokens=payload.get("max_tokens"), call_kind=kind,
        )
        _log_stats(result.stats)
        return result

    @staticmethod
    def _abort(stop: threading.Event, holder: dict[str, Any]) -> None:
        """Stop reading and drop the connection, so the server stops generating too."""
        stop.set()
        resp = holder.get("resp")
        if resp is None:
            return
        stream = (getattr(resp, "extensions", None) or {}).get("network_stream")
        sock = stream.get_extra_info("socket") if stream is not None else None
        if sock is not None:
            import socket

            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)

    @staticmethod
    def _whole_body(result: StreamResult, ctype: str, body: bytes, where: str) -> None:
        """A non-streamed 200 answer: a JSON completion, or proof this is not the API."""
        try:
            data = json.loads(body)
        except ValueError:
            raise ModelError(
                f"model endpoint {where} did not answer like an OpenAI-compatible server "
                f"({ctype or 'no content type'}: {_one_line(body.decode('utf-8', 'replace'), 80)!r})"
            ) from None
        choices = data.get("choices") if isinstance(data, dict) else None
        if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
            raise ModelError(
                f"model endpoint {where} did not answer like an OpenAI-compatible server "
                f"(no choices in {_one_line(body.decode('utf-8', 'replace'), 80)!r})"
            )
        message = choices[0].get("message") or {}
        result.content = str(message.get("content") or "")
        for tc in message.get("tool_calls") or []:
            fn = tc.get("function") or {}
            args = fn.get("arguments")
            result.tool_calls.append({
                "id": tc.get("id") or "", "name": fn.get("name") or "",
                "arguments": args if isinstance(args, str) else json.dumps(args or {}),
            })
        result.finish_reason = str(choices[0].get("finish_reason") or "stop")
        result.usage = data.get("usage") or {}

    # -- the ChatModel interface

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
        profile = self.profile
        if not tools or tool_choice == "none":
            return self._complete_text(node, messages, profile, on_token, text_format)
        return self._complete_tools(node, messages, tools, tool_choice, profile, on_token, text_format)

    def _base_payload(self, profile: ModelProfile, text_format: TextFormat | None) -> dict[str, Any]:
        temperature = text_format.temperature if text_format is not None and text_format.temperature is not None else profile.temperature
        return {"model": self.model_name, "temperature": temperature}

    def _complete_text(
        self, node: str, messages: list[Message], profile: ModelProfile,
        on_token: TokenCallback | None, text_format: TextFormat | None,
    ) -> ModelTurn:
        payload = self._base_payload(profile, text_format)
        payload["messages"] = render_messages(messages, None, True)
        payload["max_tokens"] = (text_format.max_tokens if text_format and text_format.max_tokens
                                 else profile.max_tokens_answer)
        kind = "answer"
        prefilled = False
        if text_format is not None:
            kind = "text"
            if text_format.stop:
                payload["stop"] = list(text_format.stop)
            if text_format.json_schema is not None:
                # --output-schema: the answer decoded under the schema (a grammar would conflict).
                payload["response_format"] = response_format(text_format.json_schema)
            elif text_format.prefix and profile.prefill:
                # The reply's given opening is read as the start of the assistant's message, not
                # decoded; the grammar is the rest's.
                payload["messages"] = [*payload["messages"], {"role": "assistant", "content": text_format.prefix}]
                prefilled = True
                if text_format.prefix_gbnf and profile.grammar:
                    payload["grammar"] = text_format.prefix_gbnf
            elif text_format.gbnf and profile.grammar:
                payload["grammar"] = text_format.gbnf
        resume = text_format.resume if text_format is not None and prefilled else None
        result = self._stream(payload, node=node, kind=kind, on_token=on_token, resume=resume)
        stats = [result.stats] if result.stats else []
        content = result.content
        if prefilled and text_format is not None and not content.startswith(text_format.prefix):
            content = text_format.prefix + content  # a server that returns only the continuation
        return ModelTurn(content=content, usage=_turn_usage(result.usage, stats), requests=stats)

    def _complete_tools(
        self, node: str, messages: list[Message], tools: list[ToolSpec], tool_choice: str,
        profile: ModelProfile, on_token: TokenCallback | None, text_format: TextFormat | None,
    ) -> ModelTurn:
        mode = profile.tool_mode
        allow_text = tool_choice != "required"
        by_name = {t.name: t for t in tools}
        payload = self._base_payload(profile, text_format)
        payload["max_tokens"] = profile.max_tokens_tool
        if mode == "native":
            payload["messages"] = to_openai_messages(messages)
            payload["tools"] = [t.openai_schema() for t in tools]
            if tool_choice == "required" and profile.tool_choice_required:
                payload["tool_choice"] = "required"
        else:
            # Under json_schema the decoder enforces each call's schema: the prompt says what the
            # arguments mean, not their JSON Schema (prompt processing is a CPU's main cost).
            payload["messages"] = render_messages(messages, tools, allow_text, fenced=mode == "text",
                                                  compact=mode == "json_schema")
            if mode == "json_schema":
                allowed = text_format.tools if text_format is not None and text_format.tools else None
                callable_now = [t for t in tools if allowed is None or t.name in allowed] or tools
                payload["response_format"] = {
                    "type": "json_schema",
                    "json_schema": {"name": "tool_call", "schema": tool_call_schema(callable_now, allow_text)},
                }
        usage: dict[str, int] = {}
        stats: list[RequestStats] = []
        problem = ""
        for attempt in range(2):
            result = self._stream(payload, node=node, kind="tool", on_token=on_token if mode == "native" else None)
            for k, v in result.usage.items():
                usage[k] = usage.get(k, 0) + v
            if result.stats:
                stats.append(result.stats)
            turn, problem = self._read_tool_reply(result, mode, by_name, tool_choice, allow_text, payload["max_tokens"])
            if turn is not None:
                if turn.content and on_token is not None and mode != "native":
                    on_token(turn.content)
                turn.usage, turn.requests = _turn_usage(usage, stats), stats
                return turn
            if attempt == 0:
                log.info("model %s: corrective reprompt (%s): %s", self.spec, node, problem)
                payload = {**payload, "messages": [
                    *payload["messages"],
                    {"role": "assistant", "content": result.content or ""},
                    {"role": "user", "content": f"That reply was invalid: {problem}. "
                     + (CORRECTION if mode != "native" else "Call one of the tools again, with short arguments.")},
                ]}
        raise ModelError(
            f"model {self.spec} at {self.base_url} gave no usable tool call in {node} after a corrective reprompt: {problem}",
            code="invalid_model_output",
        )

    @staticmethod
    def _read_tool_reply(
        result: StreamResult, mode: str, by_name: dict[str, ToolSpec], tool_choice: str,
        allow_text: bool, max_tokens: int,
    ) -> tuple[ModelTurn | None, str]:
        """The turn a reply makes, or (None, what was wrong with it) for one corrective reprompt."""
        if result.finish_reason == "length":
            return None, f"it was cut off at the limit of {max_tokens} tokens; keep the call short"
        content = result.content
        if mode == "native":
            calls: list[ToolCall] = []
            for raw in result.tool_calls:
                if not raw.get("name"):
                    continue
                text = raw.get("arguments") or ""
                args = repair_json(text) if text.strip() else {}
                if not isinstance(args, dict):
                    return None, f"the arguments of {raw['name']} were not a JSON object: {_one_line(text, 120)}"
                calls.append(ToolCall(name=raw["name"], args=args, id=raw.get("id") or new_call_id()))
            if not calls and content and tool_choice == "required":
                # A model without native calls writes the call as JSON text (often fenced).
                calls = extract_tool_calls(content, list(by_name.values()))
                if calls:
                    content = ""
            if not calls and result.runaway:
                return None, f"it ran away ({result.runaway}) without a tool call"
            return ModelTurn(content=content, tool_calls=calls), ""
        if mode == "text":
            calls = extract_tool_calls(content, list(by_name.values()))
            if calls:
                return ModelTurn(tool_calls=calls[:1]), ""
            if allow_text and content.strip() and not result.runaway:
                return ModelTurn(content=content), ""
            return None, "it had no JSON tool call in a ```json block"
        obj = repair_json(content)
        if isinstance(obj, dict) and obj.get("name") == RESPOND_TOOL and allow_text:
            args = obj.get("arguments") if isinstance(obj.get("arguments"), dict) else {}
            return ModelTurn(content=str((args or {}).get("text", ""))), ""
        if isinstance(obj, list) and obj:
            obj = obj[0]  # the schema allows one call; a repaired list keeps its first
        call = call_from_object(obj, set(by_name))
        if call is None:
            if obj is None:
                return None, f"it was not a JSON tool call (the server may ignore response_format): {_one_line(content, 80)!r}"
            return None, f"expected a call of one of: {', '.join(by_name)}"
        errors = validate_args(call.args, by_name[call.name])
        if errors:
            return None, "; ".join(errors[:5])
        return ModelTurn(tool_calls=[ToolCall(call.name, call.args, call.id or new_call_id())]), ""
