"""Tables as the model sees them: `docx_inspect` tells the model how to address each table
(`set_cell_text with table=N, row, col`); following that text must edit the table shown, also
with a nested table, a cell of two paragraphs, and on a later page of the inspection."""

from __future__ import annotations

import re
from pathlib import Path

import docx

from ncurator_cli.capabilities.docx import render_inspection
from ncurator_cli.docx import inspect

from .docx_cli_lib import RESPOND, call, check_stream, final, finish, plan_docx, sha256, tool_results

SOURCE = "docs/tables.docx"


def build_tables(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    d = docx.Document()
    d.add_paragraph("Three tables follow.")
    t = d.add_table(rows=2, cols=2)  # body/t0: a nested table in r0c0, two paragraphs in r1c0
    t.cell(0, 0).text = "A"
    t.cell(0, 1).text = "B"
    t.cell(1, 0).text = "line one"
    t.cell(1, 0).add_paragraph("line two")
    t.cell(1, 1).text = "D"
    nested = t.cell(0, 0).add_table(rows=1, cols=2)
    nested.cell(0, 0).text = "nested x"
    nested.cell(0, 1).text = "nested y"
    for name in ("Second", "Third"):  # body/t1, body/t2
        tt = d.add_table(rows=1, cols=2)
        tt.cell(0, 0).text = name
        tt.cell(0, 1).text = "old"
    d.save(path)
    return path


def addressing(view: str, table_id: str) -> dict[str, object]:
    """The set_cell_text target the inspection text advertises for the table `table_id`."""
    line = next(ln for ln in view.splitlines() if f"[{table_id}]" in ln)
    m = re.search(r"table=(\d+)", line)
    if m:
        return {"table": int(m.group(1))}
    assert "block_id" in line, line
    return {"block_id": table_id}


def rows_of(view: str, table_id: str) -> list[str]:
    lines = view.splitlines()
    start = next(i for i, ln in enumerate(lines) if f"[{table_id}]" in ln)
    out = []
    for ln in lines[start + 1 :]:
        if not ln.startswith("  row "):
            break
        out.append(ln)
    return out


def test_following_the_inspection_edits_the_table_it_shows(run_cli, write_script, workspace: Path) -> None:
    src = build_tables(workspace / SOURCE)
    first_page = render_inspection(inspect(src))
    blocks = inspect(src)["blocks"]
    ids = {b["id"].split("#")[0]: b["id"] for b in blocks if b["kind"] == "table"}
    assert sorted(ids) == ["body/t0", "body/t0/r0c0/t0", "body/t1", "body/t2"]
    second, third = ids["body/t1"], ids["body/t2"]
    third_offset = next(i for i, b in enumerate(blocks) if b["id"] == third)
    later_page = render_inspection(inspect(src, offset=third_offset, limit=50))
    edits = [
        {"type": "set_cell_text", **addressing(first_page, second), "row": 0, "col": 1, "text": "edited 2"},
        {"type": "set_cell_text", **addressing(later_page, third), "row": 0, "col": 1, "text": "edited 3"},
    ]
    script = write_script(
        [
            plan_docx(source_path=SOURCE),
            call("docx_inspect", source_path=SOURCE),
            call("docx_inspect", source_path=SOURCE, offset=third_offset, limit=50),
            call("docx_apply_edits", source_path=SOURCE, edits=edits),
            call("docx_save_output", output_path="out/tables.docx"),
            finish(),
            RESPOND,
            final(),
        ]
    )
    res = run_cli(
        "run", "Fill in the tables", "-w", str(workspace), "--model", f"script:{script}", "--no-probe"
    )
    check_stream(res)
    seen = [r["output_preview"] for r in tool_results(res, "docx_inspect")]
    # What the model read is what the addressing above was taken from.
    assert seen == [f"{SOURCE}:\n{first_page}", f"{SOURCE}:\n{later_page}"]

    assert res.code == 0, res.stderr
    out = workspace / "out" / "tables.docx"
    assert res.of_type("file_artifact")[0]["sha256"] == sha256(out)
    cells = [[[c.text for c in row.cells] for row in t.rows] for t in docx.Document(str(out)).tables]
    assert cells[1] == [["Second", "edited 2"]]
    assert cells[2] == [["Third", "edited 3"]]
    assert cells[0][0][1] == "B" and cells[0][1][1] == "D"

    # The first table has two rows; its cells' paragraphs and nested table do not make more rows.
    rows = rows_of(first_page, ids["body/t0"])
    assert len(rows) == 2, rows
    assert "line one" in rows[1] and "D" in rows[1]


def build_price_list(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    d = docx.Document()
    d.add_paragraph("Prices")
    rows = [["Item", "Qty", "Rate", "Amount"], ["Lantern", "25", "$9.00", "1,225.00"],
            ["Lantern Max", "5", "$26.00", "120.00"], ["Total", "", "", "1,345.00"]]
    t = d.add_table(rows=len(rows), cols=4)
    for r, row in enumerate(rows):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.save(path)
    return path


def test_cells_by_row_label_and_column_header_keep_the_number_format(run_cli, write_script, workspace: Path) -> None:
    src = build_price_list(workspace / "prices.docx")
    edits = [
        # "Lantern" is one row exactly, though "Lantern Max" starts with it; the header is matched
        # without case; a bare number takes the cell's currency sign and thousands separators.
        {"type": "set_cell_text", "row": "Lantern", "col": "rate", "text": "13.25"},
        {"type": "set_cell_text", "table": 0, "row": "total", "col": "Amount", "text": "1530"},
    ]
    script = write_script([
        plan_docx(source_path="prices.docx", output_path="prices-b.docx"),
        call("docx_apply_edits", source_path="prices.docx", edits=edits),
        call("docx_save_output", output_path="prices-b.docx"),
        finish(), RESPOND, final(),
    ])
    res = run_cli("run", "Update the prices", "-w", str(workspace), "--model", f"script:{script}", "--no-probe")
    check_stream(res)
    assert res.code == 0, res.stderr
    cells = [[c.text for c in row.cells] for row in docx.Document(str(workspace / "prices-b.docx")).tables[0].rows]
    assert cells[1] == ["Lantern", "25", "$13.25", "1,225.00"]
    assert cells[2] == ["Lantern Max", "5", "$26.00", "120.00"]
    assert cells[3] == ["Total", "", "", "1,530.00"]
    # the source is untouched
    assert [[c.text for c in row.cells] for row in docx.Document(str(src)).tables[0].rows][1][2] == "$9.00"


def test_an_unknown_or_ambiguous_label_and_a_same_value_rewrite_change_nothing(run_cli, write_script,
                                                                                workspace: Path) -> None:
    build_price_list(workspace / "prices.docx")
    bad = [
        ([{"type": "set_cell_text", "row": "Gizmo", "col": "Qty", "text": "1"}], "NOT_FOUND", "matches no row"),
        ([{"type": "set_cell_text", "row": "Lan", "col": "Qty", "text": "1"}], "AMBIGUOUS_MATCH", "matches several rows"),
        # the old total again, only formatted differently: a model that copied the wrong number
        ([{"type": "set_cell_text", "row": 3, "col": 3, "text": "1345.00"}], "NO_CHANGE",
         "already holds '1,345.00'; nothing was applied. The other rows of this column add up to 1,345.00"),
    ]
    lines = [plan_docx(source_path="prices.docx")]
    lines += [call("docx_apply_edits", source_path="prices.docx", edits=e) for e, _, _ in bad]
    lines += [finish(False, "could not"), RESPOND, final()]
    res = run_cli("run", "Update the prices", "-w", str(workspace), "--model", f"script:{write_script(lines)}",
                  "--no-probe")
    check_stream(res)
    errors = [r["error"] for r in tool_results(res, "docx_apply_edits")]
    for err, (_, code, text) in zip(errors, bad, strict=True):
        assert err.startswith(code) and text in err, err
    assert not res.of_type("file_artifact")
