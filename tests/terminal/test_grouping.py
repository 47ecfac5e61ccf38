"""The host's grouped export as a task's first reply (guided/grouping.py): given where the task's
header and files make the call's shape clear; the model decodes the measure, the conditions, the
order and the decimals under a grammar; the call the reply makes runs and writes the table."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from tests.models.test_gbnf import gbnf_regex

from ncurator_cli.capabilities.typed import typed_specs
from ncurator_cli.guided.grouping import group_plan
from ncurator_cli.guided.terminal import CodeReplies
from ncurator_cli.tools import ALL, ToolEnv, ToolError

TASK = ("The crates picked on the east and west rows are logged in picks/east.csv and picks/west.csv. Work out "
        "how many crates of each variety were picked across both files and write variety_crates.csv in picks/ "
        "with the header variety,crates - one row per variety, most crates first.")


def _orchard(root: Path) -> None:
    (root / "picks").mkdir()
    (root / "picks" / "east.csv").write_text(
        "date,picker,variety,boxes,weight_kg\n2025-09-01,Ann,Gala,4,60\n2025-09-01,Bo,Cox,2,30\n"
        "2025-09-02,Ann,gala,1,15\n")
    (root / "picks" / "west.csv").write_text(
        "date,picker,variety,boxes,weight_kg\n2025-09-01,Cy,Bramley,5,80\n2025-09-03,Cy,Cox,3,41\n")


def _first_turn(text: str) -> dict:
    return {"turns": 0, "messages": [{"role": "system", "content": "s"}, {"role": "user", "content": text}], "data": {}}


def test_a_grouped_table_with_a_stated_header_opens_with_the_hosts_export_call(tmp_path: Path) -> None:
    _orchard(tmp_path)
    # "crates" is no field: of the two numeric fields, the one the task's words name is not clear.
    assert group_plan(tmp_path, TASK, ["picks/variety_crates.csv"]) is None
    task = TASK.replace("how many crates", "how many boxes")
    plan = group_plan(tmp_path, task, ["picks/variety_crates.csv"])
    assert plan is not None and (plan.group_by, plan.value, plan.header) == ("variety", "boxes", ("variety", "crates"))
    assert plan.path == "picks/east.csv" and plan.also == ("picks/west.csv",)
    assert plan.order == ("value", True)  # "most crates first": given, not decoded
    assert '"sort_by": "value", "descending": true, "measure": "' in plan.prefix
    rest = gbnf_regex(plan.rest_gbnf, "root")
    reply = 'sum", "where": ["date <= 2025-09-01"], "decimals": null}}\n```'
    assert rest.fullmatch(reply)
    assert not rest.fullmatch(reply.replace("date <=", "day <="))  # a field the files do not have
    assert not rest.fullmatch(reply.replace("sum", "total", 1))
    # Words that give no order leave it to the model, under the grammar.
    open_order = group_plan(tmp_path, task.replace(", most crates first", ""), ["picks/variety_crates.csv"])
    assert open_order is not None and open_order.order is None and '"sort_by"' not in open_order.prefix
    assert gbnf_regex(open_order.rest_gbnf, "root").fullmatch(reply.replace(
        ', "decimals"', ', "sort_by": "key", "descending": false, "decimals"'))
    call = json.loads((plan.prefix + reply).split("\n", 1)[1].rsplit("\n", 1)[0])
    assert call["name"] == "data_export"
    command = ALL["data_export"].command(ToolEnv(tmp_path), call["arguments"])
    body = command.split("\n", 1)[1].rsplit("\n", 1)[0]
    assert list(csv.reader(io.StringIO(body))) == [["variety", "crates"], ["Bramley", "5"], ["Gala", "4"], ["Cox", "2"]]
    # The first turn of the change is that opening; a question's is not, nor a loop without the tool.
    replies = CodeReplies(None, typed_specs(question=False), tmp_path, ["picks/variety_crates.csv"], objective=task)
    fmt = replies.text_format(_first_turn(f"Task: {task}\n\nWorkspace contents: picks/"))
    assert fmt.prefix == plan.prefix and fmt.prefix_gbnf == plan.rest_gbnf
    assert CodeReplies(None, [], tmp_path, ["picks/variety_crates.csv"], objective=task).text_format(
        _first_turn(f"Task: {task}")).prefix.startswith("```python\n")


def test_a_plan_over_amounts_in_mixed_units_gives_the_stated_sizes_and_no_condition_on_the_unit(tmp_path: Path) -> None:
    """"Some entries were written in gallons - 1 gallon = 4.546 litres": the opening gives the
    export that size (`units`), and the unit column is no field a condition may name (a probe's plan
    kept the litres rows only); with one unit throughout, it stays a field."""
    (tmp_path / "log.csv").write_text("date,boat,amount,unit\n2025-04-01,Rib,20,litres\n2025-04-02,Rib,4,gallons\n"
                                      "2025-04-03,Tug,30,litres\n")
    task = ("Using log.csv (some older entries were written down in gallons - 1 gallon = 4.546 litres), write "
            "by_boat.csv with the header boat,litres: one row per boat, most fuel first.")
    plan = group_plan(tmp_path, task, ["by_boat.csv"])
    assert plan is not None and plan.units == ("gallon = 4.546 litres",) and "unit" not in plan.fields
    assert '"value": "amount", "units": ["gallon = 4.546 litres"], "header": ["boat", "litres"]' in plan.prefix
    call = json.loads((plan.prefix + 'sum", "where": [], "decimals": 1}}\n```').split("\n", 1)[1].rsplit("\n", 1)[0])
    body = ALL["data_export"].command(ToolEnv(tmp_path), call["arguments"]).split("\n", 1)[1].rsplit("\n", 1)[0]
    assert list(csv.reader(io.StringIO(body))) == [["boat", "litres"], ["Rib", "38.2"], ["Tug", "30.0"]]
    (tmp_path / "log.csv").write_text("date,boat,amount,unit\n2025-04-01,Rib,20,litres\n2025-04-03,Tug,30,litres\n"
                                      "2025-04-04,Tug,3,litres\n")
    plan = group_plan(tmp_path, task, ["by_boat.csv"])
    assert plan is not None and "unit" in plan.fields


def test_a_table_priced_from_a_second_file_opens_with_a_lookup_export(tmp_path: Path) -> None:
    """Orders (member, plot, item code, packets) and a price list (code, price per packet) of other
    fields: the key each order's item code is in the list (lower case too) joins them, the grouped
    file is the one with the header's member, and the value is packets times the price (the plot,
    a number too, is not what the task's words name); each member's total is the export's."""
    (tmp_path / "orders.csv").write_text("Member,Plot,Item code,Packets\nAnn Lee,4,BN04,2\nAnn Lee,4,cr02,1\n"
                                         "Bo Tan,11,BN04,1\n")
    (tmp_path / "catalogue.json").write_text('{"items": [{"code": "BN04", "name": "Bean", "price_per_packet": 1.85},'
                                             ' {"code": "CR02", "name": "Carrot", "price_per_packet": 1.35}]}')
    task = ("The seed orders are in orders.csv, and catalogue.json has the price per packet for each item code. Work "
            "out how much each member owes and write totals.csv with the header member,total - one row per member, "
            "in alphabetical order of name.")
    plan = group_plan(tmp_path, task, ["totals.csv"])
    assert plan is not None and plan.join == ("catalogue.json", ("Item code", "code"))
    assert (plan.path, plan.value, plan.order) == ("orders.csv", "Packets * price_per_packet", ("key", False))
    call = json.loads((plan.prefix + 'sum", "where": [], "decimals": 2}}\n```').split("\n", 1)[1].rsplit("\n", 1)[0])
    body = ALL["data_export"].command(ToolEnv(tmp_path), call["arguments"]).split("\n", 1)[1].rsplit("\n", 1)[0]
    assert list(csv.reader(io.StringIO(body))) == [["member", "total"], ["Ann Lee", "5.05"], ["Bo Tan", "1.85"]]
    # An item code the list lacks: no key joins them, and no plan.
    (tmp_path / "orders.csv").write_text("Member,Plot,Item code,Packets\nAnn Lee,4,ZZ01,2\nAnn Lee,4,BN04,1\n")
    assert group_plan(tmp_path, task, ["totals.csv"]) is None


def test_no_grouped_opening_where_the_table_is_not_one_row_per_group(tmp_path: Path) -> None:
    _orchard(tmp_path)
    out = ["picks/variety_crates.csv"]
    task = TASK.replace("how many crates", "how many boxes")
    assert group_plan(tmp_path, task.replace("variety,crates", "variety,picker"), out) is None  # two fields
    assert group_plan(tmp_path, task.replace("- one row per variety", "-").replace("of each variety", ""), out) is None
    assert group_plan(tmp_path, task.replace("variety,crates", "variety,crates,picker"), out) is None
    # A key that does not repeat is a value per row, not a group.
    assert group_plan(tmp_path, task.replace("variety,crates", "weight_kg,crates").replace("per variety", "per weight"),
                      out) is None
    # Files of other fields are a join.
    (tmp_path / "picks" / "west.csv").write_text("variety,price\nGala,2\n")
    assert group_plan(tmp_path, task, out) is None
    _both = tmp_path / "b"
    _both.mkdir()
    _orchard(_both)
    (_both / "picks" / "variety_crates.csv").write_text("x\n")
    assert group_plan(_both, task, out) is None  # the output is there already: a change of it
    # No numeric field: the header's other column is a count.
    (tmp_path / "visits.csv").write_text("who,room\nann,A\nbo,B\ncy,A\n")
    plan = group_plan(tmp_path, "From visits.csv write rooms.csv with the header room,visits: one row per room.",
                      ["rooms.csv"])
    assert plan is not None and plan.value is None and '"count"' in plan.rest_gbnf and '"sum"' not in plan.rest_gbnf


def test_a_named_folder_of_one_kind_of_data_file_is_read_whole(tmp_path: Path) -> None:
    (tmp_path / "tills").mkdir()
    for month, rows in (("01", "Leeds,10\nYork,5\n"), ("02", "leeds,3\n")):
        (tmp_path / "tills" / f"2025-{month}.csv").write_text("store,amount\n" + rows)
    task = "From the till exports in tills/, write store_totals.csv with the header store,amount, one row per store."
    plan = group_plan(tmp_path, task, ["store_totals.csv"])
    assert plan is not None and (plan.path, plan.glob, plan.value) == ("tills", "*.csv", "amount")
    assert '"glob": "*.csv"' in plan.prefix


def test_a_guided_run_makes_the_grouped_table_with_one_call_and_the_host_finishes(
        run_cli, write_script, workspace: Path, allow_policy: Path) -> None:
    """Through the real CLI: the model's first reply is the grouped export (its opening given by the
    host where the provider continues a message); the table is written through the command path
    from every input, and the host ends the task on the file it wrote, with no model turn."""
    _orchard(workspace)
    (workspace / "ncurator.toml").write_text("[terminal]\nvote_samples = 0\n")
    task = TASK.replace("how many crates", "how many boxes")
    reply = ('```tool\n{"name": "data_export", "arguments": {"path": "picks/east.csv", "also": ["picks/west.csv"], '
             '"output": "picks/variety_crates.csv", "group_by": "variety", "value": "boxes", "header": ["variety", '
             '"crates"], "measure": "sum", "where": ["date >= 2025-09 AND picker != Bo"], "sort_by": "value", '
             '"descending": true, "decimals": null}}\n```')
    script = write_script([
        {"node": "host_plan", "tool_calls": [{"name": "plan_tasks", "args": {"tasks": [
            {"kind": "terminal_exec", "title": "t", "objective": task}]}}]},
        {"node": "terminal_exec", "content": reply},
        {"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]},
        {"node": "finalize", "content": "done"},
    ])
    res = run_cli("run", task, "-w", str(workspace), "--model", f"script:{script}", "--planner", "guided",
                  "--no-probe", "--policy", str(allow_policy))
    assert res.code == 0, "\n".join(str({k: e.get(k) for k in ("type", "tool_name", "input", "output_preview", "error",
                                                                "message")}) for e in res.lines)[-3000:]
    assert (workspace / "picks" / "variety_crates.csv").read_text() == "variety,crates\nBramley,5\nGala,5\nCox,3\n"
    finish = next(e for e in res.of_type("tool_call_started") if e["tool_name"] == "terminal_finish")
    assert "picks/variety_crates.csv (created)" in finish["input"]["summary"]
    assert any(e["path"] == "picks/variety_crates.csv" for e in res.of_type("file_artifact"))


def test_the_order_is_read_from_the_tasks_words_where_they_give_one() -> None:
    from ncurator_cli.guided.grouping import order_of

    assert order_of("one row per species, highest total first, same totals in alphabetical order", "species",
                    "total") == ("value", True)
    assert order_of("one row per swimmer, fastest first", "swimmer", "time") == ("value", False)
    assert order_of("one row per project, sorted by project name A to Z", "Project", "hours") == ("key", False)
    assert order_of("rows sorted by type name", "Type", "total") == ("key", False)
    assert order_of("write a.csv with columns store,revenue sorted by store", "store", "revenue") == ("key", False)
    assert order_of("write a.csv with columns store,revenue sorted by revenue", "store", "revenue") is None
    assert order_of("one row per store", "store", "revenue") is None
    assert order_of("largest first, smallest first", "store", "revenue") is None


def test_a_failed_grouped_call_is_opened_again_once_and_sampled(tmp_path: Path) -> None:
    _orchard(tmp_path)
    task = TASK.replace("how many crates", "how many boxes")
    replies = CodeReplies(None, typed_specs(question=False), tmp_path, ["picks/variety_crates.csv"], objective=task)
    plan = group_plan(tmp_path, task, ["picks/variety_crates.csv"])
    first = _first_turn(f"Task: {task}\n\nWorkspace contents: picks/")
    failed = {"role": "assistant", "content": "x", "tool_calls": [
        {"name": "data_export", "args": {"path": "picks/east.csv", "group_by": "variety"}, "id": "1"}]}
    error = {"role": "tool", "name": "data_export", "content": "ERROR: no record of 5 matches ..."}
    loop = {**first, "turns": 1, "messages": [*first["messages"], failed, error]}
    fmt = replies.text_format(loop)
    assert fmt.prefix == plan.prefix and fmt.temperature
    loop["messages"] += [failed, error]  # two grouped calls failed: the model's own reply now
    assert not replies.text_format(loop).prefix.startswith("```tool")
    ok = {"role": "tool", "name": "data_export", "content": "exit_code: 0"}
    assert not replies.text_format({**loop, "messages": [*first["messages"], failed, ok]}).prefix.startswith("```tool")


def test_a_text_file_of_one_line_per_group_in_a_stated_form_opens_with_a_lines_export(tmp_path: Path) -> None:
    (tmp_path / "visits.csv").write_text("when,member,room\n2025-05-01,M1,Gym\n2025-05-01,M2,gym\n2025-05-02,M1,Pool\n")
    task = ("From visits.csv write rooms.md with one line per room, formatted exactly as `- <room>: <n> visits`, "
            "busiest room first.")
    plan = group_plan(tmp_path, task, ["rooms.md"])
    assert plan is not None and plan.line == "- {room}: {measure} visits" and plan.value is None
    assert '"format": "lines", "line": "- {room}: {measure} visits"' in plan.prefix and '"header"' not in plan.prefix
    reply = 'count", "where": [], "decimals": null}}\n```'
    assert gbnf_regex(plan.rest_gbnf, "root").fullmatch(reply)
    call = json.loads((plan.prefix + reply).split("\n", 1)[1].rsplit("\n", 1)[0])
    command = ALL["data_export"].command(ToolEnv(tmp_path), call["arguments"])
    assert command.split("\n")[1:-1] == ["- Gym: 2 visits", "- Pool: 1 visits"]
    assert group_plan(tmp_path, task.replace("`- <room>: <n> visits`", "`<room>`"), ["rooms.md"]) is None
    with pytest.raises(ToolError, match="a grouped line names room, count or {measure}, not total"):
        ALL["data_export"].command(ToolEnv(tmp_path), {**call["arguments"], "line": "{room} {total}"})
