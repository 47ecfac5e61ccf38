"""The one client path (`OpenAICompatModel`) against a real HTTP server in the test process.

The server (conftest.FakeOpenAI) replays streams shaped like llama.cpp's server, vLLM and
OpenAI (recordings.py): native calls, fenced JSON, length stops, runaway newlines, 5xx, stalls,
malformed JSON, closed connections, and a server that is not the API at all.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

from ncurator_cli.models.base import Message, ModelConfigError, ModelError, TextFormat, ToolCall, ToolSpec
from ncurator_cli.models.openai_compat import OpenAICompatModel, RunawayGuard, line_loop, trim_runaway
from ncurator_cli.models.profile import EMBEDDED, ModelProfile

from . import recordings as rec
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
    parameters={"type": "object", "properties": {"satisfied": {"type": "boolean"}}, "required": ["satisfied"]},
)
USAGE = {"prompt_tokens": 11, "completion_tokens": 7, "total_tokens": 18}
NATIVE = ModelProfile(tool_mode="native", source="test", stall_timeout_s=2.0, first_token_timeout_s=2.0)


def make(url: str, profile: ModelProfile | None = NATIVE, **kw: object) -> OpenAICompatModel:
    kw.setdefault("max_retries", 0)
    return OpenAICompatModel("qwen-test", base_url=url, api_key=None, profile=profile, **kw)  # type: ignore[arg-type]


def user(text: str) -> list[Message]:
    return [Message("system", "be brief"), Message("user", text)]


# ----------------------------------------------------------------------------- basics


def test_spec_and_no_key_with_custom_base_url_is_fine(fake_openai: FakeOpenAI) -> None:
    model = make(fake_openai.url)
    assert model.spec == "openai:qwen-test"
    fake_openai.reply(Reply(sse=rec.openai_text(["ok"])))
    assert model.complete("finalize", user("hi")).content == "ok"
    assert fake_openai.last["path"] == "/v1/chat/completions"


def test_missing_key_without_base_url_is_a_config_error() -> None:
    with pytest.raises(ModelConfigError, match="OPENAI_API_KEY"):
        OpenAICompatModel("gpt-x", base_url=None, api_key=None)


def test_answer_streams_with_its_limit_usage_and_timing(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(sse=rec.openai_text(["Hel", "lo", " world"])))
    tokens: list[str] = []
    turn = make(fake_openai.url).complete("finalize", user("greet"), on_token=tokens.append)
    assert tokens == ["Hel", "lo", " world"] and turn.content == "Hello world"
    assert {k: turn.usage[k] for k in ("input_tokens", "output_tokens", "total_tokens", "cached_tokens")} == {
        "input_tokens": 1200, "output_tokens": 3, "total_tokens": 1203, "cached_tokens": 1024}
    assert turn.usage["ttft_ms"] == turn.requests[0].ttft_ms
    sent = fake_openai.last
    assert sent["stream"] is True and sent["stream_options"] == {"include_usage": True}
    assert sent["max_tokens"] == 1024 and sent["temperature"] == 0.0
    assert "tools" not in sent and "max_completion_tokens" not in sent
    [stats] = turn.requests
    assert (stats.node, stats.provider, stats.model, stats.call_kind) == ("finalize", "openai", "qwen-test", "answer")
    assert (stats.prompt_tokens, stats.completion_tokens, stats.cached_tokens) == (1200, 3, 1024)
    assert stats.finish_reason == "stop" and not stats.hit_limit and stats.max_tokens == 1024
    assert stats.ttft_ms is not None and stats.duration_ms >= stats.ttft_ms >= 0


def test_llamacpp_cached_tokens_come_from_timings(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(sse=rec.llamacpp_text(["4", "2"], prompt=500, cached=480)))
    turn = make(fake_openai.url).complete("finalize", user("6*7"))
    assert turn.content == "42"
    assert (turn.requests[0].prompt_tokens, turn.requests[0].cached_tokens) == (500, 480)


def test_token_limits_come_from_the_profile(fake_openai: FakeOpenAI) -> None:
    profile = replace(NATIVE, max_tokens_tool=100, max_tokens_answer=200)
    fake_openai.reply(Reply(sse=rec.openai_tool_call("kb_search", {"query": "x"})), Reply(sse=rec.openai_text(["ok"])))
    model = make(fake_openai.url, profile)
    model.complete("n", user("q"), [SEARCH], tool_choice="required")
    assert fake_openai.requests[-1]["max_tokens"] == 100
    model.complete("finalize", user("q"))
    assert fake_openai.requests[-1]["max_tokens"] == 200


def test_a_server_that_ignores_stream_still_works(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(body=completion("Paris.", usage=USAGE)))  # JSON body despite stream: true
    turn = make(fake_openai.url).complete("finalize", user("capital of France?"))
    assert turn.content == "Paris." and turn.usage["total_tokens"] == 18


# ----------------------------------------------------------------------------- native mode


@pytest.mark.parametrize("stream", [rec.llamacpp_tool_call, rec.vllm_tool_call, rec.openai_tool_call])
def test_native_tool_calls_from_each_server(fake_openai: FakeOpenAI, stream) -> None:  # type: ignore[no-untyped-def]
    fake_openai.reply(Reply(sse=stream("kb_search", {"query": "llama cpp", "limit": 3})))
    turn = make(fake_openai.url).complete("local_kb_retrieval", user("find"), [SEARCH, FINISH], tool_choice="required")
    assert [(c.name, c.args) for c in turn.tool_calls] == [("kb_search", {"query": "llama cpp", "limit": 3})]
    assert turn.tool_calls[0].id and turn.content == ""
    sent = fake_openai.last
    assert [t["function"]["name"] for t in sent["tools"]] == ["kb_search", "kb_finish"]
    # "required" is sent only where the profile says the server enforces it.
    assert "tool_choice" not in sent
    assert turn.requests[0].call_kind == "tool" and turn.requests[0].max_tokens == 512


def test_required_is_sent_where_enforced(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(sse=rec.openai_tool_call("kb_search", {"query": "x"})))
    make(fake_openai.url, replace(NATIVE, tool_choice_required=True)).complete(
        "n", user("q"), [SEARCH], tool_choice="required")
    assert fake_openai.last["tool_choice"] == "required"


def test_several_streamed_calls_are_assembled(fake_openai: FakeOpenAI) -> None:
    sse = [
        chunk({"role": "assistant", "content": None, "tool_calls": [
            {"index": 0, "id": "call_a", "type": "function", "function": {"name": "kb_search", "arguments": ""}}]}),
        chunk({"tool_calls": [{"index": 0, "function": {"arguments": '{"que'}}]}),
        chunk({"tool_calls": [{"index": 0, "function": {"arguments": 'ry": "x"}'}}]}),
        chunk({"tool_calls": [
            {"index": 1, "id": "call_b", "type": "function", "function": {"name": "kb_finish", "arguments": ""}}]}),
        chunk({"tool_calls": [{"index": 1, "function": {"arguments": '{"satisfied": true}'}}]}),
        chunk({}, finish="tool_calls"),
    ]  # fmt: skip
    fake_openai.reply(Reply(sse=sse))
    turn = make(fake_openai.url).complete("n", user("q"), [SEARCH, FINISH], tool_choice="required")
    assert [(c.name, c.args, c.id) for c in turn.tool_calls] == [
        ("kb_search", {"query": "x"}, "call_a"), ("kb_finish", {"satisfied": True}, "call_b")]


def test_history_with_tool_calls_never_sends_null_content(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(sse=rec.openai_text(["done"])))
    history = [
        *user("q"),
        Message("assistant", "", tool_calls=[ToolCall("kb_search", {"query": "x"})]),
        Message("tool", '{"hits": []}', name="kb_search"),
        Message("assistant", "", tool_calls=[ToolCall("kb_finish", {"satisfied": True}, id="c2")]),
        Message("tool", "ok", tool_call_id="c2", name="kb_finish"),
    ]
    make(fake_openai.url).complete("n", history, [SEARCH, FINISH])
    msgs = fake_openai.last["messages"]
    assistants = [m for m in msgs if m["role"] == "assistant"]
    assert all(m["content"] == "" for m in assistants)
    first_id = assistants[0]["tool_calls"][0]["id"]
    assert json.loads(assistants[0]["tool_calls"][0]["function"]["arguments"]) == {"query": "x"}
    assert [m["tool_call_id"] for m in msgs if m["role"] == "tool"] == [first_id, "c2"]


def test_malformed_native_arguments_are_repaired(fake_openai: FakeOpenAI) -> None:
    tc = [{"id": "c", "type": "function", "function": {"name": "kb_search", "arguments": "{'query': 'x', 'limit': 2,}"}}]
    fake_openai.reply(Reply(body=completion(None, tool_calls=tc)))
    turn = make(fake_openai.url).complete("n", user("q"), [SEARCH])
    assert turn.tool_calls == [ToolCall("kb_search", {"query": "x", "limit": 2}, "c")]


def test_hopeless_native_arguments_get_one_reprompt_then_invalid_model_output(fake_openai: FakeOpenAI) -> None:
    tc = [{"id": "c", "type": "function", "function": {"name": "kb_search", "arguments": "query equals x"}}]
    fake_openai.reply(Reply(body=completion(None, tool_calls=tc)), Reply(body=completion(None, tool_calls=tc)))
    with pytest.raises(ModelError) as err:
        make(fake_openai.url).complete("n", user("q"), [SEARCH])
    assert err.value.code == "invalid_model_output" and "kb_search" in str(err.value)
    assert len(fake_openai.requests) == 2
    assert "That reply was invalid" in fake_openai.requests[1]["messages"][-1]["content"]


def test_fenced_call_then_runaway_newlines_is_stopped_and_used(fake_openai: FakeOpenAI) -> None:
    """The issue's case: a fenced JSON call, then newlines until the limit. The stream is cut
    at the runaway, the connection dropped, and the fenced call is the turn's call."""
    plan = {"name": "kb_search", "arguments": {"query": "north"}}
    sse = rec.llamacpp_fenced_call_then_newlines(plan, newlines=2000)
    fake_openai.reply(Reply(sse=sse, chunk_delay_s=0.002))
    t0 = time.monotonic()
    turn = make(fake_openai.url).complete("host_plan", user("plan"), [SEARCH], tool_choice="required")
    assert time.monotonic() - t0 < 3.0  # 2,000 newlines at 2 ms would take 4 s
    assert [(c.name, c.args) for c in turn.tool_calls] == [("kb_search", {"query": "north"})]
    assert turn.requests[0].finish_reason == "runaway" and not turn.requests[0].hit_limit


def test_json_text_is_text_unless_a_call_is_required(fake_openai: FakeOpenAI) -> None:
    content = '{"name": "kb_search", "arguments": {"query": "x"}}'
    fake_openai.reply(Reply(sse=rec.openai_text([content])), Reply(sse=rec.openai_text([content])))
    model = make(fake_openai.url)
    assert model.complete("n", user("q"), [SEARCH]).content == content
    required = model.complete("n", user("q"), [SEARCH], tool_choice="required")
    assert [c.name for c in required.tool_calls] == ["kb_search"] and required.content == ""


# ----------------------------------------------------------------------------- json_schema and text modes


def test_json_schema_mode_constrains_the_reply_to_the_offered_tools(fake_openai: FakeOpenAI) -> None:
    reply = json.dumps({"name": "kb_search", "arguments": {"query": "north", "limit": 5}})
    fake_openai.reply(Reply(sse=rec.llamacpp_text([reply[:20], reply[20:]])))
    profile = replace(NATIVE, tool_mode="json_schema")
    history = [*user("q"), Message("assistant", "", tool_calls=[ToolCall("kb_search", {"query": "a"}, "c1")]),
               Message("tool", "no hits", tool_call_id="c1", name="kb_search")]
    turn = make(fake_openai.url, profile).complete("kb", history, [SEARCH, FINISH], tool_choice="required")
    assert [(c.name, c.args) for c in turn.tool_calls] == [("kb_search", {"query": "north", "limit": 5})]
    sent = fake_openai.last
    assert "tools" not in sent
    schema = sent["response_format"]["json_schema"]["schema"]
    assert sent["response_format"]["type"] == "json_schema"
    assert [alt["properties"]["name"]["const"] for alt in schema["anyOf"]] == ["kb_search", "kb_finish"]
    assert schema["anyOf"][0]["properties"]["arguments"] == SEARCH.parameters
    # No tool roles: past calls are the JSON the model writes, results are user turns.
    roles = [m["role"] for m in sent["messages"]]
    assert roles == ["system", "user", "assistant", "user"] and "kb_search" in sent["messages"][0]["content"]
    assert json.loads(sent["messages"][2]["content"]) == {"name": "kb_search", "arguments": {"query": "a"}}


RICH = ToolSpec(
    name="rows",
    description="Read rows.",
    parameters={"type": "object", "required": ["path"], "properties": {
        "path": {"type": "string", "description": "a data file"},
        "order": {"type": "string", "enum": ["asc", "desc"], "default": "asc"},
        "where": {"type": "array", "items": {"type": "string"}}}},
)


@pytest.mark.parametrize("mode", ["json_schema", "text"])
def test_the_prompt_carries_schemas_only_where_no_decoder_enforces_them(fake_openai: FakeOpenAI, mode: str) -> None:
    """Under json_schema the server's decoder writes the call's structure, so the prompt says what
    each argument means in one line (prefill is a CPU's main cost); the text mode's model writes
    the JSON itself and sees the whole schema."""
    fake_openai.reply(Reply(sse=rec.llamacpp_text([json.dumps({"name": "rows", "arguments": {"path": "a.csv"}})])))
    make(fake_openai.url, replace(NATIVE, tool_mode=mode)).complete("n", user("q"), [RICH], tool_choice="required")
    system = fake_openai.last["messages"][0]["content"]
    if mode == "json_schema":
        assert "arguments schema" not in system and '"enum"' not in system
        assert '- rows: Read rows.\n  arguments: path (a data file), order? (one of asc|desc; default "asc"), where?' in system
        assert fake_openai.last["response_format"]["json_schema"]["schema"]["anyOf"][0]["properties"]["arguments"] == RICH.parameters
    else:
        assert json.dumps(RICH.parameters, separators=(",", ":")) in system


def test_json_schema_mode_may_answer_in_text_when_allowed(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(sse=rec.llamacpp_text([json.dumps({"name": "respond", "arguments": {"text": "Hi."}})])))
    tokens: list[str] = []
    turn = make(fake_openai.url, replace(NATIVE, tool_mode="json_schema")).complete(
        "host_plan", user("hello"), [SEARCH], on_token=tokens.append)
    assert turn.content == "Hi." and turn.tool_calls == [] and tokens == ["Hi."]
    names = [a["properties"]["name"]["const"] for a in fake_openai.last["response_format"]["json_schema"]["schema"]["anyOf"]]
    assert names == ["kb_search", "respond"]


def test_a_server_that_ignores_response_format_fails_after_one_reprompt(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(sse=rec.llamacpp_text(["Sure! I will search."])),
                      Reply(sse=rec.llamacpp_text(["Searching now."])))
    with pytest.raises(ModelError) as err:
        make(fake_openai.url, replace(NATIVE, tool_mode="json_schema")).complete(
            "kb", user("q"), [SEARCH], tool_choice="required")
    assert err.value.code == "invalid_model_output"
    msg = str(err.value)
    assert fake_openai.url in msg and "response_format" in msg and "\n" not in msg


def test_json_schema_arguments_are_validated_once(fake_openai: FakeOpenAI) -> None:
    bad = json.dumps({"name": "kb_search", "arguments": {"limit": 3}})
    good = json.dumps({"name": "kb_search", "arguments": {"query": "x"}})
    fake_openai.reply(Reply(sse=rec.llamacpp_text([bad])), Reply(sse=rec.llamacpp_text([good])))
    turn = make(fake_openai.url, replace(NATIVE, tool_mode="json_schema")).complete(
        "kb", user("q"), [SEARCH], tool_choice="required")
    assert turn.tool_calls[0].args == {"query": "x"} and len(turn.requests) == 2
    assert "missing required key 'query'" in fake_openai.last["messages"][-1]["content"]


def test_text_mode_reads_a_fenced_call(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(sse=rec.llamacpp_text(['I will search.\n```json\n{"name": "kb_search", "arguments": {"query": "x"}}\n```'])))
    turn = make(fake_openai.url, replace(NATIVE, tool_mode="text")).complete("kb", user("q"), [SEARCH], tool_choice="required")
    assert [(c.name, c.args) for c in turn.tool_calls] == [("kb_search", {"query": "x"})]
    sent = fake_openai.last
    assert "tools" not in sent and "response_format" not in sent and "```json" in sent["messages"][0]["content"]


def test_text_protocol_turns_get_grammar_only_where_the_profile_says(fake_openai: FakeOpenAI) -> None:
    history = [
        *user("count"),
        Message("assistant", "```bash\nls | wc -l\n```", tool_calls=[ToolCall("terminal_run_command", {"command": "ls | wc -l"}, "c1")]),
        Message("tool", "exit_code: 0\n2", tool_call_id="c1", name="terminal_run_command"),
    ]
    fmt = TextFormat(gbnf="root ::= x", stop=("\nOutput:",), max_tokens=256, temperature=0.7)
    fake_openai.reply(Reply(sse=rec.llamacpp_text(["DONE"])), Reply(sse=rec.llamacpp_text(["DONE"])))
    turn = make(fake_openai.url).complete("terminal_exec", history, None, tool_choice="none", text_format=fmt)
    assert turn.content == "DONE" and turn.requests[0].call_kind == "text"
    sent = fake_openai.last
    assert [m["role"] for m in sent["messages"]] == ["system", "user", "assistant", "user"]
    assert sent["messages"][3]["content"] == "Result of tool terminal_run_command:\nexit_code: 0\n2"
    assert sent["stop"] == ["\nOutput:"] and sent["max_tokens"] == 256 and sent["temperature"] == 0.7
    assert "grammar" not in sent and "tools" not in sent
    make(fake_openai.url, replace(NATIVE, grammar=True)).complete("t", history, None, tool_choice="none", text_format=fmt)
    assert fake_openai.last["grammar"] == "root ::= x"


def test_a_given_opening_is_sent_as_the_assistants_start_and_kept_in_the_reply(fake_openai: FakeOpenAI) -> None:
    fmt = TextFormat(gbnf="root ::= whole", prefix="```python\n# Task: t\n", prefix_gbnf="root ::= rest")
    # llama.cpp's server returns the continued message whole; another server only what it added.
    fake_openai.reply(Reply(sse=rec.llamacpp_text(["```python\n# Task: t\nprint(1)\n```"])),
                      Reply(sse=rec.llamacpp_text(["print(2)\n```"])), Reply(sse=rec.llamacpp_text(["x"])))
    model = make(fake_openai.url, replace(NATIVE, grammar=True, prefill=True))
    turn = model.complete("terminal_exec", user("go"), None, tool_choice="none", text_format=fmt)
    assert turn.content == "```python\n# Task: t\nprint(1)\n```"
    sent = fake_openai.last
    assert sent["messages"][-1] == {"role": "assistant", "content": "```python\n# Task: t\n"}
    assert sent["grammar"] == "root ::= rest"
    turn = model.complete("terminal_exec", user("go"), None, tool_choice="none", text_format=fmt)
    assert turn.content == "```python\n# Task: t\nprint(2)\n```"
    # A server that continues no message: the opening is not sent, the whole reply's grammar is.
    make(fake_openai.url, replace(NATIVE, grammar=True)).complete("t", user("go"), None, tool_choice="none", text_format=fmt)
    assert fake_openai.last["messages"][-1]["role"] == "user" and fake_openai.last["grammar"] == "root ::= whole"


def test_a_reply_back_at_the_lines_it_was_copying_is_given_the_rest(fake_openai: FakeOpenAI) -> None:
    """`TextFormat.resume`: once the decoded text comes to a line that starts the marker, the
    stream is dropped there and the reply goes on with the given rest; a marker that only appears
    inside a line, or never, changes nothing."""
    rest = "print(x)\nprint(y)\nprint(x + y)\n```"
    fmt = TextFormat(prefix="```python\n# Task: t\n", prefix_gbnf="root ::= rest",
                     resume=(("print(x)\nprint(y)\n", rest), ("print(y)\nprint(x + y)\n", rest.split("\n", 1)[1])))
    pieces = ["```python\n# Task: t\nx = 1\n", "y = 2\npri", "nt(x)\n", "print(y)\n", "print(x * y)\n", "z = 9\n```"]
    fake_openai.reply(Reply(sse=rec.llamacpp_text(pieces)),
                      Reply(sse=rec.llamacpp_text(["x = 1\n# print(x)\nprint(y)\n", "z = 2\n```"])),
                      Reply(sse=rec.llamacpp_text(["x = 1\n", "y = 2\n```"])))
    model = make(fake_openai.url, replace(NATIVE, grammar=True, prefill=True))
    turn = model.complete("terminal_exec", user("go"), None, tool_choice="none", text_format=fmt)
    assert turn.content == "```python\n# Task: t\nx = 1\ny = 2\n" + rest
    turn = model.complete("terminal_exec", user("go"), None, tool_choice="none", text_format=fmt)
    assert turn.content == "```python\n# Task: t\nx = 1\n# print(x)\nprint(y)\nz = 2\n```"  # not at a line's start
    turn = model.complete("terminal_exec", user("go"), None, tool_choice="none", text_format=fmt)
    assert turn.content == "```python\n# Task: t\nx = 1\ny = 2\n```"
    # The model changed the line after the corrected one, then copied: the rest from there on.
    fake_openai.reply(Reply(sse=rec.llamacpp_text(["x = 1\nprint(x * 2)\n", "print(y)\nprint(x + y)\n", "w\n```"])))
    turn = model.complete("terminal_exec", user("go"), None, tool_choice="none", text_format=fmt)
    assert turn.content == "```python\n# Task: t\nx = 1\nprint(x * 2)\nprint(y)\nprint(x + y)\n```"
    from ncurator_cli.models.openai_compat import resume_at

    marker = "print(x)\nprint(y)\n"
    assert resume_at("if a:\n    print(x)\nprint(y)\n", marker, 10) is None  # inside a line, not at its start
    assert resume_at("a\nprint(x)\nprint(y)\n", marker, 1) == 2 and resume_at(marker, marker) == 0


# ----------------------------------------------------------------------------- bounded calls


def test_a_length_stop_on_a_tool_call_is_seen_once_then_invalid_model_output(fake_openai: FakeOpenAI) -> None:
    cut = rec.llamacpp_text(['{"name": "kb_search", "arguments": {"query": "aaaa'], finish="length")
    fake_openai.reply(Reply(sse=cut), Reply(sse=cut))
    with pytest.raises(ModelError) as err:
        make(fake_openai.url, replace(NATIVE, tool_mode="json_schema")).complete(
            "kb", user("q"), [SEARCH], tool_choice="required")
    assert err.value.code == "invalid_model_output" and "cut off at the limit of 512 tokens" in str(err.value)
    assert len(fake_openai.requests) == 2  # never retried beyond the one the model sees
    assert "cut off" in fake_openai.requests[1]["messages"][-1]["content"]


def test_a_length_stop_then_a_short_call_recovers(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(
        Reply(sse=rec.llamacpp_text(['{"name": "kb_search", "arguments": {"query": "aaaa'], finish="length")),
        Reply(sse=rec.llamacpp_tool_call("kb_search", {"query": "a"})),
    )
    turn = make(fake_openai.url).complete("kb", user("q"), [SEARCH], tool_choice="required")
    assert turn.tool_calls[0].args == {"query": "a"}
    assert [r.finish_reason for r in turn.requests] == ["length", "tool_calls"]


def test_runaway_repetition_in_an_answer_is_cut(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(sse=rec.llamacpp_text(["The total is 42."] + [" and so on"] * 400, finish="length")))
    turn = make(fake_openai.url).complete("finalize", user("sum"))
    assert turn.content.startswith("The total is 42.") and len(turn.content) < 200
    assert turn.requests[0].finish_reason == "runaway"


def test_runaway_guard_leaves_normal_text_alone() -> None:
    guard = RunawayGuard()
    text = "".join(f"| row {i} | value {i * 7} |\n" for i in range(200)) + "    \n" * 10
    assert not any(guard.feed(text[i : i + 7]) for i in range(0, len(text), 7))
    assert trim_runaway("abc" + "\n" * 500) == "abc"


PLAN = [
    "Fill the kettle with fresh water.",
    "Warm the teapot with a splash of hot water.",
    "Add one spoon of leaves per cup.",
    "Pour water just off the boil over the leaves.",
    "Steep for four minutes, then strain.",
]


def test_a_plan_that_starts_over_with_new_numbers_is_cut_after_its_first_copy(fake_openai: FakeOpenAI) -> None:
    # A small model listed the same steps again and again, numbered on (6., 7., ...) until its
    # token limit: no repeat of a fixed period, yet a loop. Two copies of a comment block end it.
    lines = ["```python", "# Steps:"] + [f"# {i + 1}. {PLAN[i % 5]}" for i in range(60)]
    pieces = [line + "\n" for line in lines]
    fake_openai.reply(Reply(sse=rec.llamacpp_text(pieces, finish="length")))
    turn = make(fake_openai.url).complete("terminal_exec", user("make tea"))
    assert turn.requests[0].finish_reason == "runaway"
    assert turn.content.splitlines() == lines[:7]
    assert len(fake_openai.requests) == 1


def test_a_step_restated_a_third_time_with_new_code_under_it_is_cut_there() -> None:
    """A plan lists a step and the code restates it as its header: two copies. A third (numbering
    aside), with different code under each, is a loop no block repeat shows; the reply is cut
    where it begins. Short comments and a comment said twice are left alone."""
    head = ("# Steps:\n# 1. list the frames\n# 2. leave the other frames where they are\n\n"
            "# Step 1: list the frames\nframes = sorted(os.listdir('in'))\n"
            "# Step 2: leave the other frames where they are\nkept = [f for f in frames if f[0] != 'L']\n")
    looped = head + "".join(f"# Step {n}: leave the other frames where they are\nfor f in kept{n}:\n    print(f, {n})\n"
                            for n in range(3, 7))
    guard = RunawayGuard()
    assert any(guard.feed(looped[i : i + 5]) for i in range(0, len(looped), 5))
    assert guard.reason is not None and "said 3 times" in guard.reason
    assert looped[: guard.cut] == head
    fine = head + "# Write the totals\nprint(1)\n" * 4 + "# ok\n" * 9
    guard = RunawayGuard()
    assert not any(guard.feed(fine[i : i + 5]) for i in range(0, len(fine), 5))


def test_line_loops_need_three_distinct_lines_and_code_three_copies() -> None:
    # Code that treats two files alike is not a loop; a third identical copy is.
    block = "with open('part{n}.txt') as fh:\n    text{n} = fh.read()\nprint('part{n}.txt', len(text{n}), 'characters read')\n"
    two = "".join(block.format(n=n) for n in (1, 2))
    assert line_loop("x = 1\n" + "".join(block.format(n=n) for n in (1, 2)) * 3) is not None
    assert line_loop(two) is None and trim_runaway(two) == two.rstrip()
    # A table whose rows differ only in their numbers, and a log of similar lines, are output.
    table = "".join(f"| {i} | {i * 3} | {i * 9} |\n" for i in range(300))
    assert line_loop(table) is None
    # A comment block repeated twice but shorter than the window is left alone.
    short = "# a\n# b\n# c\n# a\n# b\n# c\n"
    assert line_loop(short) is None
    # One long comment said again and again with a new number is a loop once it has three copies;
    # code lines alike but for their numbers are not.
    said = "# {n}. print the total size of every file under the share minus the size of the moved files\n"
    text = "# Steps:\n" + "".join(said.format(n=n) for n in range(1, 9))
    cut = line_loop(text)
    assert cut is not None and text[:cut].count("print the total") == 1
    assert line_loop("# Steps:\n" + "".join(said.format(n=n) for n in range(1, 3))) is None
    code = "".join(f"total_{n} = sizes[{n}] - moved[{n}] + offsets[{n}]  # per share, kept apart\n" for n in range(40))
    assert line_loop(code) is None
    # Two lines of code alike but for their numbers: a short ladder is code, one that goes on is a loop.
    rung = "    if end - start < {n}:\n        return {m}\n"
    ladder = "def points(start, end):\n" + "".join(rung.format(n=n, m=4) for n in range(1, 40))
    cut = line_loop(ladder)
    assert cut is not None and ladder[:cut].count("return") == 1  # cut after its first rung
    assert line_loop("def points(start, end):\n" + "".join(rung.format(n=n, m=n) for n in range(1, 6))) is None


def test_a_stalled_stream_is_the_timeout_not_a_slow_one(fake_openai: FakeOpenAI) -> None:
    # Progressing slowly (10 chunks over ~1.5 s, stall limit 1 s) is fine ...
    fake_openai.reply(Reply(sse=rec.llamacpp_text(["a"] * 10), chunk_delay_s=0.15))
    profile = replace(NATIVE, stall_timeout_s=1.0, first_token_timeout_s=1.0)
    assert make(fake_openai.url, profile).complete("finalize", user("q")).content == "a" * 10
    # ... going quiet mid-stream is not, and is not retried.
    chunks = rec.sse_bytes(rec.llamacpp_text(["a", "b", "c"]))
    fake_openai.reply(Reply(raw=[*chunks[:3], 30.0, *chunks[3:]]))
    t0 = time.monotonic()
    with pytest.raises(ModelError) as err:
        make(fake_openai.url, profile, max_retries=2).complete("finalize", user("q"))
    assert time.monotonic() - t0 < 3.0
    assert f"model endpoint {fake_openai.url} stalled: no token for 1s" in str(err.value)
    assert len(fake_openai.requests) == 2


def test_no_first_token_in_time(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(raw=[30.0]))
    with pytest.raises(ModelError, match="sent no token within 0.5s"):
        make(fake_openai.url, replace(NATIVE, first_token_timeout_s=0.5)).complete("finalize", user("q"))


def test_5xx_is_retried_then_succeeds(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(503, {"error": {"message": "loading model"}}), Reply(sse=rec.openai_text(["ok"])))
    turn = make(fake_openai.url, max_retries=2).complete("finalize", user("q"))
    assert turn.content == "ok" and len(fake_openai.requests) == 2


def test_5xx_gives_up_after_the_retries(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(*[Reply(500, {"error": {"message": "kv cache\nexhausted"}})] * 3)
    with pytest.raises(ModelError) as err:
        make(fake_openai.url, max_retries=2).complete("n", user("q"))
    msg = str(err.value)
    assert err.value.code == "model_error" and "HTTP 500: kv cache exhausted" in msg and fake_openai.url in msg
    assert "\n" not in msg and len(fake_openai.requests) == 3


def test_4xx_is_not_retried(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(422, {"detail": [{"loc": ["body", "messages"], "msg": "field required"}]}))
    with pytest.raises(ModelError, match="HTTP 422: .*field required"):
        make(fake_openai.url, max_retries=2).complete("n", user("q"))
    assert len(fake_openai.requests) == 1


def test_connection_refused(refused_url: str) -> None:
    t0 = time.monotonic()
    with pytest.raises(ModelError) as err:
        make(refused_url, max_retries=2).complete("n", user("q"))
    assert time.monotonic() - t0 < 5.0
    assert str(err.value).startswith(f"cannot reach model endpoint {refused_url}") and "\n" not in str(err.value)


# ----------------------------------------------------------------------------- bad servers


def test_closed_mid_stream(fake_openai: FakeOpenAI) -> None:
    chunks = rec.sse_bytes(rec.llamacpp_text(["a", "b", "c", "d"]), done=False)
    fake_openai.reply(Reply(raw=chunks[:3]))
    with pytest.raises(ModelError, match=r"closed the stream mid-response after 3 chunks"):
        make(fake_openai.url).complete("finalize", user("q"))


def test_malformed_json_in_the_stream(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(raw=[*rec.sse_bytes(rec.llamacpp_text(["a"]))[:1], b'data: {"choices": [{"delta": {"content": "x"\n\n']))
    with pytest.raises(ModelError, match="sent malformed JSON in its stream"):
        make(fake_openai.url).complete("finalize", user("q"))


def test_an_empty_stream(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(raw=[b"data: [DONE]\n\n"]))
    with pytest.raises(ModelError, match=f"{fake_openai.url} returned an empty stream"):
        make(fake_openai.url).complete("finalize", user("q"))


def test_not_an_openai_server(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(raw=[b"<html><body>Welcome to nginx!</body></html>"], content_type="text/html"))
    with pytest.raises(ModelError) as err:
        make(fake_openai.url).complete("finalize", user("q"))
    assert "did not answer like an OpenAI-compatible server" in str(err.value) and "nginx" in str(err.value)
    fake_openai.reply(Reply(404, {"detail": "Not Found"}))
    with pytest.raises(ModelError, match="HTTP 404: Not Found .is this an OpenAI-compatible /v1 endpoint"):
        make(fake_openai.url).complete("finalize", user("q"))


def test_an_error_event_mid_stream(fake_openai: FakeOpenAI) -> None:
    fake_openai.reply(Reply(raw=[b'data: {"error": {"code": 500, "message": "context shift disabled", "type": "server_error"}}\n\n']))
    with pytest.raises(ModelError, match="reported an error mid-stream: context shift disabled"):
        make(fake_openai.url).complete("finalize", user("q"))


# ----------------------------------------------------------------------------- profiles and the probe


def probe_model(url: str, home: Path, name: str = "qwen-test", config: dict | None = None) -> OpenAICompatModel:
    return OpenAICompatModel(name, base_url=url, api_key=None, home=home, config=config, max_retries=0)


def test_probe_picks_native_when_the_server_returns_tool_calls(fake_openai: FakeOpenAI, tmp_path: Path) -> None:
    fake_openai.models = rec.LLAMACPP_7B_MODELS
    fake_openai.reply(Reply(sse=rec.llamacpp_tool_call("get_weather", {"city": "Paris"})))
    profile = probe_model(fake_openai.url, tmp_path).profile
    assert (profile.tool_mode, profile.prompt_style, profile.source, profile.grammar) == ("native", "standard", "probe", True)
    assert "native tool call" in profile.reason and profile.context_size == 32768
    probe = fake_openai.last
    assert probe["tools"][0]["function"]["name"] == "get_weather" and "tool_choice" not in probe
    # Cached per base URL + model name: a second model object does not probe again.
    again = probe_model(fake_openai.url, tmp_path).profile
    assert again.tool_mode == "native" and again.source == "probe (cached)" and len(fake_openai.requests) == 1
    cache = json.loads((tmp_path / "model-profiles.json").read_text())
    assert f"{fake_openai.url}|qwen-test" in cache["profiles"]


def test_probe_picks_json_schema_for_a_text_answer_and_guided_for_a_small_model(fake_openai: FakeOpenAI, tmp_path: Path) -> None:
    fake_openai.models = {"object": "list", "data": [{"id": "llama3.2:3b", "object": "model", "owned_by": "library"}]}
    fake_openai.reply(Reply(sse=rec.llamacpp_text(['```json\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n```'])))
    profile = probe_model(fake_openai.url, tmp_path, name="llama3.2:3b").profile
    assert (profile.tool_mode, profile.prompt_style, profile.grammar) == ("json_schema", "guided", False)
    assert "no native tool_calls" in profile.reason and "3.0B parameters" in profile.reason


def test_probe_recognises_the_embedded_weights(fake_openai: FakeOpenAI, tmp_path: Path) -> None:
    fake_openai.models = rec.LLAMACPP_MODELS
    profile = probe_model(fake_openai.url, tmp_path, name="qwen").profile
    assert profile.tool_mode == EMBEDDED.tool_mode and profile.guided and profile.grammar
    assert "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf" in profile.reason
    assert fake_openai.requests == []  # recognised from /models: no tool-call request needed


def test_config_wins_and_needs_no_probe(fake_openai: FakeOpenAI, tmp_path: Path) -> None:
    config = {"qwen-test": {"tool_mode": "text", "max_tokens_tool": 300, "stall_timeout": 5.0}}
    profile = probe_model(fake_openai.url, tmp_path, config=config).profile
    assert (profile.tool_mode, profile.max_tokens_tool, profile.stall_timeout_s, profile.source) == ("text", 300, 5.0, "config")
    assert "[models.qwen-test]" in profile.reason and fake_openai.requests == []


def test_config_keys_override_a_probed_profile(fake_openai: FakeOpenAI, tmp_path: Path) -> None:
    fake_openai.reply(Reply(sse=rec.openai_tool_call("get_weather", {"city": "Paris"})))
    profile = probe_model(fake_openai.url, tmp_path, config={"openai:qwen-test": {"max_tokens_answer": 2000}}).profile
    assert (profile.tool_mode, profile.max_tokens_answer, profile.source) == ("native", 2000, "probe+config")


def test_probe_of_an_unreachable_endpoint_is_a_model_error_and_not_cached(refused_url: str, tmp_path: Path) -> None:
    with pytest.raises(ModelError, match=f"cannot reach model endpoint {refused_url}"):
        _ = probe_model(refused_url, tmp_path).profile
    assert not (tmp_path / "model-profiles.json").exists()


def test_import_does_not_load_httpx() -> None:
    code = (
        "import sys, ncurator_cli.models.openai_compat, ncurator_cli.models.profile, ncurator_cli.models.toolcall;"
        "heavy = [m for m in ('langchain_openai', 'langchain_core', 'openai', 'httpx') if m in sys.modules];"
        "print(heavy); sys.exit(1 if heavy else 0)"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_request_stats_can_be_logged_to_a_file(fake_openai: FakeOpenAI, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stats = tmp_path / "stats.jsonl"
    monkeypatch.setenv("NCURATOR_MODEL_STATS", str(stats))
    fake_openai.reply(Reply(sse=rec.llamacpp_text(["a"] * 3, finish="length")))
    make(fake_openai.url).complete("finalize", user("q"))
    [row] = [json.loads(line) for line in stats.read_text().splitlines()]
    assert (row["node"], row["finish_reason"], row["max_tokens"], row["completion_tokens"]) == ("finalize", "length", 1024, 3)


def test_an_output_schema_is_sent_as_response_format(fake_openai: FakeOpenAI) -> None:
    schema = {"type": "object", "properties": {"total": {"type": "integer"}}, "required": ["total"]}
    fake_openai.reply(Reply(sse=rec.openai_text(['{"total": 42}'])))
    fmt = TextFormat(json_schema=schema, gbnf="root ::= x")
    turn = make(fake_openai.url, replace(NATIVE, grammar=True)).complete("finalize", user("sum"), text_format=fmt)
    assert turn.content == '{"total": 42}'
    sent = fake_openai.last
    assert sent["response_format"] == {"type": "json_schema", "json_schema": {"name": "output", "schema": schema}}
    assert "grammar" not in sent


def test_a_python_block_that_copies_the_prompt_as_comments_is_cut_where_the_copy_began(fake_openai: FakeOpenAI) -> None:
    """A fix turn of a 1.5B model wrote the first message's workspace listing line by line as
    `# ...` comments until the task's budget ran out: four comment lines in a row that are lines
    of the prompt's own messages end the request there. Comments of its own, a `# Task:` line
    restating the task, code copying the prompt's lines, and an answer that quotes them are not
    such a copy."""
    prompt = ("Task: Fix the bug so the tests pass.\n\nWorkspace contents (4 files listed, folders end with /):\n"
              "tests/ (2 files, 599 B in all)\nREADME.md (60 B)\npricing.py (499 B)\ntests/test_pricing.py (599 B)\n")
    fmt = TextFormat(prefix="```python\n# Task: Fix the bug so the tests pass.\n", prefix_gbnf="root ::= rest")
    copied = ["# Workspace contents (4 files listed, folders end with /):\n", "# tests/ (2 files, 599 B in all)\n",
              "# README.md (60 B)\n", "# pricing.py (499 B)\n", "# tests/test_pricing.py (599 B)\n"] * 8
    head = "```python\n# Task: Fix the bug so the tests pass.\n# Steps:\n# 1. read pricing.py\n"
    fake_openai.reply(Reply(sse=rec.llamacpp_text([head, *copied], finish="length")))
    model = make(fake_openai.url, replace(NATIVE, grammar=True, prefill=True))
    turn = model.complete("terminal_exec", user(prompt), None, tool_choice="none", text_format=fmt)
    assert turn.requests[0].finish_reason == "runaway"
    assert turn.content == head.rstrip()
    # Not a copy: its own comments, the restated task, and code holding the prompt's lines as data.
    own = (head + "lines = [\n    'README.md (60 B)',\n    'pricing.py (499 B)',\n    'tests/ (2 files, 599 B in all)',\n"
           "    'tests/test_pricing.py (599 B)',\n]\nprint(len(lines))\n```")
    fake_openai.reply(Reply(sse=rec.llamacpp_text([own])))
    turn = model.complete("terminal_exec", user(prompt), None, tool_choice="none", text_format=fmt)
    assert turn.content == own and turn.requests[0].finish_reason != "runaway"
    # An answer (no text format) may quote the prompt's lines as it likes.
    quoted = "".join(copied[:5])
    fake_openai.reply(Reply(sse=rec.llamacpp_text([quoted])))
    assert make(fake_openai.url).complete("finalize", user(prompt)).content == quoted


def test_echo_guard_counts_only_comment_lines_inside_a_python_block() -> None:
    from ncurator_cli.models.openai_compat import echo_guard

    prompt = "alpha line one\nbravo line two\ncharlie line three\ndelta line four\n"
    comments = "".join(f"# {ln}\n" for ln in prompt.splitlines())
    outside = echo_guard({"messages": [{"role": "user", "content": prompt}]})
    assert not outside.feed(comments)  # markdown headings of a text reply, not a block's comments
    inside = echo_guard({"messages": [{"role": "user", "content": prompt}]})
    assert inside.feed("```python\n" + comments) and inside.cut == len("```python\n")
    given = echo_guard({"messages": [{"role": "user", "content": prompt}, {"role": "assistant", "content": "```python\n"}]})
    assert given.feed(comments) and given.cut == 0
    closed = echo_guard({"messages": [{"role": "user", "content": prompt}]})
    assert not closed.feed("```python\nx = 1\n```\n" + comments)
    system = echo_guard({"messages": [{"role": "system", "content": prompt}, {"role": "assistant", "content": "```python\n"}]})
    assert not system.feed(comments)  # the system prompt's examples are the model's to follow
    # A knowledge-base document's lines are the message's to copy into a script; the listing is not.
    kb = ("Workspace contents:\nnotes/a.txt\n\nWhat is known so far (passages quoted from the knowledge base; "
          "copy the lines you need into your script as text):\n" + prompt + "\nThe task's outputs: out.txt.\n")
    quoted = echo_guard({"messages": [{"role": "user", "content": kb}, {"role": "assistant", "content": "```python\n"}]})
    assert not quoted.feed(comments)
    listing = echo_guard({"messages": [{"role": "user", "content": prompt + kb.split(prompt)[0]},
                                       {"role": "assistant", "content": "```python\n"}]})
    assert listing.feed(comments)
