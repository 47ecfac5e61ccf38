"""data_query on real files: every format as records, rotated and gzipped logs, filters,
groups, sums, sorting, bad input as one-line errors."""

from __future__ import annotations

import gzip
from pathlib import Path
from typing import Any

import pytest

from ncurator_cli.tools import ToolEnv, ToolError
from ncurator_cli.tools.data import DATA_QUERY, number


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    (root / "logs").mkdir(parents=True)
    (root / "sales.csv").write_text("region,item,amount\nnorth,lamp,\"1,200.50\"\nsouth,desk,300\nnorth,desk,$99.50\n")
    (root / "semi.csv").write_text("name;qty\na;3\nb;4\n")
    (root / "users.json").write_text('{"meta": {"v": 1}, "users": [{"name": "ann", "age": 31, "team": {"id": "x"}}, {"name": "bob", "age": 25, "team": {"id": "y"}}]}')
    (root / "events.jsonl").write_text('{"kind": "open", "n": 1}\n{"kind": "close", "n": 2}\n')
    (root / "svc.yaml").write_text("services:\n  - name: web\n    port: 80\n  - name: db\n    port: 5432\n")
    (root / "app.toml").write_text("[server]\nport = 8080\nhost = 'a'\n[db]\nport = 5432\nhost = 'b'\n")
    (root / "app.ini").write_text("[main]\ntimeout = 30\nretries = 2\n[extra]\nmode = fast\n")
    (root / "logs" / "web.log").write_text("2024-05-01 10:00:00 INFO started\n2024-05-01 10:00:05 ERROR disk full\n")
    (root / "logs" / "web.log.1").write_text("2024-04-30 09:00:00 [WARNING] slow\n2024-04-30 09:00:01 [ERROR] timeout\n")
    with gzip.open(root / "logs" / "web.log.2.gz", "wt") as fh:
        fh.write("2024-04-29 08:00:00 ERROR: old failure\n")
    return root


def q(ws: Path, **args: object):
    return DATA_QUERY.run(ToolEnv(ws, max_output_chars=20000), args)


def test_numbers_read_like_people_write_them() -> None:
    assert number("1,200.50") == 1200.5 and number("$99.50") == 99.5 and number("7%") == 7 and number(3) == 3
    assert number("v1.2") is None and number("") is None and number(True) is None


def test_csv_filter_group_sum_sort(ws: Path) -> None:
    res = q(ws, path="sales.csv", group_by="region", sum=["amount"], sort_by="amount", descending=True)
    assert res.data["sums"] == {"amount": 1600}
    assert res.data["groups"] == [{"region": "north", "count": 2, "sum amount": 1300}, {"region": "south", "count": 1, "sum amount": 300}]
    big = q(ws, path="sales.csv", where=["amount > 250", "item != lamp"])
    assert [r["region"] for r in big.data["rows"]] == ["south"]
    assert "sales.csv:3: region=south" in big.text
    assert q(ws, path="semi.csv", sum=["qty"]).data["sums"] == {"qty": 7}


def test_json_yaml_toml_ini_jsonl_as_records(ws: Path) -> None:
    users = q(ws, path="users.json", where=["age >= 30"]).data["rows"]
    assert [(u["name"], u["team.id"]) for u in users] == [("ann", "x")]
    assert [r["kind"] for r in q(ws, path="events.jsonl", sort_by="n", descending=True).data["rows"]] == ["close", "open"]
    assert q(ws, path="svc.yaml", sum=["port"]).data["sums"] == {"port": 5512}
    toml = q(ws, path="app.toml", where=["host = b"]).data["rows"]
    assert [(r["key"], r["port"]) for r in toml] == [("db", 5432)]
    ini = q(ws, path="app.ini", where=["section = main"]).data["rows"]
    assert {r["key"]: r["value"] for r in ini} == {"timeout": "30", "retries": "2"}


def test_rotated_and_gzipped_logs_are_one_table(ws: Path) -> None:
    res = q(ws, path="logs", glob="web.log*", where=["level = ERROR"], group_by="_file")
    assert res.data["matched"] == 3 and res.data["records"] == 5
    assert {g["_file"] for g in res.data["groups"]} == {"logs/web.log", "logs/web.log.1", "logs/web.log.2.gz"}
    warn = q(ws, path="logs", where=["level = WARN"]).data["rows"]
    assert [r["message"] for r in warn] == ["slow"]
    assert q(ws, path="logs", where=["message ~ disk|old"]).data["matched"] == 2
    # The rotations in the order their lines were written: the oldest (.2.gz) first.
    rows = q(ws, path="logs", glob="web.log*").data["rows"]
    assert [r["_file"] for r in rows][:1] == ["logs/web.log.2.gz"] and rows[-1]["_file"] == "logs/web.log"


def test_a_logs_own_level_word_is_its_level_where_its_other_lines_have_levels(ws: Path) -> None:
    """`FAULT` where the other lines say INFO and WARN is that line's level; in a log whose lines
    have no levels, an upper-case word opening a message stays part of it."""
    (ws / "boiler.log").write_text("2025-11-04 06:00:04 INFO heating on\n2025-11-04 06:01:15 FAULT F28 ignition failure\n"
                                   "2025-11-04 06:02:00 WARN pressure low\n2025-11-04 06:03:00 burner restarted\n")
    rows = q(ws, path="boiler.log", where=["level = FAULT"]).data["rows"]
    assert [r["message"] for r in rows] == ["F28 ignition failure"]
    assert q(ws, path="boiler.log", where=["level = "]).data["matched"] == 1  # no level of its own word
    (ws / "plain.log").write_text("2025-11-04 06:00:04 GET /index 200\n2025-11-04 06:00:05 POST /form 302\n")
    assert {r["level"] for r in q(ws, path="plain.log").data["rows"]} == {""}


def test_an_access_log_is_queried_by_its_named_columns(ws: Path) -> None:
    """An access log (combined format) filters and groups by status, path and ip; a row's text
    leaves out the line's `fields` (its text split up again), which stay in the data."""
    lines = [f'192.0.2.{i % 3} - - [0{1 + i % 2}/Jun/2026:10:00:0{i} +0000] "GET /shop/{"cart" if i % 2 else "pay?x=1"} HTTP/1.1" '
             f'{502 if i % 4 == 0 else 200} {100 + i} "-" "curl/8"' for i in range(8)]
    (ws / "logs" / "access.log").write_text("\n".join(lines) + "\n")
    res = q(ws, path="logs/access.log", where=["status >= 500", "path = /shop/pay"], group_by="ip")
    assert res.data["matched"] == 2 and {g["ip"] for g in res.data["groups"]} == {"192.0.2.0", "192.0.2.1"}
    rows = q(ws, path="logs/access.log", where=["status = 502"])
    assert "fields=" not in rows.text and "path=/shop/pay" in rows.text and "query=x=1" in rows.text
    assert rows.data["rows"][0]["fields"][5] == 502
    june2 = q(ws, path="logs/access.log", where=["timestamp ~ ^2026-06-02"])
    assert june2.data["matched"] == 4


def test_bad_input_is_a_one_line_error(ws: Path) -> None:
    (ws / "bad.json").write_text("{nope")
    with pytest.raises(ToolError, match="bad.json is not valid json"):
        q(ws, path="bad.json")
    with pytest.raises(ToolError, match="cannot read the condition"):
        q(ws, path="sales.csv", where=["amount"])
    with pytest.raises(ToolError, match="no files match"):
        q(ws, path=".", glob="*.parquet")
    res = q(ws, path="sales.csv", where=["price > 3"])
    assert "no field named price; fields are: amount, item, region" in res.text


def _logs(root: Path) -> None:
    (root / "logs").mkdir(parents=True)
    lines = ["2024-05-01 10:00:00 ERROR api: upstream gateway timeout", "2024-05-01 10:00:01 WARN api: gateway timeout, retrying",
             "2024-05-01 10:00:02 INFO api: ok"]
    (root / "logs" / "web.log").write_text("\n".join(lines) + "\n")
    (root / "logs" / "web.log.1").write_text("\n".join(lines[:2] * 2) + "\n")
    with gzip.open(root / "logs" / "web.log.2.gz", "wt") as fh:
        fh.write(lines[0] + "\n")
    (root / "logs" / "other.log").write_text(lines[0] + "\n")


def test_question_facts_count_a_quoted_phrase_over_a_log_and_its_rotations(tmp_path: Path) -> None:
    from ncurator_cli.tools.data import question_facts

    _logs(tmp_path)
    files = ["logs/web.log", "logs/web.log.1", "logs/web.log.2.gz", "logs/other.log"]
    facts = question_facts(ToolEnv(tmp_path), files,
                           'How many ERROR lines mention "gateway timeout" in logs/web.log and its rotated files?')
    # The named log and its rotations (the .gz read too), not the other log; the level the
    # question names gets its own total, and no all-levels total competes with it.
    assert facts == ['logs/web.log: 2 lines contain "gateway timeout" (ERROR 1, WARN 1)',
                     'logs/web.log.1: 4 lines contain "gateway timeout" (ERROR 2, WARN 2)',
                     'logs/web.log.2.gz: 1 lines contain "gateway timeout" (ERROR 1)',
                     'in all 3 files: 4 ERROR lines contain "gateway timeout"']
    # Without "rotated", only the file it names.
    only = question_facts(ToolEnv(tmp_path), files, 'How many lines of logs/web.log mention "gateway timeout"?')
    assert only == ['logs/web.log: 2 lines contain "gateway timeout" (ERROR 1, WARN 1)']


def test_question_facts_count_named_values_of_named_fields_in_records(tmp_path: Path) -> None:
    from ncurator_cli.tools.data import question_facts

    (tmp_path / "orders.csv").write_text("id,region,status,amount\n1,North,paid,10.50\n2,South,open,4\n"
                                         "3,north ,paid,1\n4,West,paid,7\n")
    facts = question_facts(ToolEnv(tmp_path), ["orders.csv"], "How many orders in orders.csv have status paid and "
                                                               "what is the amount of order region North?")
    assert "orders.csv: 3 of 4 rows have status = paid" in facts
    assert "orders.csv: 2 of 4 rows have region = North" in facts  # case and spacing aside
    assert "orders.csv: sum of amount over 4 rows = 22.50" in facts
    assert question_facts(ToolEnv(tmp_path), ["orders.csv"], "What is in the readme?") == []


def test_the_host_only_facts_tool_is_in_no_toolset() -> None:
    from ncurator_cli.tools import ALL, HOST_TOOLS, toolset

    assert [t.name for t in HOST_TOOLS] == ["question_facts", "settings_facts", "judge_documents", "repair_search",
                                             "script_call"]
    offered = {t.name for t in toolset()} | {t.name for t in toolset(read_only=True)}
    assert all(t.name in ALL and t.name not in offered for t in HOST_TOOLS)


def _configs(root: Path) -> None:
    """Four settings formats; two files give `port` one value, under different key paths."""
    (root / "svc").mkdir()
    (root / "svc" / "a.yaml").write_text("name: a\nport: 7001\nmetrics_port: 9001\nadmin_address: 127.0.0.1:7004\n")
    (root / "svc" / "b.ini").write_text("[service]\nname = b\n[server]\nport = 7002\nworkers = 4\n")
    (root / "svc" / "c.json").write_text('{"name": "c", "listen": {"port": 7002}, "debug": false}')
    (root / "svc" / "d.toml").write_text('name = "d"\nport = 7004\n[mail]\nport = 25\n')
    (root / "svc" / "broken.yaml").write_text("name: [unclosed\n")
    (root / "notes.txt").write_text("port 7002 is ours\n")


def test_settings_facts_list_the_named_setting_per_file_and_the_values_files_share(tmp_path: Path) -> None:
    """A setting the task names (by its last key part, plural or not) is listed with its full key
    in each settings file, whatever the format; the values two files share are said once; a file
    that does not parse, and files that are no settings files, are left out."""
    from ncurator_cli.tools.data import settings_facts

    _configs(tmp_path)
    files = sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*") if p.is_file())
    facts = settings_facts(ToolEnv(tmp_path), files, "Which two services in svc/ listen on the same ports?")
    assert facts == ["svc/a.yaml: port = 7001; metrics_port = 9001",
                     "svc/b.ini: server.port = 7002",
                     "svc/c.json: listen.port = 7002",
                     "svc/d.toml: port = 7004; mail.port = 25",
                     "the same value in two or more files: 7002 in svc/b.ini server.port, svc/c.json listen.port"]
    # An address's port is compared with ports; a short value only between settings of one name.
    facts = settings_facts(ToolEnv(tmp_path), files, "Which ports or addresses clash in svc/?")
    assert facts[0] == "svc/a.yaml: port = 7001; metrics_port = 9001; admin_address = 127.0.0.1:7004"
    assert facts[-1] == ("the same value in two or more files: 7004 in svc/a.yaml admin_address (127.0.0.1:7004), "
                         "svc/d.toml port; 7002 in svc/b.ini server.port, svc/c.json listen.port")
    # A setting only one file holds, or none: nothing to compare.
    assert settings_facts(ToolEnv(tmp_path), files, "Which service runs more than 2 workers?") == []
    assert settings_facts(ToolEnv(tmp_path), files, "Tidy the svc folder.") == []
    # No shared value is said too (the model would otherwise look for one).
    facts = settings_facts(ToolEnv(tmp_path), files, "Is debug on anywhere, and what is each name?")
    assert facts[-1] == "the same value in two or more files: none" and "svc/c.json: name = c; debug = false" in facts


def test_settings_facts_hide_secret_values_and_read_no_setting_off_a_file_name(tmp_path: Path) -> None:
    from ncurator_cli.tools.data import settings_facts

    (tmp_path / "prod.env").write_text("APP_ENV=production\nMAIL_API_KEY=k-29f8e7d6c5b4a3\n")
    (tmp_path / "staging.env").write_text("APP_ENV=staging\nMAIL_API_KEY=k-00aa11bb22cc33\n")
    files = ["prod.env", "staging.env"]
    facts = settings_facts(ToolEnv(tmp_path), files, "Which mail API is set up in each environment?")
    assert facts[:2] == ["prod.env: MAIL_API_KEY = [REDACTED]", "staging.env: MAIL_API_KEY = [REDACTED]"]
    assert facts[-1] == "the same value in two or more files: none"  # secrets compared as they are, not masked
    # ".env" names a file, not the APP_ENV setting; "keys" speaks of settings in general.
    # (Compared, the two files' keys: the same ones; no setting is read off the word "env".)
    assert settings_facts(ToolEnv(tmp_path), files, "Copy the keys of prod.env missing from staging.env.") == [
        "prod.env and staging.env set the same keys"]
    # A setting some files hold and others not, no value shared: words that matched by chance, no list.
    (tmp_path / "dev.env").write_text("APP_ENV=dev\n")
    assert settings_facts(ToolEnv(tmp_path), [*files, "dev.env"], "Which mail API is set up in each environment?") == []


def test_a_question_gets_the_settings_facts_among_its_question_facts(tmp_path: Path) -> None:
    from ncurator_cli.tools import ALL

    _configs(tmp_path)
    out = ALL["question_facts"].run(ToolEnv(tmp_path), {"question": "Which services in svc/ share a port?"}).text
    assert "7002 in svc/b.ini server.port, svc/c.json listen.port" in out
    out = ALL["settings_facts"].run(ToolEnv(tmp_path), {"task": "Give the later of the two services sharing a port 7009."})
    assert "svc/d.toml: port = 7004; mail.port = 25" in out.text
    assert ALL["settings_facts"].run(ToolEnv(tmp_path), {"task": "Rename svc."}).data == {"facts": []}


def test_data_export_writes_a_docx_table_exactly_through_a_command(tmp_path: Path) -> None:
    import docx

    from ncurator_cli.tools import ALL

    d = docx.Document()
    d.add_paragraph("Prices")
    rows = [["Code", "Item", "Price"], ["007", 'Tie, "L" type', "3,475.00"], ["012", "Box", "2.40"]]
    t = d.add_table(rows=3, cols=3)
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            t.cell(i, j).text = v
    d.save(str(tmp_path / "p.docx"))
    tool = ALL["data_export"]
    assert not tool.read_only  # a change: it becomes a command, run through the command path
    command = tool.command(ToolEnv(tmp_path), {"path": "p.docx", "output": "out/p.csv"})
    assert command.startswith("mkdir -p -- out && cat > out/p.csv <<'NCURATOR_EOF_")
    body = command.split("\n", 1)[1].rsplit("\n", 1)[0]
    import csv
    import io
    assert list(csv.reader(io.StringIO(body))) == rows  # leading zeros, quotes, separators kept
    lines = tool.command(ToolEnv(tmp_path), {"path": "p.docx", "output": "c.txt", "format": "lines", "line": "{Code}",
                                              "where": ["Price > 2.5"]})
    assert lines.split("\n")[1:-1] == ["007"]
    with pytest.raises(ToolError, match="no field named Cost; the fields are: Code, Item, Price"):
        tool.command(ToolEnv(tmp_path), {"path": "p.docx", "output": "c.txt", "fields": ["Cost"]})
    with pytest.raises(ToolError, match="no table 3"):
        tool.command(ToolEnv(tmp_path), {"path": "p.docx", "output": "c.txt", "table": 3})


def test_question_facts_list_no_tied_rows_for_a_question_that_asks_a_quantity(tmp_path: Path) -> None:
    """"How many pies for the 3rd?": three records share the question's words, and the count is over
    every record of that day, written other ways too; listed, a model answered with a number of one
    of them. A lookup ("which ... ?") still gets the tied rows, and a quantity question the one row
    that matches best."""
    from ncurator_cli.tools.data import question_facts

    (tmp_path / "jobs.jsonl").write_text(
        '{"ref": "K-1", "day": "3 May", "item": "Pork pie", "n": 2}\n'
        '{"ref": "K-2", "day": "3 May", "item": "Pork pie", "n": 5}\n'
        '{"ref": "K-3", "day": "3 May", "item": "Pork pie", "n": 1}\n'
        '{"ref": "K-4", "day": "05/03", "item": "pork pie", "n": 4}\n')
    assert question_facts(ToolEnv(tmp_path), ["jobs.jsonl"], "How many pork pie for 3 May in jobs.jsonl?") == []
    tied = question_facts(ToolEnv(tmp_path), ["jobs.jsonl"], "Which jobs in jobs.jsonl are pork pie for 3 May?")
    assert len(tied) == 3 and tied[0].startswith("jobs.jsonl record 1 (matches 3 words of the question)")
    one = question_facts(ToolEnv(tmp_path), ["jobs.jsonl"], "How many pork pie in job K-2 of jobs.jsonl?")
    assert len(one) == 1 and "ref=K-2" in one[0]


def test_dates_written_several_ways_filter_group_and_sort_as_one_kind(tmp_path: Path) -> None:
    """A column that writes its dates several ways: `where` with a date in any clear form, or a
    range, holds for every form; grouping and sorting go by the date. One form is left as written."""
    (tmp_path / "visits.csv").write_text(
        "who,day,n\nann,2025-03-07,1\nbo,07/03/2025,2\ncy,Fri 7 March,3\ndee,8 Mar 2025,4\ned,2025-03-06T17:00,5\n"
        "flo,20/02/2025,6\n")
    same = q(tmp_path, path="visits.csv", where=["day = 7 March 2025"])
    assert [r["who"] for r in same.data["rows"]] == ["ann", "bo", "cy"]
    assert [r["who"] for r in q(tmp_path, path="visits.csv", where=["day = 2025-03-07"]).data["rows"]] == ["ann", "bo", "cy"]
    late = q(tmp_path, path="visits.csv", where=["day >= 2025-03-07"], sort_by="day", descending=True)
    assert [r["who"] for r in late.data["rows"]] == ["dee", "ann", "bo", "cy"]
    groups = q(tmp_path, path="visits.csv", group_by="day", sum=["n"], sort_by="day")
    assert groups.data["groups"] == [{"day": "2025-02-20", "count": 1, "sum n": 6}, {"day": "2025-03-06", "count": 1, "sum n": 5},
                                     {"day": "2025-03-07", "count": 3, "sum n": 6}, {"day": "2025-03-08", "count": 1, "sum n": 4}]
    (tmp_path / "one.csv").write_text("who,day\nann,07/03/2025\nbo,08/03/2025\n")
    assert [r["day"] for r in q(tmp_path, path="one.csv").data["rows"]] == ["07/03/2025", "08/03/2025"]
    # One form with month names: shown as written, filtered and sorted as dates.
    (tmp_path / "named.csv").write_text("who,day\nann,2 Oct 2025\nbo,16 Sep 2025\ncy,30 Sep 2025\n")
    named = q(tmp_path, path="named.csv", where=["day < 2025-10-01"], sort_by="day")
    assert [(r["who"], r["day"]) for r in named.data["rows"]] == [("bo", "16 Sep 2025"), ("cy", "30 Sep 2025")]


def test_times_written_several_ways_filter_as_times(tmp_path: Path) -> None:
    (tmp_path / "draw.csv").write_text("time,player\n9:00,Ann\n9.45,Bo\n10:00,Cy\n08:30,Di\n")
    early = q(tmp_path, path="draw.csv", where=["time < 10:00"], sort_by="time")
    assert [r["player"] for r in early.data["rows"]] == ["Di", "Ann", "Bo"]
    assert [r["player"] for r in q(tmp_path, path="draw.csv", where=["time = 9:45 am"]).data["rows"]] == ["Bo"]


def test_labels_written_several_ways_group_as_one(tmp_path: Path) -> None:
    """'Ella Price' and 'ella price' are one swimmer: grouped under the column's usual form."""
    (tmp_path / "res.csv").write_text("swimmer,time\nElla Price,34.2\nella price,33.4\nJosh Mbeki,29.9\nElla Price,35.0\n")
    groups = q(tmp_path, path="res.csv", group_by="swimmer", sort_by="count", descending=True)
    assert groups.data["groups"] == [{"swimmer": "Ella Price", "count": 3}, {"swimmer": "Josh Mbeki", "count": 1}]


def test_question_facts_read_no_question_word_inside_an_email_address(tmp_path: Path) -> None:
    """"phone and email orders": `orders` inside orders@… made one customer of many the best match
    (a probe's model answered with a description of that one record)."""
    from ncurator_cli.tools.data import question_facts

    rows = ["name,type,status,email"] + [f"Shop {i},wholesale,active,hello{i}@shop.example" for i in range(6)]
    rows.append("Kettle,wholesale,active,orders@kettle.example")
    (tmp_path / "customers.csv").write_text("\n".join(rows) + "\n")
    facts = question_facts(ToolEnv(tmp_path), ["customers.csv"],
                           "Which active wholesale customers in customers.csv have no phone or email orders?")
    assert not [f for f in facts if "words of the question" in f]


def _exported(tmp_path: Path, **args: Any) -> list[list[str]]:
    import csv
    import io

    from ncurator_cli.tools import ALL

    command = ALL["data_export"].command(ToolEnv(tmp_path), {"output": "out.csv", **args})
    body = command.split("\n", 1)[1].rsplit("\n", 1)[0]
    return list(csv.reader(io.StringIO(body)))


def test_data_export_groups_records_of_several_files_with_a_measure_sorted_and_renamed(tmp_path: Path) -> None:
    """One row per group, measured over the records of two files; sorted by the value with ties in
    key order, the header the task's names; labels written two ways are one group."""
    (tmp_path / "a.csv").write_text("day,kind,n,who\n2025-04-01,Wren,3,x\n2025-04-01,Robin,2,x\n2025-04-02,wren,1,y\n")
    (tmp_path / "b.csv").write_text("day,kind,n,who\n2025-04-01,Jay,4,z\n2025-04-03,Robin,2,z\n2025-04-03,Owl,,z\n")
    rows = _exported(tmp_path, path="a.csv", also=["b.csv"], group_by="kind", value="n", measure="sum",
                     sort_by="value", descending=True, header=["kind", "total"])
    assert rows == [["kind", "total"], ["Jay", "4"], ["Robin", "4"], ["Wren", "4"], ["Owl", ""]]
    assert _exported(tmp_path, path="a.csv", also=["b.csv"], group_by="kind", measure="count", sort_by="key")[1:] == [
        ["Jay", "1"], ["Owl", "1"], ["Robin", "2"], ["Wren", "2"]]
    assert _exported(tmp_path, path="a.csv", also=["b.csv"], group_by="kind", value="n", measure="min",
                     where=["day <= 2025-04-01"], decimals=2)[1:] == [["Wren", "3.00"], ["Robin", "2.00"], ["Jay", "4.00"]]
    assert _exported(tmp_path, path="a.csv", also=["b.csv"], group_by="who", value="n", measure="mean",
                     fields=["mean_n", "who"]) == [["mean_n", "who"], ["2.5", "x"], ["1", "y"], ["3", "z"]]
    with pytest.raises(ToolError, match="grouped export's columns are who, mean_n"):
        _exported(tmp_path, path="a.csv", group_by="who", value="n", measure="mean", fields=["n"])


def test_data_export_of_a_folder_reads_its_files_oldest_rotation_first_and_not_its_own_output(tmp_path: Path) -> None:
    (tmp_path / "sales").mkdir()
    (tmp_path / "sales" / "jan.csv").write_text("store,amount\nLeeds,10.50\nYork,2\n")
    (tmp_path / "sales" / "feb.csv").write_text("store,amount\nleeds,1\n")
    (tmp_path / "sales" / "out.csv").write_text("store,sum_amount\nLeeds,999\n")
    rows = _exported(tmp_path, path="sales", glob="*.csv", output="sales/out.csv", group_by="store", value="amount",
                     sort_by="value", descending=True, decimals=2)
    assert rows == [["store", "sum_amount"], ["Leeds", "11.50"], ["York", "2.00"]]


def test_data_export_refuses_what_it_cannot_do_with_a_one_line_reason(tmp_path: Path) -> None:
    (tmp_path / "a.csv").write_text("kind,n\nx,1\n")
    with pytest.raises(ToolError, match="measure sum needs value"):
        _exported(tmp_path, path="a.csv", group_by="kind")
    with pytest.raises(ToolError, match="no field named qty; the fields are: kind, n"):
        _exported(tmp_path, path="a.csv", group_by="kind", value="qty")
    with pytest.raises(ToolError, match="no numeric value"):
        _exported(tmp_path, path="a.csv", group_by="n", value="kind")
    with pytest.raises(ToolError, match="header has 1 names for 2 columns"):
        _exported(tmp_path, path="a.csv", header=["k"])
    with pytest.raises(ToolError, match="sorts by 'key' or 'value'"):
        _exported(tmp_path, path="a.csv", group_by="kind", value="n", sort_by="n")
    # A sum of the field a condition fixes, or of years, measures nothing: the fields with figures are named.
    (tmp_path / "subs.csv").write_text("member_id,type,season,amount,fee\n1,Adult,2025,185.00,5\n2,Adult,2025,92.50,5\n"
                                       "3,Junior,2024,60,2\n4,Junior,2025,62,2\n")
    with pytest.raises(ToolError, match=r"value 'season' holds '2025' in every record kept \(the condition on it keeps "
                                        r"one value\), so its sum measures nothing; nothing was written\. Give value the "
                                        r"field that holds the figures to sum \(fields with numbers: amount, fee\)\."):
        _exported(tmp_path, path="subs.csv", group_by="type", value="season", where=["season = 2025"])
    with pytest.raises(ToolError, match=r"its values are years"):
        _exported(tmp_path, path="subs.csv", group_by="type", value="season")
    assert _exported(tmp_path, path="subs.csv", group_by="type", value="amount", where=["season = 2025"],
                     decimals=2)[1:] == [["Adult", "277.50"], ["Junior", "62.00"]]
    # With one field of figures beside it, that field is what the total is of, and the note says so.
    (tmp_path / "paid.csv").write_text("member_id,type,season,amount\n1,Adult,2025,185.00\n2,Adult,2025,92.50\n"
                                       "3,Junior,2024,60\n4,Junior,2025,62\n")
    from ncurator_cli.tools import ALL

    env = ToolEnv(tmp_path)
    command = ALL["data_export"].command(env, {"output": "out.csv", "path": "paid.csv", "group_by": "type",
                                               "value": "season", "where": ["season = 2025"], "decimals": 2})
    assert "\nAdult,277.50\nJunior,62.00\n" in command
    assert env.notes == ["value 'season' holds '2025' in every record kept (the condition on it keeps one value), so "
                         "its sum measures nothing; the one field with figures, 'amount', was used instead"]


def test_data_export_writes_dates_as_written_while_filtering_them_as_dates(tmp_path: Path) -> None:
    (tmp_path / "v.csv").write_text(
        "who,day\nann,2025-03-07\nbo,07/03/2025\ncy,Fri 7 March\ndee,8 Mar 2025\ned,2025-03-06T17:00\nflo,20/02/2025\n")
    assert _exported(tmp_path, path="v.csv", where=["day >= 2025-03-07"], sort_by="day", descending=True,
                     header=["name", "date"]) == [["name", "date"], ["dee", "8 Mar 2025"], ["ann", "2025-03-07"],
                                                  ["bo", "07/03/2025"], ["cy", "Fri 7 March"]]


def test_conditions_joined_by_and_and_a_month_filter_records_as_written(tmp_path: Path) -> None:
    """"date >= 2025-03-01 AND status = 'ok'" is two conditions (a model wrote them so); a month
    ("2025-03", "Mar 2025") holds for every date in it and for a column of months; a lower-case
    "and" inside a value stays."""
    from ncurator_cli.tools.data import conditions, month_of

    assert conditions(["date >= '2025-03-01' AND status = 'ok'", "shop = Marks and Spencer"]) == [
        ("date", ">=", "2025-03-01"), ("status", "=", "ok"), ("shop", "=", "Marks and Spencer")]
    assert [month_of(t) for t in ("2025-10", "Oct 2025", "September 2025", "10/2025", "2025-10-01", "Maybe 2025")] == [
        "2025-10", "2025-10", "2025-09", "2025-10", None, None]
    (tmp_path / "d.csv").write_text("day,month,n\n28/02/2025,Feb 2025,1\n01/03/2025,Mar 2025,2\n31/03/2025,Mar 2025,4\n"
                                    "01/04/2025,Apr 2025,8\n")
    assert [r["n"] for r in q(tmp_path, path="d.csv", where=["day = 2025-03"]).data["rows"]] == ["2", "4"]
    assert [r["n"] for r in q(tmp_path, path="d.csv", where=["day <= March 2025"]).data["rows"]] == ["1", "2", "4"]
    assert [r["n"] for r in q(tmp_path, path="d.csv", where=["month >= Mar 2025 AND month < 2025-04"]).data["rows"]] == [
        "2", "4"]
    (tmp_path / "iso.csv").write_text("day,n\n2025-02-28,1\n2025-03-01,2\n")
    assert [r["n"] for r in q(tmp_path, path="iso.csv", where=["day >= 2025-03-01"]).data["rows"]] == ["2"]


def test_a_grouped_measure_reads_units_and_counts_a_record_exported_twice_once(tmp_path: Path) -> None:
    """A weight typed "3.5 kg" or "800 g" is summed in the unit the header names (else the one most
    values carry); a record repeated whole under its id counts once, rows without an id may repeat."""
    (tmp_path / "w.csv").write_text('entry_id,who,weight\nE1,ann,3.5 kg\nE2,ann,800 g\nE2,ann,800 g\nE3,bo,"1,200 g"\n'
                                    "E4,bo,2kg\n")
    assert _exported(tmp_path, path="w.csv", group_by="who", value="weight", header=["who", "kg"]) == [
        ["who", "kg"], ["ann", "4.3"], ["bo", "3.2"]]
    assert _exported(tmp_path, path="w.csv", group_by="who", value="weight", header=["who", "grams"])[1:] == [
        ["ann", "4300"], ["bo", "3200"]]
    (tmp_path / "s.csv").write_text("who,n\nann,2\nann,2\n")
    assert _exported(tmp_path, path="s.csv", group_by="who", value="n")[1:] == [["ann", "4"]]


def test_a_grouped_measure_converts_amounts_by_their_unit_column_and_the_sizes_the_task_states(tmp_path: Path) -> None:
    """An `amount` beside a `unit` column of litres and gallons is summed in litres (the header's
    unit) with the gallon's size the task states (`units`, read from "1 gallon = 4.546 litres" by
    `stated_units`); without that size a gallon is no unit the export knows, and the column is no
    unit column. A crate sized in bottles makes bottles a kind of its own; a size that is no number
    and unit is refused."""
    from ncurator_cli.tools.data import stated_units, unit_table

    (tmp_path / "f.csv").write_text("boat,amount,unit\nRib,20,litres\nRib,4,gallons\nTug,2.5,Gallons\nTug,1,l\n")
    args = dict(path="f.csv", group_by="boat", value="amount", header=["boat", "litres"], decimals=1)
    assert stated_units("Some were in gallons (1 gallon = 4.546 litres); one crate is 12 bottles.") == [
        "gallon = 4.546 litres", "crate = 12 bottles"]
    assert stated_units("Set the total to 1 = 2.") == []
    assert _exported(tmp_path, **args, units=["gallon = 4.546 litres"])[1:] == [["Rib", "38.2"], ["Tug", "12.4"]]
    assert _exported(tmp_path, **args)[1:] == [["Rib", "24.0"], ["Tug", "3.5"]]  # no size given: the numbers as written
    assert unit_table(["1 crate = 12 bottles"])["crate"] == ("bottles", 12.0)
    (tmp_path / "c.csv").write_text("shop,qty,units\nA,2,crates\nA,5,bottles\n")
    assert _exported(tmp_path, path="c.csv", group_by="shop", value="qty", header=["shop", "bottles"],
                     units=["crate = 12 bottles"])[1:] == [["A", "29"]]
    with pytest.raises(ToolError, match="units: 'gallon = lots' is no size"):
        _exported(tmp_path, **args, units=["gallon = lots"])


def test_a_grouped_export_prices_records_from_a_looked_up_file(tmp_path: Path) -> None:
    """`join` adds the fields of the looked-up file's record whose key is the record's own (case and
    spacing aside), and `value` may be a product of two fields: each member's packets times the
    price per packet. A key the looked-up file lacks writes nothing and names it; a record with no
    key is left as it is (no group)."""
    (tmp_path / "orders.csv").write_text("member,item,packets\nAnn,BN04,2\nAnn,cr02 ,1\nBo,BN04,1\n,,\n")
    (tmp_path / "cat.json").write_text('[{"code": "BN04", "price": 1.85}, {"code": "CR02", "price": 1.35}]')
    args = dict(path="orders.csv", join="cat.json", join_on=["item", "code"], group_by="member",
                value="packets * price", header=["member", "total"], decimals=2)
    assert _exported(tmp_path, **args) == [["member", "total"], ["Ann", "5.05"], ["Bo", "1.85"]]
    (tmp_path / "orders.csv").write_text("member,item,packets\nAnn,BN04,2\nBo,ZZ99,1\n")
    with pytest.raises(ToolError, match=r"1 record\(s\) have a item that cat.json has no code for \('ZZ99'\)"):
        _exported(tmp_path, **args)
    with pytest.raises(ToolError, match="cat.json has no field named sku"):
        _exported(tmp_path, **{**args, "join_on": ["item", "sku"]})


def test_a_logs_key_value_pairs_are_fields_of_its_records(tmp_path: Path) -> None:
    """`door=main fob=0417 result=DENIED`: each pair a field (text kept: `0417`), '' in a line
    without it, a quoted value whole, `level=error` filling the empty level; in data_query's
    conditions and in records() of a script alike. A log of prose with a stray `a=b` gets none."""
    import gzip

    from ncurator_cli.scriptlib import records

    (tmp_path / "door.log").write_text('2025-03-01 08:02:14 door=main fob=0417 result=DENIED note="bad read"\n'
                                       "2025-03-01 08:03:00 door=side fob=1123 result=GRANTED\n"
                                       "2025-03-02 09:00:00 level=error door=main fob=0417 result=DENIED\n")
    (tmp_path / "door.log.1.gz").write_bytes(gzip.compress(b"2025-02-01 08:00:00 door=main fob=0588 result=DENIED\n"))
    rows = q(tmp_path, path="door.log", where=["result = DENIED"]).data["rows"]
    assert [(r["fob"], r["note"]) for r in rows] == [("0417", "bad read"), ("0417", "")]
    got = records(str(tmp_path / "door.log*"))
    assert [(r["fob"], r["result"], r["level"]) for r in got] == [
        ("0588", "DENIED", ""), ("0417", "DENIED", ""), ("1123", "GRANTED", ""), ("0417", "DENIED", "error")]
    (tmp_path / "notes.log").write_text("2025-03-01 08:00:00 started the job with x=1\n2025-03-01 08:01:00 done\n")
    assert "x" not in records(str(tmp_path / "notes.log"))[0]


def test_an_export_whose_filter_keeps_nothing_writes_nothing_and_shows_the_values(tmp_path: Path) -> None:
    (tmp_path / "d.csv").write_text("day,n\n01/10/2025,1\n15/10/2025,2\n")
    with pytest.raises(ToolError, match=r"no record of 2 matches day >= 2025-11-01 and n > 0, so nothing "
                                        r"was written; the values are like day: '01/10/2025', '15/10/2025'; n: '1', '2'"):
        _exported(tmp_path, path="d.csv", group_by="day", value="n", where=["day >= 2025-11-01", "n > 0"])
    # Equalities of one field that cannot all hold: a range of dates, any of other values.
    assert _exported(tmp_path, path="d.csv", where=["day = 2025-10-01", "day = 2025-10-10"]) == [["day", "n"],
                                                                                               ["01/10/2025", "1"]]
    assert _exported(tmp_path, path="d.csv", where=["n = 1", "n = 2"])[1:] == [["01/10/2025", "1"], ["15/10/2025", "2"]]
    assert _exported(tmp_path, path="d.csv", where=["n = 2", "n = 2"])[1:] == [["15/10/2025", "2"]]


@pytest.mark.parametrize("question, line", [
    ("Which plot had the best yield per hectare, in tonnes per hectare?",
     "t.csv: Tonnes per Area (ha) (worked by the host), by row: P1 5, P2 6.50, P3 4; highest P2 6.50, lowest P3 4"),
    ("What is the cost per night of each room?",
     "t.csv: Cost per Nights (worked by the host), by row: P1 40, P2 30, P3 50; highest P3 50, lowest P2 30"),
    ("Which plot had the most tonnes?", None),  # no rate asked
    ("What is the cost per guest?", None),  # no column for the unit
])
def test_a_rate_a_question_asks_of_each_row_is_worked_by_the_host(question: str, line: str | None) -> None:
    from ncurator_cli.tools.facts import ratio_facts

    header = ["Plot", "Area (ha)", "Tonnes", "Cost", "Nights"]
    rows = [["P1", "2", "10", "80", "2"], ["P2", "1.2", "7.8", "90", "3"], ["P3", "1", "4", "50", "1"],
            ["Total", "4.2", "21.8", "220", "6"]]
    assert ratio_facts("t.csv", header, rows, question) == ([line] if line else [])


def test_settings_gaps_name_the_keys_one_named_file_sets_and_another_does_not(tmp_path: Path) -> None:
    """Two settings files the task names and compares: the keys each sets that the other does not,
    with its own values; a commented-out line sets nothing. Files of two kinds, one file, or a task
    that compares nothing: no gap line."""
    from ncurator_cli.redact import MASK
    from ncurator_cli.tools.data import settings_facts, settings_gaps

    (tmp_path / "defaults.env").write_text("# shared defaults\nQUEUE=jobs\nWORKERS=4\nRETRY=false\nAPI_TOKEN=s3cr3t\n")
    (tmp_path / "site.env").write_text("QUEUE=fast\n# WORKERS=9\nREGION=north\n")
    (tmp_path / "site.yaml").write_text("queue: fast\n")
    files = ["defaults.env", "site.env", "site.yaml", "notes.txt"]
    env = ToolEnv(tmp_path)
    gaps = settings_gaps(env, files, "Add to site.env every key it is missing, with the value from defaults.env.")
    assert gaps == ["defaults.env sets 3 keys that site.env does not set (a commented-out line sets nothing), with "
                    "defaults.env's values: WORKERS=4; RETRY=false; API_TOKEN=" + MASK,
                    "site.env sets 1 key that defaults.env does not set (a commented-out line sets nothing), with "
                    "site.env's value: REGION=north"]
    # A question reads the same gaps; the settings facts begin with them.
    assert sorted(settings_facts(env, files, "Which keys of defaults.env are not set in site.env?")[:2]) == gaps
    assert settings_gaps(env, files, "Copy site.env to backup/ and tidy defaults.env.") == []  # nothing compared
    assert settings_gaps(env, files, "Which keys does site.yaml lack that site.env has?") == []  # two kinds
    assert settings_gaps(env, files, "Which keys are missing from site.env?") == []  # one file named
    (tmp_path / "same.env").write_text("QUEUE=x\nREGION=y\n")
    assert settings_gaps(env, [*files, "same.env"], "Compare same.env with site.env.") == ["same.env and site.env set the same keys"]


def test_a_name_the_question_gives_is_looked_up_where_a_code_of_its_files_stands_beside_it(tmp_path: Path) -> None:
    """"How many boats finished the Ashdown heat? The logs are in club/timing": the programme's line
    "H2 Ashdown ..." is listed (H2 is what the logs write), as a lookup apart from the counts, with
    no count of its own; a name on a line with no such code (a summary's figure), or on many lines,
    is not."""
    from ncurator_cli.tools.data import QUESTION_FACTS, question_facts

    (tmp_path / "club" / "timing").mkdir(parents=True)
    (tmp_path / "club" / "programme.txt").write_text("# heats\nH1  Beacon   09:00\nH2  Ashdown  10:30\n")
    (tmp_path / "club" / "summary.csv").write_text("heat,finished\nAshdown,4\n")
    (tmp_path / "club" / "timing" / "t.log").write_text("10:31 FINISH boat=7 heat=H2\n10:40 FINISH boat=9 heat=H1\n")
    files = ["club/programme.txt", "club/summary.csv", "club/timing/t.log"]
    question = "How many boats finished the Ashdown heat? The logs are in club/timing."
    facts = question_facts(ToolEnv(tmp_path), files, question)
    assert facts == ['where "Ashdown" is written: club/programme.txt line 3: \'H2 Ashdown 10:30\' '
                     "(H2 written in club/timing/t.log too)"]
    text = QUESTION_FACTS.run(ToolEnv(tmp_path), {"question": question}).text
    assert text.startswith("Looked up by the host") and "Counted by the host" not in text
    assert question_facts(ToolEnv(tmp_path), files, "How many boats finished the Beacon heat in the logs?") == []


def test_a_which_the_most_question_is_ranked_by_the_host_net_of_returns_in_its_month(tmp_path: Path) -> None:
    """"Which candle scent sold the most boxes in March 2024, after taking off returns (shop/returns.csv)?":
    the month's file beside the returns (its other months left out), grouped by scent with names
    in two cases merged, boxes added up, the month's returns taken off; most first."""
    from ncurator_cli.tools.data import question_facts, ranking_facts

    shop = tmp_path / "shop"
    shop.mkdir()
    (shop / "2024-02.csv").write_text("day,scent,boxes\n2024-02-03,Fig,90\n")
    (shop / "2024-03.csv").write_text("day,scent,boxes\n2024-03-01,Fig,10\n2024-03-02,Cedar,14\n2024-03-05,fig,6\n"
                                      "2024-03-09,Amber,3\n")
    (shop / "returns.csv").write_text("day,scent,boxes\n2024-02-20,Cedar,9\n2024-03-11,Cedar,2\n")
    files = ["shop/2024-02.csv", "shop/2024-03.csv", "shop/returns.csv"]
    objective = ("Which candle scent sold the most boxes in March 2024, after taking off returns (shop/returns.csv)? "
                 "Answer with the scent and its boxes.")
    got = ranking_facts(ToolEnv(tmp_path), files, objective)
    assert got == ["Ranked by the host (by scent; boxes added up; in shop/2024-03.csv; March 2024 only; less "
                   "shop/returns.csv (its records of the same span); names written in other cases merged (1)), most "
                   "first: Fig 16; Cedar 14 - 2 = 12; Amber 3"], got
    assert question_facts(ToolEnv(tmp_path), files, objective)[0] == got[0]
    # Counted by a value a log's field holds, over a span of days; the fewest first when asked.
    (tmp_path / "door.log").write_text("2024-03-01T08:00:00 INFO door=D1 event=STUCK\n2024-03-02T08:00:00 INFO door=D2 event=STUCK\n"
                                       "2024-03-02T09:00:00 INFO door=D2 event=STUCK_CLEARED\n"
                                       "2024-03-03T08:00:00 INFO door=D2 event=STUCK\n2024-03-09T08:00:00 INFO door=D1 event=STUCK\n")
    got = ranking_facts(ToolEnv(tmp_path), ["door.log"], "In door.log, which door got stuck the most (event=STUCK) "
                                                         "from 1 March to 3 March 2024?")
    assert got and got[0].endswith("most first: D2 2; D1 1"), got
    # "The highest price" of names with several records each is no sum: no ranking.
    (tmp_path / "p.csv").write_text("item,price\npen,2\npen,3\nink,4\n")
    assert ranking_facts(ToolEnv(tmp_path), ["p.csv"], "Which item in p.csv has the highest price?") == []
    assert ranking_facts(ToolEnv(tmp_path), ["p.csv"], "How many pens are in p.csv?") == []


def test_the_months_a_question_asks_about_are_read_once_for_every_tool():
    """One month-span reader (tools/dates.py) serves the ranking facts and the script notes: a
    month said whole or short, with or without a stop, after "in", "during", "within" or "for the
    month of"; several months are all returned in order; a bare month and year is no asked month."""
    from ncurator_cli.tools.data import asked_span
    from ncurator_cli.tools.dates import MONTH_YEAR, month_said, months_in

    assert months_in("Which stall sold most in Sept. 2024?") == [(2024, 9)]
    assert months_in("for the month of February 2023, and within feb 2023 too") == [(2023, 2)]
    assert months_in("compare during March 2025 with in April 2025") == [(2025, 3), (2025, 4)]
    assert months_in("the March 2025 report") == []
    assert months_in("the March 2025 report", MONTH_YEAR) == [(2025, 3)]
    assert month_said(2024, 9) == "September 2024"
    assert asked_span("Which stall sold most within Sept 2024?") == ("2024-09-01", "2024-09-31", "September 2024")
    assert asked_span("Which stall sold most in March 2025 or in April 2025?") is None
    assert asked_span("Who sold most from 3 to 9 March 2025?") == ("2025-03-03", "2025-03-09", "3 to 9 March 2025")


def test_what_each_party_still_owes_is_worked_by_the_host_from_charges_less_payments_by_id(tmp_path: Path) -> None:
    """"Who still owes us for the piano tunings of March 2025?": the month's charges (tunings x rate,
    the cancelled one left out, the February file and last year's archive not read), less the
    receipts recorded against each invoice number (one paid in April still counts as paid, a
    look-alike client name kept apart); a question about something else gets nothing."""
    from ncurator_cli.tools.data import balance_facts, question_facts

    (tmp_path / "jobs" / "old").mkdir(parents=True)
    (tmp_path / "jobs" / "tunings_2025-03.csv").write_text(
        "invoice_no,date,client,tunings,rate,status\n"
        "T-301,2025-03-03,Hillside School,3,70.00,done\n"
        "T-302,2025-03-07,Ms Okoro,1,75.00,done\n"
        "T-303,2025-03-12,Ms Okora,1,75.00,cancelled\n"
        "T-304,2025-03-20,The Lantern Bar,2,70.00,done\n"
        "T-305,2025-03-28,Ms Okoro,1,40.00,done\n")
    (tmp_path / "jobs" / "tunings_2025-02.csv").write_text(
        "invoice_no,date,client,tunings,rate,status\nT-201,2025-02-03,Ms Okoro,1,75.00,done\n")
    (tmp_path / "jobs" / "old" / "tunings_2024-03.csv").write_text(
        "invoice_no,date,client,tunings,rate,status\nT-101,2024-03-03,Dean Farm,1,65.00,done\n")
    (tmp_path / "receipts.csv").write_text(
        "date,client,invoice,amount\n2025-03-05,Hillside School,T-301,150.00\n2025-03-09,Ms Okoro,T-302,75.00\n"
        "2025-04-02,The Lantern Bar,T-304,140.00\n2025-02-10,Ms Okoro,T-201,75.00\n")
    env = ToolEnv(tmp_path)
    files = sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*.csv"))
    q = "Who still owes us for the piano tunings of March 2025, and how much is outstanding in total?"
    [line] = balance_facts(env, files, q)
    assert "Hillside School 210 - 150 = 60" in line
    assert "Ms Okoro 115 - 75 = 40" in line
    assert "Okora" not in line.split("):", 1)[1]  # cancelled: no charge
    assert "total owed 100" in line
    assert "paid in full: The Lantern Bar" in line
    assert "1 cancelled or void left out" in line and "March 2025 only" in line
    assert "Dean Farm" not in line and "receipts.csv amount by invoice = invoice_no" in line
    assert line in question_facts(env, files, q)
    assert balance_facts(env, files, "How many tunings did we do in March 2025?") == []


def test_a_charges_own_paid_column_is_taken_off_and_no_payment_record_means_no_balance(tmp_path: Path) -> None:
    from ncurator_cli.tools.data import balance_facts

    (tmp_path / "fees.csv").write_text("member,fee,paid\nAsha,40,40\nBruno,40,15\nCleo,25,0\n")
    env = ToolEnv(tmp_path)
    [line] = balance_facts(env, ["fees.csv"], "Which members have unpaid fees?")
    assert "Bruno 25; Cleo 25; total owed 50" in line and "paid in full: Asha" in line
    # Charges and nothing that records a payment: every charge would read as owed.
    (tmp_path / "fees.csv").write_text("member,fee\nAsha,40\nBruno,40\n")
    assert balance_facts(env, ["fees.csv"], "Which members have unpaid fees?") == []
