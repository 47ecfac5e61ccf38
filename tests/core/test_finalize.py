"""What the finalize prompt holds."""

from __future__ import annotations

from ncurator_cli.runtime.host import finalize_messages


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


def test_a_retrieval_tasks_passages_the_evidence_quotes_are_said_once() -> None:
    """The probe's passages and the retrieval task's are mostly the same ones: each is prompt to
    process, so one the evidence quotes already is not repeated; a new one is."""
    probe = {"evidence": [{"source": "kb", "summary": "2 passages",
                           "text": "[guide.md › Ports] (doc guide.md) The proxy listens on 3128."}]}
    details = ("2 passages found\nPassages:\n[guide.md › Ports] The proxy listens on 3128.\n"
               "[guide.md › Limits] Each client may open 40 connections.")
    results = [{"task_id": "t1", "kind": "local_kb_retrieval", "code": "ok", "message": "2 passages found",
                "details": details}]
    text = finalize_messages(None, {"objective": "q?", "probe": probe, "results": results})[1].content
    assert text.count("3128") == 1 and "40 connections" in text


def _plan_read(objective: str) -> dict:
    task = {"kind": "terminal_exec", "title": "Read the rules", "objective": objective}
    return {"node": "host_plan", "tool_calls": [{"name": "plan_tasks", "args": {"tasks": [task]}}]}


def _exec(name: str, **args: object) -> dict:
    return {"node": "terminal_exec", "tool_calls": [{"name": name, "args": args}]}


def test_a_bare_no_to_an_objective_that_also_asks_what_is_asked_once_more(run_cli, write_script, workspace) -> None:
    """"Am I allowed a 7.5 m2 shed? If not, what is the biggest I can have?" answered "No.": the
    answer is asked once more, for every question; a yes/no question keeps its "No."."""
    from ncurator_cli.runtime.graph import bare_reply

    (workspace / "rules.txt").write_text("Sheds on a half plot: up to 6 m2.\n")
    objective = "Under rules.txt, am I allowed a 7.5 m2 shed on a half plot? If not, what is the biggest I can have?"
    lines = [_plan_read(objective), _exec("terminal_run_command", command="cat rules.txt"),
             _exec("terminal_finish", success=True, summary="Sheds on a half plot: up to 6 m2."),
             {"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]},
             {"node": "finalize", "content": "No."},
             {"node": "finalize", "content": "On a half plot a shed may be up to 6 m2, so 6 m2 is the biggest."}]
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{write_script(lines)}", "--no-probe")
    assert res.code == 0, res.stderr
    assert res.of_type("answer_completed")[-1]["text"] == "No. On a half plot a shed may be up to 6 m2, so 6 m2 is the biggest."
    assert sum(e["node"] == "finalize" for e in res.of_type("model_request_completed")) == 2
    assert bare_reply("No.", objective) and bare_reply("Yes, you can", "Can I? When?")
    assert not bare_reply("No.", "Am I allowed a 7.5 m2 shed?") and not bare_reply("No, 6 m2 at most.", objective)


def _sum_run(write_script, workspace, answer: str, workings: str) -> list:
    (workspace / "fees.txt").write_text("Joining fee: 35\nMonthly fee: 48\nMembership starts 7 February 2026; "
                                        "the first review comes 10 weeks after it starts.\n")
    objective = "From fees.txt, what do I pay in my first month, and when is my first review?"
    return [_plan_read(objective), _exec("terminal_run_command", command="cat fees.txt"),
            _exec("terminal_finish", success=True,
                  summary="Joining fee 35 and monthly fee 48; the review is 10 weeks after 7 February 2026."),
            {"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]},
            {"node": "finalize", "content": answer},
            {"node": "workings", "content": workings}], objective


def test_a_figure_worked_from_shown_ones_is_worked_by_the_host_and_said_how(run_cli, write_script, workspace) -> None:
    """A total and a date the sources hold only as parts: the model writes the arithmetic, the
    host works it. A right total stays; a wrong date is written as the host works it; the
    workings follow the answer."""
    lines, objective = _sum_run(write_script, workspace, "You pay 83 in the first month; the review is on 11 April 2026.",
                                '{"workings": [{"figure": "83", "arithmetic": "35 + 48"}, '
                                '{"figure": "11 April 2026", "arithmetic": "7 February 2026 + 10 weeks"}]}')
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{write_script(lines)}", "--no-probe")
    assert res.code == 0, res.stderr
    text = res.of_type("answer_completed")[-1]["text"]
    assert text.startswith("You pay 83 in the first month; the review is on 18 April 2026.")
    assert "(Worked out: 35 + 48 = 83; 7 February 2026 + 10 weeks = 18 April 2026.)" in text
    assert [e["node"] for e in res.of_type("model_request_completed")][-2:] == ["finalize", "workings"]


def test_a_miscalculated_total_is_corrected_and_one_from_nowhere_is_not_kept(run_cli, write_script, workspace) -> None:
    lines, objective = _sum_run(write_script, workspace, "You pay 93 in the first month.",
                                '{"workings": [{"figure": "93", "arithmetic": "35 + 48"}]}')
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{write_script(lines)}", "--no-probe")
    assert res.code == 0, res.stderr
    assert res.of_type("answer_completed")[-1]["text"].startswith("You pay 83 in the first month.\n\n(Worked out: 35 + 48 = 83.)")
    # A working built on a figure no source shows supports nothing: the tasks' own results stand.
    lines, objective = _sum_run(write_script, workspace, "You pay 93 in the first month.",
                                '{"workings": [{"figure": "93", "arithmetic": "45 + 48"}]}')
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{write_script(lines)}", "--no-probe")
    assert res.code == 0, res.stderr
    text = res.of_type("answer_completed")[-1]["text"]
    assert "93" not in text and text.startswith("Joining fee 35 and monthly fee 48")
