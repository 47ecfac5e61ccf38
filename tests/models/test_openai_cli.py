"""`ncurator run --model openai:NAME` against a real HTTP server in the test process.

A server that misbehaves ends the run within seconds: exit 1, one `run_failed` whose one-line
error names the endpoint and what it did, every stdout line a valid event, and the run's
record in the store.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from ncurator_cli.protocol.events import parse_event
from ncurator_cli.store import RunStore

from . import recordings as rec
from .conftest import FakeOpenAI, Reply

QUESTION = "What is the boiling point of water at sea level?"


def respond_call() -> list[dict]:
    return rec.openai_tool_call("respond_directly", {})


def model_phase_s(res) -> float:  # type: ignore[no-untyped-def]
    """Seconds from the last event before the model call (probe_skipped) to run_failed: the
    failure's own time, without the CLI's start (slow on a loaded machine)."""
    from datetime import datetime

    stamps = {e["type"]: datetime.fromisoformat(e["ts"].replace("Z", "+00:00")) for e in res.lines}
    return (stamps["run_failed"] - stamps["probe_skipped"]).total_seconds()


def write_config(cwd: Path, body: str) -> None:
    (cwd / "ncurator.toml").write_text(body)


def run(run_cli, fake: FakeOpenAI, cwd: Path, *extra: str):  # type: ignore[no-untyped-def]
    t0 = time.monotonic()
    res = run_cli("run", QUESTION, "--model", "openai:m", "--no-probe", *extra,
                  env={"OPENAI_BASE_URL": fake.url}, cwd=cwd, timeout=60)
    return res, time.monotonic() - t0


def test_a_run_through_a_native_server(run_cli, fake_openai: FakeOpenAI, tmp_path: Path, home: Path) -> None:
    fake_openai.reply(Reply(sse=rec.openai_tool_call("get_weather", {"city": "Paris"})),  # the probe
                      Reply(sse=respond_call()),
                      Reply(sse=rec.openai_text(["100 ", "degrees ", "Celsius."])))
    res, _ = run(run_cli, fake_openai, tmp_path)
    assert res.code == 0, res.stderr
    assert res.of_type("answer_completed")[0]["text"] == "100 degrees Celsius."
    host, final = fake_openai.requests[1], fake_openai.requests[2]
    assert "tools" in host and "tool_choice" not in host and host["max_tokens"] == 512
    assert final["max_tokens"] == 1024 and "tools" not in final
    cache = json.loads((home / "model-profiles.json").read_text())
    assert cache["profiles"][f"{fake_openai.url}|m"]["profile"]["tool_mode"] == "native"


def test_a_guided_json_schema_profile_from_config(run_cli, fake_openai: FakeOpenAI, tmp_path: Path) -> None:
    write_config(tmp_path, '[models.m]\ntool_mode = "json_schema"\nprompt_style = "standard"\n')
    fake_openai.reply(Reply(sse=rec.llamacpp_text([json.dumps({"name": "respond_directly", "arguments": {}})])),
                      Reply(sse=rec.llamacpp_text(["100 degrees Celsius."])))
    res, _ = run(run_cli, fake_openai, tmp_path)
    assert res.code == 0, res.stderr
    assert len(fake_openai.requests) == 2  # no probe: the config names the mode
    assert fake_openai.requests[0]["response_format"]["type"] == "json_schema"


BAD_SERVERS = {
    "closes mid-stream": (Reply(raw=rec.sse_bytes(rec.llamacpp_text(["a", "b", "c"]), done=False)[:2]),
                          "closed the stream mid-response"),
    "malformed JSON": (Reply(raw=[b'data: {"choices": [{"delta": \n\n']), "sent malformed JSON in its stream"),
    "not the OpenAI API": (Reply(raw=[b"<html>It works!</html>"], content_type="text/html"),
                           "did not answer like an OpenAI-compatible server"),
    "streams nothing": (Reply(raw=[]), "returned an empty stream"),
    "stalls": (Reply(raw=[*rec.sse_bytes(rec.llamacpp_text(["a", "b"]))[:2], 30.0]), "stalled: no token for 2s"),
}


@pytest.mark.parametrize("what", sorted(BAD_SERVERS))
def test_a_bad_server_fails_the_run_cleanly(run_cli, fake_openai: FakeOpenAI, tmp_path: Path, home: Path, what: str) -> None:
    write_config(tmp_path, '[models.m]\ntool_mode = "native"\nstall_timeout = 2\nfirst_token_timeout = 2\n')
    reply, expected = BAD_SERVERS[what]
    fake_openai.reply(reply)
    res, took = run(run_cli, fake_openai, tmp_path)
    assert res.code == 1, res.stderr
    assert took < 90  # the CLI's own start is slow on a loaded machine; the run itself is timed below
    for line in res.lines:
        parse_event(line)
    assert [e["seq"] for e in res.lines] == list(range(len(res.lines)))
    failed = res.of_type("run_failed")
    assert len(failed) == 1 and res.types()[-1] == "run_failed"
    error = failed[0]["error"]
    assert failed[0]["code"] == "model_error"
    assert model_phase_s(res) < 10  # within seconds of the model call
    assert expected in error and fake_openai.url in error and "\n" not in error
    run_id = failed[0]["run_id"]
    store = RunStore(home / "runs.db")
    assert store.get_run(run_id)["status"] == "failed"
    assert len(list(store.iter_events(run_id))) == len(res.lines)


def test_a_server_that_ignores_response_format(run_cli, fake_openai: FakeOpenAI, tmp_path: Path) -> None:
    write_config(tmp_path, '[models.m]\ntool_mode = "json_schema"\n')
    fake_openai.reply(Reply(sse=rec.llamacpp_text(["I think you should plan."])),
                      Reply(sse=rec.llamacpp_text(["Still prose."])))
    res, took = run(run_cli, fake_openai, tmp_path)
    assert res.code == 1 and took < 90
    failed = res.of_type("run_failed")[0]
    assert model_phase_s(res) < 10
    assert failed["code"] == "invalid_model_output" and fake_openai.url in failed["error"]


def test_a_probe_of_a_dead_endpoint_fails_the_run_within_seconds(run_cli, refused_url: str, tmp_path: Path) -> None:
    t0 = time.monotonic()
    res = run_cli("run", QUESTION, "--model", "openai:m", "--no-probe", env={"OPENAI_BASE_URL": refused_url},
                  cwd=tmp_path, timeout=60)
    assert res.code == 1 and time.monotonic() - t0 < 90
    failed = res.of_type("run_failed")[0]
    assert model_phase_s(res) < 10
    assert failed["code"] == "model_error" and failed["error"].startswith(f"cannot reach model endpoint {refused_url}")


def test_doctor_shows_the_profile_and_why(run_cli, fake_openai: FakeOpenAI, tmp_path: Path) -> None:
    fake_openai.models = rec.LLAMACPP_7B_MODELS
    fake_openai.reply(Reply(sse=rec.llamacpp_text(['{"name": "get_weather", "arguments": {"city": "Paris"}}'])))
    res = run_cli("doctor", "--model", "openai:m", env={"OPENAI_BASE_URL": fake_openai.url}, cwd=tmp_path)
    assert res.code == 0, res.stderr
    profile = res.lines[0]["model"]["profile"]
    assert profile["tool_mode"] == "json_schema" and profile["source"] == "probe"
    assert "no native tool_calls" in profile["reason"] and profile["grammar"] is True
    local = run_cli("doctor", "--model", "local", "--no-self-test", cwd=tmp_path).lines[0]["model"]["profile"]
    assert (local["tool_mode"], local["prompt_style"], local["source"]) == ("json_schema", "guided", "builtin")


def test_after_a_failed_call_the_next_call_is_decoded_without_the_finish(run_cli, fake_openai: FakeOpenAI,
                                                                         tmp_path: Path) -> None:
    """Under json_schema decoding, the turn after a failed call cannot give up: the finish tool is
    left out of that turn's schema (the prompt still describes it, so its cached prefix holds);
    once a call succeeds the finish is offered again."""
    ws = tmp_path / "ws"
    ws.mkdir()
    write_config(ws, '[models.m]\ntool_mode = "json_schema"\nprompt_style = "standard"\n')
    (ws / "notes.txt").write_text("the launch window opens at dawn\n")
    task = {"kind": "terminal_exec", "title": "Read the notes", "objective": "Say what notes.txt says."}

    def call(name: str, **args: object) -> Reply:
        return Reply(sse=rec.llamacpp_text([json.dumps({"name": name, "arguments": args})]))

    fake_openai.reply(call("plan_tasks", tasks=[task]),
                      call("read_file", path="missing.txt"),
                      call("read_file", path="notes.txt"),
                      call("terminal_finish", success=True, summary="notes.txt says the launch window opens at dawn"),
                      call("respond_directly"),
                      Reply(sse=rec.llamacpp_text(["notes.txt says the launch window opens at dawn."])))
    res = run_cli("run", "What does notes.txt say?", "--model", "openai:m", "--no-probe", "-w", str(ws),
                  env={"OPENAI_BASE_URL": fake_openai.url}, cwd=tmp_path, timeout=60)
    assert res.code == 0, res.stderr
    results = [e for e in res.of_type("tool_call_result") if e["tool_name"] == "read_file"]
    assert results[0]["error"] and not results[1]["error"]

    def callable_tools(request: dict) -> list[str]:
        return [a["properties"]["name"]["const"] for a in request["response_format"]["json_schema"]["schema"]["anyOf"]]

    first, retry, after = fake_openai.requests[1:4]
    assert "terminal_finish" in callable_tools(first) and "read_file" in callable_tools(first)
    assert "terminal_finish" not in callable_tools(retry) and "read_file" in callable_tools(retry)
    assert retry["messages"][0] == first["messages"][0]  # the same system prompt, finish described
    assert "terminal_finish" in retry["messages"][0]["content"]
    assert "terminal_finish" in callable_tools(after)
