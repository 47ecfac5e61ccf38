"""Guided terminal loop: results that are no result (a file with a header line only) and answers
that are no answer (a `DONE:` repeating the loop's own instructions) are not accepted as done."""

from __future__ import annotations

from pathlib import Path

import docx

from ncurator_cli.guided.terminal import (
    CHECKLIST_NOTE,
    EMPTY_OUTPUT_NOTE,
    NOTE_COPIED,
    RESULT_NOTE,
    CodeReplies,
    copies_note,
    python_command,
)
from ncurator_cli.models.base import ToolCall


def _loop(command: str, output: str, files: list[dict[str, str]], ran: bool = True) -> dict:
    return {"messages": [{"content": "system"}, {"content": "Task: Write per-team totals to out.csv.\n\nThe task's outputs: out.csv."}],
            "data": {"step_index": 1 if ran else 0, "steps": [{"command": command, "exit_code": 0, "output": output}],
                     "files": files}}


def test_a_csv_written_with_its_header_only_is_sent_back(tmp_path: Path) -> None:
    doc = docx.Document()
    doc.add_paragraph("Hours by team")
    table = doc.add_table(rows=2, cols=2)
    table.cell(0, 0).text, table.cell(0, 1).text = "Team", "Hours"
    table.cell(1, 0).text, table.cell(1, 1).text = "North", "3"
    doc.save(str(tmp_path / "hours.docx"))
    (tmp_path / "out.csv").write_text("team,hours\n")
    code = ("import docx\nd = docx.Document('hours.docx')\nrows = [p.text for p in d.paragraphs if 'Team' in p.text]\n"
            "open('out.csv', 'w').write('team,hours\\n')")
    command = python_command(code)
    loop = _loop(command, "files changed: created out.csv\nstdout:\n(empty)", [{"path": "out.csv", "operation": "created"}])
    note = CodeReplies(root=tmp_path).result_note(ToolCall("terminal_run_command", {"command": command}), loop)
    assert note.startswith(EMPTY_OUTPUT_NOTE.split("{")[0]) and "out.csv holds its header line ('team,hours')" in note
    assert "records('hours.docx')" in note
    # With rows below the header, the usual checklist follows.
    (tmp_path / "out.csv").write_text("team,hours\nNorth,3\n")
    note = CodeReplies(root=tmp_path).result_note(ToolCall("terminal_run_command", {"command": command}), loop)
    assert "holds its header line" not in note
    # An empty JSON list is no result either (and a script that read no .docx gets no table hint).
    (tmp_path / "out.json").write_text("[]\n")
    loop = _loop(python_command("open('out.json','w').write('[]')"), "files changed: created out.json",
                 [{"path": "out.json", "operation": "created"}])
    note = CodeReplies(root=tmp_path).result_note(ToolCall("terminal_run_command", {"command": "x"}), loop)
    assert "out.json holds only []" in note and "records(" not in note
    # A figure column that is 0 in every row: the sums kept no value.
    (tmp_path / "sums.csv").write_text("store,revenue\nYork,0\nLeeds,0.00\n")
    loop = _loop(python_command("open('sums.csv','w')"), "files changed: created sums.csv",
                 [{"path": "sums.csv", "operation": "created"}])
    note = CodeReplies(root=tmp_path).result_note(ToolCall("terminal_run_command", {"command": "x"}), loop)
    assert note.startswith("sums.csv has 0 in every row of its 'revenue' column")
    (tmp_path / "sums.csv").write_text("store,revenue\nYork,0\nLeeds,7.25\n")
    assert "every row" not in CodeReplies(root=tmp_path).result_note(ToolCall("terminal_run_command", {"command": "x"}), loop)


def test_a_done_that_repeats_the_checklist_is_refused() -> None:
    checklist = CHECKLIST_NOTE.format(conditions="- Write per-team totals to out.csv")
    replies = CodeReplies()
    loop = _loop("x", "ok", [])
    calls, why = replies.parse("DONE: out.csv now begins:\nteam,hours\n\n" + checklist, loop)
    assert calls == [] and why == NOTE_COPIED
    calls, why = replies.parse("DONE: " + RESULT_NOTE, loop)
    assert calls == [] and why == NOTE_COPIED
    # A result stated in its own words is the answer.
    calls, why = replies.parse("DONE: out.csv has 2 teams: North 3, South 5.", loop)
    assert why is None and calls[0].name == "terminal_finish" and calls[0].args["summary"].startswith("out.csv has 2 teams")
    assert not copies_note("The report says to reply by Friday.")
    # Any note the host sent last, sent back as the result (a near-miss note, word for word).
    loop["data"]["last_note"] = ("The data writes some values in more than one way: `kind == 'oak'` misses "
                                 "'Oak', 'OAK' in trees.csv (kind). If these mean the same, compare them")
    calls, why = replies.parse("DONE: The data writes some values in more than one way: `kind == 'oak'` misses "
                               "'Oak', 'OAK' in trees.csv (kind).", loop)
    assert calls == [] and why == NOTE_COPIED
    calls, why = replies.parse("DONE: trees.csv has 4 oaks once 'Oak' and 'OAK' count: T1, T4, T7, T9.", loop)
    assert why is None and calls[0].name == "terminal_finish"
    # A note of two turns before, sent back after a later note (a probe's header-only file was
    # reported done with one): refused as well.
    earlier = ("No record in the ledger has a price: the 'kind' values are 'oak', 'ash' and 4 more. If the task "
               "asks for one of those values, test for it; then run it again.")
    loop["data"].update(notes=[earlier, "something else entirely, said later"], last_note="something said last")
    calls, why = replies.parse("DONE: " + earlier, loop)
    assert calls == [] and why == NOTE_COPIED
    loop["data"].update(notes=[])
    calls, why = replies.parse("DONE: " + earlier, loop)
    assert why is None and calls[0].name == "terminal_finish"


def test_the_notes_after_results_are_kept_for_the_copy_check(tmp_path: Path) -> None:
    """result_note keeps the last KEPT_NOTES notes it gave, the newest last."""
    from ncurator_cli.guided.terminal import KEPT_NOTES

    (tmp_path / "sums.csv").write_text("store,revenue\nYork,0\nLeeds,0\n")
    loop = _loop(python_command("open('sums.csv','w')"), "files changed: created sums.csv",
                 [{"path": "sums.csv", "operation": "created"}])
    replies = CodeReplies(root=tmp_path)
    for _ in range(KEPT_NOTES + 2):
        note = replies.result_note(ToolCall("terminal_run_command", {"command": "x"}), loop)
    kept = loop["data"]["notes"]
    assert len(kept) == KEPT_NOTES and kept[-1] == note == loop["data"]["last_note"]



def test_a_done_that_restates_the_task_is_refused() -> None:
    """A first reply that answers a request for a file with the request's own words (and no file)
    is refused; an answer with results of its own, a short one, or a FAILED is not."""
    from ncurator_cli.guided.terminal import NOTE_RESTATED, restates_task

    task = ("Could you sum the amounts per store from the exports in sales/? I'd like a file totals.csv in the "
            "workspace root with the header store,total and one row per store, highest total first.")
    loop = {"turns": 0, "messages": [{"role": "system", "content": "s"}, {"role": "user", "content": f"Task: {task}\n\nx"}],
            "data": {}}
    replies = CodeReplies()
    copied = "DONE: totals.csv in the workspace root with the header store,total and one row per store, highest total first."
    assert replies.parse(copied, loop) == ([], NOTE_RESTATED)
    calls, why = replies.parse("DONE: totals.csv has 3 stores: North 1,200.00, South 900.10, East 10.00.", loop)
    assert why is None and calls[0].name == "terminal_finish"
    assert replies.parse("FAILED: totals.csv in the workspace root with the header store,total and one row per store", loop)[1] is None
    assert not restates_task("per store, highest total first", task)  # too short to tell


def test_a_typed_call_that_failed_gets_a_failure_note_and_a_sampled_retry() -> None:
    from ncurator_cli.guided.terminal import ALREADY_SET_NOTE, RETRY_FORMAT, TOOL_FAILED_NOTE
    from ncurator_cli.tools import ALL

    replies = CodeReplies(None, [ALL["move_path"].spec()])
    first = ("Task: Move the scans into folders by month.\n\nWorkspace contents (2 files listed, folders end with /):\n"
             "scans/\nscans/2024-11-03_bill.pdf (1 KB)")
    call = ToolCall("move_path", {"source": "scans/2024-11/2024-11-03_bill.pdf", "destination": "scans/2024-11/"})
    loop = {"turns": 1, "messages": [{"content": "system"}, {"content": first}], "data": {},
            "last_error": "no such file or folder: scans/2024-11/2024-11-03_bill.pdf",
            "failed_calls": {"sig": 1}, "last_failed_call": "sig"}
    note = replies.result_note(call, loop)
    assert "There is no scans/2024-11/2024-11-03_bill.pdf, but the workspace has scans/2024-11-03_bill.pdf" in note
    assert note.endswith("Reply with the corrected call.")
    assert replies.text_format(loop).temperature == RETRY_FORMAT.temperature
    loop["last_error"] = ("refused, not run: this exact call has failed 2 times with nothing changed since, the last time with: no such "
                          "file or folder: scans/2024-11/2024-11-03_bill.pdf. Run unchanged it fails the same way")
    loop["failed_calls"] = {"sig": 2}
    assert "but the workspace has scans/2024-11-03_bill.pdf" in replies.result_note(call, loop)
    assert replies.text_format(loop).temperature == 1.0
    loop["last_error"] = "destination exists"
    assert replies.result_note(call, loop) == TOOL_FAILED_NOTE
    # A value that is there already is no failure to correct: the note says so, and how to finish.
    loop["last_error"] = "jobs.web.port already has the value 8080: nothing to change"
    assert replies.result_note(call, loop) == ALREADY_SET_NOTE
    loop["last_error"] = None
    assert replies.result_note(call, loop) == RESULT_NOTE


def test_after_two_failed_tool_calls_in_a_row_the_next_reply_is_a_block() -> None:
    from ncurator_cli.tools import ALL

    replies = CodeReplies(None, [ALL["set_value"].spec()])
    first = "Task: Fix the failing test in app.py.\n\nWorkspace contents (1 files listed, folders end with /):\napp.py (1 KB)"
    failed = {"role": "tool", "name": "set_value", "content": "ERROR: app.py is not a settings file set_value reads"}
    loop = {"turns": 2, "messages": [{"role": "system", "content": "system"}, {"role": "user", "content": first},
                                     {"role": "assistant", "content": "x"}, failed], "data": {}}
    assert "tool-block" in replies.text_format(loop).gbnf  # one failure: a corrected call may follow
    loop["messages"] += [{"role": "assistant", "content": "y"}, dict(failed)]
    assert "tool-block" not in replies.text_format(loop).gbnf
    # A result in between (a script ran) gives the tools back.
    loop["messages"] += [{"role": "assistant", "content": "z"},
                         {"role": "tool", "name": "terminal_run_command", "content": "exit_code: 0"}]
    assert "tool-block" in replies.text_format(loop).gbnf


def _note_after_failed_script(root: Path, code: str, task: str = "Report the worker count.") -> str:
    """The note after `code`, run for real in `root`, stopped on a traceback."""
    import subprocess
    import sys

    run = subprocess.run([sys.executable, "-"], input=code, text=True, capture_output=True, cwd=root)
    assert run.returncode == 1, run.stderr
    command = python_command(code)
    loop = {"messages": [{"content": "system"}, {"content": f"Task: {task}\n\nThe task's outputs: none."}],
            "data": {"step_index": 1, "steps": [{"command": command, "exit_code": 1, "output": "stderr:\n" + run.stderr}],
                     "files": []}}
    return CodeReplies(root=root).result_note(ToolCall("terminal_run_command", {"command": command}), loop)


def test_a_read_hint_names_the_call_with_the_file_the_script_was_reading(tmp_path: Path) -> None:
    (tmp_path / "stage.env").write_text("WORKERS=4\n# QUOTA=9\n")
    (tmp_path / "quota.json").write_text('{"cap": 3}\n{"cap": 5}\n')
    for code, call in [
        # KEY=value lines read as JSON: the hint is settings() of that file, dot and all.
        ("import json\nwith open('quota.json') as q:\n    pass\nwith open('stage.env') as f:\n    env = json.load(f)\nprint(env)\n",
         "settings('stage.env')"),
        # JSON lines read as one document: records() of that file (the nearest file above the failing line).
        ("import json\nwith open('stage.env') as f:\n    pass\nwith open('quota.json') as f:\n    caps = json.load(f)\n",
         "records('quota.json')"),
    ]:
        note = _note_after_failed_script(tmp_path, code)
        assert "JSONDecodeError" in note and "stopped at line 5" in note
        assert f"read it with {call}" in note and "records(path)" not in note
    # A script that names no workspace file keeps the hint in the abstract.
    note = _note_after_failed_script(tmp_path, "import json\nprint(json.loads('x'))\n")
    assert "read it with records(path)" in note


def test_a_regex_that_found_nothing_in_file_names_is_told_to_search_the_text(tmp_path: Path) -> None:
    (tmp_path / "tickets").mkdir()
    (tmp_path / "tickets" / "a.txt").write_text("Ref: TK-88\nQueue: billing\n")
    (tmp_path / "tickets" / "b.txt").write_text("Ref: TK-91\nQueue: access\n")

    def note_for(code: str) -> str:
        note = _note_after_failed_script(tmp_path, code, "List the ticket refs.")
        assert "'NoneType' object has no attribute 'group'" in note
        return note

    # The names were searched for a pattern of the text: said, with a line the pattern matches.
    note = note_for("import os, re\nrefs = [re.search(r'Ref: (\\S+)', f).group(1) for f in os.listdir('tickets')]\nprint(refs)\n")
    assert "stopped at line 2" in note
    assert "The pattern r'Ref: (\\S+)' matches no file name, but it matches the text of tickets/" in note
    assert "a line there reads 'Ref: TK-" in note and "`f` is likely a file name" in note
    # A pattern that matches nothing anywhere gets the general hint.
    note = note_for("import os, re\nrefs = [re.search('Owner: (\\\\w+)', f).group(1) for f in os.listdir('tickets')]\n")
    assert "gave None for one of the texts" in note and "matches no file name" not in note


def test_a_file_copied_from_printed_lines_that_left_some_out_is_sent_back(tmp_path: Path) -> None:
    from ncurator_cli.guided.terminal import DROPPED_LINES_NOTE, edit_command
    from ncurator_cli.workspace.formats import dropped_lines

    printed = "Scope\n  Goals\nMethod\n  Sampling\n  Limits\nFindings\nANSWER: 6\n"
    kept = "Scope\n  Goals\n  Sampling\n  Limits\nFindings\n"  # "Method" left out
    (tmp_path / "toc.txt").write_text(kept)
    steps = [{"command": python_command("print('...')"), "exit_code": 0, "output": printed},
             {"command": edit_command("toc.txt", [("", kept)]), "exit_code": 0, "output": "created toc.txt"}]
    loop = {"messages": [{"content": "system"}, {"content": "Task: Write the headings to toc.txt.\n\nThe task's outputs: toc.txt."}],
            "data": {"step_index": 2, "steps": steps, "files": [{"path": "toc.txt", "operation": "created"}]}}
    note = CodeReplies(root=tmp_path).result_note(ToolCall("terminal_run_command", {"command": steps[-1]["command"]}), loop)
    assert note == DROPPED_LINES_NOTE.format(path="toc.txt", n=1, lines="'Method'")
    assert loop["data"]["defect"]["note"] == note  # a DONE right after is pushed back once
    # Written by the script itself (no edit block), the file may leave lines out on purpose.
    loop["data"]["steps"] = [{**steps[0], "command": python_command("print('...')")}, {**steps[0]}]
    note = CodeReplies(root=tmp_path).result_note(ToolCall("terminal_run_command", {"command": "x"}), loop)
    assert not note.startswith("toc.txt leaves out")
    # The rule itself: an in-order copy with a third or fewer of the lines in its span skipped.
    assert dropped_lines(printed, printed) == []
    assert dropped_lines(printed, "Scope\nFindings\n") == []  # fewer than three lines kept
    assert dropped_lines(printed, "Scope\nMethod\nFindings\n") == []  # three of six skipped: a choice, not a slip
    assert dropped_lines(printed, "Method\nScope\n  Goals\n") == []  # not in the output's order
    assert dropped_lines(printed, "Scope\n  Goals\nMethod\n  Limits\nFindings\n") == ["  Sampling"]


def test_a_read_only_answer_that_says_files_were_changed_is_no_answer(tmp_path: Path) -> None:
    """The task that works out the values of a later document edit printed "ANSWER: The values have
    been updated in a.docx" (it changes nothing, and printed no value): the host does not finish on
    it, the note asks for the values, and a `DONE:` saying so is refused. A question about changes
    may answer with them."""
    from ncurator_cli.guided.plan import VALUES_LEAD
    from ncurator_cli.guided.terminal import CLAIMED_CHANGE_NOTE, python_command

    worker = f"{VALUES_LEAD} pledges.csv (change no file; a later step edits the document): Fill in the Paid column."
    command = python_command("print('ANSWER: The values have been updated in teams.docx.')")
    loop = _loop(command, "ANSWER: The values have been updated in teams.docx.\n", [])
    replies = CodeReplies(root=tmp_path, question=True, objective=worker)
    call = ToolCall("terminal_run_command", {"command": command})
    note = replies.result_note(call, loop)
    assert note == CLAIMED_CHANGE_NOTE.format(claim="have been updated")
    assert replies.host_done(call, loop, RESULT_NOTE) is None
    calls, why = replies.parse("DONE: I saved the totals to teams.docx", loop)
    assert calls == [] and why and why.startswith("This task changes no file")
    calls, why = replies.parse("DONE: Ada 14.75, Bo 0.00", loop)
    assert why is None and calls[0].name == "terminal_finish"
    asked = CodeReplies(root=tmp_path, question=True, objective="Which files were modified in May?")
    calls, why = asked.parse("DONE: notes.md was updated on 3 May", loop)
    assert why is None


def test_an_answer_line_ending_in_a_printed_collection_reads_as_a_list() -> None:
    """`ANSWER: ['Shah', 'Turner']` answers "Shah, Turner"; a dict its pairs; an empty or nested
    collection, or brackets that are no literal, stay as printed."""
    from ncurator_cli.guided.terminal import plain_answer

    assert plain_answer("['a@x.org', 'b@y.org']") == "a@x.org, b@y.org"
    assert plain_answer("Out of date: ['Shah', 'Turner']") == "Out of date: Shah, Turner"
    assert plain_answer("{'north': 3, 'south': 5}") == "north: 3, south: 5"
    assert plain_answer("{'b', 'a'}") == "a, b"
    for same in ("[]", "[1, [2]]", "total (EUR) 5", "x [note]", "count (3)", "[True, False]"):
        assert plain_answer(same) == same


def test_the_host_does_not_finish_a_change_on_a_later_script_that_changed_nothing(tmp_path: Path) -> None:
    """A change written by one script, then a script that changed nothing and printed a report
    ("Number of keys added: 2", with the keys still missing): the model looks, the host does not
    end the task on that report. The script that made the change may end it."""
    (tmp_path / "out.csv").write_text("team,total\nA,3\n")
    command = python_command("print('Number of teams written: 1')")
    loop = _loop(command, "Number of teams written: 1\nteam,total\n", [{"path": "out.csv", "operation": "created"}])
    replies = CodeReplies(root=tmp_path, objective="Write per-team totals to out.csv.", outputs=["out.csv"], reports=True)
    call = ToolCall("terminal_run_command", {"command": command})
    loop["data"]["steps"][0]["changed"] = 1
    assert replies.host_done(call, loop, RESULT_NOTE) is not None
    loop["data"]["steps"][0]["changed"] = 0
    assert replies.host_done(call, loop, RESULT_NOTE) is None


def test_a_made_up_function_named_for_what_it_does_gets_the_standard_way() -> None:
    """NameError on `move_path(...)`, a function the script called and never defined before use:
    the note says how a file is moved (shutil.move); a name that says nothing keeps the usual note."""
    from ncurator_cli.guided.terminal import NAME_ERROR_NOTE

    code = "import glob\nfor p in glob.glob('r/*.md'):\n    move_path(p, 'r/mains')\n\ndef move_path(a, b):\n    move_path(a, b)\n"
    command = python_command(code)
    loop = {"messages": [{"content": "system"}, {"content": "Task: Move the recipes."}],
            "data": {"steps": [{"command": command, "exit_code": 1,
                                "output": "Traceback (most recent call last):\n  File \"<stdin>\", line 3, in <module>\n"
                                          "NameError: name 'move_path' is not defined"}]}}
    note = CodeReplies().result_note(ToolCall("terminal_run_command", {"command": command}), loop)
    assert "`move_path(...)` is a function the script made up" in note and "shutil.move(" in note
    other = python_command(code.replace("move_path", "frobnicate"))
    loop["data"]["steps"][0].update(command=other, output="NameError: name 'frobnicate' is not defined")
    assert CodeReplies().result_note(ToolCall("terminal_run_command", {"command": other}), loop) == NAME_ERROR_NOTE


def test_after_the_check_failed_with_its_code_shown_the_reply_is_an_edit_block() -> None:
    from ncurator_cli.guided.terminal import CHECK_FAILED_CODE_NOTE, EDIT_REST_GRAMMAR

    replies = CodeReplies("make check")
    first = "Task: Fix the bug so the tests pass.\n\nWorkspace contents (2 files listed, folders end with /):\nprice.py (1 KB)"
    shown = ("FAILED (failures=1)\n\n" + CHECK_FAILED_CODE_NOTE.format(check="make check")
             + "\n\nThe code the failing tests call (the tests are right; the bug is in this code):\n"
               "--- price.py (lines 1-2)\ndef cut(p, r):\n    return p * r\n--- price.py (lines 5-6)\ndef net(p):\n    return p\n")
    step = {"command": "make check", "exit_code": 1, "output": "FAILED"}
    loop = {"turns": 1, "messages": [{"role": "system", "content": "system"}, {"role": "user", "content": first},
                                     {"role": "assistant", "content": "x"}, {"role": "tool", "content": shown}],
            "data": {"steps": [step], "last_failed": True}}
    fmt = replies.text_format(loop)
    assert fmt.prefix == "```edit\nprice.py\n<<<<<<< SEARCH\n" and fmt.prefix_gbnf == EDIT_REST_GRAMMAR
    assert "root ::= edit" in fmt.gbnf  # a provider without a given opening decodes an edit block too
    # Code of two files shown: the block is an edit of either, its path decoded.
    loop["messages"][-1] = {"role": "tool", "content": shown + "--- tax.py (lines 1-2)\ndef tax(p):\n    return p\n"}
    fmt = replies.text_format(loop)
    assert not fmt.prefix and "root ::= edit" in fmt.gbnf
    # An edit refused unrun after it (SEARCH the same as REPLACE): an edit again, sampled.
    refused = {**loop, "text_misses": 1, "messages": [*loop["messages"], {"role": "assistant", "content": "y"},
                                                     {"role": "user", "content": "That edit changes nothing."}]}
    fmt = replies.text_format(refused)
    assert "root ::= edit" in fmt.gbnf and fmt.temperature == 0.7
    # Any other failure: the usual retry, a script or an edit.
    loop["messages"][-1] = {"role": "tool", "content": "exit_code: 1\nstderr:\nboom"}
    fmt = replies.text_format(loop)
    assert "root ::= code | shell | edit | final" in fmt.gbnf and not fmt.prefix.startswith("```edit")
