"""The runtime through the real CLI (subprocesses), driven by `script:` models (issue 3)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import orjson
import pytest
from tests.conftest import CliResult, cli_env

from ncurator_cli.protocol.events import parse_event
from ncurator_cli.store import RunStore

RESPOND = {"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]}


def plan(*tasks: dict[str, Any]) -> dict[str, Any]:
    return {"node": "host_plan", "tool_calls": [{"name": "plan_tasks", "args": {"tasks": list(tasks)}}]}


def term(command: str) -> dict[str, Any]:
    return {"node": "terminal_exec", "tool_calls": [{"name": "terminal_run_command", "args": {"command": command}}]}


def finish(success: bool = True, summary: str = "done") -> dict[str, Any]:
    return {"node": "terminal_exec", "tool_calls": [{"name": "terminal_finish", "args": {"success": success, "summary": summary}}]}


def final(text: str) -> dict[str, Any]:
    return {"node": "finalize", "content": text}


def check_stream(res: CliResult) -> list[dict[str, Any]]:
    """Every stdout line is a valid event; seq is gap-free from 0 within the run."""
    lines = res.lines
    for line in lines:
        parse_event(line)
    assert [e["seq"] for e in lines] == list(range(len(lines)))
    assert len({e["run_id"] for e in lines}) == 1
    return lines


def test_direct_answer_streams_tokens(run_cli, write_script) -> None:
    script = write_script([RESPOND, final("Paris is the capital of France.")])
    res = run_cli("run", "What is the capital of France?", "--model", f"script:{script}")
    assert res.code == 0, res.stderr
    check_stream(res)
    types = res.types()
    assert types[0] == "run_started" and types[-1] == "run_completed"
    assert "probe_skipped" in types
    tokens = [e["token"] for e in res.of_type("answer_token")]
    assert len(tokens) > 3 and "".join(tokens) == "Paris is the capital of France."
    assert res.of_type("answer_completed")[0]["text"] == "Paris is the capital of France."
    started = res.of_type("run_started")[0]
    assert started["input"] == "What is the capital of France?" and started["workspace"] is None
    assert started["model"].startswith("script:")


def test_a_copied_loop_marker_never_heads_the_answer(run_cli, write_script) -> None:
    """A small model may open its final answer with the terminal loop's `DONE:` marker; the user
    sees the answer, not the protocol, in the tokens and in answer_completed alike."""
    script = write_script([RESPOND, final("DONE: Paris is the capital of France.")])
    res = run_cli("run", "What is the capital of France?", "--model", f"script:{script}")
    assert res.code == 0, res.stderr
    tokens = "".join(e["token"] for e in res.of_type("answer_token"))
    assert tokens == "Paris is the capital of France."
    assert res.of_type("answer_completed")[0]["text"] == "Paris is the capital of France."
    # Only a leading marker goes: the same word inside the answer stays.
    script = write_script([RESPOND, final("Not DONE: two steps remain.")])
    res = run_cli("run", "Is it done?", "--model", f"script:{script}")
    assert res.of_type("answer_completed")[0]["text"] == "Not DONE: two steps remain."


def test_objective_from_stdin(run_cli, write_script) -> None:
    script = write_script([RESPOND, final("ok")])
    res = run_cli("run", "-", "--model", f"script:{script}", input="  objective from a pipe \n")
    assert res.code == 0
    assert res.of_type("run_started")[0]["input"] == "objective from a pipe"


def test_two_task_plan_runs_in_order(run_cli, write_script, workspace, allow_policy) -> None:
    script = write_script([
        plan({"kind": "terminal_exec", "title": "List", "objective": "list files"},
             {"kind": "terminal_exec", "title": "Read", "objective": "read hello.txt"}),
        term("ls"), finish(summary="one file: hello.txt"),
        term("cat hello.txt"), finish(summary="it says hello world"),
        RESPOND, final("hello.txt says hello world"),
    ])
    res = run_cli("run", "what is in hello.txt", "-w", str(workspace), "--model", f"script:{script}", "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    check_stream(res)
    plan_ev = res.of_type("plan_created")[0]["plan"]
    assert [t["kind"] for t in plan_ev] == ["terminal_exec", "terminal_exec"]
    ids = [t["id"] for t in plan_ev]
    order = [(e["type"], e["task_id"]) for e in res.lines if e["type"] in ("task_started", "task_completed")]
    assert order == [("task_started", ids[0]), ("task_completed", ids[0]), ("task_started", ids[1]), ("task_completed", ids[1])]
    results = res.of_type("task_result")
    assert [r["code"] for r in results] == ["ok", "ok"]
    assert results[1]["message"] == "it says hello world"
    steps = res.of_type("terminal_step_result")
    assert [s["command"] for s in steps] == ["ls", "cat hello.txt"]
    assert "hello world" in steps[1]["output_preview"] and steps[1]["exit_code"] == 0


def test_unknown_and_legacy_kinds_are_rejected_and_the_run_goes_on(run_cli, write_script, workspace, allow_policy) -> None:
    script = write_script([
        plan({"kind": "writer", "title": "Write", "objective": "write an essay"},
             {"kind": "teleport", "title": "Beam", "objective": "beam me up"},
             {"kind": "terminal_exec", "title": "List", "objective": "list"}),
        term("ls"), finish(),
        RESPOND, final("done"),
    ])
    res = run_cli("run", "mixed plan", "-w", str(workspace), "--model", f"script:{script}", "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    failed = {e["code"] for e in res.of_type("task_failed")}
    assert failed == {"unsupported_legacy_capability", "unsupported_capability"}
    assert [r["code"] for r in res.of_type("task_result")] == ["ok"]
    statuses = {t["kind"]: t["status"] for t in res.of_type("plan_created")[0]["plan"]}
    assert statuses == {"writer": "rejected", "teleport": "rejected", "terminal_exec": "pending"}


def test_missing_workspace_exits_4(run_cli, write_script) -> None:
    script = write_script([plan({"kind": "terminal_exec", "title": "List", "objective": "list files"}), RESPOND, final("x")])
    res = run_cli("run", "list my files", "--model", f"script:{script}")
    assert res.code == 4, res.stderr
    ev = res.of_type("workspace_required")[0]
    assert ev["required_fields"] == ["workspace"]
    assert res.lines[-1]["type"] == "run_failed" and res.lines[-1]["code"] == "workspace_required"
    assert not res.of_type("terminal_step_started")


def _paused_run(run_cli, write_script, workspace, after: list[dict[str, Any]]) -> tuple[CliResult, str, str]:
    script = write_script([plan({"kind": "terminal_exec", "title": "Make", "objective": "create made.txt"}), term("touch made.txt"), *after])
    res = run_cli("run", "create made.txt", "-w", str(workspace), "--model", f"script:{script}")
    assert res.code == 3, res.stderr
    check_stream(res)
    req = res.of_type("approval_required")[0]
    assert req["action"] == "command" and req["subject"] == "touch made.txt" and req["risk_level"] in ("medium", "high")
    paused = res.lines[-1]
    assert paused["type"] == "run_paused" and paused["pending_approvals"] == [req["approval_id"]]
    assert not (workspace / "made.txt").exists()
    return res, paused["run_id"], req["approval_id"]


def test_pause_then_approve_allow_completes_in_a_new_process(run_cli, write_script, workspace, home) -> None:
    first, run_id, approval_id = _paused_run(run_cli, write_script, workspace, [finish(summary="made it"), RESPOND, final("created")])
    second = run_cli("approve", run_id, approval_id, "--allow", "--reason", "looks fine")
    assert second.code == 0, second.stderr
    lines = second.lines
    assert lines[0]["type"] == "run_resumed" and lines[0]["seq"] == first.lines[-1]["seq"] + 1
    assert [e["seq"] for e in lines] == list(range(lines[0]["seq"], lines[0]["seq"] + len(lines)))
    decision = second.of_type("approval_decision")[0]
    assert decision["approved"] is True and decision["source"] == "approve_command"
    assert (workspace / "made.txt").exists()
    art = second.of_type("file_artifact")[0]
    assert art["path"] == "made.txt" and art["operation"] == "created"
    assert art["sha256"] == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"  # empty file
    assert lines[-1]["type"] == "run_completed"
    # The stored stream is the concatenation, gap-free.
    stored = run_cli("events", run_id)
    assert [e["seq"] for e in stored.lines] == list(range(len(first.lines) + len(lines)))
    # Deciding again is harmless: the run is no longer paused.
    again = run_cli("approve", run_id, approval_id, "--allow")
    assert again.code == 2 and "not paused" in again.stderr and again.stdout == b""
    arts = run_cli("artifacts", run_id)
    assert [a["path"] for a in arts.lines] == ["made.txt"]
    assert set(arts.lines[0]) == {"run_id", "task_id", "capability", "path", "operation", "sha256", "size", "created_at",
                                  "artifact_id", "workspace"}
    # the artifact made after the resume is stored under the run, with the run's workspace
    assert arts.lines[0]["workspace"]["root_path"] == os.path.realpath(workspace)


def test_pause_then_deny_exits_5(run_cli, write_script, workspace) -> None:
    _, run_id, _ = _paused_run(run_cli, write_script, workspace, [finish(False, "not allowed to create the file")])
    res = run_cli("approve", run_id, "--deny", "--reason", "no new files")
    assert res.code == 5, res.stderr
    decision = res.of_type("approval_decision")[0]
    assert decision["approved"] is False and decision["reason"] == "no new files"
    assert res.of_type("task_failed")[0]["code"] == "approval_denied"
    assert res.lines[-1]["type"] == "run_failed" and res.lines[-1]["code"] == "approval_denied"
    assert not (workspace / "made.txt").exists()


def test_approve_unknown_run_or_approval_is_usage_error(run_cli, write_script, workspace) -> None:
    assert run_cli("approve", "run_nope", "--allow").code == 2
    _, run_id, _ = _paused_run(run_cli, write_script, workspace, [finish(), RESPOND, final("x")])
    res = run_cli("approve", run_id, "ap_nope", "--allow")
    assert res.code == 2 and "no pending approval" in res.stderr
    assert run_cli("approve", run_id, "--allow", "--deny").code == 2


def test_stdin_approvals(run_cli, write_script, workspace) -> None:
    script = write_script([plan({"kind": "terminal_exec", "title": "Make", "objective": "x"}), term("touch a.txt"), finish(), RESPOND, final("x")])
    res = run_cli("run", "make a.txt", "-w", str(workspace), "--model", f"script:{script}", "--approvals", "stdin",
                  input='{"approved": true, "reason": "ci says yes"}\n')
    assert res.code == 0, res.stderr
    d = res.of_type("approval_decision")[0]
    assert d["source"] == "stdin" and d["approved"] is True
    assert (workspace / "a.txt").exists()


def test_policy_denies_without_asking(run_cli, write_script, workspace, tmp_path) -> None:
    pol = tmp_path / "deny.toml"
    pol.write_text('version = 1\n[defaults]\nlow = "allow"\nmedium = "deny"\nhigh = "deny"\n')
    script = write_script([plan({"kind": "terminal_exec", "title": "Make", "objective": "x"}), term("touch a.txt"), finish(False, "denied"), ])
    res = run_cli("run", "make a.txt", "-w", str(workspace), "--model", f"script:{script}", "--policy", str(pol))
    assert res.code == 5, res.stderr
    d = res.of_type("approval_decision")[0]
    assert d["source"] == "policy" and d["approved"] is False
    err = res.of_type("tool_call_result")[0]
    assert err["error"] and "denied" in err["error"]


def _spawn(args: list[str]) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-m", "ncurator_cli.cli", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL, env=cli_env())


@pytest.mark.parametrize(("sig", "code"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_signal_mid_command_cancels(write_script, workspace, allow_policy, home, sig, code) -> None:
    script = write_script([plan({"kind": "terminal_exec", "title": "Wait", "objective": "wait"}),
                           term("sleep 30; touch late.txt"), finish(), RESPOND, final("x")])
    proc = _spawn(["run", "wait", "-w", str(workspace), "--model", f"script:{script}", "--policy", str(allow_policy)])
    assert proc.stdout is not None
    seen = []
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        seen.append(orjson.loads(line))
        if seen[-1]["type"] == "terminal_step_started":
            time.sleep(0.5)
            proc.send_signal(sig)
            break
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == code, err
    rest = [orjson.loads(x) for x in out.splitlines()]
    assert rest[-1]["type"] == "run_cancelled"
    # The totals close a cancelled run too: the host's plan and the turn that ran the command.
    assert rest[-1]["usage"]["model_calls"] == 2 and rest[-1]["duration_ms"] > 0
    assert len([e for e in seen + rest if e["type"] == "model_request_completed"]) == 2
    run_id = rest[-1]["run_id"]
    assert RunStore(home / "runs.db").get_run(run_id)["status"] == "cancelled"
    time.sleep(0.5)
    assert not (workspace / "late.txt").exists()


def test_run_timeout_is_a_budget_exceeded(run_cli, write_script, workspace, allow_policy) -> None:
    script = write_script([plan({"kind": "terminal_exec", "title": "Wait", "objective": "wait"}), term("sleep 20"), finish(), RESPOND, final("x")])
    t0 = time.monotonic()
    res = run_cli("run", "wait", "-w", str(workspace), "--model", f"script:{script}", "--policy", str(allow_policy), "--timeout", "3")
    assert time.monotonic() - t0 < 15
    assert res.code == 6, res.stderr
    last = res.lines[-1]
    assert last["type"] == "run_failed" and last["code"] == "budget_exceeded" and last["budget"] == "timeout"


def test_max_steps_is_a_budget_exceeded(run_cli, write_script, workspace, allow_policy) -> None:
    script = write_script([plan({"kind": "terminal_exec", "title": "Loop", "objective": "x"}), *[term(f"echo {i}") for i in range(10)], finish()])
    res = run_cli("run", "loop", "-w", str(workspace), "--model", f"script:{script}", "--policy", str(allow_policy), "--max-steps", "4")
    assert res.code == 6
    last = res.lines[-1]
    assert last["code"] == "budget_exceeded" and last["budget"] == "max_steps" and "max-steps" in last["error"]


def test_script_exhausted_fails_the_run(run_cli, write_script) -> None:
    script = write_script([RESPOND])
    res = run_cli("run", "hi there, what is 2+2", "--model", f"script:{script}")
    assert res.code == 1
    assert res.lines[-1]["type"] == "run_failed" and res.lines[-1]["code"] == "script_exhausted"


def test_entry_point_capability_plugin(run_cli, write_script, tmp_path) -> None:
    site = tmp_path / "site"
    dist = site / "echo_plugin-0.1.dist-info"
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: echo-plugin\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text("[ncurator.capabilities]\necho = echo_plugin:EchoCapability\n")
    (site / "echo_plugin.py").write_text(
        "from ncurator_cli.protocol.capability import SimpleCapability, TaskOutcome\n"
        "class EchoCapability(SimpleCapability):\n"
        "    kind = 'echo'\n"
        "    def run(self, ctx, task):\n"
        "        ctx.emit('activity', activity_id='a1', task_id=task['id'], action_type='echo', status='completed', summary=task['objective'])\n"
        "        return TaskOutcome('ok', 'echoed: ' + task['objective'], {'length': len(task['objective'])})\n"
    )
    script = write_script([plan({"kind": "echo", "title": "Echo", "objective": "ping"}), RESPOND, final("pong")])
    res = run_cli("run", "echo ping", "--model", f"script:{script}", env={"PYTHONPATH": os.pathsep.join(filter(None, [str(site), os.environ.get("PYTHONPATH")]))})
    assert res.code == 0, res.stderr
    r = res.of_type("task_result")[0]
    assert r["code"] == "ok" and r["message"] == "echoed: ping" and r["data"] == {"length": 4}


def test_session_memory_carries_into_later_runs(run_cli, write_script, home) -> None:
    for i in range(3):
        script = write_script([RESPOND, final(f"answer {i}")])
        assert run_cli("run", f"question {i}", "--session", "s1", "--model", f"script:{script}").code == 0
    memory = RunStore(home / "runs.db").get_session_memory("s1")
    assert [m["objective"] for m in memory] == ["question 0", "question 1", "question 2"]
    assert memory[-1]["answer"] == "answer 2"
    listed = run_cli("runs", "--session", "s1")
    assert len(listed.lines) == 3 and all(r["status"] == "completed" for r in listed.lines)


def test_record_then_replay_gives_the_same_run(run_cli, write_script, workspace, allow_policy, tmp_path) -> None:
    script = write_script([plan({"kind": "terminal_exec", "title": "L", "objective": "list"}), term("ls"), finish(), RESPOND, final("one file")])
    rec = tmp_path / "rec.jsonl"
    a = run_cli("run", "list", "-w", str(workspace), "--model", f"script:{script}", "--policy", str(allow_policy), "--record", str(rec))
    b = run_cli("run", "list", "-w", str(workspace), "--model", f"script:{rec}", "--policy", str(allow_policy))
    assert a.code == b.code == 0
    strip = lambda r: [(e["type"], e.get("command"), e.get("text")) for e in r.lines]  # noqa: E731
    assert strip(a) == strip(b)


# --- usage and configuration errors: exit 2, one line on stderr, nothing written ----------------------


def _bad_invocations(tmp_path: Path, script: Path) -> list[tuple[str, list[str], str]]:
    bad_policy = tmp_path / "bad.toml"
    bad_policy.write_text('version = 1\n[defaults]\nlow = "sometimes"\n')
    malformed = tmp_path / "malformed.jsonl"
    malformed.write_text('{"node": "host_plan", "tool_calls": [}\n')
    not_dir = tmp_path / "file.txt"
    not_dir.write_text("x")
    cfg_ws = tmp_path / "cfgws"
    cfg_ws.mkdir()
    (cfg_ws / "ncurator.toml").write_text("max_steps = 'lots'\n")
    return [
        ("unknown flag", ["run", "x", "--frobnicate"], "No such option"),
        ("workspace not a dir", ["run", "x", "-w", str(not_dir), "--model", f"script:{script}"], "not a directory"),
        ("workspace missing", ["run", "x", "-w", str(tmp_path / "nope"), "--model", f"script:{script}"], "does not exist"),
        ("invalid policy", ["run", "x", "--policy", str(bad_policy), "--model", f"script:{script}"], "bad.toml"),
        ("missing policy", ["run", "x", "--policy", str(tmp_path / "none.toml"), "--model", f"script:{script}"], "none.toml"),
        ("no model", ["run", "x"], "no model configured"),
        ("malformed script", ["run", "x", "--model", f"script:{malformed}"], "malformed script line"),
        ("missing script", ["run", "x", "--model", f"script:{tmp_path / 'nope.jsonl'}"], "cannot read script"),
        ("unknown model spec", ["run", "x", "--model", "gpt:4"], "unknown model spec"),
        ("openai without key", ["run", "x", "--model", "openai:gpt-4o-mini"], "OPENAI_API_KEY"),
        ("invalid config", ["run", "x", "-w", str(cfg_ws), "--model", f"script:{script}"], "ncurator.toml"),
        ("bad format", ["run", "x", "--format", "xml"], "--format"),
        ("bad max steps", ["run", "x", "--max-steps", "0"], "--max-steps"),
        ("empty objective", ["run", "  ", "--model", f"script:{script}"], "empty"),
    ]


def test_bad_input_exits_2_with_one_clear_line(run_cli, write_script, tmp_path, home) -> None:
    script = write_script([RESPOND, final("x")])
    for name, args, needle in _bad_invocations(tmp_path, script):
        res = run_cli(*args)
        assert res.code == 2, f"{name}: exit {res.code}: {res.stderr}"
        assert res.stdout == b"", name
        err = res.stderr.strip()
        assert needle in err, f"{name}: {err!r}"
        assert "Traceback" not in err and len(err.splitlines()) == 1, f"{name}: {err!r}"
    assert RunStore(home / "runs.db").list_runs() == []


# --- text format ---------------------------------------------------------------------------------------


def test_text_format_renders_for_people(run_cli, write_script, workspace, allow_policy) -> None:
    script = write_script([plan({"kind": "terminal_exec", "title": "List", "objective": "list"}), term("ls"), finish(), RESPOND, final("All good.")])
    res = run_cli("run", "list", "-w", str(workspace), "--model", f"script:{script}", "--policy", str(allow_policy), "--format", "text",
                  env={"NO_COLOR": "1", "FORCE_COLOR": "1"})
    assert res.code == 0
    text = res.stdout.decode()
    assert "$ ls" in text and "All good." in text and "completed" in text
    assert "\x1b[" not in text and not text.lstrip().startswith("{")
    colored = run_cli("run", "list", "-w", str(workspace), "--model", f"script:{script}", "--policy", str(allow_policy),
                      "--format", "text", env={"FORCE_COLOR": "1"})
    assert "\x1b[" in colored.stdout.decode()


def test_stdout_is_only_json_even_with_plugin_noise(run_cli, write_script, tmp_path) -> None:
    """A broken plugin writes to stderr, never stdout."""
    site = tmp_path / "site2"
    dist = site / "broken-0.1.dist-info"
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: broken\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text("[ncurator.capabilities]\nbroken = does_not_exist:Cap\n")
    script = write_script([RESPOND, final("fine")])
    res = run_cli("run", "hello?", "--model", f"script:{script}", env={"PYTHONPATH": os.pathsep.join(filter(None, [str(site), os.environ.get("PYTHONPATH")]))})
    assert res.code == 0
    check_stream(res)
    assert "broken" in res.stderr


def test_os_environ_secrets_never_reach_events(run_cli, write_script, workspace, allow_policy, home) -> None:
    env = {"MY_SERVICE_TOKEN": "tok_live_8c2d0e1fa55b"}
    script = write_script([plan({"kind": "terminal_exec", "title": "E", "objective": "x"}),
                           term("echo the token is tok_live_8c2d0e1fa55b"), finish(summary="token tok_live_8c2d0e1fa55b"), RESPOND,
                           final("It is tok_live_8c2d0e1fa55b")])
    res = run_cli("run", "show tok_live_8c2d0e1fa55b", "-w", str(workspace), "--model", f"script:{script}", "--policy", str(allow_policy), env=env)
    assert res.code == 0, res.stderr
    assert b"tok_live_8c2d0e1fa55b" not in res.stdout
    run_id = res.lines[0]["run_id"]
    stored = "\n".join(RunStore(home / "runs.db").iter_events(run_id))
    assert "tok_live_8c2d0e1fa55b" not in stored and "[REDACTED]" in stored
    assert os.environ.get("MY_SERVICE_TOKEN") is None


def test_doctor_reports_model_kb_sandbox_versions(run_cli, write_script) -> None:
    script = write_script([RESPOND])
    res = run_cli("doctor", "--model", f"script:{script}")
    assert res.code == 0, res.stderr
    (report,) = res.lines
    assert report["model"] == {"spec": f"script:{script}", "source": "flag", "reachable": True, "error": None}
    assert report["kb"]["ok"] is True and report["kb"]["documents"] == 0
    assert report["sandbox"]["backend"] in ("bwrap", "none")
    assert report["versions"]["ncurator"] and report["versions"]["langgraph"]
    missing = run_cli("doctor", "--model", "script:/nonexistent.jsonl")
    assert missing.lines[0]["model"]["reachable"] is False


def test_finish_claiming_success_before_creating_the_asked_file_is_pushed_back(run_cli, write_script, workspace, allow_policy) -> None:
    script = write_script([
        plan({"kind": "terminal_exec", "title": "Write", "objective": "Create out.txt containing hi"}),
        finish(summary="created out.txt"),  # not true yet: pushed back once
        term("echo hi > out.txt"), finish(summary="created out.txt"), RESPOND, final("done"),
    ])
    res = run_cli("run", "Create out.txt containing hi", "-w", str(workspace), "--model", f"script:{script}", "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    finishes = [e for e in res.of_type("tool_call_result") if e["tool_name"] == "terminal_finish"]
    assert finishes[0]["error"] and "out.txt" in finishes[0]["error"]
    assert finishes[1]["error"] is None
    assert (workspace / "out.txt").read_text() == "hi\n"
