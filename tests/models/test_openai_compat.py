"""The openai provider through its real HTTP client (openai SDK via langchain-openai)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from ncurator_cli.models.base import Message, ModelConfigError, ModelError, TextFormat, ToolCall, ToolSpec
from ncurator_cli.models.openai_compat import OpenAICompatModel, fix_payload

from .conftest import FakeOpenAI, Reply, chunk, completion

SEARCH = ToolSpec(
    name="kb_search",
    description="Search the knowledge base.",
    parameters={
        "type": "object",
        "properties": {"query": {"type": "string"}, "limit": {"type": "integer"}},
        "required": ["query"],
    },
)
FINISH = ToolSpec(
    name="kb_finish",
    description="Finish.",
    parameters={
        "type": "object",
        "properties": {"satisfied": {"type": "boolean"}},
        "required": ["satisfied"],
    },
)
USAGE = {"prompt_tokens": 11, "completion_tokens": 7, "total_tokens": 18}


def make(fake_url: str, **kw: object) -> OpenAICompatModel:
    kw.setdefault("max_retries", 0)
    return OpenAICompatModel("qwen-test", base_url=fake_url, api_key=None, **kw)  # type: ignore[arg-type]


def user(text: str) -> list[Message]:
    return [Message("system", "be brief"), Message("user", text)]


def test_spec_and_no_key_with_custom_base_url_is_fine(fake_openai: FakeOpenAI) -> None:
    model = make(fake_openai.url)
    assert model.spec == "openai:qwen-test"
    fake_openai.reply(Reply(body=completion("ok")))
    model.complete("finalize", user("hi"))
    # The openai client refuses to run without a key; a placeholder is sent instead.
    assert fake_openai.last["path"] == "/v1/chat/completions"


def test_missing_key_without_base_url_is_a_config_error() -> None:
    with pytest.raises(ModelConfigError, match="OPENAI_API_KEY"):
        OpenAICompatModel("gpt-x", base_url=None, api_key=None)


def test_non_streamed_text_and_payload(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(body=completion("Paris.", usage=USAGE)))
    turn = make(fake_openai.url).complete("finalize", user("capital of France?"))
    assert turn.content == "Paris."
    assert turn.tool_calls == []
    assert turn.usage == {"input_tokens": 11, "output_tokens": 7, "total_tokens": 18}
    sent = fake_openai.last
    assert sent["model"] == "qwen-test"
    assert sent["max_tokens"] == 2048
    assert "max_completion_tokens" not in sent
    assert sent["temperature"] == 0.0
    assert not sent.get("stream")
    assert "tools" not in sent
    assert [m["role"] for m in sent["messages"]] == ["system", "user"]


def test_streamed_text_calls_on_token_per_delta(fake_openai: FakeOpenAI) -> None:
    sse = [
        chunk({"role": "assistant", "content": ""}),
        chunk({"content": "Hel"}),
        chunk({"content": "lo"}),
        chunk({"content": " world"}),
        chunk({}, finish="stop"),
        chunk(None, usage=USAGE),
    ]
    fake_openai.reply(Reply(sse=sse))
    tokens: list[str] = []
    turn = make(fake_openai.url).complete("finalize", user("greet"), on_token=tokens.append)
    assert tokens == ["Hel", "lo", " world"]
    assert turn.content == "Hello world"
    assert turn.usage == {"input_tokens": 11, "output_tokens": 7, "total_tokens": 18}
    sent = fake_openai.last
    assert sent["stream"] is True
    assert sent["stream_options"] == {"include_usage": True}
    assert "max_completion_tokens" not in sent and sent["max_tokens"] == 2048


def test_streamed_tool_calls_are_assembled_from_deltas(fake_openai: FakeOpenAI) -> None:
    sse = [
        chunk({"role": "assistant", "content": None, "tool_calls": [
            {"index": 0, "id": "call_a", "type": "function", "function": {"name": "kb_search", "arguments": ""}}]}),
        chunk({"tool_calls": [{"index": 0, "function": {"arguments": '{"que'}}]}),
        chunk({"tool_calls": [{"index": 0, "function": {"arguments": 'ry": "llama'}}]}),
        chunk({"tool_calls": [{"index": 0, "function": {"arguments": ' cpp", "limit": 3}'}}]}),
        chunk({"tool_calls": [
            {"index": 1, "id": "call_b", "type": "function", "function": {"name": "kb_finish", "arguments": ""}}]}),
        chunk({"tool_calls": [{"index": 1, "function": {"arguments": '{"satisfied": true}'}}]}),
        chunk({}, finish="tool_calls"),
    ]  # fmt: skip
    fake_openai.reply(Reply(sse=sse))
    tokens: list[str] = []
    turn = make(fake_openai.url).complete(
        "local_kb_retrieval", user("find"), [SEARCH, FINISH], tool_choice="required", on_token=tokens.append
    )
    assert [(c.name, c.args, c.id) for c in turn.tool_calls] == [
        ("kb_search", {"query": "llama cpp", "limit": 3}, "call_a"),
        ("kb_finish", {"satisfied": True}, "call_b"),
    ]
    assert tokens == []
    assert turn.content == ""
    sent = fake_openai.last
    assert [t["function"]["name"] for t in sent["tools"]] == ["kb_search", "kb_finish"]
    assert sent["tools"][0]["function"]["parameters"] == SEARCH.parameters
    assert sent["tool_choice"] == "required"


def test_auto_tool_choice_is_not_sent(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(body=completion("no tool needed")))
    turn = make(fake_openai.url).complete("host_plan", user("hi"), [SEARCH])
    assert turn.content == "no tool needed"
    assert "tool_choice" not in fake_openai.last
    assert len(fake_openai.last["tools"]) == 1


def test_non_streamed_tool_call(fake_openai: FakeOpenAI) -> None:
    tc = [
        {"id": "call_1", "type": "function", "function": {"name": "kb_search", "arguments": '{"query": "x"}'}}
    ]
    fake_openai.reply(Reply(body=completion(None, tool_calls=tc, usage=USAGE)))
    turn = make(fake_openai.url).complete("n", user("q"), [SEARCH])
    assert turn.tool_calls == [ToolCall("kb_search", {"query": "x"}, "call_1")]
    assert turn.usage["total_tokens"] == 18


def test_history_with_tool_calls_never_sends_null_content(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(body=completion("done")))
    history = [
        *user("q"),
        # A scripted turn without ids: the provider invents one and pairs the tool result with it.
        Message("assistant", "", tool_calls=[ToolCall("kb_search", {"query": "x"})]),
        Message("tool", '{"hits": []}', name="kb_search"),
        Message("assistant", "", tool_calls=[ToolCall("kb_finish", {"satisfied": True}, id="c2")]),
        Message("tool", "ok", tool_call_id="c2", name="kb_finish"),
    ]
    make(fake_openai.url).complete("finalize", history, [SEARCH, FINISH])
    msgs = fake_openai.last["messages"]
    assistants = [m for m in msgs if m["role"] == "assistant"]
    assert all(m["content"] == "" for m in assistants)
    assert all(m.get("content") is not None for m in msgs)
    first_id = assistants[0]["tool_calls"][0]["id"]
    assert first_id
    assert json.loads(assistants[0]["tool_calls"][0]["function"]["arguments"]) == {"query": "x"}
    tools_msgs = [m for m in msgs if m["role"] == "tool"]
    assert [m["tool_call_id"] for m in tools_msgs] == [first_id, "c2"]


def test_text_protocol_turns_are_sent_as_plain_chat(fake_openai: FakeOpenAI) -> None:
    # A capability's text protocol calls without tools; servers reject tool messages then.
    fake_openai.reply(Reply(body=completion("DONE: 2 files")))
    history = [
        *user("count"),
        Message("assistant", "```bash\nls | wc -l\n```", tool_calls=[ToolCall("terminal_run_command", {"command": "ls | wc -l"}, "c1")]),
        Message("tool", "exit_code: 0\n2", tool_call_id="c1", name="terminal_run_command"),
    ]
    fmt = TextFormat(gbnf="root ::= x", stop=("\nOutput:",), max_tokens=256)
    turn = make(fake_openai.url).complete("terminal_exec", history, None, tool_choice="none", text_format=fmt)
    assert turn.content == "DONE: 2 files"
    sent = fake_openai.last
    assert [m["role"] for m in sent["messages"]] == ["system", "user", "assistant", "user"]
    assert sent["messages"][2] == {"role": "assistant", "content": "```bash\nls | wc -l\n```"}
    assert sent["messages"][3]["content"] == "Result of terminal_run_command:\nexit_code: 0\n2"
    assert sent["stop"] == ["\nOutput:"] and sent["max_tokens"] == 256
    assert "grammar" not in sent and "tools" not in sent


def test_fix_payload_is_idempotent_and_keeps_explicit_max_tokens() -> None:
    payload = {
        "max_completion_tokens": 5,
        "messages": [
            {"role": "assistant", "content": None, "tool_calls": []},
            {"role": "user", "content": "x"},
        ],
    }
    fixed = fix_payload(payload)
    assert fixed == {
        "max_tokens": 5,
        "messages": [
            {"role": "assistant", "content": "", "tool_calls": []},
            {"role": "user", "content": "x"},
        ],
    }
    assert fix_payload(dict(fixed)) == fixed


def test_max_tokens_none_sends_neither(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(body=completion("x")))
    make(fake_openai.url, max_tokens=None).complete("n", user("q"))
    assert "max_tokens" not in fake_openai.last and "max_completion_tokens" not in fake_openai.last


# ----------------------------------------------------------------------------- errors


def test_http_500_is_a_clean_model_error(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(500, {"error": {"message": "kv cache\nexhausted", "type": "server_error"}}))
    with pytest.raises(ModelError) as err:
        make(fake_openai.url).complete("n", user("q"))
    assert err.value.code == "model_error"
    msg = str(err.value)
    assert "HTTP 500" in msg and "kv cache exhausted" in msg
    assert "\n" not in msg and "Traceback" not in msg


def test_http_500_while_streaming(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(503, {"error": {"message": "loading model"}}))
    with pytest.raises(ModelError, match="HTTP 503: loading model"):
        make(fake_openai.url).complete("n", user("q"), on_token=lambda t: None)


def test_fastapi_style_error_detail_is_kept(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(422, {"detail": [{"loc": ["body", "messages"], "msg": "field required"}]}))
    with pytest.raises(ModelError, match="HTTP 422: .*field required"):
        make(fake_openai.url).complete("n", user("q"))


def test_connection_refused(refused_url: str) -> None:
    with pytest.raises(ModelError) as err:
        make(refused_url).complete("n", user("q"))
    assert err.value.code == "model_error"
    assert str(err.value).startswith(f"cannot reach model endpoint {refused_url}")
    assert "\n" not in str(err.value)


def test_timeout(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(body=completion("late"), delay_s=2.0))
    with pytest.raises(ModelError) as err:
        make(fake_openai.url, timeout_s=0.3).complete("n", user("q"))
    assert err.value.code == "model_error"
    assert "timed out after 0.3s" in str(err.value)


# ----------------------------------------------------------------------------- repair and fallback


def test_malformed_tool_arguments_are_repaired(fake_openai: FakeOpenAI) -> None:
    tc = [
        {
            "id": "c",
            "type": "function",
            "function": {"name": "kb_search", "arguments": "{'query': 'x', 'limit': 2,}"},
        }
    ]
    fake_openai.reply(Reply(body=completion(None, tool_calls=tc)))
    turn = make(fake_openai.url).complete("n", user("q"), [SEARCH])
    assert turn.tool_calls == [ToolCall("kb_search", {"query": "x", "limit": 2}, "c")]


def test_hopeless_tool_arguments_are_invalid_model_output(fake_openai: FakeOpenAI) -> None:
    tc = [{"id": "c", "type": "function", "function": {"name": "kb_search", "arguments": "query equals x"}}]
    fake_openai.reply(Reply(body=completion(None, tool_calls=tc)))
    with pytest.raises(ModelError) as err:
        make(fake_openai.url).complete("n", user("q"), [SEARCH])
    assert err.value.code == "invalid_model_output"
    assert "kb_search" in str(err.value)


@pytest.mark.parametrize(
    "content",
    [
        '{"name": "kb_search", "arguments": {"query": "x"}}',
        '```json\n{"name": "kb_search", "args": {"query": "x"}}\n```',
        '<tool_call>\n{"name": "kb_search", "arguments": {"query": "x"}}\n</tool_call>',
        '[{"name": "kb_search", "arguments": {"query": "x",}}]',
    ],
)
def test_json_text_tool_calls_are_converted(fake_openai: FakeOpenAI, content: str) -> None:
    fake_openai.reply(Reply(body=completion(content)))
    turn = make(fake_openai.url, json_tool_fallback=True).complete("n", user("q"), [SEARCH])
    assert [(c.name, c.args) for c in turn.tool_calls] == [("kb_search", {"query": "x"})]
    assert turn.tool_calls[0].id
    assert turn.content == ""


def test_json_text_of_unknown_tool_stays_text(fake_openai: FakeOpenAI) -> None:
    content = '{"name": "rm_rf", "arguments": {}}'
    fake_openai.reply(Reply(body=completion(content)))
    turn = make(fake_openai.url, json_tool_fallback=True).complete("n", user("q"), [SEARCH])
    assert turn.tool_calls == [] and turn.content == content


def test_json_text_is_left_alone_without_fallback_unless_required(fake_openai: FakeOpenAI) -> None:
    content = '{"name": "kb_search", "arguments": {"query": "x"}}'
    fake_openai.reply(Reply(body=completion(content)), Reply(body=completion(content)))
    model = make(fake_openai.url)
    assert model.complete("n", user("q"), [SEARCH]).content == content
    required = model.complete("n", user("q"), [SEARCH], tool_choice="required")
    assert [c.name for c in required.tool_calls] == ["kb_search"]


def test_streamed_json_text_tool_call_is_converted(fake_openai: FakeOpenAI) -> None:
    pieces = ['{"name": "kb_', 'search", "arguments": ', '{"query": "x"}}']
    fake_openai.reply(Reply(sse=[chunk({"content": p}) for p in pieces] + [chunk({}, finish="stop")]))
    turn = make(fake_openai.url, json_tool_fallback=True).complete(
        "n", user("q"), [SEARCH], on_token=lambda t: None
    )
    assert [(c.name, c.args) for c in turn.tool_calls] == [("kb_search", {"query": "x"})]


def test_import_does_not_load_langchain() -> None:
    code = (
        "import sys, ncurator_cli.models.openai_compat, ncurator_cli.models.local, ncurator_cli.models.toolcall;"
        "heavy = [m for m in ('langchain_openai', 'langchain_core', 'openai', 'httpx') if m in sys.modules];"
        "print(heavy); sys.exit(1 if heavy else 0)"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr
