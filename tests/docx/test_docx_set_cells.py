"""set_cells: one column's cell in every row whose cells read the given values, in one edit ("mark all
of Priya's actions as Done"); each cell written as set_cell_text writes it (its run formatting kept),
a row already reading the text left alone, all or nothing; saved and re-read from the bytes."""

from __future__ import annotations

from pathlib import Path

import docx
import pytest

from ncurator_cli.capabilities.docx import left_out_edits
from ncurator_cli.docx import DocxDocument, DocxError
from ncurator_cli.docx.ooxml import W_NS

W = f"{{{W_NS}}}"
ROWS = [("Action", "Owner", "Status"), ("Book the room", "Priya", "Open"), ("Vests (ask Priya)", "Tom", "Open"),
        ("Fixtures page", "Priya", "Open"), ("Affiliation", "Priyanka", "Open"), ("Results", "Priya", "Done")]


def build(path: Path) -> Path:
    d = docx.Document()
    d.add_paragraph("Actions")
    t = d.add_table(rows=len(ROWS), cols=3)
    for r, row in enumerate(ROWS):
        for c, text in enumerate(row):
            t.cell(r, c).text = text
    t.cell(1, 2).paragraphs[0].runs[0].bold = True
    d.save(str(path))
    return path


def grid(path: Path) -> list[list[str]]:
    return [[c.text for c in row.cells] for row in docx.Document(str(path)).tables[0].rows]


def test_every_row_with_the_value_gets_the_text_and_keeps_its_formatting(tmp_path: Path) -> None:
    src = build(tmp_path / "a.docx")
    doc = DocxDocument.open(src)
    report = doc.apply_edits([{"type": "set_cells", "where": {"Owner": "priya"}, "col": "Status", "text": "Done"}])
    doc.save(tmp_path / "out.docx")
    got = grid(tmp_path / "out.docx")
    assert [r[2] for r in got] == ["Status", "Done", "Open", "Done", "Open", "Done"]  # not Tom's, not Priyanka's
    assert [r[:2] for r in got] == [list(r[:2]) for r in ROWS]
    assert docx.Document(str(tmp_path / "out.docx")).tables[0].cell(1, 2).paragraphs[0].runs[0].bold
    result = report["results"][0]
    assert result["count"] == 2  # the Done row is left as it is
    assert result["changes"] == ["row 1: 'Open' -> 'Done'", "row 3: 'Open' -> 'Done'"]
    assert grid(src)[1][2] == "Open"


def test_tracked_set_cells_marks_old_and_new_text(tmp_path: Path) -> None:
    doc = DocxDocument.open(build(tmp_path / "a.docx"))
    doc.apply_edits([{"type": "set_cells", "where": {"Owner": "Priya"}, "col": 2, "text": "Done"}], mode="tracked")
    doc.save(tmp_path / "out.docx")
    tc = docx.Document(str(tmp_path / "out.docx")).tables[0].rows[3].cells[2]._tc
    assert "".join(t.text for d in tc.iter(f"{W}del") for t in d.iter(f"{W}delText")) == "Open"
    assert "".join(t.text for i in tc.iter(f"{W}ins") for t in i.iter(f"{W}t")) == "Done"


def test_bad_set_cells_change_nothing(tmp_path: Path) -> None:
    doc = DocxDocument.open(build(tmp_path / "a.docx"))
    with pytest.raises(DocxError, match="no row .* has"):
        doc.apply_edits([{"type": "set_cells", "where": {"Owner": "Gemma"}, "col": "Status", "text": "Done"}])
    with pytest.raises(DocxError, match="expected 2 row"):
        doc.apply_edits([{"type": "set_cells", "where": {"Owner": "Priya"}, "col": "Status", "text": "Done",
                          "expected_count": 2}])
    with pytest.raises(DocxError, match="already reads 'Done'"):
        doc.apply_edits([{"type": "set_cells", "where": {"Status": "Done"}, "col": "Status", "text": "Done"}])
    with pytest.raises(DocxError, match="Colour"):
        doc.apply_edits([{"type": "set_cells", "where": {"Owner": "Priya"}, "col": "Colour", "text": "x"}])
    with pytest.raises(DocxError):
        doc.apply_edits([{"type": "set_cells", "where": {}, "col": "Status", "text": "Done"}])
    assert not doc.dirty


def test_set_cells_is_offered_only_to_a_change_of_all_or_every_row() -> None:
    assert "set_cells" not in left_out_edits("Priya has finished all of her actions: mark them Done in a.docx")
    assert "set_cells" not in left_out_edits("Set every Tuesday session to Cancelled")
    assert "set_cells" in left_out_edits("Set the status of J-03 to Closed in jobs.docx")
