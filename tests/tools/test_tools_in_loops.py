"""The typed tools inside the capability loops, end to end: the real CLI, a `script:` model,
the real sandbox. Calls are evented like any tool; writes go through the command path (policy,
sandbox, artifacts); identical reads are refused; a question is given no writer."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import docx
import pytest

from ncurator_cli.capabilities.docx import DocxCapability
from ncurator_cli.capabilities.terminal import TerminalCapability
from ncurator_cli.docx.document import inspect
from ncurator_cli.guided.terminal import CodeReplies
from ncurator_cli.protocol.events import parse_event
from ncurator_cli.tools import toolset

RESPOND = {"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]}


def plan(objective: str, kind: str = "terminal_exec", **extra: str) -> dict[str, Any]:
    task = {"kind": kind, "title": "t", "objective": objective, **extra}
    return {"node": "host_plan", "tool_calls": [{"name": "plan_tasks", "args": {"tasks": [task]}}]}


def call(name: str, node: str = "terminal_exec", **args: Any) -> dict[str, Any]:
    return {"node": node, "tool_calls": [{"name": name, "args": args}]}


@pytest.fixture
def go(run_cli, write_script, workspace, allow_policy):
    def _go(lines: list[dict[str, Any]], *extra: str, objective: str = "do it"):
        script = write_script([*lines, RESPOND, {"node": "finalize", "content": "final"}])
        res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                      "--policy", str(allow_policy), *extra)
        for line in res.lines:
            parse_event(line)
        return res

    return _go


def finishes_of(res: Any, tool: str = "terminal_finish") -> list[dict[str, Any]]:
    return [r for r in res.of_type("tool_call_result") if r["tool_name"] == tool]


def assert_pushed_back_once(res: Any, reason: str, answer: str | None = None, tool: str = "terminal_finish") -> None:
    """The first finish was pushed back with `reason` (its start), the second stood, with `answer`."""
    assert res.code == 0, res.stderr
    finishes = finishes_of(res, tool)
    assert finishes[0]["error"].startswith(reason), finishes[0]["error"]
    assert finishes[1]["error"] is None
    if answer is not None:
        assert res.of_type("task_result")[0]["message"] == answer


def test_typed_reads_are_evented_and_an_identical_repeat_is_refused(go, workspace: Path) -> None:
    (workspace / "logs").mkdir()
    (workspace / "logs" / "a.log").write_text("ok\nERROR one\nERROR two\n")
    res = go([
        plan("How many error lines are in the logs?"),
        call("grep", pattern="ERROR", path="logs", count_only=True),
        call("grep", pattern="ERROR", path="logs", count_only=True),
        call("find_files", glob="*.log"),
        call("terminal_finish", success=True, summary="2 error lines (grep: logs/a.log 2)"),
    ])
    assert res.code == 0, res.stderr
    started = [(e["tool_name"], e["input"]) for e in res.of_type("tool_call_started")]
    assert started[0] == ("grep", {"pattern": "ERROR", "path": "logs", "count_only": True})
    results = res.of_type("tool_call_result")
    assert results[0]["error"] is None and "2\t2\tlogs/a.log" in results[0]["output_preview"]
    assert results[1]["error"] and "already called with exactly these arguments" in results[1]["error"]
    assert results[2]["error"] is None and "logs/a.log" in results[2]["output_preview"]
    assert not res.of_type("terminal_step_started")  # reads ran in-process, no command


def test_a_call_that_failed_twice_in_a_row_is_refused_unrun_until_something_changes(go, workspace: Path) -> None:
    """One move_path with a missing source was sent 24 times (a probe trace): after two failures
    with nothing changed, the same call is refused without running, naming the error; once a call
    changed something, it runs again."""
    res = go([
        plan("Move the scan into archive/"),
        call("move_path", source="scan.pdf", destination="archive/"),
        call("move_path", source="scan.pdf", destination="archive/"),
        call("move_path", source="scan.pdf", destination="archive/"),
        call("write_file", path="scan.pdf", content="x"),
        call("move_path", source="scan.pdf", destination="archive/"),
        call("terminal_finish", success=True, summary="moved scan.pdf into archive/"),
    ])
    results = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "move_path"]
    assert results[0]["error"] and results[1]["error"]
    assert results[2]["error"].startswith("refused, not run: this exact call has failed 2 times with nothing changed since, the last "
                                          "time with: ")
    steps = [s["command"] for s in res.of_type("terminal_step_started")]  # a missing source runs nothing
    assert len(steps) == 2 and steps[1] == "mkdir -p -- archive && mv -n -- scan.pdf archive/scan.pdf"
    assert results[3]["error"] is None and (workspace / "archive" / "scan.pdf").read_text() == "x\n"


def test_calls_that_failed_in_turns_are_refused_too_when_nothing_changed(go, workspace: Path) -> None:
    """Two failing calls alternated (a probe's docx loop, eight turns on one unreadable file): each
    was never "the call that just failed", so none was refused. A call that failed twice is refused
    unrun with nothing changed since, whatever failed in between, and names its own error."""
    move = call("move_path", source="scan.pdf", destination="archive/")
    read = call("read_file", path="missing.txt")
    res = go([plan("Move the scan into archive/"), move, read, move, read, move,
              call("terminal_finish", success=True, summary="moved scan.pdf into archive/")])
    moves = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "move_path"]
    assert moves[0]["error"] and moves[1]["error"] and not moves[1]["error"].startswith("refused")
    assert moves[2]["error"].startswith("refused, not run: this exact call has failed 2 times")
    assert "scan.pdf" in moves[2]["error"] and "missing.txt" not in moves[2]["error"]


def test_write_tools_run_through_the_command_path(go, workspace: Path) -> None:
    res = go([
        plan("Write notes/todo.txt with two lines, then move hello.txt into archive/"),
        call("write_file", path="notes/todo.txt", content="first\nsecond"),
        call("move_path", source="hello.txt", destination="archive/"),
        call("terminal_finish", success=True, summary="wrote notes/todo.txt, moved hello.txt"),
    ])
    assert res.code == 0, res.stderr
    assert (workspace / "notes" / "todo.txt").read_text() == "first\nsecond\n"
    assert (workspace / "archive" / "hello.txt").read_text() == "hello world\n"
    steps = res.of_type("terminal_step_started")
    assert steps[0]["command"].startswith("mkdir -p -- notes && cat > notes/todo.txt <<'NCURATOR_EOF_")
    assert steps[1]["command"] == "mkdir -p -- archive && mv -n -- hello.txt archive/hello.txt"
    arts = {(a["path"], a["operation"]) for a in res.of_type("file_artifact")}
    assert {("notes/todo.txt", "created"), ("archive/hello.txt", "created"), ("hello.txt", "deleted")} <= arts
    names = [e["tool_name"] for e in res.of_type("tool_call_result")]
    assert names == ["write_file", "move_path", "terminal_finish"]


def test_a_write_the_policy_denies_is_denied(go, workspace: Path, tmp_path: Path) -> None:
    deny = tmp_path / "deny.toml"
    deny.write_text('version = 1\n[defaults]\nlow = "allow"\nmedium = "deny"\nhigh = "deny"\nnoninteractive_ask = "deny"\n')
    res = go([
        plan("Write out.txt"),
        call("write_file", path="out.txt", content="x"),
        call("terminal_finish", success=False, summary="the write was denied"),
    ], "--policy", str(deny))
    assert not (workspace / "out.txt").exists()
    assert res.code == 5, res.stderr
    assert "denied" in (res.of_type("tool_call_result")[0]["error"] or "")


def test_a_task_says_what_it_ran_out_of(go, workspace: Path) -> None:
    (workspace / "ncurator.toml").write_text("task_timeout = 1\n")
    res = go([
        plan("Wait"),
        call("terminal_run_command", command="sleep 3"),
        call("terminal_finish", success=True, summary="never reached"),
    ])
    assert res.code != 0
    failed = res.of_type("task_failed")[0]
    assert failed["code"] == "bounded_loop_error"
    assert "ran out of time: its budget of 1 s is spent" in failed["error"] and "in tool calls" in failed["error"]


def test_docx_loop_offers_the_typed_reads(go, workspace: Path) -> None:
    d = docx.Document()
    p = d.add_paragraph("Keep ")
    p.add_run("this phrase").bold = True
    d.save(str(workspace / "memo.docx"))
    res = go([
        plan("Which phrase of memo.docx is bold?", kind="docx", source_path="memo.docx"),
        call("docx_find", node="docx", path="memo.docx", bold=True),
        call("docx_finish", node="docx", success=True, summary="'this phrase' (memo.docx)"),
    ])
    assert res.code == 0, res.stderr
    result = res.of_type("tool_call_result")[0]
    assert result["tool_name"] == "docx_find" and "this phrase" in result["output_preview"]
    assert not res.of_type("file_artifact")


class _Ctx:
    guided = False
    workspace = None


def test_a_question_gets_no_writer() -> None:
    writers = {t.name for t in toolset()} - {t.name for t in toolset(read_only=True)}
    question = {"id": "t1", "objective": "how many?", "intent": "question"}
    change = {"id": "t1", "objective": "fix it", "intent": "change"}
    term, dx = TerminalCapability(), DocxCapability()
    assert not writers & {t.name for t in term.tools(_Ctx(), question)}
    assert writers <= {t.name for t in term.tools(_Ctx(), change)}
    q_docx = {t.name for t in dx.tools(_Ctx(), question)}
    assert not {"docx_apply_edits", "docx_save_output"} & q_docx and not writers & q_docx
    assert {"docx_apply_edits", "docx_save_output", "docx_read"} <= {t.name for t in dx.tools(_Ctx(), change)}
    names = [t.name for t in term.tools(_Ctx(), change)]
    assert names[0] == "terminal_run_command" and names[-1] == "terminal_finish"


def test_guided_tool_blocks_are_calls_under_the_schema_grammar() -> None:
    specs = [t.spec() for t in toolset(read_only=True)]
    replies = CodeReplies(None, specs)
    calls, problem = replies.parse('```tool\n{"name": "grep", "arguments": {"pattern": "x", "count_only": true}}\n```',
                                   {"data": {}})
    assert problem is None and calls[0].name == "grep" and calls[0].args == {"pattern": "x", "count_only": True}
    calls, problem = replies.parse('```tool\n{"name": "write_file", "arguments": {}}\n```', {"data": {}})
    assert not calls and "not one of" in (problem or "")
    fmt = replies.text_format({"turns": 0, "data": {}})
    assert fmt.gbnf and fmt.gbnf.startswith("root ::=") and "| tool-block" in fmt.gbnf.splitlines()[0]
    assert "tool-call ::=" in fmt.gbnf and '"\\"write_file\\""' not in fmt.gbnf
    # Without typed tools the grammar is the plain reply grammar.
    assert "tool-block" not in (CodeReplies().text_format({"turns": 0, "data": {}}).gbnf or "")


def test_a_guided_run_calls_a_typed_tool_from_a_tool_block(run_cli, write_script, workspace, allow_policy) -> None:
    (workspace / "ncurator.toml").write_text("[terminal]\nvote_samples = 0\n")
    (workspace / "src").mkdir()
    (workspace / "src" / "m.py").write_text("def f(a, b=1):\n    return a\n")
    script = write_script([
        plan("How many parameters does f in src/m.py take?"),
        {"node": "terminal_exec", "content": '```tool\n{"name": "python_facts", "arguments": {"path": "src/m.py"}}\n```'},
        {"node": "terminal_exec", "content": "DONE: f takes 2 parameters (python_facts: f(a, b=1))"},
        RESPOND, {"node": "finalize", "content": "2"},
    ])
    res = run_cli("run", "How many parameters does f take?", "-w", str(workspace), "--model", f"script:{script}",
                  "--planner", "guided", "--no-probe", "--policy", str(allow_policy))
    assert res.code == 0, res.stderr
    result = next(e for e in res.of_type("tool_call_result") if e["tool_name"] == "python_facts")
    assert "function f(a, b=1) line 1, 2 params" in result["output_preview"]


def test_a_change_is_verified_against_its_stated_output(go, workspace: Path) -> None:
    res = go([
        plan("Produce the report", output_path="out/report.txt"),
        call("terminal_finish", success=True, summary="wrote it"),  # nothing written: pushed back
        call("write_file", path="out/report.txt", content="total 3"),
        call("write_file", path="scratch.txt", content="tmp"),
        call("terminal_finish", success=True, summary="wrote out/report.txt"),
    ])
    assert res.code == 0, res.stderr
    pushed = res.of_type("tool_call_result")[0]
    assert pushed["tool_name"] == "terminal_finish" and "out/report.txt does not exist" in pushed["error"]
    data = res.of_type("task_result")[0]["data"]
    assert data["outputs"] == ["out/report.txt: 8 bytes, 1 lines, beginning 'total 3'"]
    assert data["unstated_changes"] == ["scratch.txt"]
    assert [s["tool"] for s in data["sources"]] == ["write_file", "write_file"]


def test_a_success_whose_stated_output_never_appears_fails(go, workspace: Path) -> None:
    res = go([
        plan("Produce the report", output_path="report.txt"),
        call("terminal_finish", success=True, summary="done"),
        call("terminal_finish", success=True, summary="done, really"),
    ])
    assert res.code == 1, res.stderr
    failed = res.of_type("task_failed")[0]
    assert "report.txt does not exist" in failed["error"]


def test_a_number_no_tool_result_shows_is_pushed_back_once(go, workspace: Path) -> None:
    """A question's answer that states a figure the model added up in its head (it appears in no
    tool result and nowhere in the task) is pushed back; the figure a tool computed stands."""
    for name, amounts in (("a", ["120.00", "342.50"]), ("b", ["1,210.00"])):
        d = docx.Document()
        t = d.add_table(rows=len(amounts) + 1, cols=2)
        t.cell(0, 0).text, t.cell(0, 1).text = "Item", "Amount"
        for i, v in enumerate(amounts, start=1):
            t.cell(i, 0).text, t.cell(i, 1).text = f"thing {i}", v
        d.save(str(workspace / f"{name}.docx"))
    res = go([
        plan("What is the total Amount over a.docx and b.docx?", kind="docx", read_only=True),
        call("docx_finish", node="docx", success=True, summary="The total is 1,562.50."),
        call("docx_extract", node="docx", path=".", column="Amount"),
        call("docx_finish", node="docx", success=True, summary="The total is 1,672.50 (docx_extract)."),
    ], objective="What is the total Amount over a.docx and b.docx?")
    assert_pushed_back_once(res, "not finished: 1,562.50 in your answer appears in no tool result",
                            "The total is 1,672.50 (docx_extract).", tool="docx_finish")


def test_an_answer_without_the_asked_quantity_is_pushed_back_once(go, workspace: Path) -> None:
    """An objective that asks for a quantity ("and its total") answered with a name only is
    pushed back once; the answer that gives the number the command printed stands."""
    for folder, sizes in (("left", (300, 200)), ("right", (450,))):
        (workspace / "media" / folder).mkdir(parents=True)
        for i, n in enumerate(sizes):
            (workspace / "media" / folder / f"f{i}.bin").write_bytes(b"x" * n)
    objective = "Which folder of media/ holds the most bytes? Give the folder name and its total in bytes."
    command = ("python3 -c \"import os; d='media'; "
               "print({f: sum(os.path.getsize(os.path.join(d, f, g)) for g in os.listdir(os.path.join(d, f))) "
               "for f in sorted(os.listdir(d))})\"")
    res = go([
        plan(objective, read_only=True),
        call("terminal_run_command", command=command),
        call("terminal_finish", success=True, summary="left"),
        call("terminal_finish", success=True, summary="left, 500 bytes"),
    ], objective=objective)
    assert res.code == 0, res.stderr
    ran = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_run_command"]
    assert "'left': 500, 'right': 450" in ran[0]["output_preview"]
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert finishes[0]["error"].startswith("not finished: the task asks 'and its total', and your answer gives no number")
    assert finishes[1]["error"] is None
    assert res.of_type("task_result")[0]["message"] == "left, 500 bytes"


def test_a_change_that_also_asks_to_be_told_how_many_owes_the_number(go, workspace: Path) -> None:
    """A change with a stated output that says "tell me how many you added", finished with no
    number, is pushed back once; the answer that gives it stands. (A change whose file holds the
    quantity asked is not: test above.)"""
    (workspace / "names.txt").write_text("ann\n")
    objective = "Append bob and cy to names.txt, one per line. Tell me how many names you added."
    res = go([
        plan(objective, outputs=["names.txt"]),
        call("terminal_run_command", command="printf 'bob\\ncy\\n' >> names.txt"),
        call("terminal_finish", success=True, summary="The names were appended."),
        call("terminal_finish", success=True, summary="2 names added."),
    ], objective=objective)
    assert res.code == 0, res.stderr
    assert (workspace / "names.txt").read_text() == "ann\nbob\ncy\n"
    finishes = finishes_of(res)
    assert finishes[0]["error"].startswith("not finished: the task asks 'how many', and your answer gives no number")
    assert finishes[1]["error"] is None


def test_a_csv_without_the_header_the_task_gives_it_is_pushed_back_at_finish(go, workspace: Path) -> None:
    """"write out.csv with the header name,total": a success whose file begins with a row is pushed
    back once, naming the header; with the header written, it stands."""
    objective = "Write out.csv with the header name,total - one row per person."
    res = go([
        plan(objective, outputs=["out.csv"]),
        call("terminal_run_command", command="printf 'ann,3\\nbob,4\\n' > out.csv"),
        call("terminal_finish", success=True, summary="out.csv written"),
        call("terminal_run_command", command="printf 'name,total\\nann,3\\nbob,4\\n' > out.csv"),
        call("terminal_finish", success=True, summary="out.csv written with its header"),
    ], objective=objective)
    assert res.code == 0, res.stderr
    finishes = finishes_of(res)
    assert finishes[0]["error"].startswith("not finished: out.csv should begin with the header line `name,total`")
    assert finishes[1]["error"] is None
    assert (workspace / "out.csv").read_text().startswith("name,total\n")


def test_an_answer_without_the_asked_date_and_length_of_time_is_pushed_back_once(go, workspace: Path) -> None:
    """A question that asks how many and which was the longest "(date and roughly how long)",
    answered with the count alone, is pushed back once, naming the part it lacks; the answer that
    gives them stands."""
    (workspace / "cuts.txt").write_text("2025-04-03 outage of 20 minutes\n2025-04-09 outage of 70 minutes\n")
    objective = "How many power cuts are in cuts.txt, and which was the longest one (date and roughly how long)?"
    res = go([
        plan(objective, read_only=True),
        call("terminal_run_command", command="cat cuts.txt"),
        call("terminal_finish", success=True, summary="2 power cuts"),
        call("terminal_finish", success=True, summary="2 power cuts; the longest on 2025-04-09, 70 minutes"),
    ], objective=objective)
    assert res.code == 0, res.stderr
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert finishes[0]["error"].startswith("not finished: the task asks '(date', and your answer gives no date")
    assert finishes[1]["error"] is None
    from ncurator_cli.objective import asked_parts, gives_part

    assert asked_parts("When did the last backup run?") == [("date or time", "When did")]
    assert gives_part("at 03:00", "date or time") and not gives_part("at 03:00", "date")
    assert asked_parts("How long is the longest file name?") == [] and asked_parts("How many files are there?") == []
    assert gives_part("about 1 h 20 min", "length of time") and not gives_part("the second one", "length of time")
    # "Which source IP had the most failed attempts": an answer listing words with counts names no IP.
    assert asked_parts("Which source IP had the most failed logins in March, and how many?") == [
        ("IP address", "Which source IP")]
    assert asked_parts("What is the IP address of the printer?") == [("IP address", "What is the IP address")]
    assert asked_parts("Which IPs were banned?") == [("IP address", "Which IPs")]
    assert asked_parts("How many ip-based rules are there?") == []
    assert gives_part("198.51.100.23 with 41 attempts", "IP address") and gives_part("fe80::1:2", "IP address")
    assert not gives_part("14 IP: for: 98, opened: 86", "IP address") and not gives_part("v1.2.3", "IP address")


def test_an_answer_without_the_asked_quantity_stands_when_claimed_again(go, workspace: Path) -> None:
    """Pushed back once only: the same claim made again ends the task as the model put it."""
    (workspace / "journal.txt").write_text("a\nb\n")
    objective = "How many lines does journal.txt have?"
    res = go([
        plan(objective, read_only=True),
        call("terminal_run_command", command="wc -l journal.txt"),
        call("terminal_finish", success=True, summary="it is a short file"),
        call("terminal_finish", success=True, summary="it is a short file"),
    ], objective=objective)
    assert res.code == 0, res.stderr
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert [bool(f["error"]) for f in finishes] == [True, False]


def test_a_task_that_writes_the_quantity_into_a_file_is_not_asked_for_it_in_the_answer(go, workspace: Path) -> None:
    """A task whose stated output holds the quantity ("with the number of times each occurs") ends on
    its first finish once the file is there: the count is in the file, not owed in the answer."""
    (workspace / "events.log").write_text("ERROR [Q7] a\nERROR [Q7] b\nINFO fine\n")
    objective = "Create codes.txt listing each code in events.log with the number of times it occurs."
    res = go([
        plan(objective),
        call("terminal_run_command", command="grep -o 'Q7' events.log | uniq -c | awk '{print $2, $1}' > codes.txt"),
        call("terminal_finish", success=True, summary="codes.txt written"),
    ], objective=objective)
    assert res.code == 0, res.stderr
    assert (workspace / "codes.txt").read_text() == "Q7 2\n"
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert len(finishes) == 1 and finishes[0]["error"] is None


@pytest.mark.parametrize(("objective", "asked"), [
    ("How many open tickets are in queue/?", "How many"),
    ("Which folder is largest? Give its name and its total in bytes.", "and its total"),
    ("What is the average latency in perf.csv?", "What is the average"),
    ("Find the longest log and report its size.", "report its size"),
    ("Sort the files by size and list them.", None),
    ("Which file has the most lines?", None),
    ("Rename each .txt file to .md.", None),
    ("Write the number of rows to rows.txt (for example, how many rows have a date).", None),
])
def test_asks_quantity(objective: str, asked: str | None) -> None:
    from ncurator_cli.objective import asks_quantity

    assert asks_quantity(objective) == asked


@pytest.mark.parametrize(("answer", "given"), [
    ("media/left", False), ("The largest is left.", False), ("left, 500 bytes", True),
    ("none were missing", True), ("Three keys added.", True), ("no keys", True),
])
def test_gives_number(answer: str, given: bool) -> None:
    from ncurator_cli.objective import gives_number

    assert gives_number(answer) is given


def test_an_answer_that_found_nothing_is_looked_at_once_more(go, workspace: Path) -> None:
    """A question answered "nothing found" (`ANSWER: []`) is pushed back once with what to look at
    (the records searched, beside what the filter looks for); the answer after a fixed search
    stands, and so does "nothing" claimed again."""
    (workspace / "calls.py").write_text("def a():\n    shop.close(1)\n\ndef b():\n    pass\n")
    objective = "Which functions in calls.py call close()? Just answer."
    res = go([
        plan(objective, read_only=True),
        call("terminal_run_command", command="grep -c '^close(' calls.py; echo 'ANSWER: []'"),
        call("terminal_finish", success=True, summary="ANSWER: []"),
        call("terminal_run_command", command="grep -n 'close(' calls.py"),
        call("terminal_finish", success=True, summary="a (calls.py line 2)"),
    ], objective=objective)
    assert_pushed_back_once(res, "not finished: your answer says nothing was found", "a (calls.py line 2)")
    assert "beside what it looks for" in finishes_of(res)[0]["error"]
    res = go([
        plan(objective, read_only=True),
        call("terminal_run_command", command="grep -c 'open(' calls.py || true"),
        call("terminal_finish", success=True, summary="None were found."),
        call("terminal_finish", success=True, summary="None were found."),
    ], objective=objective)
    assert_pushed_back_once(res, "not finished: your answer says nothing was found", "None were found.")


@pytest.mark.parametrize(("answer", "nothing"), [
    ("ANSWER: []", True), ("DONE: ANSWER: callers: []", True), ("0", True), ("None.", True),
    ("No functions were found.", True), ("None were found.", True), ("There are no callers of it.", True),
    ("The script found no callers.", True), ("{}\nANSWER: none", True),
    ("The workspace is read-only, so no Python files define a function named main.", True),
    ("Ann and Bob have no rows left.", False),
    ("No.", False), ("Yes, two.", False), ("ANSWER: 3 callers: a.b, c.d", False), ("a.b (x.py)", False),
    ("No errors after 10:00 except 3 warnings", False), ("none of them; 2 pending", False),
    ("There were 0 errors in a.log and 4 in b.log", False), ("ANSWER: []\nANSWER: 2 skipped", False),
])
def test_finds_nothing(answer: str, nothing: bool) -> None:
    from ncurator_cli.objective import finds_nothing

    assert finds_nothing(answer) is nothing


def test_ungrounded_numbers_reads_numbers_as_numbers() -> None:
    from ncurator_cli.capabilities.typed import ungrounded_numbers

    loop = {"messages": [{"role": "user", "content": "Task: sum it"},
                         {"role": "assistant", "content": "I think it is 99"},
                         {"role": "tool", "content": "sum of Amount: 7502.140 over 8 values; port 47213"}]}
    task = {"objective": "Add the 3 reports"}
    assert ungrounded_numbers("The total is 7,502.14 over 8 rows in 3 reports; port 47213.", loop, task) == []
    # The model's own message is not a source; a version-like or id-like token is not a number.
    assert ungrounded_numbers("It is 99, or 100.5, see TK-101 and v2.1.3", loop, task) == ["99", "100.5"]


def test_a_file_no_tool_result_names_is_pushed_back_once(go, workspace: Path) -> None:
    """A question's answer that names a workspace file no tool result showed (the script printed
    what it found but not where) is pushed back once; named by a result, it stands."""
    (workspace / "pkg").mkdir()
    (workspace / "pkg" / "net.py").write_text("import socket\n")
    (workspace / "pkg" / "disk.py").write_text("import shutil\n")
    question = "Which modules in pkg/ import socket?"
    res = go([
        plan(question, read_only="true"),
        call("grep", pattern="^import socket", path="pkg", count_only=True),
        call("terminal_finish", success=True, summary="pkg/disk.py imports socket."),
        call("terminal_finish", success=True, summary="Only net.py imports socket (grep)."),
    ], objective=question)
    assert_pushed_back_once(res, "not finished: your answer names pkg/disk.py, but no tool result showed it")


def test_a_rename_by_name_templates_is_checked_against_both_forms(go, workspace: Path) -> None:
    """"From IMG_YYYYMMDD_HHMMSS.<ext> to YYYY-MM-DD_HHMMSS.<ext>": new names without the new form
    and files still in the old one are pushed back once; the subfolder's files are not the
    folder's own; after the fix the claim stands."""
    (workspace / "shots" / "kept").mkdir(parents=True)
    for name in ("IMG_20300101_101010.jpg", "IMG_20300102_111111.JPG", "kept/IMG_20300103_121212.jpg", "notes.txt"):
        (workspace / "shots" / name).write_text(name)
    objective = "Rename the photos directly in shots/ from IMG_YYYYMMDD_HHMMSS.<ext> to YYYY-MM-DD_HHMMSS.<ext>."
    sloppy = ("python3 -c \"import os; [os.rename('shots/' + f, 'shots/' + f[4:]) for f in os.listdir('shots') "
              "if f.endswith('.jpg')]\"")
    fixed = ("python3 -c \"import os, re; [os.rename('shots/' + f, 'shots/' + re.sub("
             "r'^(?:IMG_)?(\\\\d{4})(\\\\d{2})(\\\\d{2})_', r'\\\\1-\\\\2-\\\\3_', f)) "
             "for f in os.listdir('shots') if re.match(r'^(?:IMG_)?\\\\d{8}_', f)]\"")
    res = go([
        plan(objective, outputs=["shots/"]),
        call("terminal_run_command", command=sloppy),
        call("terminal_finish", success=True, summary="renamed"),
        call("terminal_run_command", command=fixed),
        call("terminal_finish", success=True, summary="renamed 2 photos"),
    ], objective=objective)
    assert res.code == 0, res.stderr
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert finishes[0]["error"] == (
        "not finished: The task renames files from IMG_YYYYMMDD_HHMMSS.<ext> to YYYY-MM-DD_HHMMSS.<ext>, and 1 new "
        "name lacks the form YYYY-MM-DD_HHMMSS.<ext>: shots/20300101_101010.jpg; 1 file still has the form "
        "IMG_YYYYMMDD_HHMMSS.<ext>: shots/IMG_20300102_111111.JPG. Rename each of those to the form "
        "YYYY-MM-DD_HHMMSS.<ext> (os.rename, the new name built from the parts of the old one), print each old and "
        "new name, and run it again. Then finish.")
    assert finishes[1]["error"] is None
    assert sorted(p.name for p in (workspace / "shots").iterdir()) == [
        "2030-01-01_101010.jpg", "2030-01-02_111111.JPG", "kept", "notes.txt"]
    assert [p.name for p in (workspace / "shots" / "kept").iterdir()] == ["IMG_20300103_121212.jpg"]


def test_files_to_sort_into_folders_with_none_moved_are_no_success(go, workspace: Path) -> None:
    """A change that only appends to a log inside the folder the task sorts files into moved no file:
    its success is pushed back with what did change, and claimed again it fails (exit 1), the PDFs
    where they were."""
    (workspace / "bills").mkdir()
    for name in ("2031-01_north_B1.pdf", "2031-02_south_B2.pdf"):
        (workspace / "bills" / name).write_bytes(b"%PDF-1.4 " + name.encode())
    (workspace / "bills" / "log.csv").write_text("file,client\n")
    objective = "Sort the PDFs in bills/ into one subfolder per client (the middle part of the name)."
    res = go([
        plan(objective, outputs=["bills/"]),
        call("terminal_run_command", command="printf 'x,north\\n' >> bills/log.csv"),
        call("terminal_finish", success=True, summary="sorted"),
        call("terminal_finish", success=True, summary="sorted"),
    ], objective=objective)
    finishes = finishes_of(res)
    assert finishes[0]["error"] == (
        "not finished: the task puts files into folders, and no file was moved: the only change is bills/log.csv "
        "(updated). Move the files the task names (shutil.move in a python block, or mv), print where each went, "
        "then finish.")
    assert res.code == 1, res.stderr
    result = res.of_type("task_result")[0]
    assert result["code"] == "failed"
    assert "no file was moved" in result["message"]
    assert sorted(p.name for p in (workspace / "bills").iterdir()) == [
        "2031-01_north_B1.pdf", "2031-02_south_B2.pdf", "log.csv"]


def test_a_sort_into_folders_that_moved_files_stands(go, workspace: Path) -> None:
    (workspace / "bills").mkdir()
    (workspace / "bills" / "2031-01_north_B1.pdf").write_bytes(b"%PDF-1.4")
    objective = "Move the PDFs in bills/ into a subfolder per client."
    res = go([
        plan(objective, outputs=["bills/"]),
        call("terminal_run_command", command="mkdir bills/north && mv bills/2031-01_north_B1.pdf bills/north/"),
        call("terminal_finish", success=True, summary="moved 1 PDF to bills/north/"),
    ], objective=objective)
    assert res.code == 0, res.stderr
    assert finishes_of(res)[0]["error"] is None
    assert (workspace / "bills" / "north" / "2031-01_north_B1.pdf").is_file()


@pytest.mark.parametrize(("objective", "moves"), [
    ("Sort them into one subfolder per client inside invoices/.", True),
    ("Move every PDF over 2 MB into archive/, keeping their folder paths.", True),
    ("Please move the old logs to a folder called old.", True),
    ("Put each report in the folder of its quarter.", True),
    ("Move the Notes section to the end of README.md.", False),
    ("Sort the rows of a.csv by date.", False),
    ("Sort the lines in notes/ alphabetically.", False),
    ("Rename the column x to y in data.csv.", False),
    ("Which files should move into archive/?", False),
])
def test_relocates(objective: str, moves: bool) -> None:
    from ncurator_cli.objective.intent import relocates

    assert relocates(objective) is moves


@pytest.mark.parametrize(("objective", "old", "new"), [
    ("Rename the scans from scan_DDMMYYYY.pdf to YYYY-MM-DD.pdf.", "scan_DDMMYYYY.pdf", "YYYY-MM-DD.pdf"),
    ("Rename every draft from draft-<n>.txt to <n>-final.md", "draft-<n>.txt", "<n>-final.md"),
    ("Move the files from inbox to archive.", None, None),
    # The two forms written apart: "named X ... rename each to Y".
    ("The clips in clips/ are named DD-MM-YYYY_<show>.mp3. Rename each of them to YYYY-MM-DD_<show>.mp3.",
     "DD-MM-YYYY_<show>.mp3", "YYYY-MM-DD_<show>.mp3"),
    ("The clips are named DD-MM-YYYY_<show>.mp3; list them.", None, None),
])
def test_name_templates(objective: str, old: str | None, new: str | None) -> None:
    from ncurator_cli.objective import name_templates

    found = name_templates(objective)
    assert (found[0], found[2]) == (old, new) if found else old is None


def test_the_renames_two_name_forms_give_are_worked_out_by_the_host(tmp_path: Path) -> None:
    """Each file of the named folder in the old form gets its new name built from its parts (a part
    with dashes and digits too); other files, a subfolder's, one whose new name exists, and a
    template's tail (".mp3" is no output) are left out."""
    from ncurator_cli.capabilities.terminal import planned_renames
    from ncurator_cli.objective import template_renames
    from ncurator_cli.objective.intent import paths_in

    objective = ("The recordings in rec/ are named DD-MM-YYYY_<show>.mp3. Rename each of them to "
                 "YYYY-MM-DD_<show>.mp3 and leave every other file alone.")
    assert paths_in(objective) == ["rec/"]
    (tmp_path / "rec" / "old").mkdir(parents=True)
    for name in ("01-11-2025_sport-12-to-5.mp3", "04-11-2025_news.mp3", "04-11-2025_news.cue.txt",
                 "2025-10-27_news.mp3", "05-11-2025_jazz.mp3", "2025-11-05_jazz.mp3", "old/03-11-2025_x.mp3"):
        (tmp_path / "rec" / name).write_text(name)
    assert planned_renames(tmp_path, objective) == [
        ("rec/01-11-2025_sport-12-to-5.mp3", "rec/2025-11-01_sport-12-to-5.mp3"),
        ("rec/04-11-2025_news.mp3", "rec/2025-11-04_news.mp3")]
    assert template_renames(["a.mp3"], "Rename the clips from <n>.mp3 to <n>_<part>.mp3") is None  # a part unknown
    assert planned_renames(tmp_path, "List the recordings in rec/.") == []


def test_a_finish_before_every_named_input_was_read_is_pushed_back_once(go, workspace: Path) -> None:
    """A task that names two input files, answered after reading one of them, is pushed back once
    (the `# Task:` comment restating the objective is no read); after both are read it stands."""
    (workspace / "orders.csv").write_text("id,customer\n1,c1\n2,c2\n")
    (workspace / "customers.csv").write_text("customer,name\nc1,Ana\nc2,Bo\n")
    question = "Using orders.csv and customers.csv, which customer names placed orders?"
    res = go([
        plan(question, read_only="true"),
        call("terminal_run_command", command="# Task: Using orders.csv and customers.csv\ncat orders.csv"),
        call("terminal_finish", success=True, summary="c1 and c2 placed orders (cat)."),
        call("terminal_run_command", command="cat customers.csv"),
        call("terminal_finish", success=True, summary="Ana and Bo placed orders (cat)."),
    ], objective=question)
    assert_pushed_back_once(res, "not finished: the task names customers.csv, and nothing you ran has read it")


def test_unread_inputs_counts_named_files_and_listed_folders(tmp_path: Path) -> None:
    from ncurator_cli.capabilities.typed import unread_inputs

    (tmp_path / "data").mkdir()
    for rel in ("data/a.json", "data/b.json", "c.csv"):
        (tmp_path / rel).write_text("x\n")
    task = {"objective": "Join data/a.json, data/b.json and c.csv into out.csv", "outputs": ["out.csv"]}

    def loop(*commands: str) -> dict:
        return {"messages": [{"role": "assistant", "content": "",
                              "tool_calls": [{"name": "terminal_run_command", "args": {"command": c}}]} for c in commands]}

    # Nothing ran yet: nothing to say. A comment names no read.
    assert unread_inputs(task, loop(), tmp_path, "terminal_finish") == []
    assert unread_inputs(task, loop("# data/a.json data/b.json\nopen('c.csv')"), tmp_path, "terminal_finish") == [
        "data/a.json", "data/b.json"]
    # A script that lists the folder reads what is in it; a file the task says to keep is not an input here.
    assert unread_inputs(task, loop("for p in Path('data').glob('*.json'): print(p)"), tmp_path, "terminal_finish") == ["c.csv"]
    assert unread_inputs(task, loop("open('data/a.json')"), tmp_path, "terminal_finish",
                         keep=["data/b.json", "c.csv"]) == []


def test_ungrounded_files_reads_paths_and_whole_file_names(tmp_path: Path) -> None:
    from ncurator_cli.capabilities.typed import ungrounded_files

    (tmp_path / "src").mkdir()
    for rel in ("src/app.py", "src/app_old.py", "notes.txt", "data.csv"):
        (tmp_path / rel).write_text("x\n")
    loop = {"messages": [{"role": "user", "content": "Task: look\n\nWorkspace contents:\nsrc/app.py\nnotes.txt"},
                         {"role": "assistant", "content": "open('src/app_old.py')"},
                         {"role": "tool", "content": "src/app.py: 3 lines"}]}
    task = {"objective": "Compare data.csv with the app"}
    # Named by a result (by path), or by the task: grounded. Only the listing or the model's own
    # script named the others.
    assert ungrounded_files("app.py and data.csv; also src/app_old.py and notes.txt", loop, task, tmp_path) == [
        "notes.txt", "src/app_old.py"]
    # A file name inside a longer name is not that file.
    assert ungrounded_files("my_notes.txt.bak", loop, task, tmp_path) == []
    # Documents the host inspected for the model in its first message count as shown.
    loop["messages"][0]["content"] += "\n(already inspected)"
    assert ungrounded_files("notes.txt", loop, task, tmp_path) == []


def test_a_docx_question_starts_with_the_facts_the_host_read_off_its_tables(tmp_path: Path) -> None:
    import types

    from ncurator_cli.config import RunLimits
    from ncurator_cli.runtime.context import Workspace

    for name, rows in (("a.docx", [["Item", "Status"], ["Roof", "Open"], ["Door", "Done"], ["Gate", "Open"]]),
                       ("b.docx", [["Item", "Status"], ["Wall", "Open"]])):
        d = docx.Document()
        t = d.add_table(rows=len(rows), cols=2)
        for i, row in enumerate(rows):
            t.cell(i, 0).text, t.cell(i, 1).text = row
        d.save(str(tmp_path / name))
    ctx = types.SimpleNamespace(workspace=Workspace(tmp_path, "w"), guided=False, limits=RunLimits(),
                                emitter=types.SimpleNamespace(redactor=None))
    question = {"id": "t1", "objective": "How many items have Status Open in a.docx?", "read_only": True}
    text = DocxCapability().first_message(ctx, question, "")
    assert "- a.docx table 0: 2 of 3 rows have Status = Open" in text
    assert "- b.docx table 0: 1 of 1 rows have Status = Open" in text
    assert "Table columns in these documents: Item (2 of 2), Status (2 of 2)" in text
    # A change is not given them: its task is to edit, not to answer.
    change = {"id": "t1", "objective": "Set Status Open to Done in a.docx", "source_path": "a.docx"}
    assert "rows have Status" not in DocxCapability().first_message(ctx, change, "")


def test_a_final_answer_with_a_number_no_result_shows_is_replaced_by_the_results(run_cli, write_script, workspace,
                                                                                 allow_policy) -> None:
    """After tasks ran, the final answer is checked before it is shown: a figure the finalize turn
    made up (17 where the task found 16) gives way to the tasks' own results."""
    (workspace / "a.log").write_text("ERROR x\n" * 16)
    lines = [
        plan("Count the ERROR lines of a.log"),
        call("grep", pattern="ERROR", path="a.log", count_only=True),
        call("terminal_finish", success=True, summary="a.log has 16 ERROR lines (grep)"),
        RESPOND,
    ]
    objective = "Count the ERROR lines of a.log and tell me how many there are in all of it"
    lines[0] = plan(objective)
    for content, expected in (("There are 17 ERROR lines.", "a.log has 16 ERROR lines (grep)"),
                              ("a.log holds 16 ERROR lines.", "a.log holds 16 ERROR lines."),
                              # The objective's own words are no account of what happened.
                              ("Count the ERROR lines of a.log and tell me how many there are in all of it.",
                               "a.log has 16 ERROR lines (grep)")):
        script = write_script([*lines, {"node": "finalize", "content": content}])
        res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}",
                      "--no-probe", "--policy", str(allow_policy))
        assert res.code == 0, res.stderr
        assert res.of_type("answer_completed")[0]["text"] == expected
        assert "".join(e["token"] for e in res.of_type("answer_token")) == expected


def test_a_cell_edit_on_a_near_identical_row_goes_to_the_row_the_task_quotes(go, workspace: Path) -> None:
    """The objective quotes an item that is exactly one cell of one row; the model counted to a
    row that merely contains the words. The host edits the quoted row and says so; nothing else."""
    d = docx.Document()
    rows = [["Item", "Status"], ["Move files - phase 2", "Open"], ["Move files", "Open"], ["Tidy desk", "Open"]]
    t = d.add_table(rows=4, cols=2)
    for i, row in enumerate(rows):
        t.cell(i, 0).text, t.cell(i, 1).text = row
    d.save(str(workspace / "s.docx"))
    objective = 'In s.docx set the Status of "Move files" to Closed and save it as out.docx.'
    res = go([
        plan(objective, kind="docx", source_path="s.docx", output_path="out.docx"),
        call("docx_apply_edits", node="docx", source_path="s.docx",
             edits=[{"type": "set_cell_text", "row": 1, "col": 1, "text": "Closed"}]),
        call("docx_save_output", node="docx", output_path="out.docx"),
        call("docx_finish", node="docx", success=True, summary="closed"),
    ], objective=objective)
    assert res.code == 0, res.stderr
    applied = res.of_type("tool_call_result")[0]
    assert applied["error"] is None and "readdressed" in applied["output_preview"]
    out = [[c.text for c in r.cells] for r in docx.Document(str(workspace / "out.docx")).tables[0].rows]
    assert out == [["Item", "Status"], ["Move files - phase 2", "Open"], ["Move files", "Closed"], ["Tidy desk", "Open"]]


def test_a_new_paragraph_goes_after_the_heading_the_task_quotes_not_its_contents_line(go, workspace: Path) -> None:
    d = docx.Document()
    d.add_paragraph("Contents")
    d.add_paragraph("1 Scope")
    d.add_paragraph("2 Rules")
    d.add_heading("1 Scope", 1)
    d.add_paragraph("Scope text.")
    d.add_heading("2 Rules", 1)
    d.add_paragraph("Rule text.")
    d.save(str(workspace / "p.docx"))
    ids = {b["text"] + ("/h" if b.get("level") else ""): b["id"] for b in inspect(workspace / "p.docx")["blocks"]}
    objective = 'In p.docx add "New rule." right after the heading "2 Rules"; save as q.docx.'
    for anchor, expected in ((ids["1 Scope"], ids["2 Rules/h"]), (ids["2 Rules"], ids["2 Rules/h"]),
                             (ids["Rule text."], ids["Rule text."])):
        (workspace / "q.docx").unlink(missing_ok=True)
        res = go([
            plan(objective, kind="docx", source_path="p.docx", output_path="q.docx"),
            call("docx_apply_edits", node="docx", source_path="p.docx",
                 edits=[{"type": "insert_paragraph", "anchor_id": anchor, "text": "New rule."}]),
            call("docx_save_output", node="docx", output_path="q.docx"),
            call("docx_finish", node="docx", success=True, summary="added"),
        ], objective=objective)
        assert res.code == 0, res.stderr
        texts = [p.text for p in docx.Document(str(workspace / "q.docx")).paragraphs]
        after = texts[[b["id"] for b in inspect(workspace / "p.docx")["blocks"]].index(expected) + 1]
        assert after == "New rule.", (anchor, texts)


def test_a_new_paragraph_after_the_first_heading_goes_after_the_first_heading(go, workspace: Path) -> None:
    d = docx.Document()
    d.add_heading("Review notes", 1)
    d.add_paragraph("Intro.")
    d.add_paragraph("The review is on 9 June.")
    d.add_heading("Budget", 2)
    d.save(str(workspace / "g.docx"))
    ids = {b["text"]: b["id"] for b in inspect(workspace / "g.docx")["blocks"]}
    objective = "Add a paragraph 'Schedule approved.' immediately after that document's first heading; save as h.docx."
    res = go([
        plan(objective, kind="docx", source_path="g.docx", output_path="h.docx"),
        call("docx_apply_edits", node="docx", source_path="g.docx",
             edits=[{"type": "insert_paragraph", "anchor_id": ids["The review is on 9 June."], "text": "Schedule approved."}]),
        call("docx_save_output", node="docx", output_path="h.docx"),
        call("docx_finish", node="docx", success=True, summary="added"),
    ], objective=objective)
    assert res.code == 0, res.stderr
    assert "the document's first heading" in res.of_type("tool_call_result")[0]["output_preview"]
    texts = [p.text for p in docx.Document(str(workspace / "h.docx")).paragraphs]
    assert texts == ["Review notes", "Schedule approved.", "Intro.", "The review is on 9 June.", "Budget"]


def test_data_export_runs_through_the_command_path_and_is_an_artifact(go, workspace: Path) -> None:
    (workspace / "staff.csv").write_text("name,team\nAna,Ops\nBo,Dev\nCy,Ops\n")
    res = go([
        plan("Save the Ops rows of staff.csv to ops.csv", outputs=["ops.csv"]),
        call("data_export", path="staff.csv", output="ops.csv", where=["team = Ops"]),
        call("terminal_finish", success=True, summary="ops.csv has Ana and Cy"),
    ])
    assert res.code == 0, res.stderr
    assert (workspace / "ops.csv").read_text() == "name,team\nAna,Ops\nCy,Ops\n"
    assert [a["path"] for a in res.of_type("file_artifact")] == ["ops.csv"]
    assert res.of_type("terminal_step_result")[0]["command"].startswith("cat > ops.csv <<'NCURATOR_EOF_")


def test_what_data_export_made_of_its_arguments_reaches_the_model_with_the_write(go, workspace: Path) -> None:
    """A grouped sum of the year a condition fixes measures nothing; with one field of figures
    beside it, that field is summed and the tool result the model reads says so."""
    (workspace / "subs.csv").write_text("type,season,amount\nAdult,2025,185.00\nAdult,2025,92.50\nJunior,2025,62\n")
    res = go([
        plan("Total the 2025 subscriptions per type of subs.csv into totals.csv", outputs=["totals.csv"]),
        call("data_export", path="subs.csv", output="totals.csv", group_by="type", value="season",
             where=["season = 2025"], decimals=2),
        call("terminal_finish", success=True, summary="totals.csv has the totals"),
    ])
    assert res.code == 0, res.stderr
    assert (workspace / "totals.csv").read_text() == "type,sum_amount\nAdult,277.50\nJunior,62.00\n"
    told = res.of_type("tool_call_result")[0]["output_preview"]
    assert told.startswith("(value 'season' holds '2025' in every record kept (the condition on it keeps one value), "
                           "so its sum measures nothing; the one field with figures, 'amount', was used instead)\n")


def test_a_file_written_inside_a_stated_output_folder_is_not_an_unstated_change(go, workspace: Path) -> None:
    res = go([
        plan("Write the notes into notes/", outputs=["notes/"]),
        call("write_file", path="notes/a.txt", content="a"),
        call("write_file", path="b.txt", content="b"),
        call("terminal_finish", success=True, summary="wrote notes/a.txt"),
    ], objective="Write the notes into notes/")
    assert res.code == 0, res.stderr
    data = res.of_type("task_result")[0]["data"]
    assert data.get("unstated_changes") == ["b.txt"], (data, res.of_type("plan_created")[0]["plan"])


def test_a_docx_question_given_up_after_a_read_is_pushed_back_once(go, workspace: Path) -> None:
    """A small model read the document, searched it for words it does not hold, and gave up with
    the answer in the view it had read (a probe trace): the give-up is pushed back once; a
    second give-up stands (the run fails, truthfully)."""
    d = docx.Document()
    d.add_heading("Equipment", level=1)
    for item in ("Hard hat", "Safety boots"):
        d.add_paragraph(item, style="List Bullet")
    d.save(str(workspace / "induction.docx"))
    objective = "How many items are on the Equipment list in induction.docx?"
    res = go([
        plan(objective, kind="docx", read_only=True),
        call("docx_read", node="docx", path="induction.docx"),
        call("docx_find", node="docx", path="induction.docx", text="PPE"),
        call("docx_finish", node="docx", success=False, summary="No matching pieces of text found."),
        call("docx_finish", node="docx", success=True, summary="2 items: Hard hat, Safety boots."),
    ], objective=objective)
    assert res.code == 0, res.stderr
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "docx_finish"]
    assert finishes[0]["error"].startswith("not finished: the document you read is in the results above")
    assert res.of_type("task_result")[0]["message"] == "2 items: Hard hat, Safety boots."
    again = go([
        plan(objective, kind="docx", read_only=True),
        call("docx_read", node="docx", path="induction.docx"),
        call("docx_finish", node="docx", success=False, summary="cannot tell"),
        call("docx_finish", node="docx", success=False, summary="cannot tell"),
    ], objective=objective)
    assert again.code != 0 and again.of_type("task_result")[0]["code"] == "failed"
    # The push-back sent back as the reason is no reason: the failure says what happened.
    from ncurator_cli.capabilities.docx import GAVE_UP_NOTE

    parroted = go([
        plan(objective, kind="docx", read_only=True),
        call("docx_read", node="docx", path="induction.docx"),
        call("docx_finish", node="docx", success=False, summary="cannot tell"),
        call("docx_finish", node="docx", success=False, summary=GAVE_UP_NOTE.removeprefix("not finished: ")),
    ], objective=objective)
    message = parroted.of_type("task_result")[0]["message"]
    assert parroted.code != 0 and message.startswith("gave up after reading the document"), message


def test_a_replace_of_the_tasks_new_value_says_to_find_the_current_text(go, workspace: Path) -> None:
    """The model searched for the number it was told to write in: the error says so."""
    d = docx.Document()
    d.add_paragraph("Out of hours: 01632 960 001")
    d.save(str(workspace / "c.docx"))
    objective = "The new out-of-hours number is 07700 900 586: update it in c.docx and save it as c2.docx."
    res = go([
        plan(objective, kind="docx", source_path="c.docx", output_path="c2.docx"),
        call("docx_apply_edits", node="docx", source_path="c.docx",
             edits=[{"type": "replace_text", "find": "07700 900 586", "replace": "07700 900 586"}]),
        call("docx_apply_edits", node="docx", source_path="c.docx",
             edits=[{"type": "replace_text", "find": "01632 960 001", "replace": "07700 900 586"}]),
        call("docx_save_output", node="docx", output_path="c2.docx"),
        call("docx_finish", node="docx", success=True, summary="updated"),
    ], objective=objective)
    assert res.code == 0, res.stderr
    first = res.of_type("tool_call_result")[0]
    assert "'07700 900 586' is written in the task: if it is the new value" in first["error"]
    assert "07700 900 586" in "\n".join(p.text for p in docx.Document(str(workspace / "c2.docx")).paragraphs)


def test_after_a_refused_repeat_the_next_turn_is_sampled(run_cli, write_script, workspace, allow_policy,
                                                         tmp_path: Path) -> None:
    """A read repeated with nothing changed is refused; greedy decoding would make it again (a
    docx question sent one docx_find five times), so the turn after a refusal is sampled —
    the recorded turns say at what temperature."""
    import json

    (workspace / "journal.txt").write_text("alpha\nbeta\n")
    same = call("read_file", path="journal.txt")
    script = write_script([plan("What is on the second line of journal.txt?"), same, same, same,
                           call("terminal_finish", success=True, summary="beta (read_file journal.txt line 2)"),
                           RESPOND, {"node": "finalize", "content": "beta"}])
    log = tmp_path / "turns.jsonl"
    res = run_cli("run", "What is on the second line of journal.txt?", "-w", str(workspace), "--model", f"script:{script}",
                  "--no-probe", "--policy", str(allow_policy), "--record", str(log), env={"NCURATOR_RECORD_PROMPTS": "1"})
    assert res.code == 0, res.stderr
    turns = [json.loads(line) for line in log.read_text().splitlines()]
    loop = [t for t in turns if t["node"] == "terminal_exec"]
    assert [t.get("temperature") for t in loop] == [None, None, 0.6, 0.7]
    results = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "read_file"]
    assert results[1]["error"].startswith("refused: read_file was already called")


@pytest.mark.parametrize("answer, gives", [
    ("The answer is the account, name and phone of the customer who has not ordered since 1 March.", False),
    ("the bakery and the cafe", True),  # no description of an answer: its words are taken as given
    ("The answer is the name and phone of each customer who has not ordered.", False),
    ("Dune & Daisy Bakery (01632 960877) and Little Fox", True),
    ("The customers are Dune and Little Fox.", True),
    ("It is in config/app.ini", True),
    ("No, a member may not.", True),
    ("None were found.", True),
    ('The bold phrase is "late fee".', True),
])
def test_an_answer_gives_a_value_by_a_digit_a_name_or_a_path(answer: str, gives: bool) -> None:
    from ncurator_cli.objective import states_no_value
    objective = "Which customers have not ordered since 1 March? Give their names and phone numbers."
    assert states_no_value(answer, objective) is not gives


def test_a_number_right_after_a_csv_comma_counts_as_shown() -> None:
    """A CSV line printed as it is shows its fields' numbers: `Brook Mill,0161 555` holds 0161,
    which a thousands-separator reading of the comma hid (an answer quoting it was refused)."""
    from ncurator_cli.numbers import numbers_not_in
    shown = "name,phone,total\nBrook Mill,0161 555,\"1,234.50\"\n"
    assert numbers_not_in("Brook Mill: 0161 555, total 1,234.50", shown) == []
    assert numbers_not_in("Brook Mill: 0161 556", shown) == ["556"]


def test_renames_that_pad_a_number_are_worked_out_by_the_host(tmp_path: Path) -> None:
    """"Rename them so the number always has two digits: talk_01.ogg ...": the numbered names the
    objective writes give the stem; files of the kinds it names, with a shorter number, are padded;
    another kind, another stem, a subfolder's files and a name already taken are left."""
    from ncurator_cli.capabilities.terminal import planned_renames

    (tmp_path / "talks" / "old").mkdir(parents=True)
    for name in ("talk_1.ogg", "talk_2.vtt", "talk_10.ogg", "talk_3.pdf", "talk_3_notes.txt", "intro_4.ogg",
                 "talk_5.ogg", "talk_05.ogg", "old/talk_6.ogg"):
        (tmp_path / "talks" / name).write_text(name)
    objective = ("The talks in talks/ are talk_1.ogg, talk_2.ogg ... talk_10.ogg. Rename them so the number always "
                 "has two digits (talk_01.ogg ...), and the matching captions (.vtt) the same way.")
    assert planned_renames(tmp_path, objective) == [("talks/talk_1.ogg", "talks/talk_01.ogg"),
                                                    ("talks/talk_2.vtt", "talks/talk_02.vtt")]
    assert planned_renames(tmp_path, "List the talks in talks/ with two digits.") == []
