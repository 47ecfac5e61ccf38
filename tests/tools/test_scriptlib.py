"""`records(path)`: a data file read by the host's readers, for the scripts a guided model writes;
and the line of a file's preview that shows what it gives."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from ncurator_cli.guided.terminal import add_missing_imports, file_previews, records_line
from ncurator_cli.scriptlib import records, settings


def test_each_format_reads_as_a_list_of_dicts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "t.csv").write_text("sku,qty,code\nA,3,007\nB,-2.5,x\n")
    (tmp_path / ".env").write_text("APP=web\n# LOG_LEVEL=debug\nURL=http://h/?a=1\nAPP=api\n")
    (tmp_path / "s.yaml").write_text("services:\n  - name: a\n    port: 80\n  - name: b\n    port: 81\n")
    (tmp_path / "app.log").write_text("2024-06-12T10:00:00Z ERROR [E4471] Queue backlog\nplain text line\n")
    with gzip.open(tmp_path / "app.log.2.gz", "wt") as fh:
        fh.write("2024-02-01 WARN disk low\n")
    assert records("t.csv") == [{"sku": "A", "qty": 3, "code": "007"}, {"sku": "B", "qty": -2.5, "code": "x"}]
    # A commented-out line is no setting; a key set twice keeps its last value.
    assert [(r["key"], r["value"]) for r in records(".env")] == [("APP", "api"), ("URL", "http://h/?a=1")]
    assert records("s.yaml") == [{"name": "a", "port": 80}, {"name": "b", "port": 81}]
    log = records("app.log")
    assert log[0] == {"line": 1, "timestamp": "2024-06-12T10:00:00Z", "level": "ERROR", "tag": "E4471",
                      "message": "[E4471] Queue backlog", "text": "2024-06-12T10:00:00Z ERROR [E4471] Queue backlog"}
    assert log[1]["level"] == "" and log[1]["tag"] == "" and log[1]["line"] == 2
    assert records("app.log.2.gz")[0]["level"] == "WARN"
    assert records(tmp_path / "t.csv", "csv")[0]["sku"] == "A"  # an absolute path, a named format
    # Exports appended to one file repeat the header line: it is no record.
    (tmp_path / "joined.csv").write_text("store,amount\nYork,3\nstore,amount\nLeeds,4\n")
    assert records("joined.csv") == [{"store": "York", "amount": 3}, {"store": "Leeds", "amount": 4}]
    # Comment lines above the header are no header: the rows keep the real column names.
    (tmp_path / "logged.csv").write_text("# Logger SN 7 (cold room, north). Units: C.\n\ntime,temp_c\n09:00,-18.5\n")
    assert records("logged.csv") == [{"time": "09:00", "temp_c": -18.5}]


def test_settings_files_read_as_a_dict(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env.sample").write_text("# sample\nAPP=web\nPORT=8080\n# DEBUG=1\n")
    (tmp_path / "svc.ini").write_text("top = 1\n[server]\nport = 8081\n[metrics]\nport = 9102\n")
    assert settings(".env.sample") == {"APP": "web", "PORT": 8080}
    assert settings("svc.ini") == {"top": 1, "server": {"port": 8081}, "metrics": {"port": 9102}}
    # dotted: the form of every other kind, and the keys set_values takes.
    assert settings("svc.ini", dotted=True) == {"top": 1, "server.port": 8081, "metrics.port": 9102}
    assert settings(".env.sample", dotted=True) == {"APP": "web", "PORT": 8080}
    # A shell-style `export KEY=value` sets KEY; a commented-out export sets nothing.
    (tmp_path / ".env").write_text("A=1\nexport DB_URL=postgres://h/db\n# export C=3\n")
    assert settings(".env") == {"A": 1, "DB_URL": "postgres://h/db"}
    assert records_line(tmp_path / ".env.sample", ".env.sample", writes=False) == "settings('.env.sample') gives {'APP': 'web', 'PORT': 8080}"
    # A task that may change files is told how one value changes.
    assert records_line(tmp_path / ".env.sample", ".env.sample", "set the port to 9000") == (
        "settings('.env.sample') gives {'APP': 'web', 'PORT': 8080}\n"
        "To change or add one value, reply with set_value (path '.env.sample', key 'PORT' for example).")
    assert add_missing_imports("env = settings('.env')\nprint(env)") == (
        "from ncurator_cli.scriptlib import settings; env = settings('.env')\nprint(env)")


def test_bad_input_is_a_plain_python_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(FileNotFoundError):
        records("missing.csv")
    (tmp_path / "bad.json").write_text("{not json")
    with pytest.raises(ValueError, match="bad.json is not valid json"):
        records("bad.json")


def test_a_data_files_preview_shows_what_records_gives(tmp_path: Path) -> None:
    (tmp_path / "t.csv").write_text("sku,qty\nA,3\nB,4\n")
    (tmp_path / "notes.txt").write_text("just words\nmore words\n")
    (tmp_path / "app.log").write_text("2024-03-01 10:00:00 INFO up\n")
    assert records_line(tmp_path / "t.csv", "t.csv") == "records('t.csv') gives 2 dicts; the first: {'sku': 'A', 'qty': 3}"
    assert records_line(tmp_path / "notes.txt", "notes.txt") is None  # text without levels is no log
    (tmp_path / "broken.json").write_text("{")
    assert records_line(tmp_path / "broken.json", "broken.json") is None
    shown = file_previews(tmp_path, ["t.csv", "notes.txt", "app.log", "broken.json"], "count")
    assert "records('t.csv') gives 2 dicts" in shown and "records('app.log') gives 1 dicts, one per line" in shown
    assert "records('notes.txt')" not in shown and "--- broken.json" in shown
    # A log shows the first line of each level: the kind a task is about is rarely the first.
    (tmp_path / "big.log").write_text("".join(f"2024-03-01 10:00:{i:02d} INFO tick {i}\n" for i in range(30))
                                      + "2024-03-01 10:01:00 ERROR [E7] boom\n2024-03-01 10:01:01 ERROR [E8] again\n")
    line = records_line(tmp_path / "big.log", "big.log")
    assert line is not None and line.splitlines()[0].endswith("the first of each level:")
    assert "'tag': 'E7'" in line and "tick 0" in line and "E8" not in line and "tick 1'" not in line


def test_the_records_of_an_objects_one_list_carry_the_objects_own_values(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """A day file {"date": ..., "site": ..., "intervals": [{hour, wh}, ...]}: each hourly record
    carries the date and site (a record's own key wins over the object's), so a folder of them
    sums and filters by date; nested objects and lists of the object are not carried."""
    import json

    monkeypatch.chdir(tmp_path)
    (tmp_path / "days").mkdir()
    for day, whs in (("2031-07-01", [10, 20]), ("2031-08-01", [5])):
        (tmp_path / "days" / f"{day}.json").write_text(json.dumps({
            "date": day, "site": "roof", "meta": {"v": 1}, "tags": ["a"], "hour": "ignored",
            "intervals": [{"hour": f"0{i}:00", "wh": w} for i, w in enumerate(whs)]}))
    got = records("days/*.json")
    assert [tuple(r.items()) for r in got] == [
        (("date", "2031-07-01"), ("site", "roof"), ("hour", "00:00"), ("wh", 10)),
        (("date", "2031-07-01"), ("site", "roof"), ("hour", "01:00"), ("wh", 20)),
        (("date", "2031-08-01"), ("site", "roof"), ("hour", "00:00"), ("wh", 5))]
    assert sum(r["wh"] for r in got if r["date"].startswith("2031-07")) == 30


def test_records_kept_in_several_lists_read_as_one_list_with_their_keys(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A document keeps its records in lists under the keys of a mapping (by site, by team): one
    record per entry with the keys that chose its list, and the preview shows their fields, not
    a dozen paths of one of them."""
    monkeypatch.chdir(tmp_path)
    import json

    (tmp_path / "kit.json").write_text(json.dumps({
        "owner": "Quillfeather Lab",
        "sites": {"north": [{"tag": "K-1", "due": "2031-02-03", "state": "live"},
                            {"tag": "K-2", "due": "4 March 2031", "state": "sold"}],
                  "south": [{"tag": "K-3", "due": "2031-01-09", "state": "live", "spec": {"volts": 12}}]}}, indent=2))
    got = records("kit.json")
    assert [(r["sites"], r["tag"]) for r in got] == [("north", "K-1"), ("north", "K-2"), ("south", "K-3")]
    assert got[1]["due"] == "2031-03-04" and got[2]["spec.volts"] == 12  # dates and nesting read as elsewhere
    line = records_line(tmp_path / "kit.json", "kit.json", "which kit is due before April?")
    assert line is not None and line.startswith("records('kit.json') gives 3 dicts; the first: {'sites': 'north', 'tag': 'K-1'")
    assert "'sites' ('north', 'south')" in line and "data['sites']" not in line
    # A task that may change the file is told how set_value reaches one of its values; one that
    # writes a file of its own reads this one and is not.
    change = records_line(tmp_path / "kit.json", "kit.json", "In kit.json mark K-2 as live.") or ""
    assert "set_value" in change and "key 'sites.north.0.tag'" in change
    assert "set_value" not in (records_line(tmp_path / "kit.json", "kit.json", "Write due.csv from kit.json.") or "x")
    assert "set_value" not in (records_line(tmp_path / "kit.json", "kit.json", "In kit.json mark K-2 as live.", False) or "x")
    # Lists at the top level are named by `key`; a field of the same name keeps its own value.
    (tmp_path / "pets.yaml").write_text("cats:\n  - name: Tib\n    key: 7\n  - name: Mo\ndogs:\n  - name: Rex\n")
    assert records("pets.yaml") == [{"key_group": "cats", "name": "Tib", "key": 7}, {"key_group": "cats", "name": "Mo"},
                                    {"key_group": "dogs", "name": "Rex"}]
    # A settings file with a short list in it stays one record, its paths in the preview.
    (tmp_path / "app.json").write_text(json.dumps({"server": {"port": 80, "hosts": [{"h": "a"}]}, "debug": True, "name": "x"}))
    assert len(records("app.json")) == 1
    shown = records_line(tmp_path / "app.json", "app.json", "set the port to 81")
    assert shown is not None and "data['server']['port'] == 80" in shown


def test_a_script_that_calls_records_gets_its_import(tmp_path: Path) -> None:
    code = "# Task: t\n# Steps:\nrows = records('a.csv')\nprint(len(rows))"
    assert add_missing_imports(code) == ("# Task: t\nfrom ncurator_cli.scriptlib import records  # Steps:\n"
                                         "rows = records('a.csv')\nprint(len(rows))")
    # records() is no module: `import records` becomes the import it means, on its own line.
    assert add_missing_imports("import os\nimport records\nprint(records('a.csv'))") == (
        "import os\nfrom ncurator_cli.scriptlib import records\nprint(records('a.csv'))")
    (tmp_path / "records.py").write_text("def records(p):\n    return []\n")
    assert add_missing_imports("import records\n", tmp_path) == "import records\n"  # the workspace's own module
    # `from <a module that does not exist, or a standard one> import records`: the import it means.
    assert add_missing_imports("import os\nfrom data_query import records\nx = records('a.csv')") == (
        "import os\nfrom ncurator_cli.scriptlib import records\nx = records('a.csv')")
    assert add_missing_imports("from json import records, settings\n") == "from ncurator_cli.scriptlib import records, settings\n"
    (tmp_path / "helpers.py").write_text("def records(p):\n    return []\n")
    assert add_missing_imports("from helpers import records\n", tmp_path) == "from helpers import records\n"
    # Called and also assigned (`records = records(path)`): still the helper, and the variable is
    # renamed where it is no call, so that a later call (in a loop over files) still reads a file.
    assert add_missing_imports("records = records('a.csv')\nprint(len(records))") == (
        "from ncurator_cli.scriptlib import records; records_ = records('a.csv')\nprint(len(records_))")
    looped = ("out = []\nfor p in ['a.csv', 'b.csv']:\n    records = records(p)  # é\n    out += [r['v'] for r in records]\n"
              "print(out)")
    assert add_missing_imports(looped) == (
        "from ncurator_cli.scriptlib import records; out = []\nfor p in ['a.csv', 'b.csv']:\n"
        "    records_ = records(p)  # é\n    out += [r['v'] for r in records_]\nprint(out)")
    # A parameter of that name is the function's own business.
    own = "def total(records):\n    return len(records)\nprint(total(records('a.csv')))"
    assert add_missing_imports(own).endswith(own)
    # Assigned as well (`records = {}` beside `def scan(records)`): the parameter is renamed too.
    both = ("def scan(records):\n    return [r for r in records if r]\nrecords = {}\n"
            "for p in ['a.csv']:\n    records[p] = records(p)\nprint(scan(records['a.csv']))")
    assert add_missing_imports(both) == (
        "from ncurator_cli.scriptlib import records\ndef scan(records_):\n    return [r for r in records_ if r]\n"
        "records_ = {}\nfor p in ['a.csv']:\n    records_[p] = records(p)\nprint(scan(records_['a.csv']))")
    own = "def records(p):\n    return []\nprint(records('x'))"
    assert add_missing_imports(own) == own


FIRST = """Task: Write the setup steps to steps.txt.

What is known so far (passages quoted from the knowledge base; ...):
[kb] 3 passages from 2 documents
[guide.md › Guide › Day one] (doc handbook/guide.md) 1. Get a badge.

2. Set up the laptop.
[guide.md › Guide] (doc handbook/guide.md) Welcome.
[faq.txt] (doc faq.txt) Q: Where? A: Here.

Results of earlier tasks:
- task t1 (local_kb_retrieval): ok
  Passages:
  [guide.md › Guide › Day one] 1. Get a badge.

The task's outputs: steps.txt. Change nothing else."""


def test_quoted_passages_are_read_per_document() -> None:
    from ncurator_cli.guided.terminal import kb_documents

    docs = kb_documents(FIRST)
    assert docs == {"guide.md": "## Day one\n1. Get a badge.\n\n2. Set up the laptop.\n\n## Guide\nWelcome.\n",
                    "faq.txt": "Q: Where? A: Here.\n"}
    assert kb_documents("Task: no knowledge base here") == {}
    # With the documents' whole text at hand (by id), a document is read whole; one it cannot read
    # keeps its passages.
    whole = {"handbook/guide.md": "# Guide\nWelcome.\n\n## Day two\n3. Meet the team."}
    assert kb_documents(FIRST, whole.get) == {"guide.md": whole["handbook/guide.md"] + "\n",
                                              "faq.txt": "Q: Where? A: Here.\n"}


def test_a_script_that_opens_a_kb_document_reads_its_passages(tmp_path: Path) -> None:
    """Run as the sandbox runs it (a here-doc to python3): the model's natural `open('guide.md')`
    reads the quoted passages; a workspace file of that name, writing, and other files are the
    builtin open's; line numbers stay the model's."""
    import subprocess
    import sys

    from ncurator_cli.guided.terminal import add_kb_open, kb_documents, python_command

    docs = kb_documents(FIRST)
    code = ("# Task: steps\n# Steps:\nimport re\ntext = open('kb/guide.md').read()\n"
            "steps = re.findall(r'^\\d+\\. (.+)$', text, re.M)\nopen('steps.txt', 'w').write('\\n'.join(steps) + '\\n')\n"
            "print(open('steps.txt').read().count('\\n'))\nopen('missing.md')\n")
    bound = add_kb_open(code, docs)
    assert bound.splitlines()[0].startswith("open = __import__(") and bound.splitlines()[1:] == code.splitlines()[1:]
    assert "faq.txt" not in bound  # only the documents the script names
    # After a __future__ import, never before it; in front of a simple first statement when no line is free.
    future = add_kb_open("from __future__ import annotations\nprint(open('guide.md').read())", docs)
    assert future.splitlines()[0] == "from __future__ import annotations" and len(future.splitlines()) == 2
    compile(future, "<s>", "exec")
    assert add_kb_open("print(open('a.txt').read())", docs) == "print(open('a.txt').read())"
    bin_dir = str(Path(sys.executable).parent)
    out = subprocess.run(["bash", "-c", python_command(bound)], cwd=tmp_path, capture_output=True, text=True,
                         env={"PATH": f"{bin_dir}:/usr/bin:/bin"})
    assert (tmp_path / "steps.txt").read_text() == "Get a badge.\nSet up the laptop.\n"
    assert out.stdout == "2\n" and 'line 8' in out.stderr and "FileNotFoundError" in out.stderr
    # A workspace file of that name is the file.
    (tmp_path / "kb").mkdir()
    (tmp_path / "kb" / "guide.md").write_text("1. Own file.\n")
    subprocess.run(["bash", "-c", python_command(bound)], cwd=tmp_path, capture_output=True, text=True,
                   env={"PATH": f"{bin_dir}:/usr/bin:/bin"})
    assert (tmp_path / "steps.txt").read_text() == "Own file.\n"


def _report(path: Path, rows: list[list[str]]) -> None:
    import docx

    d = docx.Document()
    d.add_heading("Report", 1)
    if rows:
        t = d.add_table(rows=len(rows), cols=len(rows[0]))
        for r, row in enumerate(rows):
            for c, v in enumerate(row):
                t.cell(r, c).text = v
    d.save(str(path))


def test_word_tables_in_a_folder_are_shown_as_records(tmp_path: Path) -> None:
    """An objective about the .docx files of a folder: a line per document with what records()
    gives for its tables (a real .docx written and read back)."""
    from ncurator_cli.capabilities.terminal import _docx_table_lines

    (tmp_path / "reports").mkdir()
    _report(tmp_path / "reports" / "q1.docx", [["Channel", "Spend"], ["Search", "1,200.50"], ["Total", "1,200.50"]])
    _report(tmp_path / "reports" / "q2.docx", [])
    _report(tmp_path / "other.docx", [["A", "B"], ["1", "2"]])
    text = _docx_table_lines(tmp_path, "Sum the Spend column over the .docx files in reports/", [])
    assert text.startswith("Tables of the Word documents")
    assert "records('reports/q1.docx') gives 2 table rows from 1 table(s); the first: {'Channel': 'Search', 'Spend': 1,200.50}" in text
    assert "records('reports/q2.docx') gives no rows (no table)" in text and "other.docx" not in text
    assert records(tmp_path / "reports" / "q1.docx")[1]["Channel"] == "Total"
    assert _docx_table_lines(tmp_path, "Count the lines of app.log", []) == ""
    # Documents the objective's words single out, though it never says "document" or ".docx".
    (tmp_path / "audits").mkdir()
    _report(tmp_path / "audits" / "site_audit_2025-01.docx", [["Issue", "Area"], ["Loose rail", "Dock"]])
    _report(tmp_path / "audits" / "site_audit_2025-02.docx", [["Issue", "Area"], ["Dim lamp", "Yard"]])
    text = _docx_table_lines(tmp_path, "Which site audit found the most issues in the Dock area?", [])
    assert "records('audits/site_audit_2025-01.docx') gives 1 table rows" in text
    assert "audits/site_audit_2025-02.docx" in text and "reports/q1.docx" not in text and "other.docx" not in text


def test_a_named_documents_view_ends_with_what_records_gives(tmp_path: Path) -> None:
    """Under the view of a document the objective names, its tables' rows as records() gives them
    (as under a CSV's preview); a document without a table gets no such line."""
    from ncurator_cli.capabilities.terminal import _docx_views

    _report(tmp_path / "budget.docx", [["Project", "Approved"], ["Kite", "$1,200"], ["Total", "$1,200"]])
    _report(tmp_path / "notes.docx", [])
    view = _docx_views(tmp_path, "Write the approved amount of Kite in budget.docx to out.json")[0]
    assert view.endswith("records('budget.docx') gives 2 dicts, one per table row; the first: "
                         "{'Project': 'Kite', 'Approved': $1,200}")  # a number, printed as written
    assert "records(" not in _docx_views(tmp_path, "Copy the heading of notes.docx to out.txt")[0].split("):\n", 1)[1]


def test_values_written_in_more_than_one_way_are_named_under_the_preview(tmp_path: Path) -> None:
    """'Unpaid', 'unpaid', 'UNPAID ': a script comparing with == would count one of them. The preview
    of a data file (and of a document's tables) names the form records() gives them in; clean data
    gets no such line."""
    from ncurator_cli.capabilities.terminal import _docx_views
    from ncurator_cli.guided.terminal import records_line

    (tmp_path / "inv.csv").write_text("id,status,client\n1,Unpaid,C-1\n2,unpaid,c-1\n3,Paid,C-2\n4,UNPAID ,C-3\n")
    line = records_line(tmp_path / "inv.csv", "inv.csv")
    assert line.endswith("\nvalues written in more than one way come in their usual form (.raw is the text as "
                         "written): status: 'unpaid' -> 'Unpaid', 'UNPAID' -> 'Unpaid' | client: 'c-1' -> 'C-1'")
    (tmp_path / "clean.csv").write_text("id,status\n1,Paid\n2,Open\n")
    assert "more than one way" not in records_line(tmp_path / "clean.csv", "clean.csv")
    _report(tmp_path / "t.docx", [["Project", "Billable"], ["A", "Yes"], ["B", "yes"], ["C", "No"]])
    view = _docx_views(tmp_path, "Sum the billable hours in t.docx into out.csv")[0]
    assert view.endswith("values written in more than one way come in their usual form (.raw is the text as "
                         "written): Billable: 'yes' -> 'Yes'")


def test_a_table_row_written_out_is_its_cells_and_decimals_keep_their_text(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A document's table rows: `_table`/`_row` read like keys but are not among them, so a row
    written with csv.DictWriter, json.dump or `row.values()` is its cells; a decimal prints as it
    was written (`2.40`), computes as a float and is a JSON number."""
    import csv
    import io
    import json

    monkeypatch.chdir(tmp_path)
    _report(tmp_path / "prices.docx", [["Code", "Price"], ["015", "2.40"], ["K-2", "1.5"]])
    (tmp_path / "b.csv").write_text("item,cost\nx,3.50\n")
    rows = records("prices.docx")
    first = rows[0]
    assert list(first) == ["Code", "Price"] and list(first.values()) == ["015", 2.4]
    assert (first["_table"], first.get("_row"), "_row" in first, first.get("nope", 7)) == (0, 1, True, 7)
    with pytest.raises(KeyError):
        first["nope"]
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(first), lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    assert out.getvalue() == "Code,Price\n015,2.40\nK-2,1.5\n"
    assert ",".join(str(v) for v in first.values()) == "015,2.40"
    assert json.dumps(first) == '{"Code": "015", "Price": 2.4}' and f"{first['Price']}" == "2.40"
    assert first["Price"] * 2 == 4.8 and isinstance(first["Price"] + 1, float)
    assert str(records("b.csv")[0]["cost"]) == "3.50" and records("b.csv")[0]["cost"] == 3.5


def test_source_code_is_no_data_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """records() of a script in another language would be its lines as log records: a clear error
    says how to read it (Python source is read as definitions, below)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mod.js").write_text("import x from 'y';\n")
    with pytest.raises(ValueError, match=r"mod.js is source code: read it with open\(path\).read\(\)"):
        records("mod.js")
    (tmp_path / "mod.py").write_text("import requests\n")
    assert records("mod.py", "log")[0]["text"] == "import requests"  # asked for by name, it is read


def test_python_source_reads_as_its_imports_classes_functions_and_methods(tmp_path: Path, monkeypatch) -> None:
    """A module's definitions, parsed, never imported: the import it makes is not run."""
    from ncurator_cli.scriptlib import PYTHON_KEYS

    monkeypatch.chdir(tmp_path)
    (tmp_path / "shop" / "pay").mkdir(parents=True)
    (tmp_path / "shop" / "cart.py").write_text(
        '"""Cart."""\nimport os, requests as rq\nfrom .pay import gateway, fees\ntry:\n    import json\n'
        "except ImportError:\n    json = None\nraise SystemExit('never run')\n\n"
        'class Cart(Base):\n    """A cart."""\n    def add(self, item, *more, qty=1, **opts):\n'
        "        def check(x):\n            return x\n        return item\n    if DEBUG:\n"
        "        async def dump(self): ...\n\ndef total(cart, /, rate):\n    'Sum it.'\n    f = lambda q: q\n")
    (tmp_path / "shop" / "pay" / "stripe.py").write_text("from urllib import request\nimport requests.adapters\n")
    every_record = records("shop/cart.py")
    # Calls: each with the def it is made in ('<module>' at the top level), `x()` and `obj.x()` alike.
    assert [(r["name"], r["line"], r["in"]) for r in every_record if r["kind"] == "call"] == [("SystemExit", 8, "<module>")]
    got = [r for r in every_record if r["kind"] != "call"]
    assert all(tuple(r) == PYTHON_KEYS for r in got)
    assert [(r["kind"], r["name"], r["line"]) for r in got] == [
        ("import", "os", 2), ("import", "requests", 2), ("import", ".pay", 3), ("import", "json", 5),
        ("class", "Cart", 10), ("method", "add", 12), ("function", "check", 13), ("method", "dump", 17),
        ("function", "total", 19)]
    add = got[5]
    assert add["class"] == "Cart" and add["params"] == ["self", "item", "*more", "qty", "**opts"]
    # Each default as written, by parameter (none: not in it); the module by its dotted name.
    assert add["defaults"] == {"qty": "1"} and got[8]["defaults"] == {} and got[0]["defaults"] == {}
    assert {r["module"] for r in got} == {"shop.cart"}
    (tmp_path / "kit").mkdir()
    (tmp_path / "kit" / "__init__.py").write_text("def f(a, b='x', *, c=None, d):\n    pass\n")
    f = [r for r in records("kit/__init__.py") if r["kind"] == "function"][0]
    assert (f["module"], f["defaults"]) == ("kit", {"b": "'x'", "c": "None"})
    assert got[2]["names"] == ["gateway", "fees"] and got[4]["docstring"] == "A cart."
    # Decorators as written, without the @: a route's path and methods are read off them.
    (tmp_path / "views.py").write_text("@bp.route('/order', methods=['POST'])\n@login_required\ndef order():\n    pass\n"
                                       "@dataclass(frozen=True)\nclass Row:\n    pass\n")
    views = [r for r in records("views.py") if r["kind"] != "call"]
    assert views[0]["decorators"] == ["bp.route('/order', methods=['POST'])", "login_required"]
    assert views[1]["decorators"] == ["dataclass(frozen=True)"] and add["decorators"] == [] and got[0]["decorators"] == []
    assert got[8] == {"file": "shop/cart.py", "module": "shop.cart", "line": 19, "kind": "function", "name": "total",
                      "class": "", "params": ["cart", "rate"], "defaults": {}, "decorators": [], "names": [],
                      "docstring": "Sum it."}
    (tmp_path / "svc.py").write_text("import store\n\ndef close(t):\n    store.save(t)\n    log(close_all())\n\n"
                                     "class Desk:\n    def shut(self):\n        self.close(1)\n\nclose(2)\n")
    assert [(r["name"], r["line"], r["in"], r["class"]) for r in records("svc.py") if r["kind"] == "call"] == [
        ("save", 4, "close", ""), ("log", 5, "close", ""), ("close_all", 5, "close", ""), ("close", 9, "shut", "Desk"),
        ("close", 11, "<module>", "")]
    # A def inside a method is a function of its own: its calls are in it, with no class.
    (tmp_path / "desk.py").write_text("class Desk:\n    def shut(self):\n        def later():\n            close(2)\n")
    assert [(r["in"], r["class"]) for r in records("desk.py") if r["kind"] == "call"] == [("later", "")]
    # A glob, or a folder with no data file: every module's, in path order.
    every = records("shop/**/*.py")
    assert [r["file"] for r in every if r["kind"] == "import" and r["name"].split(".")[0] == "requests"] == [
        "shop/cart.py", "shop/pay/stripe.py"]
    assert records("shop") == every
    # A module that does not parse: named with its line alone; skipped, and said, among many.
    (tmp_path / "shop" / "broken.py").write_text("def f(:\n")
    with pytest.raises(ValueError, match=r"shop/broken.py is not valid Python \(line 1: "):
        records("shop/broken.py")
    assert records("shop") == every


def test_a_nested_settings_file_reads_as_one_record_keyed_by_dotted_paths(tmp_path: Path, monkeypatch) -> None:
    from ncurator_cli.scriptlib import records, settings

    monkeypatch.chdir(tmp_path)
    (tmp_path / "labels.json").write_text('{"cart": {"pay": {"title": "Pay"}, "empty": ""}, "home": "Home"}')
    got = records("labels.json")
    assert got == [{"cart.pay.title": "Pay", "cart.empty": "", "home": "Home"}]
    # Also read as that one record: what a script that takes it for a dict does works.
    assert dict(got.items()) == got[0] and "cart.pay.title" in got and got["home"] == "Home"
    assert got.get("nope", 1) == 1 and list(got.keys()) == ["cart.pay.title", "cart.empty", "home"]
    assert settings("labels.json") == got[0]
    # A file records() reads as one record per entry of a mapping is still one settings object.
    (tmp_path / "jobs.yaml").write_text("defaults:\n  keep: 90\njobs:\n  a:\n    keep: 30\n  b:\n    keep: 365\n")
    assert settings("jobs.yaml") == {"defaults.keep": 90, "jobs.a.keep": 30, "jobs.b.keep": 365}
    # A list of records is a list (no one record's keys), and settings() of it says what to use
    # instead; a column is read by its name, and a value used as a column name is told how to pick.
    (tmp_path / "rows.json").write_text('[{"a": 1, "b": "x"}, {"a": 2}]')
    rows = records("rows.json")
    assert isinstance(rows, list) and not hasattr(rows, "items") and rows == [{"a": 1, "b": "x"}, {"a": 2}]
    assert rows["a"] + rows["b"] == [1, 2, "x", None] and rows[1:] == [{"a": 2}] and rows[-1]["a"] == 2
    with pytest.raises(KeyError, match=r"'x' is not a column of these records \(columns: 'a', 'b'\); rows\['a'\] lists "
                       r"a column, and \[r for r in rows if r\['a'\] == 'x'\] picks"):
        rows["x"]  # noqa: B018
    with pytest.raises(ValueError, match="holds a list, not one settings object"):
        settings("rows.json")


def test_a_folder_or_a_glob_reads_the_records_of_every_file_it_stands_for(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "visits" / "old").mkdir(parents=True)
    (tmp_path / "visits" / "may.csv").write_text("site,count\nA,10\n")
    (tmp_path / "visits" / "old" / "april.csv").write_text("site,count\nB,20\n")
    (tmp_path / "visits" / "readme.txt").write_text("not data\n")
    assert records("visits/*.csv") == [{"site": "A", "count": 10}]
    assert records("visits/**/*.csv") == [{"site": "A", "count": 10}, {"site": "B", "count": 20}]
    assert records("visits") == [{"site": "A", "count": 10}, {"site": "B", "count": 20}]  # data files only, any depth
    with pytest.raises(FileNotFoundError):
        records("visits/*.json")
    # A folder that is there but holds no data file is said to be so (not "no such file"), with
    # the call that reads a hidden settings file beside it, which a folder read skips.
    (tmp_path / "bare").mkdir()
    (tmp_path / "bare" / ".stage.env").write_text("WORKERS=2\n")
    (tmp_path / "bare" / "about.txt").write_text("no data\n")
    with pytest.raises(ValueError, match=r"records\('bare'\) found no data file in that folder; its hidden files "
                                         r"are skipped: name one, e.g. settings\('bare/.stage.env'\)"):
        records("bare")
    (tmp_path / "bare" / ".stage.env").unlink()
    # What the folder holds instead, and how a script lists it.
    with pytest.raises(ValueError, match=r"found no data file in that folder; it holds 1 entry \(about.txt\), none a "
                                         r"data file: list them with sorted\(os.listdir\('bare'\)\)"):
        records("bare")
    (tmp_path / "bare" / "about.txt").unlink()
    with pytest.raises(ValueError, match=r"found no data file in that folder; it is empty\.$"):
        records("bare")


def test_a_column_of_numbers_some_with_thousands_separators_reads_as_numbers(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """"1,250" beside 800 in one column: each is a number that prints as written, computes as a
    float and answers string methods with its text (a script written for "1,250" as text runs); a
    CSV written from them keeps the text. A column with any other text (a code with a leading zero,
    a word) is left as it was, and so is a lone "1,250" among words."""
    import csv
    import io
    import json

    monkeypatch.chdir(tmp_path)
    (tmp_path / "jobs.csv").write_text('id,words,code,note\nJ1,"1,250",007,"1,250"\nJ2,800,12,none\nJ3,,"2,000",x\n')
    rows = records("jobs.csv")
    words = [r["words"] for r in rows]
    assert [str(w) for w in words] == ["1,250", "800", ""]
    assert words[0] + words[1] == 2050 and int(words[0]) == 1250 and words[0] * 2 == 2500
    assert float(words[0].replace(",", "")) == 1250 and words[1].strip() == "800"
    assert json.dumps(words[0]) == "1250.0"
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerow(words[:2])
    assert out.getvalue() == '"1,250",800\n'
    assert [r["code"] for r in rows] == ["007", 12, "2,000"] and [r["note"] for r in rows] == ["1,250", "none", "x"]
    with pytest.raises(AttributeError):
        words[0].no_such_method()
    # Amounts with a currency sign, some grouped: numbers too, printed as written.
    (tmp_path / "spend.csv").write_text('who,amount\nAl,"£1,020.00"\nBo,£13.40\nCy,7.25\nDi,-$5\n')
    amounts = [r["amount"] for r in records("spend.csv")]
    assert sum(amounts) == pytest.approx(1035.65) and [str(a) for a in amounts] == ["£1,020.00", "£13.40", "7.25", "-$5"]
    assert float(amounts[1].replace("£", "")) == 13.4
    # What is left of the sign or separators after text methods does not stop float() or int():
    # a script that stripped ',' but not '£' (or '£' but not ',') still reads the number.
    assert float(amounts[0].replace("£", "")) == 1020.0 and float(amounts[0].replace(",", "").strip()) == 1020.0
    assert int(amounts[0].replace(",", "")) == 1020 and amounts[0].replace("£", "") == "1,020.00"
    with pytest.raises(ValueError, match="could not convert string to float: 'n/a'"):
        float(amounts[0].replace("£1,020.00", "n/a"))
    with pytest.raises(ValueError):
        int(amounts[1].strip())  # 13.40 is no whole number
    # An amount with its currency sign in a column of text too (a form's Details): a number that
    # prints as written; a grouped number there ("1,250") and other text stay text.
    (tmp_path / "form.csv").write_text('field,details\nJob,B-1041\nParts,£42.50\nLabour,"$1,020"\nNote,"1,250"\n')
    details = [r["details"] for r in records("form.csv")]
    assert details == ["B-1041", 42.5, 1020.0, "1,250"] and [str(d) for d in details[1:3]] == ["£42.50", "$1,020"]
    assert f"{details[1]:.2f}" == "42.50" and isinstance(details[3], str)


def test_a_column_of_codes_written_with_digits_reads_as_text_throughout(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Codes some of which are plain digits and some grouped or zero-led ("978-0-14-143954-9",
    "0161 496 0000", "0042"): every value of the column is its text, so they sort and compare as one
    kind (value by value, the digits-only ones came as ints and sorting them failed). A column of
    whole numbers, or one with a word in it, is left as it was."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "stock.csv").write_text(
        "code,phone,qty,bin\n9780141439549,0161 496 0000,3,12\n978-0-14-143954-9,01614960001,5,A4\n"
        "0042,4401614960002,,7\n")
    rows = records("stock.csv")
    assert [r["code"] for r in rows] == ["9780141439549", "978-0-14-143954-9", "0042"]
    assert sorted(r["code"] for r in rows) == ["0042", "978-0-14-143954-9", "9780141439549"]
    assert [r["phone"] for r in rows] == ["0161 496 0000", "01614960001", "4401614960002"]
    assert [r["qty"] for r in rows] == [3, 5, ""] and [r["bin"] for r in rows] == [12, "A4", 7]
    (tmp_path / "codes.json").write_text('[{"sku": 1200}, {"sku": "00-17"}, {"sku": 99}]')
    assert [r["sku"] for r in records("codes.json")] == ["1200", "00-17", "99"]


def test_a_column_of_dates_written_several_ways_reads_as_iso_text(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Dates written in several forms in one column ("2025-06-14", "13/06/2025", "Sat 14 June",
    "June 14, 2025", a stray time) come as ISO text that compares, sorts and counts as one kind; the
    text as written stays in `.raw`. The preview says so with examples. A day/month order nothing in
    the column settles, and a column of timestamps are left as written; a column in one form too,
    unless it is numeric dates with their year and a day over 12 (session 38) or ISO dates (session 58)."""
    import datetime
    import json

    monkeypatch.chdir(tmp_path)
    rows = [{"id": i, "pickup": p} for i, p in enumerate(
        ["2025-06-14", "13/06/2025", "Sat 14 June", "June 14, 2025", "14.06.2025", "2025-06-14T08:30", "4/06/2025",
         "14th Jun 2025", ""])]
    (tmp_path / "orders.json").write_text(json.dumps(rows))
    got = records("orders.json")
    assert [r["pickup"] for r in got] == ["2025-06-14", "2025-06-13", "2025-06-14", "2025-06-14", "2025-06-14",
                                          "2025-06-14", "2025-06-04", "2025-06-14", ""]
    assert sum(r["pickup"] == "2025-06-14" for r in got) == 6
    assert got[2]["pickup"].raw == "Sat 14 June" and got[1]["pickup"].date == datetime.date(2025, 6, 13)
    # Used as a date (`.month`, `.weekday()`, `.strftime`), it is one; copied, it keeps its text.
    import copy

    day = got[1]["pickup"]
    assert (day.year, day.month, day.day, day.weekday(), day.strftime("%d %b")) == (2025, 6, 13, 4, "13 Jun")
    assert day.replace("-", "/") == "2025/06/13" and copy.deepcopy(got[1])["pickup"].raw == "13/06/2025"
    with pytest.raises(AttributeError):
        day.hour  # noqa: B018
    assert json.loads(json.dumps(got[1]))["pickup"] == "2025-06-13"
    preview = records_line(tmp_path / "orders.json", "orders.json") or ""
    assert "YYYY-MM-DD" in preview and "'13/06/2025' -> '2025-06-13'" in preview and "'Sat 14 June'" in preview
    # Left as written: one form; 03/04 vs 04/03 with nothing to settle it; timestamps; a word.
    (tmp_path / "one.csv").write_text("d\n14/06/2025\n15/06/2025\n")
    (tmp_path / "unclear.csv").write_text("d\n03/04/2025\n2025-04-05\n")
    (tmp_path / "stamps.csv").write_text("d\n2025-06-14 08:30\n14/06/2025 09:10\n")
    (tmp_path / "mixed.csv").write_text("d\n2025-06-14\nsoon\n")
    (tmp_path / "one_us.csv").write_text("d\n06/14/2025\n06/15/2025\n")
    (tmp_path / "one_unclear.csv").write_text("d\n03/04/2025\n04/05/2025\n")
    (tmp_path / "one_iso.csv").write_text("d\n2025-06-14\n2025-06-15\n")
    # One numeric form with its year, the order told by a day over 12: ISO text too (as written it
    # neither sorts nor compares by date); the same form that nothing settles stays as written.
    assert [r["d"] for r in records("one.csv")] == ["2025-06-14", "2025-06-15"]
    assert [r["d"].raw for r in records("one.csv")] == ["14/06/2025", "15/06/2025"]
    assert [r["d"] for r in records("one_us.csv")] == ["2025-06-14", "2025-06-15"]
    assert [r["d"] for r in records("one_unclear.csv")] == ["03/04/2025", "04/05/2025"]
    # ISO dates print as written and subtract to a number of days (session 58: `(b - a).days`).
    iso = records("one_iso.csv")
    assert iso[0]["d"] == "2025-06-14" and iso[0]["d"].raw == "2025-06-14" and (iso[1]["d"] - iso[0]["d"]).days == 1
    assert "YYYY-MM-DD" not in (records_line(tmp_path / "one_iso.csv", "one_iso.csv") or "")
    assert [r["d"] for r in records("unclear.csv")] == ["03/04/2025", "2025-04-05"]
    assert [r["d"] for r in records("stamps.csv")] == ["2025-06-14 08:30", "14/06/2025 09:10"]
    assert [r["d"] for r in records("mixed.csv")] == ["2025-06-14", "soon"]
    assert "'14/06/2025' -> '2025-06-14'" in (records_line(tmp_path / "one.csv", "one.csv") or "")
    assert "YYYY-MM-DD" not in (records_line(tmp_path / "one_unclear.csv", "one_unclear.csv") or "")
    # A day over 12 settles the order for the whole column, month first too; a month name does not.
    (tmp_path / "us.csv").write_text("d\n06/14/2025\n06/03/2025\n\"June 2, 2025\"\nJul  9 12:00:00 2025 GMT\n")
    assert [r["d"] for r in records("us.csv")] == ["2025-06-14", "2025-06-03", "2025-06-02", "2025-07-09"]
    (tmp_path / "worded.csv").write_text("d\n06/03/2025\n\"June 2, 2025\"\n")
    assert [r["d"] for r in records("worded.csv")] == ["06/03/2025", "June 2, 2025"]


def test_dates_in_one_form_with_days_of_one_or_two_digits_read_as_one_kind(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """"4/06/2025" beside "14/06/2025" is one form (day first, told by the 14): both ISO text; a
    version column of dotted numbers is no date."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "d.csv").write_text("d,v\n4/06/2025,1.2.10\n14/06/2025,1.12.10\n")
    assert [(r["d"], r["v"]) for r in records("d.csv")] == [("2025-06-04", "1.2.10"), ("2025-06-14", "1.12.10")]
    # The preview calls a one-form column's dates what they are, not "written in more than one way".
    line = records_line(tmp_path / "d.csv", "d.csv") or ""
    assert "dates come as YYYY-MM-DD text" in line and "'14/06/2025' -> '2025-06-14'" not in line
    assert "more than one way" not in line


def test_dates_in_one_form_with_a_month_name_stay_as_written_and_work_as_dates(tmp_path: Path,
                                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """"14 Sep 2025" in every row: the text as written (printed, compared with text, written back
    out), but one minus another is a number of days (with `.days`), they sort and compare as dates
    (with ISO text and datetime.date too), and the preview says so. A column without years, or with
    a time, is left as plain text."""
    import csv
    import datetime

    monkeypatch.chdir(tmp_path)
    (tmp_path / "stays.csv").write_text("guest,arriving,leaving\nAda,14 Sep 2025,16 Sep 2025\n"
                                        "Bo,30 Sep 2025,2 Oct 2025\nCy,,3 Oct 2025\n")
    rows = records("stays.csv")
    ada, bo = rows[0], rows[1]
    assert (ada["arriving"], str(bo["leaving"])) == ("14 Sep 2025", "2 Oct 2025")
    nights = bo["leaving"] - bo["arriving"]
    assert nights == 2 and nights.days == 2 and nights * 78.5 == 157.0 and f"{nights}" == "2"
    assert (datetime.date(2025, 10, 5) - bo["leaving"]) == 3 and bo["arriving"] + datetime.timedelta(days=1) == datetime.date(2025, 10, 1)
    assert sorted(r["leaving"] for r in rows) == ["16 Sep 2025", "2 Oct 2025", "3 Oct 2025"]  # as text: 16, 2, 3
    assert max(r["leaving"] for r in rows) == "3 Oct 2025" and bo["arriving"] > "2025-09-29"
    assert bo["arriving"] < datetime.date(2025, 10, 1) and bo["arriving"].month == 9 and rows[2]["arriving"] == ""
    with open("out.csv", "w", newline="") as fh:
        csv.writer(fh).writerows([[r["guest"], r["leaving"]] for r in rows])
    assert (tmp_path / "out.csv").read_text().splitlines() == ["Ada,16 Sep 2025", "Bo,2 Oct 2025", "Cy,3 Oct 2025"]
    assert "one minus another gives the days between" in (records_line(tmp_path / "stays.csv", "stays.csv") or "")
    (tmp_path / "plain.csv").write_text("d,t\n14 Sep,14 Sep 2025 10:00\n15 Sep,15 Sep 2025 11:00\n")
    assert [(type(r["d"]), type(r["t"])) for r in records("plain.csv")] == [(str, str), (str, str)]


def test_a_column_of_times_written_with_colons_dots_or_am_pm_reads_as_hh_mm(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """"9:00", "9.45" (which alone reads as a number), "08:30", "2 pm": every time of the column as
    24-hour HH:MM text, so they compare and sort as text; `.raw` keeps the written form, and the
    preview says so. Decimals alone (prices) stay numbers; a column already in HH:MM is left."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "slots.csv").write_text("slot,who\n9:00,a\n9.45,b\n08:30,c\n2 pm,d\n,e\n10:00,f\n")
    got = [r["slot"] for r in records("slots.csv")]
    assert got == ["09:00", "09:45", "08:30", "14:00", "", "10:00"]
    assert [r["who"] for r in records("slots.csv") if r["slot"] and r["slot"] < "10:00"] == ["a", "b", "c"]
    assert records("slots.csv")[1]["slot"].raw == "9.45"
    assert (records("slots.csv")[3]["slot"].hour, records("slots.csv")[1]["slot"].minute) == (14, 45)
    assert "times written in more than one way come as 24-hour HH:MM text" in (records_line(tmp_path / "slots.csv", "slots.csv") or "")
    (tmp_path / "prices.csv").write_text("item,price\na,9.45\nb,17.80\n")
    assert [r["price"] for r in records("prices.csv")] == [9.45, 17.8]
    (tmp_path / "hhmm.csv").write_text("t\n08:30\n10:15\n")
    assert [type(r["t"]).__name__ for r in records("hhmm.csv")] == ["str", "str"]


GPX = """<?xml version="1.0" encoding="UTF-8"?>
<gpx xmlns="http://www.topografix.com/GPX/1/1" version="1.1" creator="test">
  <metadata><name>Evening loop</name></metadata>
  <wpt lat="51.50" lon="-0.10"><ele>90.0</ele><name>Viewpoint</name></wpt>
  <rte><rtept lat="51.0" lon="0.0"><ele>300</ele></rtept><rtept lat="51.1" lon="0.1"/></rte>
  <trk><name>Ride</name>
    <trkseg><trkpt lat="51.5001" lon="-0.1001"><ele>12.5</ele><time>2025-05-04T08:00:00Z</time></trkpt>
            <trkpt lat="51.5010" lon="-0.1010"><ele>14.0</ele><time>2025-05-04T08:01:00Z</time></trkpt></trkseg>
    <trkseg><trkpt lat="51.5020" lon="-0.1020"><ele>13.0</ele><time>2025-05-04T08:30:00Z</time></trkpt></trkseg>
  </trk>
</gpx>
"""


def test_an_xml_file_reads_as_the_records_of_its_most_frequent_data_element(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """A GPX track: its track points (three, beside two route points and a waypoint), each with its
    attributes, its children's text and the segment it is in, as numbers where they are numbers;
    namespaces left out. A file that is no XML is a clear error; XML with no repeated data
    element gives no records."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "ride.gpx").write_text(GPX)
    got = records("ride.gpx")
    assert got[0] == {"lat": 51.5001, "lon": -0.1001, "ele": 12.5, "time": "2025-05-04T08:00:00Z", "trkseg": 0}
    assert [r["trkseg"] for r in got] == [0, 0, 1] and max(r["ele"] for r in got) == 14.0
    line = records_line(tmp_path / "ride.gpx", "ride.gpx")
    assert line is not None and line.startswith("records('ride.gpx') gives 3 dicts; the first: ")
    (tmp_path / "feed.rss").write_text("<rss><channel><title>t</title><item><title>A</title><link>u1</link></item>"
                                       "<item><title>B</title><link>u2</link></item></channel></rss>")
    assert records("feed.rss") == [{"title": "A", "link": "u1"}, {"title": "B", "link": "u2"}]
    (tmp_path / "one.xml").write_text("<config><port>80</port></config>")
    assert records("one.xml") == []
    (tmp_path / "bad.xml").write_text("<a><b></a>")
    with pytest.raises(ValueError, match="bad.xml is not valid xml"):
        records("bad.xml")
    bomb = ('<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa">' +
            "".join(f'<!ENTITY {c} "{("&" + p + ";") * 10}">' for p, c in zip("abcdefgh", "bcdefghi", strict=True))
            + ']><l><i v="1">&i;</i><i v="2">x</i></l>')
    (tmp_path / "bomb.xml").write_text(bomb)
    with pytest.raises(ValueError, match="not valid xml"):
        records("bomb.xml")  # expat refuses the expansion: an error, not a billion characters


def test_set_values_rewrites_each_line_and_keeps_the_rest_and_the_mode(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    from ncurator_cli.scriptlib import set_values

    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.yaml").write_text("# top\ndb:\n  port: 1  # old\n  ssl: false\n")
    os.chmod(tmp_path / "a.yaml", 0o640)
    set_values("a.yaml", [("db.port", 5432), ("db.ssl", True), ("db.name", "prod")])
    assert (tmp_path / "a.yaml").read_text() == "# top\ndb:\n  port: 5432  # old\n  ssl: true\n  name: prod\n"
    assert os.stat(tmp_path / "a.yaml").st_mode & 0o777 == 0o640
    (tmp_path / "b.toml").write_text("[x]\n[[y]]\nz = 1\n")
    with pytest.raises(ValueError, match=r"set_values\('b.toml'\): y.z: \[\[y\]\] is a list of tables"):
        set_values("b.toml", [("y.z", 2)])
    assert (tmp_path / "b.toml").read_text() == "[x]\n[[y]]\nz = 1\n"  # nothing written
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.yaml", "b.toml"]  # no temporary file left


def test_a_vcard_or_icalendar_file_reads_as_one_record_per_card_or_event(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Contacts: one dict per card, a property given twice a list, a folded line joined, escapes
    undone, group prefixes and parameters left out; events of a calendar: one dict per VEVENT
    (not one for the VCALENDAR around them)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "c.vcf").write_text(
        "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Lee\r\nTEL;TYPE=CELL:+44 7700 900123\r\nitem1.TEL:01632 960001\r\n"
        "NOTE:likes tea\\, and\r\n  cake\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:Bo\r\nEND:VCARD\r\n")
    assert records("c.vcf") == [{"VERSION": 3.0, "FN": "Ann Lee", "TEL": ["+44 7700 900123", "01632 960001"],
                                 "NOTE": "likes tea, and cake"}, {"FN": "Bo"}]
    (tmp_path / "d.vcf").write_text("BEGIN:VCARD\nFN:A\nTEL:1\nTEL:2\nEND:VCARD\nBEGIN:VCARD\nFN:B\nTEL:3\nEND:VCARD\n")
    assert [r["TEL"] for r in records("d.vcf")] == [["1", "2"], ["3"]]  # a list in every card once one has two
    (tmp_path / "cal.ics").write_text("BEGIN:VCALENDAR\nPRODID:x\nBEGIN:VEVENT\nDTSTART:20250301T090000\n"
                                      "SUMMARY:Rehearsal\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Concert\nEND:VEVENT\n"
                                      "END:VCALENDAR\n")
    assert [r["SUMMARY"] for r in records("cal.ics")] == ["Rehearsal", "Concert"]


def test_a_markdown_files_front_matter_reads_as_one_record(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The YAML block at a note's very top is its record (values typed as any record's), with the
    file's path; a note without one, or with `key: value` lines only further down (a code block),
    reads as before (its lines); front matter that is no YAML is an error that names the file."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "socks.md").write_text("---\ntitle: Ankle socks\nyarn_weight: 4ply\nneedles: 2.5\n---\n# Socks\n")
    (tmp_path / "hat.md").write_text("# Hat\n\n```\nyarn_weight: aran\n```\n")
    (tmp_path / "bad.md").write_text("---\ntitle: [unclosed\n---\n")
    assert records("socks.md") == [{"title": "Ankle socks", "yarn_weight": "4ply", "needles": 2.5, "file": "socks.md"}]
    # ... and reads as that record too: `'needles' in r`, `r['title']`, `r.get(...)`.
    sock = records("socks.md")
    assert "needles" in sock and sock["title"] == "Ankle socks" and sock.get("colour", "-") == "-"
    assert [r.get("yarn_weight") for r in records("hat.md")] == [None] * len(records("hat.md"))
    assert any("yarn_weight: aran" in str(r.values()) for r in records("hat.md"))
    with pytest.raises(ValueError, match="bad.md: its front matter is not valid YAML"):
        records("bad.md")


def test_a_markdown_files_tables_read_as_records_and_a_kb_document_by_name(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A price list's pipe table reads as records keyed by its header (money as numbers), each with
    its table's number and the heading above it; a note without a table reads as its lines. A
    knowledge-base document a script opens by name (`kb_opener`) is read by records() too, when no
    file has that name; a file that does is read as itself."""
    from ncurator_cli import scriptlib

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(scriptlib, "KB_DOCS", {})
    prices = "# Prices 2025\n\nValid from May.\n\n| Item | Price |\n|---|---|\n| Hat | £19 |\n| Pads (pair) | £22.50 |\n"
    (tmp_path / "prices.md").write_text(prices + "\n## Extras\n\n| Item | Price |\n| --- | ---: |\n| Bells | £6 |\n")
    got = records("prices.md")
    assert [(r["Item"], r["Price"], r["table"], r["heading"]) for r in got] == [
        ("Hat", 19, 0, "Prices 2025"), ("Pads (pair)", 22.5, 0, "Prices 2025"), ("Bells", 6, 1, "Extras")]
    assert sum(r["Price"] for r in got) == 47.5
    (tmp_path / "notes.md").write_text("# Notes\nNo table here.\n")
    assert all("Item" not in r for r in records("notes.md"))
    with pytest.raises(FileNotFoundError):
        records("rules.md")
    scriptlib.kb_opener({"rules.md": "# Rules\n1. The side pays for the first baldric.\n", "list.md": prices})
    assert [r["text"] for r in records("rules.md")] == ["# Rules", "1. The side pays for the first baldric."]
    assert [r["Item"] for r in records("docs/list.md")] == ["Hat", "Pads (pair)"]
    (tmp_path / "rules.md").write_text("own file\n")
    assert "own file" in str(records("rules.md")[0])  # a file of that name is itself


def test_durations_written_as_minutes_and_seconds_beside_seconds_read_as_seconds(tmp_path: Path,
                                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Race times "31.84" and "1:04.70" in one column come as seconds (a Number printing "64.70"), blanks
    kept; clock times with milliseconds, or minutes without a fraction ("3:45"), stay as written."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "laps.csv").write_text("who,time\na,31.84\nb,1:04.70\nc,\nd,0:33.35\n")
    got = [r["time"] for r in records("laps.csv")]
    assert [str(t) for t in got] == ["31.84", "64.70", "", "33.35"] and min(t for t in got if t != "") == 31.84
    (tmp_path / "clock.csv").write_text("t,v\n09:15:00.125,1\n10:02:03.500,2\n")
    assert [r["t"] for r in records("clock.csv")] == ["09:15:00.125", "10:02:03.500"]
    (tmp_path / "songs.csv").write_text("song,length\nx,3:45\ny,4:02\n")
    assert all(isinstance(r["length"], str) for r in records("songs.csv"))


def test_race_times_with_and_without_hours_sort_by_their_length_and_print_as_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """"48:17" beside "1:01:44" (and "mp" for a mispunch): each a Duration that prints as written
    and sorts by its seconds, so the fastest comes first; clock times ("09:15", "17:40") and a
    column of minutes under an hour ("3:45") stay plain text."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "res.csv").write_text("name,time\nIan,1:01:44\nGus,48:17\nMo,mp\nAl,50:03\n")
    got = records("res.csv")
    finished = [r for r in got if r["time"] != "mp"]
    assert [r["name"] for r in sorted(finished, key=lambda r: r["time"])] == ["Gus", "Al", "Ian"]
    assert [str(r["time"]) for r in got] == ["1:01:44", "48:17", "mp", "50:03"]
    assert min(r["time"] for r in finished) == "48:17" and finished[0]["time"].seconds == 3704
    (tmp_path / "times.csv").write_text("slot,at\na,09:15\nb,17:40\n")
    assert [type(r["at"]).__name__ for r in records("times.csv")] != ["Duration", "Duration"]
    (tmp_path / "songs.csv").write_text("song,length\nx,3:45\ny,4:02\n")
    assert not any(type(r["length"]).__name__ == "Duration" for r in records("songs.csv"))



def test_labels_written_in_more_than_one_way_read_in_their_columns_usual_form(tmp_path: Path,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """'Ella Price', 'ella price', 'Ella Price ': one swimmer. records() gives each such value in
    the form its column writes most (ties: the one with both cases), `.raw` as written, so a test
    with == and a grouping hold for every form; values written one way, numbers and prose stay as
    they are; files read together are made one across files. The preview names what changed."""
    from ncurator_cli.guided.terminal import records_line

    monkeypatch.chdir(tmp_path)
    (tmp_path / "res.csv").write_text(
        "swimmer,event,time,note\n"
        "Ella Price,50m Freestyle,34.21,fine\n"
        "ella price,50m freestyle,33.47,Fine\n"
        "Josh Mbeki,50m Freestyle,29.95,\n"
        "Ella Price ,50m Backstroke,39.80,x\n"
        "JOSH MBEKI,50m FREESTYLE,30.10,y\n")
    rows = records("res.csv")
    assert [r["swimmer"] for r in rows] == ["Ella Price"] * 2 + ["Josh Mbeki"] + ["Ella Price", "Josh Mbeki"]
    assert [r["swimmer"].raw for r in rows[1:2]] == ["ella price"] and type(rows[0]["swimmer"]) is str
    assert sum(r["event"] == "50m Freestyle" for r in rows) == 4
    assert {r["swimmer"] for r in rows} == {"Ella Price", "Josh Mbeki"}
    assert [r["time"] for r in rows][:2] == [34.21, 33.47]
    assert [r["note"] for r in rows] == ["Fine", "Fine", "", "x", "y"]  # a tie: the form with both cases
    line = records_line(tmp_path / "res.csv", "res.csv")
    assert "values written in more than one way come in their usual form (.raw is the text as written): " in line
    assert "swimmer: 'ella price' -> 'Ella Price', 'JOSH MBEKI' -> 'Josh Mbeki'" in line
    assert "compare them with .strip().lower()" not in line
    (tmp_path / "w").mkdir()
    (tmp_path / "w" / "a.csv").write_text("name,n\nAnn Lee,1\nBo Yu,2\n")
    (tmp_path / "w" / "b.csv").write_text("name,n\nann lee,3\nAnn Lee,4\n")
    assert [r["name"] for r in records("w")] == ["Ann Lee", "Bo Yu", "Ann Lee", "Ann Lee"]
    (tmp_path / "long.csv").write_text("t\n" + "A" * 70 + "\n" + "a" * 70 + "\n")
    assert [str(r["t"]) for r in records("long.csv")] == ["A" * 70, "a" * 70]


def test_number_columns_with_blank_cells_are_named_under_the_preview(tmp_path: Path) -> None:
    """A column of numbers with a blank cell: min() over it, or float() of each value, stops at the
    blank. The preview names such columns with their count of blanks; a column of text with
    blanks, and a full column of numbers, get no such line."""
    from ncurator_cli.guided.terminal import records_line

    (tmp_path / "res.csv").write_text("who,time,note\nAnn,34.2,x\nBo,,\nCy,29.9,y\nDi,31,\n")
    line = records_line(tmp_path / "res.csv", "res.csv")
    assert line.endswith("\nnumber columns with blank cells, given as '' (skip them before comparing or converting: "
                         "`if r[key] != ''`): time (1 of 4)")
    (tmp_path / "full.csv").write_text("who,time\nAnn,34.2\nBo,30\n")
    assert "blank cells" not in records_line(tmp_path / "full.csv", "full.csv")


def test_logs_with_other_timestamps_and_no_level_read_with_iso_times_and_fields(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A web server's access log, a print server's job log with a one-letter level, an nginx
    error log: each line's timestamp comes as ISO wherever the line has it; a log with no level
    gives each line's fields (a quoted or bracketed group one field, whole numbers as ints)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "access").write_text(
        '192.0.2.7 - maya [03/Mar/2026:09:15:02 +0100] "GET /shop/cart HTTP/1.1" 404 1532 0.25\n'
        '192.0.2.9 - - [04/Mar/2026:17:40:59 +0100] "POST /shop/pay HTTP/1.1" 201 88 1.5\n')
    (tmp_path / "jobs").write_text("E [05/Apr/2026:11:02:03 +0000] queue Plotter_A3: jam in tray 1\n"
                                   "I [05/Apr/2026:11:09:00 +0000] [Job 77] done\n")
    (tmp_path / "err.log").write_text("2026/01/02 03:04:05 [warn] 12#12: worker low on memory\n"
                                      "2026/01/02 03:04:09 [error] 12#12: upstream closed\n")
    access = records("access")
    assert [r["timestamp"] for r in access] == ["2026-03-03 09:15:02+01:00", "2026-03-04 17:40:59+01:00"]
    assert access[0]["fields"] == ["192.0.2.7", "-", "maya", "03/Mar/2026:09:15:02 +0100", "GET /shop/cart HTTP/1.1",
                                   404, 1532, 0.25]
    assert sum(r["fields"][6] for r in access) == 1620 and [r["level"] for r in access] == ["", ""]
    # An access log's columns by name as well: the path without its query string, numbers as ints.
    assert [(r["ip"], r["user"], r["method"], r["path"], r["query"], r["status"], r["bytes"]) for r in access] == [
        ("192.0.2.7", "maya", "GET", "/shop/cart", "", 404, 1532), ("192.0.2.9", "", "POST", "/shop/pay", "", 201, 88)]
    (tmp_path / "combined").write_text(
        '198.51.100.4 - - [01/Jun/2026:00:00:01 +0000] "GET /feed?page=3 HTTP/2.0" 502 - "https://example.org/" "curl/8.5"\n'
        'a line of another form\n'
        '198.51.100.5 - - [01/Jun/2026:00:00:02 +0000] "GET /feed HTTP/2.0" 200 10 "-" "curl/8.5"\n')
    combined = records("combined")
    assert [(r["path"], r["query"], r["status"], r["bytes"], r["referer"], r["agent"]) for r in combined] == [
        ("/feed", "page=3", 502, 0, "https://example.org/", "curl/8.5"), ("", "", 0, 0, "", ""), ("/feed", "", 200, 10, "", "curl/8.5")]
    jobs = records("jobs")
    assert [(r["timestamp"], r["level"], r["tag"]) for r in jobs] == [
        ("2026-04-05 11:02:03+00:00", "ERROR", ""), ("2026-04-05 11:09:00+00:00", "INFO", "Job 77")]
    assert jobs[1]["message"] == "[Job 77] done" and "fields" not in jobs[0]
    err = records("err.log")
    assert [(r["timestamp"], r["level"], r["message"]) for r in err] == [
        ("2026-01-02 03:04:05", "WARN", "12#12: worker low on memory"), ("2026-01-02 03:04:09", "ERROR", "12#12: upstream closed")]
    # ISO at a line's start is kept as written, as before.
    (tmp_path / "app.log").write_text("2026-01-02T03:04:05Z INFO up\n")
    assert records("app.log")[0]["timestamp"] == "2026-01-02T03:04:05Z"


def test_a_log_with_no_level_is_previewed_by_its_numbered_fields_and_its_rotations(tmp_path: Path) -> None:
    logs = tmp_path / "var"
    logs.mkdir()
    lines = [f"Plotter_A3 user{i} {300 + i} [0{i + 1}/May/2026:10:00:00 +0000] total {i + 4} - 198.51.100.{i} plan-{i}.pdf"
             for i in range(3)]
    (logs / "jobs").write_text("\n".join(lines) + "\n")
    (logs / "jobs.1").write_text(lines[0] + "\n")
    with gzip.open(logs / "jobs.2.gz", "wt") as fh:
        fh.write(lines[1] + "\n")
    line = records_line(logs / "jobs", "var/jobs")
    assert line is not None and line.startswith("records('var/jobs') gives 3 dicts, one per line")
    assert "timestamp '2026-05-01 10:00:00+00:00'" in line
    assert "[0] 'Plotter_A3', [1] 'user0', [2] 300, [3] '01/May/2026:10:00:00 +0000', [4] 'total', [5] 4" in line
    assert "(jobs.1, jobs.2.gz)" in line and "records('var/jobs*') reads them all" in line
    # Another file the glob would catch: the rotations are named one by one.
    (logs / "jobs-archive.txt").write_text("not a rotation\n")
    line = records_line(logs / "jobs", "var/jobs")
    assert line is not None and "archive" not in line
    assert "read them all with records('var/jobs') + records('var/jobs.1') + records('var/jobs.2.gz')" in line
    (logs / "jobs-archive.txt").unlink()
    # Read as the preview says, the rotations are lines of the same log.
    import os

    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        assert sum(r["fields"][5] for r in records("var/jobs*")) == 4 + 5 + 6 + 4 + 5
    finally:
        os.chdir(here)
    # Plain text with neither a level nor a timestamp is still no records.
    (tmp_path / "notes.txt").write_text("buy milk\ncall the plumber\nwater the plants\n")
    assert records_line(tmp_path / "notes.txt", "notes.txt") is None


def test_an_event_log_of_any_name_reads_in_the_order_written_with_its_zone_and_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A daemon's event log named `ups.events`, rotated to `.1` and a gzipped `.2.gz`, whose lines
    write the UTC offset apart from the time: a glob or folder reads the rotations oldest first
    (the lines in the order they were written), each record's timestamp carries its zone, and
    `file` says which file a line came from. A README beside them is no log."""
    monkeypatch.chdir(tmp_path)
    ups = tmp_path / "ups"
    ups.mkdir()
    (ups / "README.txt").write_text("Event logs of the UPS.\n")
    (ups / "ups.events").write_text("2025-04-17 14:05:25 +0100  Power failure.\n2025-04-17 14:48:02 +0100  Mains returned.\n")
    (ups / "ups.events.1").write_text("2025-04-04 13:10:38 +0100  Power failure.\n")
    with gzip.open(ups / "ups.events.2.gz", "wt") as fh:
        fh.write("2025-03-31 23:52:10 +0100  ERROR Power failure.\n")
    for source in ("ups/ups.events*", "ups", "ups/"):
        got = records(source)
        assert [(r["timestamp"], r["level"], r["message"], r["file"]) for r in got] == [
            ("2025-03-31 23:52:10+01:00", "ERROR", "Power failure.", "ups/ups.events.2.gz"),
            ("2025-04-04 13:10:38+01:00", "", "Power failure.", "ups/ups.events.1"),
            ("2025-04-17 14:05:25+01:00", "", "Power failure.", "ups/ups.events"),
            ("2025-04-17 14:48:02+01:00", "", "Mains returned.", "ups/ups.events")], source
    # One file read alone has no `file`; a time with no seconds, or a number after it, is no zone.
    assert "file" not in records("ups/ups.events")[0]
    (tmp_path / "jobs.log").write_text("2025-04-17 14:05 +0100 queued\n2025-04-17 14:05:09 1500 rows\n")
    assert [(r["timestamp"], r["message"]) for r in records("jobs.log")] == [
        ("2025-04-17 14:05", "+0100 queued"), ("2025-04-17 14:05:09", "1500 rows")]


def test_a_second_path_given_to_records_is_an_error_not_a_format(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`records('a.log.1', 'a.log.2.gz')` took the second path for the format and read the first
    file as a log, silently: now a TypeError that says how to read several files."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.csv").write_text("x\n1\n")
    with pytest.raises(TypeError, match=r"records\(\) reads one file, folder or glob; .*not 'b.csv'.*records\('logs/daemon.log\*'\)"):
        records("a.csv", "b.csv")
    # Any number of paths gets the same error (not Python's "takes from 1 to 2 positional arguments").
    with pytest.raises(TypeError, match=r"not 'b.csv'.*one call each"):
        records("a.csv", "b.csv", "c.csv", "d.csv")
    assert records("a.csv", "csv") == [{"x": 1}] == records("a.csv", format="csv")
    with pytest.raises(TypeError, match=r"not 'b.csv'"):  # a second path beside a format is not ignored
        records("a.csv", "b.csv", format="csv")


def test_a_log_whose_lines_name_ip_addresses_gives_each_records_first_address(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An auth log (no level, no year in its timestamps) whose lines name addresses at different
    places: each record's `ip` is the first address in its message ('' when none; not a time of
    day or a MAC address), and the preview says so."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "auth.log").write_text(
        "Jul  2 01:00:00 gw sshd[10]: Failed password for root from 203.0.113.9 port 40000 ssh2\n"
        "Jul  2 01:00:05 gw sshd[11]: Failed password for invalid user bob from 2001:db8::7 port 40001 ssh2\n"
        "Jul  2 01:00:09 gw systemd[1]: link 00:1a:2b:3c:4d:5e up at 01:00:09\n")
    found = records("auth.log")
    assert [r["ip"] for r in found] == ["203.0.113.9", "2001:db8::7", ""]
    # A syslog line: its time as written, the host, program and pid by name, the message after them.
    assert {k: found[1][k] for k in ("timestamp", "host", "program", "pid", "message")} == {
        "timestamp": "Jul  2 01:00:05", "host": "gw", "program": "sshd", "pid": 11,
        "message": "Failed password for invalid user bob from 2001:db8::7 port 40001 ssh2"}
    assert found[0]["fields"][:2] == ["Failed", "password"]
    line = records_line(tmp_path / "auth.log", "auth.log")
    assert line is not None and "(keys line, timestamp, level, tag, message, text, ip, host, program, pid, fields)" in line
    assert "the first has timestamp 'Jul  2 01:00:00' and program 'sshd' and message 'Failed password for root" in line
    # rsyslog's ISO form (a host optional): the program, pid and level taken off the message.
    (tmp_path / "ctl.log").write_text("2031-04-26T05:29:13+01:00 ctl[318]: FAULT oven2 over-temperature\n"
                                      "2031-04-26T05:32:13+01:00 gw ctl[318]: INFO oven2 cleared\n")
    iso = records("ctl.log")
    assert [(r["level"], r["program"], r["pid"], r["host"], r["message"]) for r in iso] == [
        ("FAULT", "ctl", 318, "", "oven2 over-temperature"), ("INFO", "ctl", 318, "gw", "oven2 cleared")]
    assert "r['ip'] is the first IP address a line names (e.g. '203.0.113.9')" in line
    # A log that names none has no `ip`.
    (tmp_path / "plain.log").write_text("2026-01-01 10:00:00 OUT gate=north\n")
    assert "ip" not in records("plain.log")[0]


def test_a_section_given_more_than_once_reads_block_by_block(tmp_path: Path) -> None:
    """configparser merged WireGuard's [Peer] blocks into one, the last block's values winning (a
    probe's VPN config read as one peer of three): each block is its own, numbered, with its
    comment lines; settings() gives a list of them, and save_settings writes a change back to its
    own block."""
    from ncurator_cli.scriptlib import save_settings

    wg = tmp_path / "wg0.conf"
    wg.write_text("[Interface]\nAddress = 10.8.0.1/24\n\n[Peer]\n# laptop\nPublicKey = AAA=\nAllowedIPs = 10.8.0.12/32\n\n"
                  "[Peer]\n# phone\nPublicKey = BBB=\nAllowedIPs = 10.8.0.13/32\n")
    found = [(r["section"], r["block"], r["comment"], r["key"], r["value"]) for r in records(wg)]
    assert found == [("Interface", 1, "", "Address", "10.8.0.1/24"), ("Peer", 1, "laptop", "PublicKey", "AAA="),
                     ("Peer", 1, "laptop", "AllowedIPs", "10.8.0.12/32"), ("Peer", 2, "phone", "PublicKey", "BBB="),
                     ("Peer", 2, "phone", "AllowedIPs", "10.8.0.13/32")]
    got = settings(wg)
    assert got["Peer"] == [{"#": "laptop", "PublicKey": "AAA=", "AllowedIPs": "10.8.0.12/32"},
                           {"#": "phone", "PublicKey": "BBB=", "AllowedIPs": "10.8.0.13/32"}]
    assert settings(wg, dotted=True)["Peer.2.PublicKey"] == "BBB="
    got["Peer"][0]["AllowedIPs"] = "10.8.0.50/32"
    save_settings(wg, got)
    assert wg.read_text().count("10.8.0.50/32") == 1 and "10.8.0.13/32" in wg.read_text()
    assert [(r["key"], r["value"]) for r in records(wg) if r["block"] == 1 and r["section"] == "Peer"][1] == (
        "AllowedIPs", "10.8.0.50/32")
    # Two blank lines the file had elsewhere stay two: only where a block went are they made one.
    wg.write_text("[Interface]\nAddress = 10.8.0.1/24\n\n\n[Peer]\nPublicKey = AAA=\n\n[Peer]\nPublicKey = BBB=\n")
    s = settings(wg)
    s["Peer"] = s["Peer"][:1]
    save_settings(wg, s)
    assert wg.read_text() == "[Interface]\nAddress = 10.8.0.1/24\n\n\n[Peer]\nPublicKey = AAA=\n\n"
    # A file with each section once reads as before: no block or comment keys.
    (tmp_path / "a.ini").write_text("[x]\nk = 1\n")
    assert [dict(r) for r in records(tmp_path / "a.ini")] == [{"section": "x", "key": "k", "value": 1}]


def test_python_records_name_the_environment_variables_read_and_each_calls_arguments(tmp_path: Path) -> None:
    """`os.environ['X']`, `os.getenv('X')`, `getenv('X')`, `os.environ.get('X')` and `.setdefault`
    are 'env' records named X, in the function they are read in; an assignment to os.environ reads
    nothing. A call's `args` are its arguments (a string literal as its text)."""
    (tmp_path / "m.py").write_text("import os\nfrom os import getenv\nDB = os.environ['DB_URL']\n"
                                   "def f():\n    os.environ['SET_ME'] = 'x'\n"
                                   "    return os.getenv('A_B', '1'), os.environ.get('C'), getenv('D'), "
                                   "os.environ.setdefault('E', '2')\n"
                                   "@app.post('/orders', name=n)\ndef g():\n    pass\n")
    found = records(tmp_path / "m.py")
    assert [(r["name"], r["in"]) for r in found if r["kind"] == "env"] == [
        ("DB_URL", "<module>"), ("A_B", "f"), ("C", "f"), ("D", "f"), ("E", "f")]
    calls = {r["name"]: r["args"] for r in found if r["kind"] == "call"}
    assert calls["getenv"] == ["D"] or calls["getenv"] == ["A_B", "1"]
    assert calls["post"] == ["/orders", "name=n"]
    # `callee`: the call as written, which a question names ("which functions call os.getenv").
    assert {r["callee"] for r in found if r["kind"] == "call" and r["name"] in ("getenv", "post")} == {
        "os.getenv", "getenv", "app.post"}


def test_a_block_left_out_of_settings_list_is_removed_with_its_comment_and_nothing_else(tmp_path: Path) -> None:
    """A peer taken out of settings()'s list of [Peer] blocks and saved: its header, its settings
    and the comment right above it go; the other peer, its comments, a commented-out block and the
    [Interface] stay byte for byte. Each block's `comment` is the one above its header and among
    its settings, not a comment after its last setting."""
    from ncurator_cli.scriptlib import save_settings

    wg = tmp_path / "wg0.conf"
    wg.write_text("# office VPN\n\n[Interface]\nAddress = 10.8.0.1/24\n\n# Jamie - X1\n[Peer]\nPublicKey = AAA=\n"
                  "AllowedIPs = 10.8.0.12/32\n\n# Olu - old laptop\n#[Peer]\n#PublicKey = OOO=\n\n"
                  "# Priya - MacBook\n[Peer]\n# spare key\nPublicKey = BBB=\nAllowedIPs = 10.8.0.14/32\n")
    assert {r["block"]: r["comment"] for r in records(wg) if r["section"] == "Peer"} == {
        1: "Jamie - X1", 2: "Priya - MacBook; spare key"}
    s = settings(wg)
    s["Peer"] = [p for p in s["Peer"] if p["PublicKey"] != "AAA="]
    save_settings(wg, s)
    assert wg.read_text() == ("# office VPN\n\n[Interface]\nAddress = 10.8.0.1/24\n\n# Olu - old laptop\n#[Peer]\n"
                              "#PublicKey = OOO=\n\n# Priya - MacBook\n[Peer]\n# spare key\nPublicKey = BBB=\n"
                              "AllowedIPs = 10.8.0.14/32\n")


def test_one_object_reads_as_its_nested_object_with_lenient_keys(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A JSON price list joined to a table's labels: the nested part by its key, and a label in
    another case, or abbreviated, finds its key; two keys it could stand for is no match."""
    import json

    from ncurator_cli.scriptlib import key_match

    monkeypatch.chdir(tmp_path)
    (tmp_path / "prices.json").write_text(json.dumps(
        {"concert": "Summer Concert", "currency": "GBP", "prices": {"adult": 12.0, "concession": 9.0, "child": 5.0}}))
    got = records("prices.json")
    assert got["prices"] == {"adult": 12.0, "concession": 9.0, "child": 5.0}
    assert got["prices"]["Adult"] == 12.0
    assert got["prices"]["Conc."] == 9.0
    assert got["prices"].get("Adults") == 12.0
    assert "Concession" in got["prices"]
    assert got["Adult"] == 12.0  # a leaf under one parent only
    with pytest.raises(KeyError):
        got["Conc."]  # "concert" or "prices.concession": no guess between two (never the concert's name)
    assert got["currency"] == "GBP"
    with pytest.raises(KeyError):
        got["prices"]["c"]  # too short to abbreviate
    with pytest.raises(KeyError):
        got["prices"]["senior"]
    assert key_match("Ch", ["child", "chair"]) is None
    assert key_match("chi", ["child", "chair"]) == "child"
    assert key_match("ch", ["child"]) is None
    assert key_match("Ticket_Type", ["ticket type", "qty"]) == "ticket type"
    assert key_match("con", ["concession", "concert"]) is None  # two fit: no guess


def test_an_invented_reader_of_a_data_file_becomes_records(tmp_path: Path) -> None:
    (tmp_path / "prices.json").write_text('{"a": 1}')
    code = ("from ncurator_cli.scriptlib import records\n"
            "prices = data('prices.json')\n"
            "other = load_it('missing.json')\n"
            "def data2(p):\n    return p\n"
            "y = data2('prices.json')\n")
    out = add_missing_imports(code, tmp_path)
    lines = out.splitlines()
    assert lines[1] == "prices = records('prices.json')"
    assert lines[2] == "other = load_it('missing.json')"  # no such file: left for its NameError
    assert lines[-1] == "y = data2('prices.json')"  # the script's own function


def test_a_json_settings_list_of_objects_is_keyed_by_each_items_name(tmp_path: Path, monkeypatch) -> None:
    """settings() of a JSON file names each object of a list by its name (or id) field:
    `kiosks.Till.idle_s`, the key set_values takes. save_settings writes a value set by that key,
    or one changed inside the list itself, into that item only; the other items and the layout
    stay. Items with no distinct name are named by their index."""
    import json

    from ncurator_cli.scriptlib import save_settings, settings

    monkeypatch.chdir(tmp_path)
    conf = {"site": "Lakeside", "kiosks": [{"id": "K2", "name": "Terrace", "idle_s": 120, "saver": {"on": True}},
                                           {"id": "K1", "name": "Till", "idle_s": 90, "saver": {"on": True}}],
            "pairs": [{"v": 1}, {"v": 1}]}
    (tmp_path / "c.json").write_text(json.dumps(conf, indent=2, ensure_ascii=False) + "\n")
    got = settings("c.json")
    assert got["kiosks.Till.idle_s"] == 90 and got["kiosks.Terrace.saver.on"] is True
    assert got["pairs.0.v"] == 1 and got["kiosks"][1]["name"] == "Till"
    got["kiosks.Till.idle_s"] = 300
    got["kiosks"][1]["saver"]["on"] = False
    save_settings("c.json", got)
    want = json.loads(json.dumps(conf))
    want["kiosks"][1].update(idle_s=300, saver={"on": False})
    assert (tmp_path / "c.json").read_text() == json.dumps(want, indent=2, ensure_ascii=False) + "\n"
    # YAML lists stay lists (its writer does not reach into them).
    (tmp_path / "c.yaml").write_text("kiosks:\n  - name: A\n    t: 5\n")
    assert settings("c.yaml") == {"kiosks": [{"name": "A", "t": 5}]}


def test_a_nested_settings_file_is_read_nested_too_and_a_part_set_is_saved(tmp_path: Path, monkeypatch) -> None:
    """settings() of a JSON/YAML/TOML file keys values by dotted path, and reads them nested as
    well: `s['fees']['junior']` is `s['fees.junior']`. A value set through a part is set in the
    whole, so save_settings of the whole writes that one line; a part that is not there is a
    KeyError naming the keys."""
    import json

    from ncurator_cli.scriptlib import save_settings, settings

    monkeypatch.chdir(tmp_path)
    conf = {"club": "Riverside", "fees": {"junior": 20, "senior": {"full": 55, "off_peak": 40}}}
    (tmp_path / "m.json").write_text(json.dumps(conf, indent=2) + "\n")
    s = settings("m.json")
    assert s["fees.senior.full"] == 55 and s["fees"]["senior"]["full"] == 55
    assert "fees" in s and s["fees"]["junior"] == 20 and dict(s["fees"]["senior"]) == {"full": 55, "off_peak": 40}
    s["fees"]["senior"]["off_peak"] = 45
    assert s["fees.senior.off_peak"] == 45
    with pytest.raises(KeyError, match="no key here"):
        s["levies"]  # noqa: B018
    save_settings("m.json", s)
    conf["fees"]["senior"]["off_peak"] = 45
    assert (tmp_path / "m.json").read_text() == json.dumps(conf, indent=2) + "\n"
    (tmp_path / "t.toml").write_text("[fees]\njunior = 20 # termly\n")
    t = settings("t.toml")
    t["fees"].update(junior=25)
    save_settings("t.toml", t)
    assert (tmp_path / "t.toml").read_text() == "[fees]\njunior = 25 # termly\n"


def test_python_records_name_modules_as_imported_and_each_call_by_its_caller(tmp_path: Path, monkeypatch) -> None:
    """A package one folder down is named as Python imports it (`shop.cart`, not `app.shop.cart`);
    a folder that is no package keeps its path's name. A call record's `caller` is the def that
    makes it as its module names it: `Basket.total` for a method, the function's own name, or
    '<module>'."""
    from ncurator_cli.scriptlib import records

    monkeypatch.chdir(tmp_path)
    (tmp_path / "app" / "shop").mkdir(parents=True)
    (tmp_path / "app" / "shop" / "__init__.py").write_text("from .cart import Basket\n")
    (tmp_path / "app" / "shop" / "cart.py").write_text(
        "from . import tax\n\n\nclass Basket:\n    def total(self):\n        return tax.add(1)\n\n\n"
        "def empty():\n    return tax.add(0)\n\n\ntax.add(2)\n")
    (tmp_path / "app" / "tools").mkdir()
    (tmp_path / "app" / "tools" / "run.py").write_text("print(1)\n")
    cart = records("app/shop/cart.py")
    assert {r["module"] for r in cart} == {"shop.cart"}
    assert {r["module"] for r in records("app/shop/__init__.py")} == {"shop"}
    assert {r["module"] for r in records("app/tools/run.py")} == {"app.tools.run"}
    calls = [(r["caller"], r["in"], r["callee"]) for r in cart if r["kind"] == "call"]
    assert calls == [("Basket.total", "total", "tax.add"), ("empty", "empty", "tax.add"), ("<module>", "<module>", "tax.add")]


def test_an_estimated_amount_is_a_number_that_prints_as_written(tmp_path: Path, monkeypatch) -> None:
    """"c.£110", "approx. £90" and "~$40" in a value column read as numbers (110, 90, 40) that
    print as written; text methods on them still give text whose float() is the amount, as a
    script written for strings expects; a word that merely starts so is no amount."""
    from ncurator_cli.scriptlib import records

    monkeypatch.chdir(tmp_path)
    (tmp_path / "v.csv").write_text('item,value\nA,c.£110\nB,approx. £90\nC,~$40\nD,"£1,250"\nE,cash\n')
    got = {r["item"]: r["value"] for r in records("v.csv")}
    assert [got[k] > 100 for k in "ABCD"] == [True, False, False, True]
    assert str(got["A"]) == "c.£110" and got["B"] + 0 == 90.0 and got["C"] == 40
    assert float(got["A"].replace("c.", "").strip()) == 110.0 and got["E"] == "cash"
    # A number with a note in brackets, in a column of numbers: that number, printed as written.
    (tmp_path / "w.csv").write_text("item,value\nA,£40\nB,110 (Discogs median)\nC,£90\nD,£75\nE,\n")
    got = {r["item"]: r["value"] for r in records("w.csv")}
    assert got["B"] == 110 and str(got["B"]) == "110 (Discogs median)" and got["E"] == ""
    (tmp_path / "x.csv").write_text("item,note\nA,2 (see above)\nB,pending\nC,ok\n")
    assert [r["note"] for r in records("x.csv")] == ["2 (see above)", "pending", "ok"]  # no column of numbers
