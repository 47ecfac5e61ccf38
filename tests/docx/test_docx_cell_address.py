"""set_cell_text addressed by labels, resolved by the core (docx/edits/address.py).

Every document is written with python-docx (merged and ragged rows made the way Word stores them:
`w:gridSpan`, `w:vMerge`, `w:gridBefore`), edited through `DocxDocument.apply_edits`, saved, and
re-read from the saved bytes: the right cell changed, no other cell did, and the cell kept its run
formatting. A label that names no row or several changes nothing and lists the candidates.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import docx
import pytest
from docx.shared import Pt
from lxml import etree

from ncurator_cli.docx import DocxDocument, DocxError
from ncurator_cli.docx.edits import edit_tool_schema
from ncurator_cli.docx.ooxml import W_NS

W = f"{{{W_NS}}}"

PLANTINGS = [
    ["Bed", "Crop", "Sown", "Status"],
    ["East bed", "Kale", "March 3", "Seedling"],
    ["West bed", "Leek", "March 9", "Planted"],
    ["Cold frame", "Kale", "April 1", "Seedling"],
    ["Herb spiral", "Sorrel", "April 20", "Planted"],
]


def grid(path: Path, table: int = 0) -> list[list[str]]:
    """Cell texts per row, one entry per `w:tc` (what python-docx's row.cells repeats for spans)."""
    tbl = docx.Document(str(path)).tables[table]._tbl
    return [["".join(t.text or "" for t in tc.iter(f"{W}t")) for tc in tr.iter(f"{W}tc")] for tr in tbl.iter(f"{W}tr")]


def build(path: Path, rows: list[list[str]], *, bold_col: int | None = None, before: str = "") -> Path:
    d = docx.Document()
    if before:
        d.add_paragraph(before)
    t = d.add_table(rows=len(rows), cols=max(len(r) for r in rows))
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            cell = t.cell(r, c)
            cell.text = ""
            run = cell.paragraphs[0].add_run(value)
            if c == bold_col:
                run.bold = True
                run.font.size = Pt(13)
    d.save(str(path))
    return path


def edit(path: Path, out: Path, *edits: dict[str, Any], mode: str = "direct") -> dict[str, Any]:
    doc = DocxDocument.open(path)
    report = doc.apply_edits([{"type": "set_cell_text", **e} for e in edits], mode=mode)
    doc.save(out)
    return report


def changed(before: list[list[str]], after: list[list[str]]) -> list[tuple[int, int, str]]:
    return [(r, c, after[r][c]) for r in range(len(after)) for c in range(len(after[r])) if before[r][c] != after[r][c]]


@pytest.mark.parametrize(
    ("address", "cell"),
    [
        ({"row": 2, "col": 3}, (2, 3)),                                  # indexes, as before
        ({"row": "West bed", "col": "Status"}, (2, 3)),                  # first-column label, header text
        ({"row": "leek", "col": "status"}, (2, 3)),                      # a label in another column, no case
        ({"row": "  Herb   spiral: ", "col": 3}, (4, 3)),                # spacing and a trailing colon ignored
        ({"row": "Herb", "col": "Stat"}, (4, 3)),                        # a unique prefix
        ({"row": "Sown=April 1", "col": "Status"}, (3, 3)),              # Column=Value
        ({"row": {"Crop": "Kale", "Bed": "East bed"}, "col": "Sown"}, (1, 2)),  # {column: value}, all must match
        ({"row": {"crop": "Sorrel"}, "col": "2"}, (4, 2)),               # header without case, a digit string
        ({"table": 0, "row": "Cold frame", "col": "Crop"}, (3, 1)),      # table given explicitly
        ({"table": "0", "row": "1", "col": "0"}, (1, 0)),                # digit strings are indexes
        ({"row": 3, "col": "c1"}, (3, 1)),                               # the edit view's own labels
        ({"row": "row 4", "col": "c2 Sown"}, (4, 2)),
        ({"row": "r2", "col": "C3"}, (2, 3)),
    ],
)
def test_a_cell_addressed_by_index_label_column_value_or_mapping(tmp_path: Path, address: dict[str, Any],
                                                                 cell: tuple[int, int]) -> None:
    src = build(tmp_path / "plantings.docx", PLANTINGS)
    report = edit(src, tmp_path / "out.docx", {**address, "text": "Harvested"})
    assert changed(PLANTINGS, grid(tmp_path / "out.docx")) == [(*cell, "Harvested")]
    assert report["results"][0]["targets"][0].startswith(f"body/t0/r{cell[0]}c{cell[1]}#")
    assert grid(src) == PLANTINGS  # the source is never written


def test_an_ambiguous_label_changes_nothing_and_lists_the_rows_that_tell_apart(tmp_path: Path) -> None:
    src = build(tmp_path / "plantings.docx", PLANTINGS)
    doc = DocxDocument.open(src)
    with pytest.raises(DocxError) as info:
        # "Kale" is the crop of two rows: both are named, each with its Column=Value cells.
        doc.apply_edits([{"type": "set_cell_text", "row": "West bed", "col": "Status", "text": "x"},
                         {"type": "set_cell_text", "row": "Kale", "col": "Status", "text": "Gone"}])
    err = info.value
    assert err.code == "AMBIGUOUS_MATCH" and err.details["edit_index"] == 1
    assert [c["row"] for c in err.details["candidates"]] == [1, 3]
    assert "row 1 (Bed=East bed; Crop=Kale; Sown=March 3; Status=Seedling)" in err.message
    assert "row 3 (Bed=Cold frame" in err.message and "Column=Value" in err.message
    assert not doc.dirty  # all or nothing: the first edit of the batch was not applied either

    # The same label narrowed by a second column resolves.
    edit(src, tmp_path / "out.docx", {"row": {"Crop": "Kale", "Sown": "April 1"}, "col": "Status", "text": "Gone"})
    assert changed(PLANTINGS, grid(tmp_path / "out.docx")) == [(3, 3, "Gone")]


@pytest.mark.parametrize(
    ("address", "code", "text"),
    [
        ({"row": "Rhubarb", "col": "Status"}, "NOT_FOUND", "matches no row"),
        ({"row": "Crop=Rhubarb", "col": "Status"}, "NOT_FOUND", "matches no row"),
        ({"row": "e", "col": "Status"}, "AMBIGUOUS_MATCH", "matches several rows"),  # East bed, East path
        ({"row": "West bed", "col": "Yield"}, "NOT_FOUND", "is not a header"),
        ({"row": "West bed", "col": "S"}, "AMBIGUOUS_MATCH", "matches several headers"),  # Sown, Status
        ({"row": {"Yield": "3"}, "col": 0}, "NOT_FOUND", "is not a header"),
        ({"row": {}, "col": 0}, "INVALID_EDIT", "names no column"),
        ({"row": True, "col": 0}, "INVALID_EDIT", "not true/false"),
        ({"row": "  ", "col": 0}, "INVALID_EDIT", "row is empty"),
        ({"row": 9, "col": 0}, "UNKNOWN_BLOCK", "has 5 rows"),
        ({"row": "West bed"}, "INVALID_EDIT", "row and col"),
    ],
)
def test_a_label_that_names_no_cell_is_a_clear_error(tmp_path: Path, address: dict[str, Any], code: str,
                                                     text: str) -> None:
    rows = [*PLANTINGS, ["East path", "Mint", "May 1", "Planted"]] if address.get("row") == "e" else PLANTINGS
    src = build(tmp_path / "plantings.docx", rows)
    doc = DocxDocument.open(src)
    with pytest.raises(DocxError) as info:
        doc.apply_edits([{"type": "set_cell_text", **address, "text": "x"}])
    assert info.value.code == code and text in info.value.message, info.value
    assert not doc.dirty


def test_a_label_in_a_column_header_does_not_make_a_row_label_ambiguous(tmp_path: Path) -> None:
    rows = [["Item", "Count", "Total"], ["Hinges", "4", "8.00"], ["Screws", "40", "2.00"], ["Total", "", "10.00"]]
    src = build(tmp_path / "parts.docx", rows)
    edit(src, tmp_path / "out.docx", {"row": "Total", "col": "Total", "text": "11.00"})
    assert changed(rows, grid(tmp_path / "out.docx")) == [(3, 2, "11.00")]
    # The header row is still reachable by index, and by a label only it holds.
    edit(src, tmp_path / "out2.docx", {"row": "Count", "col": 1, "text": "Quantity"})
    assert changed(rows, grid(tmp_path / "out2.docx")) == [(0, 1, "Quantity")]


def test_the_cell_keeps_its_run_formatting_in_both_modes(tmp_path: Path) -> None:
    src = build(tmp_path / "plantings.docx", PLANTINGS, bold_col=3)
    for mode in ("direct", "tracked"):
        out = tmp_path / f"{mode}.docx"
        edit(src, out, {"row": "Crop=Leek", "col": "Status", "text": "Harvested"}, mode=mode)
        cell = docx.Document(str(out)).tables[0].cell(2, 3)
        if mode == "direct":
            assert cell.text == "Harvested"
        runs = [r for r in cell.paragraphs[0]._p.iter(f"{W}r") if r.find(f"{W}t") is not None]
        assert runs and all(r.find(f"{W}rPr/{W}b") is not None for r in runs)
        assert all(r.find(f"{W}rPr/{W}sz").get(f"{W}val") == "26" for r in runs)
        if mode == "tracked":
            body = etree.tostring(docx.Document(str(out)).tables[0]._tbl, encoding="unicode")
            assert "w:ins" in body and "w:delText" in body  # a revision, not a silent rewrite


def merged_table(path: Path) -> Path:
    """A title row merged across the table, a header, a row whose two middle cells are merged
    (gridSpan=2), and a group label merged down two rows (vMerge)."""
    d = docx.Document()
    t = d.add_table(rows=6, cols=4)
    values = [["Workshop budget", "", "", ""],
              ["Line", "Q1", "Q2", "Note"],
              ["Timber", "120", "80", "oak"],
              ["Glue", "both quarters: 30", "", "pva"],
              ["Tools", "200", "0", "saw"],
              ["", "15", "15", "rent"]]
    for r, row in enumerate(values):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    t.cell(0, 0).merge(t.cell(0, 3))
    t.cell(3, 1).merge(t.cell(3, 2))
    t.cell(4, 0).merge(t.cell(5, 0))
    d.save(str(path))
    return path


def test_merged_cells_follow_the_table_grid(tmp_path: Path) -> None:
    src = merged_table(tmp_path / "workshop.docx")
    before = grid(src)
    assert [len(r) for r in before] == [1, 4, 4, 3, 4, 4]  # the merged cells are one w:tc each

    # The header is the row under the merged title; "Note" in the merged row is its third w:tc.
    edit(src, tmp_path / "a.docx", {"row": "Glue", "col": "Note", "text": "hide glue"})
    assert changed(before, grid(tmp_path / "a.docx")) == [(3, 2, "hide glue")]

    # "Q1" and "Q2" both lie over the merged cell: either header names it.
    edit(src, tmp_path / "b.docx", {"row": "Glue", "col": "Q2", "text": "40"})
    assert changed(before, grid(tmp_path / "b.docx")) == [(3, 1, "40")]

    # A row under a vertically merged label is found by its own cells.
    edit(src, tmp_path / "c.docx", {"row": "Note=rent", "col": "Q2", "text": "20"})
    assert changed(before, grid(tmp_path / "c.docx")) == [(5, 2, "20")]

    # Column=Value reads the merged cell under the header it spans.
    edit(src, tmp_path / "d.docx", {"row": {"Q2": "both quarters"}, "col": "Line", "text": "Resin"})
    assert changed(before, grid(tmp_path / "d.docx")) == [(3, 0, "Resin")]


def ragged_table(path: Path) -> Path:
    """Rows of different lengths: one starts one grid column late (w:gridBefore), one stops early."""
    src = build(path, [["Room", "Paint", "Litres"], ["Hall", "Sand", "4"], ["Attic", "White", "6"],
                       ["Porch", "Grey", "2"]])
    d = docx.Document(str(src))
    tbl = d.tables[0]._tbl
    trs = list(tbl.iter(f"{W}tr"))
    # row 2: its first cell removed and the row shifted by one grid column
    attic = trs[2]
    attic.remove(list(attic.iter(f"{W}tc"))[0])
    trpr = attic.find(f"{W}trPr")
    if trpr is None:
        trpr = etree.SubElement(attic, f"{W}trPr")
        attic.remove(trpr)
        attic.insert(0, trpr)
    gb = etree.SubElement(trpr, f"{W}gridBefore")
    gb.set(f"{W}val", "1")
    # row 3: its last cell removed
    porch = trs[3]
    porch.remove(list(porch.iter(f"{W}tc"))[-1])
    d.save(str(path))
    return path


def test_ragged_rows_map_a_header_to_the_cell_under_it(tmp_path: Path) -> None:
    src = ragged_table(tmp_path / "rooms.docx")
    before = grid(src)
    assert before == [["Room", "Paint", "Litres"], ["Hall", "Sand", "4"], ["White", "6"], ["Porch", "Grey"]]
    # "Litres" is the second w:tc of the shifted row.
    edit(src, tmp_path / "a.docx", {"row": "White", "col": "Litres", "text": "7"})
    assert changed(before, grid(tmp_path / "a.docx")) == [(2, 1, "7")]
    # A row with no cell under a header says so, and changes nothing.
    doc = DocxDocument.open(src)
    with pytest.raises(DocxError) as info:
        doc.apply_edits([{"type": "set_cell_text", "row": "Porch", "col": "Litres", "text": "3"}])
    assert info.value.code == "UNKNOWN_BLOCK" and "no cell under the column 'Litres'" in info.value.message
    with pytest.raises(DocxError) as info:
        doc.apply_edits([{"type": "set_cell_text", "row": "White", "col": "Room", "text": "Loft"}])
    assert info.value.code == "UNKNOWN_BLOCK"


def test_the_table_may_be_left_out_when_the_body_has_one_or_only_one_fits(tmp_path: Path) -> None:
    src = build(tmp_path / "one.docx", PLANTINGS, before="Garden log")
    edit(src, tmp_path / "out.docx", {"row": "Leek", "col": "Sown", "text": "March 10"})
    assert changed(PLANTINGS, grid(tmp_path / "out.docx")) == [(2, 2, "March 10")]

    d = docx.Document(str(src))
    second = d.add_table(rows=1, cols=2)
    second.cell(0, 0).text, second.cell(0, 1).text = "Tool", "Shed"
    d.save(str(tmp_path / "two.docx"))
    doc = DocxDocument.open(tmp_path / "two.docx")
    # Only the first table has a row "Leek" and a column "Sown": that cell, no error.
    doc.apply_edits([{"type": "set_cell_text", "row": "Leek", "col": "Sown", "text": "March 11"}])
    doc.save(tmp_path / "two-fit.docx")
    assert changed(PLANTINGS, grid(tmp_path / "two-fit.docx")) == [(2, 2, "March 11")]
    assert grid(tmp_path / "two-fit.docx", 1) == [["Tool", "Shed"]]
    # An address both tables have (row 0, col 1) is ambiguous: nothing changes, the tables are listed.
    doc = DocxDocument.open(tmp_path / "two.docx")
    with pytest.raises(DocxError) as info:
        doc.apply_edits([{"type": "set_cell_text", "row": 0, "col": 1, "text": "x"}])
    assert info.value.code == "INVALID_EDIT" and "the body has 2 tables" in info.value.message
    assert [t["table"] for t in info.value.details["tables"]] == [0, 1]
    # A table id works as well as an index, with labels.
    tid = next(b["id"] for b in doc.inspect()["blocks"] if b["kind"] == "table" and b["id"].startswith("body/t1#"))
    doc.apply_edits([{"type": "set_cell_text", "table": tid, "row": "Tool", "col": 1, "text": "Barn"}])
    doc.save(tmp_path / "two-out.docx")
    assert grid(tmp_path / "two-out.docx", 1) == [["Tool", "Barn"]]


def test_locate_cell_reports_where_an_address_points_without_changing_anything(tmp_path: Path) -> None:
    src = build(tmp_path / "plantings.docx", PLANTINGS)
    doc = DocxDocument.open(src)
    cell = doc.locate_cell({"row": "Crop=Sorrel", "col": "Sown", "text": "ignored"})
    assert {k: cell[k] for k in ("table", "row", "col", "text")} == {"table": "body/t0", "row": 4, "col": 2,
                                                                     "text": "April 20"}
    assert cell["id"].startswith("body/t0/r4c2#") and not doc.dirty


def test_the_tool_schema_offers_every_address_form_from_the_model() -> None:
    alts = {a["properties"]["type"]["const"]: a for a in edit_tool_schema()["anyOf"]}
    row = alts["set_cell_text"]["properties"]["row"]["anyOf"]
    assert {"type": "integer", "minimum": 0} in row and {"type": "string"} in row
    assert {"type": "object", "additionalProperties": {"type": "string"}} in row
    col = alts["set_cell_text"]["properties"]["col"]["anyOf"]
    assert {"type": "integer", "minimum": 0} in col and {"type": "string"} in col


def test_a_cell_edit_on_a_document_without_tables_says_how_to_change_a_paragraph(tmp_path: Path) -> None:
    src = tmp_path / "memo.docx"
    d = docx.Document()
    d.add_paragraph("Visits per month: ____")
    d.save(str(src))
    before = src.read_bytes()
    with pytest.raises(DocxError) as err:
        edit(src, tmp_path / "out.docx", {"row": 1, "col": 1, "text": "4"})
    # The way out is named: replace_text on the paragraph, the tool a small model can call next.
    assert "no table" in err.value.message and "replace_text" in err.value.message
    assert src.read_bytes() == before and not (tmp_path / "out.docx").exists()


def test_the_report_says_how_each_changed_block_reads_now(tmp_path: Path) -> None:
    src = build(tmp_path / "plan.docx", PLANTINGS)
    report = edit(src, tmp_path / "out.docx", {"row": "West bed", "col": "Sown", "text": "March 19"})
    # The redline marks the change; `now` is the block's text after it, with no markup to copy.
    assert "[-" in report["redline"] and "{+" in report["redline"]
    assert len(report["now"]) == 1 and report["now"][0].endswith(": March 19")
    assert "[-" not in report["now"][0] and "{+" not in report["now"][0]
