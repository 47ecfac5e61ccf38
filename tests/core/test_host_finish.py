"""The host's own finish in guided mode (runtime.loop._host_finish): after a call that completed the
task, the finish is queued without a model turn, goes through the same checks as the model's, and
its summary is the answer (no finalize turn). Through the real CLI, with a real sandbox and real
.docx files; only the chat model is scripted. A scripted `finalize` line reading WRONG proves that
no finalize turn was taken where none should be."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import docx
import pytest

from ncurator_cli.objective.intent import asks_report
from ncurator_cli.protocol.events import parse_event

ALLOW_MEDIUM = 'version = 1\n[defaults]\nlow = "allow"\nmedium = "allow"\nhigh = "deny"\nnoninteractive_ask = "deny"\n'
WRONG = {"node": "finalize", "content": "WRONG"}


def tx(text: str) -> dict[str, Any]:
    return {"node": "terminal_exec", "content": text}


def py(code: str) -> dict[str, Any]:
    return tx(f"```python\n{code}\n```")


@pytest.fixture
def run(run_cli, write_script, workspace: Path, tmp_path: Path):
    policy = tmp_path / "policy.toml"
    policy.write_text(ALLOW_MEDIUM)

    def _go(lines: list[dict[str, Any]], objective: str, *, guided: bool = True):
        script = write_script(lines)
        args = ["run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe", "--policy", str(policy)]
        res = run_cli(*args, *(["--planner", "guided"] if guided else []))
        for line in res.lines:
            parse_event(line)
        return res

    return _go


def _answer(res) -> str:
    return res.of_type("answer_completed")[0]["text"]


def _host_finishes(res) -> list[dict[str, Any]]:
    return [a for a in res.of_type("activity") if a["action_type"] == "host_finish"]


def _turns(res, node: str) -> int:
    return sum(1 for e in res.of_type("model_request_completed") if e.get("node") == node)


# --- terminal_exec ---------------------------------------------------------------------------------


def test_a_question_ends_on_the_scripts_answer_line_without_another_turn(run, workspace: Path) -> None:
    (workspace / "data.csv").write_text("id\n1\n2\n3\n")
    res = run([py("rows = open('data.csv').read().splitlines()[1:]\nprint('ANSWER:', len(rows), 'data rows')"),
               tx("DONE: not asked for"), WRONG],
              "How many data rows does data.csv have?")
    assert res.code == 0, res.stderr
    assert len(_host_finishes(res)) == 1
    result = res.of_type("task_result")[0]
    assert result["code"] == "ok" and result["message"] == "3 data rows" and result["data"]["host_finished"] is True
    assert _answer(res) == "3 data rows"  # no finalize turn: its scripted WRONG was never read
    assert _turns(res, "terminal_exec") == 1 and _turns(res, "finalize") == 0


def test_an_answer_line_of_zero_is_left_to_the_model(run, workspace: Path) -> None:
    """`ANSWER: 0` is more often a filter that kept nothing than the answer: the model looks."""
    (workspace / "data.csv").write_text("id\n1\n")
    res = run([py("rows = open('data.csv').read().splitlines()[1:]\nprint('ANSWER: 0')"), tx("DONE: none of them"), {"node": "finalize", "content": "None of them."}],
              "How many rows of data.csv are negative?")
    assert res.code == 0, res.stderr
    assert not _host_finishes(res)
    assert res.of_type("task_result")[0]["message"] == "none of them"
    labelled = run([py("rows = open('data.csv').read().splitlines()[1:]\nprint('ANSWER: negative rows: 0')"),
                    tx("DONE: none of them"), {"node": "finalize", "content": "None of them."}],
                   "How many rows of data.csv are negative?")
    assert labelled.code == 0 and not _host_finishes(labelled), labelled.stderr


def test_a_change_ends_when_its_stated_output_is_written_and_shown(run, workspace: Path) -> None:
    (workspace / "in.txt").write_text("b\na\n")
    script = "lines = sorted(open('in.txt').read().split())\nopen('out.txt', 'w').write('\\n'.join(lines) + '\\n')\nprint(open('out.txt').read())"
    res = run([py(script), tx("DONE: not asked for"), WRONG], "Create out.txt with the lines of in.txt sorted.")
    assert res.code == 0, res.stderr
    assert (workspace / "out.txt").read_text() == "a\nb\n"
    assert len(_host_finishes(res)) == 1 and _turns(res, "terminal_exec") == 1
    assert _answer(res) == "Files: out.txt (created).\nout.txt:\na\nb"
    assert [(a["path"], a["operation"]) for a in res.of_type("file_artifact")] == [("out.txt", "created")]


def test_a_write_the_script_did_not_show_is_left_to_the_model(run, workspace: Path) -> None:
    (workspace / "in.txt").write_text("b\na\n")
    script = "lines = sorted(open('in.txt').read().split())\nopen('out.txt', 'w').write('\\n'.join(lines) + '\\n')\nprint('ok')"
    res = run([py(script), tx("DONE: wrote out.txt"), WRONG], "Create out.txt with the lines of in.txt sorted.")
    assert res.code == 0, res.stderr
    assert not _host_finishes(res) and _turns(res, "terminal_exec") == 2
    assert res.of_type("task_result")[0]["message"] == "wrote out.txt"
    # The model's DONE ended the task; the answer is the host's (what was written, re-read), with
    # no finalize turn: its scripted WRONG was never read.
    assert _answer(res) == "Files: out.txt (created; 4 bytes, 2 lines, beginning 'a')."
    assert _turns(res, "finalize") == 0
    # The latest clean script's ANSWER lines lead it.
    (workspace / "out.txt").unlink()
    res = run([py(script + "\nprint('ANSWER: 2 lines sorted')"), tx("DONE: wrote out.txt"), WRONG],
              "Create out.txt with the lines of in.txt sorted.")
    assert res.code == 0, res.stderr
    assert _answer(res).startswith("2 lines sorted\nFiles: out.txt (created") and _turns(res, "finalize") == 0


def test_a_change_that_also_asks_to_be_told_needs_an_answer_line(run, workspace: Path) -> None:
    (workspace / "in.txt").write_text("b\na\n")
    write = ("lines = sorted(open('in.txt').read().split())\nopen('out.txt', 'w').write('\\n'.join(lines) + '\\n')\n"
             "print(open('out.txt').read())")
    res = run([py(write), tx("DONE: 2 lines written"), {"node": "finalize", "content": "2 lines."}],
              "Create out.txt with the lines of in.txt sorted and tell me how many lines it has.")
    assert res.code == 0, res.stderr
    assert not _host_finishes(res) and res.of_type("task_result")[0]["message"] == "2 lines written"
    assert _answer(res) == "2 lines." and _turns(res, "finalize") == 1  # told nothing by the script: the model's
    # With the ANSWER line it asks for, the host finishes, carrying that line.
    (workspace / "out.txt").unlink()
    res = run([py(write + "\nprint('ANSWER:', len(lines), 'lines')"), WRONG],
              "Create out.txt with the lines of in.txt sorted and tell me how many lines it has.")
    assert res.code == 0, res.stderr
    assert len(_host_finishes(res)) == 1 and _answer(res).startswith("2 lines\nFiles: out.txt (created).")


def _edit(path: str, search: str, replace: str) -> dict[str, Any]:
    return tx(f"```edit\n{path}\n<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE\n```")


def test_an_edit_after_a_script_that_printed_the_answer_ends_the_change(run, workspace: Path) -> None:
    """A change that also asks to be told something, computed and reported by one script and then
    written by an edit block (which prints `edited PATH` and its diff, no answer line): the host
    finishes on the earlier script's ANSWER line."""
    (workspace / "app.ini").write_text("[server]\nport = 8000\nhost = a\n")
    res = run([py("print(open('app.ini').read())\nprint('ANSWER: the old port was 8000')"),
               _edit("app.ini", "port = 8000", "port = 8070"), WRONG],
              "In app.ini change the port to 8070 and tell me the old port.")
    assert res.code == 0, res.stderr
    assert (workspace / "app.ini").read_text() == "[server]\nport = 8070\nhost = a\n"
    assert len(_host_finishes(res)) == 1 and _turns(res, "terminal_exec") == 2
    assert _answer(res).startswith("the old port was 8000\nFiles: app.ini (updated).")


def test_an_edit_of_a_change_of_several_conditions_is_left_to_the_model(run, workspace: Path) -> None:
    """One edit block is one hunk: where the objective has several conditions, the next block may be
    the rest of the change, so an edit that only names its file ends nothing."""
    (workspace / "app.ini").write_text("[server]\nport = 8000\nhost = a\n")
    res = run([_edit("app.ini", "port = 8000", "port = 8070"), _edit("app.ini", "host = a", "host = b"),
               tx("DONE: port 8070, host b"), {"node": "finalize", "content": "Done."}],
              "In app.ini set the port to 8070, and set the host to b.")
    assert res.code == 0, res.stderr
    assert (workspace / "app.ini").read_text() == "[server]\nport = 8070\nhost = b\n"
    assert not _host_finishes(res) and _turns(res, "terminal_exec") == 3


def test_an_edit_that_breaks_its_settings_file_is_not_finished_by_the_host(run, workspace: Path) -> None:
    """An edit that would leave a .env line as `KEY value` is not applied (its copy-on-write run
    shows the file broken) and gets no host finish: the model sends the right edit, and the host
    finishes after it."""
    (workspace / ".env").write_text("A=1\nB=2\n")
    res = run([py("print(open('.env').read())\nprint('ANSWER: B was 2')"), _edit(".env", "B=2", "B 3"),
               _edit(".env", "B=2", "B=3"), WRONG],
              "In .env set B to 3 and tell me its old value.")
    assert res.code == 0, res.stderr
    refused = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_run_command"][1]
    assert (refused["error"] or "").startswith("not applied: in a copy-on-write run this script breaks .env")
    assert (workspace / ".env").read_text() == "A=1\nB=3\n"
    assert _turns(res, "terminal_exec") == 3
    assert len(_host_finishes(res)) == 1
    runs = [c["tool_call_id"] for c in res.of_type("tool_call_started") if c["tool_name"] == "terminal_run_command"]
    assert [c["tool_call_id"] for c in res.of_type("tool_call_started") if c["tool_name"] == "terminal_finish"] == [
        f"t1:host-finish:{runs[-1]}"]  # after the mend, not after the edit that broke the file
    assert _answer(res) == "B was 2\nFiles: .env (updated)."


def test_a_host_finish_the_checks_refuse_leaves_the_next_turn_to_the_model(run, workspace: Path) -> None:
    """The finish the host queued is checked like the model's: a script that wrote the output
    without reading the input the task names is pushed back, and the model goes on; the host
    finishes once per task, so the model's own `DONE:` ends it."""
    (workspace / "in.txt").write_text("b\na\n")
    blind = "open('out.txt', 'w').write('a\\nb\\n')\nprint(open('out.txt').read())"
    reads = "lines = sorted(open('in.txt').read().split())\nopen('out.txt', 'w').write('\\n'.join(lines) + '\\n')\nprint(open('out.txt').read())"
    res = run([py(blind), py(reads), tx("DONE: out.txt holds a and b"), {"node": "finalize", "content": "Sorted."}],
              "Create out.txt with the lines of in.txt sorted.")
    assert res.code == 0, res.stderr
    assert len(_host_finishes(res)) == 1
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert "in.txt" in (finishes[0]["error"] or "") and finishes[1]["error"] is None
    assert res.of_type("task_result")[0]["message"] == "out.txt holds a and b"
    assert "host_finished" not in res.of_type("task_result")[0]["data"]


# --- docx ------------------------------------------------------------------------------------------


def _bill(workspace: Path) -> None:
    d = docx.Document()
    d.add_paragraph("Bill for services.")
    t = d.add_table(rows=2, cols=2)
    t.cell(0, 0).text, t.cell(0, 1).text, t.cell(1, 0).text, t.cell(1, 1).text = "Part", "Cost", "Sum", "4.50"
    d.save(str(workspace / "bill.docx"))


def _plan(objective: str, **task: Any) -> dict[str, Any]:
    t = {"kind": "docx", "title": "Edit", "objective": objective, **task}
    return {"node": "host_plan", "tool_calls": [{"name": "plan_tasks", "args": {"tasks": [t]}}]}


def _apply(text: str) -> dict[str, Any]:
    return {"node": "docx", "tool_calls": [{"name": "docx_apply_edits", "args": {
        "source_path": "bill.docx", "edits": [{"type": "set_cell_text", "table": 0, "row": 1, "col": 1, "text": text}]}}]}


def test_docx_edits_with_a_named_new_output_are_saved_and_finished_by_the_host(run, workspace: Path) -> None:
    _bill(workspace)
    before = (workspace / "bill.docx").read_bytes()
    objective = "Set the sum in bill.docx to 5.25 and save the result as bill2.docx."
    res = run([_plan(objective, source_path="bill.docx", output_path="bill2.docx"), _apply("5.25"), WRONG], objective)
    assert res.code == 0, res.stderr
    assert _turns(res, "docx") == 1 and len(_host_finishes(res)) == 1
    assert [c.text for c in docx.Document(str(workspace / "bill2.docx")).tables[0]._cells][-1] == "5.25"
    assert (workspace / "bill.docx").read_bytes() == before
    assert [(a["path"], a["operation"]) for a in res.of_type("file_artifact")] == [("bill2.docx", "created")]
    assert _answer(res).startswith("Applied 1 edit to bill.docx and saved the result as bill2.docx.")
    # The first message said so: one call with every edit, the host saves.
    assert res.of_type("task_result")[0]["data"]["host_finished"] is True


def test_docx_edits_whose_objective_asks_to_be_told_too_report_each_change(run, workspace: Path) -> None:
    """Asked to be told something too, the host's finish says what each changed block read before
    and reads now, from the edit's redline: the old and the new value, no model turn."""
    _bill(workspace)
    objective = "Set the sum in bill.docx to 5.25, save the result as bill2.docx and tell me the old sum."
    res = run([_plan(objective, source_path="bill.docx", output_path="bill2.docx"), _apply("5.25"), WRONG], objective)
    assert res.code == 0, res.stderr
    assert len(_host_finishes(res)) == 1 and _turns(res, "docx") == 1
    answer = _answer(res)
    assert answer.startswith("Applied 1 edit to bill.docx and saved the result as bill2.docx.\nChanged: ")
    assert "'4.50' -> '5.25'" in answer
    assert [c.text for c in docx.Document(str(workspace / "bill2.docx")).tables[0]._cells][-1] == "5.25"


def test_a_replacement_in_several_places_reports_how_many(run, workspace: Path) -> None:
    d = docx.Document()
    for text in ("Brightwater ships.", "Brightwater bills.", "Brightwater and Brightwater agree."):
        d.add_paragraph(text)
    d.save(str(workspace / "memo.docx"))
    objective = "Replace Brightwater with Marlow in memo.docx, save the result as memo2.docx and tell me how many you replaced."
    edit = {"node": "docx", "tool_calls": [{"name": "docx_apply_edits", "args": {"source_path": "memo.docx", "edits": [
        {"type": "replace_text", "find": "Brightwater", "replace": "Marlow", "all": True}]}}]}
    res = run([_plan(objective, source_path="memo.docx", output_path="memo2.docx"), edit, WRONG], objective)
    assert res.code == 0, res.stderr
    assert [p.text for p in docx.Document(str(workspace / "memo2.docx")).paragraphs] == [
        "Marlow ships.", "Marlow bills.", "Marlow and Marlow agree."]
    assert _answer(res).startswith("Applied 1 edit to memo.docx and saved the result as memo2.docx "
                                   "(4 places changed in all).\nChanged: ")
    assert "'Brightwater and Brightwater agree.' -> 'Marlow and Marlow agree.'" in _answer(res)


def test_was_now_reads_each_changed_block_of_a_redline() -> None:
    from ncurator_cli.capabilities.docx import _was_now

    assert _was_now("body/t1/r3c2/p0#a41e: 2,[-310-]{+301+}.40\nbody/p3#a1: The {+new +}plan\nbody/p4#b2: same") == [
        "body/t1/r3c2/p0: '2,310.40' -> '2,301.40'", "body/p3: 'The plan' -> 'The new plan'"]
    # A cut redline tells only part of the change: nothing is reported from it.
    assert _was_now("body/p1#a: [-x-]{+y+}\n… redline cut at 4000 characters") == []
    assert _was_now("") == []


def test_docx_edits_saved_over_an_existing_output_are_left_to_the_model(run, workspace: Path) -> None:
    _bill(workspace)
    (workspace / "bill2.docx").write_bytes((workspace / "bill.docx").read_bytes())
    objective = "Set the sum in bill.docx to 5.25 and save the result as bill2.docx."
    res = run([_plan(objective, source_path="bill.docx", output_path="bill2.docx"), _apply("5.25"),
               {"node": "docx", "tool_calls": [{"name": "docx_finish", "args": {"success": False, "summary": "bill2.docx exists"}}]},
               {"node": "finalize", "content": "Not saved."}], objective)
    assert not _host_finishes(res)
    # The existing file is never overwritten without approval.
    assert [c.text for c in docx.Document(str(workspace / "bill2.docx")).tables[0]._cells][-1] == "4.50"


@pytest.mark.parametrize(("objective", "asks"), [
    ("Create digest.txt listing each CSV file.", False),
    ("Recalculate the total, save the result as x.docx, and tell me the correct total.", True),
    ("Which function has the most parameters?", True),
    ("List the bold phrases of a.docx into bold.txt.", False),
    ("Give the folder's name and its total size.", True),
    ("Find it and add a new paragraph after its first heading.", False),
    ("Write the names to out.txt, one per line.", False),
])
def test_asks_report_reads_whether_the_objective_wants_to_be_told_something(objective: str, asks: bool) -> None:
    assert asks_report(objective) is asks


def test_no_host_finish_outside_guided_mode(run, workspace: Path) -> None:
    """A model that is not a small one's profile saves and finishes itself, as the prompt says."""
    _bill(workspace)
    objective = "Set the sum in bill.docx to 5.25 and save the result as bill2.docx."
    res = run([_plan(objective, source_path="bill.docx", output_path="bill2.docx"), _apply("5.25"),
               {"node": "docx", "tool_calls": [{"name": "docx_save_output", "args": {"output_path": "bill2.docx"}}]},
               {"node": "docx", "tool_calls": [{"name": "docx_finish", "args": {"success": True, "summary": "Set to 5.25."}}]},
               {"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]},
               {"node": "finalize", "content": "bill2.docx has the sum 5.25."}], objective, guided=False)
    assert res.code == 0, res.stderr
    assert not _host_finishes(res) and _turns(res, "docx") == 3
    assert _answer(res) == "bill2.docx has the sum 5.25."


def test_a_document_edited_with_values_of_a_data_file_gets_them_from_a_read_only_script_first(
        run, workspace: Path) -> None:
    """A docx change that names a data file beside the document: a read-only script task works the
    values out first (it cannot write), and the docx task that follows is given its result."""
    import json

    (workspace / "ballots.json").write_text(json.dumps([{"member": "a", "vote": "Kim"}, {"member": "b", "vote": "Kim"},
                                                        {"member": "c", "vote": "Lee"}]))
    d = docx.Document()
    d.add_paragraph("Election")
    t = d.add_table(rows=3, cols=2)
    for (r, c), text in {(0, 0): "Candidate", (0, 1): "Votes", (1, 0): "Kim", (2, 0): "Lee"}.items():
        t.cell(r, c).text = text
    d.save(str(workspace / "vote.docx"))
    before = (workspace / "vote.docx").read_bytes()
    listed = [p.name for p in workspace.iterdir()]
    objective = "Count the votes in ballots.json and fill the Votes column of vote.docx with them; save it as result.docx."
    count = ("from collections import Counter\nn = Counter(b['vote'] for b in records('ballots.json'))\n"
             "names = [r['Candidate'] for r in records('vote.docx')]\n"
             "print('ANSWER:', ', '.join(f'{k} {n[k]}' for k in names))")
    edits = {"node": "docx", "tool_calls": [{"name": "docx_apply_edits", "args": {"source_path": "vote.docx", "edits": [
        {"type": "set_cell_text", "table": 0, "row": "Kim", "col": "Votes", "text": "2"},
        {"type": "set_cell_text", "table": 0, "row": "Lee", "col": "Votes", "text": "1"}]}}]}
    res = run([py(count), edits, {"node": "finalize", "content": "Kim 2, Lee 1; saved result.docx."}], objective)
    assert res.code == 0, res.stderr
    plan = res.of_type("plan_created")[0]["plan"]
    assert [(t["kind"], t.get("read_only", False)) for t in plan] == [("terminal_exec", True), ("docx", False)]
    assert "outputs" not in plan[0] and plan[0]["objective"].startswith("Print the values this needs from ballots.json")
    assert res.of_type("task_result")[0]["message"] == "Kim 2, Lee 1"
    cells = [[c.text for c in row.cells] for row in docx.Document(str(workspace / "result.docx")).tables[0].rows]
    assert cells == [["Candidate", "Votes"], ["Kim", "2"], ["Lee", "1"]]
    assert (workspace / "vote.docx").read_bytes() == before
    assert sorted(p.name for p in workspace.iterdir()) == sorted([*listed, "result.docx"])  # the script wrote nothing


def _rules(path: Path, clauses: list[tuple[str, bool]]) -> None:
    d = docx.Document()
    d.add_paragraph("Club rules", style="Title")
    for text, bold in clauses:
        run_ = d.add_paragraph().add_run(text)
        run_.bold = bold
    d.save(str(path))


def test_a_question_about_what_differs_is_answered_from_the_comparison_by_the_host(run, workspace: Path) -> None:
    """"Which rules changed, which are new, which were removed? Ignore formatting": after the model's
    docx_compare, the host answers with each difference on a line of its kind, the bold-only change
    left out and counted; no second docx turn, no finalize turn, no file changed."""
    _rules(workspace / "old.docx", [("1. Dues are 20 a year.", False), ("2. Meet on Mondays.", False),
                                    ("3. Guests pay 5.", False), ("4. Bikes stay outside.", False)])
    _rules(workspace / "new.docx", [("1. Dues are 25 a year.", False), ("2. Meet on Mondays.", True),
                                    ("4. Bikes stay outside.", False), ("5. Helmets are required.", False)])
    before = {p.name: p.read_bytes() for p in workspace.iterdir()}
    objective = ("Compare old.docx with new.docx and tell me which rules have different wording, which are new and "
                 "which were removed. Ignore pure formatting changes.")
    compare = {"node": "docx", "tool_calls": [{"name": "docx_compare", "args": {"old": "old.docx", "new": "new.docx"}}]}
    res = run([_plan(objective), compare, WRONG, WRONG], objective)
    assert res.code == 0, res.stderr
    # The two documents are named: compared before any turn, so no docx turn at all.
    assert len(_host_finishes(res)) == 1 and _turns(res, "docx") == 0 and _turns(res, "finalize") == 0
    started = res.of_type("tool_call_started")
    assert [(e["tool_name"], e["input"]) for e in started][0] == ("docx_compare", {"old": "old.docx", "new": "new.docx"})
    answer = _answer(res)
    assert answer.splitlines()[0] == ("Comparing old.docx with new.docx: 1 changed, 1 added, 1 removed "
                                      "(1 formatting-only difference left out, as asked).")
    assert "- changed wording: 1. Dues are 20 a year. -> 1. Dues are 25 a year." in answer
    assert "- added (new in new.docx): 5. Helmets are required." in answer
    assert "- removed (not in new.docx): 3. Guests pay 5." in answer
    assert "Mondays" not in answer
    assert {p.name: p.read_bytes() for p in workspace.iterdir()} == before
    # Named by neither name: the model's own docx_compare, then the host's answer.
    vague = "Compare the two rule documents: which rules are new? Ignore pure formatting changes."
    res = run([_plan(vague), compare, WRONG, WRONG], vague)
    assert res.code == 0, res.stderr
    assert len(_host_finishes(res)) == 1 and _turns(res, "docx") == 1 and _turns(res, "finalize") == 0
    assert "- added (new in new.docx): 5. Helmets are required." in _answer(res)


def test_the_earlier_of_two_named_documents_is_the_old_one(tmp_path: Path) -> None:
    from ncurator_cli.capabilities.docx import compared_pair

    for name in ("rules_2025.docx", "rules_2024.docx", "v2.docx", "v10.docx", "plan_draft.docx", "plan.docx",
                 "terms_adopted.docx", "terms.docx", "a.docx", "b.docx"):
        (tmp_path / name).write_bytes(b"x")
    assert compared_pair("Compare rules_2025.docx with rules_2024.docx: what changed?", tmp_path) == (
        "rules_2024.docx", "rules_2025.docx")
    assert compared_pair("What differs between v10.docx and v2.docx?", tmp_path) == ("v2.docx", "v10.docx")
    assert compared_pair("Compare plan_draft.docx with plan.docx and list what changed", tmp_path) == (
        "plan.docx", "plan_draft.docx")
    assert compared_pair("Compare terms.docx with terms_adopted.docx: what changed?", tmp_path) == (
        "terms_adopted.docx", "terms.docx")
    assert compared_pair("Compare a.docx with b.docx: which clauses are new?", tmp_path) == ("a.docx", "b.docx")
    # Not a comparison, one document, a missing one, three.
    assert compared_pair("Who signed a.docx and b.docx?", tmp_path) is None
    assert compared_pair("What changed in a.docx?", tmp_path) is None
    assert compared_pair("Compare a.docx with c.docx: what changed?", tmp_path) is None
    assert compared_pair("Compare a.docx, b.docx and v2.docx: what changed?", tmp_path) is None


def test_compare_answer_keeps_formatting_unless_told_and_leaves_other_questions_to_the_model() -> None:
    from ncurator_cli.capabilities.docx import compare_answer

    changes = [{"kind": "formatting changed", "old": "Meet **on** Mondays", "new": "Meet on Mondays"}]
    args = {"old": "a.docx", "new": "b.docx"}
    assert compare_answer("What changed between a.docx and b.docx?", args, changes) == (
        "Comparing a.docx with b.docx: 1 formatting only.\n- formatting only: Meet on Mondays -> Meet on Mondays")
    assert compare_answer("What changed between a.docx and b.docx, apart from formatting?", args, changes) == (
        "a.docx and b.docx differ only in formatting (1 formatting-only difference left out, as asked): no wording "
        "was changed, added or removed.")
    assert compare_answer("Who chairs the meeting in b.docx?", args, changes) is None
    assert compare_answer("What changed?", args, []) == "a.docx and b.docx have the same text and bold/italic: no differences."


def test_a_script_that_updates_its_file_and_says_what_it_did_ends_the_change(run, workspace: Path) -> None:
    """A change of several conditions made whole by one script of the model's (not an edit block),
    which printed what it did without an `ANSWER:` line: the host finishes on that output, less the
    lines of the file it wrote. Asked to check the file against the task's conditions instead, a
    1.5B model wrote the same script again (it would have appended the keys twice) until the budget
    ran out."""
    (workspace / ".env").write_text("A=1\n# B=0\n")
    (workspace / ".env.sample").write_text("A=9\nB=2\nC=3\n")
    script = ("have = settings('.env')\nwant = settings('.env.sample')\nmissing = [k for k in want if k not in have]\n"
              "with open('.env', 'a') as f:\n    for k in missing:\n        f.write(f'{k}={want[k]}\\n')\n"
              "print('Missing keys:', missing)\nprint('Number of keys added:', len(missing))")
    res = run([py(script), tx("DONE: again"), WRONG],
              "Append every key of .env.sample that is missing from .env to the end of .env, using its value. "
              "Do not change the existing lines. Tell me how many keys you added.")
    assert res.code == 0, res.stderr
    assert (workspace / ".env").read_text() == "A=1\n# B=0\nB=2\nC=3\n"
    assert len(_host_finishes(res)) == 1 and _turns(res, "terminal_exec") == 1 and _turns(res, "finalize") == 0
    assert _answer(res).startswith("Missing keys: ['B', 'C']\nNumber of keys added: 2\nFiles: .env (updated).")


def test_printed_report_is_the_scripts_own_short_output() -> None:
    from ncurator_cli.guided.terminal import printed_report

    assert printed_report("Added 2 keys\n", ["A=1\nB=2\n"]) == ["Added 2 keys"]
    assert printed_report("a\nb\n", ["a\nb\n"]) == []  # only the file it wrote, shown
    assert printed_report("Number of keys added: 0\n") == []  # a result that kept nothing
    assert printed_report("\n".join(f"row {i}" for i in range(9))) == []  # a listing, no answer
    assert printed_report("") == []
