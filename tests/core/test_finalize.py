"""The final answer: when one task already stated it (guided mode), and what the finalize prompt holds."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ncurator_cli.runtime.graph import _sole_answer
from ncurator_cli.runtime.host import finalize_messages

PYTHON_COUNT = "```python\n# Task: count the lines of hello.txt\nprint(sum(1 for _ in open('hello.txt')))\n```"


def _run(run_cli, write_script, workspace: Path, lines: list[dict[str, Any]], objective: str, *extra: str):
    script = write_script(lines)
    return run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--planner", "guided",
                   "--no-probe", *extra)


def _model_nodes(res) -> list[str]:
    return [e["node"] for e in res.of_type("model_request_completed")]


def test_a_sole_task_s_summary_is_the_answer_without_a_finalize_turn(run_cli, write_script, workspace: Path) -> None:
    # The script has no finalize line: a finalize turn would fail the run (the script is exhausted).
    res = _run(run_cli, write_script, workspace, [
        {"node": "terminal_exec", "content": PYTHON_COUNT},
        {"node": "terminal_exec", "content": "DONE: hello.txt has 1 line."},
    ], "How many lines does hello.txt have?")
    assert res.code == 0, res.stderr
    assert "finalize" not in _model_nodes(res)
    assert res.of_type("answer_completed")[0]["text"] == "hello.txt has 1 line."
    # The answer still streams: its tokens add up to the answer.
    assert "".join(e["token"] for e in res.of_type("answer_token")) == "hello.txt has 1 line."


def test_the_finalize_turn_stays_where_a_summary_is_not_the_whole_answer() -> None:
    ok = {"task_id": "t1", "kind": "terminal_exec", "code": "ok", "message": "DONE: 3 files."}
    assert _sole_answer({"results": [ok]}) == "3 files."  # the loop's reply marker is not part of it
    # Two tasks' results are combined by the model; a failed or empty one is explained by it.
    assert _sole_answer({"results": [ok, {**ok, "task_id": "t2"}]}) is None
    assert _sole_answer({"results": [{**ok, "code": "bounded_loop_error"}]}) is None
    assert _sole_answer({"results": [{**ok, "message": "  "}]}) is None
    assert _sole_answer({"results": []}) is None
    # An answer from knowledge-base passages cites them: the summary does not carry the citations.
    kb = {"evidence": [{"source": "kb", "summary": "passage", "text": "[a.md › B] c"}]}
    assert _sole_answer({"results": [ok], "probe": kb}) is None


def test_finalize_prompt_keeps_kb_passages_and_drops_the_workspace_overview_after_tasks() -> None:
    probe = {"evidence": [
        {"source": "workspace", "summary": "workspace overview (3 files listed)", "text": "alpha.txt\nbeta.txt"},
        {"source": "kb", "summary": "passage", "text": "[guide.md › Ports] The proxy listens on 3128."},
    ], "gaps": ["nothing about beta"]}
    results = [{"task_id": "t1", "kind": "terminal_exec", "code": "ok", "message": "beta.txt has 2 lines."}]
    before = finalize_messages(None, {"objective": "q?", "probe": probe})[1].content
    after = finalize_messages(None, {"objective": "q?", "probe": probe, "results": results})[1].content
    # Before any task ran, all the evidence is the basis of the answer.
    assert "alpha.txt" in before and "3128" in before and "nothing about beta" in before
    # After, the tasks' results are; knowledge-base passages stay for the citations.
    assert "alpha.txt" not in after and "nothing about beta" not in after
    assert "3128" in after and "beta.txt has 2 lines." in after
