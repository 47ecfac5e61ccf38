"""terminal_exec end to end: the real CLI in a subprocess, `script:` models, the real sandbox."""

from __future__ import annotations

import hashlib
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest
from tests.conftest import CliResult

from ncurator_cli.protocol.events import parse_event

RESPOND = {"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]}
ALLOW_ALL = 'version = 1\n[defaults]\nlow = "allow"\nmedium = "allow"\nhigh = "allow"\nnoninteractive_ask = "deny"\n'


def plan(*objectives: str) -> dict[str, Any]:
    tasks = [{"kind": "terminal_exec", "title": f"step {i}", "objective": o} for i, o in enumerate(objectives)]
    return {"node": "host_plan", "tool_calls": [{"name": "plan_tasks", "args": {"tasks": tasks}}]}


def cmd(command: str, cwd: str | None = None) -> dict[str, Any]:
    args: dict[str, Any] = {"command": command}
    if cwd is not None:
        args["cwd"] = cwd
    return {"node": "terminal_exec", "tool_calls": [{"name": "terminal_run_command", "args": args}]}


def finish(success: bool = True, summary: str = "done") -> dict[str, Any]:
    return {"node": "terminal_exec", "tool_calls": [{"name": "terminal_finish", "args": {"success": success, "summary": summary}}]}


def prose(text: str) -> dict[str, Any]:
    return {"node": "terminal_exec", "content": text}


def final(text: str = "ok") -> dict[str, Any]:
    return {"node": "finalize", "content": text}


def valid_stream(res: CliResult) -> list[dict[str, Any]]:
    lines = res.lines
    for line in lines:
        parse_event(line)
    assert [e["seq"] for e in lines] == list(range(len(lines)))
    return lines


def results_by_call(res: CliResult) -> list[dict[str, Any]]:
    return [e for e in res.lines if e["type"] == "tool_call_result" and e["tool_name"] == "terminal_run_command"]


def policy_file(tmp_path: Path, text: str, name: str = "policy.toml") -> Path:
    p = tmp_path / name
    p.write_text(text)
    return p


@pytest.fixture
def go(run_cli, write_script, workspace):
    """Run the objective with a script; extra CLI args after the script lines."""

    def _go(lines: list[dict[str, Any]], *args: str, objective: str = "do it", env: dict[str, str] | None = None) -> CliResult:
        script = write_script(lines)
        return run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe", *args, env=env)

    return _go


# --- artifacts -------------------------------------------------------------------------------------


def test_created_updated_deleted_files_are_artifacts(go, run_cli, workspace, tmp_path) -> None:
    (workspace / "gone.txt").write_text("bye\n")
    res = go(
        [
            plan("change files"),
            cmd("printf 'fresh content' > new.txt"),
            cmd("printf 'again\\n' >> hello.txt"),
            cmd("rm gone.txt"),
            cmd("mkdir -p vendor/.git && printf x > vendor/.git/HEAD && cat hello.txt"),
            finish(summary="changed three files"),
            RESPOND, final(),
        ],
        "--policy", str(policy_file(tmp_path, ALLOW_ALL)),
    )
    assert res.code == 0, res.stderr
    valid_stream(res)
    arts = res.of_type("file_artifact")
    got = [(a["path"], a["operation"], a["sha256"], a["size"]) for a in arts]
    assert got == [
        ("new.txt", "created", hashlib.sha256(b"fresh content").hexdigest(), 13),
        ("hello.txt", "updated", hashlib.sha256(b"hello world\nagain\n").hexdigest(), 18),
        ("gone.txt", "deleted", None, None),
    ]
    steps = {s["step_id"]: s["command"] for s in res.of_type("terminal_step_started")}
    assert [steps[a["step_id"]] for a in arts] == ["printf 'fresh content' > new.txt", "printf 'again\\n' >> hello.txt", "rm gone.txt"]
    assert all(a["capability"] == "terminal_exec" and a["task_id"] == "t1" for a in arts)
    # The model is told what its command changed.
    assert "files changed: created new.txt" in results_by_call(res)[0]["output_preview"]
    assert [f["path"] for f in res.of_type("task_result")[0]["data"]["files"]] == ["new.txt", "hello.txt", "gone.txt"]

    listed = run_cli("artifacts", res.lines[0]["run_id"])
    assert listed.code == 0
    assert [(a["path"], a["operation"], a["sha256"], a["size"]) for a in listed.lines] == got


# --- the workspace boundary ------------------------------------------------------------------------


def test_commands_outside_the_workspace_are_refused_as_tool_errors(go, workspace, allow_policy) -> None:
    res = go(
        [
            plan("look around"),
            cmd("cat /etc/passwd"),
            cmd("cd .. && ls"),
            cmd("ls", cwd="../.."),
            cmd("ls", cwd="no-such-dir"),
            finish(summary="stayed inside"),
            RESPOND, final(),
        ],
        "--policy", str(allow_policy),
    )
    assert res.code == 0, res.stderr
    valid_stream(res)
    assert not res.of_type("terminal_step_started")
    errors = [r["error"] for r in results_by_call(res)]
    assert errors[0].startswith("command refused:") and "/etc/passwd" in errors[0]
    assert errors[1].startswith("command refused:") and "workspace" in errors[1]
    assert errors[2].startswith("command refused:") and "outside the workspace" in errors[2]
    assert "not a folder" in errors[3]
    refused = [a for a in res.of_type("activity") if a["action_type"] == "command_refused"]
    assert len(refused) == 3 and all(a["status"] == "failed" for a in refused)
    assert res.of_type("task_result")[0]["code"] == "ok"


# --- approvals -------------------------------------------------------------------------------------


def test_policy_allows_one_medium_command_and_denies_another(go, workspace, tmp_path) -> None:
    pol = policy_file(tmp_path, (
        'version = 1\n[defaults]\nmedium = "ask"\nnoninteractive_ask = "pause"\n'
        '[[rules]]\nid = "touch-ok"\ndecision = "allow"\ncommand_prefix = ["touch"]\n'
        '[[rules]]\nid = "no-mkdir"\ndecision = "deny"\ncommand_prefix = ["mkdir"]\nmessage = "no new folders"\n'
    ))
    res = go([plan("make things"), cmd("touch made.txt"), cmd("mkdir newdir"), finish(summary="made.txt only"), RESPOND, final()],
             "--policy", str(pol))
    assert res.code == 5, res.stderr  # the model went on, but a run with a denial never exits 0
    valid_stream(res)
    req = res.of_type("approval_required")
    dec = res.of_type("approval_decision")
    assert [(r["subject"], r["risk_level"], r["rule"]) for r in req] == [("touch made.txt", "medium", "touch-ok"), ("mkdir newdir", "medium", "no-mkdir")]
    assert [(d["approved"], d["source"]) for d in dec] == [(True, "policy"), (False, "policy")]
    assert dec[1]["reason"] == "no new folders"
    assert [s["command"] for s in res.of_type("terminal_step_started")] == ["touch made.txt"]
    assert (workspace / "made.txt").exists() and not (workspace / "newdir").exists()
    denied = results_by_call(res)[1]
    assert denied["error"].startswith("command denied (policy): no new folders")
    last = res.lines[-1]
    assert last["code"] == "approval_denied" and [d["subject"] for d in last["denied"]] == ["mkdir newdir"]


def test_without_a_sandbox_medium_commands_are_asked_even_when_the_policy_allows(go, workspace, allow_policy) -> None:
    res = go([plan("make"), cmd("touch x.txt"), cmd("ls"), finish(False, "could not write"), RESPOND, final()],
             "--policy", str(allow_policy), "--sandbox", "none")
    assert res.code == 5, res.stderr
    d = res.of_type("approval_decision")[0]
    assert d["approved"] is False and d["source"] == "default"
    assert [s["sandbox"] for s in res.of_type("terminal_step_started")] == ["none"]  # only `ls` ran
    assert not (workspace / "x.txt").exists()


def test_paused_command_runs_after_approve(run_cli, write_script, workspace, home) -> None:
    script = write_script([plan("make"), cmd("printf 'approved' > ok.txt"), finish(summary="wrote ok.txt"), RESPOND, final("done")])
    first = run_cli("run", "make ok.txt", "-w", str(workspace), "--model", f"script:{script}", "--no-probe")
    assert first.code == 3, first.stderr
    req = first.of_type("approval_required")[0]
    call_id = first.of_type("tool_call_started")[0]["tool_call_id"]
    assert not first.of_type("terminal_step_started") and not (workspace / "ok.txt").exists()

    second = run_cli("approve", first.lines[0]["run_id"], req["approval_id"], "--allow")
    assert second.code == 0, second.stderr
    step = second.of_type("terminal_step_started")[0]
    assert step["command"] == "printf 'approved' > ok.txt" and step["step_index"] == 0
    result = second.of_type("tool_call_result")[0]
    assert result["tool_call_id"] == call_id and result["error"] is None
    art = second.of_type("file_artifact")[0]
    assert (art["path"], art["operation"], art["sha256"]) == ("ok.txt", "created", hashlib.sha256(b"approved").hexdigest())
    stored = run_cli("events", first.lines[0]["run_id"])
    assert [e["seq"] for e in stored.lines] == list(range(len(first.lines) + len(second.lines)))


# --- limits and what the model reads back ----------------------------------------------------------


def test_timeout_output_cap_and_failures_are_fed_back(go, workspace, allow_policy) -> None:
    (workspace / "ncurator.toml").write_text("[terminal]\ncommand_timeout = 1\nmax_output_bytes = 1024\n")
    t0 = time.monotonic()
    res = go(
        [
            plan("probe limits"),
            cmd("sleep 10"),
            cmd("head -c 5000 /dev/zero | tr '\\0' a"),
            cmd("ls no-such-file"),
            finish(summary="saw the limits"),
            RESPOND, final(),
        ],
        "--policy", str(allow_policy),
    )
    assert res.code == 0, res.stderr
    assert time.monotonic() - t0 < 9  # the sleep was killed after 1 s
    valid_stream(res)

    timed_out = res.of_type("terminal_step_error")
    assert len(timed_out) == 1
    assert timed_out[0]["timed_out"] is True and timed_out[0]["exit_code"] is None and "timed out after 1 s" in timed_out[0]["error"]
    assert 900 <= timed_out[0]["duration_ms"] < 5000

    capped, failed = res.of_type("terminal_step_result")
    assert capped["truncated"] is True and capped["exit_code"] == 0
    assert capped["output_preview"] == "a" * 1024
    assert failed["exit_code"] == 2 and failed["truncated"] is False and "No such file" in failed["output_preview"]

    r_timeout, r_capped, r_failed = results_by_call(res)
    assert "timed out" in r_timeout["error"]
    assert r_capped["error"] is None and "truncated: stdout cut at 1 KiB" in r_capped["output_preview"]
    assert r_failed["error"] is None
    assert "exit_code: 2" in r_failed["output_preview"] and "No such file" in r_failed["output_preview"]
    # Each command's report is in the stream before the model's next turn asks for anything.
    at = {(e["type"], e.get("tool_call_id")): i for i, e in enumerate(res.lines)}
    started = res.of_type("tool_call_started")
    for a, b in zip(started, started[1:], strict=False):
        assert at[("tool_call_result", a["tool_call_id"])] < at[("tool_call_started", b["tool_call_id"])]


def test_terminal_max_steps_from_the_workspace_config(go, workspace, allow_policy) -> None:
    (workspace / "ncurator.toml").write_text("[terminal]\nmax_steps = 2\n")
    res = go([plan("loop"), cmd("echo 1"), cmd("echo 2"), cmd("echo 3"), finish()], "--policy", str(allow_policy))
    assert res.code == 6, res.stderr  # a capability's turn limit is a budget
    failed = res.of_type("task_failed")[0]
    assert failed["code"] == "bounded_loop_error" and "2 model turns" in failed["error"]
    assert len(res.of_type("terminal_step_started")) == 2
    last = res.lines[-1]
    assert last["code"] == "budget_exceeded" and last["budget"] == "capability_turns"


def test_loop_timeout_bounds_the_commands_of_one_turn(go, workspace, allow_policy) -> None:
    (workspace / "ncurator.toml").write_text("[terminal]\nloop_timeout = 1\n")
    two_calls = {"node": "terminal_exec", "tool_calls": [
        {"name": "terminal_run_command", "args": {"command": "sleep 5"}},
        {"name": "terminal_run_command", "args": {"command": "touch after.txt"}},
    ]}  # fmt: skip
    t0 = time.monotonic()
    res = go([plan("wait"), two_calls, finish()], "--policy", str(allow_policy))
    assert res.code == 6, res.stderr
    assert res.lines[-1]["budget"] == "capability_timeout"
    assert time.monotonic() - t0 < 8
    step = res.of_type("terminal_step_error")[0]
    assert step["command"] == "sleep 5" and step["timed_out"] is True  # cut to what the task had left
    assert [s["command"] for s in res.of_type("terminal_step_started")] == ["sleep 5"]
    failed = res.of_type("task_failed")[0]
    assert failed["code"] == "bounded_loop_error" and "ran out of time" in failed["error"] and "budget of 1 s" in failed["error"]
    assert not (workspace / "after.txt").exists()


def test_repeating_a_command_stops_the_loop(go, allow_policy) -> None:
    res = go([plan("spin"), cmd("ls"), cmd("ls  "), cmd(" ls"), cmd("ls"), finish()], "--policy", str(allow_policy))
    assert res.code == 1, res.stderr
    valid_stream(res)
    assert len(res.of_type("terminal_step_started")) == 2
    failed = res.of_type("task_failed")[0]
    assert failed["code"] == "bounded_loop_error" and "3 times in a row" in failed["error"]
    last = res.lines[-1]
    assert last["type"] == "run_failed" and last["code"] == "bounded_loop_error"


def test_a_reply_without_a_tool_call_gets_one_reprompt_then_invalid_input(go, allow_policy) -> None:
    res = go(
        [
            plan("first", "second"),
            prose("I will list the files."), cmd("ls"), finish(summary="listed"),  # recovers after the reprompt
            prose("Thinking..."), prose("Still thinking."),  # does not: invalid_input
        ],
        "--policy", str(allow_policy),
    )
    assert res.code == 1, res.stderr
    codes = [(r["task_id"], r["code"]) for r in res.of_type("task_result")]
    assert codes == [("t1", "ok"), ("t2", "invalid_input")]
    assert res.of_type("task_failed")[0]["task_id"] == "t2"
    assert res.lines[-1]["code"] == "invalid_input"


def test_finish_with_success_false_fails_the_task_with_its_summary(go, allow_policy) -> None:
    res = go([plan("try"), cmd("ls"), finish(False, "the data file is missing")], "--policy", str(allow_policy))
    assert res.code == 1, res.stderr
    failed = res.of_type("task_failed")[0]
    assert failed["code"] == "failed" and failed["error"] == "the data file is missing"
    assert res.of_type("task_result")[0]["message"] == "the data file is missing"
    assert res.lines[-1]["type"] == "run_failed"


# --- secrets ---------------------------------------------------------------------------------------

SECRET = "tok_live_51Hx9QpZ7c2d0e1fa55b"
GH_TOKEN = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"


def test_secrets_never_reach_events_store_or_record(run_cli, write_script, workspace, home, tmp_path) -> None:
    (workspace / "creds.txt").write_text(f"service={SECRET}\ngithub={GH_TOKEN}\n")
    record = tmp_path / "recorded.jsonl"
    script = write_script([
        plan(f"check the credentials ({SECRET})"),
        cmd("cat creds.txt"),
        cmd(f"printf '%s\\n' {SECRET} > copy.txt && cat copy.txt"),
        finish(summary=f"the service key is {SECRET}"),
        RESPOND, final(f"The key is {SECRET} and the GitHub token {GH_TOKEN}."),
    ])
    res = run_cli("run", f"save the key {SECRET} to copy.txt", "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(policy_file(tmp_path, ALLOW_ALL)), "--record", str(record), env={"MY_SERVICE_API_TOKEN": SECRET})
    assert res.code == 0, res.stderr
    run_id = res.lines[0]["run_id"]
    # The commands really printed them: this test is about what happens to such output.
    assert (workspace / "copy.txt").read_text() == SECRET + "\n"
    assert "[REDACTED]" in results_by_call(res)[0]["output_preview"]

    places = {
        "stdout": res.stdout,
        "ncurator events": run_cli("events", run_id).stdout,
        "ncurator artifacts": run_cli("artifacts", run_id).stdout,
        "record file": record.read_bytes(),
    }
    for where, data in places.items():
        for secret in (SECRET, GH_TOKEN):
            assert secret.encode() not in data, f"{secret[:8]}… leaked into {where}"
    assert b"[REDACTED]" in places["stdout"] and b"[REDACTED]" in places["record file"]

    db = home / "runs.db"
    leaks = _store_leaks(db, (SECRET, GH_TOKEN))
    assert not leaks, f"secrets stored in {sorted(leaks)}"
    with sqlite3.connect(db) as conn:  # every byte written, WAL included, lands in the main file
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    raw = b"".join(p.read_bytes() for p in home.glob("runs.db*"))
    assert SECRET.encode() not in raw and GH_TOKEN.encode() not in raw


def _store_leaks(db: Path, secrets: tuple[str, ...]) -> set[tuple[str, str]]:
    """(table, column) pairs of the run store whose values contain one of `secrets`."""
    found: set[tuple[str, str]] = set()
    with sqlite3.connect(db) as conn:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        for table in tables:
            cols = [r[1] for r in conn.execute(f"PRAGMA table_info({table})")]
            for row in conn.execute(f"SELECT * FROM {table}"):
                for col, value in zip(cols, row, strict=True):
                    text = value.decode(errors="replace") if isinstance(value, bytes) else str(value)
                    if any(s in text for s in secrets):
                        found.add((table, col))
    return found


def test_command_output_is_masked_before_the_model_sees_it(run_cli, write_script, workspace, home) -> None:
    """The model's history (and so the model endpoint) gets masked output too: while a run is
    paused its history sits in checkpoints.db, which must not hold what `cat` printed."""
    (workspace / "creds.txt").write_text(f"service={SECRET}\ngithub={GH_TOKEN}\n")
    script = write_script([plan("read the config"), cmd("cat creds.txt"), cmd("touch later.txt"), finish(), RESPOND, final()])
    res = run_cli("run", "read the config", "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  env={"MY_SERVICE_API_TOKEN": SECRET})
    assert res.code == 3, res.stderr  # paused on `touch`, with `cat`'s output in the model's history
    assert "[REDACTED]" in results_by_call(res)[0]["output_preview"]
    with sqlite3.connect(home / "checkpoints.db") as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    raw = b"".join(p.read_bytes() for p in home.glob("checkpoints.db*"))
    assert b"service=" in raw  # the history is there...
    assert SECRET.encode() not in raw and GH_TOKEN.encode() not in raw  # ...without the secrets


def test_a_task_budget_configured_as_a_share_gives_the_task_the_time_left(go, tmp_path, workspace) -> None:
    """With `task_timeout = "share"` and `--timeout 900`, the task's budget is what the run has
    left (one task to go), said in an activity; `--timeout` alone keeps the default 180 s."""
    lines = [plan("count"), cmd("wc -l hello.txt"), finish(summary="hello.txt has 1 line"), RESPOND, final()]
    res = go(lines, "--policy", str(policy_file(tmp_path, ALLOW_ALL)), "--timeout", "900")
    assert res.code == 0, res.stderr
    assert not [a for a in res.of_type("activity") if a["action_type"] == "task_budget"]
    (workspace / "ncurator.toml").write_text('task_timeout = "share"\n')
    res = go(lines, "--policy", str(policy_file(tmp_path, ALLOW_ALL)), "--timeout", "900")
    assert res.code == 0, res.stderr
    budget = [a for a in res.of_type("activity") if a["action_type"] == "task_budget"]
    assert len(budget) == 1 and budget[0]["task_id"] == "t1"
    seconds = int(budget[0]["summary"].split("time budget ", 1)[1].split(" s", 1)[0])
    assert 800 < seconds <= 900 and "1 task(s) to go" in budget[0]["summary"]


def test_a_command_wrapped_in_the_tool_name_runs_the_command_and_a_tool_sent_as_a_command_runs_nothing(
        go, workspace: Path, tmp_path: Path) -> None:
    """`terminal_run_command "bash" "cat notes.txt"` sent as the command runs `cat notes.txt` (the
    wrapped command, checked like any other); `terminal_finish` sent as a command runs nothing and
    is told it is a tool (a probe's model had it approved and read "command not found")."""
    (workspace / "notes.txt").write_text("kiln 2 tripped\n")
    policy = policy_file(tmp_path, ALLOW_ALL)
    res = go([plan("read the notes"), cmd('terminal_run_command "bash" "cat notes.txt"'), cmd("terminal_finish"),
              finish(summary="kiln 2 tripped"), RESPOND, final()], "--policy", str(policy))
    assert res.code == 0, res.stderr
    started = [e["command"] for e in res.of_type("terminal_step_started")]
    assert started == ["cat notes.txt"]
    results = results_by_call(res)
    assert "kiln 2 tripped" in results[0]["output_preview"]
    assert "is one of your tools, not a program: nothing was run" in results[1]["error"]
    assert not res.of_type("approval_required")
