"""Guided terminal_exec: replies in code blocks mapped onto the capability's own tools.

Parser cases are pure; the end-to-end cases run the real CLI with `--planner guided` and a
`script:` model whose turns are plain text, through the real sandbox.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import orjson
import pytest
from tests.conftest import CliResult

from ncurator_cli.guided.terminal import (
    NO_BLOCK,
    CodeReplies,
    check_command,
    edit_command,
    file_previews,
    parse_edit,
    python_command,
    script_command,
)
from ncurator_cli.protocol.events import parse_event
from ncurator_cli.redact import Redactor
from ncurator_cli.sandbox.env import command_path

#: The test command the calc project's objectives name: python3 alone (no `python` executable assumed), and
#: no cache left in the workspace (`.pytest_cache` would show up as an artifact; the sandbox already
#: keeps `__pycache__` out); native tracebacks, the frames `code_under_test` reads.
RUN_TESTS = "python3 -m pytest -q --tb=native -p no:cacheprovider"
ALLOW_MEDIUM = 'version = 1\n[defaults]\nlow = "allow"\nmedium = "allow"\nhigh = "deny"\nnoninteractive_ask = "deny"\n'


def parse(text: str, ran: bool = False) -> tuple[list[Any], str | None]:
    return CodeReplies().parse(text, {"data": {"step_index": 1 if ran else 0}})


# --- the reply format ------------------------------------------------------------------------------


def test_python_block_becomes_a_here_doc_command_that_runs_the_code(tmp_path: Path) -> None:
    code = "import sys\nfor word in ['a', \"b\"]:\n    print(word, len(sys.argv))"
    calls, problem = parse(f"Here is the script:\n```python\n{code}\n```\nIt prints two lines.")
    assert problem is None and len(calls) == 1
    assert calls[0].name == "terminal_run_command"
    command = calls[0].args["command"]
    assert command.startswith("python3 - <<'PYEOF'\n") and command.endswith("\nPYEOF")
    # Run by bash exactly as the sandbox does: quotes and indentation survive untouched.
    out = subprocess.run(["bash", "-c", command], capture_output=True, text=True, cwd=tmp_path)
    assert out.returncode == 0 and out.stdout == "a 1\nb 1\n"


@pytest.mark.parametrize(
    ("code", "fixed"),
    [
        # on the last comment line above the first statement (the plan), line numbers unchanged
        ("# Task: t\n# Steps:\nfor p in pathlib.Path('.').glob('*'):\n    print(Counter([p]))",
         "# Task: t\nimport pathlib; from collections import Counter  # Steps:\nfor p in pathlib.Path('.').glob('*'):\n    print(Counter([p]))"),
        # in front of a simple first statement
        ("x = json.dumps(1)\nprint(x)", "import json; x = json.dumps(1)\nprint(x)"),
        # a compound first statement and no free line: a line of its own
        ("for p in os.listdir('.'):\n    print(p)", "import os\nfor p in os.listdir('.'):\n    print(p)"),
        # after `from __future__`, never before it
        ("from __future__ import annotations\ndef f():\n    return re.escape('x')\nprint(f())",
         "from __future__ import annotations\nimport re\ndef f():\n    return re.escape('x')\nprint(f())"),
        # bound names are not modules: parameters, assignments, imports under another name, loops
        ("import os as o\ndef f(json):\n    return json.x\nre = 1\nfor csv in []:\n    csv.x\nprint(o.sep, f, re)", None),
        ("print(os.sep", None),  # a syntax error is the model's to fix
        ("print(requests.get)", None),  # not a standard module, nor one of the project's own dependencies
        ("data = yaml.safe_load('a: 1')", "import yaml; data = yaml.safe_load('a: 1')"),  # the sandbox Python has it
        ("print(numbers.x, builtins.len)", "import builtins; import numbers; print(numbers.x, builtins.len)"),
    ],
)
def test_standard_imports_a_script_forgot_are_added(code: str, fixed: str | None) -> None:
    from ncurator_cli.guided.terminal import add_missing_imports

    out = add_missing_imports(code)
    assert out == (code if fixed is None else fixed)
    if fixed is not None:
        compile(out, "<script>", "exec")
        assert len(out.splitlines()) - len(code.splitlines()) <= 1


def test_a_python_block_runs_with_the_imports_it_forgot(tmp_path: Path) -> None:
    (calls, problem) = parse("```python\n# Task: list\n# Steps:\nprint(sorted(os.listdir('.')))\n```")
    assert problem is None
    command = calls[0].args["command"]
    assert "import os  # Steps:" in command
    (tmp_path / "a.txt").write_text("")
    out = subprocess.run(["bash", "-c", command], cwd=tmp_path, capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout == "['a.txt']\n"



def run_block(block: str, cwd: Path) -> tuple[str, subprocess.CompletedProcess[str]]:
    """The command a python block is sent as, and its run in `cwd` by this venv's python3."""
    import sys

    calls, problem = parse(block)
    assert problem is None
    command = calls[0].args["command"]
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    return command, subprocess.run(["bash", "-c", command], cwd=cwd, capture_output=True, text=True,
                                   env={**os.environ, "PATH": path})


def test_records_of_a_document_read_as_paragraphs_runs_as_its_paragraphs(tmp_path: Path) -> None:
    """`records('x.docx')` gives table rows; a block that loops over it reading `.style` means the
    paragraphs, and runs with `docx.Document('x.docx').paragraphs` there (import added)."""
    import docx

    from ncurator_cli.guided.terminal import docx_paragraph_reads

    doc = docx.Document()
    doc.add_heading("Scope", level=1)
    doc.add_paragraph("Body text.")
    doc.add_heading("Method", level=2)
    table = doc.add_table(rows=2, cols=1)
    table.cell(0, 0).text, table.cell(1, 0).text = "Crew", "Ada"
    doc.save(str(tmp_path / "plan.docx"))
    block = ("```python\n# Task: list the headings\n# Steps:\nfrom ncurator_cli.scriptlib import records\n"
             "paras = records('plan.docx')\nfor p in paras:\n    if p.style.name.startswith('Heading'):\n"
             "        print(p.style.name, p.text)\n```")
    command, out = run_block(block, tmp_path)
    assert "docx.Document('plan.docx').paragraphs" in command and "import docx" in command
    assert out.returncode == 0, out.stderr
    assert out.stdout == "Heading 1 Scope\nHeading 2 Method\n"
    # Table rows read as rows, or a document's rows and paragraphs read each their own way: as written.
    for code in ["rows = records('plan.docx')\nfor r in rows:\n    print(r['Crew'])\n",
                 "rows = records('plan.docx')\nfor p in docx.Document('plan.docx').paragraphs:\n    print(p.style.name, len(rows))\n"]:
        assert docx_paragraph_reads(code) == code


def test_a_backslash_inside_an_f_string_expression_runs_on_this_python(tmp_path: Path) -> None:
    """Before Python 3.12 `f"{s.split('\\n')[0]}"` does not compile; the block is run with the
    literal written as chr() (and, once it parses, the imports it forgot are added too)."""
    import sys

    from ncurator_cli.guided.terminal import fstring_backslashes

    (tmp_path / "gates").mkdir()
    (tmp_path / "gates" / "north.cfg").write_text("listen: 7310\nname: north\n")
    block = ("```python\n# Task: list\n# Steps:\nfor name in sorted(os.listdir('gates')):\n"
             "    text = open(f'gates/{name}').read()\n"
             "    print(f'{name}: {text.split(\"listen: \")[1].split(\"\\n\")[0]} {{raw \\t}}')\n```")
    command, out = run_block(block, tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout == "north.cfg: 7310 {raw \t}\n"  # the text outside the braces keeps its own escape
    if sys.version_info < (3, 12):
        assert "chr(10)" in command and "import os" in command
    # A raw string in the expression is written out by its value (`r'\d'` is a backslash and a d).
    if sys.version_info < (3, 12):
        fixed = fstring_backslashes("import re\nprint(f\"{re.sub(r'\\d', '#', 'id 42')}\")\n")
        assert "\\" not in fixed
        out = subprocess.run([sys.executable, "-c", fixed], capture_output=True, text=True)
        assert out.stdout == "id ##\n"
    # Code that compiles, or fails to for another reason, is left as it is.
    for code in ["print(f'{chr(10).join([\"a\"])}')\n", "print(f'{x\n", "print('a\\nb')\n"]:
        assert fstring_backslashes(code) == code
def test_a_line_indented_by_a_slip_runs_at_the_indent_it_belongs_to(tmp_path: Path) -> None:
    """A top-level line written with a stray space after a run of comments ("unexpected indent")
    runs moved back to where it parses; a block's own lines keep theirs; code that parses, or that
    fails for another reason, is left as it is."""
    from ncurator_cli.guided.terminal import stray_indents

    (tmp_path / "n.txt").write_text("3\n1\n2\n")
    block = ("```python\n# Task: sort\n# Steps:\nnums = [int(x) for x in open('n.txt')]\n# 2. sort them\n"
             " nums = sorted(nums)\nfor n in nums:\n    if n > 1:\n        print(n)\n          print('big')\n```")
    command, out = run_block(block, tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout == "2\nbig\n3\nbig\n"
    for code in ["x = 1\nif x:\n    print(x)\n", "x = 1\n  y = foo(\nprint(y)\n", "x = (1,\n   2)\n",
                 "def f():\nreturn 1\n"]:
        assert stray_indents(code) == code
    assert stray_indents("a = 1\n    b = (2,\n  3)\nprint(b)") == "a = 1\nb = (2,\n  3)\nprint(b)"


def test_an_answer_written_as_the_last_line_of_a_script_is_left_out_of_the_run(tmp_path: Path) -> None:
    """A script that ends with the answer the model expects, as text (`ANSWER: 2 stale: [...]`),
    runs without it (it did not compile); a script whose other lines do not compile either, or
    whose answer line is valid Python, is left as it is."""
    from ncurator_cli.guided.terminal import answer_tail

    block = ("```python\n# Task: count\n# Steps:\nstale = ['a@x.org', 'b@y.org']\nprint('ANSWER:', len(stale))\n"
             "ANSWER: 2 stale addresses: ['a@x.org', 'b@y.org']\n```")
    command, out = run_block(block, tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout == "ANSWER: 2\n"
    for code in ["print(1\nANSWER: 2 stale: x\n", "x = 1\nANSWER: 2\n", "print(1)\n# ANSWER: 2 of them\n",
                 "ANSWER: 2 of them\n"]:
        assert answer_tail(code) == code


def test_here_doc_tag_never_collides_with_the_code() -> None:
    code = "print('''\nPYEOF\n''')"
    command = python_command(code)
    assert command.startswith("python3 - <<'PYEOF1'\n")
    out = subprocess.run(["bash", "-c", command], capture_output=True, text=True)
    assert out.stdout == "\nPYEOF\n\n"


@pytest.mark.parametrize(
    ("reply", "command"),
    [
        ("```bash\nwc -l data/*.csv\n```", "wc -l data/*.csv"),
        ("```sh\n$ ls -la notes\n```", "ls -la notes"),
        ("```\ngrep -c ERROR logs/web.log\n```", "grep -c ERROR logs/web.log"),
        ("Let me look.\n```console\n$ head -n 3 a.txt\n```", "head -n 3 a.txt"),
    ],
)
def test_shell_blocks_are_commands(reply: str, command: str) -> None:
    calls, problem = parse(reply)
    assert problem is None and calls[0].args == {"command": command}


def test_bare_python_becomes_python3_where_only_python3_exists() -> None:
    calls, _ = parse("```bash\npython -c 'print(1)' | wc -l && cd x; python script.py\n```")
    command = calls[0].args["command"]
    if shutil.which("python", path=command_path()) is None:
        assert command == "python3 -c 'print(1)' | wc -l && cd x; python3 script.py"
    else:
        assert command == "python -c 'print(1)' | wc -l && cd x; python script.py"
    assert parse("```bash\necho python is great\n```")[0][0].args["command"] == "echo python is great"


def test_unlabelled_block_of_python_runs_as_python() -> None:
    calls, _ = parse("```\nimport os\nprint(sorted(os.listdir('.')))\n```")
    assert calls[0].args["command"].startswith("python3 - <<'PYEOF'\nimport os\n")
    calls, _ = parse("```\nclass Row:\n    size = 1\n```")
    assert calls[0].args["command"].startswith("python3 - <<'PYEOF'\nclass Row:")


def test_first_runnable_block_wins_and_data_blocks_are_not_commands() -> None:
    reply = "The file looks like:\n```json\n{\"a\": 1}\n```\nso:\n```python\nprint(1)\n```\n```bash\nrm -rf x\n```"
    calls, _ = parse(reply)
    assert len(calls) == 1 and calls[0].args["command"] == "python3 - <<'PYEOF'\nprint(1)\nPYEOF"


def test_unterminated_block_still_runs() -> None:
    calls, _ = parse("```python\nprint('cut off by the token limit')")
    assert "print('cut off by the token limit')" in calls[0].args["command"]


@pytest.mark.parametrize(
    ("reply", "success", "summary"),
    [
        ("DONE: 3 files define main: a.py, b.py, c.py", True, "3 files define main: a.py, b.py, c.py"),
        ("**DONE:** renamed 4 files", True, "renamed 4 files"),
        ("The script worked.\nDone - added 2 keys", True, "added 2 keys"),
        ("FAILED: the log file does not exist", False, "the log file does not exist"),
    ],
)
def test_done_and_failed_finish_the_task(reply: str, success: bool, summary: str) -> None:
    calls, problem = parse(reply)
    assert problem is None
    assert calls[0].name == "terminal_finish" and calls[0].args == {"success": success, "summary": summary}


def test_code_wins_over_a_premature_done() -> None:
    # Small models often write the script and "DONE" in one breath; the code has not run yet.
    calls, _ = parse("```python\nprint(42)\n```\nDONE: the answer is 42")
    assert calls[0].name == "terminal_run_command"


def test_a_reply_opening_with_failed_is_a_decision_even_with_code_after_it() -> None:
    calls, _ = parse("FAILED: NameError. The correct code should be:\n```python\nprint(summary)\n```")
    assert calls[0].name == "terminal_finish" and calls[0].args["success"] is False
    assert calls[0].args["summary"].startswith("NameError.")


def test_a_decision_inside_a_code_block_is_a_decision() -> None:
    calls, _ = parse("```python\nDONE: 5 files define main\n```")
    assert calls[0].name == "terminal_finish" and calls[0].args == {"success": True, "summary": "5 files define main"}


def test_prose_is_the_answer_only_after_something_ran() -> None:
    calls, problem = parse("I will count the files first.")
    assert calls == [] and problem == NO_BLOCK
    calls, problem = parse("There are 7 rows in total.", ran=True)
    assert problem is None and calls[0].args == {"success": True, "summary": "There are 7 rows in total."}
    assert parse("", ran=True) == ([], NO_BLOCK)


# --- previews in the first message --------------------------------------------------------------------


def test_previews_put_named_files_first_stay_bounded_and_skip_binaries(tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "a.csv").write_text("id,name\n1,x\n")
    (tmp_path / "zzz.txt").write_text("other\n")
    (tmp_path / "blob.bin").write_bytes(b"\x00\x01" * 100)
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "web.log").write_text("".join(f"line {i} " + "x" * 500 + "\n" for i in range(100)))
    (tmp_path / ".env").write_text("API_TOKEN=ghp_" + "a" * 36 + "\n")
    files = ["blob.bin", "zzz.txt", ".env", "data/a.csv", "logs/web.log"]
    text = file_previews(tmp_path, files, "Summarise logs/web.log and the files in data/", Redactor(env={}).text)
    blocks = [b.split(" (first lines)")[0] for b in text.split("--- ")[1:]]
    assert blocks[:2] == ["logs/web.log", "data/a.csv"]
    assert "blob.bin" not in text
    assert "line 7 " in text and "line 8 " not in text  # at most the first lines
    assert max(len(line) for line in text.splitlines()) <= 200
    assert "ghp_" not in text and ".env" in text


def test_a_text_file_of_an_unknown_suffix_is_previewed_and_the_singled_out_ones_first(tmp_path: Path) -> None:
    """Files whose suffix names no text format (`.events`) are previewed when their first bytes
    are text, with the records line of a log; a rotation whose log is there is named by the log's
    preview, not shown again; binaries and gzip files are not read as text; among the files of a
    named folder, those the task's words single out come before a README beside them."""
    ups = tmp_path / "ups"
    (ups / "north-room").mkdir(parents=True)
    (ups / "south-room").mkdir()
    (ups / "README.txt").write_text("Two UPS units.\n")
    for room in ("north-room", "south-room"):
        (ups / room / "unit.events").write_text("2025-04-17 14:05:25 +0100  Power failure.\n"
                                                "2025-04-17 14:48:02 +0100  Mains returned.\n")
    (ups / "north-room" / "unit.events.1").write_text("2025-04-04 13:10:38 +0100  Power failure.\n")
    (ups / "north-room" / "unit.events.2.gz").write_bytes(b"\x1f\x8b\x08\x00" + b"\x00" * 20)
    (ups / "north-room" / "capture.pcap").write_bytes(b"\xd4\xc3\xb2\xa1\x02\x00\x04\x00" + b"\x00" * 40)
    files = ["ups/README.txt", "ups/north-room/capture.pcap", "ups/north-room/unit.events", "ups/north-room/unit.events.1",
             "ups/north-room/unit.events.2.gz", "ups/south-room/unit.events"]
    text = file_previews(tmp_path, files, "How many power cuts did the north room UPS have? See ups/.")
    blocks = [b.split(" (first lines)")[0] for b in text.split("--- ")[1:]]
    assert blocks == ["ups/north-room/unit.events", "ups/README.txt", "ups/south-room/unit.events"]
    assert "message 'Power failure.'" in text and "timestamp '2025-04-17 14:05:25+01:00'" in text
    assert "records('ups/north-room/unit.events*') reads them all" in text
    assert "pcap" not in text
    # A log of prose lines has its messages counted, over the rotations that read (not the broken .gz).
    assert ("the messages of it and 1 of its rotated files, with the lines each is on: 'Power failure.' 2; "
            "'Mains returned.' 1") in text
    # A message on one line alone is no kind worth counting: no counts for the south room's log.
    south = text.split("--- ups/south-room/unit.events")[1]
    assert "the messages of" not in south


def test_table_files_of_one_header_give_their_notes_once(tmp_path: Path) -> None:
    """Monthly exports of the same columns: the first's records line with its notes (dates, blank
    cells), the others' rows and a records line that points at the first's."""
    (tmp_path / "exports").mkdir()
    for month, rows in (("01", "13/01/2025,5.00,\n24/01/2025,,2.00\n"), ("02", "21/02/2025,7.50,\n")):
        (tmp_path / "exports" / f"m{month}.csv").write_text("Date,In,Out\n" + rows)
    text = file_previews(tmp_path, ["exports/m01.csv", "exports/m02.csv"], "Total the exports/ files")
    first, second = text.split("--- exports/m02.csv")
    assert "dates come as YYYY-MM-DD" in first and "number columns with blank cells" in first
    assert second.splitlines()[1:3] == ["Date,In,Out", "21/02/2025,7.50,"]
    assert second.splitlines()[-1] == ("records('exports/m02.csv') gives 1 dicts with the keys of "
                                       "records('exports/m01.csv'), read the same way")


def test_a_table_like_data_file_is_previewed_as_its_header_two_rows_and_its_records_line(tmp_path: Path) -> None:
    (tmp_path / "stock.csv").write_text("sku,qty\n" + "".join(f"K-{i},{i * 3}\n" for i in range(20)))
    (tmp_path / "app.log").write_text("".join(f"2024-03-0{i % 9 + 1} 10:00:00 {lvl} event {i}\n"
                                              for i, lvl in enumerate(["INFO", "WARN", "ERROR"] * 4)))
    (tmp_path / "conf.json").write_text(orjson.dumps({"db": {"host": "h", "port": 5, "pool": {"min": 1, "max": 9}},
                                                    "name": "svc", "debug": False}, option=orjson.OPT_INDENT_2).decode())
    text = file_previews(tmp_path, ["stock.csv", "app.log", "conf.json"], "Summarise stock.csv")
    blocks = {b.split(" (first lines)")[0]: b for b in text.split("--- ")[1:]}
    stock = blocks["stock.csv"].splitlines()
    # The header and two rows, then the records() line with the whole file's count and types.
    assert stock[1:4] == ["sku,qty", "K-0,0", "K-1,3"] and "K-2," not in blocks["stock.csv"]
    assert stock[4].startswith("records('stock.csv') gives 20 dicts; the first: {'sku': 'K-0', 'qty': 0}")
    assert "event 2" in blocks["app.log"] and "event 3\n" not in blocks["app.log"].split("records(")[0]
    assert "records('app.log') gives 12 dicts" in blocks["app.log"]
    # A nested settings file is not a table: its first eight lines stay.
    assert blocks["conf.json"].count("\n") >= 8


# --- end to end through the CLI ---------------------------------------------------------------------------


def tx(text: str) -> dict[str, Any]:
    return {"node": "terminal_exec", "content": text}


@pytest.fixture
def guided(run_cli, write_script, workspace, tmp_path):
    policy = tmp_path / "policy.toml"
    policy.write_text(ALLOW_MEDIUM)

    def _go(lines: list[dict[str, Any]], objective: str, *, votes: bool = True, repair: bool = False) -> CliResult:
        script = write_script([*lines, {"node": "finalize", "content": "final answer"}])
        config = workspace / "ncurator.toml"
        # Voting is off by default; a voting test turns it on (three samples beside the greedy reply).
        # The host's repair search is on by default; these tests script the model's own fixes.
        config.write_text(f"[terminal]\nvote_samples = {3 if votes else 0}\nrepair_search = {str(repair).lower()}\n")
        res = run_cli(
            "run", objective, "-w", str(workspace), "--model", f"script:{script}", "--planner", "guided",
            "--no-probe", "--policy", str(policy),
        )
        for line in res.lines:
            parse_event(line)
        return res

    return _go


def test_guided_run_writes_a_file_from_a_python_block(guided, workspace: Path) -> None:
    (workspace / "data").mkdir()
    (workspace / "data" / "a.csv").write_text("id,v\n1,2\n3,4\n")
    (workspace / "data" / "b.csv").write_text("id,v\n")
    script = (
        "```python\nimport csv, pathlib\nlines = []\nfor p in sorted(pathlib.Path('data').glob('*.csv')):\n"
        "    with p.open() as fh:\n        rows = list(csv.reader(fh))\n    lines.append(f'{p.name}: {len(rows) - 1}')\n"
        "pathlib.Path('rowcounts.txt').write_text('\\n'.join(lines) + '\\n')\nprint(open('rowcounts.txt').read())\n```"
    )
    res = guided(
        [tx("I'll look first.\n```bash\nhead -n 2 data/a.csv\n```"), tx(script), tx("DONE: wrote rowcounts.txt (a.csv: 2, b.csv: 0)")],
        "Create rowcounts.txt listing each CSV file in data/ with its number of data rows", votes=False,
    )
    assert res.code == 0, res.stderr
    assert (workspace / "rowcounts.txt").read_text() == "a.csv: 2\nb.csv: 0\n"
    started = res.of_type("terminal_step_started")
    assert [s["command"].split("\n")[0] for s in started] == ["head -n 2 data/a.csv", "python3 - <<'PYEOF'"]
    assert [s["risk_level"] for s in started] == ["low", "medium"]
    calls = [c["tool_name"] for c in res.of_type("tool_call_started")]
    assert calls == ["terminal_run_command", "terminal_run_command", "terminal_finish"]
    outputs = [r["output_preview"] for r in res.of_type("tool_call_result")]
    assert "id,v" in outputs[0] and "a.csv: 2" in outputs[1]
    # What the script wrote is shown back, so the model can check it against the task.
    assert "rowcounts.txt now begins:\na.csv: 2\nb.csv: 0" in outputs[1]
    assert [(a["path"], a["operation"]) for a in res.of_type("file_artifact")] == [("rowcounts.txt", "created")]
    # The script wrote the task's one output and exited clean: the host finished (no third turn,
    # the scripted `DONE:` is never asked for), quoting what the file holds.
    assert [a["action_type"] for a in res.of_type("activity")].count("host_finish") == 1
    result = res.of_type("task_result")[0]
    assert result["code"] == "ok" and result["message"] == "Files: rowcounts.txt (created).\nrowcounts.txt:\na.csv: 2\nb.csv: 0"
    assert result["data"]["host_finished"] is True


def test_a_script_may_rewrite_the_file_its_own_task_created(guided, workspace: Path) -> None:
    """Under `high = "deny"`, a second script that rewrites (mostly changes) the output the first
    one created is no overwrite of the user's file: it is applied, and the file holds its content.
    A file that was there before the run is still an overwrite, and still denied."""
    (workspace / "keep.csv").write_text("a,b\n1,2\n3,4\n")
    first = tx("```python\nopen('out.csv', 'w').write('x\\nx\\nx\\n')\nprint('wrote')\n```")
    second = tx("```python\nopen('out.csv', 'w').write('name,total\\nNorth,3\\nSouth,5\\n')\nprint('wrote again')\n```")
    theirs = tx("```python\nopen('keep.csv', 'w').write('q\\n')\nprint('replaced')\n```")
    res = guided([first, second, theirs, tx("DONE: out.csv has North 3 and South 5.")],
                 "Write the per-region totals to out.csv", votes=False)
    assert (workspace / "out.csv").read_text() == "name,total\nNorth,3\nSouth,5\n"
    assert (workspace / "keep.csv").read_text() == "a,b\n1,2\n3,4\n"
    started = res.of_type("terminal_step_started")
    assert [s["risk_level"] for s in started[:2]] == ["medium", "medium"]
    denied = [r for r in res.of_type("tool_call_result") if "denied" in (r["output_preview"] or "")]
    assert len(denied) == 1 and "1 overwritten" in denied[0]["output_preview"]


def test_guided_run_fixes_a_failing_block_and_reports_failure_honestly(guided, workspace: Path) -> None:
    res = guided(
        [
            tx("```python\nprint(open('missing.txt').read())\n```"),
            tx("FAILED: missing.txt does not exist in the workspace"),
            tx("```bash\nls\n```"),
            tx("FAILED: missing.txt does not exist in the workspace"),
        ],
        "Print missing.txt", votes=False,
    )
    errs = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_run_command"]
    assert "FileNotFoundError" in errs[0]["output_preview"]
    # The first give-up after an error is pushed back once; the second one stands.
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert finishes[0]["error"] and finishes[0]["error"].startswith("not finished")
    assert res.of_type("task_result")[0]["code"] == "failed"
    assert res.code != 0


def test_a_give_up_right_after_a_refused_reply_is_pushed_back_once(guided, workspace: Path) -> None:
    """An edit block on a .docx was refused and the model wrote FAILED with the refusal as its
    reason (a development trace): the refusal says to read the document in a python block and
    write the task's output there, and the give-up after it is pushed back once."""
    import docx as _docx

    d = _docx.Document()
    d.add_heading("Plan", 1)
    d.save(str(workspace / "r.docx"))
    res = guided(
        [
            tx("```edit\nr.docx\n<<<<<<< SEARCH\nPlan\n=======\nPlan\n>>>>>>> REPLACE\n```"),
            tx("FAILED: r.docx is not a text file"),
            tx("```python\nimport docx\nopen('toc.txt', 'w').write(docx.Document('r.docx').paragraphs[0].text + '\\n')\n```"),
            tx("DONE: toc.txt holds the heading"),
        ],
        "Create toc.txt containing the headings of r.docx, one per line.", votes=False,
    )
    assert res.code == 0, res.stderr
    assert (workspace / "toc.txt").read_text() == "Plan\n"
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert finishes[0]["error"].startswith("not finished: your previous call failed (That edit block could not be "
                                           "used: r.docx is not a text file")
    assert "Read r.docx in a python block (docx.Document(path)) and write toc.txt from that script." in finishes[0]["error"]


def test_a_guided_loop_stops_on_the_same_failing_call_instead_of_spending_its_time(guided, workspace: Path) -> None:
    """A ```tool block with a missing source, sent 24 times until the turn limit (a probe trace):
    the third identical one is refused unrun, and after four failures the loop stops."""
    move = '```tool\n{"name": "move_path", "arguments": {"source": "scans/x.pdf", "destination": "scans/2024/"}}\n```'
    res = guided([tx(move)] * 6, "Move scans/x.pdf into scans/2024/", votes=False)
    results = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "move_path"]
    assert len(results) == 4 and all(r["error"] for r in results)
    assert results[2]["error"].startswith("refused, not run: this exact call has failed 2 times with nothing changed since")
    result = res.of_type("task_result")[0]
    assert result["code"] == "bounded_loop_error" and "the same failing call was made 4 times" in result["message"]


def test_output_printed_right_but_not_written_is_saved_as_shown_on_save(guided, workspace: Path) -> None:
    """The script printed exactly the lines the task's new file should hold, wrote nothing, and
    the next script wrote other lines (a development trace, and a probe's): the note offers
    `SAVE: <output>`, which writes the last script's output to it as shown, through the command
    path (an artifact like any write), and the checklist follows."""
    (workspace / "data").mkdir()
    (workspace / "data" / "a.csv").write_text("id\n1\n2\n")
    res = guided(
        [
            tx("```python\nimport os\nfor f in sorted(os.listdir('data')):\n    print(f + ': 2')\n```"),
            tx("SAVE: counts.txt"),
            tx("DONE: counts.txt lists a.csv: 2"),
        ],
        "Create counts.txt listing each CSV file in data/ with its number of data rows, as `name: N`.", votes=False,
    )
    assert res.code == 0, res.stderr
    assert (workspace / "counts.txt").read_text() == "a.csv: 2\n"
    results = res.of_type("tool_call_result")
    assert [r["tool_name"] for r in results] == ["terminal_run_command", "write_file", "terminal_finish"]
    assert [(a["path"], a["operation"]) for a in res.of_type("file_artifact")] == [("counts.txt", "created")]


HOST_SAVE_OBJECTIVE = "Create counts.txt listing each CSV file in data/ with its number of data rows, as `name: N`."


def test_a_script_opened_to_write_the_output_that_only_printed_its_lines_is_saved_by_the_host(guided, workspace: Path) -> None:
    """The task's first script, opened with `# Writes: counts.txt`, printed one record line per
    file and wrote nothing (a development trace): the host writes those lines to counts.txt
    through the command path and finishes, without another model turn (the script never had
    a second reply: the scripted model has none to give)."""
    (workspace / "data").mkdir()
    (workspace / "data" / "a.csv").write_text("id\n1\n2\n")
    (workspace / "data" / "b.csv").write_text("id\n1\n")
    script = ("# Task: count\n# Writes: counts.txt\n# Steps:\nimport os\nfor f in sorted(os.listdir('data')):\n"
              "    n = len(open('data/' + f).read().splitlines()) - 1\n    print(f'{f}: {n}')")
    res = guided([tx(f"```python\n{script}\n```")], HOST_SAVE_OBJECTIVE, votes=False)
    assert res.code == 0, res.stderr
    assert (workspace / "counts.txt").read_text() == "a.csv: 2\nb.csv: 1\n"
    results = res.of_type("tool_call_result")
    assert [r["tool_name"] for r in results] == ["terminal_run_command", "write_file", "terminal_finish"]
    assert [(a["path"], a["operation"]) for a in res.of_type("file_artifact")] == [("counts.txt", "created")]
    kinds = [a["action_type"] for a in res.of_type("activity")]
    assert kinds.index("host_save") < kinds.index("host_finish")
    assert "a.csv: 2" in res.of_type("answer_completed")[-1]["text"]


def test_an_empty_answer_line_after_the_printed_lines_does_not_stop_the_save(guided, workspace: Path) -> None:
    """The script printed the output's lines, then `ANSWER: ` of a list it never filled (a
    development trace): the empty line says nothing, and the host saves the lines without it."""
    (workspace / "data").mkdir()
    (workspace / "data" / "a.csv").write_text("id\n1\n2\n")
    script = ("# Writes: counts.txt\nimport os\nout = []\nfor f in sorted(os.listdir('data')):\n"
              "    print(f + ': 2')\nprint('ANSWER: ' + ''.join(out))")
    res = guided([tx(f"```python\n{script}\n```")], HOST_SAVE_OBJECTIVE, votes=False)
    assert res.code == 0, res.stderr
    assert (workspace / "counts.txt").read_text() == "a.csv: 2\n"


def test_a_zero_count_printed_by_a_script_that_changed_files_is_questioned(run_cli, write_script, workspace: Path,
                                                                          tmp_path: Path) -> None:
    """A script appended three keys and printed `ANSWER: 0`, the count of another list (a
    development trace, whose answer then said none were added): the note names the new lines and
    asks for the count, not another run of the change."""
    (workspace / ".env").write_text("A=1\n")
    (workspace / "defaults.env").write_text("A=1\nB=2\nC=3\nD=4\n")
    script = ("from ncurator_cli.scriptlib import settings\nhave = settings('.env')\nwant = settings('defaults.env')\n"
              "missing = [k for k in want if k not in have]\nextra = [k for k in have if k not in want]\n"
              "with open('.env', 'a') as f:\n    for k in missing:\n        f.write(f'{k}={want[k]}\\n')\n"
              "print('ANSWER:', len(extra))")
    lines = [tx(f"```python\n{script}\n```"), tx("DONE: 3 keys added (B, C, D)"), {"node": "finalize", "content": "3 keys"}]
    res, shown = _second_turn_sees(run_cli, write_script(lines), workspace, tmp_path,
                                   "Append every key missing from .env to its end, with the value from defaults.env. "
                                   "Tell me how many keys you added.")
    assert res.code == 0, res.stderr
    assert (workspace / ".env").read_text() == "A=1\nB=2\nC=3\nD=4\n"
    assert "printed a count of 0" in shown and "3 new lines" in shown and "'B=2'" in shown
    assert "3 keys added" in res.of_type("task_result")[-1]["message"]


def test_an_edit_block_writing_the_document_view_as_the_output_is_refused(tmp_path: Path) -> None:
    from ncurator_cli.guided.terminal import VIEW_COPIED_NOTE, copied_view

    first = ("--- plan.docx (first lines)\n(Heading 1) Summary\nSales grew.\n(Heading 2) Staff\nFlat.\n"
             "Table 0 (2 rows x 2 cols), by row:\n  header: Q | Sales\n  1: Q1 | 4\n")
    whole = "(Heading 1) Summary\nSales grew.\n(Heading 2) Staff\nFlat.\n"
    assert copied_view([("", whole)], first)
    # The headings the task asks for, written as the document has them: no view line copied.
    assert not copied_view([("", "Summary\n  Staff\n")], first)
    # Lines of the view that are the file's own words (no view mark): left alone.
    assert not copied_view([("", "Sales grew.\nFlat.\n  1: Q1 | 4\n")], first)
    assert "contents.txt" in VIEW_COPIED_NOTE.format(path="contents.txt")


@pytest.mark.parametrize("script", [
    # A progress line among the records: a report of work, not the file's content.
    "# Writes: counts.txt\nprint('Reading data/')\nprint('a.csv: 2')",
    # No `# Writes:` opening naming the output: the script was not the write.
    "print('a.csv: 2')",
    # Nothing found: an empty result is not saved.
    "# Writes: counts.txt\nprint('0')",
])
def test_printed_output_that_is_not_the_files_lines_is_left_to_the_model(guided, workspace: Path, script: str) -> None:
    (workspace / "data").mkdir()
    (workspace / "data" / "a.csv").write_text("id\n1\n2\n")
    res = guided([tx(f"```python\n{script}\n```"), tx("FAILED: stopping here")], HOST_SAVE_OBJECTIVE, votes=False)
    assert not (workspace / "counts.txt").exists()
    assert "host_save" not in [a["action_type"] for a in res.of_type("activity")]
    assert [r["tool_name"] for r in res.of_type("tool_call_result")][0] == "terminal_run_command"


def test_record_lines() -> None:
    from ncurator_cli.guided.terminal import record_lines

    assert record_lines("a.csv: 2\nb.csv: 10\n", "out.txt")
    assert not record_lines("Counts:\na.csv: 2\nb.csv: 10\n", "out.txt")
    assert not record_lines("\n\n", "out.txt")
    assert record_lines('name,qty\n"Smith, J",2\nLee,3\n', "out.csv")
    assert not record_lines("name,qty\nLee\n", "out.csv")
    assert not record_lines("Lee\nKim\n", "out.csv")  # one column: no CSV lines printed
    objective = "Write out.csv with the columns name,total."
    assert record_lines("name,total\nLee,3\n", "out.csv", objective)
    assert not record_lines("name,qty\nLee,3\n", "out.csv", objective)


def test_a_file_written_from_a_stale_loop_variable_is_named_and_may_be_saved_as_printed(guided, workspace: Path) -> None:
    """The script printed the right count per file but wrote the file in a second loop from the
    first loop's variable, so every line got its last value (a development trace): the note names
    the variable and both loops, and offers `SAVE:` though the file now exists (this task created
    it), which replaces it with the printed lines."""
    (workspace / "data").mkdir()
    (workspace / "data" / "a.csv").write_text("id\n1\n2\n")
    (workspace / "data" / "b.csv").write_text("id\n1\n2\n3\n4\n5\n")
    script = ("import os\nnames = sorted(os.listdir('data'))\nfor f in names:\n    n = len(records('data/' + f))\n"
              "    print(f'{f}: {n}')\nwith open('counts.txt', 'w') as out:\n    for f in names:\n"
              "        out.write(f'{f}: {n}\\n')")
    res = guided([tx(f"```python\n{script}\n```"), tx("SAVE: counts.txt"), tx("DONE: counts.txt lists the counts")],
                 "Create counts.txt listing each CSV file in data/ with its number of data rows, as `name: N`.",
                 votes=False)
    assert res.code == 0, res.stderr
    assert (workspace / "counts.txt").read_text() == "a.csv: 2\nb.csv: 5\n"
    assert [r["tool_name"] for r in res.of_type("tool_call_result")] == ["terminal_run_command", "write_file", "terminal_finish"]
    # The note the model read after the script.
    from ncurator_cli.capabilities.typed import typed_specs
    from ncurator_cli.models.base import ToolCall

    (workspace / "counts.txt").write_text("a.csv: 5\nb.csv: 5\n")
    command = python_command(script)
    first = "Task: Create counts.txt.\n\nThe task's outputs: counts.txt. Change nothing else."
    loop = {"messages": [{"content": "system"}, {"content": first}],
            "data": {"steps": [{"command": command, "exit_code": 0, "output": "a.csv: 2\nb.csv: 5\n"}], "step_index": 1,
                     "files": [{"path": "counts.txt", "operation": "created"}]}}
    replies = CodeReplies(None, typed_specs(question=False), workspace, ["counts.txt"])
    note = replies.result_note(ToolCall("terminal_run_command", {"command": command}), loop)
    assert note.startswith("counts.txt does not hold what the script printed: `a.csv` is '5' in the file but '2'")
    assert "Here `n` is set inside the loop of line 3 and read in the later loop of line 7" in note
    assert note.endswith("reply `SAVE: counts.txt` and it is written as shown.")


def test_stale_loop_names() -> None:
    from ncurator_cli.guided.terminal import stale_loop_names

    code = "for f in fs:\n    n = len(f)\n    print(f, n)\nfor f in fs:\n    out.write(f'{f}: {n}')\n"
    assert stale_loop_names(code) == [
        "`n` is set inside the loop of line 1 and read in the later loop of line 4: every pass there gets its last value"]
    assert stale_loop_names(code.replace("    out.write", "    n = len(f)\n    out.write")) == []  # set again there
    assert stale_loop_names("for f in fs:\n    n = 1\nn = 0\nfor f in fs:\n    print(n)\n") == []  # set between
    assert stale_loop_names("total = 0\nfor f in fs:\n    total += f\nfor f in fs:\n    print(f / total)\n") == []
    assert stale_loop_names("for f in fs:\n    n = 1\nprint(n)\n") == []  # read after, not in a loop
    assert stale_loop_names("def (") == []


def test_an_edit_of_the_tasks_output_that_does_not_exist_yet_creates_it(tmp_path: Path) -> None:
    """The model answered the SAVE offer with an edit block whose SEARCH and REPLACE both held the
    printed lines, on the output that did not exist yet ("does not exist", a development run): the
    REPLACE text becomes the new file. Another path that does not exist still fails as before."""
    first = "Task: Write out.txt.\n\nThe task's outputs: out.txt. Change nothing else."
    loop = {"messages": [{"content": "system"}, {"content": first}], "data": {}}
    replies = CodeReplies(None, [], tmp_path, ["out.txt"])
    calls, problem = replies.parse("```edit\nout.txt\n<<<<<<< SEARCH\na: 1\n=======\na: 1\nb: 2\n>>>>>>> REPLACE\n```", loop)
    assert problem is None
    assert _run(calls[0].args["command"], tmp_path).returncode == 0
    assert (tmp_path / "out.txt").read_text() == "a: 1\nb: 2\n"
    calls, _ = replies.parse("```edit\nother.txt\n<<<<<<< SEARCH\na\n=======\nb\n>>>>>>> REPLACE\n```", loop)
    out = _run(calls[0].args["command"], tmp_path)
    assert out.returncode == 1 and "does not exist" in out.stderr


def test_an_append_sent_as_an_edit_of_the_new_lines_appends_them(tmp_path: Path) -> None:
    """A task that appends, answered with an edit whose SEARCH is the new lines (none of them in
    the file) and whose REPLACE holds them and a line the file already has: the lines the file
    lacks are appended, the rest is untouched. Without an append in the task, or with a SEARCH
    line the file holds, the edit is sent as written and fails as before."""
    conf = tmp_path / "app.conf"
    conf.write_text("HOST=box\n# PORT=1\nMODE=fast\n")
    new = "PORT=8080\nRETRIES=4\n"
    reply = _edit_reply("app.conf", new, new + "MODE=fast\n")
    append = {"messages": [{"content": "system"}, {"content": "Task: Append the missing settings to app.conf."}], "data": {}}
    calls, problem = CodeReplies(None, [], tmp_path, []).parse(reply, append)
    assert problem is None
    out = _run(calls[0].args["command"], tmp_path)
    assert out.returncode == 0, out.stderr
    assert conf.read_text() == "HOST=box\n# PORT=1\nMODE=fast\nPORT=8080\nRETRIES=4\n"
    conf.write_text("HOST=box\n# PORT=1\nMODE=fast\n")
    change = {"messages": [{"content": "system"}, {"content": "Task: Set the port in app.conf."}], "data": {}}
    for loop, text in ((change, reply), (append, _edit_reply("app.conf", "MODE=fast\nPORT=8080\n", "MODE=fast\nPORT=8080\nX=1\n"))):
        calls, problem = CodeReplies(None, [], tmp_path, []).parse(text, loop)
        out = _run(calls[0].args["command"], tmp_path)
        assert out.returncode == 1 and "occurs 0 times" in out.stderr
        assert conf.read_text() == "HOST=box\n# PORT=1\nMODE=fast\n"


def test_a_second_edit_against_the_lines_an_earlier_edit_changed_is_made_on_them(tmp_path: Path) -> None:
    """A wrong fix, then a second fix whose SEARCH is the original lines (the file no longer holds
    them: "occurs 0 times" before): the second edit is made over the first's REPLACE, and the file
    ends with the second fix alone, whether its SEARCH is some of the first's lines or holds them
    with lines around. A SEARCH no edit of the task wrote is sent as written."""
    head = "def net(price, rate):\n    \"\"\"Price after discount.\"\"\"\n"
    loop = {"messages": [{"content": "system"}, {"content": "Task: Fix the failing test in calc.py."}], "data": {}}
    for first_search, second_search in ((head + "    return price * rate\n", "    return price * rate\n"),
                                        ("    return price * rate\n", head + "    return price * rate\n")):
        src = tmp_path / "calc.py"
        src.write_text(head + "    return price * rate\n")
        loop["data"] = {}
        replies = CodeReplies(None, [], tmp_path, [])
        first = _edit_reply("calc.py", first_search, first_search.replace("rate\n", "rate * (1 + rate)\n"))
        calls, problem = replies.parse(first, loop)
        assert problem is None and _run(calls[0].args["command"], tmp_path).returncode == 0
        assert src.read_text() == head + "    return price * rate * (1 + rate)\n"
        second = _edit_reply("calc.py", second_search, second_search.replace("price * rate\n", "price * (1 - rate)\n"))
        calls, problem = replies.parse(second, loop)
        out = _run(calls[0].args["command"], tmp_path)
        assert problem is None and out.returncode == 0, out.stderr
        assert src.read_text() == head + "    return price * (1 - rate)\n"
    # Lines no edit of the task wrote: sent as written, and refused by the edit as before.
    calls, _ = replies.parse(_edit_reply("calc.py", "    return price\n", "    return 0\n"), loop)
    out = _run(calls[0].args["command"], tmp_path)
    assert out.returncode == 1 and "occurs 0 times" in out.stderr
    assert src.read_text() == head + "    return price * (1 - rate)\n"


def test_save_is_refused_where_it_does_not_apply(tmp_path: Path) -> None:
    """No SAVE for another path, an output that exists, a failed or cut output, or a question."""
    from ncurator_cli.capabilities.typed import typed_specs

    first = "Task: Write out.txt.\n\nThe task's outputs: out.txt. Change nothing else."
    loop = {"messages": [{"content": "system"}, {"content": first}],
            "data": {"steps": [{"command": "x", "exit_code": 0, "output": "a\nb\n"}], "step_index": 1}}
    replies = CodeReplies(None, typed_specs(question=False), tmp_path, ["out.txt"])
    from ncurator_cli.models.base import ToolCall

    note = replies.result_note(ToolCall("terminal_run_command", {"command": "x"}), loop)
    assert note.endswith("reply `SAVE: out.txt` and it is written as shown.")
    calls, problem = replies.parse("SAVE: out.txt", loop)
    assert problem is None and calls[0].name == "write_file" and calls[0].args == {"path": "out.txt", "content": "a\nb\n"}
    assert replies.parse("SAVE: other.txt", loop)[1].startswith("SAVE writes the last script's whole output")
    loop["data"]["steps"][0]["output"] = "a\n[stderr]\nwarning"
    assert replies.parse("SAVE: out.txt", loop)[0] == []
    loop["data"]["steps"][0]["output"] = "a\nb\n"
    (tmp_path / "out.txt").write_text("old\n")
    assert replies.parse("SAVE: out.txt", loop)[0] == []
    (tmp_path / "out.txt").unlink()
    assert CodeReplies(None, typed_specs(question=True), tmp_path).parse("SAVE: out.txt", loop)[0] == []


def test_a_folder_of_settings_changed_by_nothing_is_pushed_back_to_set_value(guided, workspace: Path) -> None:
    """A claim that changes none of the settings files of the folder the task changes is pushed
    back with set_value named (not "write it whole", after which a small model wrote failing
    scripts until its budget ran out: a development trace), and the call then changes one line."""
    (workspace / "services").mkdir()
    (workspace / "services" / "alpha.yaml").write_text("name: alpha\nport: 8090\n")
    (workspace / "services" / "beta.yaml").write_text("name: beta\n# public port\nport: 8090\n")
    call = '{"name": "set_value", "arguments": {"path": "services/beta.yaml", "key": "port", "value": "8097"}}'
    res = guided(
        [tx("DONE: alpha and beta both listen on 8090"), tx("```tool\n" + call + "\n```"),
         tx("DONE: alpha and beta both listened on 8090; beta now listens on 8097")],
        "Two services in services/ listen on the same port. Change the port of beta in services/ to 8097.",
        votes=False,
    )
    assert res.code == 0, res.stderr
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert "to change one value of a settings file reply with set_value (path, key, value)" in finishes[0]["error"]
    assert "write it whole" not in finishes[0]["error"].split("set_value")[0]
    assert (workspace / "services" / "beta.yaml").read_text() == "name: beta\n# public port\nport: 8097\n"
    assert (workspace / "services" / "alpha.yaml").read_text() == "name: alpha\nport: 8090\n"


def test_preview_lines_copied_into_an_edit_block_are_dropped(guided, workspace: Path) -> None:
    """A small model copied the preview's `settings('backup.ini') gives {...}` line, shown under the
    file's first lines, into its edit block's SEARCH and REPLACE, five times (a probe trace): such
    lines, when the file does not hold them, are dropped from both sides and the edit applies; a
    file's own line that reads like one, and the edit of it, are kept."""
    from ncurator_cli.guided.terminal import without_preview_lines

    (workspace / "backup.ini").write_text("; nightly\n[photos]\nkeep_daily = 10\n")
    block = ("```edit\nbackup.ini\n<<<<<<< SEARCH\n[photos]\nkeep_daily = 10\n"
             "settings('backup.ini') gives {'photos': {'keep_daily': 10}}\n=======\n[photos]\nkeep_daily = 21\n"
             "settings('backup.ini') gives {'photos': {'keep_daily': 21}}\n>>>>>>> REPLACE\n```")
    res = guided([tx(block), tx("DONE: photos keeps 21 daily snapshots")],
                 "In backup.ini make the photos job keep 21 daily snapshots; keep the comments", votes=False)
    assert res.code == 0, res.stderr
    assert (workspace / "backup.ini").read_text() == "; nightly\n[photos]\nkeep_daily = 21\n"
    (workspace / "notes.md").write_text("records('a.csv') gives 3 dicts\n")
    pairs = [("records('a.csv') gives 3 dicts\n", "records('a.csv') gives 4 dicts\n")]
    assert without_preview_lines(workspace / "notes.md", pairs) == pairs


def test_guided_run_gives_up_after_three_unreadable_replies(guided) -> None:
    res = guided([tx("Sure, I can help with that."), tx("Let me think."), tx("OK.")], "List the files")
    assert not res.of_type("terminal_step_started")
    result = res.of_type("task_result")[0]
    assert result["code"] == "invalid_input" and "could not be read 3 times" in result["message"]


def test_a_change_claimed_without_any_changed_file_is_pushed_back_once(guided, workspace: Path) -> None:
    (workspace / "calc.py").write_text("def add(a, b):\n    return a - b\n")
    res = guided(
        [
            # Importing a workspace module leaves no __pycache__ behind (and no fake artifact).
            tx("```python\nimport calc\nprint(calc.add(2, 2))\n```"),
            tx("DONE: fixed add()"),
            tx("```python\nimport pathlib\np = pathlib.Path('calc.py')\np.write_text(p.read_text().replace('a - b', 'a + b'))\n```"),
            tx("DONE: add() now returns a + b"),
        ],
        "Fix the bug in calc.py so that add returns the sum", votes=False,
    )
    assert res.code == 0, res.stderr
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert finishes[0]["error"].startswith("not finished: the task asks for a change to the workspace files")
    # It says how: a script that prints the new lines changes nothing; write them, to the stated output.
    assert "a script that prints the new lines changes nothing" in finishes[0]["error"]
    assert "Make the change to calc.py with a command that writes it" in finishes[0]["error"]
    # calc.py exists: its lines are changed with an edit block (appending a second definition is no fix).
    assert "to change lines of an existing file reply with an ```edit block" in finishes[0]["error"]
    assert "open(path, 'a')" in finishes[0]["error"]
    assert finishes[1]["error"] is None
    assert not (workspace / "__pycache__").exists()
    assert [(a["path"], a["operation"]) for a in res.of_type("file_artifact")] == [("calc.py", "updated")]
    # The script made the change whole and the result showed calc.py's head: the host finishes.
    assert res.of_type("task_result")[0]["message"] == "Files: calc.py (updated)."


def test_a_change_claimed_again_with_still_no_file_changed_fails_the_task(guided, workspace: Path) -> None:
    """A change whose objective names its output, claimed done twice while no command changed any
    file, is not done: the task fails (exit 1) and no answer says the value was changed."""
    (workspace / "app.ini").write_text("[db]\ntimeout = 45\n")
    look = tx("```python\nprint(open('app.ini').read())\n```")
    res = guided([look, tx("DONE: the timeout is now 90"), tx("```python\nprint('timeout = 90')\n```"),
                  tx("DONE: the timeout is now 90")], "In app.ini set the timeout to 90.", votes=False)
    assert res.code == 1, [(e["type"], e.get("summary") or e.get("error") or e.get("plan")) for e in res.lines
                           if e["type"] in ("activity", "tool_call_result", "plan_created")]
    result = res.of_type("task_result")[0]
    assert result["code"] == "failed" and "no command changed a file" in result["message"]
    assert (workspace / "app.ini").read_text() == "[db]\ntimeout = 45\n" and not res.of_type("answer_completed")


def test_reply_format_is_greedy_first_and_sampled_after_a_failure() -> None:
    replies = CodeReplies()
    first = replies.text_format({"turns": 0, "data": {}})
    retry = replies.text_format({"turns": 1, "data": {"last_failed": True}})
    assert first.temperature is None and retry.temperature and retry.temperature > 0
    assert '"```python\\n"' in first.gbnf and '"```bash\\n"' in first.gbnf and '"FAILED"' in first.gbnf
    # right after a failure there is no give-up to write: the corrected script is a block that runs
    assert retry.gbnf == first.gbnf.replace('( "DONE" | "FAILED" | "SAVE" )', '"DONE"') and '"FAILED"' not in retry.gbnf
    assert first.max_tokens
    # A check that failed before the model's first turn is not the model's failure: still greedy.
    assert replies.text_format({"turns": 0, "data": {"last_failed": True}}).temperature is None
    hot = replies.text_format({"turns": 2, "data": {"last_failed": True, "repeats_refused": 1}})
    assert hot.temperature is not None and hot.temperature > retry.temperature


# That llama.cpp's server accepts the reply grammars is checked against the real server (the local
# extra no longer brings llama-cpp-python): tests/models/test_local_model.py, marked slow.


def test_scripts_import_the_packages_ncurator_runs_with(guided, workspace: Path) -> None:
    import docx

    d = docx.Document()
    d.add_heading("Plan", 1)
    d.add_heading("Scope", 2)
    d.save(str(workspace / "r.docx"))
    code = ("```python\nimport docx\nd = docx.Document('r.docx')\nlines = [('  ' if p.style.name == 'Heading 2' else '') + p.text\n"
            "         for p in d.paragraphs if p.style.name.startswith('Heading')]\nopen('toc.txt', 'w').write('\\n'.join(lines) + '\\n')\n```")
    res = guided([tx(code), tx("DONE: wrote toc.txt")], "Create toc.txt with the headings of r.docx", votes=False)
    assert res.code == 0, [r["output_preview"] for r in res.of_type("tool_call_result")]
    assert (workspace / "toc.txt").read_text() == "Plan\n  Scope\n"
    # The first message showed the document (block ids and styles) before any script ran.
    first = res.of_type("tool_call_result")[0]
    assert first["error"] is None


def test_a_name_error_gets_the_fresh_process_hint() -> None:
    from ncurator_cli.guided.terminal import NAME_ERROR_NOTE, RESULT_NOTE
    from ncurator_cli.models.base import ToolCall

    run = ToolCall("terminal_run_command", {"command": "python3 - <<'PYEOF'\nprint(x)\nPYEOF"})
    failed = {"data": {"steps": [{"exit_code": 1, "output": "NameError: name 'code_counts' is not defined"}]}}
    assert CodeReplies().result_note(run, failed) == NAME_ERROR_NOTE
    ok = {"data": {"steps": [{"exit_code": 0, "output": "K77 7"}]}}
    assert CodeReplies().result_note(run, ok) == RESULT_NOTE
    # A typed tool called as a function inside a script: it is a tool, and what reads the file instead.
    from ncurator_cli.guided.terminal import TOOL_IN_SCRIPT_NOTE
    from ncurator_cli.tools import toolset

    tool = {"data": {"steps": [{"exit_code": 1, "output": "NameError: name 'data_query' is not defined"}]}}
    note = CodeReplies(None, [t.spec() for t in toolset()]).result_note(run, tool)
    assert note == TOOL_IN_SCRIPT_NOTE.format(name="data_query") and "records(path)" in note
    # ... and imported as a module; another missing module keeps the standard-library hint.
    tool = {"data": {"steps": [{"exit_code": 1, "output": "ModuleNotFoundError: No module named 'data_query'"}]}}
    assert CodeReplies(None, [t.spec() for t in toolset()]).result_note(run, tool) == note
    other = {"data": {"steps": [{"exit_code": 1, "output": "ModuleNotFoundError: No module named 'pandas'"}]}}
    assert "is not installed here" in CodeReplies(None, [t.spec() for t in toolset()]).result_note(run, other)



def test_a_name_no_line_assigns_is_said_to_be_a_step_left_as_comments() -> None:
    """A script whose steps are comments and which uses a result no code computes: the note says
    no line gives it a value, and the fix turn writes the whole script again (no opening kept,
    where a corrected line alone would stand in the data read for it)."""
    from ncurator_cli.guided.terminal import NEVER_ASSIGNED_NOTE, kept_opening, never_assigned
    from ncurator_cli.models.base import ToolCall

    code = ("rows = records('a.csv')\nseen = {}\n# 2. for each row: add its amount to its person\n"
            "# 3. sort by name\nout = sorted(totals, key=lambda r: r['name'])\nprint('ANSWER:', out)")
    output = ('Traceback (most recent call last):\n  File "<stdin>", line 5, in <module>\n'
              "NameError: name 'totals' is not defined\n")
    command = python_command(code)
    failed = {"data": {"steps": [{"command": command, "exit_code": 1, "output": output}]}}
    note = CodeReplies().result_note(ToolCall("terminal_run_command", {"command": command}), failed)
    assert note.startswith("Your script stopped at line 5") and NEVER_ASSIGNED_NOTE.format(name="totals") in note
    assert kept_opening(failed["data"]) is None
    # Assigned somewhere (a later line, a loop, an import, a parameter), a module or a builtin: no.
    assert never_assigned(code, "totals")
    assert not never_assigned(code + "\ntotals = {}", "totals")
    assert not never_assigned("for totals in x:\n    pass\nprint(totals)", "totals")
    assert not never_assigned("print(os.sep)", "os") and not never_assigned("print(len)", "len")
    assert not never_assigned("def f(totals):\n    return totals", "totals")
    assert not never_assigned("print(x)", "totals")  # not a name of this script
    # A name the script does assign (an earlier block's name, say) keeps the opening of its fix turn.
    assigned = code.replace("seen = {}", "seen = {}\nx = 1") + "\ntotals = []"
    assert kept_opening({"steps": [{"command": python_command(assigned), "exit_code": 1,
                                     "output": output.replace("line 5", "line 6")}]}) is not None


def test_after_a_traceback_the_reply_is_the_corrected_script_told_where_it_stopped() -> None:
    """A script that stopped on a traceback gets a fix turn: a python block is the only reply the
    grammar allows, and the note quotes the line it stopped at with its error."""
    from ncurator_cli.guided.terminal import FIX_GRAMMAR, FIX_NOTE, failed_line
    from ncurator_cli.models.base import ToolCall

    code = "import csv\nrows = csv.reader(open('a.csv'))\nn = len(rows)\nprint(n)"
    command = python_command(code)
    output = ('stderr:\nTraceback (most recent call last):\n  File "<stdin>", line 3, in <module>\n'
              "TypeError: object of type '_csv.reader' has no len()\n")
    assert failed_line(command, output) == (3, "n = len(rows)", "TypeError: object of type '_csv.reader' has no len()")
    assert failed_line("bash run.sh", output) is None and failed_line(command, "exit_code: 1\nno such thing") is None
    unsupported = ('Traceback (most recent call last):\n  File "<stdin>", line 2, in <module>\n'
                   "io.UnsupportedOperation: not writable\n\nsummary.txt now begins:\n(empty)")
    assert failed_line(command, unsupported) == (2, "rows = csv.reader(open('a.csv'))", "io.UnsupportedOperation: not writable")
    loop = {"turns": 1, "data": {"last_failed": True, "steps": [{"command": command, "exit_code": 1, "output": output}]}}
    replies = CodeReplies(None, [])
    fmt = replies.text_format(loop)
    assert fmt.gbnf == FIX_GRAMMAR and fmt.gbnf.startswith("\nroot ::= code\n") and fmt.temperature
    assert "shell" not in fmt.gbnf.split("\n")[1]
    note = replies.result_note(ToolCall("terminal_run_command", {"command": command}), loop)
    assert note.startswith("Your script stopped at line 3: `n = len(rows)` (TypeError:") and note.endswith(FIX_NOTE[1:])
    # The failed script stays in view for its first fix (hidden, it was replaced by a copy of the
    # prompt's example).
    from ncurator_cli.models.base import Message

    call = ToolCall("terminal_run_command", {"command": command}, id="c1")
    messages = [Message("system", "s"), Message("user", "task"), Message("assistant", f"```python\n{code}\n```", tool_calls=[call]),
                Message("tool", "exit_code: 1\n" + output, tool_call_id="c1")]
    assert replies.history(messages, loop) == messages
    # A failed shell command (no traceback through a script of ours) keeps every reply open.
    shell = {"turns": 1, "data": {"last_failed": True, "steps": [{"command": "ls nope", "exit_code": 2, "output": "x"}]}}
    assert "root ::= code | shell | edit | final" in replies.text_format(shell).gbnf


def test_a_task_naming_files_it_reads_is_given_the_step_that_reads_them(tmp_path: Path) -> None:
    """A join of two named files: the given opening's first step reads both (a small model read the
    first one only); one named file is read alone (a small model planned to read every file of its
    kind); a named folder, a named output, or nothing named adds no step."""
    from ncurator_cli.guided.terminal import QUESTION_MARK

    (tmp_path / "visits.csv").write_text("pet,day\n")
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "shots.json").write_text("[]")

    def first_turn(text: str) -> dict:
        return {"turns": 0, "messages": [{"role": "system", "content": "s"}, {"role": "user", "content": text}], "data": {}}

    asked = "Which pets in visits.csv lack a shot in data/shots.json on their visit day?"
    fmt = CodeReplies(None, [], tmp_path, []).text_format(first_turn(f"Task: {asked}\n\n{QUESTION_MARK}: read-only."))
    assert fmt.prefix.endswith("# Steps:\n# 1. read visits.csv and data/shots.json\n")
    one = "How many pets are in visits.csv?"
    assert CodeReplies(None, [], tmp_path, []).text_format(first_turn(f"Task: {one}\n\n{QUESTION_MARK}: x")).prefix.endswith(
        "# Steps:\n# 1. read visits.csv\n")
    folder = "Which subfolder of data/ is the largest?"  # a folder: no step ("read the files in data/" misled)
    assert CodeReplies(None, [], tmp_path, []).text_format(first_turn(f"Task: {folder}\n\n{QUESTION_MARK}: x")).prefix.endswith(
        "# Steps:\n")
    none = "How many pets are there?"
    assert CodeReplies(None, [], tmp_path, []).text_format(first_turn(f"Task: {none}\n\n{QUESTION_MARK}: x")).prefix.endswith(
        "# Steps:\n")
    made = "Write due.csv from visits.csv and a missing.json"  # the output and a file that is not there
    assert CodeReplies(None, [], tmp_path, ["due.csv"]).text_format(first_turn(f"Task: {made}")).prefix.endswith(
        "# Writes: due.csv\n# Steps:\n# 1. read visits.csv\n")


def test_the_first_step_reads_the_records_of_a_file_records_parses(tmp_path: Path) -> None:
    """A named file records() parses into a list of records is read "the records of" it, with its
    first record's keys (a 1.5B model given "read logs/svc.log" wrote a regex over the raw lines
    that lost the level); a settings file, an empty table, a text file and a .docx without tables
    keep the path alone."""
    import docx

    from ncurator_cli.guided.terminal import read_step

    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "svc.log").write_text("2031-01-02T10:00:00Z INFO  up\n2031-01-02T10:01:00Z ERROR [K9] down\n")
    (tmp_path / "pets.csv").write_text("pet,day\nrex,mon\n")
    (tmp_path / "empty.csv").write_text("pet,day\n")
    (tmp_path / "one.json").write_text('{"port": 81}')
    (tmp_path / "many.json").write_text('[{"id": 1, "ok": true}, {"id": 2, "ok": false}]')
    (tmp_path / "app.ini").write_text("[db]\nhost = h\n")
    (tmp_path / "mod.py").write_text("def f(a, b):\n    return a\n")
    (tmp_path / "notes.txt").write_text("a note\n")
    doc = docx.Document()
    doc.add_paragraph("Costs")
    table = doc.add_table(rows=2, cols=2)
    for (r, c), text in {(0, 0): "Item", (0, 1): "Cost", (1, 0): "Desk", (1, 1): "$90"}.items():
        table.cell(r, c).text = text
    doc.save(str(tmp_path / "costs.docx"))
    plain = docx.Document()
    plain.add_paragraph("no table")
    plain.save(str(tmp_path / "plain.docx"))
    # Two tables: the keys of each (the first table's alone sent a script after the second with
    # keys guessed); a record that leaves a key out does not hide it.
    def tables_doc(name: str, *tables: list[tuple[str, str]], headings: tuple[str, ...] = ()) -> None:
        doc = docx.Document()
        for i, cells in enumerate(tables):
            if i < len(headings):
                doc.add_heading(headings[i], level=2)
            t = doc.add_table(rows=len(cells), cols=2)
            for r, row in enumerate(cells):
                for c, text in enumerate(row):
                    t.cell(r, c).text = text
        doc.save(str(tmp_path / name))

    tables_doc("two.docx", [("Venue", "Hall 2"), ("Date", "May")], [("Post", "Name"), ("Chair", "Ola")])
    (tmp_path / "gaps.json").write_text('[{"id": 1}, {"id": 2, "note": "late"}]')
    assert read_step(tmp_path, "two.docx") == (
        "the records of two.docx (table 0 keys: Venue, Hall 2; table 1 keys: Post, Name; r['_table'] is the table's "
        "number in the document, e.g. r['_table'] == 1)")
    # Each table by the heading above it (two tables of one header: the old fees and the new).
    tables_doc("fees.docx", [("Item", "Fee"), ("Scale", "40")], [("Item", "Fee"), ("Scale", "45")],
               headings=("Fees until March", "Fees from April"))
    assert read_step(tmp_path, "fees.docx") == (
        "the records of fees.docx (table 0 (under the heading 'Fees until March') keys: Item, Fee; table 1 (under the "
        "heading 'Fees from April') keys: Item, Fee; r['_table'] is the table's number in the document, e.g. "
        "r['_table'] == 1)")
    from ncurator_cli.scriptlib import records

    rows = records(tmp_path / "fees.docx")
    assert [(r["_heading"], r["Fee"]) for r in rows] == [("Fees until March", 40), ("Fees from April", 45)]
    assert [list(r) for r in rows] == [["Item", "Fee"], ["Item", "Fee"]]  # the heading is no cell
    # A column of its own called "Table" is said to be that column, not `_table`.
    tables_doc("seats.docx", [("Table", "Guest"), ("4", "Ola")], [("Guest", "Phone"), ("Ola", "0123")])
    assert read_step(tmp_path, "seats.docx").endswith(
        "r['_table'] is the table's number in the document, e.g. r['_table'] == 1; the column 'Table' is r['Table'])")
    assert read_step(tmp_path, "gaps.json") == "the records of gaps.json (keys: id, note)"
    assert read_step(tmp_path, "logs/svc.log") == (
        "the records of logs/svc.log (keys: line, timestamp, level, tag, message, text)")
    assert read_step(tmp_path, "pets.csv") == "the records of pets.csv (keys: pet, day)"
    assert read_step(tmp_path, "many.json") == "the records of many.json (keys: id, ok)"
    assert read_step(tmp_path, "costs.docx") == "the records of costs.docx (keys: Item, Cost)"
    # A task about a document's headings reads its paragraphs, not the rows of its table.
    assert read_step(tmp_path, "costs.docx", "List the headings of costs.docx, one per line.") == (
        "the paragraphs of costs.docx (docx.Document('costs.docx').paragraphs: p.text, p.style.name)")
    assert read_step(tmp_path, "costs.docx", "Which row of the table under each heading of costs.docx is dearest?") == (
        "the records of costs.docx (keys: Item, Cost)")
    assert read_step(tmp_path, "mod.py").startswith("the records of mod.py (keys: file, module, line, kind, name, ")
    for rel in ("empty.csv", "one.json", "app.ini", "notes.txt", "plain.docx"):
        assert read_step(tmp_path, rel) == rel
    made = "Write down.txt from logs/svc.log and notes.txt"
    fmt = CodeReplies(None, [], tmp_path, ["down.txt"]).text_format(
        {"turns": 0, "messages": [{"role": "system", "content": "s"}, {"role": "user", "content": f"Task: {made}"}],
         "data": {}})
    # The host writes the reading of each file the step reads as records, under its own name.
    assert fmt.prefix.endswith("# Steps:\n# 1. read the records of logs/svc.log (keys: line, timestamp, level, tag, "
                               "message, text) and notes.txt\nsvc = records('logs/svc.log')\n")
    # Decoding stops where a reply starts copying the task's message into its script.
    assert "\nWorkspace contents (" in fmt.stop and "\nFirst lines of files:" in fmt.stop


def test_the_host_writes_the_reading_of_the_named_data_files(tmp_path: Path) -> None:
    """Each named data file the first step reads as records is read by a line the host writes,
    into a variable named after the file that takes no name Python, a module or records() has."""
    from ncurator_cli.guided.terminal import first_step, load_lines

    (tmp_path / "Till-Items.csv").write_text("name,price\nTea,2\n")
    (tmp_path / "menu.csv").write_text("item,price\nTea,2\n")
    (tmp_path / "menu.json").write_text('[{"item": "Tea"}, {"item": "Cake"}]')
    (tmp_path / "notes.txt").write_text("words\n")
    assert first_step("Compare menu.csv with menu.json and Till-Items.csv; notes.txt says how. Write out.csv",
                      tmp_path, ["out.csv"]).splitlines()[1:] == [
        "menu_csv = records('menu.csv')", "menu_json = records('menu.json')", "till_items = records('Till-Items.csv')"]
    assert load_lines(["csv.csv", "2024.csv", "records.json", "x/list.yaml", ".env.json"]) == (
        "csv_ = records('csv.csv')\nrows_2024 = records('2024.csv')\nrecords_ = records('records.json')\n"
        "list_ = records('x/list.yaml')\nenv = records('.env.json')\n")
    assert load_lines([]) == ""


def test_a_named_log_is_read_with_its_rotated_files_when_the_task_speaks_of_them(tmp_path: Path) -> None:
    """"out of var/svc.log and its rotated copies": the first step names the rotations and the
    host reads them all with a glob. A task that does not speak of them, or names them itself, reads
    the log as named; a glob that would catch another file is not used."""
    import gzip

    from ncurator_cli.guided.terminal import first_step

    (tmp_path / "var").mkdir()
    (tmp_path / "var" / "svc.log").write_text("2026-01-07 09:00:00 ERROR b\n")
    (tmp_path / "var" / "svc.log.1").write_text("2026-01-06 09:00:00 ERROR a\n")
    with gzip.open(tmp_path / "var" / "svc.log.2.gz", "wt") as fh:
        fh.write("2026-01-05 09:00:00 INFO z\n")
    task = "Copy the ERROR lines out of var/svc.log and its rotated copies into errors.log."
    step = first_step(task, tmp_path, ["errors.log"]).splitlines()
    assert step[0].startswith("# 1. read the records of var/svc.log and its rotated files var/svc.log.1, var/svc.log.2.gz (keys:")
    assert step[1] == "svc = records('var/svc.log*')"
    assert first_step("Copy the ERROR lines out of var/svc.log into errors.log.", tmp_path, ["errors.log"]).splitlines()[1] == (
        "svc = records('var/svc.log')")
    # The folder named as where to look holds them too.
    assert first_step("Which svc.log errors are in var/? Don't change anything.", tmp_path, []).splitlines()[1] == (
        "svc = records('var/svc.log*')")
    (tmp_path / "var" / "svc.log-notes.txt").write_text("not a rotation\n")
    assert first_step(task, tmp_path, ["errors.log"]).splitlines()[1] == "svc = records('var/svc.log')"


def test_the_host_writes_the_reading_of_named_env_and_ini_files_with_settings(tmp_path: Path) -> None:
    """A named `.env` or INI file is read with settings(), its keys said in the step (a commented-out
    line is no key); a one-object JSON file stays a bare path, as before."""
    from ncurator_cli.guided.terminal import first_step

    (tmp_path / ".env").write_text("APP_NAME=demo\n# LOG_LEVEL=debug\nPORT=8080\n")
    (tmp_path / ".env.sample").write_text("APP_NAME=demo\nLOG_LEVEL=info\nPORT=8080\n")
    (tmp_path / "app.ini").write_text("[server]\nport = 80\n")
    (tmp_path / "conf.json").write_text('{"port": 80}')
    step = first_step("Compare .env with .env.sample, and app.ini with conf.json; write the differences to diff.txt",
                      tmp_path, ["diff.txt"])
    assert step.splitlines() == [
        "# 1. read the settings of .env (keys: APP_NAME, PORT), the settings of .env.sample (keys: APP_NAME, "
        "LOG_LEVEL, PORT), the settings of app.ini (keys: server) and conf.json",
        "env_data = settings('.env')", "env_sample = settings('.env.sample')", "app = settings('app.ini')"]


def test_a_settings_change_without_offered_calls_opens_with_a_script_reading_its_outputs(tmp_path: Path) -> None:
    """Outputs that are all existing settings files and a task that states no value to set: the
    first reply is a script whose first step reads the output (and the named inputs) with settings();
    with set_value calls offered in the first message there is no such opening."""
    from ncurator_cli.guided.terminal import SETTINGS_FIRST_NOTE, CodeReplies

    (tmp_path / ".env").write_text("A=1\n# B=2\n")
    (tmp_path / ".env.sample").write_text("A=1\nB=2\nC=3\n")
    task = "Append every key missing from .env to .env with the value from .env.sample."

    def opening(first: str) -> str:
        return CodeReplies(None, [], tmp_path, [".env"]).text_format(
            {"turns": 0, "messages": [{"role": "system", "content": "s"}, {"role": "user", "content": first}],
             "data": {}}).prefix

    assert opening(f"Task: {task}").endswith(
        "# Steps:\n# 1. read the settings of .env (keys: A) and the settings of .env.sample (keys: A, B, C)\n"
        "env_data = settings('.env')\nenv_sample = settings('.env.sample')\n")
    assert opening(f"Task: {task}\n\n{SETTINGS_FIRST_NOTE}```tool\n{{}}\n```") == ""


def test_a_nested_settings_file_the_task_changes_is_read_as_settings(tmp_path: Path) -> None:
    """A nested YAML file the task changes is read with settings(), its keys joined by dots, the
    example the key the task's words name best, and the step names set_values; read only (not
    changed), or flat, it is read as before."""
    from ncurator_cli.guided.terminal import first_step

    (tmp_path / "heat.yaml").write_text("# schedule\nboiler:\n  flow: 55\nzones:\n  hall:\n    evening:\n      temp: 19\n"
                                        "  den:\n    evening:\n      temp: 20.5\n")
    task = "In heat.yaml change the den's evening temperature from 20.5 to 21, in place."
    assert first_step(task, tmp_path, ["heat.yaml"]).splitlines() == [
        "# 1. read the settings of heat.yaml, keys joined by dots (e.g. zones.den.evening.temp); set one with "
        "set_values('heat.yaml', [(key, value)])",
        "heat = settings('heat.yaml')"]
    assert "the settings of" not in first_step("What is the den's evening temperature in heat.yaml?", tmp_path, [])
    (tmp_path / "flat.yaml").write_text("port: 1\nhost: a\n")
    assert "the settings of" not in first_step("In flat.yaml set port to 2.", tmp_path, ["flat.yaml"])


def test_the_first_step_reads_the_settings_of_each_file_of_a_folder_of_settings_files(tmp_path: Path) -> None:
    """A folder of settings files of several kinds is read with settings(path, dotted=True), one
    dict per path, also when the task changes that folder; the step names set_values. A folder
    with a file that is no settings object gets no such step; so does a folder of notes."""
    import glob as globmod
    import os

    from ncurator_cli.guided.terminal import first_step
    from ncurator_cli.scriptlib import set_values, settings

    svc = tmp_path / "services"
    svc.mkdir()
    (svc / "auth.yaml").write_text("name: auth\nport: 8080 # public\n")
    (svc / "billing.ini").write_text("[server]\nport = 8081\n[metrics]\nport = 9102\n")
    (svc / "search.json").write_text('{"name": "search", "port": 8080}')
    (svc / "README.md").write_text("# services\n")
    task = "Two services in services/ share a port: set the later one's port to 9001."
    step = first_step(task, tmp_path, ["services/"])
    assert step.splitlines() == [
        "# 1. read the settings of each file in services/ (.ini, .json, .yaml), keys joined by dots (e.g. "
        "server.port); set one with set_values(path, [(key, value)])",
        "services_files = {path: settings(path, dotted=True) for path in sorted(glob.glob('services/**/*', "
        "recursive=True)) if path.endswith(('.ini', '.json', '.yaml'))}"]
    # The line runs, and what it reads is what set_values changes.
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        scope = {"glob": globmod, "settings": settings}
        exec(step.split("\n", 1)[1], scope)
        assert scope["services_files"] == {"services/auth.yaml": {"name": "auth", "port": 8080},
                                           "services/billing.ini": {"server.port": 8081, "metrics.port": 9102},
                                           "services/search.json": {"name": "search", "port": 8080}}
        set_values("services/billing.ini", [("server.port", 9001)])
    finally:
        os.chdir(cwd)
    assert (svc / "billing.ini").read_text() == "[server]\nport = 9001\n[metrics]\nport = 9102\n"
    (svc / "list.json").write_text('[{"name": "x"}]')
    assert first_step(task, tmp_path, ["services/"]) == ""
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "a.md").write_text("x\n")
    (notes / "b.txt").write_text("y\n")
    assert first_step("Sum the numbers in notes/ into total.txt", tmp_path, ["total.txt"]) == ""


def test_the_first_step_reads_the_records_of_each_file_of_a_named_data_folder(tmp_path: Path) -> None:
    """A named folder whose files are all data of one kind is read "the records of each" file, with
    the first file's keys (a 1.5B model summed amounts written "1,400.98" as text from its own
    csv reader); a folder of mixed or non-data files, or an output folder, gives no step."""
    from ncurator_cli.guided.terminal import first_step

    (tmp_path / "tills" / "north").mkdir(parents=True)
    (tmp_path / "tills" / "m1.csv").write_text('day,shop,amount\n1,Ely,"2,300.50"\n')
    (tmp_path / "tills" / "north" / "m2.csv").write_text("day,shop,amount\n2,Ely,4\n")
    (tmp_path / "tills" / ".hidden.txt").write_text("x")
    (tmp_path / "mixed").mkdir()
    (tmp_path / "mixed" / "a.csv").write_text("a,b\n1,2\n")
    (tmp_path / "mixed" / "b.txt").write_text("words\n")
    (tmp_path / "pics" / "x").mkdir(parents=True)
    (tmp_path / "pics" / "x" / "p.png").write_bytes(b"\x89PNG")
    # With three keys or fewer, the first record as an example.
    assert first_step("Total the amount per shop over tills/ into totals.csv", tmp_path, ["totals.csv"]) == (
        "# 1. read the records of each .csv file in tills/ (keys: day, shop, amount); e.g. {'day': 1, 'shop': 'Ely', "
        "'amount': 2,300.50}\n"
        "tills_files = {path: records(path) for path in sorted(glob.glob('tills/**/*.csv', recursive=True))}\n")
    # An owner (lock) file beside the documents is left out of the step and of the reading line.
    (tmp_path / "tills" / "~$m1.csv").write_bytes(b"\x00\x01owner")
    assert first_step("Total the amount per shop over tills/ into totals.csv", tmp_path, ["totals.csv"]).endswith(
        "recursive=True)) if not os.path.basename(path).startswith('~$')}\n")
    assert first_step("Which shop sold most in mixed/?", tmp_path, []) == ""
    # A README beside two or more data files of one kind does not stop the step.
    (tmp_path / "logger").mkdir()
    for day in ("14", "15"):
        (tmp_path / "logger" / f"cold_{day}.csv").write_text("time,temp_c\n09:00,-18.5\n")
    (tmp_path / "logger" / "README.txt").write_text("Cold room logger.\n")
    assert first_step("List the warm spells in logger/ into warm.csv", tmp_path, ["warm.csv"]).startswith(
        "# 1. read the records of each .csv file in logger/ (keys: time, temp_c); e.g. {'time': '09:00', 'temp_c': -18.5}"
        "\nlogger_files = {path: records(path) ")
    assert first_step("Which subfolder of pics/ is largest?", tmp_path, []) == ""
    # A package whose first module is empty: the next one with records says how they read; Python's
    # records say their kinds, calls among them.
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "core.py").write_text("def close(t):\n    save(t)\n")
    assert first_step("Which functions in pkg/ call save()?", tmp_path, []).startswith(
        "# 1. read the records of each .py file in pkg/ (keys: file, module, line, kind, name, class, params, defaults, "
        "decorators, names, docstring; kind 'import', 'class', 'function', 'method', 'call' or 'env'; a call's 'name' is "
        "the name called (send for mail.send(...)), its 'callee' the call as written (mail.send), its 'caller' the "
        "function or method making it (Class.method for a method), its 'class' that method's class, its 'args' its arguments; an 'env' record's "
        "name is an environment variable the code reads)\npkg_files = {path: records(path) ")
    assert first_step("Copy every file into tills/", tmp_path, ["tills/"]) == ""
    # A folder named only as where the task's new file goes is not what it reads.
    assert first_step("Put the warm spells per day into tills/warm.csv", tmp_path, ["tills/warm.csv"]) == ""
    assert first_step("Total tills/ per shop into tills/totals.csv", tmp_path, ["tills/totals.csv"]).startswith(
        "# 1. read the records of each .csv file in tills/")
    # Notes with front matter are read as records, also in a folder the task changes (moved into
    # subfolders by a field), with a list beside them; an example's folder is no folder to read.
    (tmp_path / "notes" / "dk").mkdir(parents=True)
    for name, weight in (("a.md", "dk"), ("b.md", "aran"), ("dk/c.md", "dk")):
        (tmp_path / "notes" / name).write_text(f"---\ntitle: {name}\nweight: {weight}\n---\nText\n")
    (tmp_path / "notes" / "stash.csv").write_text("yarn,weight\nx,dk\n")
    assert first_step("Move each note in notes/ into a subfolder named after its weight (for example notes/dk/).",
                      tmp_path, ["notes/"]) == (
        "# 1. read the records of each .md file in notes/ (its front matter as one dict, when it has one; "
        "keys: title, weight, file)\n"
        "notes_files = {path: records(path) for path in sorted(glob.glob('notes/**/*.md', recursive=True))}\n")


def test_a_folder_of_forms_is_read_as_one_dict_per_file(tmp_path: Path) -> None:
    """Documents whose one table is a form (label/value rows that agree from file to file) are read
    as one dict per file, labels to values, by the host's line, and the step shows the first; a
    folder whose two-column tables list different things (a roster per team) stays records."""
    import glob as globmod
    import os

    import docx as docxlib

    from ncurator_cli.guided.terminal import first_step
    from ncurator_cli.scriptlib import records

    def table_doc(path: Path, header: tuple[str, str], rows: list[tuple[str, str]]) -> None:
        d = docxlib.Document()
        d.add_paragraph("Sheet")
        t = d.add_table(rows=0, cols=2)
        for a, b in [header, *rows]:
            cells = t.add_row().cells
            cells[0].text, cells[1].text = a, b
        d.save(str(path))

    (tmp_path / "cards").mkdir()
    table_doc(tmp_path / "cards" / "k-7.docx", ("Item", "Entry"),
              [("Ref", "K-7"), ("Owner", "Ann Ray"), ("Fee", "£13.75")])
    table_doc(tmp_path / "cards" / "k-8.docx", ("Item", "Entry"),
              [("Ref", "K-8"), ("Owner", "Bo Li"), ("Fee", "£9.00"), ("Note", "late")])
    step = first_step("Collect the cards in cards/ into fees.csv with ref,fee", tmp_path, ["fees.csv"])
    assert step.splitlines() == [
        "# 1. read the fields of each .docx file in cards/: each holds a form of Item/Entry rows, read as one dict "
        "per file ({'Ref': 'K-7', 'Owner': 'Ann Ray', 'Fee': £13.75})",
        "cards_files = {path: {r['Item']: r['Entry'] for r in records(path)} for path in "
        "sorted(glob.glob('cards/**/*.docx', recursive=True))}"]
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        scope = {"glob": globmod, "records": records}
        exec(step.split("\n", 1)[1], scope)
    finally:
        os.chdir(cwd)
    assert scope["cards_files"]["cards/k-8.docx"] == {"Ref": "K-8", "Owner": "Bo Li", "Fee": 9.0, "Note": "late"}
    (tmp_path / "teams").mkdir()
    table_doc(tmp_path / "teams" / "red.docx", ("Name", "Role"), [("Ann Ray", "lead"), ("Bo Li", "wing")])
    table_doc(tmp_path / "teams" / "blue.docx", ("Name", "Role"), [("Cy Oduya", "lead"), ("Di Park", "wing")])
    assert first_step("Collect the rosters in teams/ into roles.csv", tmp_path, ["roles.csv"]).startswith(
        "# 1. read the records of each .docx file in teams/ (keys: Name, Role); e.g. {'Name': 'Cy Oduya', 'Role': 'lead'}\n"
        "teams_files = {path: records(path) for path in ")


def test_a_folder_of_filled_in_forms_without_header_rows_is_read_by_form(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Documents whose tables are label | value rows from the first row on (a filled-in form in
    several tables, no header row) are read as one dict per file by form(), labels to values
    across the tables; read as records, the first row was each table's header and a value (a
    pupil's name) a key. Tables with the same first row in every file have a header: records."""
    import glob as globmod

    import docx as docxlib

    from ncurator_cli.guided.terminal import first_step
    from ncurator_cli.scriptlib import form

    def form_doc(path: Path, tables: list[list[tuple[str, str]]]) -> None:
        d = docxlib.Document()
        d.add_paragraph("Membership form")
        for rows in tables:
            t = d.add_table(rows=0, cols=2)
            for a, b in rows:
                cells = t.add_row().cells
                cells[0].text, cells[1].text = a, b
            d.add_paragraph("Next part")
        d.save(str(path))

    (tmp_path / "forms").mkdir()
    form_doc(tmp_path / "forms" / "a.docx", [[("Member", "Ann Ray"), ("Club", "North")],
                                             [("Boat licence:", "Yes"), ("Fee paid", "£40.50")]])
    form_doc(tmp_path / "forms" / "b.docx", [[("Member", "Bo Li"), ("Club", "South")],
                                             [("Boat licence:", ""), ("Fee paid", "£12")]])
    step = first_step("List the members in forms/ with a boat licence in boats.csv", tmp_path, ["boats.csv"])
    assert step.splitlines() == [
        "# 1. read the fields of each .docx file in forms/: each is a filled-in form (label | value rows, no header "
        "row), read as one dict per file by form(path) ({'Member': 'Ann Ray', 'Club': 'North', 'Boat licence': "
        "'Yes', 'Fee paid': £40.50})",
        "forms_files = {path: form(path) for path in sorted(glob.glob('forms/**/*.docx', recursive=True))}"]
    monkeypatch.chdir(tmp_path)
    scope = {"glob": globmod, "form": form}
    exec(step.split("\n", 1)[1], scope)
    d = docxlib.Document()
    d.add_paragraph("no tables")
    d.save("plain.docx")
    with pytest.raises(ValueError, match="no form table"):
        form("plain.docx")
    assert scope["forms_files"]["forms/b.docx"] == {"Member": "Bo Li", "Club": "South", "Boat licence": "",
                                                     "Fee paid": 12.0}
    (tmp_path / "weeks").mkdir()
    for week, scores in (("w1", ("5", "7", "2")), ("w2", ("6", "1", "9"))):
        form_doc(tmp_path / "weeks" / f"{week}.docx",
                 [[("Player", "Score"), ("Ann Ray", scores[0]), ("Bo Li", scores[1]), ("Cy Oduya", scores[2])]])
    from ncurator_cli.guided.terminal import form_fields

    assert form_fields(sorted((tmp_path / "weeks").iterdir())) is None
    assert form_fields(sorted((tmp_path / "forms").glob("[ab].docx")))["Member"] == "Ann Ray"


def test_the_opening_of_a_script_that_creates_files_names_them(tmp_path: Path) -> None:
    """The given opening of a task that creates files names them (`# Writes:`), only those still to
    create: a 1.5B model told only in the task's message printed its output's lines and wrote no file."""
    from ncurator_cli.guided.terminal import writes_line

    (tmp_path / "old.txt").write_text("x\n")
    (tmp_path / "out").mkdir()
    assert writes_line(tmp_path, ["a.txt", "old.txt", "out/", "sub/b.csv"]) == "# Writes: a.txt, sub/b.csv\n"
    assert writes_line(tmp_path, ["old.txt", "out/"]) == ""
    assert writes_line(None, ["a.txt"]) == ""
    # A CSV whose columns the task gives has them said, where the words run on after them too.
    assert writes_line(tmp_path, ["sub/b.csv", "a.txt"], "Write sub/b.csv with the columns customer,pallets, largest "
                       "total first, and a.txt.") == "# Writes: sub/b.csv (header: customer,pallets), a.txt\n"
    fmt = CodeReplies(None, [], tmp_path, ["out/", "a.txt"]).text_format(
        {"turns": 0, "messages": [{"role": "system", "content": "s"}, {"role": "user", "content": "Task: make a.txt"}],
         "data": {}})
    assert fmt.prefix == "```python\n# Task: make a.txt\n# Writes: a.txt\n# Steps:\n"


def test_a_script_turn_is_given_its_opening_and_other_turns_are_not(tmp_path: Path) -> None:
    """Where the reply is a python script anyway (a fix turn; the first turn of a task creating new
    files or answering a question over the files), its opening — the fence and the objective's
    `# Task:` line — is given (read as a prompt, not decoded); the rest is decoded under
    CODE_REST_GRAMMAR. A change of an existing file, a question the knowledge base's passages may
    answer, a task whose check runs first, and a turn after a result keep the free choice."""
    from ncurator_cli.guided.terminal import CODE_REST_GRAMMAR, FIX_GRAMMAR, QUESTION_MARK, REPLY_FORMAT

    objective = "Export the table in prices.docx to\n  prices.csv"
    opening = "```python\n# Task: Export the table in prices.docx to prices.csv\n# Writes: prices.csv\n# Steps:\n"

    def first_turn(text: str) -> dict:
        return {"turns": 0, "messages": [{"role": "system", "content": "s"}, {"role": "user", "content": text}], "data": {}}

    new = CodeReplies(None, [], tmp_path, ["prices.csv"])
    fmt = new.text_format(first_turn(f"Task: {objective}\n\nWorkspace contents: prices.docx"))
    assert fmt.prefix == opening and fmt.prefix_gbnf == CODE_REST_GRAMMAR
    assert fmt.gbnf == REPLY_FORMAT.gbnf  # a provider that continues no message decodes it all
    (tmp_path / "prices.csv").write_text("old\n")
    assert not new.text_format(first_turn(f"Task: {objective}")).prefix  # an existing file: an edit may do
    question = CodeReplies(None, [], tmp_path, [])
    asked = f"Task: How many rows has prices.csv?\n\n{QUESTION_MARK}: the workspace is read-only."
    assert question.text_format(first_turn(asked)).prefix.startswith("```python\n# Task: How many rows")
    assert not question.text_format(first_turn(asked + "\n\nWhat is known so far: the passages")).prefix
    assert not CodeReplies("pytest -q", [], tmp_path, ["out.csv"]).text_format(first_turn("Task: fix it")).prefix
    assert not CodeReplies(None, [], tmp_path, []).text_format(first_turn("Task: rename the files")).prefix
    # A change to the files of an existing folder (a rename of each, the same edit in each) is a
    # loop over them: a script; a folder that does not exist yet is no such change.
    (tmp_path / "scans").mkdir()
    folder = CodeReplies(None, [], tmp_path, ["scans/"])
    assert folder.text_format(first_turn("Task: prefix each scan in scans/ with its year")).prefix.startswith("```python\n")
    assert not CodeReplies(None, [], tmp_path, ["missing/"]).text_format(first_turn("Task: move them to missing/")).prefix
    assert not CodeReplies(None, [], tmp_path, ["scans/", "prices.csv"]).text_format(first_turn("Task: x")).prefix
    # After a host's first call ran, or after a turn, the reply is open again ...
    ran = first_turn(asked)
    ran["messages"] += [{"role": "assistant", "content": "x"}, {"role": "tool", "content": "y"}]
    assert not question.text_format(ran).prefix
    # ... except a fix turn, whose grammar allows a python block only.
    command = python_command("rows = records('prices.csv')\nprint(len(rows)")
    output = 'stderr:\n  File "<stdin>", line 2\n    print(len(rows)\n         ^\nSyntaxError: \'(\' was never closed\n'
    fix = {**ran, "turns": 1, "data": {"last_failed": True, "steps": [{"command": command, "exit_code": 1, "output": output}]}}
    fmt = question.text_format(fix)
    assert fmt.gbnf == FIX_GRAMMAR and fmt.prefix.startswith("```python\n# Task: How many rows") and fmt.temperature
    # A script that ran and stopped on a traceback: its lines before that line are given, and the
    # model writes the script from the failing line on.
    script = ("# Task: How many rows has prices.csv?\n# Steps:\n# 1. count\nimport csv\n"
              "rows = list(csv.reader(open('prices.csv')))\nfirst = rows[1]\nprice = float(first[5])\nprint(price)")
    traceback = ('stderr:\nTraceback (most recent call last):\n  File "<stdin>", line 7, in <module>\n'
                 "IndexError: list index out of range\n")
    fix["data"]["steps"] = [{"command": python_command(script), "exit_code": 1, "output": traceback}]
    fmt = question.text_format(fix)
    assert fmt.gbnf == FIX_GRAMMAR and fmt.prefix_gbnf == CODE_REST_GRAMMAR
    assert fmt.prefix == ("```python\n" + "\n".join(script.splitlines()[:6]) + "\n"
                          "# corrected line (it raised IndexError: list index out of range):\n")
    assert fmt.resume is None  # one line after the failed one: nothing worth giving
    # With lines after it, the model that writes the next two again is given the rest of them.
    longer = script + "\ntotal = sum(float(r[2]) for r in rows[1:])\nprint('total', total)\nprint('ANSWER:', price, total)"
    fix["data"]["steps"] = [{"command": python_command(longer), "exit_code": 1, "output": traceback}]
    after = longer.splitlines()[7:]
    assert question.text_format(fix).resume == (("\n".join(after[:2]) + "\n", "\n".join(after) + "\n```"),
                                                ("\n".join(after[1:3]) + "\n", "\n".join(after[1:]) + "\n```"))
    short = script.replace("print(price)", "a = 1\nb = 2\nprint(a, b)")  # two lines too short to tell where it is
    fix["data"]["steps"] = [{"command": python_command(short), "exit_code": 1, "output": traceback}]
    assert question.text_format(fix).resume is None
    fix["data"]["steps"] = [{"command": python_command(script), "exit_code": 1, "output": traceback}]
    # ... not once a repeat of a failed script was refused (the redraw must not see it), nor when
    # the line that failed is the first line of code.
    fix["data"]["repeats_refused"] = 1
    assert "first = rows[1]" not in question.text_format(fix).prefix
    del fix["data"]["repeats_refused"]
    early = traceback.replace("line 7", "line 4").replace("IndexError: list index out of range",
                                                          "ModuleNotFoundError: No module named 'csvx'")
    fix["data"]["steps"] = [{"command": python_command(script), "exit_code": 1, "output": early}]
    assert question.text_format(fix).prefix.endswith("# Steps:\n# 1. read prices.csv\n")
    # Where no opening is given, a python block the grammar allows opens with the task's line as
    # written (a model two turns in wrote a script for a task of its own); the other replies stay.
    fmt = question.text_format(ran)
    assert not fmt.prefix and 'code ::= "```python\\n" "# Task: How many rows has prices.csv?\\n" body' in fmt.gbnf
    assert "root ::= code | shell | edit | final" in fmt.gbnf
    from ncurator_cli.guided.terminal import gbnf_literal

    assert gbnf_literal('a "b" \\ c\n') == '"a \\"b\\" \\\\ c\\n"'


# --- edit blocks -------------------------------------------------------------------------------------


def _edit_reply(path: str, search: str, replace: str) -> str:
    return f"```edit\n{path}\n<<<<<<< SEARCH\n{search}=======\n{replace}>>>>>>> REPLACE\n```"


def _run(command: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["bash", "-c", command], capture_output=True, text=True, cwd=cwd)


def test_an_edit_block_changes_only_the_lines_it_names(tmp_path: Path) -> None:
    (tmp_path / "svc").mkdir()
    cfg = tmp_path / "svc" / "api.yaml"
    cfg.write_text("name: api\nport: 7100\nmetrics_port: 9101\n")
    cfg.chmod(0o640)
    calls, problem = parse(_edit_reply("svc/api.yaml", "port: 7100\n", "port: 7105\n"))
    assert problem is None and calls[0].name == "terminal_run_command"
    out = _run(calls[0].args["command"], tmp_path)
    assert out.returncode == 0, out.stderr
    assert cfg.read_text() == "name: api\nport: 7105\nmetrics_port: 9101\n"
    assert cfg.stat().st_mode & 0o777 == 0o640  # the atomic replace keeps the file's mode
    assert "-port: 7100" in out.stdout and "+port: 7105" in out.stdout
    assert sorted(p.name for p in (tmp_path / "svc").iterdir()) == ["api.yaml"]  # no temp file left


@pytest.mark.parametrize(
    ("before", "search", "replace", "after"),
    [
        # trailing blanks in the file, none in the SEARCH
        ("a = 1   \nb = 2\n", "a = 1\n", "a = 10\n", "a = 10\nb = 2\n"),
        # the file's last line has no newline
        ("x\ny = 1", "y = 1\n", "y = 2\n", "x\ny = 2"),
        # Windows line endings are kept
        ("p\r\nq\r\n", "q\n", "Q\n", "p\r\nQ\r\n"),
        # an empty SEARCH appends
        ("K=1\n", "", "L=2\n", "K=1\nL=2\n"),
        ("K=1", "", "L=2\n", "K=1\nL=2\n"),
        # a section header and the setting under it, the lines between left out: replaced in place
        ("[a]\nt = 1\n[b]\nhost = h\n; s\nt = 45\n", "[b]\nt = 45\n", "[b]\nt = 90\n",
         "[a]\nt = 1\n[b]\nhost = h\n; s\nt = 90\n"),
    ],
)
def test_edit_matching_tolerates_what_models_get_wrong(tmp_path: Path, before: str, search: str, replace: str,
                                                       after: str) -> None:
    f = tmp_path / "f.txt"
    f.write_bytes(before.encode())
    out = _run(edit_command("f.txt", [(search, replace)]), tmp_path)
    assert out.returncode == 0, out.stderr
    assert f.read_bytes() == after.encode()


@pytest.mark.parametrize(
    ("search", "error"),
    [
        ("port: 1\n", "occurs 0 times"),  # not in the file
        ("port: 7100\n", "occurs 2 times"),  # ambiguous
        ("[a]\n[b]\nport: 1\n", "occurs 0 times"),  # spread out, but one line is in no place
    ],
)
def test_an_edit_that_cannot_be_placed_changes_nothing(tmp_path: Path, search: str, error: str) -> None:
    """Also when SEARCH's lines are found spread out: twice (ambiguous), or with another number of
    REPLACE lines (no line-for-line reading), nothing changes."""
    f = tmp_path / "f.ini"
    f.write_text("[a]\nport: 7100\n[b]\nport: 7100\n")
    pairs = [("[a]\n", "[A]\n"), (search, "port: 7105\n")]  # the first pair alone would apply
    out = _run(edit_command("f.ini", pairs), tmp_path)
    assert out.returncode == 1 and error in out.stderr
    assert f.read_text() == "[a]\nport: 7100\n[b]\nport: 7100\n"


def test_a_search_text_not_in_the_file_is_answered_with_the_files_nearest_lines(tmp_path: Path) -> None:
    """A SEARCH written in another form than the file's (`KEY value` for `KEY=value`) was sent
    twice unchanged after a bare "occurs 0 times" (a probe trace): the error quotes the file's
    nearest lines, or says that nothing is like it and how to add lines at the end."""
    f = tmp_path / "app.env"
    f.write_text("APP_PORT=8081\nSMTP_HOST=mailhog\nSMTP_PORT=2525\n")
    out = _run(edit_command("app.env", [("SMTP_PORT 1025\n", "SMTP_PORT=1025\n")]), tmp_path)
    assert out.returncode == 1
    assert "occurs 0 times in app.env; copy the lines exactly from the file; the file's nearest lines: 'SMTP_PORT=2525'" in out.stderr
    out = _run(edit_command("app.env", [("WEBHOOK_SECRET\n", "WEBHOOK_SECRET=x\n")]), tmp_path)
    assert "no line of the file is like 'WEBHOOK_SECRET'; to add lines at the end of the file, leave SEARCH empty" in out.stderr
    assert f.read_text() == "APP_PORT=8081\nSMTP_HOST=mailhog\nSMTP_PORT=2525\n"
    # a line only somewhat like it (a commented-out other value) is not offered as the one meant
    f.write_text("# LOG_LEVEL=debug\nAPP_PORT=8081\n")
    out = _run(edit_command("app.env", [("LOG_LEVEL=info\n", "LOG_LEVEL=info\nX=1\n")]), tmp_path)
    assert "nearest lines" not in out.stderr and "leave SEARCH empty" in out.stderr


def test_an_edit_creates_a_missing_file_only_from_an_empty_search(tmp_path: Path) -> None:
    assert _run(edit_command("new/notes.md", [("", "# Notes\n")]), tmp_path).returncode == 0
    assert (tmp_path / "new" / "notes.md").read_text() == "# Notes\n"
    out = _run(edit_command("missing.txt", [("a\n", "b\n")]), tmp_path)
    assert out.returncode == 1 and "does not exist" in out.stderr and not (tmp_path / "missing.txt").exists()
    out = _run(edit_command("new/notes.md", [("# Notes\n", "# Notes\n")]), tmp_path)
    assert out.returncode == 1 and "nothing would change" in out.stderr


def test_edit_block_forms_and_refusals() -> None:
    # Several SEARCH/REPLACE pairs; the path may stand before the fence (as aider writes it).
    assert parse_edit("a.txt\n<<<<<<< SEARCH\nx\n=======\ny\n>>>>>>> REPLACE\n<<<<<<< SEARCH\n1\n=======\n2\n>>>>>>> REPLACE") == (
        "a.txt", [("x\n", "y\n"), ("1\n", "2\n")])
    calls, problem = parse("conf/app.ini\n```ini\n<<<<<<< SEARCH\nt = 1\n=======\nt = 2\n>>>>>>> REPLACE\n```")
    assert problem is None and "PATH = 'conf/app.ini'" in calls[0].args["command"]
    for reply, why in [
        (_edit_reply("../etc/passwd", "a\n", "b\n"), "not a path inside the workspace"),
        (_edit_reply("/etc/passwd", "a\n", "b\n"), "not a path inside the workspace"),
        ("```edit\na.txt\n<<<<<<< SEARCH\nx\n>>>>>>> REPLACE\n```", "needs a ======= line"),
        ("```edit\n<<<<<<< SEARCH\nx\n=======\ny\n>>>>>>> REPLACE\n```", "starts with the path"),
        (_edit_reply("docs/ops.rst", "Backups run at 02:00.\n", "Backups run at 02:00.\n"), "changes nothing"),
    ]:
        calls, problem = parse(reply)
        assert calls == [] and problem is not None and why in problem


def test_a_decision_after_a_command_in_a_shell_block_is_not_part_of_the_command() -> None:
    calls, problem = parse("```bash\ntouch found.txt\nDONE: created found.txt\n```")
    assert problem is None and calls[0].args == {"command": "touch found.txt"}


def test_reply_grammar_has_the_edit_form() -> None:
    from ncurator_cli.guided.terminal import GUIDED_SYSTEM, REPLY_GRAMMAR, RETRY_GRAMMAR

    assert "edit ::=" in REPLY_GRAMMAR and "<<<<<<< SEARCH" in REPLY_GRAMMAR
    assert "```edit" in GUIDED_SYSTEM and "# Steps:" in GUIDED_SYSTEM
    assert '( "DONE" | "FAILED" | "SAVE" ) ": "' in REPLY_GRAMMAR
    # a retry of a give-up may only finish with DONE (or write a block)
    assert 'final ::= "DONE" ": "' in RETRY_GRAMMAR and '"FAILED"' not in RETRY_GRAMMAR


# --- the objective's own check command ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("objective", "check"),
    [
        (f"Two checks are red. Run them with `{RUN_TESTS}` in the project folder and repair the code.", RUN_TESTS),
        ("Run the suite with `python -m unittest discover -s tests` and fix it.", "python -m unittest discover -s tests"),
        ("Run the tests with `pytest -q tests/` and fix what fails.", "pytest -q tests/"),
        ("Make `make test` pass: run `make test` and fix it.", "make test"),
        ("Run `rm -rf build` and then rebuild.", None),  # an action, not a check
        ("Run `python3 -m pytest; curl x | sh`", None),
        ("What does report.py print?", None),
    ],
)
def test_check_command_is_a_test_runner_the_objective_names(objective: str, check: str | None) -> None:
    assert check_command(objective) == check


def calc_project(workspace: Path) -> None:
    """calc.py with a bug (add subtracts) and a unittest suite that catches it."""
    (workspace / "calc.py").write_text("def add(a, b):\n    return a - b\n")
    (workspace / "tests").mkdir()
    (workspace / "tests" / "__init__.py").write_text("")
    (workspace / "tests" / "test_calc.py").write_text(
        "import unittest\nfrom calc import add\n\n\nclass T(unittest.TestCase):\n"
        "    def test_add(self):\n        self.assertEqual(add(2, 3), 5)\n")


def test_the_check_runs_first_and_a_success_is_refused_while_it_fails(guided, workspace: Path) -> None:
    calc_project(workspace)
    res = guided(
        [
            # a wrong fix: the host finishes after the edit (calc.py, the task's output, written and
            # shown, in a change of one condition), the check fails again, so that finish is refused
            # with its output
            tx(_edit_reply("calc.py", "    return a - b\n", "    return a * b\n")),
            tx(_edit_reply("calc.py", "    return a * b\n", "    return a + b\n")),
            tx("DONE: add() returns a + b"),
        ],
        f"Run the tests with `{RUN_TESTS}` from the workspace root and fix calc.py so they pass.", votes=False,
    )
    assert res.code == 0, res.stderr
    commands = [s["command"].split("\n")[0] for s in res.of_type("terminal_step_started")]
    assert commands == [RUN_TESTS, "python3 - <<'PYEOF'", RUN_TESTS,
                        "python3 - <<'PYEOF'", RUN_TESTS]
    exits = [s["exit_code"] for s in res.of_type("terminal_step_result")]
    assert exits == [1, 0, 1, 0, 0]
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert finishes[0]["error"].startswith(f"not finished: the task's check `{RUN_TESTS}` fails")
    assert "AssertionError" in finishes[0]["output_preview"]
    assert finishes[1]["error"] is None
    host = [a for a in res.of_type("activity") if a["action_type"] == "host_finish"]
    assert len(host) == 1  # once per task: the second edit's finish was the model's
    assert res.of_type("task_result")[0]["message"] == "add() returns a + b"
    assert (workspace / "calc.py").read_text() == "def add(a, b):\n    return a + b\n"
    assert [(a["path"], a["operation"]) for a in res.of_type("file_artifact")] == [("calc.py", "updated")] * 2


def test_tests_the_objective_protects_cannot_be_changed(guided, workspace: Path) -> None:
    calc_project(workspace)
    test_file = (workspace / "tests" / "test_calc.py").read_text()
    res = guided(
        [tx(_edit_reply("tests/test_calc.py", "        self.assertEqual(add(2, 3), 5)\n", "        self.assertEqual(add(2, 3), -1)\n")),
         tx("```bash\nsed -i 's/5)/-1)/' tests/test_calc.py\n```"),
         tx(_edit_reply("calc.py", "    return a - b\n", "    return a + b\n")), tx("DONE: fixed add()")],
        f"The tests fail. Run them with `{RUN_TESTS}` and fix the bug; leave the tests/ folder unchanged.",
        votes=False,
    )
    assert res.code == 0, res.stderr
    assert (workspace / "tests" / "test_calc.py").read_text() == test_file
    assert (workspace / "calc.py").read_text() == "def add(a, b):\n    return a + b\n"
    (protect,) = [a for a in res.of_type("activity") if a["action_type"] == "protect"]
    assert protect["summary"] == "read-only for this task: tests (the task says to leave tests unchanged)"
    results = [r["output_preview"] for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_run_command"]
    assert all("read-only for this task: tests" in r for r in results[1:3])
    assert [s["exit_code"] != 0 for s in res.of_type("terminal_step_result")] == [True, True, True, False, False]
    assert [a["path"] for a in res.of_type("file_artifact")] == ["calc.py"]



def test_the_output_in_a_folder_kept_but_for_it_is_written_and_the_rest_is_not(guided, workspace: Path) -> None:
    """"Fix notes/a.txt; leave everything else in notes/ unchanged": notes/ is read-only but for
    notes/a.txt, bound writable on top; the edit (written in place: the folder takes no temp
    file) lands, a write to notes/b.txt fails."""
    (workspace / "notes").mkdir()
    (workspace / "notes" / "a.txt").write_text("teh plan\n")
    (workspace / "notes" / "b.txt").write_text("teh other\n")
    res = guided(
        [tx("```bash\necho x > notes/b.txt\n```"), tx(_edit_reply("notes/a.txt", "teh plan\n", "the plan\n")),
         tx("DONE: fixed the typo in notes/a.txt")],
        "Fix the typo in notes/a.txt. Leave everything else in notes/ unchanged.", votes=False,
    )
    assert res.code == 0, res.stderr
    assert (workspace / "notes" / "a.txt").read_text() == "the plan\n"
    assert (workspace / "notes" / "b.txt").read_text() == "teh other\n"
    (protect,) = [a for a in res.of_type("activity") if a["action_type"] == "protect"]
    assert "notes (but notes/a.txt, which the task changes)" in protect["summary"]
    results = [r["output_preview"] for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_run_command"]
    assert "Read-only file system" in results[0]

def test_the_first_message_says_what_is_read_only(tmp_path: Path) -> None:
    import types

    from ncurator_cli.capabilities.terminal import TerminalCapability
    from ncurator_cli.config import RunLimits
    from ncurator_cli.objective.intent import Intent
    from ncurator_cli.runtime.context import Workspace

    calc_project(tmp_path)
    ctx = types.SimpleNamespace(workspace=Workspace(tmp_path, "w"), guided=True, limits=RunLimits(),
                                sandbox=types.SimpleNamespace(name="bwrap"), emitter=types.SimpleNamespace(redactor=None),
                                intent=Intent("change", ["calc.py"], keep=["tests/test_calc.py"]))
    objective = "Fix calc.py. Leave tests/test_calc.py unchanged."
    text = TerminalCapability().first_message(ctx, {"id": "t1", "objective": objective}, "")
    assert ("Read-only for this task (the task says to leave tests/test_calc.py unchanged): tests/test_calc.py."
            in text)
    ctx.intent = Intent("change", ["calc.py"])
    assert "Read-only" not in TerminalCapability().first_message(ctx, {"id": "t1", "objective": "Fix calc.py."}, "")
    # An output that does not exist yet: the script writes it, not only prints the result.
    task = {"id": "t1", "objective": "Write the sum to out/sum.txt and fix calc.py.", "outputs": ["out/sum.txt", "calc.py"]}
    text = TerminalCapability().first_message(ctx, task, "")
    assert "The task's outputs: out/sum.txt, calc.py. Change nothing else. out/sum.txt does not exist yet: your script writes it" in text


def test_a_change_after_which_the_check_passes_wins_the_vote(guided, workspace: Path) -> None:
    calc_project(workspace)
    wrong = tx(_edit_reply("calc.py", "    return a - b\n", "    return a * b\n"))
    right = tx(_edit_reply("calc.py", "    return a - b\n", "    return b + a\n"))
    res = guided(
        [wrong, wrong, right, tx("DONE: add() returns the sum")],
        f"The tests fail. Run them with `{RUN_TESTS}` and fix calc.py.",
    )
    assert res.code == 0, res.stderr
    trials = [a["summary"] for a in res.of_type("activity") if a["action_type"] == "trial_run"]
    assert ["check passes" in t for t in trials] == [False, False, True]  # the first that passes ends the sampling
    vote = next(a for a in res.of_type("activity") if a["action_type"] == "vote")
    assert vote["summary"].startswith("candidate 3 of 3 chosen")  # over the plurality of two wrong fixes
    assert vote["summary"].endswith("1 more not drawn: none could change the pick")
    assert (workspace / "calc.py").read_text() == "def add(a, b):\n    return b + a\n"
    assert [s["exit_code"] for s in res.of_type("terminal_step_result")] == [1, 0, 0]


def test_kb_passages_are_labelled_as_not_workspace_files(tmp_path: Path) -> None:
    import types

    from ncurator_cli.capabilities.terminal import TerminalCapability
    from ncurator_cli.config import RunLimits
    from ncurator_cli.runtime.context import Workspace

    ctx = types.SimpleNamespace(workspace=Workspace(tmp_path, "w"), guided=True, limits=RunLimits(),
                                sandbox=types.SimpleNamespace(name="bwrap"), emitter=types.SimpleNamespace(redactor=None))
    task = {"id": "t1", "objective": "Write the critical alerts to alerts.txt"}
    text = TerminalCapability().first_message(ctx, task, "[kb] 2 passages from 1 documents\n[severity.md › P1] data loss")
    assert "not files in the workspace" in text and "[severity.md › P1] data loss" in text
    assert "lines = [" in text and "not commands for you to run" in text
    plain = TerminalCapability().first_message(ctx, task, "Results of earlier tasks:\n- task t0: ok")
    assert "not files in the workspace" not in plain


@pytest.mark.parametrize(
    ("objective", "noted"),
    [
        ("How many Python files define a function named main?", True),
        ("Which function in helpers.py has the most parameters?", True),
        ("Which class in models.py has the most methods?", True),
        ("Which modules of the shop package import the requests library?", True),
        ("Rename every .txt file in notes/ to .md", False),
        ("Import the rows of data.csv into totals.json", False),
        ("Find the function with the highest revenue in visits.csv", False),
    ],
)
def test_questions_about_python_code_are_told_how_to_read_it_with_records(tmp_path: Path, objective: str, noted: bool) -> None:
    import types

    from ncurator_cli.capabilities.terminal import TerminalCapability
    from ncurator_cli.config import RunLimits
    from ncurator_cli.guided.terminal import PY_STRUCTURE_NOTE
    from ncurator_cli.runtime.context import Workspace

    ctx = types.SimpleNamespace(workspace=Workspace(tmp_path, "w"), guided=True, limits=RunLimits(),
                                sandbox=types.SimpleNamespace(name="bwrap"), emitter=types.SimpleNamespace(redactor=None))
    (tmp_path / "data.txt").write_text("x\n")
    task = {"id": "t1", "objective": objective}
    assert PY_STRUCTURE_NOTE not in TerminalCapability().first_message(ctx, task, "")  # no Python file here
    (tmp_path / "helpers.py").write_text("def f(a, b):\n    return a\n")
    first = TerminalCapability().first_message(ctx, task, "")
    assert (PY_STRUCTURE_NOTE in first) is noted
    # With the note, the source files are listed but not previewed (the script parses them all),
    # unless the objective names them.
    assert ("--- helpers.py" in first) is (not noted or "helpers.py" in objective) and "helpers.py (" in first
    assert "records('**/*.py')" in PY_STRUCTURE_NOTE and "'method'" in PY_STRUCTURE_NOTE
    # ... and shown what records() gives for the module the objective names, else for every module
    # (the call shown is the call the model writes).
    call = "helpers.py" if "helpers.py" in objective else "**/*.py"
    shape = f"records({call!r}) gives 1 dicts; e.g. {{'file': 'helpers.py', 'module': 'helpers', 'line': 1, 'kind': 'function', 'name': 'f'"
    assert (shape in first) is noted


@pytest.mark.parametrize(
    "reply",
    [
        "```bash\n# Task: count rows\n# Steps:\n# 1. read\nimport csv\nprint(sum(1 for _ in open('a.csv')))\n```",
        "```sh\nimport os\nprint(sorted(os.listdir('.')))\n```",
    ],
)
def test_python_under_a_shell_fence_runs_as_python(reply: str) -> None:
    calls, problem = parse(reply)
    assert problem is None and calls[0].args["command"].startswith("python3 - <<'PYEOF'\n")


@pytest.mark.parametrize(
    "command",
    ["python3 - <<'EOF'\nimport os\nprint(1)\nEOF", "grep -c 'import os' a.py", "for f in *.txt; do echo \"$f\"; done"],
)
def test_shell_that_mentions_python_stays_shell(command: str) -> None:
    calls, _ = parse(f"```bash\n{command}\n```")
    assert calls[0].args["command"] == command


def test_after_a_refused_repeat_failed_scripts_are_hidden_but_their_errors_stay() -> None:
    from ncurator_cli.guided.terminal import FAILED_PLACEHOLDER
    from ncurator_cli.models.base import Message, ToolCall

    run = ToolCall("terminal_run_command", {"command": "python3 - <<'PYEOF'\nprint(utils)\nPYEOF"}, id="c1")
    ok = ToolCall("terminal_run_command", {"command": "ls"}, id="c0")
    messages = [
        Message("system", "s"), Message("user", "task"),
        Message("assistant", "```bash\nls\n```", tool_calls=[ok]),
        Message("tool", "exit_code: 0\nduration_ms: 3\nstdout:\nhelpers.py", tool_call_id="c0"),
        Message("assistant", "```python\nprint(utils)\n```", tool_calls=[run]),
        Message("tool", "exit_code: 1\nduration_ms: 9\nstderr:\nNameError: name 'utils' is not defined", tool_call_id="c1"),
    ]
    replies = CodeReplies()
    assert replies.history(messages, {"data": {"last_failed": True}}) == messages  # a first retry sees its script
    shown = replies.history(messages, {"data": {"last_failed": True, "repeats_refused": 1}})
    assert [m.content for m in shown[:4]] == [m.content for m in messages[:4]]  # a block that worked stays
    assert shown[4].content == FAILED_PLACEHOLDER and shown[4].tool_calls == [run]
    assert "NameError" in shown[5].content
    assert messages[4].content == "```python\nprint(utils)\n```"  # the loop's own record is untouched


def test_a_repeated_failing_block_is_not_shown_to_the_model_again(guided, workspace: Path, tmp_path: Path) -> None:
    bad = tx("```python\nprint(undefined_name)\n```")
    res = guided([bad, bad, tx("```python\nprint('fresh')\n```"), tx("DONE: fresh")], "Print something", votes=False)
    assert res.code == 0, res.stderr
    commands = [s["command"] for s in res.of_type("terminal_step_started")]
    assert len(commands) == 2 and "fresh" in commands[1]


def test_a_failing_check_is_answered_with_how_to_fix_the_file() -> None:
    from ncurator_cli.guided.terminal import CHECK_FAILED_NOTE, FAILED_NOTE, RESULT_NOTE
    from ncurator_cli.models.base import ToolCall

    run = ToolCall("terminal_run_command", {"command": RUN_TESTS})
    failed = {"data": {"steps": [{"command": RUN_TESTS.replace(" ", "  ", 1), "exit_code": 1, "output": "3 failed, 2 passed in 0.05s"}]}}
    note = CodeReplies(RUN_TESTS).result_note(run, failed)
    assert note == CHECK_FAILED_NOTE.format(check=RUN_TESTS) and "```edit" in note
    passed = {"data": {"steps": [{"command": RUN_TESTS, "exit_code": 0, "output": "5 passed in 0.04s"}]}}
    assert CodeReplies(RUN_TESTS).result_note(run, passed) == RESULT_NOTE
    assert CodeReplies(None).result_note(run, failed) == FAILED_NOTE


@pytest.mark.parametrize(
    ("command", "target"),
    [
        ("cd notes/", "notes/"),
        ("cd notes", "notes"),
        ("  cd   notes ;", "notes"),
        ("cd 'my notes'", "my notes"),
        ('cd "my notes"', "my notes"),
        ("cd", ""),
        ("cd ~", "~"),
        ("cd ..", ".."),
        ("cd notes && ls", None),
        ("cd notes; ls", None),
        ("cd $HOME", None),
        ('cd "$(mktemp -d)"', None),
        ("cd -", None),
        ("cd ~root", None),
        ("cd a b", None),
        ("ls notes", None),
    ],
)
def test_bare_cd_is_only_a_cd(command: str, target: str | None) -> None:
    from ncurator_cli.guided.terminal import bare_cd

    assert bare_cd(command) == target


def test_a_cd_moves_the_later_blocks_into_that_folder(guided, workspace: Path) -> None:
    from ncurator_cli.guided.terminal import CD_NOTE

    (workspace / "notes").mkdir()
    (workspace / "notes" / "a.txt").write_text("a\n")
    (workspace / "b.txt").write_text("b\n")
    rename = ("```python\nimport os\nfor f in sorted(os.listdir('.')):\n    if f.endswith('.txt'):\n"
              "        os.rename(f, f[:-4] + '.md')\n        print(f)\n```")
    # The rename comes last: it changes the folder the task names, so the host finishes after it.
    res = guided(
        [tx("```bash\ncd /etc\n```"), tx("```bash\ncd notes/\n```"), tx("```bash\ncd missing\n```"),
         tx("```bash\ncd ..\n```"), tx("```bash\nls\n```"), tx("```bash\ncd notes/\n```"), tx(rename),
         tx("DONE: renamed notes/a.txt to notes/a.md")],
        "Rename every .txt file in notes/ to .md", votes=False,
    )
    assert res.code == 0, res.stderr
    assert (workspace / "notes" / "a.md").exists() and not (workspace / "notes" / "a.txt").exists()
    assert (workspace / "b.txt").exists()  # the block ran in notes/, not in the root
    results = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_run_command"]
    assert results[0]["error"].startswith("command refused") and "outside the workspace" in results[0]["error"]
    assert CD_NOTE.format(cwd="notes/") in results[1]["output_preview"]
    assert "No such folder" in results[2]["output_preview"]
    assert CD_NOTE.format(cwd="the workspace root") in results[3]["output_preview"]
    assert "notes" in results[4]["output_preview"] and "b.txt" in results[4]["output_preview"]
    assert CD_NOTE.format(cwd="notes/") in results[5]["output_preview"]
    assert "a.txt" in results[6]["output_preview"]
    # A cd runs nothing: only the two real commands are steps; each move is an activity.
    steps = [s["command"].split("\n")[0] for s in res.of_type("terminal_step_started")]
    assert steps == ["ls", "python3 - <<'PYEOF'"]
    assert [s["cwd"] for s in res.of_type("terminal_step_started")] == [".", "notes"]
    moves = [a["summary"] for a in res.of_type("activity") if a["action_type"] == "change_dir"]
    assert moves == ["later commands run in notes/", "later commands run in ./", "later commands run in notes/"]
    assert [a["action_type"] for a in res.of_type("activity")].count("host_finish") == 1
    assert {(a["path"], a["operation"]) for a in res.of_type("file_artifact")} == {("notes/a.md", "created"), ("notes/a.txt", "deleted")}


def test_a_cd_is_not_voted_on(guided, workspace: Path) -> None:
    (workspace / "notes").mkdir()
    (workspace / "notes" / "a.txt").write_text("a\n")
    rename = tx("```python\nimport os\nos.rename('a.txt', 'a.md')\nprint('a.md')\n```")
    res = guided([tx("```bash\ncd notes/\n```"), rename, rename, tx("DONE: renamed")],
                 "Rename every .txt file in notes/ to .md")
    assert res.code == 0, res.stderr
    # one vote, on the python block; its first sample agrees, which settles it (two more could
    # at best tie, and a tie keeps the greedy reply), so no further sample is drawn
    assert len([a for a in res.of_type("activity") if a["action_type"] == "vote"]) == 1
    trials = [a["summary"] for a in res.of_type("activity") if a["action_type"] == "trial_run"]
    assert len(trials) == 2 and all("exit 0" in t and "2 files changed" in t for t in trials)
    assert sorted(p.name for p in (workspace / "notes").iterdir()) == ["a.md"]


# --- voting on question tasks ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("stdout", "key"),
    [
        ("join_rows: 7\nparse_row: 2\nANSWER: join_rows has 7 parameters.", ("7", "join_rows")),
        ("ANSWER: 3 files\nANSWER: app.py, cmd/start.py", ("3", "app.py", "cmd/start.py")),
        ("clips 43,001\nfonts 24000\nThe largest is media/clips with 43001 bytes", ("43001", "media/clips")),
        ("total: 7.0", ("7",)),
        ("Yes, it is", ("yes, it is",)),
        ("\n\n", None),
    ],
)
def test_answer_keys_compare_what_runs_answered(stdout: str, key: tuple[str, ...] | None) -> None:
    from ncurator_cli.guided.vote import answer_key

    assert answer_key(stdout) == key


@pytest.mark.parametrize(
    ("keys", "pick"),
    [
        ([("5",), ("7",), None, ("7",)], 1),  # two runs agree against the greedy one
        ([("5",), ("7",), ("8",), None], 0),  # no answer has more support than the greedy one
        ([None, None, ("7",), None], 2),  # the greedy one did not run: the first that did
        ([("7",), ("5",), ("5",), ("7",)], 0),  # a tie keeps the greedy one
        ([(), None, ("files", "t.py=1"), None], 0),  # the greedy one ran: a lone other outcome does not win
        ([None, None, None, None], 0),
    ],
)
def test_vote_prefers_agreement_then_the_greedy_reply(keys: list[Any], pick: int) -> None:
    from ncurator_cli.guided.vote import vote

    assert vote(keys) == pick


@pytest.mark.parametrize(
    ("keys", "remaining", "may_check", "settled"),
    [
        ([("7",), ("7",)], 2, False, True),  # the rest can at best tie, and a tie keeps the greedy reply
        ([("7",), ("5",)], 2, False, False),
        ([None, None], 2, False, False),  # a later sample may be the first that runs
        ([("7",)], 3, False, False),
        ([("7",), ("7",), ("5",)], 1, False, True),
        ([("7",), ("5",), ("5",)], 1, False, False),  # one more 7 ties the groups: the greedy reply again
        ([("7",), ("7",)], 2, True, False),  # a later change might pass the task's check
        ([("check passes", "f"), ("7",)], 2, True, True),
        ([("7",), ("5",), ("3",)], 0, False, True),
    ],
)
def test_a_vote_stops_sampling_once_no_sample_could_change_the_pick(keys, remaining, may_check, settled) -> None:
    from itertools import product

    from ncurator_cli.guided.vote import pick_candidate, vote_settled

    assert vote_settled(keys, remaining, may_check) is settled
    if settled and not may_check:  # checked against every future outcome, independently
        known = [k for k in dict.fromkeys(keys) if k] + [("new", "a"), ("new", "b"), ("new", "c"), None]
        assert all(pick_candidate([*keys, *f]) == pick_candidate(keys) for f in product(known, repeat=remaining))


def test_a_question_is_answered_by_the_runs_that_agree(guided, workspace: Path) -> None:
    (workspace / "data.csv").write_text("id\n" + "".join(f"{i}\n" for i in range(7)))
    wrong = "```python\nprint('ANSWER: 5')\n```"
    right = "```python\nimport csv\nrows = list(csv.reader(open('data.csv')))[1:]\nprint('ANSWER:', len(rows))\n```"
    crash = "```python\nprint(undefined)\n```"
    # a trial cannot change the workspace, even when the script tries to
    writer = ("```python\nimport pathlib\ntry:\n    pathlib.Path('trial.txt').write_text('x')\nexcept OSError:\n"
              "    pass\nprint('ANSWER: 7 rows')\n```")
    res = guided([tx(wrong), tx(right), tx(crash), tx(writer), tx("DONE: 7 rows")], "How many data rows does data.csv have?")
    assert res.code == 0, res.stderr
    trials = [a for a in res.of_type("activity") if a["action_type"] == "trial_run"]
    assert [t["status"] for t in trials] == ["completed", "completed", "failed", "completed"]
    assert "read-only" in trials[0]["summary"] and "answer 5" in trials[0]["summary"]
    votes = [a for a in res.of_type("activity") if a["action_type"] == "vote"]
    assert len(votes) == 1 and votes[0]["summary"].startswith("candidate 2 of 4 chosen; 2 of 4")
    # the chosen reply runs for real, through the ordinary path and events
    commands = [s["command"] for s in res.of_type("terminal_step_started")]
    assert len(commands) == 1 and "csv.reader" in commands[0]
    assert "ANSWER: 7" in res.of_type("terminal_step_result")[0]["output_preview"]
    assert not (workspace / "trial.txt").exists() and not res.of_type("file_artifact")
    # The chosen script printed its ANSWER line and succeeded: that line is the answer (host finish).
    assert res.of_type("task_result")[0]["message"] == "7"


def test_a_change_is_voted_on_by_what_the_trials_did_to_a_scratch_copy(guided, workspace: Path) -> None:
    (workspace / "data.csv").write_text("id\n" + "".join(f"{i}\n" for i in range(7)))

    def writes(n: str, say: str) -> dict[str, Any]:
        return tx(f"```python\nopen('data.csv').read()\nopen('count.txt', 'w').write('{n}\\n')\nprint('{say}')\n```")

    res = guided([writes("5", "wrote 5"), writes("7", "wrote it"), tx("```python\nprint(nope)\n```"),
                  writes("7", "done: 7 rows"), tx("DONE: count.txt says 7")],
                 "Create count.txt with the number of data rows in data.csv")
    assert res.code == 0, res.stderr
    trials = [a for a in res.of_type("activity") if a["action_type"] == "trial_run"]
    assert len(trials) == 4 and all("in a scratch copy" in t["summary"] for t in trials)
    assert [t["status"] for t in trials] == ["completed", "completed", "failed", "completed"]
    votes = [a for a in res.of_type("activity") if a["action_type"] == "vote"]
    assert votes[0]["summary"].startswith("candidate 2 of 4 chosen; 2 of 4")  # same file, different words
    # only the chosen candidate touched the workspace
    assert (workspace / "count.txt").read_text() == "7\n"
    assert [(a["path"], a["operation"]) for a in res.of_type("file_artifact")] == [("count.txt", "created")]
    assert len(res.of_type("terminal_step_started")) == 1
    assert not list(Path(__import__("tempfile").gettempdir()).glob("ncurator-trial-*"))


def test_candidates_that_leave_the_stated_output_empty_never_win_the_vote(guided, workspace: Path) -> None:
    """Two scripts that agree on an empty output file (they read the wrong folder) lose to the one
    that wrote something: an empty output is not a result, however many agree on it."""
    (workspace / "rows").mkdir()
    (workspace / "rows" / "data.csv").write_text("id\n" + "".join(f"{i}\n" for i in range(7)))
    empty = tx("```python\nimport glob\nn = sum(1 for f in glob.glob('*.csv') for _ in open(f))\n"
               "open('count.txt', 'w').write('' if not n else str(n))\nprint('done')\n```")
    res = guided([empty, empty, tx("```python\nprint(nope)\n```"),
                  tx("```python\nrows = open('rows/data.csv').read().splitlines()[1:]\n"
                     "open('count.txt', 'w').write(f'{len(rows)}\\n')\nprint('wrote', len(rows))\n```"),
                  tx("DONE: count.txt says 7")],
                 "Create count.txt with the number of data rows in rows/data.csv")
    assert res.code == 0, res.stderr
    votes = [a for a in res.of_type("activity") if a["action_type"] == "vote"]
    assert votes[0]["summary"].startswith("candidate 4 of 4 chosen")
    assert (workspace / "count.txt").read_text() == "7\n"


def test_an_empty_file_the_objective_asks_for_is_a_result(guided, workspace: Path) -> None:
    res = guided([tx("```bash\ntouch done.flag\n```"), tx("DONE: created the empty file done.flag")],
                 "Create an empty file named done.flag", votes=False)
    assert res.code == 0, res.stderr
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert [f["error"] for f in finishes] == [None]
    assert (workspace / "done.flag").read_text() == ""


def test_a_success_claimed_over_an_empty_output_is_pushed_back_once(guided, workspace: Path) -> None:
    (workspace / "rows").mkdir()
    (workspace / "rows" / "data.csv").write_text("id\n1\n2\n")
    res = guided(
        [tx("```python\nopen('count.txt', 'w').close()\nprint('made it')\n```"),
         tx("DONE: count.txt written"),
         tx("```python\nrows = open('rows/data.csv').read().splitlines()[1:]\nopen('count.txt', 'w').write(str(len(rows)))\n```"),
         tx("DONE: count.txt says 2")],
        "Create count.txt with the number of data rows in rows/data.csv", votes=False,
    )
    assert res.code == 0, res.stderr
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert finishes[0]["error"].startswith("not finished: count.txt is empty")
    assert finishes[1]["error"] is None
    assert (workspace / "count.txt").read_text() == "2"


def test_an_answer_after_a_result_that_printed_no_answer_is_pushed_back_once(guided, workspace: Path) -> None:
    """A question's script printed `ANSWER:` with nothing after it, and the model answered with
    values anyway (copied from the file's preview): pushed back once; after a script that prints
    them, the answer stands."""
    (workspace / "gate.log").write_text("2026-02-01 08:00:00 IN plate=AB12 gate=east\n"
                                        "2026-02-01 09:00:00 IN plate=CD34 gate=east\n"
                                        "2026-02-01 17:00:00 OUT plate=AB12 gate=east\n")
    empty = ("```python\nrows = records('gate.log')\nplates = [r['plate'] for r in rows if r['timestamp'].startswith('2026-02-02')"
             " and r['plate']]\nprint('ANSWER:', ', '.join(plates))\n```")
    good = ("```python\nrows = records('gate.log')\nseen = {}\nfor r in rows:\n    seen[r['fields'][1]] = r['fields'][0]\n"
            "print('ANSWER:', ', '.join(p[6:] for p, way in seen.items() if way == 'IN'))\n```")
    res = guided([tx(empty), tx("DONE: AB12, CD34"), tx(good), tx("DONE: CD34")],
                 "Which plates came in through the gate in gate.log and are still in? Don't change anything.", votes=False)
    assert res.code == 0, res.stderr
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert finishes[0]["error"].startswith("not finished: the last result printed no answer")
    assert finishes[-1]["error"] is None
    assert res.of_type("answer_completed")[-1]["text"].strip().endswith("CD34")


def test_a_success_claimed_right_after_a_named_defect_is_asked_once_more(guided, workspace: Path) -> None:
    """The loop named a defect of the file the last run wrote (every line the header: each record
    joined whole) and the model claimed success without running anything: pushed back once with
    the defect; after the corrected script the claim stands. A claim repeated over the defect
    stands too (the note may be wrong): asked once, not forced."""
    (workspace / "items.csv").write_text("code,price\nA-1,2.40\nB-2,3.10\n")
    bad = ("```python\nrows = records('items.csv')\nwith open('out.csv', 'w') as f:\n"
           "    f.write(','.join(rows[0]) + '\\n')\n    for r in rows:\n        f.write(','.join(r) + '\\n')\n"
           "print(open('out.csv').read())\n```")
    good = ("```python\nimport csv\nrows = records('items.csv')\nwith open('out.csv', 'w', newline='') as f:\n"
            "    w = csv.DictWriter(f, fieldnames=list(rows[0]))\n    w.writeheader()\n    w.writerows(rows)\n"
            "print(open('out.csv').read())\n```")
    res = guided([tx(bad), tx("DONE: out.csv written"), tx(good), tx("DONE: out.csv has 2 rows")],
                 "Copy items.csv to out.csv with the rows in the same order", votes=False)
    assert res.code == 0, res.stderr
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert finishes[0]["error"].startswith("not finished: 3 of the 3 lines of out.csv are the same line")
    assert "`.join(r)` joins a record's keys" in finishes[0]["error"] and finishes[1]["error"] is None
    assert (workspace / "out.csv").read_text().splitlines() == ["code,price", "A-1,2.40", "B-2,3.10"]  # decimals as written
    (workspace / "out.csv").unlink()
    res = guided([tx(bad), tx("DONE: out.csv written"), tx("DONE: out.csv is right")],
                 "Copy items.csv to out.csv with the rows in the same order", votes=False)
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert [f["error"] is None for f in finishes] == [False, True]


def test_an_answer_after_a_script_that_printed_nothing_is_asked_once_more(guided, workspace: Path) -> None:
    """A script that printed nothing gave no result, not even "none found" (it read the wrong folder,
    and the model answered that nothing matched): the note says so and the answer is pushed
    back once; after a script that prints, the answer stands."""
    (workspace / "shots").mkdir()
    (workspace / "shots" / "a.txt").write_text("same\n")
    (workspace / "shots" / "b.txt").write_text("same\n")
    silent = "```python\nimport os\nfor f in os.listdir('.'):\n    if f.endswith('.jpg'):\n        print(f)\n```"
    loud = ("```python\nimport os, hashlib\nseen = {}\nfor f in sorted(os.listdir('shots')):\n"
            "    h = hashlib.sha256(open(os.path.join('shots', f), 'rb').read()).hexdigest()\n"
            "    print(f, h[:8])\n    seen.setdefault(h, []).append(f)\n"
            "print('ANSWER:', [g for g in seen.values() if len(g) > 1])\n```")
    res = guided([tx(silent), tx("DONE: Nothing matched."), tx(loud), tx("DONE: a.txt and b.txt are the same.")],
                 "Which files in shots/ have the same content as another file there?", votes=False)
    assert res.code == 0, res.stderr
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert finishes[0]["error"].startswith("not finished: The script printed nothing") and finishes[1]["error"] is None
    # The second script's ANSWER line ended the task (the host's finish); the last scripted reply is unused.
    assert res.of_type("task_result")[0]["message"] == "[['a.txt', 'b.txt']]"


def test_a_success_claimed_again_over_a_still_empty_output_fails_the_task(guided, workspace: Path) -> None:
    """The push-back over an empty stated output is not a formality: claimed again with the file
    still empty, the task fails (exit 1), and no answer says the file was written."""
    (workspace / "rows").mkdir()
    (workspace / "rows" / "data.csv").write_text("id\n1\n2\n")
    empty = "```python\nopen('count.txt', 'w').close()\nprint('made it')\n```"
    res = guided([tx(empty), tx("DONE: count.txt written"), tx("```python\nopen('count.txt', 'a').close()\n```"),
                  tx("DONE: count.txt written")],
                 "Create count.txt with the number of data rows in rows/data.csv", votes=False)
    assert res.code == 1, res.stderr
    result = res.of_type("task_result")[0]
    assert result["code"] == "failed" and "count.txt is empty" in result["message"]
    assert not res.of_type("answer_completed")


def test_no_votes_when_turned_off(guided, workspace: Path) -> None:
    script = "```python\nopen('out.txt', 'w').write('hi\\n')\nprint('ANSWER: wrote out.txt')\n```"
    res = guided([tx(script), tx("DONE: wrote out.txt")], "Create out.txt saying hi", votes=False)
    assert res.code == 0, res.stderr
    assert not [a for a in res.of_type("activity") if a["action_type"] in ("trial_run", "vote")]
    assert (workspace / "out.txt").read_text() == "hi\n"


def test_a_missing_file_that_is_a_kb_document_is_explained() -> None:
    from ncurator_cli.guided.terminal import FAILED_NOTE, KB_FILE_NOTE
    from ncurator_cli.models.base import ToolCall

    run = ToolCall("terminal_run_command", {"command": "python3 - <<'PYEOF'\nopen('kb/guide.md')\nPYEOF"})
    first = ("Task: list the steps\n\nWhat is known so far (passages quoted from the knowledge base; ...):\n"
             "[guide.md › Setup] 1. Get a key")
    output = "FileNotFoundError: [Errno 2] No such file or directory: 'knowledge_base/guide.md'"
    loop = {"messages": [{"content": "system"}, {"content": first}],
            "data": {"steps": [{"command": "x", "exit_code": 1, "output": output}]}}
    assert CodeReplies().result_note(run, loop) == KB_FILE_NOTE.format(name="guide.md")
    loop["data"]["steps"][0]["output"] = output.replace("guide.md", "other.md")
    assert CodeReplies().result_note(run, loop) == FAILED_NOTE


def test_a_script_that_does_not_compile_gets_its_line_quoted_and_a_fix_turn() -> None:
    from ncurator_cli.guided.terminal import FIX_GRAMMAR, failed_line
    from ncurator_cli.models.base import ToolCall

    script = "x = 1\nprint(f'{\"a\": {x}}')\nprint(x)\n"
    command = f"python3 - <<'PYEOF'\n{script}PYEOF"
    output = ('exit_code: 1\nstderr:\n  File "<stdin>", line 2\n    print(f\'{"a": {x}}\')\n          ^^^\n'
              "SyntaxError: f-string: invalid syntax. Perhaps you forgot a comma?\n")
    assert failed_line(command, output) == (2, "print(f'{\"a\": {x}}')",
                                            "SyntaxError: f-string: invalid syntax. Perhaps you forgot a comma?")
    loop = {"turns": 1, "data": {"last_failed": True, "steps": [{"command": command, "exit_code": 1, "output": output}]}}
    note = CodeReplies().result_note(ToolCall("terminal_run_command", {"command": command}), loop)
    assert note.startswith("Your script stopped at line 2:") and "SyntaxError" in note
    assert CodeReplies().text_format(loop).gbnf == FIX_GRAMMAR  # the next reply is the script's fix
    # A failed shell command with no script line to point at is told to fix it, not to report it.
    plain = {"data": {"steps": [{"command": "ls nowhere", "exit_code": 2,
                                 "output": "ls: cannot access 'nowhere': No such file or directory"}]}}
    assert "failed" in CodeReplies().result_note(ToolCall("terminal_run_command", {"command": "ls nowhere"}), plain)
    # a program that is not installed is named as such
    plain = {"data": {"steps": [{"command": "tool", "exit_code": 127, "output": "tool: command not found"}]}}
    assert CodeReplies().result_note(ToolCall("terminal_run_command", {"command": "tool"}), plain).startswith(
        "The program tool is not installed here")


def test_a_block_of_only_comments_is_not_run_and_refused_replies_are_retried_sampled() -> None:
    from ncurator_cli.guided.terminal import EMPTY_BLOCK

    assert parse("```python\n# (a script that failed)\n# Steps:\n```", ran=True) == ([], EMPTY_BLOCK)
    # The host's preview lines copied into a script are no code: left out, and with nothing else, refused.
    copied = "```python\n# Steps:\nrecords('a.csv') gives 40 dicts with the keys of records('b.csv'), read the same way\n```"
    assert parse(copied, ran=True) == ([], EMPTY_BLOCK)
    calls, _ = parse(copied.replace("# Steps:", "print(1)"), ran=True)
    assert "gives 40 dicts" not in calls[0].args["command"] and "print(1)" in calls[0].args["command"]
    replies = CodeReplies()
    assert replies.text_format({"turns": 1, "text_misses": 1, "data": {}}).temperature == 0.7
    assert replies.text_format({"turns": 2, "text_misses": 2, "data": {}}).temperature == 1.0
    assert replies.text_format({"turns": 2, "text_misses": 0, "data": {}}).temperature is None


def test_a_task_checked_by_tests_previews_the_source_files_first_and_longer(tmp_path: Path) -> None:
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_calc.py").write_text("import unittest\n" * 30)
    (tmp_path / "calc.py").write_text("".join(f"x{i} = {i}\n" for i in range(20)) + "def add(a, b):\n    return a - b\n")
    (tmp_path / "README.md").write_text("Calculator.\n")
    files = ["README.md", "calc.py", "tests/test_calc.py"]
    text = file_previews(tmp_path, files, "Fix the bug so the tests pass", code_lines=40)
    assert text.startswith("--- calc.py (whole file)\n") and "return a - b" in text
    assert text.index("calc.py") < text.index("tests/test_calc.py")
    assert text.count("import unittest") == 8  # a test file keeps the short preview
    plain = file_previews(tmp_path, files, "Fix the bug so the tests pass")
    assert "return a - b" not in plain  # 8 lines only without a test check


def test_a_question_about_python_structure_previews_only_the_source_files_it_names(tmp_path: Path) -> None:
    """A script that parses every .py file with ast needs none of their first lines: a dozen of them
    were half a first message's tokens. Files the objective names, and other kinds, keep theirs."""
    (tmp_path / "pkg").mkdir()
    for name in ("a.py", "b.py", "pkg/c.py"):
        (tmp_path / name).write_text(f"def f_{name[-4]}(x):\n    return x\n")
    (tmp_path / "NOTES.md").write_text("Conventions.\n")
    files = ["NOTES.md", "a.py", "b.py", "pkg/c.py"]
    every = file_previews(tmp_path, files, "Which function takes the most parameters?", named_code_only=True)
    assert every == "--- NOTES.md (first lines)\nConventions."
    named = file_previews(tmp_path, files, "Which function in b.py takes the most parameters?", named_code_only=True)
    assert "--- b.py" in named and "--- a.py" not in named and "--- pkg/c.py" not in named and "NOTES.md" in named
    assert "--- a.py" in file_previews(tmp_path, files, "Which function takes the most parameters?")


def test_a_success_the_check_still_contradicts_ends_as_failed(guided, workspace: Path) -> None:
    calc_project(workspace)
    wrong = tx(_edit_reply("calc.py", "    return a - b\n", "    return a * b\n"))
    res = guided([wrong, tx("DONE: fixed"), tx("DONE: fixed"), tx("DONE: fixed")],
                 f"Tests fail. Run them with `{RUN_TESTS}` and fix calc.py.", votes=False)
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    # the text before the first ": " (the check itself has a colon, `-p no:cacheprovider`)
    assert [f["error"].split(": ")[0] for f in finishes] == ["not finished", "not finished",
                                                             f"the task's check `{RUN_TESTS}` still fails"]
    result = res.of_type("task_result")[0]
    assert result["code"] == "failed" and "still fails" in result["message"]
    assert res.code == 1


def test_a_success_claimed_without_a_real_change_is_checked_too(guided, workspace: Path) -> None:
    """`touch` changes no content: the claim that follows is still decided by the task's check,
    and the run never ends 0 while the check fails."""
    calc_project(workspace)
    res = guided([tx("DONE: all good"), tx("```bash\ntouch calc.py\n```"), tx("DONE: fixed"), tx("DONE: fixed"),
                  tx("DONE: fixed")],
                 f"Tests fail. Run them with `{RUN_TESTS}` and fix calc.py.", votes=False)
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert [f["error"].split(": ")[0] for f in finishes] == ["not finished", "not finished", "not finished",
                                                             f"the task's check `{RUN_TESTS}` still fails"]
    assert res.of_type("task_result")[0]["code"] == "failed"
    assert res.code == 1


def test_a_reply_refused_unread_is_not_shown_again() -> None:
    from ncurator_cli.guided.terminal import EMPTY_BLOCK, REFUSED_PLACEHOLDER
    from ncurator_cli.models.base import Message

    messages = [Message("system", "s"), Message("user", "task"),
                Message("assistant", "```python\n# Steps:\n```"), Message("user", EMPTY_BLOCK)]
    shown = CodeReplies().history(messages, {"data": {}})
    assert shown[2].content == REFUSED_PLACEHOLDER and shown[3].content == EMPTY_BLOCK
    assert messages[2].content == "```python\n# Steps:\n```"


def test_a_named_document_is_shown_with_how_python_docx_reads_its_styles(tmp_path: Path) -> None:
    import docx

    from ncurator_cli.capabilities.terminal import _docx_views

    d = docx.Document()
    d.add_heading("Plan", 1)
    d.add_paragraph("Body text.")
    d.save(str(tmp_path / "r.docx"))
    (view,) = _docx_views(tmp_path, "Create toc.txt with the headings of r.docx")
    assert "(Heading 1) Plan" in view and "p.style.name" in view and "has the style 'Normal'" in view
    assert "Normal body text" not in view  # the model took that for a style name
    assert _docx_views(tmp_path, "Count the files") == []


def test_a_named_documents_table_is_shown_to_a_script_writer_as_its_header_and_rows(tmp_path: Path) -> None:
    """A script reads a document with records() or python-docx, not by block id or cell index:
    the view it is shown has no ids and a table's header once (the edit view's per-cell header
    labels made a small price list 1,000 tokens of prompt)."""
    import docx

    from ncurator_cli.capabilities.terminal import _docx_views

    d = docx.Document()
    d.add_paragraph("Rates per unit.")
    t = d.add_table(rows=3, cols=2)
    for r, row in enumerate([("Grade", "Rate per hour (EUR)"), ("A", "40.00"), ("B", "55.50")]):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.save(str(tmp_path / "rates.docx"))
    (view,) = _docx_views(tmp_path, "Price each line of work.csv with rates.docx into priced.csv")
    assert "Table 0 (3 rows x 2 cols), by row:\n  header: Grade | Rate per hour (EUR)\n  1: A | 40.00\n  2: B | 55.50" in view
    assert "[body/" not in view and "set_cell_text" not in view and "c1 Rate" not in view
    assert "records('rates.docx') gives 2 dicts" in view and "N as in Table N below" in view


def test_a_script_writers_view_shows_a_long_tables_first_rows_and_what_follows_it(tmp_path: Path) -> None:
    """A 30-row table was a fifth of a probe's first message, and the script read it with
    records() all the same: the view shows its first DOCX_VIEW_ROWS rows, says the table is cut
    (its size stands above), and still shows the paragraphs and tables after it."""
    import docx

    from ncurator_cli.capabilities.terminal import DOCX_VIEW_ROWS, _docx_views

    d = docx.Document()
    t = d.add_table(rows=31, cols=2)
    t.cell(0, 0).text, t.cell(0, 1).text = "Guest", "Seat"
    for r in range(1, 31):
        t.cell(r, 0).text, t.cell(r, 1).text = f"Guest {r:02d}", str(r)
    d.add_paragraph("Reserve list", style="Heading 1")
    t2 = d.add_table(rows=2, cols=1)
    t2.cell(0, 0).text, t2.cell(1, 0).text = "Name", "Una Reserve"
    d.save(str(tmp_path / "plan.docx"))
    (view,) = _docx_views(tmp_path, "List the guests of plan.docx in guests.csv")
    assert "Table 0 (31 rows x 2 cols), by row:" in view
    assert f"  {DOCX_VIEW_ROWS}: Guest {DOCX_VIEW_ROWS:02d} | {DOCX_VIEW_ROWS}\n  … (table cut)" in view
    assert f"Guest {DOCX_VIEW_ROWS + 1:02d}" not in view
    assert "(Heading 1) Reserve list" in view and "1: Una Reserve" in view
    assert "records('plan.docx') gives 31 dicts" in view


@pytest.mark.parametrize(
    ("objective", "command"),
    [
        ("How many rows? Run count.py to find out.", "python3 count.py"),
        ("Execute the script `tools/sum.sh` and report what it prints", "bash tools/sum.sh"),
        ("run ./count.py", "python3 count.py"),
        ("Explain what count.py does", None),  # named, but not to be run
        ("Run missing.py", None),  # not a file in the workspace
        ("Run ../outside.py", None),  # outside the workspace
    ],
)
def test_script_command_is_a_workspace_script_the_objective_says_to_run(
    tmp_path: Path, objective: str, command: str | None
) -> None:
    ws = tmp_path / "ws"
    (ws / "tools").mkdir(parents=True)
    (ws / "count.py").write_text("print(3)\n")
    (ws / "tools" / "sum.sh").write_text("echo 5\n")
    (tmp_path / "outside.py").write_text("print(1)\n")
    assert script_command(objective, ws) == command


def test_a_script_the_objective_says_to_run_runs_before_the_first_turn(guided, workspace: Path) -> None:
    """The model starts from the script's output: it answers from it instead of re-implementing it."""
    (workspace / "count.py").write_text("print('rows: 7')\n")
    res = guided([tx("DONE: there are 7 rows")], "How many rows are there? Run count.py to count them.", votes=False)
    assert res.code == 0, res.stderr
    steps = res.of_type("terminal_step_result")
    assert [s["command"] for s in steps] == ["python3 count.py"] and steps[0]["exit_code"] == 0
    assert res.of_type("task_result")[0]["message"] == "there are 7 rows"


def test_the_same_command_after_its_result_was_refused_is_refused_before_it_runs(guided, workspace: Path) -> None:
    empty = tx("```python\n# Task: write out.txt\nopen('out.txt', 'w').close()\n```")
    right = tx("```python\n# Task: write out.txt\nopen('out.txt', 'w').write(open('hello.txt').read().upper())\n```")
    res = guided([empty, tx("DONE: out.txt written"), empty, right, tx("DONE: out.txt holds HELLO WORLD")],
                 "Create out.txt holding the text of hello.txt in upper case.", votes=False)
    assert res.code == 0, res.stderr
    results = [e for e in res.of_type("tool_call_result") if e["tool_name"] == "terminal_run_command"]
    # The second, unchanged script never ran: it was drawn again within its turn.
    assert len(results) == 2 and len(res.of_type("terminal_step_result")) == 2
    assert [a["action_type"] for a in res.of_type("activity") if a["action_type"] == "resample"] == ["resample"]
    assert (workspace / "out.txt").read_text() == "HELLO WORLD\n"
    # Drawn the same every time: the repeat is refused before it runs, and the model is told why.
    (workspace / "out.txt").unlink()
    res = guided([empty, tx("DONE: out.txt written"), empty, empty, empty, right, tx("DONE: out.txt holds HELLO WORLD")],
                 "Create out.txt holding the text of hello.txt in upper case.", votes=False)
    results = [e for e in res.of_type("tool_call_result") if e["tool_name"] == "terminal_run_command"]
    assert "exactly the command that just ran" in (results[1]["error"] or "")
    assert len(res.of_type("terminal_step_result")) == 2


def test_success_claimed_when_every_command_failed_is_pushed_back_once(guided, workspace: Path) -> None:
    broken = tx("```python\n# Task: count lines\nprint(len(open('missing.txt').readlines()))\n```")
    fixed = tx("```python\n# Task: count lines\nprint(len(open('hello.txt').readlines()))\n```")
    res = guided([broken, tx("DONE: The error says the file is missing; I would open another file."), fixed,
                  tx("DONE: hello.txt has 1 line.")], "How many lines does hello.txt have?", votes=False)
    assert res.code == 0, res.stderr
    finishes = [e for e in res.of_type("tool_call_result") if e["tool_name"] == "terminal_finish"]
    assert "no command has succeeded yet" in (finishes[0]["error"] or "") and finishes[1]["error"] is None
    assert len(res.of_type("terminal_step_result")) == 2
    assert res.of_type("task_result")[0]["message"] == "hello.txt has 1 line."


def test_success_claimed_again_when_every_command_failed_fails_the_task(guided, workspace: Path) -> None:
    """After the push-back, a second claim with still no command succeeded is not a success: the
    task fails and the run does not exit 0 with an answer that claims a result."""
    broken = tx("```python\n# Task: count lines\nprint(len(open('missing.txt').readlines()))\n```")
    broken2 = tx("```python\n# Task: count lines\nprint(len(open('absent.txt').readlines()))\n```")
    res = guided([broken, tx("DONE: it has 3 lines."), broken2, tx("DONE: it has 3 lines.")],
                 "How many lines does hello.txt have?", votes=False)
    assert res.code == 1, res.stderr
    result = res.of_type("task_result")[0]
    assert result["code"] == "failed" and "every command it ran failed" in result["message"]
    assert not res.of_type("answer_completed")


@pytest.mark.parametrize("output, expected", [
    ("Traceback (most recent call last):\nKeyError: 'discontinued'", "no key 'discontinued': read it with .get('discontinued')"),
    ("AttributeError: 'list' object has no attribute 'items'", "read it with settings(path)"),
    ("AttributeError: 'TableRow' object has no attribute 'style'", "no 'style'. For its paragraphs read them with python-docx"),
    ("UnicodeDecodeError: 'utf-8' codec can't decode byte 0x8b in position 1: invalid start byte", "gzip.open(path, 'rt')"),
    ("gzip.BadGzipFile: Not a gzipped file (b'19')", "Only the files whose name ends in .gz are gzip-compressed"),
    ("TypeError: '<' not supported between instances of 'str' and 'int'", "skip the blanks and convert the rest with float(...)"),
    ("ValueError: could not convert string to float: '$1,200'", "The value '$1,200' is not a plain number"),
    ("ValueError: could not convert string to float: ''", "Some rows have an empty value there (a blank cell)"),
    ("TypeError: '_Row' object is not subscriptable", "A python-docx table row is no list: its cells are row.cells[i].text"),
    ("TypeError: strptime() argument 1 must be str, not datetime.date", "That value is already a datetime.date"),
    ("ValueError: invalid literal for int() with base 10: ''", "skip those rows before converting"),
    ("TypeError: cannot unpack non-iterable Module object", "each item is one Module object: loop with one name"),
    ("TypeError: string indices must be integers, not 'str'", "a loop over a dict gives its keys"),
    ("find: ‘rename’: No such file or directory", "The program rename is not installed here: do it in a python block"),
    ("bash: line 1: rg: command not found", "The program rg is not installed here"),
    ("ModuleNotFoundError: No module named 'pandas'", "The module pandas is not installed here: use the standard library"),
    ("ValueError: too many values to unpack (expected 2)", "The loop takes 2 names from each item"),
    ("FileNotFoundError: [Errno 2] No such file or directory: 'finance/budget.docx'",
     "There is no finance/budget.docx, but the workspace has budget.docx, old/budget.docx"),
    ("FileNotFoundError: [Errno 2] No such file or directory: 'nowhere.txt'", "That block failed, so it gave no result"),
    ("FileNotFoundError: [Errno 2] No such file or directory: 'site.sample'",
     "There is no site.sample, but the workspace has .site.sample"),
    ("docx.opc.exceptions.PackageNotFoundError: Package not found at 'finance/budget.docx'",
     "There is no finance/budget.docx, but the workspace has budget.docx"),
])
def test_a_failed_script_gets_the_fix_its_error_usually_needs(output: str, expected: str) -> None:
    from ncurator_cli.guided.terminal import CodeReplies
    from ncurator_cli.models.base import ToolCall

    run = ToolCall("terminal_run_command", {"command": "python3 - <<'PYEOF'\nx\nPYEOF"})
    first = ("Task: t\n\nWorkspace contents (4 files listed, folders end with /):\nbudget.docx (3 KB)\nold/\n"
             "old/budget.docx (2 KB)\n.site.sample (1 KB)")
    loop = {"messages": [{"content": "system"}, {"content": first}],
            "data": {"steps": [{"command": "x", "exit_code": 1, "output": output}]}}
    assert expected in CodeReplies().result_note(run, loop)


def test_a_key_no_record_has_gets_the_keys_there_are_not_a_default(tmp_path: Path) -> None:
    """A KeyError on a column no row of the CSV has: the note names the columns there are, since
    .get(key, 0) (the advice for a key some records lack) would make every row 0."""
    from ncurator_cli.guided.terminal import CodeReplies
    from ncurator_cli.models.base import ToolCall

    (tmp_path / "visits.csv").write_text("visit_id,arrived,left\nV1,2025-05-01,2025-05-09\nV2,2025-05-02,\n")
    script = "import csv\nrows = list(csv.DictReader(open('visits.csv')))\nprint(sum(float(r['cost']) for r in rows))"
    run = ToolCall("terminal_run_command", {"command": f"python3 - <<'PYEOF'\n{script}\nPYEOF"})
    loop = {"messages": [{"content": "system"}, {"content": "Task: t"}],
            "data": {"steps": [{"command": run.args["command"], "exit_code": 1,
                                "output": "Traceback (most recent call last):\n  File \"<stdin>\", line 3, in <module>\n"
                                          "KeyError: 'cost'"}]}}
    note = CodeReplies(root=tmp_path).result_note(run, loop)
    assert "No record of visits.csv has a key 'cost': its keys are visit_id, arrived, left." in note
    assert "is a key of" not in note
    # A file beside it that has the key (in another case) is named, with its keys.
    (tmp_path / "rates.csv").write_text("visit_id,Cost\nV1,40\n")
    note = CodeReplies(root=tmp_path).result_note(run, loop)
    assert "'Cost' is a key of rates.csv (keys: visit_id, Cost), which the script does not read" in note
    # A key some rows have: the .get advice stands.
    loop["data"]["steps"][0]["output"] = "Traceback (most recent call last):\nKeyError: 'left'"
    assert "Some records have no key 'left'" in CodeReplies(root=tmp_path).result_note(run, loop)


def test_an_empty_answer_read_with_get_on_a_key_no_log_line_has_is_named_with_the_fields(tmp_path: Path) -> None:
    """A clean run that answered 0 after `r.get('queue')` on a log with no such key: the note says
    no record has it and where the line's columns are (its `fields`); a KeyError on such a log says
    the same. A `.get` on a dict the script fills itself is no record read."""
    from ncurator_cli.guided.terminal import CodeReplies
    from ncurator_cli.models.base import ToolCall

    (tmp_path / "jobs").write_text("Plotter_A3 kim 301 [01/May/2026:10:00:00 +0000] total 4 - 198.51.100.7 a.pdf\n"
                                   "Plotter_A4 lee 302 [02/May/2026:10:00:00 +0000] total 9 - 198.51.100.8 b.pdf\n")

    def note(script: str, out: str, code: int = 0) -> str:
        run = ToolCall("terminal_run_command", {"command": f"python3 - <<'PYEOF'\n{script}\nPYEOF"})
        loop = {"messages": [{"content": "system"}, {"content": "Task: t"}],
                "data": {"steps": [{"command": run.args["command"], "exit_code": code, "output": out}]}}
        return CodeReplies(root=tmp_path, question=True).result_note(run, loop)

    script = ("rows = records('jobs')\nn = sum(r.get('pages', 0) for r in rows if r.get('queue') == 'Plotter_A3')\n"
              "print('ANSWER:', n, 'pages')")
    said = note(script, "stdout:\nANSWER: 0 pages\n")
    assert "The result looks empty. No record of jobs has a key 'pages'" in said
    assert "[0] 'Plotter_A3', [1] 'kim', [2] 301" in said and "[5] 4" in said
    # The same after a KeyError.
    failed = note("rows = records('jobs')\nprint(sum(r['pages'] for r in rows))",
                  "Traceback (most recent call last):\nKeyError: 'pages'", code=1)
    assert "No record of jobs has a key 'pages'" in failed and "'fields'" in failed
    # `r['pages']` behind a test that kept nothing never raised: named all the same.
    quiet = ("rows = records('jobs')\nn = [r['pages'] for r in rows if r['line'] > 100 and r['pages']]\n"
             "print('ANSWER:', sum(n))")
    assert "No record of jobs has a key 'pages'" in note(quiet, "stdout:\nANSWER: 0\n")
    # In a sort key's lambda too (`.get` with a default, on the records read).
    keyed = ("rows = records('jobs')\ntop = max(rows, key=lambda r: r.get('pages', 0))\n"
             "print('ANSWER:', top.get('pages', 0))")
    assert "No record of jobs has a key 'pages'" in note(keyed, "stdout:\nANSWER: 0\n")
    # Plain text read as lines has no keys of its own to list.
    (tmp_path / "notes.txt").write_text("remember the milk\ncall the plumber\n")
    plain = note("rows = records('notes.txt')\nprint(sum(r['pages'] for r in rows))",
                 "Traceback (most recent call last):\nKeyError: 'pages'", code=1)
    assert "No record" not in plain
    # A dict the script fills: not a record key.
    counts = ("rows = records('jobs')\ncounts = {}\nfor r in rows:\n    counts[r['fields'][0]] = 1\n"
              "print('ANSWER:', counts.get('Plotter_B1', 0))")
    assert "No record" not in note(counts, "stdout:\nANSWER: 0\n")


def test_an_empty_list_error_after_a_filter_says_which_test_kept_nothing_and_where_the_value_is(tmp_path: Path) -> None:
    """`[...][0]` of a filter that kept nothing raises IndexError: the note says the test is true
    for no record, that the field is empty in every record, and which column holds the value."""
    from ncurator_cli.guided.terminal import CodeReplies
    from ncurator_cli.models.base import ToolCall

    (tmp_path / "jobs").write_text("Plotter_A3 kim 301 [01/May/2026:10:00:00 +0000] total 4 - 198.51.100.7 a.pdf\n"
                                   "Plotter_A4 lee 302 [02/May/2026:10:00:00 +0000] total 9 - 198.51.100.8 b.pdf\n")
    script = ("rows = [r for r in records('jobs') if r['tag'] == 'Plotter_A4']\n"
              "print('ANSWER:', rows[0]['fields'][1])")
    run = ToolCall("terminal_run_command", {"command": f"python3 - <<'PYEOF'\n{script}\nPYEOF"})
    out = "Traceback (most recent call last):\n  File \"<stdin>\", line 2, in <module>\nIndexError: list index out of range"
    loop = {"messages": [{"content": "system"}, {"content": "Task: t"}],
            "data": {"steps": [{"command": run.args["command"], "exit_code": 1, "output": out}]}}
    note = CodeReplies(root=tmp_path, question=True).result_note(run, loop)
    assert "The script stopped on an empty result: `r['tag'] == 'Plotter_A4'` is true for no record" in note
    assert "'tag' is empty in every record; 'Plotter_A4' is the r['fields'][0] of some records" in note
    # A column compared with a value it never holds: named by its index.
    loop["data"]["steps"][0]["command"] = run.args["command"].replace("r['tag']", "r['fields'][1]")
    note = CodeReplies(root=tmp_path, question=True).result_note(
        ToolCall("terminal_run_command", {"command": loop["data"]["steps"][0]["command"]}), loop)
    assert "the r['fields'][1] values are 'kim', 'lee'; 'Plotter_A4' is the r['fields'][0]" in note


def test_an_empty_result_error_over_a_log_read_without_its_rotations_says_to_read_them(tmp_path: Path) -> None:
    """max() of nothing after a month filter over logs/inv.log, when "the logs in logs" are named and
    inv.log.1 and inv.log.2.gz lie beside it: the note says the older lines are in those files and
    how to read them all (a probe's April trips were all in the rotations; four turns of max())."""
    import gzip

    from ncurator_cli.guided.terminal import CodeReplies
    from ncurator_cli.models.base import ToolCall

    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "inv.log").write_text("2025-05-02 10:00:00 WARN grid over-voltage\n")
    (tmp_path / "logs" / "inv.log.1").write_text("2025-04-20 10:00:00 WARN grid over-voltage\n")
    (tmp_path / "logs" / "inv.log.2.gz").write_bytes(gzip.compress(b"2025-04-02 10:00:00 WARN grid over-voltage\n"))
    script = ("rows = [r for r in records('logs/inv.log') if r['timestamp'].startswith('2025-04')]\n"
              "days = {}\nfor r in rows:\n    days[r['timestamp'][:10]] = days.get(r['timestamp'][:10], 0) + 1\n"
              "print('ANSWER:', len(rows), max(days, key=days.get))")
    run = ToolCall("terminal_run_command", {"command": f"python3 - <<'PYEOF'\n{script}\nPYEOF"})
    out = ("Traceback (most recent call last):\n  File \"<stdin>\", line 5, in <module>\n"
           "ValueError: max() arg is an empty sequence")
    loop = {"messages": [{"content": "system"}, {"content": "Task: t"}],
            "data": {"steps": [{"command": run.args["command"], "exit_code": 1, "output": out}]}}
    objective = "Using the inverter logs in logs, how many over-voltage trips were there in April 2025?"
    note = CodeReplies(root=tmp_path, question=True, objective=objective).result_note(run, loop)
    assert "The script stopped on an empty result. Your script reads logs/inv.log alone" in note
    assert "records('logs/inv.log*')" in note
    # Not named as the logs' folder: the rotations are no explanation the host gives.
    note = CodeReplies(root=tmp_path, question=True, objective="How many trips in April?").result_note(run, loop)
    assert "rotated" not in note


def test_a_result_check_that_raises_costs_the_note_not_the_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    """A bug in one of the result checks gives the plain note (said on stderr), not a failed run;
    with NCURATOR_DEBUG set it raises, as other internal errors do."""
    from ncurator_cli.guided.terminal import FAILED_NOTE, RESULT_NOTE, CodeReplies
    from ncurator_cli.models.base import ToolCall

    def broken(self, call, loop):
        raise KeyError("boom")

    monkeypatch.setattr(CodeReplies, "_result_note", broken)
    monkeypatch.delenv("NCURATOR_DEBUG", raising=False)
    run = ToolCall("terminal_run_command", {"command": "python3 - <<'PYEOF'\nprint(1)\nPYEOF"})
    ok = {"messages": [{"content": "system"}, {"content": "Task: t"}],
          "data": {"steps": [{"command": run.args["command"], "exit_code": 0, "output": "stdout:\n1\n"}]}}
    assert CodeReplies(root=tmp_path).result_note(run, ok) == RESULT_NOTE
    ok["data"]["steps"][0]["exit_code"] = 1
    assert CodeReplies(root=tmp_path).result_note(run, ok) == FAILED_NOTE
    assert "a result check failed (KeyError: 'boom')" in capsys.readouterr().err
    monkeypatch.setenv("NCURATOR_DEBUG", "1")
    with pytest.raises(KeyError):
        CodeReplies(root=tmp_path).result_note(run, ok)


def test_a_csv_written_without_the_header_the_task_names_is_pushed_back_once(guided, workspace: Path) -> None:
    (workspace / "stock.csv").write_text("part,have\nbolt,100\nnut,1\n")
    task = "Using stock.csv, write need.csv with the columns part,qty for what is below 500 units."
    lines = tx("```python\nrows = records('stock.csv')\nopen('need.csv', 'w').write('\\n'.join(f\"{r['part']} {500 - r['have']}\" "
               "for r in rows) + '\\n')\nprint('written')\n```")
    res = guided([lines, tx("DONE: need.csv written"), tx("DONE: need.csv written as it is")], task, votes=False)
    assert res.code == 0, res.stderr
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert finishes[0]["error"].startswith("not finished: need.csv should begin with the header line `part,qty`")
    assert finishes[1]["error"] is None


def test_a_csv_of_amounts_written_with_other_decimals_than_the_task_states_is_pushed_back_once(
        guided, workspace: Path) -> None:
    (workspace / "sales.csv").write_text("depot,amount\nEast,100.25\nEast,100.25\nWest,3\n")
    task = "From sales.csv write totals.csv with the header depot,total, totals with two decimals."
    script = ("```python\nimport collections\nt = collections.Counter()\nfor r in records('sales.csv'):\n"
              "    t[r['depot']] += r['amount']\nwith open('totals.csv', 'w') as f:\n    f.write('depot,total\\n')\n"
              "    for k, v in t.items():\n        f.write(f'{k},{v}\\n')\nprint(open('totals.csv').read())\n```")
    res = guided([tx(script), tx("DONE: totals.csv written"), tx("DONE: totals.csv written as it is")], task, votes=False)
    assert res.code == 0, res.stderr
    assert (workspace / "totals.csv").read_text() == "depot,total\nEast,200.5\nWest,3\n"
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert finishes[0]["error"].startswith("not finished: totals.csv's 'total' column has '200.5' (data row 1)")
    assert finishes[1]["error"] is None


def test_a_change_that_turned_look_alike_lines_into_copies_is_named_with_the_lines_it_replaced(
        guided, workspace: Path) -> None:
    (workspace / "deps.txt").write_text("alpha==1.0\nalpha-extra==0.3\nbeta==2.0\n")
    task = "Bump alpha to 1.1 in deps.txt."
    sweep = tx("```python\nlines = open('deps.txt').read().splitlines()\n"
               "lines = ['alpha==1.1' if 'alpha' in ln else ln for ln in lines]\n"
               "open('deps.txt', 'w').write('\\n'.join(lines) + '\\n')\nprint('bumped')\n```")
    res = guided([sweep, tx("DONE: alpha is 1.1"), tx("DONE: alpha is 1.1")], task, votes=False)
    assert res.code == 0, res.stderr
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert finishes[0]["error"].startswith("not finished: deps.txt now has the line 'alpha==1.1' 2 times (before this "
                                           "task: 0)")
    assert "'alpha==1.0'; 'alpha-extra==0.3'" in finishes[0]["error"]
    assert finishes[1]["error"] is None


def test_a_question_over_data_files_starts_from_what_the_host_counted(guided, workspace: Path) -> None:
    """Guided mode: before the first turn of a question over the files it names, the host's own
    `question_facts` call runs (evented like any tool, offered to no model); the model answers
    from it, and that checked summary is the run's answer (no finalize turn to miscopy it)."""
    (workspace / "logs").mkdir()
    (workspace / "logs" / "web.log").write_text("2024-05-01 ERROR upstream gateway timeout\n2024-05-01 WARN gateway timeout\n")
    (workspace / "logs" / "web.log.1").write_text("2024-04-30 ERROR gateway timeout\n")
    res = guided([tx("DONE: 2 ERROR lines mention it.")],
                 'How many ERROR lines mention "gateway timeout" in logs/web.log and its rotated files?', votes=False)
    assert res.code == 0, res.stderr
    first = res.of_type("tool_call_started")[0]
    assert first["tool_name"] == "question_facts" and first["tool_call_id"].endswith(":pre0")
    result = res.of_type("tool_call_result")[0]
    assert 'in all 2 files: 2 ERROR lines contain "gateway timeout"' in result["output_preview"]
    assert res.of_type("answer_completed")[0]["text"] == "2 ERROR lines mention it."
    assert not [e for e in res.of_type("model_request_completed") if e["node"] == "finalize"]


def test_a_change_across_settings_files_starts_from_the_settings_it_names(guided, workspace: Path) -> None:
    """Guided mode: before the first turn of a change across settings files of several formats,
    the host's `settings_facts` call lists the setting the task names in each file (its full key
    there) and the value two files share; the model's change is made from it."""
    (workspace / "svc").mkdir()
    (workspace / "svc" / "a.yaml").write_text("name: a\nport: 7001\n")
    (workspace / "svc" / "b.ini").write_text("[server]\nport = 7002\n")
    (workspace / "svc" / "c.json").write_text('{"name": "c", "listen": {"port": 7002}}\n')
    fix = tx("```python\nset_values('svc/c.json', [('listen.port', 7010)])\nprint('ANSWER: c moved to 7010')\n```")
    res = guided([fix, tx("DONE: b and c shared port 7002; c now listens on 7010.")],
                 "Two services in svc/ listen on the same port: move the one named later to port 7010.", votes=False)
    assert res.code == 0, res.stderr
    first = res.of_type("tool_call_started")[0]
    assert first["tool_name"] == "settings_facts" and first["tool_call_id"].endswith(":pre0")
    result = res.of_type("tool_call_result")[0]["output_preview"]
    assert "svc/c.json: listen.port = 7002" in result
    assert "7002 in svc/b.ini server.port, svc/c.json listen.port" in result
    assert '"port": 7010' in (workspace / "svc" / "c.json").read_text()
    # Stated as a change of the folder (its output "svc/", a folder of settings files): the same facts first.
    (workspace / "svc" / "c.json").write_text('{"name": "c", "listen": {"port": 7002}}\n')
    intent = {"node": "intent", "tool_calls": [{"name": "declare_intent", "args": {"kind": "change", "outputs": ["svc/"]}}]}
    folder = guided([intent, fix, tx("DONE: b and c shared port 7002; c now listens on 7010.")],
                    "Two services in svc/ listen on the same port: move the one named later to port 7010.", votes=False)
    assert folder.code == 0, folder.stderr
    assert folder.of_type("tool_call_started")[0]["tool_name"] == "settings_facts"
    # A change that names no setting two files hold starts from the model's own first turn.
    again = guided([tx("```python\nprint('ANSWER: nothing')\n```"), tx("DONE: nothing to do")],
                   "Add a README to svc/ describing the services.", votes=False)
    assert [e["tool_name"] for e in again.of_type("tool_call_started")][0] != "settings_facts"
    # Nor one whose outputs are other files: the script's opening is the first turn's.
    listed = guided([tx("```python\nprint('ANSWER: nothing')\n```"), tx("DONE: nothing to do")],
                    "Write the port each service in svc/ listens on to ports.txt.", votes=False)
    assert [e["tool_name"] for e in listed.of_type("tool_call_started")][0] != "settings_facts"


def test_a_value_changed_across_a_folder_is_set_by_the_host_in_each_file_the_task_picks(guided, workspace: Path) -> None:
    """Guided mode: "poll every 10 minutes instead of every 2" for the inland stations of a folder of
    YAML and JSON configs: the host's first calls are the set_value of each inland station's poll
    setting, in the file's own unit and format (comments kept); the coast station, the retry
    settings and the model's finish stand."""
    (workspace / "stations").mkdir()
    (workspace / "stations" / "ridge.yaml").write_text("# ridge top\nzone: inland\nsample:\n  poll_s: 120  # seconds\n  retry_s: 120\n")
    (workspace / "stations" / "mill.json").write_text('{"zone": "inland", "sample": {"poll_every_min": 2, "retry_s": 120}}\n')
    (workspace / "stations" / "pier.yaml").write_text("zone: coast\nsample:\n  poll_s: 120\n  retry_s: 60\n")
    intent = {"node": "intent", "tool_calls": [{"name": "declare_intent", "args": {"kind": "change", "outputs": ["stations/"]}}]}
    res = guided([intent, tx("DONE: the inland stations now poll every 10 minutes.")],
                 "The inland stations use too much data: make them poll every 10 minutes instead of every 2. "
                 "The coast ones are fine.", votes=False)
    assert res.code == 0, res.stderr
    calls = [e for e in res.of_type("tool_call_started") if e["tool_name"] == "set_value"]
    assert [(c["input"]["path"], c["input"]["value"]) for c in calls] == [("stations/mill.json", "10"), ("stations/ridge.yaml", "600")]
    assert all(c["tool_call_id"].split(":")[1].startswith("pre") for c in calls)
    assert (workspace / "stations" / "ridge.yaml").read_text() == \
        "# ridge top\nzone: inland\nsample:\n  poll_s: 600  # seconds\n  retry_s: 120\n"
    assert orjson.loads((workspace / "stations" / "mill.json").read_text())["sample"] == {"poll_every_min": 10, "retry_s": 120}
    assert (workspace / "stations" / "pier.yaml").read_text() == "zone: coast\nsample:\n  poll_s: 120\n  retry_s: 60\n"


def test_a_question_joining_two_named_files_gets_no_host_counts(guided, workspace: Path) -> None:
    """Counts over one file alone (every order) are no answer to a question that joins it with
    another file (the active members): no host call runs, the model's script does."""
    (workspace / "members.csv").write_text("name,active\nAda,yes\nBo,no\n")
    (workspace / "orders.csv").write_text("name,item\nAda,lamp\nBo,lamp\n")
    script = ("```python\nok = {r['name'] for r in records('members.csv') if r['active'] == 'yes'}\n"
              "print('ANSWER:', sum(1 for r in records('orders.csv') if r['name'] in ok and r['item'] == 'lamp'))\n```")
    res = guided([tx(script), tx("DONE: 1 lamp")],
                 "How many active members in members.csv ordered item lamp in orders.csv?", votes=False)
    assert res.code == 0, res.stderr
    assert [e["tool_name"] for e in res.of_type("tool_call_started")][0] == "terminal_run_command"


def test_a_question_whose_files_hold_nothing_to_count_gets_no_host_call(guided, workspace: Path) -> None:
    (workspace / "notes.txt").write_text("hello\n")
    res = guided([tx("```bash\ncat notes.txt\n```"), tx("DONE: it says hello")], "What does notes.txt say?", votes=False)
    assert res.code == 0, res.stderr
    assert [e["tool_name"] for e in res.of_type("tool_call_started")][0] == "terminal_run_command"


def test_a_failing_check_quotes_the_code_its_failing_tests_call(tmp_path: Path) -> None:
    """The test output names what the failing tests called; the host finds those definitions in
    the source files that are not tests and quotes them after the check's failure."""
    from ncurator_cli.guided.terminal import code_under_test
    from ncurator_cli.models.base import ToolCall

    (tmp_path / "shop").mkdir()
    (tmp_path / "shop" / "prices.py").write_text(
        "def helper():\n    return 1\n\n\ndef discount(price, rate):\n    return price * rate\n\n\n"
        "class Cart:\n    def total(self):\n        return 0\n")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_prices.py").write_text("def discount(p, r):\n    return 'a test double'\n")
    output = (
        "FAIL: test_discount (tests.test_prices.T.test_discount)\nTraceback (most recent call last):\n"
        f'  File "{tmp_path}/tests/test_prices.py", line 8, in test_discount\n'
        "    self.assertEqual(discount(100, 0.2), 80.0)\nAssertionError: 20.0 != 80.0\n"
        f'  File "{tmp_path}/tests/test_prices.py", line 12, in test_total\n'
        "    assert Cart().total() == len([1])\n")
    under = code_under_test(tmp_path, output)
    assert under.startswith("The code the failing tests call")
    assert "--- shop/prices.py (lines 5-6)\ndef discount(price, rate):\n    return price * rate" in under
    assert "class Cart:" in under and "helper" not in under and "a test double" not in under
    assert code_under_test(tmp_path, "AssertionError: 1 != 2") == ""
    # Said after the check's failure, in the note the model reads.
    replies = CodeReplies(RUN_TESTS, [], tmp_path)
    loop = {"turns": 0, "data": {"last_failed": True, "steps": [
        {"command": RUN_TESTS, "exit_code": 1, "output": output}]}}
    note = replies.result_note(ToolCall("terminal_run_command", {"command": RUN_TESTS}), loop)
    assert f"The task's check `{RUN_TESTS}` fails" in note and "return price * rate" in note
    # The code is shown: the note does not send the model to print it first (a turn of `cat`).
    assert "cat " not in note and "SEARCH copies those lines from below" in note
    # A function of the workspace that the called code calls is quoted after it: the bug may be there.
    (tmp_path / "shop" / "prices.py").write_text(
        "def helper():\n    return 1\n\n\ndef cents(v):\n    return int(v)\n\n\n"
        "def discount(price, rate):\n    return cents(price * rate)\n")
    under = code_under_test(tmp_path, output)
    assert under.index("def discount") < under.index("def cents(v):\n    return int(v)") and "helper" not in under


@pytest.mark.parametrize("error", [
    "configparser.MissingSectionHeaderError: File contains no section headers.\nfile: '.env', line: 1",
    '  File "/usr/lib/python3.11/ast.py", line 64, in literal_eval\n    x\n  File "<unknown>", line 1\n'
    "    name: auth\nSyntaxError: invalid syntax",
    "yaml.scanner.ScannerError: mapping values are not allowed here",
    "json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)",
])
def test_a_data_file_parsed_by_hand_is_pointed_at_records(error: str) -> None:
    from ncurator_cli.models.base import ToolCall

    run = ToolCall("terminal_run_command", {"command": "python3 - <<'PYEOF'\nx\nPYEOF"})
    note = CodeReplies().result_note(run, {"data": {"steps": [{"exit_code": 1, "output": "Traceback:\n" + error}]}})
    assert "records(path)" in note


def test_a_failed_scripts_note_names_a_loop_variable_bound_again() -> None:
    from ncurator_cli.guided.terminal import shadowed_names
    from ncurator_cli.models.base import ToolCall

    code = ("import os\nfor f in os.listdir('data'):\n    with open(os.path.join('data', f)) as f:\n"
            "        rows = f.read()\n    with open('out.txt', 'a') as out:\n        out.write(f)\n")
    assert shadowed_names(code) == ["line 3 binds `f` again inside the `for`/`with` of line 2 that already binds it"]
    assert shadowed_names("for a in x:\n    pass\nfor a in y:\n    pass\ndef g(a):\n    for a in z: pass\n") == []
    command = python_command(code)
    output = ('Traceback (most recent call last):\n  File "<stdin>", line 6, in <module>\n'
              "TypeError: write() argument must be str, not _io.TextIOWrapper\n")
    loop = {"turns": 1, "data": {"last_failed": True, "steps": [{"command": command, "exit_code": 1, "output": output}]}}
    note = CodeReplies().result_note(ToolCall("terminal_run_command", {"command": command}), loop)
    assert "Also: line 3 binds `f` again" in note


def test_an_empty_result_names_the_tests_its_input_never_meets(tmp_path: Path) -> None:
    """A script that ran, found nothing and tested for text its input does not have: the note
    names each such test with a line of the input; tests that do hold somewhere are not named."""
    from ncurator_cli.guided.terminal import unmatched_tests
    from ncurator_cli.models.base import ToolCall

    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "web.log").write_text("2024-06-12T08:00:37Z ERROR [E4471] timeout\n2024-06-12T08:00:38Z INFO ok\n")
    code = ("import re\nn = 0\nfor line in open('logs/web.log'):\n    if line.startswith('ERROR') and '[E' in line:\n"
            "        m = re.search(r'code=(\\w+)', line)\n        n += 1\nopen('faults.txt', 'w').write('')\nprint('ANSWER:', n)\n")
    misses = unmatched_tests(tmp_path, code)
    assert misses == [
        "`startswith('ERROR')` holds for no line of logs/web.log (a line there reads: `2024-06-12T08:00:37Z ERROR [E4471] timeout`)",
        "`re.search('code=(\\\\w+)', …)` holds for no line of logs/web.log (a line there reads: `2024-06-12T08:00:37Z ERROR [E4471] timeout`)",
    ]
    (tmp_path / "faults.txt").write_text("")
    command = python_command(code)
    replies = CodeReplies(None, [], tmp_path)
    loop = {"turns": 1, "data": {"last_failed": False, "files": [{"path": "faults.txt", "operation": "created"}],
                                 "steps": [{"command": command, "exit_code": 0, "output": "ANSWER: 0\n"}]}}
    note = replies.result_note(ToolCall("terminal_run_command", {"command": command}), loop)
    assert note.startswith("The result looks empty, and the script tests for text its input does not have: `startswith('ERROR')`")
    # A result that is not empty gets the usual note.
    (tmp_path / "faults.txt").write_text("E4471 1\n")
    loop["data"]["steps"][0]["output"] = "E4471 1\n"
    assert "looks empty" not in replies.result_note(ToolCall("terminal_run_command", {"command": command}), loop)


@pytest.mark.parametrize("printed, empty", [
    ("ANSWER: 0\n", True),
    ("ANSWER: requests with a 5xx status: 0\nANSWER: distinct client addresses: 0\n", True),
    ("ANSWER: 0 requests from 0 addresses in 2024-03\n", True),
    ("ANSWER: matching files: none\n", True),
    ("ANSWER: requests with a 5xx status: 0\nANSWER: distinct client addresses: 3\n", False),
    ("ANSWER: 18 requests from 7 addresses\n", False),
    ("ANSWER: the 5xx errors come from /api/v2\n", False),
    ("ANSWER: Kestrel\n", False),
    ("rows 3\n", False),
])
def test_a_result_that_kept_nothing_is_told_apart(printed: str, empty: bool) -> None:
    """Answer lines that each give 0 or nothing, also behind a label, look like a filter that kept
    nothing (the host does not finish on them, and the script's tests are checked against its
    input); a line with any other number or a name does not."""
    from ncurator_cli.guided.terminal import empty_result

    assert empty_result(printed) is empty


def test_a_copy_of_the_prompts_example_is_not_run() -> None:
    import re as _re

    from ncurator_cli.guided.terminal import EXAMPLE_COPIED, GUIDED_SYSTEM

    example = _re.search(r"```python\n(.*?)```", GUIDED_SYSTEM, _re.S).group(1)
    calls, problem = parse(f"```python\nimport ast\nimport pathlib\n\n{example}```", ran=True)
    assert calls == [] and problem == EXAMPLE_COPIED
    calls, problem = parse("```python\nbooks = records('shelf.csv')\nprint(len(books))\n```", ran=True)
    assert problem is None and calls[0].name == "terminal_run_command"


def test_a_reply_that_repeats_the_failed_script_is_drawn_again_within_its_turn(guided, workspace: Path) -> None:
    """The same failing script written again is not run and not refused as a turn: the reply is
    drawn again (hotter) in the same turn, at most twice, and each draw is an activity."""
    bad = tx("```python\nrows = [1, 2]\nprint(rows.count())\n```")
    good = tx("```python\nrows = [1, 2]\nprint(len(rows))\n```")
    res = guided([bad, bad, good, tx("DONE: 2 rows")], "How many rows are there?", votes=False)
    assert res.code == 0, res.stderr
    assert [a["action_type"] for a in res.of_type("activity") if a["action_type"] == "resample"] == ["resample"]
    runs = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_run_command"]
    assert len(runs) == 2 and "TypeError" in runs[0]["output_preview"] and "2" in runs[1]["output_preview"]
    # Twice the same again: the last draw stands and meets the usual refusal.
    res = guided([bad, bad, bad, bad, good, tx("DONE: 2 rows")], "How many rows are there?", votes=False)
    assert len([a for a in res.of_type("activity") if a["action_type"] == "resample"]) == 2
    assert res.code == 0, res.stderr


def test_a_fix_that_keeps_the_failed_line_is_drawn_again(guided, workspace: Path) -> None:
    """A "fix" that changes only lines after the one that failed runs the same code up to that line
    and fails there the same way: drawn again within its turn, like an exact repeat."""
    from ncurator_cli.guided.terminal import keeps_failed_line

    bad = "```python\nrows = [1, 2]\ntotal = 0\nprint(rows.count())\nprint('done')\n```"
    later = "```python\nrows = [1, 2]\n# count them\ntotal = 0\nprint(rows.count())\nprint('finished', total)\n```"
    good = "```python\nrows = [1, 2]\ntotal = 0\nprint(len(rows))\n```"
    res = guided([tx(bad), tx(later), tx(good), tx("DONE: 2 rows")], "How many rows are there?", votes=False)
    assert res.code == 0, res.stderr
    resampled = [a for a in res.of_type("activity") if a["action_type"] == "resample"]
    assert len(resampled) == 1 and "the line it failed at" in resampled[0]["summary"]
    runs = [r["input"]["command"] for r in res.of_type("tool_call_started") if r["tool_name"] == "terminal_run_command"]
    assert len(runs) == 2 and "len(rows)" in runs[-1]

    def body(block: str) -> str:
        return block.removeprefix("```python\n").removesuffix("```")

    failed = {"command": python_command(body(bad)), "exit_code": 1,
              "output": 'Traceback (most recent call last):\n  File "<stdin>", line 3, in <module>\n'
                        "TypeError: list.count() takes exactly one argument (0 given)\n"}
    assert keeps_failed_line(python_command(body(later)), failed)
    assert not keeps_failed_line(python_command(body(good)), failed)
    assert not keeps_failed_line("ls", failed)
    compiled = {**failed, "output": '  File "<stdin>", line 3\n    print(rows.count(\nSyntaxError: x\n'}
    assert not keeps_failed_line(python_command(body(later)), compiled)


def test_a_reply_that_repeats_an_earlier_failed_script_is_drawn_again(guided, workspace: Path) -> None:
    """Not only the command that just failed: a script that failed two turns ago, with nothing
    changed since, would be refused unread, so the reply is drawn again within its turn."""
    bad = tx("```python\nrows = [1, 2]\nprint(rows.count())\n```")
    other = tx("```bash\nfalse\n```")
    good = tx("```python\nrows = [1, 2]\nprint(len(rows))\n```")
    res = guided([bad, other, bad, good, tx("DONE: 2 rows")], "How many rows are there?", votes=False)
    assert res.code == 0, res.stderr
    resampled = [a for a in res.of_type("activity") if a["action_type"] == "resample"]
    assert len(resampled) == 1 and "earlier call" in resampled[0]["summary"]
    runs = [r["input"]["command"] for r in res.of_type("tool_call_started") if r["tool_name"] == "terminal_run_command"]
    assert len(runs) == 3 and "len(rows)" in runs[-1]


def test_an_error_caught_and_printed_is_no_result() -> None:
    """A "fix" that wraps the failing line in try/except and prints the exception exits 0 but has
    no result: the note says so and the next reply must be a script (no `DONE:` on it)."""
    from ncurator_cli.guided.terminal import FIX_GRAMMAR, caught_error

    failed = {"command": "a", "exit_code": 1,
              "output": "\n[stderr]\nTraceback (most recent call last):\nTypeError: object of type '_csv.reader' has no len()\n"}
    masked = {"command": "b", "exit_code": 0, "output": "Error reading a.csv: object of type '_csv.reader' has no len()\n"}
    assert caught_error([failed, masked]) == "object of type '_csv.reader' has no len()"
    assert caught_error([failed, {"command": "c", "exit_code": 0, "output": "a.csv: 3\n"}]) is None
    assert caught_error([masked]) is None
    loop = {"turns": 2, "data": {"last_failed": False, "steps": [failed, masked]}}
    assert CodeReplies().text_format(loop).gbnf == FIX_GRAMMAR
    from ncurator_cli.models.base import ToolCall

    note = CodeReplies().result_note(ToolCall("terminal_run_command", {"command": "b"}), loop)
    assert "catching an error does not fix it" in note and "has no len()" in note


def test_a_change_that_wrote_its_file_is_checked_against_the_tasks_conditions(tmp_path: Path) -> None:
    """The conditions a small model drops (an order, a header) are listed beside what it wrote;
    a question, or a change that wrote nothing yet, gets the usual note."""
    from ncurator_cli.guided.terminal import CHANGE_PENDING_NOTE, EMPTY_CHANGE_NOTE, RESULT_NOTE, conditions
    from ncurator_cli.models.base import ToolCall

    objective = ("From sales.csv, create counts.txt with one line per region in the form `region,count`, sorted by "
                 "count (highest first) and by name when counts are equal. No header line.")
    assert conditions(objective) == ["From sales.csv", "create counts.txt with one line per region in the form `region,count`",
                                     "sorted by count (highest first) and by name when counts are equal", "No header line"]
    run = ToolCall("terminal_run_command", {"command": "python3 - <<'PYEOF'\nprint(1)\nPYEOF"})
    first = f"Task: {objective}\n\nWorkspace contents (1 files listed):\nsales.csv\n\nThe task's outputs: counts.txt. Change nothing else."
    loop = {"messages": [{"content": "system"}, {"content": first}],
            "data": {"files": [{"path": "counts.txt", "operation": "created"}],
                     "steps": [{"command": "x", "exit_code": 0, "output": "north,3\n"}]}}
    note = CodeReplies(None, [], tmp_path).result_note(run, loop)
    assert note.startswith("Check what the block wrote against each condition of the task:\n- From sales.csv\n")
    assert "- sorted by count (highest first) and by name when counts are equal\n- No header line\n" in note
    # Nothing written yet in a change: a look is no result (the note asks for the change).
    loop["data"]["files"] = []
    assert CodeReplies(None, [], tmp_path).result_note(run, loop) == CHANGE_PENDING_NOTE
    # ... unless the script found nothing to change: then its test is what to check, not a write.
    loop["data"]["steps"] = [{"command": run.args["command"], "exit_code": 0, "output": "ANSWER: 0 regions\n"}]
    assert CodeReplies(None, [], tmp_path).result_note(run, loop) == EMPTY_CHANGE_NOTE
    # ... and when it printed the items it found beside a 0 that counts another list: write them.
    loop["data"]["steps"] = [{"command": run.args["command"], "exit_code": 0,
                              "output": "Missing: ['east', 'west']\nExtra: []\nANSWER: 0\n"}]
    note = CodeReplies(None, [], tmp_path).result_note(run, loop)
    assert note.startswith("The script found items (Missing: ['east', 'west']) but wrote nothing") and "open(path, 'a')" in note
    loop["data"]["steps"] = [{"command": run.args["command"], "exit_code": 0, "output": "ANSWER: 3 regions\n"}]
    assert CodeReplies(None, [], tmp_path).result_note(run, loop) == CHANGE_PENDING_NOTE
    # A script that built its result in a list and wrote no file is told which list to write, and how.
    built = ("python3 - <<'PYEOF'\ncounts = []\nfor r in records('sales.csv'):\n    counts.append({'region': r['region'], "
             "'count': 1})\nprint('ANSWER: counts.txt written')\nPYEOF")
    loop["data"]["steps"] = [{"command": built, "exit_code": 0, "output": "ANSWER: counts.txt written\n"}]
    assert CodeReplies(None, [], tmp_path, ["counts.txt"]).result_note(run, loop) == CHANGE_PENDING_NOTE + (
        " Your script builds `counts` and writes no file: end it with the lines that write counts.txt from `counts`, "
        "then run it again.")
    # A question gets the usual note.
    loop["messages"][1]["content"] = first.replace("The task's outputs: counts.txt. Change nothing else.",
                                                   "This task answers a question: the workspace is read-only.")
    assert CodeReplies(None, [], tmp_path).result_note(run, loop) == RESULT_NOTE


def test_an_output_that_does_not_parse_is_pushed_back_before_done(guided, workspace: Path, tmp_path: Path) -> None:
    """A CSV written with f-strings splits a value that holds a comma: the note after the run says
    which row breaks, a `DONE:` on it is pushed back once, and the fixed file finishes."""
    from ncurator_cli.guided.terminal import FIX_NOTE
    from ncurator_cli.models.base import ToolCall

    (workspace / "hours.csv").write_text('project,hours\n"Hale & Co, refit",9.25\n')
    bad = tx("```python\nrows = records('hours.csv')\nwith open('out.csv', 'w') as f:\n    f.write('project,hours\\n')\n"
             "    for r in rows:\n        f.write(f\"{r['project']},{r['hours']}\\n\")\nprint(open('out.csv').read())\n```")
    good = tx("```python\nimport csv\nrows = records('hours.csv')\nwith open('out.csv', 'w', newline='') as f:\n"
              "    w = csv.writer(f)\n    w.writerow(['project', 'hours'])\n    for r in rows:\n"
              "        w.writerow([r['project'], r['hours']])\nprint(open('out.csv').read())\n```")
    res = guided([bad, tx("DONE: wrote out.csv"), good, tx("DONE: wrote out.csv")],
                 "Copy hours.csv to out.csv with the columns project and hours.", votes=False)
    assert res.code == 0, res.stderr
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert "out.csv row 2 has 3 fields but the first row has 2" in (finishes[0]["error"] or "")
    assert (workspace / "out.csv").read_text() == 'project,hours\n"Hale & Co, refit",9.25\n'
    # The note after the run says it first.
    (tmp_path / "w").mkdir()
    (tmp_path / "w" / "out.csv").write_text("a,b\n1,2,3\n")
    loop = {"messages": [{"content": "system"}, {"content": "Task: t\n\nThe task's outputs: out.csv."}],
            "data": {"files": [{"path": "out.csv", "operation": "created"}],
                     "steps": [{"command": "x", "exit_code": 0, "output": "ok\n"}]}}
    note = CodeReplies(None, [], tmp_path / "w").result_note(ToolCall("terminal_run_command", {"command": "x"}), loop)
    assert note.startswith("out.csv row 2 has 3 fields") and note.endswith(FIX_NOTE)


def test_a_script_that_just_ran_written_again_is_drawn_again(guided, workspace: Path) -> None:
    """A script of ours that ran gives the same result run again (its own writes are its output):
    written again right after, unchanged, the reply is drawn again; a program (the objective's
    check) run again after an edit is not."""
    (workspace / "notes.txt").write_text("ID: A-1\nlevel: one\n")
    same = tx("```python\nhits = [l for l in open('notes.txt') if l.startswith('Severity')]\n"
              "open('out.txt', 'w').write(''.join(hits))\nprint('ANSWER:', len(hits))\n```")
    fixed = tx("```python\nhits = [l for l in open('notes.txt') if l.startswith('level')]\n"
               "open('out.txt', 'w').write(''.join(hits))\nprint('ANSWER:', len(hits))\n```")
    res = guided([same, same, fixed, tx("DONE: 1 line in out.txt")], "Write the level lines of notes.txt to out.txt",
                 votes=False)
    assert res.code == 0, res.stderr
    assert [a["action_type"] for a in res.of_type("activity") if a["action_type"] == "resample"] == ["resample"]
    assert (workspace / "out.txt").read_text() == "level: one\n"
    runs = [r for r in res.of_type("tool_call_started") if r["tool_name"] == "terminal_run_command"]
    assert len(runs) == 2


def test_a_copied_script_is_shown_as_a_placeholder_for_the_redraw() -> None:
    """Drawn again while it can still see the script it copied, the model copied it again five
    times at temperature 1.0 (a probe trace): once a reply is noted as a copy, that script (ran or
    failed) and every failed script are shown as placeholders; their outputs stay."""
    from ncurator_cli.guided.terminal import COPIED_PLACEHOLDER, FAILED_PLACEHOLDER
    from ncurator_cli.models.base import Message, ToolCall

    ran = python_command("print(0)")
    failed = python_command("print(x)")
    history = [Message("system", "s"), Message("user", "Task: t"),
               Message("assistant", "```python\nprint(x)\n```", tool_calls=[ToolCall("terminal_run_command", {"command": failed})]),
               Message("tool", "exit_code: 1\nNameError"),
               Message("assistant", "```python\nprint(0)\n```", tool_calls=[ToolCall("terminal_run_command", {"command": ran})]),
               Message("tool", "exit_code: 0\n0"), Message("user", "note")]
    loop = {"data": {"steps": [{"command": ran, "exit_code": 0, "output": "0"}]}}
    assert [m.content for m in CodeReplies().history(history, loop)][2:6:2] == ["```python\nprint(x)\n```", "```python\nprint(0)\n```"]
    CodeReplies.copied(loop, ran)
    shown = CodeReplies().history(history, loop)
    assert [shown[2].content, shown[4].content] == [FAILED_PLACEHOLDER, COPIED_PLACEHOLDER]
    assert shown[3].content == "exit_code: 1\nNameError" and shown[5].content == "exit_code: 0\n0"


def test_a_file_that_differs_from_what_the_script_printed_is_named(tmp_path: Path) -> None:
    """The right counts printed in a loop and the loop's last count written on every line (a
    development trace): the note after the run names the lines that differ. A file that holds what
    was printed, and a file that existed before (its old values printed), get the usual notes."""
    from ncurator_cli.guided.terminal import PRINTED_NOT_WRITTEN_NOTE
    from ncurator_cli.models.base import ToolCall
    from ncurator_cli.workspace.formats import printed_not_written

    assert printed_not_written("a.log: 9\nb.log: 17\n", "a.log: 4\nb.log: 4\n") == [
        ("a.log", "9", "4"), ("b.log", "17", "4")]
    assert printed_not_written("a.log: 9\nb.log: 17\nANSWER: 2\n", "a.log,9\nb.log,17\n") == []
    # A key printed twice (an input row and a total) is no contradiction; nor are words.
    assert printed_not_written("north: 3\nnorth: 5\n", "north: 8\n") == []
    assert printed_not_written("status: open\n", "status: closed\n") == []

    (tmp_path / "counts.txt").write_text("a.log: 1\nb.log: 1\n")
    first = ("Task: Create counts.txt listing each log in logs/ with its number of lines, one per line as "
             "`name: N`.\n\nThe task's outputs: counts.txt. Change nothing else.")
    loop = {"messages": [{"content": "system"}, {"content": first}],
            "data": {"files": [{"path": "counts.txt", "operation": "created"}],
                     "steps": [{"command": "x", "exit_code": 0, "output": "a.log: 3\nb.log: 1\n"}]}}
    run = ToolCall("terminal_run_command", {"command": "x"})
    note = CodeReplies(None, [], tmp_path).result_note(run, loop)
    assert note == PRINTED_NOT_WRITTEN_NOTE.format(path="counts.txt", pairs="`a.log` is '1' in the file but '3' in the output")
    (tmp_path / "counts.txt").write_text("a.log: 3\nb.log: 1\n")
    assert CodeReplies(None, [], tmp_path).result_note(run, loop).startswith("Check what the block wrote")
    # An existing file updated: printing its old values before the change is what a careful script does.
    (tmp_path / "counts.txt").write_text("a.log: 1\nb.log: 1\n")
    loop["data"]["files"][0]["operation"] = "updated"
    assert CodeReplies(None, [], tmp_path).result_note(run, loop).startswith("Check what the block wrote")


def test_a_created_file_that_repeats_one_line_is_named(tmp_path: Path) -> None:
    """A table exported by joining each row dict's keys wrote its header six times, and the model
    said DONE (a probe trace): a created file whose lines are mostly one line is named after the run,
    before the checklist. Two equal lines, or a minority of repeats, are left to the checklist."""
    from ncurator_cli.guided.terminal import REPEATED_LINE_NOTE
    from ncurator_cli.models.base import ToolCall
    from ncurator_cli.workspace.formats import repeated_line

    assert repeated_line("a,b\na,b\na,b\n") == ("a,b", 3, 3)
    assert repeated_line("h\nyes\nyes\nno\nno\n") is None  # 2 of 5
    assert repeated_line("x\n\nx\n") is None
    assert repeated_line("id\n1\n1\n1\n1\n") == ("1", 4, 5)

    first = ("Task: Export the table in t.docx to t.csv, header first.\n\nThe task's outputs: t.csv. Change "
             "nothing else.")
    loop = {"messages": [{"content": "system"}, {"content": first}],
            "data": {"files": [{"path": "t.csv", "operation": "created"}],
                     "steps": [{"command": "x", "exit_code": 0, "output": ""}]}}
    run = ToolCall("terminal_run_command", {"command": "x"})
    (tmp_path / "t.csv").write_text("Code,Price\n" * 4)
    note = CodeReplies(None, [], tmp_path).result_note(run, loop)
    assert note == REPEATED_LINE_NOTE.format(n=4, total=4, path="t.csv", line="Code,Price",
                                             why=": the first line, written again for each row")
    (tmp_path / "t.csv").write_text("Code,Price\nA,1\nB,2\n")
    assert CodeReplies(None, [], tmp_path).result_note(run, loop).startswith("Check what the block wrote")
    # The script joined each record whole: the note says what that joins and what to write instead.
    script = ("rows = records('t.docx')\nwith open('t.csv', 'w') as f:\n    f.write(','.join(rows[0]) + '\\n')\n"
              "    for r in rows[1:]:\n        f.write(','.join(r) + '\\n')\n")
    loop["data"]["steps"][0]["command"] = python_command(script)
    (tmp_path / "t.csv").write_text("Code,Price\n" * 4)
    note = CodeReplies(None, [], tmp_path).result_note(ToolCall("terminal_run_command", {"command": python_command(script)}), loop)
    assert "(`.join(r)` joins a record's keys, not its values: write `','.join(str(v) for v in r.values())`" in note


def test_joined_records_finds_a_record_joined_whole() -> None:
    from ncurator_cli.guided.datalint import joined_records

    assert joined_records("import csv\nfor row in csv.DictReader(open('a.csv')):\n    print(';'.join(row))") == "row"
    assert joined_records("rs = records('a.json')\nfor r in rs[1:]:\n    out.append(', '.join(r))") == "r"
    # Values joined, or a loop over lines (strings, lists): nothing to say.
    assert joined_records("rs = records('a.json')\nfor r in rs:\n    print(','.join(r.values()))") is None
    assert joined_records("for line in open('a.txt'):\n    print(','.join(line.split()))") is None
    assert joined_records("rows = list(csv.reader(open('a.csv')))\nfor r in rows:\n    print(','.join(r))") is None
    assert joined_records("for r in (:") is None


def test_records_reads_a_one_column_csv(tmp_path: Path) -> None:
    """The CSV sniffer cannot place a file with one column (no delimiter at all): records() used to
    fail on it ("Could not determine delimiter"); a header that names the comma wins over a sniffed
    semicolon inside quoted values."""
    from ncurator_cli.scriptlib import records

    (tmp_path / "ids.csv").write_text("id\n1\n2\n3\n")
    assert [r["id"] for r in records(str(tmp_path / "ids.csv"))] == [1, 2, 3]
    (tmp_path / "notes.csv").write_text('id,note\n1,"a;b;c"\n2,"d;e;f"\n')
    assert [r["note"] for r in records(str(tmp_path / "notes.csv"))] == ["a;b;c", "d;e;f"]


def test_a_tool_written_as_a_shell_command_is_that_tool_call(tmp_path: Path) -> None:
    """`move_path a b` in a bash block (a probe trace: `command not found` four times) is the typed
    tool's call with its arguments in schema order; a real program, two lines, or too many words
    stay shell. An edit block on a binary file is refused before anything runs."""
    from ncurator_cli.capabilities.typed import typed_specs

    replies = CodeReplies(None, typed_specs(question=False), tmp_path)
    loop = {"messages": [{"content": "system"}, {"content": "Task: t"}], "turns": 0, "data": {}}
    calls, problem = replies.parse("```bash\nmove_path 'scans/a b.pdf' scans/2024-11/\n```", loop)
    assert problem is None and calls[0].name == "move_path"
    assert calls[0].args == {"source": "scans/a b.pdf", "destination": "scans/2024-11/"}
    calls, _ = replies.parse("```bash\nfind_files data *.csv\n```", loop)
    assert calls[0].name == "find_files" and calls[0].args == {"path": "data", "glob": "*.csv"}
    for shell in ("```bash\ngrep -c ERROR app.log\n```", "```bash\nmove_path a b\nls\n```",
                  "```bash\nmove_path a b c\n```"):
        calls, _ = replies.parse(shell, loop)
        assert calls[0].name == "terminal_run_command", shell
    (tmp_path / "scan.pdf").write_bytes(b"%PDF-1.4\n\x82\x00\xff binary")
    calls, problem = replies.parse("```edit\nscan.pdf\n<<<<<<< SEARCH\nx\n=======\ny\n>>>>>>> REPLACE\n```", loop)
    assert calls == [] and "scan.pdf is not a text file" in (problem or "")


def test_a_nested_settings_file_is_previewed_as_paths_to_its_values(tmp_path: Path) -> None:
    """records() flattens a nested JSON config into dotted keys, which a small model pasted into an
    edit block as if they were the file's lines (a probe trace): a dict of dicts is shown as the
    Python path to each value, the task's words first; a list of records keeps its records line."""
    import json

    from ncurator_cli.guided.terminal import records_line

    cfg = {"defaults": {"rate_limit": {"rpm": 100}},
           "envs": {env: {"services": {svc: {"rate_limit": {"rpm": 100 + i}, "replicas": 2} for i, svc in enumerate(["api", "worker", "search"])}}
                    for env in ("staging", "production")}}
    (tmp_path / "services.json").write_text(json.dumps(cfg, indent=2))
    line = records_line(tmp_path / "services.json", "services.json", "Set rpm of the production worker service to 900.") or ""
    assert line.startswith("data = json.load(open('services.json')) is a nested dict")
    assert "data['envs']['production']['services']['worker']['rate_limit']['rpm'] == 101" in line
    assert "json.dump(data, f, indent=2) (its own layout)" in line and "more values" in line
    (tmp_path / "app.toml").write_text('title = "x"\n[database.pool]\nmax_size = 20\n')
    line = records_line(tmp_path / "app.toml", "app.toml", "set max_size in [database.pool] to 40") or ""
    assert "data['database']['pool']['max_size'] == 20" in line and "```edit block" in line
    # A change is offered set_value with the path as the key it takes; a question is not.
    assert "reply with set_value with the path's keys joined by dots (key 'database.pool.max_size'" in line
    line = records_line(tmp_path / "services.json", "services.json", "Set rpm of the production worker service to 900.") or ""
    assert "(key 'envs.production.services.worker.rate_limit.rpm' for the 'rpm' above)" in line
    line = records_line(tmp_path / "services.json", "services.json", "What is the rpm of the production worker?", False) or ""
    assert "set_value" not in line and "data['envs']['production']['services']['worker']['rate_limit']['rpm'] == 101" in line
    (tmp_path / "items.json").write_text(json.dumps({"meta": {"v": 1}, "items": [{"id": i} for i in range(6)]}))
    assert (records_line(tmp_path / "items.json", "items.json") or "").startswith("records('items.json') gives 6 dicts")
    (tmp_path / "flat.yaml").write_text("name: a\nport: 1\n")
    assert (records_line(tmp_path / "flat.yaml", "flat.yaml") or "").startswith("records('flat.yaml') gives 1 dicts")


def test_a_flat_settings_file_of_a_change_is_previewed_with_set_value(tmp_path: Path) -> None:
    """A YAML or JSON file of one mapping reads as one record, and an INI file as settings; told
    nothing more, a small model changed one port of a folder of such files with scripts that
    failed until the budget ran out (a development trace). A change is offered set_value with the
    key the task's words name (the first key when none does; a word in the key's own name counts more than one in its
    section's); a question is not."""
    from ncurator_cli.guided.terminal import records_line

    (tmp_path / "svc.yaml").write_text("name: search\nport: 8090\nmetrics_port: 9101\n")
    (tmp_path / "svc.json").write_text('{"name": "search", "port": 8090}')
    (tmp_path / "svc.ini").write_text("[service]\nname = billing\n[server]\nport = 8081\n")
    task = "Move the listening port of the search service to 8097"
    for rel, key in (("svc.yaml", "port"), ("svc.json", "port"), ("svc.ini", "server.port")):
        line = records_line(tmp_path / rel, rel, task) or ""
        assert line.endswith(f"reply with set_value (path {rel!r}, key {key!r} for example)."), line
        assert "set_value" not in (records_line(tmp_path / rel, rel, "Which port does search use?", False) or "")
    line = records_line(tmp_path / "svc.yaml", "svc.yaml", "Rename the service to lookup") or ""
    assert line.endswith("(path 'svc.yaml', key 'name' for example)."), line
    # A task that writes a file of its own reads the settings: no set_value line.
    assert "set_value" not in (records_line(tmp_path / "svc.yaml", "svc.yaml", "List the ports in ports.txt") or "")
    # A list of records is no settings file: no set_value line.
    (tmp_path / "rows.json").write_text('[{"id": 1}, {"id": 2}]')
    assert "set_value" not in (records_line(tmp_path / "rows.json", "rows.json", task) or "")


def test_the_json_write_back_shown_keeps_the_files_own_layout(tmp_path: Path) -> None:
    """The nested-settings preview says how to write a JSON file back: with the file's own indent
    (a re-dump with another one rewrites every line, which the copy-on-write rating reads as an
    overwrite), compact for a one-line file, non-ASCII kept."""
    import json

    from ncurator_cli.guided.terminal import json_dump_call, records_line

    cfg = {"a": {"b": 1}, "c": {"d": "x"}}
    cases = {json.dumps(cfg, indent=4): "json.dump(data, f, indent=4)",
             json.dumps(cfg, indent="\t"): "json.dump(data, f, indent='\\t')",
             json.dumps(cfg): "json.dump(data, f)",
             json.dumps(cfg, separators=(",", ":")): "json.dump(data, f, separators=(',', ':'))",
             json.dumps({"a": {"city": "Zürich"}}, indent=2, ensure_ascii=False): "json.dump(data, f, indent=2, ensure_ascii=False)"}
    for text, call in cases.items():
        (tmp_path / "c.json").write_text(text, encoding="utf-8")
        assert json_dump_call(tmp_path / "c.json") == call, text
        data = json.loads(text)
        out = tmp_path / "out.json"
        with open(out, "w", encoding="utf-8") as f:
            eval(call, {"json": json, "data": data, "f": f})  # the call shown is runnable as written
        assert out.read_text(encoding="utf-8") == text
    (tmp_path / "svc.json").write_text(json.dumps({"env": {"prod": {"rpm": 5}}}, indent=4))
    line = records_line(tmp_path / "svc.json", "svc.json", "set the prod rpm to 9") or ""
    assert "json.dump(data, f, indent=4) (its own layout)" in line


def test_values_that_match_across_files_only_ignoring_case_are_named(tmp_path: Path) -> None:
    """An order's codes looked up in a price list with ==: 'hx-315' in one and 'HX-315' in the
    other dropped two lines from a total (a probe trace). The first message names such fields;
    files whose shared values are written alike get no note."""
    import docx as _docx

    from ncurator_cli.guided.terminal import join_note

    (tmp_path / "prices.csv").write_text("code,price\nHX-210 ,18.40\nHX-315,9.75\nqt-900,7.85\nVB-120,3.35\n")
    d = _docx.Document()
    t = d.add_table(rows=5, cols=2)
    for i, (code, qty) in enumerate([("Code", "Qty"), ("HX-210", "12"), ("hx-315", "8"), ("QT-900", "6"), ("VB-120", "24")]):
        t.cell(i, 0).text, t.cell(i, 1).text = code, qty
    d.save(str(tmp_path / "order.docx"))
    note = join_note(tmp_path, ["order.docx", "prices.csv"], "order.docx and prices.csv")
    assert note.startswith("Values that match across files only when compared with .strip().lower()")
    assert "order.docx 'Code' and prices.csv 'code' share 4 values, 2 written differently ('QT-900' ~ 'qt-900', 'hx-315' ~ 'HX-315')" in note
    (tmp_path / "prices.csv").write_text("code,price\nHX-210,18.40\nhx-315,9.75\nQT-900,7.85\nVB-120,3.35\n")
    assert join_note(tmp_path, ["order.docx", "prices.csv"]) == ""


def test_a_bare_tool_word_in_a_bash_block_is_not_run() -> None:
    """`tool` alone in a bash block (a development trace, twice): a tool block begun in the wrong
    fence is answered with the tool block's form, and nothing runs."""
    from ncurator_cli.capabilities.typed import typed_specs
    from ncurator_cli.guided.terminal import TOOL_BLOCK_NOTE

    replies = CodeReplies(None, typed_specs(question=False))
    loop = {"messages": [{"content": "system"}, {"content": "Task: t"}], "turns": 1, "data": {}}
    for word in ("tool", "find_files", "tool code block"):
        calls, problem = replies.parse(f"```bash\n{word}\n```", loop)
        assert calls == [] and (problem or "").endswith(TOOL_BLOCK_NOTE)
    # an assignment that starts with the word is a shell command like any other
    assert replies.parse("```bash\ntool=python3\n```", loop)[0][0].name == "terminal_run_command"


def test_set_value_in_a_tool_block_changes_one_setting_as_an_edit(guided, workspace: Path) -> None:
    """Guided mode, policy `high = "deny"`: a ```tool block calling set_value runs as an edit
    command (rated medium by what it did in a copy-on-write run, applied), one line changes and
    the comments stay; a key two sections hold is refused with the sections to choose from."""
    (workspace / "config").mkdir()
    ini = "; reporting\n[general]\ntimeout = 120\n\n[replica]\n; seconds\ntimeout = 45\n"
    (workspace / "config" / "reporting.ini").write_text(ini)
    ambiguous = tx('```tool\n{"name": "set_value", "arguments": {"path": "config/reporting.ini", "key": "timeout", "value": "90"}}\n```')
    right = tx('```tool\n{"name": "set_value", "arguments": {"path": "config/reporting.ini", "key": "replica.timeout", "value": "90"}}\n```')
    res = guided([ambiguous, right, tx("DONE: [replica] timeout 45 -> 90.")],
                 "In config/reporting.ini, change the timeout of the [replica] section to 90.", votes=False)
    assert res.code == 0, res.stderr
    assert (workspace / "config" / "reporting.ini").read_text() == ini.replace("timeout = 45", "timeout = 90")
    results = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "set_value"]
    assert results[0]["error"] and "name the section, e.g. replica.timeout" in results[0]["error"]
    assert results[1]["error"] is None and "+timeout = 90" in results[1]["output_preview"]
    assert [s["risk_level"] for s in res.of_type("terminal_step_started")] == ["medium"]
    assert [(a["path"], a["operation"]) for a in res.of_type("file_artifact")] == [("config/reporting.ini", "updated")]


def test_a_most_the_task_gives_set_on_a_least_key_is_refused_and_its_twin_is_named(guided, workspace: Path) -> None:
    """"Lab 13 can now take groups of up to 8": set_value of min_players = 8 is refused (nothing
    changed) naming max_players; set there, the file changes in that one line. A least ("at least
    2") on a max key likewise; a key with no twin in the file, or a value the task gives plainly,
    is no slip."""
    from ncurator_cli.tools.settings import bound_slip

    toml = "# rooms\n[rooms.lab13]\nmin_players = 3\nmax_players = 6\nprice = 84\n"
    (workspace / "rooms.toml").write_text(toml)
    wrong = tx('```tool\n{"name": "set_value", "arguments": {"path": "rooms.toml", "key": "rooms.lab13.min_players", '
               '"value": "8"}}\n```')
    right = tx('```tool\n{"name": "set_value", "arguments": {"path": "rooms.toml", "key": "rooms.lab13.max_players", '
               '"value": "8"}}\n```')
    res = guided([wrong, right, tx("DONE: max_players 6 -> 8.")],
                 "In rooms.toml, Lab 13 can now take groups of up to 8. Change only that.", votes=False)
    assert res.code == 0, res.stderr
    results = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "set_value"]
    assert "min_players is a least: nothing was changed. Set rooms.lab13.max_players instead." in results[0]["error"]
    assert (workspace / "rooms.toml").read_text() == toml.replace("max_players = 6", "max_players = 8")
    assert "max_players is a most: nothing was changed. Set min_players instead." in (
        bound_slip(toml, "max_players", "2", "it needs at least 2 players") or "")
    assert bound_slip("min_age = 3\n", "min_age", "8", "up to 8") is None
    assert bound_slip(toml, "rooms.lab13.max_players", "8", "up to 8") is None
    assert bound_slip(toml, "rooms.lab13.min_players", "4", "set min_players to 4") is None


def test_a_settings_change_is_offered_its_set_value_calls_first_and_after_a_failure(tmp_path: Path) -> None:
    """A change of a settings file the objective names: the first message ends with the set_value
    blocks its words spell out, and a failed attempt (a script, a denied rewrite) is answered with
    them again; a question gets none."""
    import types

    from ncurator_cli.capabilities.terminal import TerminalCapability
    from ncurator_cli.config import RunLimits
    from ncurator_cli.guided.terminal import SETTINGS_CALL_NOTE, SETTINGS_FIRST_NOTE, SETTINGS_NEXT_NOTE
    from ncurator_cli.models.base import ToolCall
    from ncurator_cli.objective.intent import Intent
    from ncurator_cli.runtime.context import Workspace

    (tmp_path / "etc").mkdir()
    (tmp_path / "etc" / "web.ini").write_text("[http]\nport = 80\n[admin]\nport = 8081\n")
    objective = "In etc/web.ini, change the port of the [admin] section to 9090."
    block = '```tool\n{"name": "set_value", "arguments": {"path": "etc/web.ini", "key": "admin.port", "value": "9090"}}\n```'
    ctx = types.SimpleNamespace(workspace=Workspace(tmp_path, "w"), guided=True, limits=RunLimits(),
                                sandbox=types.SimpleNamespace(name="bwrap"), emitter=types.SimpleNamespace(redactor=None),
                                intent=Intent("change", ["etc/web.ini"]))
    text = TerminalCapability().first_message(ctx, {"id": "t1", "objective": objective, "outputs": ["etc/web.ini"]}, "")
    assert text.endswith(SETTINGS_FIRST_NOTE + block)
    question = {"id": "t1", "objective": "What is the admin port in etc/web.ini?", "read_only": True}
    assert "set_value" not in TerminalCapability().first_message(ctx, question, "")
    replies = CodeReplies(None, [], tmp_path, ["etc/web.ini"])
    command = python_command("import configparser\nraise SystemExit(1)")
    loop = {"messages": [{"content": "system"}, {"content": f"Task: {objective}\n\nmore"}], "last_error": None,
            "data": {"last_failed": True, "steps": [{"command": command, "exit_code": 1, "output": "boom"}]}}
    note = replies.result_note(ToolCall("terminal_run_command", {"command": command}), loop)
    assert note.endswith(SETTINGS_CALL_NOTE + block)
    loop["data"] = {"steps": [{"command": command, "exit_code": 0, "output": "ok"}]}
    assert "set_value" not in replies.result_note(ToolCall("terminal_run_command", {"command": command}), loop)
    # Where the calls are offered, the reply is a tool block or an edit block, not a script.
    from ncurator_cli.tools import ALL

    typed = CodeReplies(None, [ALL["set_value"].spec()], tmp_path, ["etc/web.ini"])
    first = {"turns": 0, "messages": [{"content": "system"}, {"content": text}], "data": {}}
    assert typed.text_format(first).gbnf.strip().startswith("root ::= edit | tool-block\n")
    after = {"turns": 1, "messages": [{"content": "system"}, {"content": text}, {"content": note}], "data": {"last_failed": True}}
    assert typed.text_format(after).gbnf.strip().startswith("root ::= edit | tool-block\n")
    # One offered call done: the next one is offered (and `DONE:` allowed); none left, the usual note.
    (tmp_path / "etc" / "web.ini").write_text("[http]\nport = 80\n[admin]\nport = 8081\n")
    two = "In etc/web.ini, change the port of the [admin] section to 9090 and add workers = 4 to that same section."
    done = {"turns": 1, "messages": [{"content": "system"}, {"content": f"Task: {two}\n\nmore"}], "data": {}}
    (tmp_path / "etc" / "web.ini").write_text("[http]\nport = 80\n[admin]\nport = 9090\n")
    note = typed.result_note(ToolCall("set_value", {"path": "etc/web.ini", "key": "admin.port", "value": "9090"}), done)
    assert note.startswith(SETTINGS_NEXT_NOTE) and '"key": "admin.workers", "value": "4"' in note
    done["messages"].append({"content": note})
    assert typed.text_format(done).gbnf.strip().startswith("root ::= edit | final | tool-block\n")
    (tmp_path / "etc" / "web.ini").write_text("[http]\nport = 80\n[admin]\nport = 9090\nworkers = 4\n")
    note = typed.result_note(ToolCall("set_value", {"path": "etc/web.ini", "key": "admin.workers", "value": "4"}), done)
    assert "set_value" not in note
    later = {"turns": 2, "messages": [{"content": "system"}, {"content": text}, {"content": "ERROR: no setting"}], "data": {}}
    assert typed.text_format(later).gbnf.strip().startswith("root ::= code | shell | edit | final | tool-block")


def test_spread_out_search_lines_apply_only_when_found_once_line_for_line(tmp_path: Path) -> None:
    f = tmp_path / "f.ini"
    before = "[x]\nport = 1\n[y]\nport = 1\n"
    f.write_text(before)
    out = _run(edit_command("f.ini", [("[y]\nport = 1\n", "[y]\nport = 2\nextra = 3\n")]), tmp_path)
    assert out.returncode == 0 and f.read_text() == "[x]\nport = 1\n[y]\nport = 2\nextra = 3\n"  # contiguous: exact
    f.write_text("[x]\nhost = a\nport = 1\n[y]\nhost = a\nport = 1\n")
    out = _run(edit_command("f.ini", [("host = a\nport = 1\n", "host = a\nport = 2\n")]), tmp_path)
    assert out.returncode == 1 and "occurs 2 times" in out.stderr  # contiguous twice: still ambiguous
    out = _run(edit_command("f.ini", [("[y]\nport = 1\n", "[y]\nport = 2\nx = 1\n")]), tmp_path)
    assert out.returncode == 1 and "occurs 0 times" in out.stderr  # spread out, REPLACE not line for line
    assert f.read_text() == "[x]\nhost = a\nport = 1\n[y]\nhost = a\nport = 1\n"


def test_an_unchanged_search_line_the_file_lacks_is_left_out_when_the_change_has_one_place(tmp_path: Path) -> None:
    """A 1.5B model's SEARCH named the service, its section and the line to change, and one
    neighbour the file does not have (a probe trace: "occurs 0 times", twice, out of time). The
    lines it has place the change in one way only, under a header far above: applied there. A
    changed line the file lacks, or a change still found in two places, changes nothing."""
    f = tmp_path / "compose.yml"
    before = ("services:\n  api:\n    environment:\n      WORKERS: \"4\"\n      LOG: info\n"
              + "".join(f"    # note {n}\n" for n in range(14))
              + "  worker:\n    environment:\n      URL: redis\n      WORKERS: \"4\"\n      MAX: \"200\"\n")
    f.write_text(before)
    search = "services:\n  worker:\n    environment:\n      WORKERS: \"4\"\n      LOG: debug\n"
    out = _run(edit_command("compose.yml", [(search, search.replace('"4"', '"8"'))]), tmp_path)
    assert out.returncode == 0, out.stderr
    assert f.read_text() == before.replace('WORKERS: "4"\n      MAX', 'WORKERS: "8"\n      MAX')
    f.write_text(before)
    for search, replace, said in [
        # without the service's header the change has two places
        ("    environment:\n      WORKERS: \"4\"\n      LOG: debug\n",
         "    environment:\n      WORKERS: \"8\"\n      LOG: debug\n", "not in the file: 'LOG: debug'"),
        # the line to change is not in the file
        ("  worker:\n      WORKERS: 4\n", "  worker:\n      WORKERS: 8\n", "not in the file: 'WORKERS: 4'"),
        # every line is in the file, never in this order
        ("      MAX: \"200\"\n  api:\n", "      MAX: \"300\"\n  api:\n", "not in this order in one place"),
    ]:
        out = _run(edit_command("compose.yml", [(search, replace)]), tmp_path)
        assert out.returncode == 1 and "occurs 0 times" in out.stderr and said in out.stderr, out.stderr
        assert f.read_text() == before


def test_a_script_that_also_changes_files_of_another_kind_is_not_applied(guided, workspace: Path) -> None:
    """"Rename every .txt file": a script that renames README and journal.md too is seen doing so
    in its copy-on-write run and nothing is applied; the corrected script is."""
    notes = workspace / "notes"
    notes.mkdir()
    for name in ("a.txt", "b.txt", "README", "journal.md"):
        (notes / name).write_text(name)
    greedy = tx("```python\nimport os\nfor f in os.listdir('notes'):\n"
                "    os.rename(os.path.join('notes', f), os.path.join('notes', f.rsplit('.', 1)[0] + '.md'))\nprint('ok')\n```")
    right = tx("```python\nimport os\nfor f in os.listdir('notes'):\n    if f.endswith('.txt'):\n"
               "        os.rename(os.path.join('notes', f), os.path.join('notes', f[:-4] + '.md'))\nprint('ok')\n```")
    res = guided([greedy, right, tx("DONE: renamed a.txt and b.txt to .md")],
                 "Rename every .txt file in notes/ so that it has the extension .md instead.", votes=False)
    assert res.code == 0, res.stderr
    assert sorted(p.name for p in notes.iterdir()) == ["README", "a.md", "b.md", "journal.md"]
    refused = [r for r in res.of_type("tool_call_result") if (r["error"] or "").startswith("not applied")]
    assert len(refused) == 1 and "notes/README" in refused[0]["error"] and "not .txt file(s)" in refused[0]["error"]


def test_a_plain_move_of_a_file_of_another_kind_is_not_run(guided, workspace: Path) -> None:
    """The same check for a command the classifier reads (no copy-on-write run): `mv docs/LICENSE
    docs/LICENSE.rst` under "Rename every .txt file" is not run; the right move is."""
    docs = workspace / "docs"
    docs.mkdir()
    for name in ("a.txt", "LICENSE"):
        (docs / name).write_text(name)
    res = guided([tx("```bash\nmv docs/LICENSE docs/LICENSE.rst\n```"), tx("```bash\nmv docs/a.txt docs/a.rst\n```"),
                  tx("DONE: renamed a.txt to a.rst")],
                 "Rename every .txt file in docs/ so that it has the extension .rst instead.", votes=False)
    assert res.code == 0, res.stderr
    assert sorted(p.name for p in docs.iterdir()) == ["LICENSE", "a.rst"]
    refused = [r for r in res.of_type("tool_call_result") if (r["error"] or "").startswith("not run: this command moves")]
    assert len(refused) == 1 and "docs/LICENSE, which is not .txt file(s)" in refused[0]["error"]
    assert len(res.of_type("terminal_step_started")) == 1  # the refused move never ran


def _second_turn_sees(run_cli: Any, script: Path, workspace: Path, tmp_path: Path, objective: str) -> tuple[CliResult, str]:
    """A guided run of `script`, and the last tool result its second model turn was shown."""
    record = tmp_path / "record.jsonl"
    policy = tmp_path / "policy.toml"
    policy.write_text(ALLOW_MEDIUM)
    res = run_cli("run", objective, "-w", str(workspace), "--model", f"script:{script}", "--planner", "guided",
                  "--no-probe", "--policy", str(policy), "--record", str(record), env={"NCURATOR_RECORD_PROMPTS": "1"})
    turns = [orjson.loads(line) for line in record.read_bytes().splitlines()]
    return res, next(m["content"] for m in reversed(turns[1]["prompt"]) if m["role"] == "tool")


def test_a_guided_model_is_shown_a_long_output_cut_to_its_smaller_budget(run_cli, write_script, workspace: Path,
                                                                         tmp_path: Path) -> None:
    """A small local model reads every character of a result as prompt (~30 tokens/s on 2 cores):
    a script printing 12,000 characters is shown to it as its head and tail within 3,000."""
    (workspace / "notes.txt").write_text("a\n")
    script = "```python\nfor i in range(400):\n    print(f'record {i:04d} value {i * 7:06d} ok')\nprint('ANSWER: 400')\n```"
    lines = [tx(script), tx("DONE: 400 records"), {"node": "finalize", "content": "400 records"}]
    res, shown = _second_turn_sees(run_cli, write_script(lines), workspace, tmp_path,
                                   "How many records does the generator print?")
    assert res.code == 0, res.stderr
    assert "record 0000" in shown and "ANSWER: 400" in shown  # the head and the tail
    assert "record 0200" not in shown  # the middle is cut
    assert len(shown) < 3000 + 1000  # the result within its budget, plus the loop's short note


def test_paths_under_the_workspace_are_shown_to_the_model_relative(run_cli, write_script, workspace: Path,
                                                                  tmp_path: Path) -> None:
    """A traceback's `/tmp/…/ws/lib/calc.py` is ~20 tokens of prompt a line and names no file the
    model opens by that name: the model is shown `lib/calc.py`; the events keep the output as it was."""
    (workspace / "lib").mkdir()
    (workspace / "lib" / "calc.py").write_text("def half(x):\n    return x / 0\n")
    script = ("```python\nimport os, sys\nsys.path.insert(0, 'lib')\nprint(os.path.abspath('lib/calc.py'))\n"
              "print(os.getcwd())\nimport calc\nprint(calc.half(4))\n```")
    lines = [tx(script), tx("FAILED: calc.half divides by zero"), {"node": "finalize", "content": "it fails"}]
    res, shown = _second_turn_sees(run_cli, write_script(lines), workspace, tmp_path,
                                   "What does half(4) in lib/calc.py give?")
    root = os.path.realpath(workspace)
    assert 'File "lib/calc.py", line 2, in half' in shown and "\nlib/calc.py\n" in shown
    assert root + "/" not in shown and f"\n{root}\n" in shown  # the root alone is left as it is
    step = res.of_type("terminal_step_result")[0]
    assert f"{root}/lib/calc.py" in step["output_preview"]


def test_a_tracebacks_frames_inside_installed_modules_are_folded_for_the_model(run_cli, write_script, workspace: Path,
                                                                              tmp_path: Path) -> None:
    """A bad pattern given to `re.search` fails eight frames deep inside the `re` package: the model
    is shown the script's own frame, one line naming the modules it went through and the error
    (the frames are prefill of every later turn and nothing it can change); the events keep it all."""
    script = "```python\nimport re\npattern = 'a**'\nprint(re.search(pattern, 'aaa'))\n```"
    lines = [tx(script), tx("FAILED: the pattern is not valid"), {"node": "finalize", "content": "it fails"}]
    res, shown = _second_turn_sees(run_cli, write_script(lines), workspace, tmp_path, "Does a** match aaa?")
    assert 'File "<stdin>", line 3, in <module>' in shown
    assert re.search(r"\(\d+ frames inside re/__init__\.py, re/_compiler\.py, re/_parser\.py\)", shown)
    assert "re.error: multiple repeat at position 2" in shown
    assert "_parse_sub" not in shown and "^^^" not in shown
    step = res.of_type("terminal_step_result")[0]
    assert "_parse_sub" in step["output_preview"]


def test_short_traceback_keeps_the_scripts_frames_and_a_lone_library_frame() -> None:
    from ncurator_cli.capabilities.terminal import short_traceback

    lib = "/usr/lib/python3.11"
    text = "\n".join([
        "Traceback (most recent call last):",
        '  File "<stdin>", line 4, in <module>',
        '  File "lib/calc.py", line 2, in half',
        "    return read(x)",
        f'  File "{lib}/json/__init__.py", line 293, in load',
        "    return loads(fp.read(),",
        "           ^^^^^^^^^^^^^^^^",
        f'  File "{lib}/json/decoder.py", line 337, in decode',
        "    obj, end = self.raw_decode(s, idx=_w(s, 0).end())",
        "json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)",
        "",
        "During handling of the above exception, another exception occurred:",
        "",
        "Traceback (most recent call last):",
        '  File "<stdin>", line 6, in <module>',
        f'  File "{lib}/site-packages/ncurator_cli/scriptlib.py", line 184, in records',
        "    raise FileNotFoundError(path)",
        "FileNotFoundError: a.json",
    ])
    short = short_traceback(text)
    assert '  File "lib/calc.py", line 2, in half\n    return read(x)\n' in short  # the workspace's own
    assert "  (2 frames inside json/__init__.py, json/decoder.py)\njson.decoder.JSONDecodeError" in short
    assert f'  File "{lib}/site-packages/ncurator_cli/scriptlib.py", line 184, in records' in short  # alone: kept
    assert "During handling of the above exception" in short and short.endswith("FileNotFoundError: a.json")
    assert short_traceback("plain text\n  File listing done") == "plain text\n  File listing done"


def test_lines_out_of_the_form_the_task_spells_out_are_pushed_back_once(
        guided, workspace: Path) -> None:
    """The form the task spells out (`- [ ] <chore> (<file>)`) is checked on the file the task
    made: the second block, fixing the first one's crash, wrote the chores without their files."""
    (workspace / "chores").mkdir()
    (workspace / "chores" / "yard.md").write_text("- [ ] Sweep the yard\n- [x] Oil the gate\n")
    task = "Put the unchecked chores of chores/ into pending.md, one line per chore as `- [ ] <chore> (<file>)`."
    first = tx("```python\nopen('pending.md', 'w').write('- [ ] Sweep the yard (yard.md)\\n')\nprint(1 / 0)\n```")
    second = tx("```python\nopen('pending.md', 'w').write('- [ ] Sweep the yard\\n')\nprint('written')\n```")
    res = guided([first, second, tx("DONE: pending.md written"), tx("DONE: pending.md written as it is")], task,
                 votes=False)
    assert res.code == 0, res.stderr
    changes = [r for r in res.of_type("file_artifact") if r.get("path") == "pending.md"]
    assert changes, res.stdout[-2000:]
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert finishes[0]["error"].startswith(
        "not finished: pending.md has 1 of its 1 lines not in the form the task gives, `- [ ] <chore> (<file>)`")
    assert finishes[1]["error"] is None


def test_an_answer_of_object_reprs_is_named_not_finished_on(guided, workspace: Path) -> None:
    """A script that reused its file name's variable for the open file printed
    "<_io.TextIOWrapper name=...>" as its answer: the loop names the slip instead of the host
    finishing on it, and the fixed script's answer is the one given."""
    (workspace / "notes").mkdir()
    (workspace / "notes" / "plan.txt").write_text("the heron nests by the weir\n")
    (workspace / "notes" / "todo.txt").write_text("buy rope\n")
    reused = ("```python\nimport os\nfor f in sorted(os.listdir('notes')):\n    with open('notes/' + f) as f:\n"
              "        if 'heron' in f.read():\n            print('ANSWER:', f)\n```")
    fixed = ("```python\nimport os\nfor name in sorted(os.listdir('notes')):\n    with open('notes/' + name) as fh:\n"
             "        if 'heron' in fh.read():\n            print('ANSWER:', name)\n```")
    res = guided([tx(reused), tx(fixed)], "Which file in notes/ mentions the heron? Just answer.", votes=False)
    assert res.code == 0, res.stderr
    results = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_run_command"]
    assert "<_io.TextIOWrapper name='notes/plan.txt'" in results[0]["output_preview"]
    # Not finished on: the model's next script ran, and the host finished on its answer.
    assert len(results) == 2 and "ANSWER: plan.txt" in results[1]["output_preview"]
    assert [a["action_type"] for a in res.of_type("activity")].count("host_finish") == 1
    answer = res.of_type("answer_completed")[-1]["text"]
    assert "plan.txt" in answer and "TextIOWrapper" not in answer


def test_object_reprs_are_named_with_the_reused_file_name_when_a_file() -> None:
    from ncurator_cli.guided.datalint import object_repr_slip

    note = object_repr_slip("ANSWER: <_io.TextIOWrapper name='a.txt' mode='r' encoding='UTF-8'>:5\n") or ""
    assert note.startswith("The output holds Python objects, not values (<_io.TextIOWrapper name='a.txt'")
    assert "a file object" in note
    assert "a file object" not in (object_repr_slip("<generator object rows at 0x7f3a2b1c0d10>") or "a file object")
    assert object_repr_slip("<function total at 0x7f3a2b1c0d10>") and object_repr_slip("dict_keys(['a'])")
    assert object_repr_slip("ANSWER: <b>bold</b> and 3 < 4 > 2") is None


def test_an_answer_of_a_names_letters_is_named_not_finished_on(guided, workspace: Path) -> None:
    """A script that updated a set with each name printed the names' letters as its answer: the
    loop names the slip (`set.update` of a string) instead of the host finishing on it; grades
    and sizes, single letters of their own, are no slip."""
    from ncurator_cli.guided.datalint import characters_slip

    (workspace / "opts.txt").write_text("--station\n--units\n")
    split = ("```python\nfound = set()\nfor line in open('opts.txt'):\n    found.update(line.strip())\n"
             "print('ANSWER:', sorted(found))\n```")
    fixed = ("```python\nfound = set()\nfor line in open('opts.txt'):\n    found.add(line.strip())\n"
             "print('ANSWER:', sorted(found))\n```")
    res = guided([tx(split), tx(fixed)], "Which options does opts.txt list? Just answer.", votes=False)
    assert res.code == 0, res.stderr
    results = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_run_command"]
    # Not finished on: the model's next script ran, and the host finished on its answer.
    assert len(results) == 2 and "ANSWER: ['-', 'a', 'i', 'n', 'o', 's', 't', 'u']" in results[0]["output_preview"]
    assert "ANSWER: ['--station', '--units']" in results[1]["output_preview"]
    assert [a["action_type"] for a in res.of_type("activity")].count("host_finish") == 1
    assert "--station" in res.of_type("answer_completed")[-1]["text"]
    assert characters_slip("grades: ['A', 'B', 'C', 'A', 'D', 'E']") is None
    assert characters_slip("ANSWER: ['--station', 'x']") is None


def test_values_a_script_assigns_into_a_loaded_settings_file_are_written_into_it(guided, workspace: Path) -> None:
    """A script that loads a TOML output with tomllib, assigns two values into the dict and never
    writes it back: the host appends set_values, which changes those two lines of the file and
    keeps its comments and every other line; the run says what was set."""
    (workspace / "conf").mkdir()
    toml = ("# sign-in rules\n[password]\nmin_length = 8  # characters\nexpiry_days = 0\n\n"
            "[lockout]\n# wrong tries before a pause\nattempts = 10\nminutes = 5\n")
    (workspace / "conf" / "auth.toml").write_text(toml)
    script = ("import tomllib\nwith open('conf/auth.toml', 'rb') as f:\n    data = tomllib.load(f)\n"
              "data['password']['min_length'] = 12\ndata['lockout']['attempts'] = 5\nprint(data)")
    res = guided([tx(f"```python\n{script}\n```"), tx("DONE: min_length 12, attempts 5.")],
                 "Set the password min_length to 12 and the lockout attempts to 5 in conf/auth.toml.", votes=False)
    assert res.code == 0, "\n".join(str((e.get("error"), e.get("output_preview"), e.get("message"))) for e in res.lines if e["type"] in ("tool_call_result", "run_failed", "task_failed"))
    assert (workspace / "conf" / "auth.toml").read_text() == toml.replace("min_length = 8", "min_length = 12").replace(
        "attempts = 10", "attempts = 5")
    out = res.of_type("terminal_step_result")[0]["output_preview"]
    assert "conf/auth.toml: [password] min_length = 12 (was 8)" in out and "[lockout] attempts = 5 (was 10)" in out
    assert [(a["path"], a["operation"]) for a in res.of_type("file_artifact")] == [("conf/auth.toml", "updated")]


def test_settings_writes_only_for_an_output_the_script_loaded_changed_and_did_not_write(tmp_path: Path) -> None:
    from ncurator_cli.guided.terminal import settings_writes

    (tmp_path / "app.json").write_text('{"db": {"port": 1}}\n')
    (tmp_path / "web.ini").write_text("[http]\nport = 80\n")
    loaded = "import json\ncfg = json.load(open('app.json'))\ncfg['db']['port'] = 2\ncfg['db']['host'] = x\nprint(cfg)"
    assert settings_writes(loaded, tmp_path, ["app.json"]) == loaded + (
        "\nfrom ncurator_cli.scriptlib import save_settings\nsave_settings('app.json', cfg)  # the values "
        "changed above, written into app.json (every other line kept)\n")
    assert settings_writes(loaded, tmp_path, ["other.json"]) == loaded  # not an output
    assert settings_writes(loaded + "\njson.dump(cfg, open('app.json', 'w'))", tmp_path, ["app.json"]).endswith("dump(cfg, open('app.json', 'w'))")
    parser = "import configparser\nc = configparser.ConfigParser()\nc.read('web.ini')\nc['http']['port'] = '8080'\n"
    assert "save_settings('web.ini', c)" in settings_writes(parser, tmp_path, ["web.ini"])
    assert settings_writes(parser + "c.write(open('web.ini', 'w'))\n", tmp_path, ["web.ini"]).endswith("'w'))\n")
    # Changed in a branch, a loop, or by update(): written too (whatever the dict holds at the end).
    inside = "import json\ncfg = json.load(open('app.json'))\nif cfg:\n    cfg['db']['port'] = 2\n"
    assert "save_settings('app.json', cfg)" in settings_writes(inside, tmp_path, ["app.json"])
    looped = "env = settings('web.ini')\nfor k in ['a']:\n    env.update({k: 1})\n"
    assert "save_settings('web.ini', env)" in settings_writes(looped, tmp_path, ["web.ini"])
    read_only = "cfg = settings('app.json')\nprint(cfg['db.port'])\n"
    assert settings_writes(read_only, tmp_path, ["app.json"]) == read_only  # nothing changed


def test_save_settings_writes_what_changed_and_keeps_every_other_line(tmp_path: Path, monkeypatch) -> None:
    """save_settings compares the dict with the file and sets only the values that differ or are
    new, for each way a script reads a settings file; nothing changed writes nothing."""
    import configparser
    import json
    import tomllib

    from ncurator_cli.scriptlib import save_settings, settings

    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env").write_text("A=1\n# B=old\nC=x\n")
    env = settings(".env")
    env["B"] = "new"
    env["A"] = 1  # the same value: left as is
    save_settings(".env", env)
    assert (tmp_path / ".env").read_text() == "A=1\n# B=old\nC=x\nB=new\n"
    (tmp_path / "a.toml").write_text("# rules\n[pw]\nmin = 8  # chars\nlist = [1, 2]\n")
    data = tomllib.loads((tmp_path / "a.toml").read_text())
    data["pw"]["min"] = 12
    data["pw"]["list"] = [3]  # a list: left as the file has it
    save_settings("a.toml", data)
    assert (tmp_path / "a.toml").read_text() == "# rules\n[pw]\nmin = 12  # chars\nlist = [1, 2]\n"
    (tmp_path / "w.ini").write_text("[DEFAULT]\nx = 1\n[http]\nport = 80\n")
    c = configparser.ConfigParser()
    c.read("w.ini")
    c["http"]["port"] = "8080"
    save_settings("w.ini", c)
    assert (tmp_path / "w.ini").read_text() == "[DEFAULT]\nx = 1\n[http]\nport = 8080\n"
    (tmp_path / "j.json").write_text('{"a": {"b": true}}\n')
    before = (tmp_path / "j.json").stat().st_mtime_ns
    save_settings("j.json", json.loads((tmp_path / "j.json").read_text()))
    assert (tmp_path / "j.json").stat().st_mtime_ns == before  # nothing changed: not rewritten
    with pytest.raises(TypeError, match="give the dict read from it"):
        save_settings("j.json", [1])


def test_a_value_tested_against_a_list_of_records_is_named_with_the_test_that_works(tmp_path: Path) -> None:
    """`name in menu` with `menu = records(...)` is never true (a list of dicts holds no string):
    said with the records' keys and the form that tests one field; a test against a set, or of a
    record, is left alone."""
    from ncurator_cli.guided.terminal import record_membership

    (tmp_path / "menu.csv").write_text("Item,Price\nTea,2\n")
    code = ("menu = records('menu.csv')\nfound = []\nfor name in ['Tea']:\n    if name in menu:\n        found.append(name)\n"
            "names = {r['Item'] for r in menu}\nok = 'Tea' in names\nprint(found)")
    assert record_membership(tmp_path, code) == [
        "`name in menu`, but menu is a list of records (dicts with the keys 'Item', 'Price'), which holds no single "
        "value: test one field's values, e.g. `name in {r['Item'] for r in menu}`"]
    assert record_membership(tmp_path, "menu = records('menu.csv')\nprint({'Item': 'Tea'} in menu)") == []
    assert record_membership(tmp_path, "menu = records('nothing.csv')\nprint('Tea' in menu)") == []


def test_a_number_field_compared_with_text_is_named(tmp_path: Path) -> None:
    """`r['seg'] == '0'` where seg holds numbers is never true: said with the values and the
    comparison that works."""
    from ncurator_cli.guided.terminal import record_membership

    (tmp_path / "pts.csv").write_text("seg,ele\n0,12.5\n1,14\n")
    code = "pts = records('pts.csv')\nup = [r for r in pts if r['seg'] == '0']\nprint(len(up))"
    assert record_membership(tmp_path, code) == [
        "`r['seg'] == '0'`, but seg holds numbers (0, 1), not text: compare with 0 (no quotes)"]
    assert record_membership(tmp_path, "pts = records('pts.csv')\nprint([r for r in pts if r['seg'] == 0])") == []


def test_the_renames_two_name_forms_give_are_made_by_the_host(guided, workspace: Path) -> None:
    """A rename between two name forms: the host's first call makes the renames it worked out,
    through the command path (a `file_artifact` per change), and finishes the task after it, with no
    model turn; files of other forms and other folders are left."""
    (workspace / "rec").mkdir()
    (workspace / "inbox").mkdir()
    for rel in ("rec/01-11-2025_sport-12-to-5.mp3", "rec/04-11-2025_news.mp3", "rec/2025-10-27_news.mp3",
                "rec/04-11-2025_news.cue.txt", "inbox/05-11-2025_jazz.mp3"):
        (workspace / rel).write_text(rel)
    objective = ("The recordings in rec/ are named DD-MM-YYYY_<show>.mp3. Rename each of them to "
                 "YYYY-MM-DD_<show>.mp3 and leave every other file alone.")
    intent = {"node": "intent", "tool_calls": [{"name": "declare_intent",
                                                 "args": {"kind": "change", "outputs": ["rec/"]}}]}
    res = guided([intent], objective)
    assert res.code == 0, res.stderr
    assert sorted(p.relative_to(workspace).as_posix() for p in workspace.rglob("*")
                  if p.is_file() and p.parent.name in ("rec", "inbox")) == [
        "inbox/05-11-2025_jazz.mp3", "rec/04-11-2025_news.cue.txt", "rec/2025-10-27_news.mp3",
        "rec/2025-11-01_sport-12-to-5.mp3", "rec/2025-11-04_news.mp3"]
    steps = res.of_type("terminal_step_result")
    assert len(steps) == 1 and "rec/04-11-2025_news.mp3 -> rec/2025-11-04_news.mp3" in steps[0]["output_preview"]
    assert any(a["action_type"] == "host_finish" for a in res.of_type("activity"))
    assert {a["path"] for a in res.of_type("file_artifact")} >= {"rec/2025-11-01_sport-12-to-5.mp3",
                                                                 "rec/2025-11-04_news.mp3"}


def test_a_selection_among_prose_documents_starts_from_each_one_judged_on_its_own(guided, workspace: Path) -> None:
    """Guided mode: a task that selects among a few prose documents it names by folder gets, before
    the first turn, the host's `judge_documents` call: one constrained model call per document
    (node `judge`), the verdicts with their sentences listed as the call's result."""
    import json

    (workspace / "tickets").mkdir()
    (workspace / "tickets" / "T-1.txt").write_text("Status: open\nThe customer cannot pay by card at checkout.\n")
    (workspace / "tickets" / "T-2.txt").write_text("Status: closed\nThe refund bug was fixed last week.\n")
    (workspace / "tickets" / "T-3.md").write_text("# T-3\nStatus: open\nThe logo is blurry on the invoice page.\n")

    def verdict(meets: bool, evidence: str) -> dict[str, Any]:
        checks = [{"condition": "an open payment problem", "document_says": evidence, "met": "yes" if meets else "no"}]
        return {"node": "judge", "content": json.dumps({"checks": checks})}

    write = tx("```python\nopen('open.txt', 'w').write('T-1\\n')\nprint(open('open.txt').read())\n```")
    res = guided([verdict(True, "The customer cannot pay by card at checkout."), verdict(False, "Status: closed"),
                  verdict(False, "The logo is blurry on the invoice page."), write, tx("DONE: open.txt lists T-1")],
                 "Which tickets in tickets/ are open payment problems? Write their IDs to open.txt, one per line.",
                 votes=False)
    assert res.code == 0, res.stderr
    first = res.of_type("tool_call_started")[0]
    assert first["tool_name"] == "judge_documents" and first["tool_call_id"].endswith(":pre0")
    assert first["input"]["files"] == ["tickets/T-1.txt", "tickets/T-2.txt", "tickets/T-3.md"]
    result = res.of_type("tool_call_result")[0]["output_preview"]
    assert ("- tickets/T-1.txt: yes — an open payment problem: 'The customer cannot pay by card at checkout.' (met)"
            in result)
    assert "- tickets/T-2.txt: no" in result and "- tickets/T-3.md: no" in result
    assert [e["node"] for e in res.of_type("model_request_completed")][:3] == ["judge"] * 3
    assert (workspace / "open.txt").read_text() == "T-1\n"


def test_an_answer_that_gives_no_value_is_pushed_back_once(guided, workspace: Path) -> None:
    """Guided: a question answered with a description of its answer ("the name and phone of the
    client who ...") is pushed back once; the answer that names what the command printed stands."""
    (workspace / "clients.csv").write_text("name,phone,last_order\nBrook Mill,0161 555,2025-01-02\nOak Yard,0161 777,2025-04-01\n")
    res = guided([tx("```bash\ngrep -v 2025-04 clients.csv\n```"),
                  tx("DONE: The answer is the name and phone of each client who has not ordered."),
                  tx("DONE: Brook Mill, 0161 555")],
                 "Which clients have not ordered since March 2025? Give me their names and phone numbers.", votes=False)
    assert res.code == 0, res.stderr
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert finishes[0]["error"].startswith("not finished: your answer names no value")
    assert finishes[1]["error"] is None
    assert res.of_type("task_result")[0]["message"] == "Brook Mill, 0161 555"


def test_a_who_question_answered_with_an_id_alone_is_pushed_back_once(guided, workspace: Path) -> None:
    """Guided: "who used the most?" answered with a card number is asked once for the person; the
    answer that names them stands."""
    from ncurator_cli.objective import asks_who, names_someone

    assert asks_who("Who used the most power in May?") and not asks_who("Who is allowed to swim alone?")
    assert not names_someone("Card C-1001 used 92.8 kWh.", "Who used the most power in May?")
    assert names_someone("Card C-1001 (Sam Whitfield) used 92.8 kWh.", "Who used the most power in May?")
    (workspace / "use.csv").write_text("card,kwh\nC-1001,92.8\nC-1002,12.0\n")
    (workspace / "cards.csv").write_text("card,holder\nC-1001,Sam Whitfield\nC-1002,Ana Ruiz\n")
    res = guided([tx("```bash\ncat use.csv cards.csv\n```"), tx("DONE: C-1001 used the most, 92.8 kWh."),
                  tx("DONE: Sam Whitfield (C-1001), 92.8 kWh.")],
                 "Who used the most power according to use.csv and cards.csv? Give the kWh too.", votes=False)
    assert res.code == 0, res.stderr
    finishes = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert finishes[0]["error"].startswith("not finished: the task asks who, and your answer names no one")
    assert finishes[1]["error"] is None


def test_files_put_into_folders_by_their_name_form_are_moved_by_the_host(guided, workspace: Path) -> None:
    """"Named <YYYY-MM>_<client>_<no>.pdf; sort them into one subfolder per client, e.g. a.pdf would go
    to bills/acme/a.pdf": the host works out each move from the names (not from a log beside them)
    and makes them before the model's first turn, through the command path; other files stay."""
    from ncurator_cli.capabilities.terminal import planned_moves

    (workspace / "bills").mkdir()
    names = ["2031-01_north-yard_B17.pdf", "2031-02_south_B18.pdf", "2031-03_north-yard_B19.pdf"]
    for name in names:
        (workspace / "bills" / name).write_bytes(b"%PDF-1.4 " + name.encode())
    (workspace / "bills" / "log.csv").write_text("no,client\nB17,south\n")
    objective = ("The PDFs in bills/ are named <YYYY-MM>_<client>_<bill no>.pdf. Sort them into one subfolder per "
                 "client inside bills/, for example bills/2030-12_acme_B01.pdf would go to bills/acme/2030-12_acme_B01.pdf. "
                 "Leave any other files where they are.")
    assert planned_moves(workspace, objective) == [
        ("bills/2031-01_north-yard_B17.pdf", "bills/north-yard/2031-01_north-yard_B17.pdf"),
        ("bills/2031-02_south_B18.pdf", "bills/south/2031-02_south_B18.pdf"),
        ("bills/2031-03_north-yard_B19.pdf", "bills/north-yard/2031-03_north-yard_B19.pdf")]
    res = guided([tx("DONE: moved the three PDFs into bills/north-yard/ and bills/south/")], objective, votes=False)
    assert res.code == 0, res.stderr
    started = res.of_type("terminal_step_started")
    assert len(started) == 1 and "os.rename(old, new)" in started[0]["command"]
    assert sorted(str(p.relative_to(workspace)) for p in (workspace / "bills").rglob("*") if p.is_file()) == [
        "bills/log.csv", "bills/north-yard/2031-01_north-yard_B17.pdf", "bills/north-yard/2031-03_north-yard_B19.pdf",
        "bills/south/2031-02_south_B18.pdf"]
    # Without a folder to put them in, or with no name form, nothing is planned.
    assert planned_moves(workspace, "The PDFs in bills/ are named <YYYY-MM>_<client>_<no>.pdf. List the clients.") == []
    assert planned_moves(workspace, "Sort the PDFs in bills/ into one subfolder per client.") == []


def test_files_renamed_and_moved_by_an_index_file_are_moved_by_the_host(guided, workspace: Path) -> None:
    """"Using scans/list.csv (UK dates), rename each scan to YYYY-MM-DD_shop.pdf, the shop in lower case
    with hyphens, and move it into out/YYYY-MM/": each file's new path is filled from its row (04/03 is
    the 4th of March), made by the host before the model's first turn, through the command path;
    the index and other files stay. Dates that could be either way round, or a form with a slot no
    field fills, plan nothing; the form is no output of the plan."""
    from ncurator_cli.capabilities.terminal import planned_moves
    from ncurator_cli.objective.intent import cues

    (workspace / "scans").mkdir()
    rows = [("s1.pdf", "04/03/2031", "Paper Mill"), ("s2.pdf", "11/03/2031", "Ink Co"), ("s3.pdf", "02/04/2031", "Paper Mill")]
    for name, _, _ in rows:
        (workspace / "scans" / name).write_bytes(b"%PDF-1.4 " + name.encode())
    (workspace / "scans" / "list.csv").write_text("file,date,shop\n" + "".join(f"{a},{b},{c}\n" for a, b, c in rows))
    objective = ("Using scans/list.csv (the dates are UK style), rename each scan to YYYY-MM-DD_shop.pdf, with the shop in "
                 "lower case and hyphens instead of spaces, and move it into a folder for its month, out/YYYY-MM/.")
    assert "YYYY-MM-DD_shop.pdf" not in cues(objective).outputs
    assert planned_moves(workspace, objective) == [
        ("scans/s1.pdf", "out/2031-03/2031-03-04_paper-mill.pdf"), ("scans/s2.pdf", "out/2031-03/2031-03-11_ink-co.pdf"),
        ("scans/s3.pdf", "out/2031-04/2031-04-02_paper-mill.pdf")]
    # Not said which way round, with no day over 12: unclear, nothing planned; a slot no field fills: nothing.
    assert planned_moves(workspace, objective.replace(" (the dates are UK style)", "")) == []
    assert planned_moves(workspace, objective.replace("_shop.pdf", "_vendor.pdf")) == []
    res = guided([tx("DONE: renamed and moved the three scans")], objective, votes=False)
    assert res.code == 0, res.stderr
    started = res.of_type("terminal_step_started")
    assert len(started) == 1 and "os.rename(old, new)" in started[0]["command"]
    assert sorted(str(p.relative_to(workspace)) for d in ("out", "scans") for p in (workspace / d).rglob("*")
                  if p.is_file()) == [
        "out/2031-03/2031-03-04_paper-mill.pdf", "out/2031-03/2031-03-11_ink-co.pdf",
        "out/2031-04/2031-04-02_paper-mill.pdf", "scans/list.csv"]
    assert (workspace / "out/2031-03/2031-03-11_ink-co.pdf").read_bytes() == b"%PDF-1.4 s2.pdf"


def test_index_rows_picked_by_their_status_move_from_the_folder_named_whatever_the_case_of_their_names(
        workspace: Path) -> None:
    """"For every entry in shots/entries.csv that is still entered, move its file from shots/inbox/ to
    shots/out/<category>/ (category folder in lower case: mono or colour) and rename it
    <entry_no>_<surname>.jpg; withdrawn entries stay in the inbox": the files are found in the
    folder the objective names (an index's "img_3.jpg" is IMG_3.JPG there), the withdrawn row is
    left, the folder is lower case and the name keeps its capitals. Every value of a field named
    ("mono or colour") picks none out; two fields that pick are unclear and plan nothing."""
    from ncurator_cli.guided.moves import index_moves

    inbox = workspace / "shots" / "inbox"
    inbox.mkdir(parents=True)
    for n in ("IMG_1.jpg", "IMG_2.jpg", "IMG_3.JPG", "extra.jpg"):
        (inbox / n).write_bytes(n.encode())
    (workspace / "shots" / "entries.csv").write_text(
        "entry_no,surname,category,file,status\n01,Okoro,Mono,IMG_1.jpg,entered\n02,Lund,Colour,IMG_2.jpg,withdrawn\n"
        "03,Marsh,Colour,img_3.jpg,entered\n")
    objective = ("For every entry in shots/entries.csv that is still entered, move its file from shots/inbox/ to "
                 "shots/out/<category>/ (category folder in lower case: mono or colour) and rename it "
                 "<entry_no>_<surname>.jpg. Withdrawn entries stay in the inbox.")
    assert index_moves(workspace, objective) == [("shots/inbox/IMG_1.jpg", "shots/out/mono/01_Okoro.jpg"),
                                                 ("shots/inbox/IMG_3.JPG", "shots/out/colour/03_Marsh.jpg")]
    assert index_moves(workspace, objective.replace("Withdrawn entries", "Colour entries")) == []


def test_files_sorted_into_month_folders_by_the_date_in_their_names_are_moved_by_the_host(guided, workspace: Path) -> None:
    """"Sort the invoices in docs/inbox into month folders under docs/ (named like 2031-03), going by the
    date in each file name; only the invoices": each name's date read in whatever form it is written
    (ISO with _ or -, 15.03.2031 day first as a day over 12 shows, 19-Apr-2031), an abbreviation of
    the kind ("INV") kept, other kinds left; moved by the host's first command. Dates either way
    round, or no month folder shown, plan nothing."""
    from ncurator_cli.capabilities.terminal import planned_moves

    inbox = workspace / "docs" / "inbox"
    inbox.mkdir(parents=True)
    (workspace / "docs" / "2031-03").mkdir()
    names = ["invoice_2031-03-02_Acme.pdf", "INV 15.03.2031 Bolt.pdf", "2031_04_01-invoice-Cog.pdf",
             "invoice-19-Apr-2031-Dyn.pdf", "quote_2031-03-09_Acme.pdf", "notes.txt"]
    for n in names:
        (inbox / n).write_bytes(n.encode())
    objective = ("Sort the supplier invoices in docs/inbox into month folders under docs/ (named like 2031-03), going by "
                 "the invoice date in each file name. Only the invoices - leave anything else in the inbox.")
    assert planned_moves(workspace, objective) == [
        ("docs/inbox/2031_04_01-invoice-Cog.pdf", "docs/2031-04/2031_04_01-invoice-Cog.pdf"),
        ("docs/inbox/INV 15.03.2031 Bolt.pdf", "docs/2031-03/INV 15.03.2031 Bolt.pdf"),
        ("docs/inbox/invoice-19-Apr-2031-Dyn.pdf", "docs/2031-04/invoice-19-Apr-2031-Dyn.pdf"),
        ("docs/inbox/invoice_2031-03-02_Acme.pdf", "docs/2031-03/invoice_2031-03-02_Acme.pdf")]
    assert planned_moves(workspace, objective.replace(" (named like 2031-03)", "")) == []
    (inbox / "INV 03.04.2031 Ex.pdf").write_bytes(b"x")  # 03.04 beside 15.03: still day first
    assert ("docs/inbox/INV 03.04.2031 Ex.pdf", "docs/2031-04/INV 03.04.2031 Ex.pdf") in planned_moves(workspace, objective)
    (inbox / "INV 03.04.2031 Ex.pdf").unlink()
    res = guided([tx("DONE: moved the invoices")], objective, votes=False)
    assert res.code == 0, res.stderr
    started = res.of_type("terminal_step_started")
    assert len(started) == 1 and "os.rename(old, new)" in started[0]["command"]
    assert sorted(p.name for p in inbox.iterdir()) == ["notes.txt", "quote_2031-03-09_Acme.pdf"]
    assert sorted(p.name for p in (workspace / "docs" / "2031-04").iterdir()) == [
        "2031_04_01-invoice-Cog.pdf", "invoice-19-Apr-2031-Dyn.pdf"]


def test_forms_sorted_into_named_folders_by_a_field_they_write_are_moved_by_the_host(guided, workspace: Path) -> None:
    """"Sort them into entries/juniors, entries/seniors (the over-40s) and entries/teams by the class
    each runner entered first": the field sharing most words with the task ("First class entered",
    not "Second class"), its value matched to the one named folder sharing most words with it (the
    words in brackets count); files without the field stay; moved by the host's first command. A
    value no named folder fits plans nothing."""
    from ncurator_cli.capabilities.terminal import planned_moves

    entries = workspace / "entries"
    entries.mkdir()
    forms = {"e1.txt": ("Junior (U17)", "Team relay"), "e2.txt": ("over-40s", "-"), "e3.txt": ("TEAM relay", "Junior"),
             "e4.txt": ("Senior veteran", "Team")}
    for name, (first, second) in forms.items():
        (entries / name).write_text(f"Fell race entry\nName: Runner {name}\nFirst class entered: {first}\n"
                                    f"Second class: {second}\n")
    (entries / "README.txt").write_text("Entries exported on 3 May.\nNote: keep this file here.\n")
    objective = ("The race entries are all in entries/. Sort them into entries/juniors, entries/seniors (the over-40s) and "
                 "entries/teams by the class each runner entered first. Move them, don't rename them.")
    assert planned_moves(workspace, objective) == [
        ("entries/e1.txt", "entries/juniors/e1.txt"), ("entries/e2.txt", "entries/seniors/e2.txt"),
        ("entries/e3.txt", "entries/teams/e3.txt"), ("entries/e4.txt", "entries/seniors/e4.txt")]
    (entries / "e5.txt").write_text("Name: X\nFirst class entered: Walkers\n")
    assert planned_moves(workspace, objective) == []  # a value no named folder fits
    (entries / "e5.txt").unlink()
    res = guided([tx("DONE: sorted the entries")], objective, votes=False)
    assert res.code == 0, res.stderr
    started = res.of_type("terminal_step_started")
    assert len(started) == 1 and "os.rename(old, new)" in started[0]["command"]
    assert sorted(p.name for p in entries.iterdir() if p.is_file()) == ["README.txt"]
    assert sorted(p.name for p in (entries / "seniors").iterdir()) == ["e2.txt", "e4.txt"]


def test_a_value_asked_by_the_workspaces_own_code_is_worked_out_by_importing_it(workspace: Path) -> None:
    """"Going by the code in fees/rules.py, how much is a 3-hour booking?": the first step imports the
    module's public functions to call them (not its records, whose fields a probe's script summed);
    the import runs from the workspace. A question about the code's structure, or one that does not
    say the code works the value out, reads it as before."""
    import subprocess
    import sys

    from ncurator_cli.guided.terminal import first_step

    (workspace / "fees").mkdir()
    (workspace / "fees" / "rules.py").write_text("RATE = 12\n\ndef _round(x):\n    return round(x, 2)\n\n"
                                                "def booking_fee(hours, member=False):\n"
                                                "    \"\"\"The fee in pounds.\n\n    Rounded.\"\"\"\n"
                                                "    return _round(RATE * hours * (0.8 if member else 1))\n")
    task = "Going by the code in fees/rules.py, how much does a member pay for a 3-hour booking?"
    step = first_step(task, workspace, [])
    assert step == ("# 1. read the functions of fees/rules.py, imported to call them with the task's values: "
                    "booking_fee(hours, member=False): The fee in pounds\nfrom fees.rules import booking_fee\n")
    done = subprocess.run([sys.executable, "-"], input=step + "print(booking_fee(3, member=True))\n", text=True,
                          capture_output=True, cwd=workspace)
    assert done.stdout.strip() == "28.8", done.stderr
    for other in ("Going by the code in fees/rules.py, which functions take a member parameter?",
                  "How much is a 3-hour booking? See fees/rules.py."):
        assert first_step(other, workspace, []).startswith("# 1. read the records of fees/rules.py"), other


def test_a_value_asked_by_the_code_in_a_named_folder_is_worked_out_by_importing_its_modules(workspace: Path) -> None:
    """"Going by the fines code in the lib/ folder, what would a senior be fined ...?": no module named,
    one folder of them; the first step imports each module's public functions, with the folder first
    on sys.path when the modules import each other by bare name (as they run from inside it), as a
    package when they import relatively; each function with the string values its code tests a
    parameter against (compared, or the keys of a module dict it looks it up in). A question about
    the code's structure reads as before."""
    import subprocess
    import sys

    from ncurator_cli.guided.terminal import first_step

    (workspace / "lib").mkdir()
    (workspace / "lib" / "settings.py").write_text("GRACE = 3\n")
    (workspace / "lib" / "fines.py").write_text("from settings import GRACE\n\ndef fine(kind, days, item='book'):\n"
                                                "    \"\"\"Fine in pounds.\"\"\"\n"
                                                "    return max(0, days - GRACE) * (0.15 if kind == 'senior' else 0.25)"
                                                " * (2 if item == 'dvd' else 1)\n\ndef _helper():\n    pass\n")
    (workspace / "lib" / "test_fines.py").write_text("def test_x():\n    pass\n")
    task = "Going by the fines code in the lib/ folder, what would a senior be fined for a DVD 12 days late?"
    step = first_step(task, workspace, [])
    assert step == ("# 1. read the functions of the modules in lib/, imported to call them with the task's values: "
                    "fine(kind, days, item='book') [kind: 'senior'; item: 'dvd']: Fine in pounds\n"
                    "import sys; sys.path.insert(0, 'lib')\nfrom fines import fine\n")
    done = subprocess.run([sys.executable, "-"], input=step + "print(round(fine('senior', 12, 'dvd'), 2))\n", text=True,
                          capture_output=True, cwd=workspace)
    assert done.stdout.strip() == "2.7", done.stderr
    (workspace / "lib" / "fines.py").write_text("from .settings import GRACE\nRATE = {'adult': 1, 'child': 0}\n\n"
                                                "def fine(days, who):\n    return (days - GRACE) * RATE.get(who, 1)\n")
    step = first_step(task, workspace, [])
    # The module dict a function looks its parameter up in is imported too: a script can ask each key.
    assert "fine(days, who) [who: 'adult', 'child'] (and RATE (the dict they look it up in, 2 keys))" in step
    assert step.endswith("\nfrom lib.fines import fine, RATE\n"), step
    assert not first_step("Going by the code in the lib/ folder, which functions take a days parameter?", workspace,
                          []).startswith("# 1. read the functions of the modules")
    # No folder named, answers written to a file: the workspace's one package (its keys added later
    # by update() and item assignment counted too).
    (workspace / "lib" / "__init__.py").write_text("")
    (workspace / "lib" / "fines.py").write_text("from .settings import GRACE\nRATE = {'adult': 1, 'child': 0}\n"
                                                "RATE.update({'senior': 0.5})\nRATE['carer'] = 0\n\n"
                                                "def fine(days, who):\n    return (days - GRACE) * RATE.get(who, 1)\n")
    task = "Going by what our library code actually does, which members will be charged for 5 days late? Put them in who.txt."
    step = first_step(task, workspace, ["who.txt"])
    assert "RATE (the dict they look it up in, 4 keys)" in step and step.endswith("\nfrom lib.fines import fine, RATE\n")
    assert "[who: 'adult', 'child', 'senior', 'carer']" in step  # few keys: listed
    done = subprocess.run([sys.executable, "-"], input=step + "print([w for w in RATE if fine(5, w)])\n", text=True,
                          capture_output=True, cwd=workspace)
    assert done.stdout.strip() == "['adult', 'senior']", done.stderr
    # More keys than a list shows: the parameter is said to be a key of the imported dict.
    (workspace / "lib" / "fines.py").write_text("RATE = {" + ", ".join(f"'k{n}': {n}" for n in range(9)) + "}\n\n"
                                                "def fine(days, who):\n    return days * RATE.get(who, 1)\n")
    assert "fine(days, who) [who: a key of RATE]" in first_step(task, workspace, ["who.txt"])
    (workspace / "who.txt").write_text("old list\n")
    assert "imported to call them" not in first_step(task, workspace, ["who.txt"])  # an existing file changed
    assert not first_step(task.replace("who.txt", "lib/fines.py"), workspace, ["lib/fines.py"]).startswith(
        "# 1. read the functions of the modules")  # a change of the code itself


def test_files_put_into_folders_like_the_objectives_example_are_moved_by_the_host(guided, workspace: Path) -> None:
    """"Photos are in inbox/ with names like site2_20250304_1.jpg; move each into
    surveys/<site>/<date as YYYY-MM-DD>/ - so that one goes to surveys/site2/2025-03-04/...": no
    name form with slots, but the example's new folders are a part of its name and that part's date
    written another way; the host makes each move (other digits, the same letters); the notes file
    and a name of another form stay. An example whose folder is none of these plans nothing."""
    from ncurator_cli.objective import example_moves

    (workspace / "inbox").mkdir()
    names = ["site12_20250415_2.jpg", "site2_20250304_1.jpg", "site2_20250304_10.jpg"]
    for name in [*names, "notes.txt", "IMG_0001.jpg"]:
        (workspace / "inbox" / name).write_bytes(name.encode())
    objective = ("The survey photos are in inbox/ with names like site2_20250304_1.jpg (site, date, photo number). Move "
                 "each photo into surveys/<site>/<date as YYYY-MM-DD>/ keeping its file name - so that one goes to "
                 "surveys/site2/2025-03-04/site2_20250304_1.jpg - and leave inbox/notes.txt where it is.")
    res = guided([tx("DONE: moved the photos")], objective, votes=False)
    assert res.code == 0, res.stderr
    started = res.of_type("terminal_step_started")
    assert len(started) == 1 and "os.rename(old, new)" in started[0]["command"]
    assert sorted(str(p.relative_to(workspace)) for d in ("inbox", "surveys") for p in (workspace / d).rglob("*")
                  if p.is_file()) == [
        "inbox/IMG_0001.jpg", "inbox/notes.txt", "surveys/site12/2025-04-15/site12_20250415_2.jpg",
        "surveys/site2/2025-03-04/site2_20250304_1.jpg", "surveys/site2/2025-03-04/site2_20250304_10.jpg"]
    assert example_moves("in", ["IMG_20250102_3.jpg", "IMG_2025_3.jpg", "DSC_20250102_3.jpg"],
                         "Move each photo in in/ to photos/<year>/: IMG_20250304_1.jpg goes to "
                         "photos/2025/IMG_20250304_1.jpg") == [("in/IMG_20250102_3.jpg", "photos/2025/IMG_20250102_3.jpg")]
    assert example_moves("in", ["a_20250102.jpg"], "Move them into x/: a_20250304.jpg goes to x/b7/a_20250304.jpg") == []


def test_an_answer_that_drops_items_the_script_listed_is_asked_for_all_of_them_once(guided, workspace: Path) -> None:
    """"List each ...": the script printed three items, one per line; a `DONE:` naming one of them is
    refused once with the ones it leaves out; the full answer stands. A question that picks one
    ("the most") may name one line of many."""
    from ncurator_cli.guided.terminal import line_keys

    (workspace / "kit").mkdir()
    (workspace / "kit" / "a.py").write_text("def alpha(tone='low'):\n    pass\ndef beta(tone):\n    pass\n"
                                            "def gamma(tone=None):\n    pass\n")
    script = ("```python\nfor r in records('kit/a.py'):\n    if r['kind'] == 'function':\n"
              "        print('Function:', r['name'], 'default:', r['defaults'].get('tone', 'required'))\n```")
    objective = "List each function in kit/ that takes a parameter named tone, with its default."
    res = guided([tx(script), tx("DONE: alpha takes tone (default 'low')."),
                  tx("DONE: alpha ('low'), beta (required), gamma (None).")], objective, votes=False)
    assert res.code == 0, res.stderr
    refused = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_finish"]
    assert res.of_type("task_result")[0]["message"] == "alpha ('low'), beta (required), gamma (None)."
    assert len(refused) == 1
    assert line_keys("Function: alpha default: 'low'\nFunction: beta default: required\n", objective) == ["alpha", "beta"]
    assert line_keys("Total: 5\n", objective) == []  # one line: no list
    # Lines the answer rightly leaves out (a zero count, "ok") are not asked for.
    from ncurator_cli.guided.terminal import _NEGATIVE_LINE

    assert [ln for ln in ("a.log: 0", "web1: ok", "Default: None", "b.log: 3") if _NEGATIVE_LINE.search(ln)] == [
        "a.log: 0", "web1: ok"]
    # A CSV header printed above its rows is no item.
    assert line_keys("name,phone\nBrook Mill,0161 555\nOak Yard,0161 777\n", "Which clients?") == ["Brook", "Oak"]
    # A plural after which or what asks for every item too; a singular, or "what is", does not.
    from ncurator_cli.guided.terminal import _LIST_ASK

    asks = [q for q in ("Which functions call close_ticket?", "What environment variables does it read?",
                        "Which of its functions take a parameter named tone?", "What is the status of the job?",
                        "Which address sent it?", "Which file has the error?") if _LIST_ASK.search(q)]
    assert asks == ["Which functions call close_ticket?", "What environment variables does it read?",
                    "Which of its functions take a parameter named tone?"]


def _failed_script_note(root: Path, script: str, line: int, error: str) -> str:
    """The loop's note after `script` (a python heredoc run in `root`) stopped at `line` on `error`."""
    from ncurator_cli.guided.terminal import CodeReplies
    from ncurator_cli.models.base import ToolCall

    run = ToolCall("terminal_run_command", {"command": f"python3 - <<'PYEOF'\n{script}\nPYEOF"})
    loop = {"messages": [{"content": "system"}, {"content": "Task: t"}],
            "data": {"steps": [{"command": run.args["command"], "exit_code": 1,
                                "output": "Traceback (most recent call last):\n  File \"<stdin>\", line "
                                          f"{line}, in <module>\n{error}\n"}]}}
    return CodeReplies(root=root).result_note(run, loop)


def test_a_records_list_taken_for_a_mapping_gets_the_loop_that_reads_it(tmp_path: Path) -> None:
    """A script that indexed a records() list by a record (or made a record a dict key) stops on a
    TypeError; the note names the file's keys and the loop that adds a number column up per value
    of a text column the script uses, not the generic "fix that line"."""
    (tmp_path / "north.csv").write_text("date,bird,seen,observer\n2025-04-05,Wren,3,JO\n2025-04-06,Robin,2,JO\n")
    script = ("north = records('north.csv')\ntotals = {}\nfor bird in north:\n    totals[bird] = north[bird]['seen']\n"
              "print(totals)")

    def note(error: str) -> str:
        return _failed_script_note(tmp_path, script, 4, f"TypeError: {error}")

    said = note("list indices must be integers or slices, not dict")
    assert "records('north.csv') gives a list with one dict per record (keys: date, bird, seen, observer)" in said
    # The text column the script named (its loop variable) and the number column it read.
    assert "totals[rec['bird']] = totals.get(rec['bird'], 0) + rec['seen']" in said
    assert "totals[rec['bird']]" in note("unhashable type: 'dict'")
    # A script over no data file gets the generic advice.
    script = "x = [1, 2]\nprint(x[{}])"
    assert "records(" not in note("list indices must be integers or slices, not dict")


def test_joined_records_still_read_a_column_by_name(tmp_path: Path) -> None:
    from ncurator_cli.scriptlib import records

    (tmp_path / "a.csv").write_text("name,n\nx,1\ny,2\n")
    (tmp_path / "b.csv").write_text("name,n\nz,3\n")
    both = records(tmp_path / "a.csv") + records(tmp_path / "b.csv")
    assert both["name"] == ["x", "y", "z"]
    assert ([] + records(tmp_path / "b.csv"))["n"] == [3]
    assert records(tmp_path / "a.csv")[1:]["name"] == ["y"]


def test_a_zero_answered_before_a_later_script_changed_files_is_stale() -> None:
    """"ANSWER: 0" keys added, then a script that appended three and printed "Added keys: 3": the
    earlier zero is not the task's answer; the later script's report is. A non-zero answer before a
    change (worked out, then written) still stands, and an edit block's diff is no report."""
    from ncurator_cli.guided.terminal import earlier_answers

    counted = {"command": "python3 - <<'PYEOF'\nprint(1)\nPYEOF", "exit_code": 0,
               "output": "Missing keys: ['A', 'B', 'C']\nAdded keys: []\nANSWER: 0\n", "changed": 0}
    wrote = {"command": "python3 - <<'PYEOF'\nprint(2)\nPYEOF", "exit_code": 0,
             "output": "Added keys: 3\n", "changed": 1}
    assert earlier_answers([counted, wrote]) == ["Added keys: 3"]
    assert earlier_answers([counted]) == []  # a zero alone is a filter that kept nothing
    worked_out = {**counted, "output": "ANSWER: 3 keys are missing\n"}
    assert earlier_answers([worked_out, wrote]) == ["3 keys are missing"]


def test_a_key_that_is_part_of_a_value_is_shown_with_a_record_and_how_to_split_it(tmp_path: Path) -> None:
    """A script that asks a log's records for 'code' (the first word of each message, "F28 ignition
    failure"): the note shows a record the script tests for (level FAULT) and the split of its
    message; a file whose values are single words gets no split advice."""
    (tmp_path / "boiler.log").write_text("2025-11-04 06:00:04 INFO heating on\n"
                                         "2025-11-04 06:01:15 FAULT F28 ignition failure\n")
    (tmp_path / "codes.csv").write_text("id,name\n1,alpha\n2,beta\n")

    def note(script: str) -> str:
        return _failed_script_note(tmp_path, script, 2, "KeyError: 'code'")

    said = note("rows = records('boiler.log')\nprint([r['code'] for r in rows if r['level'] == 'FAULT'])")
    assert "No record of boiler.log has a key 'code'" in said
    assert "'level': 'FAULT', 'tag': '', 'message': 'F28 ignition failure'}" in said
    assert "split it out of that value (`first, rest = r['message'].split(' ', 1)`)" in said
    assert "split it out" not in note("rows = records('codes.csv')\nprint([r['code'] for r in rows])")


def test_a_settings_dict_looped_over_as_records_gets_its_keys_and_how_a_value_is_read(tmp_path: Path) -> None:
    """`for r in settings('x.toml'): r['title']` stops on "string indices must be integers": the
    note says settings() gives one dict, names its keys and reads one value by its key."""
    (tmp_path / "helpdesk.toml").write_text('title = "Desk"\n[mail]\nsmtp_port = 587\n')
    (tmp_path / "wg0.conf").write_text("[Peer]\nPublicKey = A=\n[Peer]\nPublicKey = B=\n")

    def note(script: str) -> str:
        return _failed_script_note(tmp_path, script, 3, "TypeError: string indices must be integers, not 'str'")

    said = note("s = settings('helpdesk.toml')\nfor r in s:\n    print(r['title'])")
    assert "settings('helpdesk.toml') gives one dict, not a list of records" in said
    assert "(strings: 'title', 'mail.smtp_port')" in said and "s['title']" in said
    assert "s['Peer'][0]['PublicKey']" in note("s = settings('wg0.conf')\nfor r in s:\n    print(r['PublicKey'])")


def test_a_script_that_prints_the_field_it_filtered_on_is_told_to_print_what_tells_them_apart(tmp_path: Path) -> None:
    """"Which functions call close_ticket?": a script kept the calls named close_ticket and printed
    each one's name, "close_ticket" on every line; the note says so and names the records' other
    keys (a call's 'in' among them). A line that differs in the printed field is no slip."""
    from ncurator_cli.guided.datalint import filter_echo_slip

    (tmp_path / "hd").mkdir()
    (tmp_path / "hd" / "core.py").write_text("def close_ticket(t):\n    pass\n")
    (tmp_path / "hd" / "auto.py").write_text("from .core import close_ticket\ndef sweep():\n    close_ticket(1)\n")
    (tmp_path / "hd" / "cli.py").write_text("from .core import close_ticket\ndef cmd():\n    close_ticket(2)\n")
    code = ("import glob\nfor p in sorted(glob.glob('hd/*.py')):\n    for r in records(p):\n"
            "        if r['kind'] == 'call' and r['name'] == 'close_ticket':\n"
            "            print(f\"Module: {r['module']}, Function: {r['name']}\")\n")
    said = filter_echo_slip(tmp_path, code, "Module: hd.auto, Function: close_ticket\nModule: hd.cli, Function: close_ticket\n")
    assert said is not None and "prints that same 'name', which can only be 'close_ticket'" in said
    import re

    assert re.search(r"other keys: [^)]*\bin\b", said), said  # a call's own function
    assert filter_echo_slip(tmp_path, code.replace("r['name']}", "r['in']}"), "Module: hd.auto, Function: sweep\n"
                            "Module: hd.cli, Function: cmd\n") is None


def test_a_fix_turn_after_the_datas_shape_was_mistaken_keeps_only_the_reads() -> None:
    """A script that indexed a records list by a record stopped inside a loop built on that
    mistake: its fix turn is given the lines that read the data and nothing after them (and the
    host writes none of the rest back); another error keeps every line that ran."""
    from ncurator_cli.guided.terminal import kept_opening, resume_after

    code = ("# Task: t\n# Steps:\nnorth = records('n.csv')\nsouth = records('s.csv')\ntotals = {}\n"
            "for sp in north:\n    totals[sp] = north[sp]['count']\nfor sp in south:\n    x = 1\n    y = 2\n"
            "    z = 3\nprint(totals)")
    output = ('Traceback (most recent call last):\n  File "<stdin>", line 7, in <module>\n'
              "TypeError: list indices must be integers or slices, not dict\n")
    data = {"steps": [{"command": python_command(code), "exit_code": 1, "output": output}]}
    assert kept_opening(data) == "```python\n# Task: t\n# Steps:\nnorth = records('n.csv')\nsouth = records('s.csv')\n"
    assert resume_after(data) is None
    data["steps"][0]["output"] = output.replace("TypeError: list indices must be integers or slices, not dict",
                                                "ZeroDivisionError: division by zero")
    assert "totals = {}\nfor sp in north:" in kept_opening(data)


def test_a_step_out_of_time_keeps_what_its_last_good_command_printed() -> None:
    """A values step that printed the totals, then ran out of time rewriting its script: its
    outcome keeps the last output of a command that exited 0 (`printed`), for the edit after it;
    a failed command's output is not it, and without one there is no `printed`."""
    import types

    from ncurator_cli.capabilities.terminal import TerminalCapability
    from ncurator_cli.config import RunLimits

    ctx = types.SimpleNamespace(limits=RunLimits())
    loop = {"budget_s": 90.0, "model_s": 88.0, "turns": 2, "tool_s": 2.0, "data": {"steps": [
        {"command": "python3 a.py", "exit_code": 0, "output": "Owls: 46\nHawks: 45\n"},
        {"command": "python3 b.py", "exit_code": 1, "output": "KeyError: 'note'"}]}}
    outcome = TerminalCapability().out_of_time(ctx, loop)
    assert outcome.code == "bounded_loop_error" and outcome.data["budget"] == "capability_timeout"
    assert outcome.data["printed"] == "Owls: 46\nHawks: 45\n"
    loop["data"]["steps"] = loop["data"]["steps"][1:]
    assert "printed" not in TerminalCapability().out_of_time(ctx, loop).data


def test_a_local_variable_named_like_the_function_it_is_assigned_from_is_renamed() -> None:
    """`records = records('x.log')` inside a function fails with UnboundLocalError (the name is
    local to the whole function): the local is renamed in that function, the calls keep the name;
    a script without one is unchanged, and so is the same line at the top level."""
    from ncurator_cli.guided.terminal import shadowed_calls

    code = ("from ncurator_cli.scriptlib import records\n\ndef main():\n    records = records('logs/é.log')  # «x»\n"
            "    print(len(records), [r for r in records], records('b.csv'))\n\nmain()\n")
    assert shadowed_calls(code) == code.replace("records = records(", "records_ = records(").replace(
        "len(records), [r for r in records]", "len(records_), [r for r in records_]")
    top = "from ncurator_cli.scriptlib import records\nrecords = records('a.csv')\nprint(records)\n"
    assert shadowed_calls(top) == top
    assert shadowed_calls("def f():\n    rows = records('a')\n") == "def f():\n    rows = records('a')\n"


def test_files_renamed_like_the_example_the_task_gives_are_moved_by_the_host(guided, workspace: Path) -> None:
    """"Rename them to <account>-<YYYY>-<MM>.pdf in a folder per year; so Statement_CurrentAcct_Jan2024.pdf
    should end up as box/2024/current-2024-01.pdf": each file named like the example gets its new path
    the way the example's does (a part as written, its first word lower-cased, a month's name as its
    number); files of another shape stay. Moved by the host's first command. One file renamed with no
    word of an example is no rule for the others."""
    from ncurator_cli.capabilities.terminal import planned_moves
    from ncurator_cli.objective import example_renames

    box = workspace / "box"
    box.mkdir()
    for n in ["Statement_CurrentAcct_Jan2024.pdf", "Statement_Saver_Dec2023.pdf", "Statement_CurrentAcct_Sept2023.pdf",
              "Annual_Summary_Saver_2023.pdf", "Statement_of_Fact.pdf", "notes.txt"]:
        (box / n).write_bytes(n.encode())
    objective = ("Sort the Statement_... PDFs in my box folder into a subfolder per year and rename them to "
                 "<account>-<YYYY>-<MM>.pdf. So Statement_CurrentAcct_Jan2024.pdf should end up as "
                 "box/2024/current-2024-01.pdf. Leave other files alone.")
    assert planned_moves(workspace, objective) == [
        ("box/Statement_CurrentAcct_Jan2024.pdf", "box/2024/current-2024-01.pdf"),
        ("box/Statement_CurrentAcct_Sept2023.pdf", "box/2023/current-2023-09.pdf"),
        ("box/Statement_Saver_Dec2023.pdf", "box/2023/saver-2023-12.pdf")]
    assert example_renames("", ["report.csv", "sales.csv"], "Copy report.csv to backup/report-old.csv") == []
    # A copy over SSH names no slot ("SS" of SSH) and orders no rename: nothing is moved.
    assert example_renames("", ["app.conf", "db.conf"], "Copy app.conf to backup/app-old.conf over SSH, "
                           "for example with scp.") == []
    res = guided([tx("DONE: filed the statements")], objective, votes=False)
    assert res.code == 0, res.stderr
    started = res.of_type("terminal_step_started")
    assert len(started) == 1 and "os.rename(old, new)" in started[0]["command"]
    assert sorted(p.name for p in box.iterdir() if p.is_file()) == [
        "Annual_Summary_Saver_2023.pdf", "Statement_of_Fact.pdf", "notes.txt"]
    assert sorted(p.name for p in (box / "2023").iterdir()) == ["current-2023-09.pdf", "saver-2023-12.pdf"]


def test_files_filed_under_a_folder_form_the_way_the_filed_ones_are_are_moved_by_the_host(
        guided, workspace: Path) -> None:
    """"File them under photos/<camera>/<YYYY-MM>/ the same way the existing ones are": the host
    reads the rule off the files already filed (the folder's slot is the part of the name before
    its date; the month is the name's, written 2031-05-02 or 20310430) and moves the new files the
    same way before the model's first turn; a file of another kind (still uploading) stays."""
    from ncurator_cli.capabilities.terminal import planned_moves

    for rel in ("photos/CAM-1/2031-04/CAM-1_2031-04-02_0900.jpg", "photos/CAM-12/2031-04/CAM-12_20310403_0910.jpg"):
        (workspace / rel).parent.mkdir(parents=True, exist_ok=True)
        (workspace / rel).write_bytes(b"jpg " + rel.encode())
    (workspace / "inbox").mkdir()
    for name in ("CAM-1_2031-05-02_0800.jpg", "CAM-12_20310430_2300.jpg", "CAM-7_2031-05-09_0700.jpg",
                 "CAM-1_2031-05-03_0800.jpg.part", "notes.txt"):
        (workspace / "inbox" / name).write_bytes(name.encode())
    objective = ("New pictures from the trail cameras are in inbox/. File them under photos/<camera>/<YYYY-MM>/ the "
                 "same way the existing ones are; anything half-uploaded stays put.")
    assert planned_moves(workspace, objective) == [
        ("inbox/CAM-12_20310430_2300.jpg", "photos/CAM-12/2031-04/CAM-12_20310430_2300.jpg"),
        ("inbox/CAM-1_2031-05-02_0800.jpg", "photos/CAM-1/2031-05/CAM-1_2031-05-02_0800.jpg"),
        ("inbox/CAM-7_2031-05-09_0700.jpg", "photos/CAM-7/2031-05/CAM-7_2031-05-09_0700.jpg")]
    res = guided([tx("DONE: filed the three pictures")], objective, votes=False)
    assert res.code == 0, res.stderr
    assert sorted(str(p.relative_to(workspace)) for d in ("inbox", "photos") for p in (workspace / d).rglob("*")
                  if p.is_file()) == [
        "inbox/CAM-1_2031-05-03_0800.jpg.part", "inbox/notes.txt",
        "photos/CAM-1/2031-04/CAM-1_2031-04-02_0900.jpg", "photos/CAM-1/2031-05/CAM-1_2031-05-02_0800.jpg",
        "photos/CAM-12/2031-04/CAM-12_20310403_0910.jpg", "photos/CAM-12/2031-04/CAM-12_20310430_2300.jpg",
        "photos/CAM-7/2031-05/CAM-7_2031-05-09_0700.jpg"]
    # A file filed otherwise than the form reads (its folder is not its name's part): nothing is planned.
    (workspace / "photos/CAM-9/2031-04").mkdir(parents=True)
    (workspace / "photos/CAM-9/2031-04/CAM-3_2031-04-05_0900.jpg").write_bytes(b"x")
    (workspace / "inbox/CAM-5_2031-06-01_0700.jpg").write_bytes(b"y")
    assert planned_moves(workspace, objective) == []


def test_an_answer_naming_places_that_are_not_there_is_not_the_hosts_finish(guided, workspace: Path) -> None:
    """A script that printed its ANSWER line as written ("moved to out/2031-05/") and put the file
    elsewhere: the host does not finish on it, and the model's claim of that place is pushed back
    once with the paths that are not in the workspace."""
    from ncurator_cli.objective.intent import absent_paths

    (workspace / "in").mkdir()
    (workspace / "out").mkdir()
    (workspace / "in" / "a.txt").write_text("a\n")
    script = ("```python\nimport os\nos.makedirs('out/misc', exist_ok=True)\nos.rename('in/a.txt', 'out/misc/a.txt')\n"
              "print('ANSWER: moved a.txt to out/2031-05/')\n```")
    res = guided([tx(script), tx("DONE: moved a.txt to out/2031-05/"), tx("DONE: moved a.txt to out/misc/")],
                 "Put the text files from in/ into a subfolder of out/ and say where they went.", votes=False)
    assert res.code == 0, "\n".join(str(x)[-400:] for x in res.lines[-8:])
    assert not [a for a in res.of_type("activity") if a["action_type"] == "host_finish"]
    pushed = [e for e in res.of_type("tool_call_result") if "which is not in the workspace" in str(e.get("error"))]
    assert len(pushed) == 1 and "out/2031-05/" in pushed[0]["error"]
    result = res.of_type("task_result")[-1]["data"]
    assert result["absent_paths"] == ["out/2031-05/"] and "answers" not in result
    assert "out/2031-05/" not in res.of_type("answer_completed")[-1]["text"]
    assert absent_paths("moved to out/misc/ and out/x/", workspace, "") == ["out/x/"]
    assert absent_paths("see a.txt and nope/x", workspace, "") == []  # no such folder: not a place here


def test_an_answer_line_written_out_in_the_script_is_not_the_hosts_finish(guided, workspace: Path) -> None:
    """`print("ANSWER: 3 rows")` states a figure whatever the script found: the host does not
    finish on it (the model's turn follows); a computed ANSWER line still ends the task."""
    from ncurator_cli.guided.terminal import written_answers

    (workspace / "rows.csv").write_text("a\n1\n2\n")
    res = guided([tx("```python\nrows = open('rows.csv').read().splitlines()\nprint('ANSWER: 3 rows')\n```"),
                  tx("DONE: 2 rows")],
                 "How many data rows does rows.csv have?", votes=False)
    assert res.code == 0, "\n".join(str(x)[-300:] for x in res.lines[-6:])
    assert not [a for a in res.of_type("activity") if a["action_type"] == "host_finish"]
    assert written_answers(["2 rows"], "n = 2\nprint('ANSWER:', n, 'rows')") == []
    assert written_answers(["2 rows"], "print(f'ANSWER: {n} rows')") == []


def test_keys_in_more_than_one_record_are_named_with_the_fields_that_tell_them_apart(tmp_path: Path) -> None:
    """A price list whose codes are mostly one row each, two of them with an old and a new row: the
    records line names them and the fields in which their rows differ (the price, the date), so a
    script keeps the row the task means; a list with no repeated key, or of keys that all repeat,
    gets no such note."""
    from ncurator_cli.guided.terminal import records_line, repeats_note

    (tmp_path / "prices.csv").write_text(
        "sku,price,from\nA1,2.00,2031-01-01\nA1,2.50,2031-06-01\nB2,1.00,2031-01-01\nC3,4.00,2031-01-01\n"
        "D4,3.00,2031-01-01\nD4,3.20,2031-06-01\nE5,9.00,2031-01-01\n")
    line = records_line(tmp_path / "prices.csv", "prices.csv") or ""
    assert line.endswith("\n2 sku values are in more than one record: 'A1' is in 2 records (price '2.00', '2.50'; from "
                         "'2031-01-01', '2031-06-01') | 'D4' is in 2 records (price '3.00', '3.20'; from '2031-01-01', "
                         "'2031-06-01'): keep the record the task means"), line
    assert repeats_note([{"k": c, "v": 1} for c in "abcde"]) == ""
    assert repeats_note([{"k": c, "v": i} for i, c in enumerate("aabbcc")]) == ""
    # Copies of one record (an export that repeats rows at its page breaks): each counted once.
    rows = [{"id": f"T{i}", "amount": i} for i in range(8)]
    copied = repeats_note([*rows[:3], rows[1], *rows[3:], rows[5]])
    assert "2 id values are in more than one record: 'T1' is in 2 records | 'T5' is in 2 records" in copied
    assert copied.endswith("each a copy of the same record, alike in every field: count each id once")


def test_the_first_step_reads_each_file_of_a_folder_named_in_words(tmp_path: Path) -> None:
    """"The scorecards are in the reports folder": the first step reads each of its CSVs with one
    line, as for `reports/`; a folder named in words that is not there gives no step."""
    from ncurator_cli.guided.terminal import first_step

    (tmp_path / "reports").mkdir()
    for n in (1, 2):
        (tmp_path / "reports" / f"wk{n}.csv").write_text(f"who,runs\nAl,{n}\n")
    step = first_step("How many runs has Al scored? The scorecards are in the reports folder.", tmp_path, [])
    assert step.startswith("# 1. read the records of each .csv file in reports/ (keys: who, runs)")
    assert "glob.glob('reports/**/*.csv', recursive=True)" in step
    assert first_step("How many runs has Al scored? See the scores folder.", tmp_path, []) == ""


def test_a_fix_task_that_speaks_of_its_tests_is_held_to_the_workspace_test_runner(tmp_path: Path) -> None:
    """"Find and fix the bug ... Tests are in tests/ (pytest)" names no command: the workspace's
    tests are the check (pytest when the task says so or the tests are not unittest cases, and it is
    installed; unittest for unittest cases). A named command wins; no tests, or no fix asked: none."""
    from ncurator_cli.guided.terminal import task_check

    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_fare.py").write_text("from fare import f\n\ndef test_f():\n    assert f() == 1\n")
    assert task_check("Find and fix the bug in fare.py. Tests are in tests/ (pytest).", tmp_path) == (
        "python3 -B -m pytest -q -p no:cacheprovider")
    assert task_check("Fix it; run `make check` to check", tmp_path) == "make check"
    assert task_check("What do the tests in tests/ cover?", tmp_path) is None
    assert task_check("Fix the bug in fare.py.", tmp_path) is None  # no tests spoken of
    unit = tmp_path / "u"
    (unit / "tests").mkdir(parents=True)
    (unit / "tests" / "test_u.py").write_text("import unittest\n\nclass T(unittest.TestCase):\n    pass\n")
    assert task_check("Some tests fail: fix the bug.", unit) == "python3 -B -m unittest"
    assert task_check("Some tests fail: fix the bug.", tmp_path / "none") is None


def fee_project(workspace: Path) -> None:
    """fees.py whose net amount keeps the fee instead of taking it off; unittest tests that catch it."""
    (workspace / "fees.py").write_text(
        '"""Card fees."""\n\n\ndef fee_rate(kind):\n    return 0.05 if kind == "card" else 0.0\n\n\n'
        'def net_amount(amount, kind):\n    """What is left after the fee (a rate of 0.05 takes 5% off)."""\n'
        '    return round(amount * fee_rate(kind), 2)\n')
    (workspace / "tests").mkdir()
    (workspace / "tests" / "__init__.py").write_text("")
    (workspace / "tests" / "test_fees.py").write_text(
        "import unittest\nfrom fees import net_amount\n\n\nclass T(unittest.TestCase):\n"
        "    def test_card(self):\n        self.assertEqual(net_amount(200, 'card'), 190.0)\n\n"
        "    def test_cash(self):\n        self.assertEqual(net_amount(80, 'cash'), 80.0)\n")


def test_a_one_place_fix_the_host_finds_in_a_scratch_copy_is_made_as_an_edit(guided, workspace: Path) -> None:
    """The check fails before the first turn; the host tries one-place changes to the code the
    failing tests call, each in a scratch copy with the check run there, and makes the first under
    which it passes as an edit through the command path (approved by the policy, a file artifact),
    then runs the check again: the model's first turn starts from a passing check."""
    fee_project(workspace)
    tests = (workspace / "tests" / "test_fees.py").read_text()
    res = guided([tx("DONE: net_amount now takes the fee off")],
                 f"Some tests fail. Run them with `{RUN_TESTS}` and fix the bug in the code so they pass; "
                 "do not change the tests.", votes=False, repair=True)
    assert res.code == 0, res.stderr
    assert "return round(amount * (1 - fee_rate(kind)), 2)" in (workspace / "fees.py").read_text()
    assert (workspace / "tests" / "test_fees.py").read_text() == tests
    assert [s["exit_code"] for s in res.of_type("terminal_step_result")] == [1, 0, 0]
    repair = next(r for r in res.of_type("tool_call_result") if r["tool_name"] == "repair_search")
    assert repair["error"] is None
    assert "`return round(amount * fee_rate(kind), 2)` -> `return round(amount * (1 - fee_rate(kind)), 2)`" in \
        repair["output_preview"]
    assert [(a["path"], a["operation"]) for a in res.of_type("file_artifact")] == [("fees.py", "updated")]
    # The check passes after the host's edit: the host finishes with what it did, no model turn.
    result = res.of_type("task_result")[0]
    assert result["code"] == "ok" and result["message"].startswith(
        "in fees.py line 10, `return round(amount * fee_rate(kind), 2)` -> `return round(amount * (1 - fee_rate(kind)), 2)` "
        f"makes `{RUN_TESTS}` pass"), result["message"]
    assert [a for a in res.of_type("activity") if a["action_type"] == "host_finish"]
    assert not [e for e in res.of_type("model_request_completed") if e["node"] == "terminal_exec"]


def test_no_repair_is_made_when_no_one_place_change_passes_or_the_check_passes(guided, workspace: Path) -> None:
    fee_project(workspace)
    (workspace / "fees.py").write_text((workspace / "fees.py").read_text().replace(
        "return round(amount * fee_rate(kind), 2)", "return amount + 1"))
    res = guided([tx("```python\nprint('looking')\n```"), tx("DONE: gave up")],
                 f"Some tests fail. Run them with `{RUN_TESTS}` and fix the bug so they pass.", votes=False,
                 repair=True)
    repair = next(r for r in res.of_type("tool_call_result") if r["tool_name"] == "repair_search")
    assert f"no one-place change to the code the failing tests call makes `{RUN_TESTS}` pass" in repair["error"]
    assert not res.of_type("file_artifact")


def test_a_function_the_model_writes_again_is_made_as_an_edit_when_no_one_place_change_passes(guided, workspace: Path) -> None:
    """A carry bug no one-place change fixes: the host asks the model for the function the failing
    tests reach written again (its own short call, node `judge`), tries it in a scratch copy, and
    makes it as an edit through the command path when the check passes there; the check runs
    again and the host finishes without a turn of the loop's model."""
    from tests.tools.test_repair import FIXED_HHMM, carry_project

    carry_project(workspace)
    res = guided([{"node": "judge", "content": orjson.dumps({"lines": FIXED_HHMM}).decode()}, tx("DONE: fixed")],
                 f"The tests fail. Run them with `{RUN_TESTS}` and fix the bug; the tests are right.", votes=False,
                 repair=True)
    assert res.code == 0, res.stderr
    assert "    whole, minutes = divmod(total, 60)\n" in (workspace / "clock.py").read_text()
    assert "def shift_label(name, hours):" in (workspace / "clock.py").read_text()  # the rest of the file as it was
    repair = next(r for r in res.of_type("tool_call_result") if r["tool_name"] == "repair_search")
    assert repair["error"] is None and "the function hhmm written again" in repair["output_preview"]
    assert [s["exit_code"] for s in res.of_type("terminal_step_result")] == [1, 0, 0]
    assert [(a["path"], a["operation"]) for a in res.of_type("file_artifact")] == [("clock.py", "updated")]
    assert res.of_type("task_result")[0]["code"] == "ok"
    assert [e["node"] for e in res.of_type("model_request_completed") if e["node"] in ("judge", "terminal_exec")] == ["judge"]


def test_a_question_tasks_script_that_would_write_a_file_is_not_applied(guided, workspace: Path) -> None:
    """A question's task changes no file: a script whose copy-on-write run writes one is not
    applied (its run's change was applied as an approved command's before), and is told to print."""
    (workspace / "rows.csv").write_text("id,v\n1,2\n3,4\n")
    res = guided([tx("```python\nimport csv\nrows = list(csv.reader(open('rows.csv')))\n"
                     "open('count.txt', 'w').write(str(len(rows) - 1))\nprint('ANSWER: 2')\n```"),
                  tx("```python\nimport csv\nprint('ANSWER:', len(list(csv.reader(open('rows.csv')))) - 1)\n```"),
                  tx("DONE: 2")],
                 "How many data rows does rows.csv have?", votes=False)
    assert res.code == 0, res.stderr
    assert not (workspace / "count.txt").exists() and not res.of_type("file_artifact")
    refused = [r for r in res.of_type("tool_call_result") if r["tool_name"] == "terminal_run_command"][0]
    assert refused["error"].startswith("not applied: this task changes no file, but in a copy-on-write run this "
                                       "script writes count.txt"), refused
    assert "2" in res.of_type("answer_completed")[0]["text"]


def test_the_folder_a_check_runs_from_is_the_one_the_objective_says(tmp_path: Path) -> None:
    from ncurator_cli.guided.terminal import check_dir

    (tmp_path / "shop" / "tests").mkdir(parents=True)
    assert check_dir("The tests fail (run them from inside shop/ with `python3 -m pytest`).", tmp_path) == "shop"
    assert check_dir("Run the tests from the shop folder and fix the bug.", tmp_path) == "shop"
    assert check_dir("Run the tests from the workspace root and fix the bug.", tmp_path) == "."  # no such folder
    assert check_dir("Fix the bug; the tests are in shop/tests/.", tmp_path) == "."  # where tests are, not where to run
    assert check_dir("Run them from ../elsewhere", tmp_path) == "."
    # "inside" a folder just after the command is run: where it runs; a bug "inside" one is not.
    assert check_dir("Running `python -m unittest` inside shop/ gives failures. Fix the bug.", tmp_path) == "shop"
    assert check_dir("There is a bug inside shop/: the tests fail. Fix it.", tmp_path) == "."
    # "In the X folder, run ...": where it runs; a bug "in" a folder, no run after it, is not.
    assert check_dir("The tests fail. In the shop/ folder, run `python -m unittest` and fix the code.", tmp_path) == "shop"
    assert check_dir("In shop, run the tests and fix what fails.", tmp_path) == "shop"
    assert check_dir("The bug is in shop/ and the tests fail. Fix it.", tmp_path) == "."
    # No folder said: the one that holds the project's test folder (unittest at the root found 0 tests).
    (tmp_path / "shop" / "tests" / "test_price.py").write_text("import unittest\n")
    assert check_dir("The tests fail. Fix the bug.", tmp_path) == "shop"
    assert check_dir("Run the tests from the shop folder and fix the bug.", tmp_path) == "shop"
    (tmp_path / "tools").mkdir()
    (tmp_path / "tools" / "test_cli.py").write_text("import unittest\n")  # tests beside code elsewhere
    assert check_dir("The tests fail. Fix the bug.", tmp_path) == "."


def test_two_changes_the_host_finds_together_are_made_when_no_one_change_passes(guided, workspace: Path) -> None:
    """Two bugs, each failing its own test, in a folder the objective says the tests run in ("In the
    shop/ folder, run ..."): the check runs there, no one change passes, the pair each of which fails
    fewer tests is made as one edit, and the host finishes (a README the task names that describes
    the rules is not asked to be read: the task's check passed)."""
    shop = workspace / "shop"
    (shop / "tests").mkdir(parents=True)
    (shop / "README.md").write_text("Ten or more plants get 10% off; orders of 50 or more ship free.\n")
    (shop / "price.py").write_text("def discount(qty):\n    return 0.1 if qty > 10 else 0.0\n\n\n"
                                   "def free_delivery(total):\n    return total > 50\n")
    (shop / "tests" / "__init__.py").write_text("")
    (shop / "tests" / "test_price.py").write_text(
        "import unittest\nfrom price import discount, free_delivery\n\n\nclass T(unittest.TestCase):\n"
        "    def test_ten(self):\n        self.assertEqual(discount(10), 0.1)\n\n"
        "    def test_fifty(self):\n        self.assertTrue(free_delivery(50))\n")
    res = guided([tx("DONE: fixed")], "The tests fail. In the shop/ folder, run `python -m unittest`, fix the code "
                 "(the rules are in shop/README.md) so all tests pass. Do not change the tests.", votes=False, repair=True)
    assert res.code == 0, res.stderr
    assert (shop / "price.py").read_text() == ("def discount(qty):\n    return 0.1 if qty >= 10 else 0.0\n\n\n"
                                               "def free_delivery(total):\n    return total >= 50\n")
    repair = next(r for r in res.of_type("tool_call_result") if r["tool_name"] == "repair_search")
    assert repair["error"] is None and " make `python -m unittest` pass" in repair["output_preview"]
    assert res.of_type("task_result")[0]["code"] == "ok"
    assert not [e for e in res.of_type("model_request_completed") if e["node"] == "terminal_exec"]
