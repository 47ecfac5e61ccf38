"""What the model reads: the first message, the system prompt and the bounded command report."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from ncurator_cli.capabilities.terminal import TerminalCapability, _net_operation, _streams
from ncurator_cli.config import RunLimits
from ncurator_cli.redact import Redactor
from ncurator_cli.runtime.context import Workspace


def ctx_for(root: Path, **limits: float) -> SimpleNamespace:
    return SimpleNamespace(
        workspace=Workspace(root=root, workspace_id="ws_test"),
        emitter=SimpleNamespace(redactor=Redactor(env={})),
        limits=RunLimits(**limits),  # type: ignore[arg-type]
        sandbox=SimpleNamespace(name="bwrap", confined=True),
    )


def test_first_message_lists_the_workspace_and_keeps_other_evidence(tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "visits.csv").write_text("region,amount\n")
    (tmp_path / "report.py").write_text("print(1)\n")
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "HEAD").write_text("x")
    evidence = (
        "[workspace] workspace overview (1 files listed)\nstale.txt (3 B)\n\n"
        "[kb] 1 passages from 1 documents\nThe totals are per region.\n\n"
        "[workspace] preview of notes.md\ntoken ghp_" + "a" * 36 + "\n\nsecond paragraph"
    )
    cap = TerminalCapability()
    msg = cap.first_message(ctx_for(tmp_path), {"objective": "sum the sales per region", "id": "t1"}, evidence)  # type: ignore[arg-type]
    assert msg.startswith("Task: sum the sales per region")
    assert "data/visits.csv (14 B)" in msg and "report.py (9 B)" in msg and "data/" in msg
    assert ".git" not in msg
    assert "stale.txt" not in msg  # the probe's listing is replaced by a fresh one
    assert "The totals are per region." in msg and "second paragraph" in msg
    assert "ghp_" not in msg and "[REDACTED]" in msg


def test_first_message_listing_is_bounded(tmp_path: Path) -> None:
    for i in range(500):
        (tmp_path / f"file{i:03d}.txt").write_text("x")
    msg = TerminalCapability().first_message(ctx_for(tmp_path), {"objective": "x", "id": "t1"}, "")  # type: ignore[arg-type]
    assert "file000.txt" in msg and "file499.txt" not in msg
    assert len(msg) < 6000


def test_system_prompt_states_the_limits(tmp_path: Path) -> None:
    prompt = TerminalCapability().system_prompt(  # type: ignore[arg-type]
        ctx_for(tmp_path, terminal_command_timeout=7, terminal_max_output_bytes=2048), {"objective": "x", "id": "t1"}
    )
    assert "killed after 7 s" in prompt and "2 KiB per stream" in prompt
    # The absolute root stays out of the prompt: models copy it into commands and cwd arguments.
    assert str(tmp_path) not in prompt and "workspace root" in prompt


def test_stderr_keeps_room_when_stdout_is_huge() -> None:
    out = _streams("o" * 50_000, "Traceback: the real error\n", 3000, labels=True)
    assert len(out) < 3200
    assert out.startswith("stdout:\n") and "Traceback: the real error" in out
    small = _streams("hello\n", "", 3000, labels=True)
    assert small == "stdout:\nhello\n"
    assert _streams("", "", 100, labels=True) == "stdout:\n(empty)"


def test_task_result_keeps_the_net_effect_per_file() -> None:
    table = [
        (None, "created", "created"),
        ("created", "updated", "created"),
        ("created", "deleted", None),
        ("deleted", "created", "updated"),
        ("updated", "updated", "updated"),
        ("updated", "deleted", "deleted"),
    ]
    for earlier, now, expected in table:
        assert _net_operation(earlier, now) == expected, (earlier, now)


def test_a_guided_first_message_quotes_the_probes_kb_passages_but_not_its_workspace_blocks() -> None:
    """The probe's preview of a CSV repeated the first message's own preview of it (~250 tokens of
    prefill on every turn); passages with blank lines inside stay whole."""
    from ncurator_cli.capabilities.terminal import _without_overview

    ev = ("[kb] 1 passages from 1 documents\n[p.md › Caps] (doc p) The cap is:\n\n| London | 200 |\n\n"
          "[workspace] workspace overview (2 files listed)\na.csv\n\n"
          "[workspace] preview of a.csv\nid,x\n\n1,2\n\nResults of earlier tasks:\n- task t1 (local_kb_retrieval): ok")
    assert _without_overview(ev, previews=True) == ("[kb] 1 passages from 1 documents\n[p.md › Caps] (doc p) The cap is:\n\n"
                                                    "| London | 200 |\n\nResults of earlier tasks:\n- task t1 (local_kb_retrieval): ok")
    assert "[workspace] preview of a.csv\nid,x\n\n1,2\n\nResults" in _without_overview(ev)
    assert "workspace overview" not in _without_overview(ev)


def test_a_knowledge_base_search_whose_passages_are_quoted_is_no_result_line_of_a_first_message() -> None:
    """"N passages found for: <the query>" beside the passages themselves told a capability's model
    nothing (~60 tokens); a result with news of its own stays, and so does the line where the
    passages are not quoted above (the host's prompts keep every task's line)."""
    from ncurator_cli.runtime.host import format_results

    shown = "[kb] 1 passages from 1 documents\n[p.md › Caps] (doc p) The cap is 200."
    kb = {"task_id": "t1", "kind": "local_kb_retrieval", "code": "ok", "message": "1 passages found for: the cap",
          "details": "1 passages found for: the cap\nPassages:\n[p.md › Caps] The cap is 200."}
    other = {"task_id": "t2", "kind": "terminal_exec", "code": "ok", "message": "wrote a.txt", "details": ""}
    assert format_results([kb], shown=shown, drop_quoted=True) == ""
    assert format_results([kb, other], shown=shown, drop_quoted=True) == "- task t2 (terminal_exec): ok — wrote a.txt"
    kept = format_results([kb], shown=shown)
    assert kept.startswith("- task t1 (local_kb_retrieval): ok — 1 passages found") and "quoted above" in kept
    assert "The cap is 200" in format_results([kb], drop_quoted=True)  # nothing shown above: the passages stay


def test_a_later_task_sees_an_earlier_scripts_output_not_its_body() -> None:
    """A helper's script body and its "results this rests on" echo were a third of the next
    step's first prompt: brief details keep each run's first line, exit status and output."""
    from ncurator_cli.runtime.host import format_results

    helper = {"task_id": "t1", "kind": "terminal_exec", "code": "ok", "message": "values printed",
              "details": "summary: values printed\n$ python3 - <<'PYEOF'\nimport csv\nprint(sum(1 for _ in csv.reader(open('a.csv'))))\n"
                         "PYEOF (exit 0)\n41\n\nresults this rests on: [t1:x] terminal_run_command: exit_code: 0 stdout: 41"}
    got = format_results([helper], brief=True)
    assert got == ("- task t1 (terminal_exec): ok — values printed\n  summary: values printed\n"
                   "  $ python3 - <<'PYEOF' … PYEOF (exit 0)\n  41")
    assert "import csv" in format_results([helper]) and "rests on" in format_results([helper])  # the host's prompts: whole


def test_a_later_task_sees_no_run_that_a_later_run_supersedes() -> None:
    """Failed runs before a run that succeeded, and a run whose output a later one printed again,
    are left out of a later task's view (the same note three times, stderr twice, before)."""
    from ncurator_cli.runtime.host import format_results

    runs = ("summary: printed\n$ python3 - <<'PYEOF'\nopen('n').read()\nPYEOF (exit 1)\nHello note\n[stderr]\nUnicodeDecodeError\n"
            "$ cat n (exit 0)\nHello note\n$ wc -l n (exit 0)\n1 n")
    got = format_results([{"task_id": "t1", "kind": "terminal_exec", "code": "ok", "message": "printed", "details": runs}], brief=True)
    assert got.count("Hello note") == 1 and "UnicodeDecodeError" not in got and "1 n" in got
    assert "(1 earlier run(s) left out" in got
    # The same output twice: the later run alone.
    twice = "$ cat n (exit 0)\nalike\n$ cat ./n (exit 0)\nalike"
    got = format_results([{"task_id": "t1", "kind": "terminal_exec", "code": "ok", "message": "m", "details": twice}], brief=True)
    assert got.count("alike") == 1 and "cat ./n" in got
    # A failed run alone stays: nothing supersedes it.
    alone = "$ cat n (exit 1)\nno such file"
    assert "no such file" in format_results([{"task_id": "t1", "kind": "terminal_exec", "code": "failed", "message": "m",
                                               "details": alone}], brief=True)
