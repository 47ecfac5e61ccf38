"""End to end: under examples/policy.toml (medium allow, high deny) a Python here-doc that
deletes is denied as `high` — as `rm` of the same files would be — and changes nothing; one
that writes a new file is allowed as `medium` and its file is an artifact."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.terminal.test_terminal_cli import RESPOND, cmd, final, finish, plan

from ncurator_cli.sandbox import overlay
from ncurator_cli.sandbox.bwrap import probe

POLICY = Path(__file__).resolve().parents[2] / "examples" / "policy.toml"


@pytest.fixture(autouse=True)
def _cow() -> None:
    if not probe()[0] or not overlay.probe()[0]:
        pytest.skip("needs bubblewrap and overlayfs in a user namespace")


def test_a_deleting_here_doc_is_denied_like_rm(run_cli, write_script, workspace) -> None:
    (workspace / "old.log").write_text("x\n")
    script = write_script([
        plan("clean up"),
        cmd("python3 - <<'EOF'\nimport os\nos.remove('old.log')\nprint('removed')\nEOF"),
        finish(False, "could not delete"), RESPOND, final("not deleted"),
    ])  # fmt: skip
    res = run_cli("run", "delete old.log", "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(POLICY))  # fmt: skip
    assert res.code == 5, res.stderr
    assert (workspace / "old.log").exists()
    req = res.of_type("approval_required")[0]
    assert req["risk_level"] == "high" and "the script deletes old.log" in req["reasons"]
    assert res.of_type("approval_decision")[0]["approved"] is False
    assert not res.of_type("terminal_step_started") and not res.of_type("file_artifact")
    cow = [e for e in res.of_type("activity") if e["action_type"] == "copy_on_write_run"]
    assert cow and "1 deleted" in cow[0]["summary"]


def test_a_writing_here_doc_is_applied_once_with_its_output(run_cli, write_script, workspace) -> None:
    script = write_script([
        plan("write"),
        cmd("python3 - <<'EOF'\nopen('out.txt','a').write('line\\n')\nprint('wrote')\nEOF"),
        finish(True, "wrote out.txt"), RESPOND, final("done"),
    ])  # fmt: skip
    res = run_cli("run", "write out.txt", "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--policy", str(POLICY))  # fmt: skip
    assert res.code == 0, res.stderr
    assert (workspace / "out.txt").read_text() == "line\n"
    assert res.of_type("approval_required")[0]["risk_level"] == "medium"
    step = res.of_type("terminal_step_result")[0]
    assert step["exit_code"] == 0 and "wrote" in step["output_preview"]
    assert [a["path"] for a in res.of_type("file_artifact")] == ["out.txt"]


@pytest.mark.parametrize("objective", ["Set the timeout in app.ini to 90.",
                                       "Set the timeout in app.ini to 90 and keep the comments in the file."])
def test_a_rewrite_that_drops_comment_lines_is_not_applied(run_cli, write_script, workspace, objective) -> None:
    """configparser writes the values back without the comments: its copy-on-write run shows the
    loss, nothing is applied, and the model is told to change only the lines asked; a script that
    edits just the line is applied. An objective that says to keep the comments is no objective
    that changes comments."""
    ini = "# Reporting service\n[db]\n; seconds\ntimeout = 45\n"
    (workspace / "app.ini").write_text(ini)
    rewrite = ("python3 - <<'EOF'\nimport configparser\nc = configparser.ConfigParser()\nc.read('app.ini')\n"
               "c['db']['timeout'] = '90'\nwith open('app.ini', 'w') as f:\n    c.write(f)\nEOF")
    edit = ("python3 - <<'EOF'\nimport pathlib\np = pathlib.Path('app.ini')\n"
            "p.write_text(p.read_text().replace('timeout = 45', 'timeout = 90'))\nEOF")
    script = write_script([
        plan(objective), cmd(rewrite), cmd(edit), finish(True, "timeout is 90"),
        RESPOND, final("timeout is 90"),
    ])  # fmt: skip
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}",
                  "--no-probe", "--policy", str(POLICY))  # fmt: skip
    assert res.code == 0, res.stderr
    first = [e for e in res.of_type("tool_call_result") if e["tool_name"] == "terminal_run_command"][0]
    assert first["error"].startswith("not applied: in a copy-on-write run this script removes 2 comment line(s) "
                                     "from app.ini")
    assert (workspace / "app.ini").read_text() == ini.replace("45", "90")
    assert len(res.of_type("terminal_step_started")) == 1  # the rewrite never ran on the workspace


def test_a_change_that_leaves_a_settings_file_unreadable_is_not_applied(run_cli, write_script, workspace) -> None:
    """Lines appended to a .env without `=`: its copy-on-write run shows the file no longer reads,
    nothing is applied, and the model is told which line; the same lines as KEY=value are applied."""
    env = "APP=ledger\n# QUEUE_DEPTH=10\n"
    (workspace / ".env").write_text(env)
    bad = "python3 - <<'EOF'\nopen('.env', 'a').write('QUEUE_DEPTH 40\\nMAX_MB 25\\n')\nEOF"
    good = "python3 - <<'EOF'\nopen('.env', 'a').write('QUEUE_DEPTH=40\\nMAX_MB=25\\n')\nEOF"
    objective = "Add QUEUE_DEPTH and MAX_MB to .env."
    script = write_script([
        plan(objective), cmd(bad), cmd(good), finish(True, "added 2 keys"), RESPOND, final("added 2 keys"),
    ])  # fmt: skip
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}",
                  "--no-probe", "--policy", str(POLICY))  # fmt: skip
    assert res.code == 0, res.stderr
    first = [e for e in res.of_type("tool_call_result") if e["tool_name"] == "terminal_run_command"][0]
    assert first["error"].startswith("not applied: in a copy-on-write run this script breaks .env, which was valid "
                                     "before: .env line 3 is not KEY=value ('QUEUE_DEPTH 40')"), first["error"]
    assert (workspace / ".env").read_text() == env + "QUEUE_DEPTH=40\nMAX_MB=25\n"
    assert len(res.of_type("terminal_step_started")) == 1  # the broken change never ran on the workspace
