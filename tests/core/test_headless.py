"""The headless contract: per-call accounting, usage on every terminal event, hard budgets (exit 6),
the single rule for denials (exit 5), and schema-checked structured output."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from datetime import datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from tests.conftest import CliResult

from ncurator_cli.protocol.events import parse_event

RESPOND = {"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]}


def plan(*tasks: dict[str, Any], usage: dict[str, int] | None = None) -> dict[str, Any]:
    line: dict[str, Any] = {"node": "host_plan", "tool_calls": [{"name": "plan_tasks", "args": {"tasks": list(tasks)}}]}
    if usage:
        line["usage"] = usage
    return line


def term(command: str, usage: dict[str, int] | None = None) -> dict[str, Any]:
    line: dict[str, Any] = {"node": "terminal_exec", "tool_calls": [{"name": "terminal_run_command", "args": {"command": command}}]}
    if usage:
        line["usage"] = usage
    return line


def finish(success: bool = True, summary: str = "done") -> dict[str, Any]:
    return {"node": "terminal_exec", "tool_calls": [{"name": "terminal_finish", "args": {"success": success, "summary": summary}}]}


def final(text: str, usage: dict[str, int] | None = None) -> dict[str, Any]:
    line: dict[str, Any] = {"node": "finalize", "content": text}
    if usage:
        line["usage"] = usage
    return line


TERM_TASK = {"kind": "terminal_exec", "title": "Work", "objective": "do the work"}
U = {"prompt_tokens": 100, "completion_tokens": 20, "cached_tokens": 40}


def valid(res: CliResult) -> list[dict[str, Any]]:
    lines = res.lines
    for e in lines:
        parse_event(e)
    assert [e["seq"] for e in lines] == list(range(lines[0]["seq"], lines[0]["seq"] + len(lines)))
    return lines


# --- accounting ------------------------------------------------------------------------------------


def test_every_model_call_is_one_event_and_the_totals_close_the_run(run_cli, write_script, workspace, allow_policy) -> None:
    script = write_script([plan(TERM_TASK, usage=U), term("echo hi", usage=U), finish(), RESPOND, final("said hi", usage=U)])
    spec = f"script:{script}"
    (workspace / "ncurator.toml").write_text(f'[prices."{spec}"]\ninput = 2.0\noutput = 10.0\ncached_input = 0.5\n')
    res = run_cli("run", "say hi", "-w", str(workspace), "--model", spec, "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    valid(res)
    calls = res.of_type("model_request_completed")
    assert [c["node"] for c in calls] == ["host_plan", "terminal_exec", "terminal_exec", "host_plan", "finalize"]
    first = calls[0]
    assert first["provider"] == "script" and first["model"] == str(script)
    assert (first["prompt_tokens"], first["completion_tokens"], first["cached_tokens"]) == (100, 20, 40)
    assert first["duration_ms"] >= 0 and first["estimated"] is False
    # 60 uncached at 2.0, 40 cached at 0.5, 20 out at 10.0 per million tokens.
    assert first["cost"] == pytest.approx((60 * 2.0 + 40 * 0.5 + 20 * 10.0) / 1e6)
    # A script line without usage reports zero tokens: replays are deterministic.
    assert calls[2]["prompt_tokens"] == 0 and calls[2]["completion_tokens"] == 0 and calls[2]["cost"] == 0
    # The streamed finalize call knows its time to first token.
    assert calls[-1]["ttft_ms"] is not None
    usage = res.lines[-1]["usage"]
    assert res.lines[-1]["type"] == "run_completed"
    assert usage["model_calls"] == 5 and usage["prompt_tokens"] == 300 and usage["completion_tokens"] == 60
    assert usage["total_tokens"] == 360 and usage["cached_tokens"] == 120
    assert usage["cost"] == pytest.approx(3 * first["cost"])


def test_cost_is_null_without_prices(run_cli, write_script) -> None:
    res = run_cli("run", "hello", "--model", f"script:{write_script([RESPOND, final('hi', usage=U)])}")
    assert res.code == 0, res.stderr
    assert all(c["cost"] is None for c in res.of_type("model_request_completed"))
    assert res.lines[-1]["usage"]["cost"] is None and res.lines[-1]["usage"]["total_tokens"] == 120


def test_usage_is_on_failed_paused_and_resumed_runs(run_cli, write_script, workspace, tmp_path) -> None:
    pol = tmp_path / "ask.toml"
    pol.write_text('version = 1\n[defaults]\nlow = "allow"\nmedium = "ask"\nhigh = "deny"\nnoninteractive_ask = "pause"\n')
    script = write_script([plan(TERM_TASK, usage=U), term("touch made.txt", usage=U), finish(), RESPOND, final("made", usage=U)])
    first = run_cli("run", "make a file", "-w", str(workspace), "--model", f"script:{script}", "--policy", str(pol))
    assert first.code == 3, first.stderr
    paused = first.lines[-1]
    assert paused["type"] == "run_paused" and paused["usage"]["model_calls"] == 2 and paused["usage"]["prompt_tokens"] == 200
    assert paused["duration_ms"] >= 0
    second = run_cli("approve", paused["run_id"], "--allow")
    assert second.code == 0, second.stderr
    done = second.lines[-1]
    # Totals span the pause: the calls made before it are counted once.
    assert done["usage"]["model_calls"] == 5 and done["usage"]["prompt_tokens"] == 300

    failed = run_cli("run", "x", "--model", f"script:{write_script([plan({'kind': 'nope', 'title': 'n', 'objective': 'n'}, usage=U)])}")
    assert failed.code == 1
    # The plan's one task is rejected; the host's next call finds the script exhausted. That failed
    # call is on record too (`error`), and the totals count both calls.
    calls = failed.of_type("model_request_completed")
    assert [c["error"] for c in calls] == [None, "script_exhausted"]
    usage = failed.lines[-1]["usage"]
    assert failed.lines[-1]["type"] == "run_failed" and usage["model_calls"] == 2 and usage["prompt_tokens"] == 100


# --- budgets --------------------------------------------------------------------------------------


def test_max_turns_counts_model_calls(run_cli, write_script, workspace, allow_policy) -> None:
    script = write_script([plan(TERM_TASK), *[term(f"echo {i}") for i in range(6)], finish(), RESPOND, final("x")])
    res = run_cli("run", "loop", "-w", str(workspace), "--model", f"script:{script}", "--policy", str(allow_policy), "--max-turns", "3")
    assert res.code == 6, res.stderr
    valid(res)
    assert len(res.of_type("model_request_completed")) == 3
    last = res.lines[-1]
    assert last["type"] == "run_failed" and last["code"] == "budget_exceeded" and last["budget"] == "max_turns"
    assert last["usage"]["model_calls"] == 3


def test_max_tokens_stops_before_the_next_call(run_cli, write_script, workspace, allow_policy) -> None:
    script = write_script([plan(TERM_TASK, usage=U), *[term(f"echo {i}", usage=U) for i in range(6)], finish(), RESPOND, final("x")])
    res = run_cli("run", "loop", "-w", str(workspace), "--model", f"script:{script}", "--policy", str(allow_policy), "--max-tokens", "250")
    assert res.code == 6, res.stderr
    last = res.lines[-1]
    assert last["budget"] == "max_tokens" and last["usage"]["total_tokens"] == 360
    assert len(res.of_type("model_request_completed")) == 3


def test_capability_turn_limit_from_the_config(run_cli, write_script, workspace, allow_policy) -> None:
    (workspace / "ncurator.toml").write_text("[capabilities.terminal_exec]\nmax_turns = 2\n")
    script = write_script([plan(TERM_TASK), *[term(f"echo {i}") for i in range(4)], finish(), RESPOND, final("x")])
    res = run_cli("run", "loop", "-w", str(workspace), "--model", f"script:{script}", "--policy", str(allow_policy))
    assert res.code == 6, res.stderr
    assert res.of_type("task_failed")[0]["code"] == "bounded_loop_error"
    last = res.lines[-1]
    assert last["budget"] == "capability_turns" and "turn limit is 2" in last["error"]


def test_bad_budget_flags_and_config_are_usage_errors(run_cli, write_script, workspace) -> None:
    script = write_script([RESPOND, final("x")])
    for args in (["--max-turns", "0"], ["--max-tokens", "-5"]):
        res = run_cli("run", "x", "--model", f"script:{script}", *args)
        assert res.code == 2 and res.stdout == b""
    (workspace / "ncurator.toml").write_text("[capabilities.docx]\nmax_turns = 0\n")
    res = run_cli("run", "x", "-w", str(workspace), "--model", f"script:{script}")
    assert res.code == 2 and "capabilities.docx.max_turns" in res.stderr and res.stdout == b""


class _Hanging(BaseHTTPRequestHandler):
    hits: list[float] = []

    def do_POST(self) -> None:  # noqa: N802
        type(self).hits.append(time.monotonic())
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        time.sleep(120)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def hanging_server() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Hanging)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()


TIMEOUT_S = 8


@pytest.mark.parametrize("profile", ["probed", "configured"])
def test_timeout_cuts_off_a_model_call_in_flight(run_cli, hanging_server, workspace, profile) -> None:
    """The endpoint accepts the request and never answers. Unknown to the client, the model is
    probed first (that request hangs); with `[models.slow]` configured, the host's planning call
    is the request that hangs. Either way the run ends at its --timeout, exit 6, on record."""
    _Hanging.hits = []
    if profile == "configured":
        (workspace / "ncurator.toml").write_text('[models.slow]\ntool_mode = "native"\n')
    t0 = time.monotonic()
    res = run_cli("run", "what is 2+2", "-w", str(workspace), "--model", "openai:slow", "--no-probe",
                  "--timeout", str(TIMEOUT_S), env={"OPENAI_BASE_URL": hanging_server}, timeout=120)
    done = time.monotonic()
    assert res.code == 6, res.stderr
    assert _Hanging.hits, (res.lines[-1], res.stderr)
    # The server would answer after 120 s (and the client would retry): the call was cut off
    # at the run's time limit, and the process ended within seconds of it (the CLI's start,
    # slow on a loaded machine, is not counted: the run's clock and the first request are).
    assert done - _Hanging.hits[0] < TIMEOUT_S + 10, done - t0
    events = valid(res)
    run_s = (datetime.fromisoformat(events[-1]["ts"].replace("Z", "+00:00"))
             - datetime.fromisoformat(events[0]["ts"].replace("Z", "+00:00"))).total_seconds()
    assert run_s < TIMEOUT_S + 3
    last = events[-1]
    assert last["type"] == "run_failed" and last["code"] == "budget_exceeded" and last["budget"] == "timeout"
    assert "cut off" in last["error"] and f"{TIMEOUT_S} s" in last["error"]
    if profile == "configured":
        # The cut-off call is on record as a failed call and counted in the totals.
        calls = res.of_type("model_request_completed")
        assert [(c["node"], c["error"]) for c in calls] == [("host_plan", "timeout")]
        assert "cut off" in calls[0]["error_message"] and calls[0]["duration_ms"] >= 1000
        assert last["usage"]["model_calls"] == 1
    else:
        assert "profile probe" in last["error"]
    # The store has the same events as stdout, and the run's final status.
    stored = run_cli("events", last["run_id"])
    assert stored.lines == events
    run = next(r for r in run_cli("runs").lines if r["run_id"] == last["run_id"])
    assert run["status"] == "failed" and run["exit_code"] == 6


class _Refusing(BaseHTTPRequestHandler):
    """Every chat request gets the HTTP status in `status`."""

    status = 400

    def do_POST(self) -> None:  # noqa: N802
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        data = json.dumps({"error": {"message": "model 'slow' cannot take this request"}}).encode()
        self.send_response(type(self).status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.mark.parametrize("failure", ["http_400", "http_503", "connection"])
def test_a_failed_model_call_is_on_record_and_in_the_totals(run_cli, workspace, failure) -> None:
    """Each request the endpoint refuses (or that cannot connect) is one `model_request_completed`
    with `error` saying why; the run fails `model_error` (exit 1) with those calls in its usage."""
    (workspace / "ncurator.toml").write_text('[models.slow]\ntool_mode = "native"\n')
    server = None
    if failure == "connection":
        with socket.socket() as sock:  # a port nothing listens on
            sock.bind(("127.0.0.1", 0))
            url = f"http://127.0.0.1:{sock.getsockname()[1]}/v1"
    else:
        _Refusing.status = int(failure.split("_")[1])
        server = ThreadingHTTPServer(("127.0.0.1", 0), _Refusing)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    try:
        res = run_cli("run", "what is 2+2", "-w", str(workspace), "--model", "openai:slow", "--no-probe",
                      env={"OPENAI_BASE_URL": url})
    finally:
        if server is not None:
            server.shutdown()
    assert res.code == 1, res.stderr
    valid(res)
    calls = res.of_type("model_request_completed")
    assert calls and all(c["error"] == failure for c in calls), calls
    assert all(c["prompt_tokens"] == 0 and c["completion_tokens"] == 0 and c["error_message"] for c in calls)
    assert calls[-1]["node"] == "host_plan"
    last = res.lines[-1]
    assert last["type"] == "run_failed" and last["code"] == "model_error"
    assert last["usage"]["model_calls"] == len(calls)


# --- denials --------------------------------------------------------------------------------------


def test_a_denied_run_never_exits_0_even_when_the_model_recovers(run_cli, write_script, workspace, tmp_path) -> None:
    """A question: the model first tries a write (denied), then answers from a read. The task truly
    recovered (its answer rests on a tool result), so it completes; the run still exits 5."""
    pol = tmp_path / "deny.toml"
    pol.write_text('version = 1\n[defaults]\nlow = "allow"\nmedium = "deny"\nhigh = "deny"\n')
    read_task = {"kind": "terminal_exec", "title": "Read", "objective": "find what hello.txt says"}
    script = write_script([plan(read_task), term("cp hello.txt made.txt"), term("cat hello.txt"),
                           finish(True, "hello.txt says hello world"), RESPOND, final("It says hello world.")])
    res = run_cli("run", "what does hello.txt say?", "-w", str(workspace), "--model", f"script:{script}", "--policy", str(pol))
    assert res.code == 5, res.stderr
    valid(res)
    assert [r["code"] for r in res.of_type("task_result")] == ["ok"]
    assert res.of_type("task_completed")  # the model recovered ...
    assert res.of_type("answer_completed")[0]["text"] == "It says hello world."  # ... and answered
    last = res.lines[-1]
    assert last["type"] == "run_failed" and last["code"] == "approval_denied"
    decision = res.of_type("approval_decision")[0]
    assert last["denied"] == [{"approval_id": decision["approval_id"], "action": "command", "subject": "cp hello.txt made.txt"}]
    assert not (workspace / "made.txt").exists()


def test_a_change_whose_write_was_denied_does_not_complete_by_claiming_success(run_cli, write_script, workspace,
                                                                                tmp_path) -> None:
    """A change: its only write is denied, the model runs something harmless and claims success.
    Nothing changed, so the claim is pushed back; the model then reports the failure truthfully,
    the task fails `approval_denied` (never `task_completed`) and the run exits 5."""
    pol = tmp_path / "deny.toml"
    pol.write_text('version = 1\n[defaults]\nlow = "allow"\nmedium = "deny"\nhigh = "deny"\n')
    script = write_script([plan(TERM_TASK), term("touch made.txt"), term("echo fine"), finish(True, "worked around it"),
                           finish(False, "the file could not be made: the command was denied"), RESPOND, final("x")])
    res = run_cli("run", "make a file", "-w", str(workspace), "--model", f"script:{script}", "--policy", str(pol))
    assert res.code == 5, res.stderr
    valid(res)
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert "no command has changed a file" in finishes[0]["error"] and finishes[1]["error"] is None
    assert not res.of_type("task_completed")
    assert [(f["code"], f["error"]) for f in res.of_type("task_failed")] == [
        ("approval_denied", "the file could not be made: the command was denied")]
    last = res.lines[-1]
    assert last["type"] == "run_failed" and last["code"] == "approval_denied"
    assert [d["subject"] for d in last["denied"]] == ["touch made.txt"]
    assert not (workspace / "made.txt").exists()


# --- structured output ----------------------------------------------------------------------------

SCHEMA = {
    "type": "object",
    "properties": {"total": {"type": "integer"}, "regions": {"type": "array", "items": {"type": "string"}}},
    "required": ["total", "regions"],
    "additionalProperties": False,
}


@pytest.fixture
def schema_file(tmp_path: Path) -> Path:
    p = tmp_path / "schema.json"
    p.write_text(json.dumps(SCHEMA))
    return p


def test_output_schema_puts_the_value_on_answer_completed(run_cli, write_script, schema_file) -> None:
    script = write_script([RESPOND, final('```json\n{"total": 7, "regions": ["north", "south"]}\n```')])
    res = run_cli("run", "totals", "--model", f"script:{script}", "--output-schema", str(schema_file))
    assert res.code == 0, res.stderr
    valid(res)
    answer = res.of_type("answer_completed")[0]
    assert answer["output"] == {"total": 7, "regions": ["north", "south"]}
    assert json.loads(answer["text"].strip("`").removeprefix("json")) == answer["output"]
    assert not res.of_type("answer_token")  # a half-written JSON value is no use to a reader


def test_output_schema_gets_one_repair_turn(run_cli, write_script, schema_file) -> None:
    script = write_script([RESPOND, final('{"total": "seven"}'), final('{"total": 7, "regions": []}')])
    res = run_cli("run", "totals", "--model", f"script:{script}", "--output-schema", str(schema_file))
    assert res.code == 0, res.stderr
    assert res.of_type("answer_completed")[0]["output"] == {"total": 7, "regions": []}
    assert [c["node"] for c in res.of_type("model_request_completed")] == ["host_plan", "finalize", "finalize"]


def test_output_still_invalid_after_the_repair_fails_the_run(run_cli, write_script, schema_file) -> None:
    script = write_script([RESPOND, final("The total is 7."), final('{"total": 7}')])
    res = run_cli("run", "totals", "--model", f"script:{script}", "--output-schema", str(schema_file))
    assert res.code == 1, res.stderr
    last = res.lines[-1]
    assert last["type"] == "run_failed" and last["code"] == "invalid_model_output"
    assert "regions" in last["error"] and not res.of_type("answer_completed")


def test_output_schema_text_format_prints_it_pretty(run_cli, write_script, schema_file) -> None:
    script = write_script([RESPOND, final('{"total": 7, "regions": ["north"]}')])
    res = run_cli("run", "totals", "--model", f"script:{script}", "--output-schema", str(schema_file), "--format", "text")
    assert res.code == 0, res.stderr
    assert '{\n  "total": 7,\n  "regions": [\n    "north"\n  ]\n}' in res.stdout.decode()


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "is not JSON"),
        ('["a list"]', "must be an object"),
        ('{"type": "objekt"}', "not a valid JSON Schema"),
        ('{"properties": {"a": {"minimum": "zero"}}}', "not a valid JSON Schema at properties/a/minimum"),
        # References that lead nowhere were accepted, and the run failed with a traceback at the answer.
        ('{"properties": {"a": {"$ref": "#/$defs/missing"}}}', "$ref '#/$defs/missing' cannot be resolved"),
        ('{"$ref": "https://example.com/schema.json"}', "$ref 'https://example.com/schema.json' cannot be resolved"),
        ('{"$ref": "#nowhere", "$defs": {"a": {"$anchor": "here"}}}', "$ref '#nowhere' cannot be resolved"),
    ],
)
def test_a_bad_schema_file_is_a_usage_error(run_cli, write_script, tmp_path, content, message) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    res = run_cli("run", "x", "--model", f"script:{write_script([RESPOND, final('{}')])}", "--output-schema", str(bad))
    assert res.code == 2 and res.stdout == b""
    assert message in res.stderr and len(res.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("schema", [
    {"properties": {"a": {"$ref": "#/$defs/A"}}, "$defs": {"A": {"type": "integer"}}},
    {"$schema": "http://json-schema.org/draft-07/schema#", "definitions": {"A": {}}, "items": {"$ref": "#/definitions/A"}},
    {"$id": "https://x.test/root", "$defs": {"B": {"$id": "b", "$defs": {"C": {}}, "$ref": "#/$defs/C"}}, "$ref": "b"},
    {"$defs": {"A": {"$anchor": "here"}}, "$ref": "#here"},
    {"$ref": "#"}, {"const": {"$ref": "not a reference"}}, {"properties": {"$ref": {"type": "string"}}},
])
def test_references_within_the_schema_are_accepted(schema) -> None:
    from ncurator_cli.runtime.structured import unresolvable_ref

    assert unresolvable_ref(schema) is None
    assert unresolvable_ref({**schema, "properties": {"z": {"$ref": "#/$defs/none"}}}) == "#/$defs/none"


def test_missing_schema_file_is_a_usage_error(run_cli, write_script, tmp_path) -> None:
    res = run_cli("run", "x", "--model", f"script:{write_script([RESPOND, final('{}')])}", "--output-schema", str(tmp_path / "nope.json"))
    assert res.code == 2 and "cannot read --output-schema" in res.stderr and res.stdout == b""


class _Recording(BaseHTTPRequestHandler):
    """An OpenAI-compatible endpoint that answers without streaming: `/models`, the client's
    profile probe (one tool call back: native tool calls), then the scripted replies."""

    requests: list[dict[str, Any]] = []
    probes: list[dict[str, Any]] = []
    replies: list[dict[str, Any]] = []

    def _json(self, data: bytes) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:  # noqa: N802
        self._json(json.dumps({"object": "list", "data": [{"id": "fake", "object": "model", "owned_by": "test"}]}).encode())

    def do_POST(self) -> None:  # noqa: N802
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)))
        tools = [t["function"]["name"] for t in body.get("tools") or []]
        if not type(self).probes and not type(self).requests:
            # The client's first request is its profile probe: a call of the one tool it offers
            # back proves native tool calls.
            assert len(tools) == 1
            type(self).probes.append(body)
            message: dict[str, Any] = {"content": None, "tool_calls": [
                {"id": "p1", "type": "function", "function": {"name": tools[0], "arguments": '{"city": "Paris"}'}}]}
        else:
            type(self).requests.append(body)
            message = type(self).replies.pop(0)
        data = json.dumps({
            "id": "c1", "object": "chat.completion", "created": 0, "model": "fake",
            "choices": [{"index": 0, "message": {"role": "assistant", **message}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 50, "completion_tokens": 5, "total_tokens": 55,
                      "prompt_tokens_details": {"cached_tokens": 32}},
        }).encode()
        self._json(data)

    def log_message(self, *args: Any) -> None:
        pass


def test_openai_compatible_endpoints_get_the_schema_as_response_format(run_cli, schema_file) -> None:
    _Recording.requests, _Recording.probes = [], []
    def call(name: str, args: str) -> dict[str, Any]:
        return {"content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {"name": name, "arguments": args}}]}

    _Recording.replies = [
        call("declare_intent", '{"kind": "question"}'),
        call("respond_directly", "{}"),
        {"content": '{"total": 3, "regions": ["east"]}'},
    ]
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Recording)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        res = run_cli("run", "totals", "--model", "openai:fake", "--no-probe", "--output-schema", str(schema_file),
                      env={"OPENAI_BASE_URL": f"http://127.0.0.1:{server.server_address[1]}/v1"})
    finally:
        server.shutdown()
    assert res.code == 0, res.stderr
    assert len(_Recording.probes) == 1  # the client learnt the endpoint's profile once
    assert res.of_type("answer_completed")[0]["output"] == {"total": 3, "regions": ["east"]}
    assert [("tools" in r, "response_format" in r) for r in _Recording.requests] == [(True, False), (True, False), (False, True)]
    fmt = _Recording.requests[-1]["response_format"]
    assert fmt["type"] == "json_schema" and fmt["json_schema"]["schema"] == SCHEMA
    calls = res.of_type("model_request_completed")
    assert [c["node"] for c in calls] == ["intent", "host_plan", "finalize"]
    assert [(c["provider"], c["model"], c["prompt_tokens"], c["cached_tokens"], c["error"]) for c in calls] == [
        ("openai", "fake", 50, 32, None)] * 3


# --- plugins are planned like built-ins ------------------------------------------------------------


def test_the_planners_kinds_come_from_the_registry(tmp_path, monkeypatch) -> None:
    site = tmp_path / "site"
    dist = site / "echo_plugin-0.1.dist-info"
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: echo-plugin\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text("[ncurator.capabilities]\necho = echo_plugin:EchoCapability\n")
    (site / "echo_plugin.py").write_text(
        "from ncurator_cli.protocol.capability import SimpleCapability, TaskOutcome\n"
        "class EchoCapability(SimpleCapability):\n"
        "    kind = 'echo'\n"
        "    description = 'repeat the objective back'\n"
        "    def run(self, ctx, task):\n"
        "        return TaskOutcome('ok', task['objective'])\n"
    )
    monkeypatch.syspath_prepend(str(site))
    from ncurator_cli.app import capability_registry
    from ncurator_cli.runtime.host import host_tools

    registry = capability_registry()
    plan_tool = host_tools(registry.kinds())[0]
    kinds = plan_tool.parameters["properties"]["tasks"]["items"]["properties"]["kind"]["enum"]
    assert set(kinds) == {"local_kb_retrieval", "terminal_exec", "docx", "echo"}


def test_the_task_budget_cuts_off_a_model_call_in_flight(run_cli, hanging_server, workspace) -> None:
    """A task's own time budget (`task_timeout`) ends a capability's model call in flight, as the
    run's --timeout does: the task ends out of time, exit 6 naming `capability_timeout`, and the
    machine is free again for whatever else shares the model server."""
    _Hanging.hits = []
    (workspace / "ncurator.toml").write_text('task_timeout = 4\n[models.slow]\ntool_mode = "native"\n')
    res = run_cli("run", "How many lines does hello.txt have?", "-w", str(workspace), "--model", "openai:slow",
                  "--planner", "guided", "--no-probe", "--timeout", "100", env={"OPENAI_BASE_URL": hanging_server},
                  timeout=120)
    assert res.code == 6, res.stderr
    events = valid(res)
    assert _Hanging.hits and res.of_type("task_started")
    calls = res.of_type("model_request_completed")
    assert [(c["node"], c["error"]) for c in calls] == [("terminal_exec", "timeout")]
    assert "task's time budget" in calls[0]["error_message"]
    # Cut off at the budget, not when the server would have answered (120 s) nor at --timeout.
    assert 3000 <= calls[0]["duration_ms"] < 15000
    last = events[-1]
    assert last["type"] == "run_failed" and last["budget"] == "capability_timeout"
    assert "ran out of time" in last["error"] and "budget of 4 s" in last["error"]
