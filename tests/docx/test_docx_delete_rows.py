"""delete_rows: every row of a table whose cells read the given values, on real .docx files written
with python-docx, edited through `DocxDocument.apply_edits`, saved and re-read from the saved bytes."""

from __future__ import annotations

from pathlib import Path

import docx
import pytest
from docx.shared import Pt
from docx_testlib import SOFFICE, libreoffice_text
from lxml import etree

from ncurator_cli.docx import DocxDocument, DocxError
from ncurator_cli.docx.ooxml import W_NS

W = f"{{{W_NS}}}"

SESSIONS = [["Session", "Room", "Status"], ["S1", "Studio 2", "Running"], ["S3", "Wet room", "Cancelled"]]
REGISTRATIONS = [
    ["Ref", "Name", "Status", "Notes"],
    ["R-101", "Hannah", "Confirmed", ""],
    ["R-102", "Tomasz", "Cancelled", "refunded"],
    ["R-103", "Lena", "Confirmed", "asked to cancel?"],
    ["R-104", "Cat", "cancelled", ""],
    ["R-105", "Aoife", "Cancelled ", "duplicate"],
]


def build(path: Path, *tables: list[list[str]]) -> Path:
    d = docx.Document()
    d.add_paragraph("Workshop registrations")
    for rows in tables:
        t = d.add_table(rows=len(rows), cols=len(rows[0]))
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                t.cell(r, c).text = ""
                run = t.cell(r, c).paragraphs[0].add_run(value)
                if c == 1:
                    run.bold, run.font.size = True, Pt(13)
        d.add_paragraph("Notes follow.")
    d.save(str(path))
    return path


def texts(path: Path, table: int) -> list[list[str]]:
    return [[c.text for c in row.cells] for row in docx.Document(str(path)).tables[table].rows]


def test_rows_with_a_value_in_a_column_are_deleted_whatever_its_case_and_spacing(tmp_path: Path) -> None:
    src = build(tmp_path / "reg.docx", SESSIONS, REGISTRATIONS)
    before = src.read_bytes()
    doc = DocxDocument.open(src)
    report = doc.apply_edits([{"type": "delete_rows", "table": 1, "where": {"status": "CANCELLED"}}])
    assert report["results"][0]["count"] == 3 and report["results"][0]["rows"] == [2, 4, 5]
    out = tmp_path / "clean.docx"
    doc.save(out)
    assert texts(out, 1) == [REGISTRATIONS[0], REGISTRATIONS[1], REGISTRATIONS[3]]
    assert texts(out, 0) == SESSIONS  # the other table keeps its Cancelled row
    kept = docx.Document(str(out)).tables[1].rows[2].cells[1].paragraphs[0].runs[-1]
    assert kept.bold and kept.font.size == Pt(13)  # the rows left keep their formatting
    assert src.read_bytes() == before
    assert [p.text for p in docx.Document(str(out)).paragraphs] == ["Workshop registrations", "Notes follow.", "Notes follow."]


def test_without_a_table_the_one_table_where_rows_match_is_meant_and_two_are_an_error(tmp_path: Path) -> None:
    src = build(tmp_path / "reg.docx", SESSIONS, REGISTRATIONS)
    doc = DocxDocument.open(src)
    report = doc.apply_edits([{"type": "delete_rows", "where": {"Name": "tomasz"}}])
    assert report["results"][0]["rows"] == [2]
    doc = DocxDocument.open(src)
    with pytest.raises(DocxError) as both:
        doc.apply_edits([{"type": "delete_rows", "where": {"Status": "Cancelled"}}])
    assert both.value.code == "AMBIGUOUS_MATCH" and "2 tables" in both.value.message
    with pytest.raises(DocxError) as none:
        doc.apply_edits([{"type": "delete_rows", "table": 1, "where": {"Status": "Void"}}])
    assert none.value.code == "NOT_FOUND" and "row 1 (Ref=R-101; Name=Hannah; Status=Confirmed)" in none.value.message
    with pytest.raises(DocxError) as count:
        doc.apply_edits([{"type": "delete_rows", "table": 1, "where": {"Status": "Cancelled"}, "expected_count": 2}])
    assert count.value.code == "EXPECTED_COUNT"
    with pytest.raises(DocxError) as column:
        doc.apply_edits([{"type": "delete_rows", "table": 1, "where": {"State": "Cancelled"}}])
    assert column.value.code == "NOT_FOUND" and "not a header" in column.value.message
    doc.save(tmp_path / "same.docx")  # every failed batch changed nothing
    assert texts(tmp_path / "same.docx", 1) == REGISTRATIONS


def test_tracked_mode_marks_the_rows_deleted_and_a_merged_row_is_refused(tmp_path: Path) -> None:
    src = build(tmp_path / "reg.docx", REGISTRATIONS)
    doc = DocxDocument.open(src)
    doc.apply_edits([{"type": "delete_rows", "where": {"Status": "cancelled"}}], mode="tracked", author="Ann")
    doc.save(tmp_path / "tracked.docx")
    xml = etree.fromstring(docx.Document(str(tmp_path / "tracked.docx")).tables[0]._tbl.xml.encode())
    marked = [tr for tr in xml.iter(f"{W}tr") if tr.find(f"{W}trPr/{W}del") is not None]
    assert len(marked) == 3 and all(tr.find(f".//{W}delText") is not None for tr in marked)
    assert len(list(xml.iter(f"{W}tr"))) == len(REGISTRATIONS)  # still there, as revisions

    d = docx.Document()
    t = d.add_table(rows=3, cols=2)
    t.cell(0, 0).text, t.cell(0, 1).text = "Item", "Status"
    t.cell(1, 0).merge(t.cell(2, 0))
    t.cell(1, 1).text, t.cell(2, 1).text = "Cancelled", "Open"
    d.save(str(tmp_path / "merged.docx"))
    with pytest.raises(DocxError, match="vertically merged"):
        DocxDocument.open(tmp_path / "merged.docx").apply_edits([{"type": "delete_rows", "where": {"Status": "Cancelled"}}])


@pytest.mark.skipif(SOFFICE is None,
                    reason="LibreOffice (soffice) is not installed; CI installs libreoffice-writer-nogui")
def test_libreoffice_opens_a_table_with_rows_deleted_direct_and_tracked(tmp_path: Path) -> None:
    src = build(tmp_path / "reg.docx", SESSIONS, REGISTRATIONS)
    outs = []
    for mode in ("direct", "tracked"):
        doc = DocxDocument.open(src)
        doc.apply_edits([{"type": "delete_rows", "table": 1, "where": {"Status": "Cancelled"}}], mode=mode)
        outs.append(tmp_path / f"{mode}.docx")
        doc.save(outs[-1])
    texts = libreoffice_text(outs, tmp_path / "txt", tmp_path / "profile")
    direct = texts["direct"]
    assert "Hannah" in direct and "Lena" in direct and "Tomasz" not in direct and "Aoife" not in direct
    assert "Wet room" in direct  # the other table's Cancelled row
    assert "Hannah" in texts["tracked"]
