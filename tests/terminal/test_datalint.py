"""Checks of a script that ran against the data it names (guided/datalint.py): exact string
comparisons that miss values spelled another way, and the fix for a binary file read as text."""

from __future__ import annotations

import json
from pathlib import Path

import docx
import pytest

from ncurator_cli.guided.datalint import (
    IGNORED_TERMS_NOTE,
    NEAR_MISS_NOTE,
    PART_MISS_NOTE,
    UNMET_NOTE,
    binary_read_hint,
    ignored_terms,
    near_misses,
    part_misses,
    unmet_equalities,
)
from ncurator_cli.guided.terminal import FIX_NOTE, CodeReplies, python_command
from ncurator_cli.models.base import ToolCall


@pytest.fixture
def data(tmp_path: Path) -> Path:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "orders.csv").write_text(
        "id,state,owner\n1,Shipped,ann\n2,shipped,bo\n3,SHIPPED,ann\n4,Held,cy\n5,Shipped ,bo\n")
    (tmp_path / "data" / "people.json").write_text(json.dumps([{"name": "Ann Lee", "team": "North"},
                                                               {"name": "ann lee", "team": "north"}]))
    return tmp_path


_READ = "import csv\nrows = list(csv.DictReader(open('data/orders.csv')))\n"


@pytest.mark.parametrize("code, missed", [
    (_READ + "n = [r for r in rows if r['state'] == 'Shipped']", ["'SHIPPED'", "'shipped'"]),
    (_READ + "n = [r for r in rows if r['state'] != 'shipped']", ["'SHIPPED'", "'Shipped'"]),
    (_READ + "n = [r for r in rows if r['state'] in ('Held', 'shipped')]", ["'Shipped'"]),
    # A folder the script walks: every data file under it is read.
    ("import os, json\nfor f in os.listdir('data'):\n    pass\nx = [p for p in json.load(open('data/people.json')) if p['team'] == 'North']",
     ["'north' in data/people.json (team)"]),
    # records() gives each state in its usual form, 'Shipped': a script comparing with another misses it.
    ("rows = records('data/orders.csv')\nn = [r for r in rows if r['state'] == 'shipped']", ["'Shipped' in data/orders.csv"]),
])
def test_exact_comparisons_that_miss_other_spellings_are_named(data: Path, code: str, missed: list[str]) -> None:
    found = near_misses(data, code)
    assert len(found) == 1, found
    for m in missed:
        assert m in found[0]


@pytest.mark.parametrize("code", [
    _READ + "n = [r for r in rows if r['state'].strip().lower() == 'shipped']",
    _READ + "n = [r for r in rows if r['state'].upper() == 'SHIPPED']",
    _READ + "n = [r for r in rows if r['state'] == 'Held']",  # one spelling only
    # records() gives 'shipped', 'SHIPPED' and 'Shipped ' as 'Shipped': the test holds for each.
    "rows = records('data/orders.csv')\nn = [r for r in rows if r['state'] == 'Shipped']",
    "rows = records('data/orders.csv')\nn = [r for r in rows if r['state'] == 'Lost']",  # in no row at all
    "n = [r for r in rows if r['state'] == 'Shipped']",  # names no file
    "this is not python (",
])
def test_comparisons_that_see_every_spelling_are_left_alone(data: Path, code: str) -> None:
    assert near_misses(data, code) == []


def test_a_lower_cased_value_compared_with_capitals_is_true_for_nothing(data: Path) -> None:
    found = near_misses(data, _READ + "n = [r for r in rows if r['state'].lower() == 'Shipped']")
    assert len(found) == 1 and "true for no value" in found[0]


def test_a_word_table_is_data_too(tmp_path: Path) -> None:
    doc = docx.Document()
    table = doc.add_table(rows=3, cols=2)
    for i, (a, b) in enumerate([("Client", "Manager"), ("C-1", "Lena Berg"), ("C-2", "lena berg")]):
        table.cell(i, 0).text, table.cell(i, 1).text = a, b
    doc.save(str(tmp_path / "accounts.docx"))
    found = near_misses(tmp_path, "m = [r for r in records('accounts.docx') if r['Manager'] == 'lena berg']")
    assert found and "'Lena Berg' in accounts.docx (Manager)" in found[0]


def test_the_loop_says_so_after_a_script_that_ran(data: Path) -> None:
    """Through the guided loop's note on a script's output: the near miss comes before the
    generic result note, so the model sees it before it answers."""
    code = "import csv\nrows = list(csv.DictReader(open('data/orders.csv')))\nprint(sum(1 for r in rows if r['state'] == 'Shipped'))"
    command = python_command(code)
    loop = {"messages": [{"content": "system"}, {"content": "Task: How many orders shipped?"}],
            "data": {"steps": [{"command": command, "exit_code": 0, "output": "1\n"}]}}
    note = CodeReplies(root=data).result_note(ToolCall("terminal_run_command", {"command": command}), loop)
    assert note.startswith(NEAR_MISS_NOTE.split("{")[0]) and "'shipped'" in note
    fixed = python_command(code.replace("r['state'] ==", "r['state'].lower() ==").replace("'Shipped'", "'shipped'"))
    loop["data"]["steps"][0]["command"] = fixed
    note = CodeReplies(root=data).result_note(ToolCall("terminal_run_command", {"command": fixed}), loop)
    assert "more than one way" not in note


def test_a_name_the_data_holds_only_inside_longer_labels_is_named(tmp_path: Path) -> None:
    """A literal the task names that equals no value, where short labels hold it as a word
    ("Kestrel (yard automation)"), is named with those labels; through the loop, after a script
    that ran and found nothing."""
    doc = docx.Document()
    table = doc.add_table(rows=4, cols=2)
    rows = [("Project", "Approved"), ("Kestrel (yard automation)", "$184,250"), ("Kestrel Phase 2", "$90,000"),
            ("Osprey", "$12,000")]
    for i, (a, b) in enumerate(rows):
        table.cell(i, 0).text, table.cell(i, 1).text = a, b
    doc.save(str(tmp_path / "budget.docx"))
    task = "Write the approved budget of project Kestrel to k.json"
    code = "rows = records('budget.docx')\nk = [r for r in rows if r['Project'] == 'Kestrel']\nprint(k or 'not found')"
    found = part_misses(tmp_path, code, task)
    assert found == ["`r['Project'] == 'Kestrel'` is true for no value: 'Kestrel' is only part of "
                     "'Kestrel (yard automation)', 'Kestrel Phase 2' in budget.docx (Project)"]
    # Not for a literal the task does not name, one that some value equals, a part of a word, or
    # a script that names no file.
    assert part_misses(tmp_path, code, "Write the approved budget of the first project to k.json") == []
    assert part_misses(tmp_path, code.replace("'Kestrel'", "'Osprey'"), "the budget of Osprey") == []
    assert part_misses(tmp_path, code.replace("'Kestrel'", "'Kes'"), "the budget of Kes") == []
    assert part_misses(tmp_path, code.replace("records('budget.docx')", "rows"), task) == []
    # A log's tag is a value of its records (as records() gives them): a test for it is no part-miss.
    (tmp_path / "sync.log").write_text("2031-05-03 02:00:00 INFO  [nightly] started\n2031-05-03 02:09:00 ERROR [nightly] failed\n")
    tagged = "rows = records('sync.log')\nprint([r for r in rows if r['tag'] == 'nightly'])"
    assert part_misses(tmp_path, tagged, "List the nightly runs that failed in sync.log") == []
    command = python_command(code)
    loop = {"messages": [{"content": "system"}, {"content": f"Task: {task}"}],
            "data": {"steps": [{"command": command, "exit_code": 0, "output": "not found\n"}]}}
    note = CodeReplies(root=tmp_path, objective=task).result_note(ToolCall("terminal_run_command", {"command": command}), loop)
    assert note.startswith("`r['Project'] == 'Kestrel'` is true for no value") and note.endswith(
        PART_MISS_NOTE.split("}")[-1])


def test_an_empty_result_names_an_equality_test_no_record_meets(tmp_path: Path) -> None:
    """A script counted a function's calls `and r['in'] == 'main'` (a condition of its own; no
    call is made in a function of that name), answered 0, and the model told the user nothing
    called it. Python modules read as records() reads them (not as log lines, which had the lint
    say the call's own name was in no record): the empty result names the test no record meets and
    the values its field holds. A value in another letter case is `near_misses`' job; a test some
    record meets, or a field no record has, says nothing here."""
    pkg = tmp_path / "app"
    pkg.mkdir()
    (pkg / "a.py").write_text("def load():\n    return old_fetch(1)\n\ndef show():\n    old_fetch(2)\n")
    (pkg / "b.py").write_text("from .a import load\n\nclass V:\n    def get(self):\n        return old_fetch(3)\n")
    code = ("import glob\nfrom ncurator_cli.scriptlib import records\nn = 0\n"
            "for p in glob.glob('app/**/*.py', recursive=True):\n    for r in records(p):\n"
            "        if r['kind'] == 'call' and r['in'] == 'main' and r['name'] == 'old_fetch':\n            n += 1\n"
            "print('ANSWER:', n)")
    assert unmet_equalities(tmp_path, code) == [
        "`r['in'] == 'main'` is true for no record: the 'in' values are 'load', 'show', 'get'"]
    task = "How many places in app/ call old_fetch()? Just tell me the number."
    command = python_command(code)
    loop = {"messages": [{"content": "system"}, {"content": f"Task: {task}"}],
            "data": {"steps": [{"command": command, "exit_code": 0, "output": "ANSWER: 0\n"}]}}
    note = CodeReplies(root=tmp_path, objective=task).result_note(ToolCall("terminal_run_command", {"command": command}), loop)
    assert note == UNMET_NOTE.format(misses=unmet_equalities(tmp_path, code)[0])
    for test in ("r['in'] == 'LOAD'", "r.get('in') == 'show'", "r['where'] == 'main'"):
        assert unmet_equalities(tmp_path, code.replace("r['in'] == 'main'", test)) == []
    (tmp_path / "t.csv").write_text("id,status\n1,open\n2,closed\n")
    csv_code = "from ncurator_cli.scriptlib import records\nprint('ANSWER:', sum(1 for r in records('t.csv') if 'pending' == r.get('status')))"
    assert unmet_equalities(tmp_path, csv_code) == [
        "`'pending' == r.get('status')` is true for no record: the 'status' values are 'open', 'closed'"]
    # Text looked for inside a field: true for no record when no value of that field holds it,
    # and where it is said when another field does.
    part = "from ncurator_cli.scriptlib import records\nprint('ANSWER:', sum(1 for r in records('t.csv') if 'los' in r['id']))"
    assert unmet_equalities(tmp_path, part) == [
        "`'los' in r['id']` is true for no record: the 'id' values are '1', '2'; 'los' is in the 'status' of some records"]
    assert unmet_equalities(tmp_path, part.replace("'los'", "'1'")) == []
    # Python source records: where the text is exactly, with how many records of which kind hold it
    # there (a def and its calls are all named so; the calls made inside it have it as 'in').
    (pkg / "c.py").write_text("def start():\n    load()\n    load()\n")
    doc = ("from ncurator_cli.scriptlib import records\n"
           "print('ANSWER:', sorted({r['file'] for r in records('app/**/*.py') if 'start' in r['docstring']}))")
    assert unmet_equalities(tmp_path, doc) == [
        "`'start' in r['docstring']` is true for no record: 'docstring' is empty in every record; "
        "'start' is the 'name' of 1 record (1 function) or the 'in' of 2 records (2 call)"]
    assert unmet_equalities(tmp_path, part.replace("'los' in r['id']", "'los' in r['status']")) == []


def test_a_task_word_that_is_a_label_of_a_form_is_no_condition(tmp_path: Path) -> None:
    """Forms read as records (`Field | Details`, one row per field): "bike repair job sheets" meets
    the row labelled 'Bike' in each sheet, a field's name, not a value to test. A value in the
    Details column, or a two-column table whose first column repeats, still counts."""
    for n, (who, kind) in enumerate([("Ann Lee", "road"), ("Bo Tan", "gravel"), ("Cy Ng", "road")]):
        (tmp_path / f"job{n}.csv").write_text(
            f"Field,Details\nJob no.,B-{n}\nCustomer,{who}\nBike,{kind} Trek\nParts,4.50\n")
    code = ("import csv, glob\nfor p in sorted(glob.glob('job*.csv')):\n"
            "    f = {r['Field']: r['Details'] for r in csv.DictReader(open(p))}\n"
            "    print(f['Job no.'], f['Customer'], f['Parts'])")
    assert ignored_terms(tmp_path, code, "Collect the bike repair job sheets into parts.csv.") == []
    found = ignored_terms(tmp_path, code, "Collect the gravel bike repair job sheets into parts.csv.")
    assert [w for w, _ in found] == ["gravel"]
    (tmp_path / "log.csv").write_text("kind,who\nbike,Ann\ncar,Bo\nbike,Cy\nvan,Di\n")
    code = "import csv\nprint(len(list(csv.DictReader(open('log.csv')))))"
    assert [w for w, _ in ignored_terms(tmp_path, code, "How many bike jobs are in log.csv?")] == ["bike"]


def test_a_task_word_the_data_holds_in_some_records_and_the_script_never_tests_is_named(tmp_path: Path) -> None:
    """"How many rye loaves … cancelled orders don't count", answered by a script that counted the
    day's orders: 'rye' (an item's product, in a list of items) and 'cancelled' (a status) are in
    some records and in none of the script's tests, so both are named — through the loop once, and
    not again for the same words. A word only printed or in a variable's name is no test; a word
    the script tests in any case, a field's name, a file's name, date and result words are left."""
    import json

    orders = [{"id": i, "pickup": "2025-03-08", "status": "cancelled" if i == 2 else "confirmed",
               "items": [{"product": "Rye loaf" if i % 2 else "Brioche", "qty": i}]} for i in range(6)]
    (tmp_path / "orders.json").write_text(json.dumps(orders))
    task = "How many rye loaves are picked up on Saturday 8 March? Cancelled orders don't count; tell me the total."
    code = ("import json\nrye_orders = [o for o in json.load(open('orders.json')) if o['pickup'] == '2025-03-08']\n"
            "print('ANSWER:', len(rye_orders), 'rye loaves')")
    found = ignored_terms(tmp_path, code, task)
    assert found == [("rye", "'rye' (orders.json items.product: 'Rye loaf' in 3 of 6 records)"),
                     ("cancelled", "'cancelled' (orders.json status: 'cancelled' in 1 of 6 records)")]
    fixed = code.replace("== '2025-03-08'", "== '2025-03-08' and o['status'].lower() != 'CANCELLED'.lower()"
                         " and any('RYE' in i['product'].upper() for i in o['items'])")
    assert ignored_terms(tmp_path, fixed, task) == []
    # A text file's lines are no records: a README in a folder the script names says nothing.
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "README.txt").write_text("Rye and brioche orders land here.\nNothing else.\n")
    assert ignored_terms(tmp_path, "import os\nprint(os.listdir('out'))", task) == []
    # A word that names a key of the document (the list the records are in, a list beside them)
    # names data: "all the rounds added up" over {"rounds": [...], "teams": [...]} sets no condition.
    (tmp_path / "quiz.json").write_text(json.dumps({
        "rounds": ["Music", "Sport"], "teams": [{"name": "Team Blue", "scores": [3, 4]},
                                                {"name": "Owls", "scores": [2, 5], "note": "late in round 2"}]}))
    quiz = "import json\nfor t in json.load(open('quiz.json'))['teams']:\n    print(t['name'], sum(t['scores']))"
    assert ignored_terms(tmp_path, quiz, "Add up all the rounds for each team in quiz.json.") == []
    assert [w for w, _ in ignored_terms(tmp_path, quiz, "Add up the rounds of each team that came late.")] == ["late"]
    (tmp_path / "app.py").write_text("from flask import Flask\napp = Flask('rye')\n")
    assert ignored_terms(tmp_path, "print(open('app.py').read())", "Which flask app routes take rye?") == []
    assert ignored_terms(tmp_path, code, "How many orders are there in orders.json in total? Give the status too.") == []
    command = python_command(code)
    loop = {"messages": [{"content": "system"}, {"content": f"Task: {task}"}],
            "data": {"steps": [{"command": command, "exit_code": 0, "output": "ANSWER: 6 rye loaves\n"}]}}
    replies = CodeReplies(root=tmp_path, objective=task, question=True)
    note = replies.result_note(ToolCall("terminal_run_command", {"command": command}), loop)
    assert note.startswith("The task speaks of ") and "'cancelled'" in note and note.endswith(
        IGNORED_TERMS_NOTE.split("}")[-1])
    again = replies.result_note(ToolCall("terminal_run_command", {"command": command}), loop)
    assert "The task speaks of" not in again


def test_a_word_document_read_as_text_gets_told_how_to_read_it(tmp_path: Path) -> None:
    (tmp_path / "budget.docx").write_bytes(b"PK\x03\x04 not text")
    code = "from pathlib import Path\np = Path('budget.docx')\nrows = p.read_text()\nprint(rows)"
    hint = binary_read_hint(tmp_path, code, "rows = p.read_text()")
    assert hint and "records('budget.docx')" in hint and "docx.Document('budget.docx')" in hint
    # Two binary files named and the failing line names neither: no guess.
    (tmp_path / "other.gz").write_bytes(b"\x1f\x8b")
    assert binary_read_hint(tmp_path, code + "\nq = 'other.gz'", "rows = p.read_text()") is None
    assert "gzip.open('other.gz'" in binary_read_hint(tmp_path, code + "\nq = 'other.gz'", "x = open('other.gz').read()")
    command = python_command(code)
    output = ('Traceback (most recent call last):\n  File "<stdin>", line 3, in <module>\n'
              "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xad in position 14: invalid start byte\n")
    loop = {"messages": [{"content": "system"}, {"content": "Task: t"}],
            "data": {"last_failed": True, "steps": [{"command": command, "exit_code": 1, "output": output}]}}
    note = CodeReplies(root=tmp_path).result_note(ToolCall("terminal_run_command", {"command": command}), loop)
    assert note.startswith("Your script stopped at line 3") and "is a Word document" in note and note.endswith(FIX_NOTE)
    assert "errors='replace'" not in note


def test_a_folders_own_size_taken_for_its_contents_is_named(tmp_path: Path) -> None:
    from ncurator_cli.guided.datalint import folder_size_slip

    (tmp_path / "media" / "clips").mkdir(parents=True)
    (tmp_path / "media" / "clips" / "a.bin").write_bytes(b"x" * 1234)
    own = (tmp_path / "media" / "clips").stat().st_size
    code = "import os\nfor d in os.listdir('media'):\n    print(d, os.stat(os.path.join('media', d)).st_size)"
    note = folder_size_slip(tmp_path, code, f"clips {own}\n")
    assert note and note.startswith(f"{own} is the size of the folder entry media/clips/ itself")
    assert folder_size_slip(tmp_path, code, "clips 1234\n") is None  # the files' sum: right
    assert folder_size_slip(tmp_path, code, f"Folder: clips\nTotal: {own} bytes\n")  # on two lines
    assert folder_size_slip(tmp_path, code, f"total {own}\n") is None  # no folder named
    assert folder_size_slip(tmp_path, "print(1)", f"clips {own}\n") is None  # no size read at all


@pytest.mark.parametrize("objective, content, slip", [
    ("Write the names to out.txt, one per line, sorted alphabetically.", "pear\napple\n", "'apple' comes after 'pear'"),
    ("List them A to Z in out.txt", "Beta\nalpha\n", "'alpha' comes after 'Beta'"),
    ("List them Z to A in out.txt", "alpha\nbeta\n", "'beta' comes after 'alpha'"),
    ("Write out.txt in alphabetical order", "alpha\nBeta\ngamma\n", None),  # case folded
    ("Write out.txt sorted by count (highest first), then alphabetically", "pear\napple\n", None),
    ("Write the names to out.txt", "pear\napple\n", None),  # no order asked
    # The alphabet only breaks ties of another order.
    ("Write out.md with one line per team, busiest team first (ties in alphabetical order)", "pear\napple\n", None),
    ("Write out.txt with the largest file first, ties broken by name", "pear\napple\n", None),
])
def test_a_list_written_out_of_the_alphabetical_order_asked_is_named(tmp_path: Path, objective: str, content: str,
                                                                     slip: str | None) -> None:
    from ncurator_cli.guided.datalint import order_slip

    (tmp_path / "out.txt").write_text(content)
    note = order_slip(tmp_path, "out.txt", objective)
    assert (note is None) if slip is None else (note is not None and slip in note), note


def test_a_csvs_rows_are_checked_below_its_header(tmp_path: Path) -> None:
    from ncurator_cli.guided.datalint import order_slip

    (tmp_path / "t.csv").write_text("name,qty\nbolt,3\nanchor,1\n")
    assert "'anchor' comes after 'bolt'" in order_slip(tmp_path, "t.csv", "Export to t.csv sorted by name A to Z")
    (tmp_path / "t.csv").write_text("name,qty\nanchor,1\nbolt,3\n")
    assert order_slip(tmp_path, "t.csv", "Export to t.csv sorted by name A to Z") is None


def test_an_ini_sections_own_value_of_a_default_key_is_read_and_a_script_reading_the_default_is_told(
        tmp_path: Path) -> None:
    """[DEFAULT] hours_before = 24 and [clinic:hygienist] hours_before = 48: the section's own value
    is in its settings (it had been dropped as a default's key); a question's script that reads the
    default while the task names the hygienist is told which value to read; a section that sets the
    default's value again, or a task naming no section, says nothing."""
    from ncurator_cli.guided.datalint import section_read_slip
    from ncurator_cli.scriptlib import settings

    (tmp_path / "r.ini").write_text("[DEFAULT]\nhours_before = 24\nsender = X\n[clinic:hygienist]\nchairs = 4\n"
                                    "hours_before = 48\n[clinic:general]\nhours_before = 24\n")
    got = settings(tmp_path / "r.ini")
    assert got["hours_before"] == 24 and got["clinic:hygienist"] == {"chairs": 4, "hours_before": 48}
    assert "hours_before" not in got.get("clinic:general", {})
    code = "r = settings('r.ini')\nprint('ANSWER:', r['hours_before'])\n"
    assert section_read_slip(tmp_path, code, "How many hours before a hygienist visit is the SMS sent?") == (
        "r['hours_before'] is 24, the value outside any section (a default where a section sets none), but the task "
        "names clinic:hygienist, which sets its own hours_before = 48: read r['clinic:hygienist']['hours_before'] "
        "instead, and run it again.")
    assert section_read_slip(tmp_path, code, "How many hours before a visit is the SMS sent?") is None
    assert section_read_slip(tmp_path, code.replace("r['hours_before']", "r['clinic:hygienist']['hours_before']"),
                             "How many hours before a hygienist visit is the SMS sent?") is None


def test_a_set_value_call_takes_the_files_unit_of_time_and_a_screen_named_apart_from_its_number(tmp_path: Path) -> None:
    """"Change Gallery 2's idle timeout to 3 minutes" in a file whose comment says idle_timeout is in
    seconds: screens.gallery2.idle_timeout (the defaults named only as what stays), 180. A key's own
    suffix gives its unit too; with none stated the value stays as written."""
    from ncurator_cli.guided.datalint import in_file_unit, settings_calls

    (tmp_path / "screens.yaml").write_text("# idle_timeout is in seconds\ndefaults:\n  idle_timeout: 90\nscreens:\n"
                                           "  gallery1:\n    volume: 5\n  gallery2:\n    idle_timeout: 90\n")
    calls = settings_calls(tmp_path, "screens.yaml", "Please change the Gallery 2 kiosk's idle timeout to 3 minutes in "
                           "screens.yaml, leaving the other screens and the defaults as they are.")
    assert [json.loads(c.split("\n")[1])["arguments"] for c in calls] == [
        {"path": "screens.yaml", "key": "screens.gallery2.idle_timeout", "value": "180"}]
    assert in_file_unit("", "timeout_ms", "2", " seconds") == "2000"
    assert in_file_unit("# ttl in hours", "ttl", "90", " minutes later") == "1.5"
    assert in_file_unit("", "timeout", "2", " seconds") == "2" and in_file_unit("# timeout: s", "timeout", "2", "") == "2"


def test_the_set_value_calls_a_settings_change_needs_are_read_from_its_words(tmp_path: Path) -> None:
    from ncurator_cli.guided.datalint import settings_calls

    (tmp_path / "conf").mkdir()
    (tmp_path / "conf" / "app.ini").write_text("; c\n[main]\ntimeout = 120\n[mirror]\nhost = m\ntimeout = 45\n")
    calls = settings_calls(tmp_path, "conf/app.ini", "In conf/app.ini, change the timeout of the [mirror] section to 75.")
    assert [json.loads(c.split("\n")[1]) for c in calls] == [
        {"name": "set_value", "arguments": {"path": "conf/app.ini", "key": "mirror.timeout", "value": "75"}}]
    # The value between the words of the key's name: "retention from 14 to 45 days" (retention_days).
    (tmp_path / "conf" / "nas.ini").write_text("[nightly]\nretention_days = 14\n[weekly]\nretention_days = 14\n")
    calls = settings_calls(tmp_path, "conf/nas.ini", "In conf/nas.ini, bump the nightly job's retention from 14 to 45 days.")
    assert [json.loads(c.split("\n")[1])["arguments"] for c in calls] == [
        {"path": "conf/nas.ini", "key": "nightly.retention_days", "value": "45"}]
    (tmp_path / "conf" / "svc.toml").write_text('[cache]\nsize = 5\n[cache.ttl]\nseconds = 60\n')
    calls = settings_calls(tmp_path, "conf/svc.toml", "In conf/svc.toml set seconds in the [cache.ttl] table to 90 "
                           "and add jitter = 5 to that same table.")
    assert [json.loads(c.split("\n")[1])["arguments"] for c in calls] == [
        {"path": "conf/svc.toml", "key": "cache.ttl.seconds", "value": "90"},
        {"path": "conf/svc.toml", "key": "cache.ttl.jitter", "value": "5"}]
    # A key added to the table the words name, though another table has one of that name.
    (tmp_path / "conf" / "db.toml").write_text('[orders.pool]\nsize = 5\n[search.pool]\nsize = 8\nidle = 90\n')
    calls = settings_calls(tmp_path, "conf/db.toml", "In conf/db.toml set size in the [orders.pool] table to 9 "
                           "and add idle = 30 to that same [orders.pool] table.")
    assert [json.loads(c.split("\n")[1])["arguments"]["key"] for c in calls] == ["orders.pool.size", "orders.pool.idle"]
    calls = settings_calls(tmp_path, "conf/db.toml", "In conf/db.toml set idle = 30.")  # the one key of that name
    assert [json.loads(c.split("\n")[1])["arguments"]["key"] for c in calls] == ["search.pool.idle"]
    # The value before the setting's name ("up to 4 replicas").
    (tmp_path / "conf" / "deploy.yaml").write_text("envs:\n  prod:\n    worker:\n      replicas: 3\n"
                                                  "  stage:\n    worker:\n      replicas: 2  # blue/green\n")
    calls = settings_calls(tmp_path, "conf/deploy.yaml", "Scale the worker in stage up to 4 replicas in conf/deploy.yaml.")
    assert [json.loads(c.split("\n")[1])["arguments"] for c in calls] == [
        {"path": "conf/deploy.yaml", "key": "envs.stage.worker.replicas", "value": "4"}]
    # A file the objective does not name (chosen by a condition), or no value given: no guess.
    assert settings_calls(tmp_path, "conf/svc.toml", "Set the seconds of the cache whose size is largest to 90.") == []
    assert settings_calls(tmp_path, "conf/app.ini", "What is the timeout in conf/app.ini?") == []
    # A file named before a colon heads the order: "conf/svc.toml: set ..." is no setting named
    # after the file with the value "set".
    assert settings_calls(tmp_path, "conf/svc.toml", "conf/svc.toml: set seconds to what the runbook says.") == []
    # A colon of prose ("backing up: in ...") is no `key: value`: only the setting the words name.
    calls = settings_calls(tmp_path, "conf/deploy.yaml", "The queue is backing up: in conf/deploy.yaml, scale the worker "
                           "in stage up to 4 replicas.")
    assert [json.loads(c.split("\n")[1])["arguments"]["key"] for c in calls] == ["envs.stage.worker.replicas"]
    # A colon before a literal, or after a key the file has, still is one.
    calls = settings_calls(tmp_path, "conf/db.toml", "In conf/db.toml set idle: 30.")
    assert [json.loads(c.split("\n")[1])["arguments"] for c in calls] == [
        {"path": "conf/db.toml", "key": "search.pool.idle", "value": "30"}]
    # A key under several paths: the one the objective's words name ("for the worker").
    (tmp_path / "conf" / "svc.yaml").write_text("services:\n  api:\n    env:\n      LOG_LEVEL: info\n"
                                               "  worker:\n    env:\n      LOG_LEVEL: info\n")
    calls = settings_calls(tmp_path, "conf/svc.yaml", "In conf/svc.yaml set LOG_LEVEL: debug for the worker only.")
    assert [json.loads(c.split("\n")[1])["arguments"] for c in calls] == [
        {"path": "conf/svc.yaml", "key": "services.worker.env.LOG_LEVEL", "value": "debug"}]
    # Named by neither: no guess between them, and no new top-level key beside them.
    assert settings_calls(tmp_path, "conf/svc.yaml", "In conf/svc.yaml set LOG_LEVEL: debug.") == []


def test_the_settings_key_offered_is_the_one_the_task_writes_out_whole(tmp_path: Path) -> None:
    from ncurator_cli.guided.terminal import config_paths_line

    (tmp_path / "jobs.yaml").write_text("jobs:\n  api-db-replica:\n    keep_days: 30\n    source: pg://replica/api\n"
                                        "  api-db:\n    keep_days: 365\n")
    line = config_paths_line(tmp_path / "jobs.yaml", "jobs.yaml", "yaml", "In jobs.yaml set keep_days of the api-db job to 400.")
    assert "key 'jobs.api-db.keep_days' for the 'keep_days' above" in line


def test_settings_calls_read_key_value_pairs_and_refuse_words_that_are_no_value(tmp_path: Path) -> None:
    from ncurator_cli.guided.datalint import settings_calls

    def args(calls: list[str]) -> list[dict[str, str]]:
        return [json.loads(c.split("\n")[1])["arguments"] for c in calls]

    (tmp_path / "svc").mkdir()
    (tmp_path / "svc" / ".env").write_text("DEBUG=true\nPORT=80\n")
    assert args(settings_calls(tmp_path, "svc/.env", "In svc/.env set DEBUG=false.")) == [
        {"path": "svc/.env", "key": "DEBUG", "value": "false"}]
    (tmp_path / "svc" / "app.yaml").write_text("server:\n  port: 8060\n")
    assert args(settings_calls(tmp_path, "svc/app.yaml", "In svc/app.yaml set `port: 8071`.")) == [
        {"path": "svc/app.yaml", "key": "server.port", "value": "8071"}]
    (tmp_path / "svc" / "a.ini").write_text("[a]\ntimeout = 3\n[b]\nhost = x\n")
    assert settings_calls(tmp_path, "svc/a.ini", "In svc/a.ini set the timeout to match the b section.") == []


def test_a_csv_ordered_by_a_named_column_is_checked_on_that_column(tmp_path: Path) -> None:
    from ncurator_cli.guided.datalint import order_slip

    (tmp_path / "t.csv").write_text("id,project_name,hours\n1,Zeta,3\n2,Alpha,1\n")
    assert order_slip(tmp_path, "t.csv", "Write t.csv sorted by id, then alphabetically") is None  # 1, 2: in order
    note = order_slip(tmp_path, "t.csv", "Write t.csv with one row per project, sorted by project name A to Z")
    assert note and "'Alpha' comes after 'Zeta'" in note
    assert order_slip(tmp_path, "t.csv", "Write t.csv sorted by total hours, then alphabetically") is None


EVIDENCE = """What is known so far (passages quoted from the knowledge base ...):
[kb] 3 passages from 2 documents
[guide.md › Guide › First-day setup] (doc guide.md) 1. Collect your key from the desk.
2. Enroll the key in the **Osprey** realm.
3. Check the lag
 (`SELECT now()`).
4. Run `./boot.sh`.
[guide.md › Guide › First week] (doc guide.md) - Pair with your buddy.
- Attend the review.
"""


@pytest.mark.parametrize("written, note", [
    ("1. Collect your key from the desk.\n", "holds 1 of the 4 items of the list in [guide.md › Guide › First-day setup]"),
    ("Collect your key from the desk.\nRun ./boot.sh.\n", "it leaves out 'Enroll the key in the **Osprey** realm.'"),
    ("Collect your key from the desk.\nEnroll the key in the Osprey realm.\nCheck the lag (SELECT now()).\nRun ./boot.sh.\n", None),
    ("Pair with your buddy.\nAttend the review.\n", None),  # a whole list
    ("an answer of its own\n", None),
])
def test_a_list_written_in_part_from_a_quoted_passage_is_named(written: str, note: str | None) -> None:
    from ncurator_cli.guided.datalint import partial_list

    got = partial_list(written, EVIDENCE, "steps.txt")
    assert (got is None) if note is None else (got is not None and note in got), got


def test_the_loop_names_a_list_written_in_part_before_its_checklist(tmp_path: Path) -> None:
    from ncurator_cli.guided.datalint import PARTIAL_LIST_NOTE

    (tmp_path / "steps.txt").write_text("1. Collect your key from the desk.\n")
    first = "Task: Write the first-day setup steps to steps.txt, one per line.\n\n" + EVIDENCE + "\nThe task's outputs: steps.txt."
    command = python_command("open('steps.txt', 'w').write('1. Collect your key from the desk.\\n')")
    loop = {"messages": [{"content": "system"}, {"content": first}],
            "data": {"steps": [{"command": command, "exit_code": 0, "output": "files changed: created steps.txt"}],
                     "files": [{"path": "steps.txt", "operation": "created"}]}}
    note = CodeReplies(root=tmp_path).result_note(ToolCall("terminal_run_command", {"command": command}), loop)
    assert note.startswith(PARTIAL_LIST_NOTE.split("{")[0]) and "holds 1 of the 4 items" in note


@pytest.mark.parametrize("written, objective, whole", [
    # The first item(s) and nothing else: the whole list, in the form written (markers kept or not).
    ("1. Collect your key from the desk.\n", "Write the first-day setup steps to steps.txt.",
     "1. Collect your key from the desk.\n2. Enroll the key in the Osprey realm.\n3. Check the lag (`SELECT now()`).\n"
     "4. Run `./boot.sh`.\n"),
    ("Collect your key from the desk.\nEnroll the key in the Osprey realm.\n", "List the setup steps in steps.txt.",
     "Collect your key from the desk.\nEnroll the key in the Osprey realm.\nCheck the lag (`SELECT now()`).\nRun `./boot.sh`.\n"),
    # Not the list's first items, or a line of its own, or every item already: the model's.
    ("Collect your key from the desk.\nRun ./boot.sh.\n", "List the setup steps in steps.txt.", None),
    ("Collect your key from the desk.\nsee the guide\n", "List the setup steps in steps.txt.", None),
    ("Pair with your buddy.\nAttend the review.\n", "List the first-week tasks in steps.txt.", None),
    # An objective that picks items out of a list: the one written may be the one it picks.
    ("1. Collect your key from the desk.\n", "List the setup steps that need the IT desk in steps.txt.", None),
    ("1. Collect your key from the desk.\n", "Write only the hardware steps to steps.txt.", None),
])
def test_a_list_begun_with_nothing_else_is_written_whole_by_the_host(written: str, objective: str, whole: str | None) -> None:
    from ncurator_cli.guided.datalint import whole_list

    assert whole_list(written, EVIDENCE, objective) == whole


def test_the_host_writes_the_whole_list_after_the_note_without_a_model_turn(tmp_path: Path) -> None:
    (tmp_path / "steps.txt").write_text("1. Collect your key from the desk.\n")
    first = "Task: Write the first-day setup steps to steps.txt, one per line.\n\n" + EVIDENCE + "\nThe task's outputs: steps.txt."
    command = python_command("open('steps.txt', 'w').write('1. Collect your key from the desk.\\n')")
    loop = {"messages": [{"content": "system"}, {"content": first}],
            "data": {"step_index": 1,
                     "steps": [{"command": command, "exit_code": 0, "output": "files changed: created steps.txt"}],
                     "files": [{"path": "steps.txt", "operation": "created"}]}}
    replies = CodeReplies(root=tmp_path, objective="Write the first-day setup steps to steps.txt, one per line.")
    call = ToolCall("terminal_run_command", {"command": command})
    note = replies.result_note(call, loop)
    made = replies.host_save(call, loop, note)
    assert made is not None and made[0].name == "write_file" and made[0].args["path"] == "steps.txt"
    assert made[0].args["content"].splitlines()[1] == "2. Enroll the key in the Osprey realm."
    assert len(made[0].args["content"].splitlines()) == 4 and "host writes every item" in made[1]
    # After a later run (another script, its own result) the list written before is not the host's to finish.
    loop["data"]["step_index"] = 2
    assert replies.host_save(call, loop, note) is None


@pytest.mark.parametrize("objective, text, scripts, slip", [
    ("Write the headings to out.txt, one per line.", "IntroScopeCosts\n", ["print(''.join(h))"], True),
    ("List the names in out.txt, one name per line", "ab\n", ["for n in names:\n    print(n, end='')"], True),
    ("Write the headings to out.txt, one per line.", "Intro\nScope\n", ["print(''.join(h))"], False),  # two lines
    ("Write the headings to out.txt, one per line.", "Intro\n", ["print('\\n'.join(h))"], False),  # one item
    ("Write the total to out.txt.", "IntroScope\n", ["print(''.join(h))"], False),  # no per-line order
    # A Python set or list written as it prints, whatever wrote it.
    ("List the callers in out.txt, one per line", "{'a.f', 'b.C.g'}\n", [""], True),
    ("List the callers in out.txt, one per line", "['a.f', 'b.g', 'c.h']\n", [""], True),
    ("List the callers in out.txt, one per line", "['a.f']\n", [""], False),  # one item
    ("List the callers in out.txt, one per line", "(see notes) a, b\n", [""], False),  # no literal
])
def test_items_glued_on_one_line_where_one_per_line_is_asked_are_named(objective: str, text: str, scripts: list[str],
                                                                       slip: bool) -> None:
    from ncurator_cli.guided.datalint import one_per_line_slip

    got = one_per_line_slip(objective, text, "out.txt", scripts)
    assert (got is not None) == slip, got
    if slip:
        assert got.startswith("out.txt has one line, and the task asks for one item per line")


@pytest.mark.parametrize("objective, touched, outside", [
    ("Rename every .txt file in notes/ to .md", ["notes/a.txt", "notes/README", "notes/j.md"], ["notes/README", "notes/j.md"]),
    ("Delete every *.tmp file under build/", ["build/a.tmp", "build/keep.log"], ["build/keep.log"]),
    ("Move all .pdf files and README.md into archive/", ["a.pdf", "README.md"], []),  # named by the objective
    ("Fix calc.py so the tests pass", ["calc.py", "notes.md"], []),  # no kind of file named
])
def test_changes_to_files_of_another_kind_than_the_task_names_are_found(objective: str, touched: list[str],
                                                                       outside: list[str]) -> None:
    from ncurator_cli.guided.datalint import out_of_scope

    assert out_of_scope(objective, touched)[1] == outside


def test_lines_to_copy_as_they_are_that_match_no_input_line_are_named(tmp_path: Path) -> None:
    """"Save the ERROR lines ... exactly as they are": a file of record fields joined with tabs holds
    no line of the logs the script read; the note names one and the input line it came from. Lines
    copied as they are (one rotation gzipped) are fine, and so is any file without that wording."""
    import gzip as gz

    from ncurator_cli.guided.datalint import copied_lines_slip

    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "web.log").write_text("2025-03-10 10:00:01 ERROR [db] timeout on primary\n"
                                               "2025-03-10 10:00:02 INFO [db] ok\n")
    (tmp_path / "logs" / "web.log.1.gz").write_bytes(gz.compress(b"2025-03-09 09:00:00 ERROR [api] 502 from upstream\n"))
    code = "rows = records('logs/web.log') + records('logs/web.log.1.gz')\n"
    asked = "Save every ERROR line of logs/web.log and its rotations to errors.log, exactly as they are, oldest first."
    fields = "1\t2025-03-09 09:00:00\tERROR\tapi\t502 from upstream\n1\t2025-03-10 10:00:01\tERROR\tdb\ttimeout on primary\n"
    note = copied_lines_slip(tmp_path, code, fields, "errors.log", asked)
    assert note and note.startswith("errors.log should hold lines copied exactly as they are, but 2 of its 2 lines")
    right = "2025-03-09 09:00:00 ERROR [api] 502 from upstream\n2025-03-10 10:00:01 ERROR [db] timeout on primary\n"
    assert copied_lines_slip(tmp_path, code, right, "errors.log", asked) is None
    assert copied_lines_slip(tmp_path, code, fields, "errors.log", "Write the ERROR records to errors.log") is None


@pytest.mark.parametrize("objective, template", [
    ("Do the hours for March, same layout as logs/feb.csv, saved as logs/mar.csv.", "logs/feb.csv"),
    ("Write logs/mar.csv in the format of logs/feb.csv: each rider's hours.", "logs/feb.csv"),
    ("logs/mar.csv please, laid out like logs/feb.csv, most hours first", "logs/feb.csv"),
    ("Write logs/mar.csv with the hours per rider.", None),  # no layout named
    ("Same layout as logs/feb.tsv, saved as logs/mar.csv.", None),  # another kind of file
    ("Same layout as logs/none.csv, saved as logs/mar.csv.", None),  # no such file
    ("Same layout as logs/raw.csv, saved as logs/mar.csv.", None),  # its first line is a row, not a header
])
def test_a_file_named_as_the_outputs_layout_gives_its_header(tmp_path: Path, objective: str, template: str | None) -> None:
    from ncurator_cli.guided.datalint import layout_template, stated_header

    (tmp_path / "logs").mkdir()
    (tmp_path / "logs/feb.csv").write_text("rider,hours\nAsha Vane,41.5\nBo Lind,12.0\n")
    (tmp_path / "logs/feb.tsv").write_text("rider\thours\nAsha Vane\t41.5\n")
    (tmp_path / "logs/raw.csv").write_text("Asha Vane,41.5\nBo Lind,12.0\n")
    got = layout_template(tmp_path, objective, "logs/mar.csv")
    assert (got[0] if got else None) == template
    assert stated_header(objective, "logs/mar.csv", tmp_path) == (["rider", "hours"] if template else None)
    assert stated_header(objective, "logs/mar.csv") is None  # without the workspace, no file to read


def test_rows_written_without_the_layouts_header_get_it_from_the_host(tmp_path: Path) -> None:
    from ncurator_cli.guided.datalint import header_fix, header_slip

    (tmp_path / "logs").mkdir()
    (tmp_path / "logs/feb.csv").write_text("rider,hours\nAsha Vane,41.5\nBo Lind,12.0\n")
    objective = "Do the March hours, same layout as logs/feb.csv, saved as logs/mar.csv, most hours first."
    rows = "Bo Lind,30.0\nAsha Vane,22.5\n"
    note = header_slip(objective, rows, "logs/mar.csv", tmp_path)
    assert note and "should begin with the header line `rider,hours` (the header of logs/feb.csv" in note
    assert header_fix(tmp_path, objective, rows, "logs/mar.csv") == "rider,hours\nBo Lind,30.0\nAsha Vane,22.5\n"
    # Headed already, or rows of another shape (a third cell; text where the layout has a number): the model's to fix.
    assert header_slip(objective, "rider,hours\n" + rows, "logs/mar.csv", tmp_path) is None
    assert header_fix(tmp_path, objective, "rider,hours\n" + rows, "logs/mar.csv") is None
    assert header_fix(tmp_path, objective, "Bo Lind,30.0,x\n", "logs/mar.csv") is None
    assert header_fix(tmp_path, objective, "30.0,Bo Lind\n", "logs/mar.csv") is None
    # A header the task states itself is the one asked for; the layout's is not looked up then.
    stated = "Same layout as logs/feb.csv, saved as logs/mar.csv with the columns name,total."
    assert "`name,total`" in header_slip(stated, rows, "logs/mar.csv", tmp_path)


def test_the_host_writes_the_layouts_header_over_the_scripts_rows_without_a_model_turn(tmp_path: Path) -> None:
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs/feb.csv").write_text("rider,hours\nAsha Vane,41.5\n")
    (tmp_path / "logs/mar.csv").write_text("Bo Lind,30.0\nAsha Vane,22.5\n")
    objective = "Do the March hours, same layout as logs/feb.csv, saved as logs/mar.csv, most hours first."
    (tmp_path / "rides.csv").write_text("rider,hours\nBo Lind,30.0\nAsha Vane,22.5\n")
    command = python_command("rows = open('rides.csv').read().splitlines()[1:]\n"
                             "open('logs/mar.csv', 'w').write('\\n'.join(rows) + '\\n')")
    loop = {"messages": [{"content": "system"}, {"content": f"Task: {objective}\n\nThe task's outputs: logs/mar.csv."}],
            "data": {"step_index": 1,
                     "steps": [{"command": command, "exit_code": 0, "output": "files changed: created logs/mar.csv"}],
                     "files": [{"path": "logs/mar.csv", "operation": "created"}]}}
    replies = CodeReplies(root=tmp_path, objective=objective, outputs=["logs/mar.csv"])
    call = ToolCall("terminal_run_command", {"command": command})
    note = replies.result_note(call, loop)
    assert note.startswith("logs/mar.csv should begin with the header line `rider,hours`")
    made = replies.host_save(call, loop, note)
    assert made is not None and made[0].name == "write_file" and made[0].args["path"] == "logs/mar.csv"
    assert made[0].args["content"] == "rider,hours\nBo Lind,30.0\nAsha Vane,22.5\n" and "header" in made[1]
    loop["data"]["step_index"] = 2  # a later run's result is its own
    assert replies.host_save(call, loop, note) is None


def test_the_last_item_of_a_dated_list_stored_out_of_order_is_named(tmp_path: Path) -> None:
    """`b['visits'][-1]` of records whose visit lists are not in date order: the last stored is not
    the latest, said with a record and its dates and the max() to take. Lists in order, undated
    items, or an index other than the first or last: nothing to say."""
    from ncurator_cli.guided.datalint import last_item_slip

    boats = [{"name": "Tern", "visits": [{"date": "2025-03-01", "fee": 5}, {"date": "2025-04-09", "fee": 7},
                                         {"date": "2025-03-20", "fee": 6}]},
             {"name": "Skua", "visits": [{"date": "2025-01-02", "fee": 5}, {"date": "2025-02-02", "fee": 5}]}]
    (tmp_path / "boats.json").write_text(json.dumps(boats))
    code = "from ncurator_cli.scriptlib import records\nfor b in records('boats.json'):\n    print(b['visits'][-1]['fee'])"
    note = last_item_slip(tmp_path, code)
    assert note and note.startswith("`b['visits'][-1]` takes the last item of each record's 'visits' list")
    assert "in 1 record (e.g. Tern: 2025-03-01, 2025-04-09, 2025-03-20)" in note
    assert "`max(b['visits'], key=lambda w: w['date'])`" in note
    assert "earliest" in last_item_slip(tmp_path, code.replace("[-1]", "[0]"))
    assert last_item_slip(tmp_path, code.replace("[-1]", "[1]")) is None
    boats[0]["visits"].sort(key=lambda v: v["date"])
    (tmp_path / "boats.json").write_text(json.dumps(boats))
    assert last_item_slip(tmp_path, code) is None  # in order


def test_a_csv_whose_first_line_is_not_the_header_the_task_names_is_a_defect() -> None:
    from ncurator_cli.guided.datalint import header_slip

    task = "Make me a list.csv with the columns part,qty, only for what is short."
    note = header_slip(task, "bolt 250\nnut 5\n", "list.csv")
    assert note and "list.csv should begin with the header line `part,qty`" in note and "'bolt 250'" in note
    assert header_slip(task, "Part, Qty\nbolt,250\n", "list.csv") is None  # case and spaces aside
    # Written with spaces after the commas, the header runs to its last name.
    assert "`id,name,email`" in header_slip("Export to out.csv with columns: id, name, email.", "id,name\n", "out.csv")
    # A column's format in brackets is no part of its name; the list ends at the clause after it.
    assert "`date,instrument,user_id`" in header_slip(
        "Write flagged.csv with the columns date (YYYY-MM-DD), instrument, user_id, one row per booking.",
        "Mon 9 Jun,Cryostat,ps214\n", "flagged.csv")
    # Columns named in words: counted ("two columns, a and b"), after a colon, or "with columns a and b".
    assert "`loan_id,charge`" in header_slip(
        "Write fees.csv with two columns, loan_id and charge, one row per loan.", "L1,0.50\n", "fees.csv")
    assert "`van,trips,miles`" in header_slip("Save vans.csv with three columns: van, trips and miles, busiest first.",
                                              "V1,3,80\n", "vans.csv")
    assert "`van,total_miles`" in header_slip("Save vans.csv with columns van and total_miles (two decimals).",
                                              "V1,80.00\n", "vans.csv")
    assert header_slip("Save vans.csv with columns sorted and grouped by van.", "V1\n", "vans.csv") is None
    # No header named, two headers, or a file the task does not name: nothing to say.
    assert header_slip("Make list.csv of what is short.", "bolt 250\n", "list.csv") is None
    assert header_slip("Write a.csv with the header x,y and b.csv with the header p,q", "z\n", "a.csv") is None
    assert header_slip(task, "bolt 250\n", "other.csv") is None


def test_a_csv_column_of_decimals_written_with_other_decimals_than_the_task_states_is_a_defect() -> None:
    from ncurator_cli.guided.datalint import decimals_slip

    task = "Write totals.csv with the header depot,total, totals with two decimals."
    note = decimals_slip(task, "depot,total\nEast,1204.5\nWest,88.25\n", "totals.csv")
    assert note and note.startswith("totals.csv's 'total' column has '1204.5' (data row 1), and the task asks for 2 decimals")
    assert "{value:.2f}" in note
    assert decimals_slip(task, "depot,total\nEast,1204.50\nWest,88.25\n", "totals.csv") is None
    assert decimals_slip(task, "depot,total\nEast,\"1,204.50\"\nWest,88.25\n", "totals.csv") is None  # grouped
    # A whole number beside decimals is one of them; a column of whole numbers (counts, ids) is not.
    assert "'7'" in decimals_slip(task, "depot,total\nEast,7\nWest,88.25\n", "totals.csv")
    assert decimals_slip(task, "depot,orders,total\nEast,12,7.00\n", "totals.csv") is None
    assert "3 decimals" in decimals_slip("Put it in a.tsv rounded to 3 decimal places.", "k\tv\nx\t0.5\n", "a.tsv")
    # No number of decimals stated, or no table: nothing to say.
    assert decimals_slip("Write totals.csv with the header depot,total.", "depot,total\nEast,1204.5\n", "totals.csv") is None
    assert decimals_slip(task, "East 1204.5\n", "totals.txt") is None


def test_lines_a_change_turned_into_copies_are_named_unless_one_setting_changed_everywhere() -> None:
    from ncurator_cli.guided.datalint import duplicated_lines

    before = "web==1.0  # pinned\nweb-auth==0.3\nweb-tools==2.1\ndb==4.0\n"
    note = duplicated_lines(before, "web==1.2\nweb==1.2\nweb==1.2\ndb==4.0\n", "deps.txt")
    assert note and note.startswith("deps.txt now has the line 'web==1.2' 3 times (before this task: 0)")
    assert "'web==1.0  # pinned'; 'web-auth==0.3'; 'web-tools==2.1'" in note
    # The one line changed: nothing to say; one setting set alike in two sections: nothing either.
    assert duplicated_lines(before, before.replace("web==1.0", "web==1.2"), "deps.txt") is None
    assert duplicated_lines("[a]\nx = 1\n[b]\nx = 2\n", "[a]\nx = 3\n[b]\nx = 3\n", "c.ini") is None


def test_the_loop_names_a_rename_left_half_done(tmp_path: Path) -> None:
    """After a clean script of a rename "from <old form> to <new form>", the note names the new
    names without the new form and the files still in the old one; the host does not finish."""
    (tmp_path / "scans").mkdir()
    for name in ("2031-02-03.pdf", "scan_04052031.pdf", "readme.txt"):
        (tmp_path / "scans" / name).write_text(name)
    objective = "Rename the scans in scans/ from scan_DDMMYYYY.pdf to YYYY-MM-DD.pdf."
    command = python_command("import os\nos.rename('scans/scan_03022031.pdf', 'scans/2031-02-03.pdf')\nprint('ok')")
    loop = {"messages": [{"content": "system"}, {"content": f"Task: {objective}"}],
            "data": {"steps": [{"command": command, "exit_code": 0, "output": "ok\n"}],
                     "files": [{"path": "scans/2031-02-03.pdf", "operation": "created"},
                               {"path": "scans/scan_03022031.pdf", "operation": "deleted"}]}}
    replies = CodeReplies(root=tmp_path, outputs=["scans/"], objective=objective)
    call = ToolCall("terminal_run_command", {"command": command})
    note = replies.result_note(call, loop)
    assert note.startswith("The task renames files from scan_DDMMYYYY.pdf to YYYY-MM-DD.pdf, and 1 file still has "
                           "the form scan_DDMMYYYY.pdf: scans/scan_04052031.pdf.")
    assert replies.host_done(call, loop, note) is None


def test_lines_not_in_the_form_the_task_spells_out_are_a_defect() -> None:
    from ncurator_cli.guided.datalint import line_template_slip

    task = ("Put every pending chore from chores/ into pending.md, one line per chore as "
            "`- [ ] <chore text> (<file name>)`.")
    note = line_template_slip(task, "# Pending\n- [ ] Oil the gate\n- [ ] Sweep the yard (yard.md)\n", "pending.md")
    assert note and note.startswith("pending.md has 1 of its 2 lines not in the form the task gives")
    assert "'- [ ] Oil the gate'" in note and 'f"- [ ] {chore_text} ({file_name})"' in note
    # A bullet the form does not have is off too; every line in the form (headings aside) is right.
    assert line_template_slip(task, "* [ ] Oil the gate (gate.md)\n", "pending.md")
    assert line_template_slip(task, "# Pending\n\n- [ ] Oil the gate (gate.md)\n- [ ] Sweep  (yard.md)\n",
                              "pending.md") is None
    # No form with slots, no word "line", or a data file (its own checks): nothing to say.
    assert line_template_slip("Put every chore into pending.md as `- [ ] chore`, one line each.", "x\n", "pending.md") is None
    assert line_template_slip("Name each chore as `<chore> (<file>)` in pending.md.", "x\n", "pending.md") is None
    assert line_template_slip(task, "x\n", "pending.csv") is None


def test_weeks_formatted_with_percent_u_or_w_where_the_task_asks_iso_weeks_are_a_defect() -> None:
    from ncurator_cli.guided.datalint import iso_week_slip

    task = "Write weekly.csv with one row per ISO week (like 2025-W07) and the hours in it."
    note = iso_week_slip(task, "w = d.strftime('%Y-W%U')\n")
    assert note and "`%U`" in note and "%G-W%V" in note
    assert iso_week_slip(task, "w = d.strftime('%Y-W%W')\n")
    assert iso_week_slip(task, "w = d.strftime('%G-W%V')\n") is None
    assert iso_week_slip("Write weekly.csv with one row per week number.", "d.strftime('%Y-W%U')") is None


def test_a_status_class_tested_as_its_first_code_alone_is_named() -> None:
    """"4xx" in the task and `== 400` in the script: the class is 400-499. A script that tests a
    range, or more than one code of the class, or a task with no class, is left alone."""
    from ncurator_cli.guided.datalint import status_class_slip

    task = "How many requests to /cart got a 4xx response last week?"
    note = status_class_slip(task, "n = sum(1 for r in rows if r['status'] == 400)\n")
    assert note and note.startswith("The task says 4xx: every status from 400 to 499, not 400 alone")
    assert "`r['status'] == 400`" in note and "400 <= status <= 499" in note
    assert status_class_slip(task, "n = sum(1 for r in rows if r['fields'][5] == '400')\n")
    assert status_class_slip(task, "n = sum(1 for r in rows if 400 <= r['status'] < 500)\n") is None
    assert status_class_slip(task, "n = sum(1 for r in rows if r['status'] == 400 or r['status'] == 404)\n") is None
    assert status_class_slip("How many requests got a 400 response?", "n = [r for r in rows if r['status'] == 400]") is None
    assert status_class_slip(task, "n = [r for r in rows if r['status'] == 500]") is None


def test_a_date_and_time_bounded_above_by_a_bare_day_is_named(tmp_path: Path) -> None:
    """`'2026-01-05' <= r['timestamp'] <= '2026-01-07'` over timestamps with times leaves the 7th
    out: named, with the day-part comparison. Dates without times, or a bound from below, are fine."""
    from ncurator_cli.guided.datalint import day_bound_slip

    (tmp_path / "app.log").write_text("2026-01-05 08:00:00 ERROR a\n2026-01-07 09:30:00 ERROR b\n")
    (tmp_path / "days.csv").write_text("day,n\n2026-01-05,1\n2026-01-07,2\n")
    code = "rows = records('app.log')\nkeep = [r for r in rows if '2026-01-05' <= r['timestamp'] <= '2026-01-07']\n"
    note = day_bound_slip(tmp_path, code)
    assert note and note.startswith("`'2026-01-05' <= r['timestamp'] <= '2026-01-07'` compares a date and time with a bare day")
    assert "'2026-01-07 08:00:00' is after '2026-01-07'" in note and "r['timestamp'][:10] <= '2026-01-07'" in note
    assert day_bound_slip(tmp_path, code.replace("<= '2026-01-07'", "< '2026-01-08'")) is None
    assert day_bound_slip(tmp_path, "rows = records('app.log')\nk = [r for r in rows if r['timestamp'] >= '2026-01-05']") is None
    assert day_bound_slip(tmp_path, "rows = records('days.csv')\nk = [r for r in rows if r['day'] <= '2026-01-07']") is None
    assert day_bound_slip(tmp_path, "rows = records('app.log')\nk = [r for r in rows if '2026-01-07' >= r['timestamp']]")


def test_dates_outside_the_one_month_the_task_asks_about_are_named() -> None:
    """"every date in March 2025": a written list (or a printed answer) with a February or April
    date is named, with the prefix to keep. A task over two months, or none, is left alone."""
    from ncurator_cli.guided.datalint import month_scope_slip

    task = "Write late.txt listing every date in March 2026 on which the delivery was late, one per line."
    note = month_scope_slip(task, "2026-02-27\n2026-03-02\n2026-03-09\n2026-04-01\n", "late.txt")
    assert note and note.startswith("late.txt holds 2 date(s) outside March 2026 (2026-02-27, 2026-04-01)")
    assert "start with '2026-03'" in note
    assert month_scope_slip(task, "2026-03-02\n2026-03-09\n", "late.txt") is None
    assert month_scope_slip("Which days during Feb 2026 had no delivery?", "ANSWER: 2026-03-01", "The answer")
    assert month_scope_slip("Compare March 2026 with April 2026 in late.txt", "2026-04-01", "late.txt") is None
    assert month_scope_slip("List the late days in deliveries.csv", "2026-04-01", "late.txt") is None


def test_lines_that_are_no_ip_address_in_a_one_ip_per_line_file_are_named() -> None:
    from ncurator_cli.guided.datalint import ip_lines_slip

    task = "Write deny.txt with every IP address that failed to log in 3 or more times, one IP per line."
    note = ip_lines_slip(task, "password\n203.0.113.9\n", "deny.txt")
    assert note and note.startswith("deny.txt should hold one IP address per line") and "1 of its 2 lines" in note
    assert "'password'" in note and "r['ip']" in note
    assert ip_lines_slip(task, "203.0.113.9\n2001:db8::7\n", "deny.txt") is None
    assert ip_lines_slip(task, "203.0.113.9: 4 attempts\n", "deny.txt")
    assert ip_lines_slip(task, "ip,n\nx,1\n", "deny.csv") is None
    assert ip_lines_slip("Write the failed logins to deny.txt, one per line.", "password\n", "deny.txt") is None


def test_summary_lines_for_one_value_written_several_ways_are_named() -> None:
    """A report with a line for "Kayak", "KAYAK " and "kayak" (a script grouped by the raw value):
    named, with the grouping to use. Distinct labels, a header line, or lines copied from a log
    (more than a short figure after the label) are left alone."""
    from ncurator_cli.guided.datalint import variant_lines

    report = "- Kayak: 12 hires\n- Canoe: 9 hires\n- KAYAK : 4 hires\n- kayak: 2 hires\n"
    note = variant_lines(report, "hires.md", "Write hires.md, one line per boat type as written in boats.txt")
    assert note and note.startswith("hires.md has a line for each of 'Kayak', 'KAYAK', 'kayak'")
    assert "' '.join(v.split()).lower()" in note and "under the name the task says to use" in note
    assert variant_lines("boat,hires\nKayak,12\nkayak ,4\n", "hires.csv") is not None
    assert variant_lines("- Kayak: 12 hires\n- Canoe: 9 hires\n", "hires.md") is None
    logs = "ERROR: disk full on /dev/sda1 while writing the nightly dump\nError: disk full on /dev/sdb2 during backup 7\n"
    assert variant_lines(logs, "errors.log") is None


def test_a_value_on_several_rows_where_one_row_per_thing_is_asked_is_named() -> None:
    """"One row per rider": a CSV with a row per trip (a rider on three rows) is named, by the
    column the header names for the thing, else the first; a list of "label: figure" lines likewise.
    One row each, no such request, or log-like lines: nothing to say."""
    from ncurator_cli.guided.datalint import one_row_per_slip

    task = "Write fares.csv with columns rider,total: one row per rider, sorted by name."
    note = one_row_per_slip(task, "rider,total\nIvo,3.20\nIvo,4.10\nJun,2.00\nIvo,1.00\n", "fares.csv")
    assert note == ("fares.csv has 'Ivo' on 3 rows, and the task asks for one row per rider: combine each rider's "
                    "rows into one (add up their figures) and run it again; if the file is right as it is, reply "
                    "`DONE:`.")
    assert one_row_per_slip(task, "total,rider\n3.20,Ivo\n4.10,ivo \n", "fares.csv")  # its column, case aside
    assert one_row_per_slip(task, "rider,total\nIvo,7.30\nJun,2.00\n", "fares.csv") is None
    assert one_row_per_slip("Write fares.csv with the fares.", "rider,total\nIvo,1\nIvo,2\n", "fares.csv") is None
    lines = "- Ivo: 3 trips\n- Jun: 1 trip\n- Ivo: 2 trips\n"
    assert "'Ivo' on 2 lines" in one_row_per_slip("Write trips.md with one line per rider.", lines, "trips.md")
    log = "2025-01-02 10:00:01 ERROR [db] timeout on the primary\n2025-01-02 10:00:07 ERROR [db] timeout again\n"
    assert one_row_per_slip("Write faults.txt with one line per error.", log, "faults.txt") is None
    # "each adult and how many meetings": a count per thing is one row per thing, when the file holds
    # the thing and its figure alone; a second grouping column (month beside name) says nothing.
    task = "Make counts.csv showing each adult on the rota and how many meetings they're down for. Columns: name,meetings."
    note = one_row_per_slip(task, "name,meetings\nAnna Lowe,1\nAnna Lowe,1\nJo Parker,1\n", "counts.csv")
    assert note is not None and "'Anna Lowe' on 2 rows" in note and "one row per adult" in note
    assert one_row_per_slip(task, "name,meetings\nAnna Lowe,2\nJo Parker,1\n", "counts.csv") is None
    assert one_row_per_slip(task, "name,month,meetings\nAnna,May,1\nAnna,June,2\n", "counts.csv") is None
    assert one_row_per_slip("Make counts.csv listing each meeting.", "name,meetings\nA,1\nA,1\n", "counts.csv") is None
    task = "Work out each volunteer's mileage payment for March and save pay.csv with volunteer and amount."
    assert "one row per volunteer" in (one_row_per_slip(task, "volunteer,amount\nAl,6.3\nAl,4.1\n", "pay.csv") or "")


def test_a_settings_change_in_a_section_the_task_does_not_name_is_named() -> None:
    """"Make the music job keep 30": `retain` changed under [base] (its first `retain = 7`), the
    [music] section the task names left as it was: named, with the key to change. The named
    section's own change, or a file with one such key, is left alone."""
    from ncurator_cli.guided.datalint import settings_section_slip

    before = "; jobs\n[base]\nretain = 7\n[music]\nretain = 10\n[films]\nretain = 10\n"
    wrong = before.replace("retain = 7", "retain = 30")
    task = "In jobs.ini, make the music job retain 30 copies instead of its current number."
    note = settings_section_slip(before, wrong, "jobs.ini", task)
    assert note and note.startswith("jobs.ini: the change set base.retain ('7' -> '30'), but the task names music, "
                                    "whose retain is '10'. Put base.retain back as it was and change music.retain")
    right = before.replace("[music]\nretain = 10", "[music]\nretain = 30")
    assert settings_section_slip(before, right, "jobs.ini", task) is None
    assert settings_section_slip("[base]\nretain = 7\n", "[base]\nretain = 30\n", "jobs.ini", task) is None
    toml_before = 'name = "x"\n[base]\nretain = 7\n[music]\nretain = 10\n'
    toml_wrong = toml_before.replace("retain = 7", "retain = 30")
    assert "music.retain" in settings_section_slip(toml_before, toml_wrong, "jobs.toml", task)


def test_a_one_level_listing_of_a_folder_whose_files_are_deeper_is_named(tmp_path: Path) -> None:
    """`os.listdir('drive/')` for "every PDF anywhere under drive/": its files are in subfolders,
    so the note names the walk; also when the top level holds no file at all. Not for a script that
    walks the tree, one that lists folders (is_dir), or a task about the top level alone."""
    from ncurator_cli.guided.datalint import shallow_listing_slip

    (tmp_path / "drive" / "fin" / "2023").mkdir(parents=True)
    (tmp_path / "drive" / "fin" / "2023" / "audit.pdf").write_bytes(b"%PDF" + b"x" * 10)
    (tmp_path / "drive" / "readme.txt").write_text("top\n")
    task = "Move every PDF bigger than 2 MB from anywhere under drive/ into cold/, keeping its folder path."
    code = "import os\nfor f in os.listdir('drive/'):\n    print(f)\n"
    note = shallow_listing_slip(tmp_path, code, task)
    assert note and note.startswith("Your script lists only the top level of drive/ (listdir()), which holds 1 file;")
    assert "drive/fin/2023/audit.pdf" in note and "os.walk('drive')" in note
    for shallow in ("import glob\nprint(glob.glob('drive/*.pdf'))", "from pathlib import Path\nprint(list(Path('drive').glob('*.pdf')))"):
        assert shallow_listing_slip(tmp_path, shallow, task), shallow
    assert shallow_listing_slip(tmp_path, "import os\nfor d, _, n in os.walk('drive'):\n    print(n)", task) is None
    assert shallow_listing_slip(tmp_path, "import glob\nprint(glob.glob('drive/**/*.pdf', recursive=True))", task) is None
    assert shallow_listing_slip(tmp_path, code + "print(os.path.isdir('drive/fin'))", task) is None
    assert shallow_listing_slip(tmp_path, code, "List the files directly in drive/, not in its subfolders.") is None
    # No word of the whole tree, but a top level without a file: still named.
    (tmp_path / "drive" / "readme.txt").unlink()
    assert shallow_listing_slip(tmp_path, code, "Which PDFs are in drive?")


def test_a_header_taken_off_rows_that_have_none_is_named() -> None:
    """records() and csv.DictReader leave the header line out: `len(rows) - 1` is one short. A
    csv.reader's rows and a file's lines hold the header, and their - 1 is right."""
    from ncurator_cli.guided.datalint import header_count_slip

    code = "from ncurator_cli.scriptlib import records\nrows = records('data/a.csv')\nprint('a.csv:', len(rows) - 1)\n"
    note = header_count_slip(code) or ""
    assert note.startswith("records() gives the data rows only") and "`len(rows) - 1`" in note
    dict_reader = "import csv\nwith open('a.csv') as f:\n    n = len(list(csv.DictReader(f))) - 1\nprint(n)\n"
    assert "DictReader()" in (header_count_slip(dict_reader) or "")
    assert header_count_slip("import csv\nrows = list(csv.reader(open('a.csv')))\nprint(len(rows) - 1)\n") is None
    assert header_count_slip("lines = open('a.csv').read().splitlines()\nprint(len(lines) - 1)\n") is None
    assert header_count_slip("from ncurator_cli.scriptlib import records\nrows = records('a.csv')\nprint(len(rows))\n") is None
    assert header_count_slip("rows = records('a.csv'\n") is None  # does not parse: nothing to say
    # The header taken by next(): counting the rest and taking one off skips it twice.
    twice = "import csv\nreader = csv.reader(open('a.csv'))\nheader = next(reader)\nn = sum(1 for row in reader) - 1\n"
    assert "after `next(reader)`" in (header_count_slip(twice) or "")
    assert "after `next(reader)`" in (header_count_slip(twice.replace("sum(1 for row in reader)", "len(list(reader))")) or "")
    assert header_count_slip(twice.replace(" - 1", "")) is None
    # One filtered count is no count of the rows.
    assert header_count_slip(twice.replace("for row in reader", "for row in reader if row")) is None


def test_a_log_read_without_its_rotated_files_is_named(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """"older logs are rotated next to it": a script that reads the current log alone is told of
    the rotated files, and the pattern it names reads them all, .gz too."""
    import gzip

    from ncurator_cli.guided.datalint import rotated_slip
    from ncurator_cli.scriptlib import records

    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "sync.log").write_text("2031-05-03 10:00:00 ERROR sync failed\n")
    (tmp_path / "logs" / "sync.log.1").write_text("2031-05-02 10:00:00 INFO sync ok\n")
    with gzip.open(tmp_path / "logs" / "sync.log.2.gz", "wt") as fh:
        fh.write("2031-05-01 10:00:00 ERROR sync failed\n")
    (tmp_path / "logs" / "other.log").write_text("x\n")
    task = "The sync job logs to logs/sync.log (older logs are rotated next to it). List the days it failed."
    code = "from ncurator_cli.scriptlib import records\nfor r in records('logs/sync.log'):\n    print(r)\n"
    note = rotated_slip(tmp_path, code, task) or ""
    assert note.startswith("Your script reads logs/sync.log alone") and "logs/sync.log.1, logs/sync.log.2.gz)" in note
    assert "records('logs/sync.log*')" in note and "other.log" not in note
    monkeypatch.chdir(tmp_path)
    assert sorted(r["timestamp"][:10] for r in records("logs/sync.log*")) == ["2031-05-01", "2031-05-02", "2031-05-03"]
    # Read with the pattern, or a task that does not speak of older logs: nothing to say.
    assert rotated_slip(tmp_path, code.replace("sync.log'", "sync.log*'"), task) is None
    assert rotated_slip(tmp_path, code, "List the days logs/sync.log shows a failure.") is None
    # A task that names the folder the rotations lie in ("the logs are in logs/") speaks of them too.
    assert "records('logs/sync.log*')" in (rotated_slip(tmp_path, code, "Which days did sync fail? The logs are in logs/.")
                                           or "")
    # Acted on before the run (`rotated_reads`): the read becomes the pattern; the same conditions.
    from ncurator_cli.guided.datalint import rotated_reads

    assert rotated_reads(tmp_path, code, task) == code.replace("records('logs/sync.log')", "records('logs/sync.log*')")
    assert rotated_reads(tmp_path, code, "List the days logs/sync.log shows a failure.") == code
    other = code.replace("logs/sync.log", "logs/other.log")
    assert rotated_reads(tmp_path, other, "The logs are in logs/. List the failures.") == other  # no rotations


def test_a_document_loaded_whole_and_looped_as_records_is_pointed_to_records(tmp_path: Path) -> None:
    """json.load of a document whose records sit in lists under its keys, looped over as records:
    "string indices must be integers" is answered with the records() call and its first record."""
    import json

    from ncurator_cli.guided.datalint import whole_document_hint

    (tmp_path / "kit.json").write_text(json.dumps({"owner": "Lab", "sites": {"north": [{"tag": "K-1", "state": "live"}],
                                                                             "south": [{"tag": "K-2", "state": "sold"},
                                                                                       {"tag": "K-3", "state": "live"}]}}))
    code = "import json\nrows = json.load(open('kit.json'))\nprint([r['state'] for r in rows])\n"
    note = whole_document_hint(tmp_path, code) or ""
    assert note.startswith("json.load gives the whole of kit.json, a dict of its sections")
    assert "records('kit.json') gives its 3 records" in note and "'sites': 'north', 'tag': 'K-1'" in note
    (tmp_path / "one.json").write_text(json.dumps({"name": "x", "port": 80}))
    assert whole_document_hint(tmp_path, "import json\nd = json.load(open('one.json'))\n") is None  # one record
    assert whole_document_hint(tmp_path, "rows = records('kit.json')\n") is None  # not loaded whole


def test_dates_written_otherwise_than_the_task_spells_out_are_named() -> None:
    """"one date per line as YYYY-MM-DD, oldest first": a line with a count after the date, a date
    in another form, and a newest-first order are each named with the format to write; right lines
    pass, and a task that spells out no format is left alone."""
    from ncurator_cli.guided.datalint import date_lines_slip

    task = "Write late.txt with every day in May on which the van was late, one date per line as YYYY-MM-DD, oldest first."
    extra = date_lines_slip(task, "2025-05-02: 3\n2025-05-09: 1\n", "late.txt") or ""
    assert extra.startswith("late.txt does not hold its dates the way the task asks (one date per line as YYYY-MM-DD): "
                            "2 of 2 lines are not, e.g. '2025-05-02: 3'") and "strftime('%Y-%m-%d')" in extra
    assert "02/05/2025" in (date_lines_slip(task, "02/05/2025\n2025-05-09\n", "late.txt") or "")
    order = date_lines_slip(task, "2025-05-09\n2025-05-02\n", "late.txt") or ""
    assert "(oldest first): '2025-05-02' comes after '2025-05-09'" in order
    assert date_lines_slip(task, "# Late days\n2025-05-02\n2025-05-09\n", "late.txt") is None
    newest = task.replace("oldest first", "newest first")
    assert date_lines_slip(newest, "2025-05-09\n2025-05-02\n", "late.txt") is None
    assert date_lines_slip(newest, "2025-05-02\n2025-05-09\n", "late.txt")
    # Dates inside longer lines are fine unless the task asks one date per line; no format, no check.
    listed = "List the late days in late.md, each as '- YYYY-MM-DD (minutes late)'."
    assert date_lines_slip(listed, "- 2025-05-02 (12)\n- 2025-05-09 (4)\n", "late.md") is None
    assert date_lines_slip("Write the late days to late.txt, oldest first.", "May 9\nMay 2\n", "late.txt") is None
    assert date_lines_slip(task, "day,n\n2025-05-02,3\n", "late.csv") is None


@pytest.mark.parametrize("objective, text, slipped", [
    # Rows in the order the names came, the task's "fastest first" dropped.
    ("Write fastest.csv with each swimmer's best time, fastest first",
     "swimmer,time\nEla,34.21\nJosh,29.95\nRuby,58.4\nAiden,30.12\n", True),
    ("Write fastest.csv with each swimmer's best time, fastest first",
     "swimmer,time\nJosh,29.95\nAiden,30.12\nEla,34.21\nRuby,58.4\n", False),
    # Either way round; a currency column; ties broken by the name keep the first column in order.
    ("List the totals in t.csv in descending order", 'client,total\nC,"£1,200.00"\nA,£90.50\nD,£12.00\nB,£3.00\n', False),
    ("List the totals in t.csv in descending order", 'client,total\nC,"£1,200.00"\nA,£9.50\nD,£12.00\nB,£3.00\n', True),
    ("List the totals in t.csv sorted by total", "client,total\nB,3\nA,5\nC,5\nD,9\n", False),
    ("List the totals in t.csv sorted by total", "client,total\nB,3\nD,9\nC,5\nA,7\n", True),
    # No order asked; too few rows to tell.
    ("Write each swimmer's best time to fastest.csv", "swimmer,time\nEla,34.21\nJosh,29.95\nRuby,58.4\nAiden,30.12\n", False),
    ("Write fastest.csv, fastest first", "swimmer,time\nEla,34.21\nJosh,29.95\nRuby,58.4\n", False),
])
def test_rows_in_the_order_of_no_column_are_named_when_the_task_asks_an_order(objective: str, text: str,
                                                                               slipped: bool) -> None:
    from ncurator_cli.guided.datalint import RANK_NOTE, rank_slip

    rel = "fastest.csv" if "fastest" in objective else "t.csv"
    note = rank_slip(objective, text, rel)
    assert (note is not None) == slipped, note
    if slipped:
        assert note.startswith(RANK_NOTE.split("{")[0]) and rel in note


def test_a_column_written_from_one_record_or_from_no_record_is_named(tmp_path: Path) -> None:
    """Job sheets read from a folder by a glob, as forms (Field / Details): a customer column that
    holds the last sheet's customer on every row, and a job column numbered 1, 2, 3 for job numbers
    'B-1', 'B-2', ..., are named with the values the data has; the right file is left alone, and
    so are computed numbers and dates written in another form."""
    from ncurator_cli.guided.datalint import FOREIGN_COLUMN_NOTE, STALE_COLUMN_NOTE, column_source_slip

    (tmp_path / "sheets").mkdir()
    people = ["Ann Lee", "Bo Yu", "Cy Ode", "Di Rae"]
    for i, who in enumerate(people, start=1):
        doc = docx.Document()
        table = doc.add_table(rows=4, cols=2)
        for r, (a, b) in enumerate([("Field", "Details"), ("Job no.", f"J-{i}"), ("Customer", who),
                                    ("Date in", f"0{i}/11/2025")]):
            table.cell(r, 0).text, table.cell(r, 1).text = a, b
        doc.save(str(tmp_path / "sheets" / f"J-{i}.docx"))
    code = "import glob\nfor p in glob.glob('sheets/**/*.docx', recursive=True):\n    rows = records(p)\n"
    stale = column_source_slip(tmp_path, code, "job,customer\nJ-1,Di Rae\nJ-2,Di Rae\nJ-3,Di Rae\nJ-4,Di Rae\n", "out.csv")
    assert stale and stale.startswith(STALE_COLUMN_NOTE.split("{")[0])
    assert "'customer' column holds 'Di Rae' in every one of its 4 rows" in stale and "4 different 'Customer'" in stale
    foreign = column_source_slip(tmp_path, code, "job,customer\n1,Ann Lee\n2,Bo Yu\n3,Cy Ode\n4,Di Rae\n", "out.csv")
    assert foreign and foreign.startswith(FOREIGN_COLUMN_NOTE.split("{")[0]) and "'Job no.'" in foreign
    assert column_source_slip(tmp_path, code, "job,customer\nJ-1,Ann Lee\nJ-2,Bo Yu\nJ-3,Cy Ode\nJ-4,Di Rae\n",
                              "out.csv") is None
    assert column_source_slip(tmp_path, code, "job,date_in,total\nJ-1,2025-11-01,3\nJ-2,2025-11-02,3\n"
                              "J-3,2025-11-03,3\nJ-4,2025-11-04,3\n", "out.csv") is None
    assert column_source_slip(tmp_path, "x = 1", "job,customer\n1,Di Rae\n2,Di Rae\n3,Di Rae\n", "out.csv") is None
    # One value a filter kept: named by the script, or by the objective.
    same = "job,customer\nJ-4,Di Rae\nJ-5,Di Rae\nJ-6,Di Rae\nJ-7,Di Rae\n"
    filtered = code + "    rows = [r for r in rows if r.get('Details') == 'Di Rae']\n"
    assert column_source_slip(tmp_path, code, same, "out.csv") is not None
    assert column_source_slip(tmp_path, filtered, same, "out.csv") is None
    assert column_source_slip(tmp_path, code, same, "out.csv", "List Di Rae's jobs in out.csv") is None


def test_a_column_the_task_gives_a_date_format_must_hold_dates_in_it() -> None:
    """"... the columns id, site, last_check (date as YYYY-MM-DD)": the column named right before
    the format holds dates in it, or the note names the values that are not (a probe's script
    wrote each row's status there). Dates in the form, a format no column is named before, or a
    text file (its own check) give no note."""
    from ncurator_cli.guided.datalint import column_dates_slip

    task = ("Write due.csv with the columns id, site, last_check (date as YYYY-MM-DD), sorted by id.")
    wrong = "id,site,last_check\nA-1,North,active\nA-2,South,2025-04-09\nA-3,South,09/04/2025\n"
    note = column_dates_slip(task, wrong, "due.csv")
    assert note and note.startswith("due.csv's column last_check does not hold dates as YYYY-MM-DD, which the task "
                                    "asks of it: 2 of its 3 values are not, e.g. 'active', '09/04/2025'.")
    assert "d.strftime('%Y-%m-%d')" in note
    assert column_dates_slip(task, "id,site,last_check\nA-1,North,2025-04-01\nA-2,South,\n", "due.csv") is None
    assert column_dates_slip("Write due.csv with id and site. Dates as YYYY-MM-DD everywhere in the notes.",
                             wrong, "due.csv") is None
    assert column_dates_slip(task, wrong, "due.txt") is None


def test_a_value_changed_from_one_to_another_in_a_folder_is_offered_where_it_is(tmp_path: Path) -> None:
    """A change of a folder "from OLD to NEW": the one setting of its settings files (at any depth)
    that holds OLD under a key with the task's words is offered as a set_value call; none when two
    fit alike, when no key has the task's words, when no "from ... to" is stated, or once the value
    is set."""
    from ncurator_cli.guided.datalint import folder_value_calls, settings_calls_for

    conf = tmp_path / "svc" / "conf"
    conf.mkdir(parents=True)
    (conf / "mail.toml").write_text('[mail]\nhost = "smtp.example"\nsmtp_port = 587\n')
    (conf / "backup.yaml").write_text("keep: 587\n")  # the old value, under a key of no task word
    (conf / "web.ini").write_text("[http]\nport = 8080\n")
    task = "One file in svc/ holds the SMTP settings: change the SMTP port from 587 to 465 in place."
    call = json.loads(folder_value_calls(tmp_path, "svc/", task)[0].split("\n")[1])
    assert call == {"name": "set_value", "arguments": {"path": "svc/conf/mail.toml", "key": "mail.smtp_port", "value": "465"}}
    assert settings_calls_for(tmp_path, ["svc/"], task, 2) == folder_value_calls(tmp_path, "svc/", task)
    assert folder_value_calls(tmp_path, "svc/", "Change the SMTP port to 465.") == []
    assert folder_value_calls(tmp_path, "svc/", "Change the retention from 587 to 600.") == []
    (conf / "relay.env").write_text("SMTP_PORT=587\n")  # two settings fit alike: no guess
    assert folder_value_calls(tmp_path, "svc/", task) == []
    (conf / "relay.env").unlink()
    (conf / "mail.toml").write_text('[mail]\nsmtp_port = 465\n')
    assert folder_value_calls(tmp_path, "svc/", task) == []


def test_a_list_built_and_never_written_is_named_with_how_to_write_it() -> None:
    from ncurator_cli.guided.datalint import unwritten_list

    code = ("shipping = []\nfor o in records('orders.csv'):\n    shipping.append({'order_id': o['id'], 'shipping': 3.2})\n"
            "print('ANSWER: shipping.csv written')\n")
    assert unwritten_list(code, "shipping.csv") == (
        " Your script builds `shipping` and writes no file: end it with the lines that write shipping.csv from "
        "`shipping` (import csv; with open('shipping.csv', 'w', newline='') as f: w = csv.DictWriter(f, "
        "fieldnames=['order_id', 'shipping']); w.writeheader(); w.writerows(shipping)), then run it again.")
    # A script that writes, or builds no list, or several lists none named like the output: no note.
    assert unwritten_list(code + "open('shipping.csv', 'w').write('x')\n", "shipping.csv") is None
    assert unwritten_list(code.replace("print(", "json.dump(shipping, f)\nprint("), "shipping.csv") is None
    assert unwritten_list("print(1)\n", "shipping.csv") is None
    two = "a = []\nb = []\na.append(1)\nb.append(2)\n"
    assert unwritten_list(two, "out.txt") is None and "`b`" in (unwritten_list(two, "b.txt") or "")
    assert unwritten_list("rows = []\nrows.append('x')\n", "out.txt") == (
        " Your script builds `rows` and writes no file: end it with the lines that write out.txt from `rows`, then "
        "run it again.")


def test_a_product_the_task_spells_out_with_one_factor_unread_is_named(tmp_path) -> None:
    """"A job uses pages x copies sheets": a script that adds up pages and never reads copies is told
    the product; one that reads both, or a task naming no product of two fields, is left alone."""
    from ncurator_cli.guided.datalint import product_slip

    (tmp_path / "jobs.log").write_text(
        "2024-05-01 08:12:44 INFO job=1 user=ann pages=12 copies=1 status=completed\n"
        "2024-05-01 08:40:19 INFO job=2 user=bo pages=4 copies=30 status=completed\n")
    task = "Which user printed the most? A job uses pages x copies sheets."
    code = ("from ncurator_cli.scriptlib import records\nt = {}\n"
            "for r in records('jobs.log'):\n    t[r['user']] = t.get(r['user'], 0) + r['pages']\nprint(max(t, key=t.get))\n")
    note = product_slip(tmp_path, code, task)
    assert note is not None and "never reads 'copies'" in note and "r['pages'] * r['copies']" in note
    assert product_slip(tmp_path, code.replace("+ r['pages']", "+ r['pages'] * r['copies']"), task) is None
    assert product_slip(tmp_path, code, "Which user printed the most boxes of pages?") is None
    assert product_slip(tmp_path, code, "Which user printed the most? Count pages x sheets.") is None  # no such field


def test_a_total_per_key_set_anew_for_each_record_is_named(tmp_path: Path) -> None:
    """`payment[volunteer] = miles * 0.45` in a loop over trips: a volunteer with several trips keeps
    the last one's payment. Named with the fix (add to it) when the key's field repeats in the
    data; not for an added-up total, a key that is unique (a lookup by date), or a record stored
    whole (an index)."""
    from ncurator_cli.guided.datalint import overwritten_total_slip

    (tmp_path / "log.csv").write_text("date,volunteer,miles\n1,Helen Ward,14\n2,Raj,22\n3,Helen Ward,38\n")
    code = ("from ncurator_cli.scriptlib import records\nlog = records('log.csv')\npayment = {}\nfor trip in log:\n"
            "    volunteer = trip['volunteer']\n    miles = trip['miles']\n    if miles > 30:\n"
            "        payment[volunteer] = miles * 0.45 + 1\n    else:\n        payment[volunteer] = miles * 0.45\n"
            "print(payment)\n")
    assert overwritten_total_slip(tmp_path, code) == (
        "`payment[volunteer] = miles * 0.45 + 1` in your loop over log.csv sets the value of each volunteer anew for "
        "every record, so a volunteer with several records (Helen Ward has 2) keeps only its last record's. To total "
        "per volunteer, add to it: `payment[volunteer] = payment.get(volunteer, 0) + miles * 0.45 + 1`, then run it again.")
    summed = code.replace("payment[volunteer] = miles", "payment[volunteer] = payment.get(volunteer, 0) + miles")
    assert overwritten_total_slip(tmp_path, summed) is None
    assert overwritten_total_slip(tmp_path, code.replace("payment[volunteer] =", "payment[trip['date']] =")) is None
    index = "import csv\nby = {}\nfor r in csv.DictReader(open('log.csv')):\n    by[r['volunteer']] = r\n"
    assert overwritten_total_slip(tmp_path, index) is None
    assert overwritten_total_slip(tmp_path, index.replace("= r\n", "= float(r['miles']) * 2\n")).startswith(
        "`by[r['volunteer']] = float(r['miles']) * 2` in your loop over log.csv")


def test_a_script_reading_one_file_of_a_folder_the_task_is_about_is_told_once(tmp_path: Path) -> None:
    """The objective names a folder ("the reports folder") of three CSVs; a script that reads one
    of them by name is told which it left out and how to read each — once in the task. A glob or
    a listing of the folder, every file read, or a folder the objective does not name: no note."""
    from ncurator_cli.guided.datalint import folder_part_slip

    (tmp_path / "reports").mkdir()
    for n in (1, 2, 3):
        (tmp_path / "reports" / f"wk{n}.csv").write_text(f"who,runs\nAl,{n}\n")
    (tmp_path / "reports" / "notes.txt").write_text("x\n")
    task = "How many runs has Al scored so far? The scorecards are in the reports folder."
    one = "from ncurator_cli.scriptlib import records\nprint('ANSWER:', sum(r['runs'] for r in records('reports/wk1.csv')))"
    note = folder_part_slip(tmp_path, one, task)
    assert note is not None and note.startswith("Your script reads 1 of the 3 .csv files in reports/ (wk1.csv)")
    assert "wk2.csv, wk3.csv are left out" in note and "glob.glob('reports/*.csv')" in note
    assert folder_part_slip(tmp_path, one, "How many runs did Al score in wk1.csv?") is None
    assert folder_part_slip(tmp_path, one.replace("'reports/wk1.csv'", "'reports/*.csv'"), task) is None
    assert folder_part_slip(tmp_path, one.replace("records('reports/wk1.csv')", "records('reports')"), task) is None
    every = one.replace("records('reports/wk1.csv')", "[*records('reports/wk1.csv'), *records('reports/wk2.csv'), "
                        "*records('reports/wk3.csv')]")
    assert folder_part_slip(tmp_path, every, task) is None
    # A file the script writes into the folder is not one it read (the week's summary beside the cards).
    written = ("rows = open('data.txt').read()\nopen('reports/wk3.csv', 'w').write(rows)\n"
               "from pathlib import Path\nPath('reports/wk2.csv').write_text(rows)")
    assert folder_part_slip(tmp_path, written, task) is None
    moved = "import os\nos.rename('reports/wk1.csv', 'reports/2025-wk1.csv')\nprint('reports/wk1.csv')"
    assert folder_part_slip(tmp_path, moved, "Rename the scorecards in the reports folder") is None  # picks files
    command = python_command(one)
    loop = {"messages": [{"content": "system"}, {"content": f"Task: {task}"}],
            "data": {"steps": [{"command": command, "exit_code": 0, "output": "ANSWER: 1\n"}]}}
    replies = CodeReplies(root=tmp_path, objective=task, question=True)
    assert replies.result_note(ToolCall("terminal_run_command", {"command": command}), loop) == note
    assert "reads 1 of the 3" not in replies.result_note(ToolCall("terminal_run_command", {"command": command}), loop)
    # Another file of the folder alone is told again.
    other = python_command(one.replace("wk1", "wk2"))
    loop["data"]["steps"] = [{"command": other, "exit_code": 0, "output": "ANSWER: 2\n"}]
    assert replies.result_note(ToolCall("terminal_run_command", {"command": other}), loop).startswith(
        "Your script reads 1 of the 3 .csv files in reports/ (wk2.csv)")


def test_a_span_of_days_the_script_never_tests_is_named_with_the_test_to_make(tmp_path: Path) -> None:
    """"between 2 and 9 March inclusive" over a log whose lines carry ISO timestamps: a script that
    tests no date is told the span with the comparison (the year from the data); a script that
    tests one, an objective with no span, or data of two years for that month: no note."""
    from ncurator_cli.guided.datalint import date_scope_slip

    (tmp_path / "cam.log").write_text("2025-02-27T10:00:00 WARN camera=Gate event=offline\n"
                                      "2025-03-02T10:00:00 WARN camera=Gate event=offline\n"
                                      "2025-03-15T10:00:00 WARN camera=Yard event=offline\n")
    code = ("from ncurator_cli.scriptlib import records\n"
            "print('ANSWER:', sum(1 for r in records('cam.log') if 'offline' in r['message']))")
    task = "How many times did a camera go offline between 2 and 9 March inclusive?"
    note = date_scope_slip(tmp_path, code, task)
    assert note is not None and note.startswith("The task asks about 2-9 March 2025 only, and the script tests no date")
    assert "'2025-03-02' <= r['timestamp'][:10] <= '2025-03-09'" in note
    assert "March 2025 only" in (date_scope_slip(tmp_path, code, "How many dropouts were there in March?") or "")
    assert date_scope_slip(tmp_path, code.replace("if 'offline'", "if r['timestamp'] < '2025-03-15' and 'offline'"),
                           task) is None
    assert date_scope_slip(tmp_path, code, "How many times did a camera go offline?") is None
    (tmp_path / "cam.log").write_text("2024-03-02T10:00:00 WARN camera=Gate event=offline\n"
                                      "2025-03-02T10:00:00 WARN camera=Gate event=offline\n")
    assert date_scope_slip(tmp_path, code, task) is None  # which March is not the data's to say


def test_repeated_items_in_an_answer_that_names_things() -> None:
    from ncurator_cli.guided.datalint import repeated_items

    objective = "How many Python files here define a function named run? Answer with the number and list the files."
    note = repeated_items(["ANSWER: 5 files: a.py, a.py, b/c.py, b/c.py, b/c.py"], objective) or ""
    assert "a.py 2 times" in note and "b/c.py 3 times" in note and "set" in note
    assert repeated_items(["ANSWER: 2 files: a.py, b/c.py"], objective) is None
    assert repeated_items(["ANSWER: 3, 3, 5"], objective) is None  # figures repeat rightly
    assert repeated_items(["ANSWER: a.py, a.py"], "Summarise what the scripts do.") is None


def test_named_substring_slip_over_the_records_read(tmp_path: Path) -> None:
    from ncurator_cli.guided.datalint import named_substring_slip

    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "a.py").write_text("def run():\n    pass\n\n\ndef run_all():\n    run()\n")
    (tmp_path / "b.py").write_text("def rerun():\n    pass\n")
    objective = "Which Python files define a function named run?"
    code = ("from ncurator_cli.scriptlib import records\nrows = records('**/*.py')\n"
            "print('ANSWER:', sorted({r['file'] for r in rows if 'run' in r['name']}))\n")
    note = named_substring_slip(tmp_path, code, objective) or ""
    assert "`'run' in r['name']`" in note and "rerun" in note and "run_all" in note
    assert "r['name'] == 'run'" in note
    assert named_substring_slip(tmp_path, code.replace("'run' in r['name']", "r['name'] == 'run'"), objective) is None
    # A name the task does not give exactly: a substring test may be what it asks.
    assert named_substring_slip(tmp_path, code, "Which files have run in a function's name?") is None
    # No value only holding the name: nothing to say.
    (tmp_path / "b.py").write_text("def other():\n    pass\n")
    (tmp_path / "pkg" / "a.py").write_text("def run():\n    pass\n")
    assert named_substring_slip(tmp_path, code, objective) is None


def test_count_list_mismatch_when_the_number_is_not_the_list() -> None:
    from ncurator_cli.guided.datalint import count_list_mismatch

    objective = "How many scripts here define a function called setup? Give the number and list them."
    note = count_list_mismatch(["ANSWER: 7 files: x/a.py, b.py, c.py"], objective) or ""
    assert "7 files" in note and "3 different" in note and "x/a.py, b.py, c.py" in note
    assert count_list_mismatch(["ANSWER: 3 files: x/a.py, b.py, c.py"], objective) is None
    assert count_list_mismatch(["ANSWER: 2 files: x/a.py and b.py"], objective) is None
    assert count_list_mismatch(["ANSWER: 4"], objective) is None  # no list: nothing to compare
    assert count_list_mismatch(["ANSWER: 2025-03: a, b, c"], objective) is None  # a date, not a count
    # A task that asks for a count alone, or a list alone: no pairing to hold it to.
    assert count_list_mismatch(["ANSWER: 7 files: x/a.py, b.py"], "How many lines do the scripts have?") is None


def test_kind_slip_names_the_kinds_a_name_match_mixes(tmp_path: Path) -> None:
    from ncurator_cli.guided.datalint import kind_slip

    (tmp_path / "tools").mkdir()
    (tmp_path / "tools" / "a.py").write_text("def setup():\n    pass\n\n\nsetup()\n")
    (tmp_path / "b.py").write_text("import tools.a\n\ntools.a.setup()\n")
    (tmp_path / "c.py").write_text("class Box:\n    def setup(self):\n        pass\n")
    code = ("from ncurator_cli.scriptlib import records\n"
            "hits = sorted({r['file'] for r in records('**/*.py') if r['name'] == 'setup'})\n"
            "print('ANSWER:', len(hits), hits)\n")
    objective = "How many scripts here define a function called setup? Give the number and list them."
    note = kind_slip(tmp_path, code, objective) or ""
    assert "call 2" in note and "function 1" in note and "method 1" in note
    assert "r['kind'] == 'function'" in note
    # The script tests the kind already, or the task names no kind: nothing to say.
    assert kind_slip(tmp_path, code.replace("r['name'] == 'setup'", "r['name'] == 'setup' and r['kind'] == 'function'"),
                     objective) is None
    assert kind_slip(tmp_path, code, "Which scripts mention setup?") is None
    # Only one kind has the name: the name alone picks the right records.
    (tmp_path / "b.py").write_text("x = 1\n")
    (tmp_path / "c.py").write_text("y = 2\n")
    (tmp_path / "tools" / "a.py").write_text("def setup():\n    pass\n")
    assert kind_slip(tmp_path, code, objective) is None


def test_repeated_rows_of_an_export_are_named_when_a_script_sums_them(tmp_path: Path) -> None:
    from ncurator_cli.guided.datalint import repeated_rows_slip

    rows = ["id,machine,amount", "T1,A,1.50", "T2,B,2.00", "T3,A,1.00", "T2,B,2.00", "T4,B,3.00", "T5,A,0.50"]
    (tmp_path / "sales.csv").write_text("\n".join(rows) + "\n")
    code = ("from ncurator_cli.scriptlib import records\ntotals = {}\nfor r in records('sales.csv'):\n"
            "    totals[r['machine']] = totals.get(r['machine'], 0) + float(r['amount'])\nprint(totals)\n")
    note = repeated_rows_slip(tmp_path, code) or ""
    assert "1 record that repeat" in note and "id 'T2'" in note and "r['id'] in seen" in note
    assert repeated_rows_slip(tmp_path, code.replace("totals = {}", "seen = set()\ntotals = {}")) is None
    assert repeated_rows_slip(tmp_path, code.replace("for r in", "# by r['id']\nfor r in")) is None
    # Rows alike in every field but with no id unique apart from them: nothing to say.
    (tmp_path / "sales.csv").write_text("machine,amount\nA,1\nA,1\nB,2\nC,3\nD,4\n")
    assert repeated_rows_slip(tmp_path, code) is None


def test_output_labels_not_in_the_file_the_task_lists_them_in(tmp_path: Path) -> None:
    from ncurator_cli.guided.datalint import unlisted_labels_slip

    (tmp_path / "units.csv").write_text('unit,notes\nU1,\nU2,"swapped in May: the new box reports as U2X, count it as U2"\nU3,\n')
    objective = "Total the readings per unit, using the units as listed in units.csv. Write totals.csv."
    note = unlisted_labels_slip(tmp_path, "unit,total\nU1,4\nU2,5\nU2X,2\nU3,1\n", "totals.csv", objective) or ""
    assert "'U2X', which units.csv does not list" in note and "count it as U2" in note
    assert unlisted_labels_slip(tmp_path, "unit,total\nU1,4\nU2,7\nU3,1\n", "totals.csv", objective) is None
    assert unlisted_labels_slip(tmp_path, "unit,total\nU1,4\nU2X,2\n", "totals.csv", "Total the readings per unit.") is None


def test_float_noise_in_a_written_csv() -> None:
    from ncurator_cli.guided.datalint import float_noise_slip

    assert "326.5499999999996" in (float_noise_slip("m,total\nA,326.5499999999996\n", "t.csv") or "")
    assert "0.30000000000000004" in (float_noise_slip("m,total\nA,0.30000000000000004\n", "t.csv") or "")
    assert float_noise_slip("m,total\nA,326.55\nB,100000.5\n", "t.csv") is None
    assert float_noise_slip("A 326.5499999999996\n", "t.txt") is None


def test_long_figure_slip_in_a_document_a_script_wrote(tmp_path: Path) -> None:
    from ncurator_cli.guided.datalint import long_figure_slip

    d = docx.Document()
    d.add_paragraph("Monthly means")
    t = d.add_table(rows=3, cols=2)
    for r, row in enumerate([("June", "12.4"), ("July", "9.8"), ("August", "18.428571428571427")]):
        for c, text in enumerate(row):
            t.cell(r, c).text = text
    d.save(str(tmp_path / "rain.docx"))
    note = long_figure_slip(tmp_path, "rain.docx") or ""
    assert "18.428571428571427" in note and "1 decimal (12.4, 9.8)" in note
    t.cell(2, 1).text = "18.4"
    d.save(str(tmp_path / "rain.docx"))
    assert long_figure_slip(tmp_path, "rain.docx") is None
    (tmp_path / "notes.md").write_text("Version 2.1.3, mean 0.333333333\n")
    assert "0.333333333" in (long_figure_slip(tmp_path, "notes.md") or "")
    (tmp_path / "data.csv").write_text("a,b\n1,0.333333333\n")
    assert long_figure_slip(tmp_path, "data.csv") is None  # a table's precision is its own: not a document
    (tmp_path / "broken.docx").write_bytes(b"not a zip")
    assert long_figure_slip(tmp_path, "broken.docx") is None


def test_other_section_lines_beside_the_section_the_task_names() -> None:
    from ncurator_cli.guided.datalint import other_section_lines

    evidence = (" (passages quoted from the knowledge base):\n[kb] 3 passages from 2 documents\n"
                "[kitchen.md › Kitchen guide › Closing down the kitchen at night] (doc kitchen.md) 1. Switch off the fryers.\n"
                "2. Wipe every steel surface with sanitiser.\n3. Log the fridge temperatures on the sheet.\n"
                "[kitchen.md › Kitchen guide › Weekly deep clean] (doc kitchen.md) - Descale the dishwasher on Mondays.\n"
                "[bar.md › Bar closing] (doc bar.md) 1. Cash up the till with a second person present.\n")
    objective = "From the kitchen guide in the knowledge base, write close.txt with the steps for closing down the kitchen at night."
    mixed = ("Switch off the fryers.\nWipe every steel surface with sanitiser.\nLog the fridge temperatures on the sheet.\n"
             "Descale the dishwasher on Mondays.\nCash up the till with a second person present.\n")
    note = other_section_lines(mixed, evidence, objective, "close.txt") or ""
    assert "[kitchen.md › Kitchen guide › Closing down the kitchen at night]" in note
    assert "'Descale the dishwasher on Mondays.' ([Weekly deep clean])" in note and "([Bar closing])" in note
    assert "Switch off" not in note
    only = "Switch off the fryers.\nWipe every steel surface with sanitiser.\nLog the fridge temperatures on the sheet.\n"
    assert other_section_lines(only, evidence, objective, "close.txt") is None
    # No section named by the task (or two alike): nothing to hold the lines to.
    assert other_section_lines(mixed, evidence, "Write all the guides' steps to steps.txt.", "steps.txt") is None


def test_mixed_values_hint_names_the_text_values_and_the_test_that_skips_them(tmp_path: Path) -> None:
    from ncurator_cli.guided.datalint import MIXED_ERRORS, mixed_values_hint

    (tmp_path / "tanks.csv").write_text("tank,stage,temp\nT1,am,18.5\nT1,pm,21.0\nT2,am,n/a\nT2,pm,22.4\n")
    code = ("from ncurator_cli.scriptlib import records\nhot = []\nfor r in records('tanks.csv'):\n"
            "    if r['stage'] == 'pm' and float(r['temp']) > 21.50:\n        hot.append(r['tank'])\nprint(hot)\n")
    note = mixed_values_hint(tmp_path, code, 4) or ""
    assert "`r['temp']` is a number in 3 records and text in 1 ('n/a')" in note
    assert "`isinstance(r['temp'], (int, float)) and r['temp'] > 21.50`" in note
    assert MIXED_ERRORS.search("ValueError: could not convert string to float: 'n/a'")
    assert MIXED_ERRORS.search("TypeError: '>' not supported between instances of 'str' and 'float'")
    assert mixed_values_hint(tmp_path, code, 5) is None  # r['tank'] is text in every record
    (tmp_path / "tanks.csv").write_text("tank,stage,temp\nT1,am,18.5\nT1,pm,21.0\n")
    assert mixed_values_hint(tmp_path, code, 4) is None  # numbers only: another cause


def test_double_read_slip_when_a_glob_and_a_file_read_the_same_lines(tmp_path: Path) -> None:
    from ncurator_cli.guided.datalint import double_read_slip

    (tmp_path / "logs").mkdir()
    for name in ("door.log", "door.log.1", "door.log.2"):
        (tmp_path / "logs" / name).write_text("2025-05-01 10:00 D1 jammed\n")
    code = ("from ncurator_cli.scriptlib import records\nrows = records('logs/door.log*')\n"
            "rows += records('logs/door.log.1')\nprint(len(rows))\n")
    note = double_read_slip(tmp_path, code) or ""
    assert "logs/door.log.1 more than once" in note and "records('logs/door.log*')" in note and "counts twice" in note
    once = code.replace("rows += records('logs/door.log.1')\n", "")
    assert double_read_slip(tmp_path, once) is None
    each = ("from ncurator_cli.scriptlib import records\nrows = records('logs/door.log') + records('logs/door.log.1')"
            " + records('logs/door.log.2')\n")
    assert double_read_slip(tmp_path, each) is None


def test_literal_choice_slip_when_a_which_most_answer_is_written_in_the_script() -> None:
    from ncurator_cli.guided.datalint import literal_choice_slip

    objective = "Which pump tripped the most times in May, and how often?"
    code = ("from ncurator_cli.scriptlib import records\nn = 0\nfor r in records('pumps.log'):\n"
            "    if r['message'] == 'P-07 TRIP overload':\n        n += 1\n"
            "print('ANSWER: pump P-07 tripped the most,', n, 'times')\n")
    note = literal_choice_slip(code, objective) or ""
    assert "'P-07'" in note and "'P-07 TRIP overload'" in note and "Counter" in note
    counted = ("from collections import Counter\nfrom ncurator_cli.scriptlib import records\n"
               "c = Counter(r['fields'][0] for r in records('pumps.log') if 'TRIP' in r['message'])\n"
               "top, n = c.most_common(1)[0]\nprint('ANSWER:', top, n)\n")
    assert literal_choice_slip(counted, objective) is None
    assert literal_choice_slip(code, "How many times did pump P-07 trip in May?") is None  # names its pump


def test_a_count_of_additions_that_is_not_what_the_change_added_is_named() -> None:
    from ncurator_cli.guided.datalint import added_count_slip

    before = "HOST=a\n# PORT=1\nUSER=b\n"
    after = before + "PORT=8080\nTIMEOUT=30\n"
    asked = "Add every setting missing from app.conf using defaults.conf, and tell me how many you added."
    note = added_count_slip(before, after, "app.conf", "Missing: ['PORT', 'TIMEOUT']\nANSWER: 0\n", asked)
    assert note is not None and "`ANSWER: 0`" in note and "added 2 lines to app.conf ('PORT=8080', 'TIMEOUT=30')" in note
    # The right count, a question that asks no count of additions, a change that also removed a
    # line, or no single count printed: nothing to say.
    assert added_count_slip(before, after, "app.conf", "ANSWER: 2 settings added\n", asked) is None
    assert added_count_slip(before, after, "app.conf", "ANSWER: 0\n", "Add the missing settings to app.conf.") is None
    assert added_count_slip(before, after.replace("USER=b\n", ""), "app.conf", "ANSWER: 0\n", asked) is None
    assert added_count_slip(before, after, "app.conf", "ANSWER: 0\nANSWER: 5\n", asked) is None
    assert added_count_slip(before, after, "app.conf", "ANSWER: 0\nANSWER: 0\n", asked) is not None  # one count, twice
    assert added_count_slip(before, after, "app.conf", "done\n", asked) is None


def test_a_value_tested_from_a_near_namesakes_record_is_named(tmp_path: Path) -> None:
    from ncurator_cli.guided.datalint import wrong_row_literal

    (tmp_path / "staff.yaml").write_text("people:\n  - name: Ana Lopes\n    badge: B-17\n  - name: Ana Lopez\n"
                                         "    badge: B-21\n  - name: Tom Reid\n    badge: B-30\n")
    code = ("from ncurator_cli.scriptlib import records\nstaff = records('staff.yaml')\nlog = records('doors.csv')\n"
            "print('ANSWER:', sum(1 for r in log if r['badge'] == 'B-21'))\n")
    note = wrong_row_literal(tmp_path, code, "How many doors did Ana Lopes open in May?")
    assert note is not None and note.startswith("The script tests for 'B-21', which is the badge of Ana Lopez in "
                                                "staff.yaml; the task names Ana Lopes, whose badge there is 'B-17'.")
    assert wrong_row_literal(tmp_path, code.replace("B-21", "B-17"), "How many doors did Ana Lopes open in May?") is None
    assert wrong_row_literal(tmp_path, code, "How many doors did Ana Lopez open in May?") is None
    assert wrong_row_literal(tmp_path, code, "How many doors were opened in May?") is None


def test_a_missing_key_the_task_defines_by_a_formula_is_given_the_formula() -> None:
    from ncurator_cli.guided.datalint import defined_key_note

    note = defined_key_note("Write order.csv with columns sku,need - where need = 3 x par - count (skip retired).", "need")
    assert note.endswith("`need = 3 * r['par'] - r['count']` (r a record), and write it where the task wants it.")
    assert "(need = 3 x par - count)" in note
    assert defined_key_note("Write order.csv with columns sku,need.", "need") == ""
    assert defined_key_note("Set limit = 40 in the config.", "limit") == ""  # a value, not a formula


def test_a_test_of_a_value_against_itself_is_named() -> None:
    """`b['member'] == b['member']` in a comprehension whose variable hides the outer loop's: true
    for every record (each member got the grand total); a test of two different values is none."""
    from ncurator_cli.guided.datalint import SELF_COMPARED_NOTE, self_comparison_slip

    code = ("from ncurator_cli.scriptlib import records\nrows = records('b.csv')\n"
            "totals = {b['member']: sum(b['km'] for b in rows if b['member'] == b['member']) for b in rows}\nprint(totals)")
    assert self_comparison_slip(code) == SELF_COMPARED_NOTE.format(test="b['member'] == b['member']", always="true")
    assert self_comparison_slip(code.replace("b['member'] == b['member']) for b in rows}",
                                             "r['member'] == b['member']) for r in rows}")) is None
    assert self_comparison_slip("x = 1\nprint(x == 2)") is None


def test_a_log_fields_value_the_task_names_and_the_script_never_tests_is_named(tmp_path: Path) -> None:
    """A log whose lines name their fields (`status=UNPAID`): the task's "UNPAID" is a value of one
    field some lines hold, and a script that counts every line of the month never tests it. Named
    once over the log and its rotations; a word only in a line's free text is no field's value."""
    from ncurator_cli.guided.datalint import ignored_terms

    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "gate.log").write_text("".join(
        f"2025-04-0{i} 06:00:00 gate=G1 tariff=3.40 status={'UNPAID' if i % 3 == 0 else 'PAID'}\n" for i in range(1, 9)))
    (logs / "gate.log.1").write_text("2025-03-30 06:00:00 gate=G2 tariff=3.40 status=UNPAID\n"
                                     "2025-03-31 06:00:00 gate=G2 tariff=3.40 status=PAID\n")
    code = ("from ncurator_cli.scriptlib import records\nn = 0\nfor r in records('logs/gate.log*'):\n"
            "    if r['timestamp'].startswith('2025-04'):\n        n += 1\nprint('ANSWER:', n, 'UNPAID')")
    found = ignored_terms(tmp_path, code, "How many passages in logs/ were UNPAID in April?")
    assert [w for w, _ in found] == ["unpaid"] and "status" in found[0][1]
    assert ignored_terms(tmp_path, code.replace("startswith('2025-04')", "startswith('2025-04') and r['status'] == 'UNPAID'"),
                         "How many passages in logs/ were UNPAID in April?") == []


def test_a_month_tested_as_one_of_its_days_is_a_slip() -> None:
    """"Completed in May 2025" over a script that keeps `== '2025-05-02'`: named, with the month's
    test; a day the task names, another month, or a month test are no slip."""
    from ncurator_cli.guided.datalint import one_day_slip

    code = "rows = []\nkept = [j for j in rows if j['done'] == '2025-05-02']\n"
    note = one_day_slip("What did the jobs done in May 2025 make? Use jobs.json.", code)
    assert note is not None and "`j['done'][:7] == '2025-05'`" in note and "== '2025-05-02'" in note
    assert one_day_slip("What did the jobs done on 2 May 2025 make?", code) is None
    assert one_day_slip("What did the jobs done on May 2nd make in May 2025?", code) is None
    assert one_day_slip("What did the jobs done in June 2025 make?", code) is None
    assert one_day_slip("What did the jobs done in May 2025 make?", "kept = [j for j in [] if j['done'][:7] == '2025-05']") is None
    from ncurator_cli.guided.datalint import one_day_fix

    assert one_day_fix("What did the jobs done in May 2025 make? Use jobs.json.", code) == (
        "j['done'] == '2025-05-02'", "str(j['done'])[:7] == '2025-05'")


def test_a_value_changed_across_a_folder_is_found_in_each_files_own_unit(tmp_path: Path) -> None:
    """"Sample every 10 minutes instead of every 2" over a folder of station configs: each live
    station's setting that holds 2 minutes in its own unit (`poll_s: 120`, `poll_every_min: 2`)
    gets 10 minutes in that unit; a setting the task's words do not name (`retry_s: 120`), the
    stations the task keeps as they are (the coast ones), and a retired subfolder are left."""
    from ncurator_cli.guided.datalint import folder_change_calls

    st = tmp_path / "stations"
    (st / "retired").mkdir(parents=True)
    (st / "ridge.yaml").write_text("zone: inland\nsample:\n  poll_s: 120\n  retry_s: 120\n")
    (st / "mill.json").write_text('{"zone": "inland", "sample": {"poll_every_min": 2, "retry_s": 120}}\n')
    (st / "pier.yaml").write_text("zone: coast\nsample:\n  poll_s: 120\n  retry_s: 60\n")
    (st / "retired" / "quarry.yaml").write_text("zone: inland\nsample:\n  poll_s: 120\n")
    task = "The inland stations use too much data: make them poll every 10 minutes instead of every 2. The coast ones are fine."
    assert folder_change_calls(tmp_path, "stations/", task) == [
        ("stations/mill.json", "sample.poll_every_min", "10"), ("stations/ridge.yaml", "sample.poll_s", "600")]
    # Named, the retired folder is in; no station value named, every live file is.
    assert ("stations/retired/quarry.yaml", "sample.poll_s", "600") in folder_change_calls(
        tmp_path, "stations/", "Every inland station, retired ones too, should poll every 10 minutes instead of every 2.")
    assert len(folder_change_calls(tmp_path, "stations/", "Poll from 2 minutes to 10 minutes.")) == 3
    # No old and new value said, or none held: nothing.
    assert folder_change_calls(tmp_path, "stations/", "Make the inland stations poll less often.") == []
    assert folder_change_calls(tmp_path, "stations/", "Poll every 10 minutes instead of every 3.") == []
