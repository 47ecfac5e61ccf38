"""sort_rows: a table's rows below its header put in order of given columns, each row moved whole
(its formatting with it), a total row left; direct only; saved and re-read from the bytes;
LibreOffice opens the result."""

from __future__ import annotations

from pathlib import Path

import docx
import pytest
from docx_testlib import SOFFICE, libreoffice_text

from ncurator_cli.capabilities.docx import SORTS, left_out_edits
from ncurator_cli.docx import DocxDocument, DocxError

#: (first name, surname, extension) rows of an invented phone list.
ROWS = [("Ines", "Varga", "214"), ("Tomas", "achebe", "1,120"), ("Rhea", "Achebe", "9"), ("Ola", "Lind", "57"),
        ("Bram", "Achebe", "301"), ("", "Total", "4")]


def build(path: Path) -> Path:
    d = docx.Document()
    d.add_paragraph("Phone list")
    t = d.add_table(rows=len(ROWS) + 1, cols=3)
    for c, head in enumerate(("First", "Surname", "Ext")):
        t.cell(0, c).text = head
    for r, row in enumerate(ROWS, start=1):
        for c, text in enumerate(row):
            t.cell(r, c).text = text
    t.cell(1, 1).paragraphs[0].runs[0].bold = True  # Varga's surname is bold
    d.add_paragraph("Updated monthly.")
    d.save(str(path))
    return path


def table(path: Path) -> list[tuple[str, ...]]:
    return [tuple(c.text for c in r.cells) for r in docx.Document(str(path)).tables[0].rows]


def test_rows_sort_by_surname_then_first_name_and_keep_their_formatting(tmp_path: Path) -> None:
    src = build(tmp_path / "phones.docx")
    doc = DocxDocument.open(src)
    report = doc.apply_edits([{"type": "sort_rows", "by": ["Surname", "First"]}])
    doc.save(tmp_path / "out.docx")
    assert table(tmp_path / "out.docx") == [("First", "Surname", "Ext"), ("Bram", "Achebe", "301"),
                                            ("Rhea", "Achebe", "9"), ("Tomas", "achebe", "1,120"),
                                            ("Ola", "Lind", "57"), ("Ines", "Varga", "214"), ("", "Total", "4")]
    assert report["results"][0]["count"] == 5
    varga = docx.Document(str(tmp_path / "out.docx")).tables[0].rows[5].cells[1].paragraphs[0].runs
    assert [r.bold for r in varga] == [True]  # the bold surname moved with its row
    paragraphs = [p.text for p in docx.Document(str(tmp_path / "out.docx")).paragraphs]
    assert paragraphs == ["Phone list", "Updated monthly."]  # nothing else changed
    assert table(src)[1] == ("Ines", "Varga", "214")  # the source file is untouched


def test_numbers_sort_by_value_and_descending_reverses(tmp_path: Path) -> None:
    src = build(tmp_path / "phones.docx")
    doc = DocxDocument.open(src)
    doc.apply_edits([{"type": "sort_rows", "table": 0, "by": 2, "descending": True}])
    doc.save(tmp_path / "out.docx")
    assert [r[2] for r in table(tmp_path / "out.docx")] == ["Ext", "1,120", "301", "214", "57", "9", "4"]


def test_bad_sorts_change_nothing(tmp_path: Path) -> None:
    src = build(tmp_path / "phones.docx")
    doc = DocxDocument.open(src)
    with pytest.raises(DocxError, match="Department"):
        doc.apply_edits([{"type": "sort_rows", "by": ["Department"]}])
    with pytest.raises(DocxError, match="tracked change"):
        doc.apply_edits([{"type": "sort_rows", "by": ["Surname"]}], mode="tracked")
    doc.apply_edits([{"type": "sort_rows", "by": ["Surname", "First"]}])
    with pytest.raises(DocxError, match="in that order already"):
        doc.apply_edits([{"type": "sort_rows", "by": ["Surname", "First"]}])


def test_sorting_is_offered_only_to_a_task_that_orders_rows() -> None:
    for objective in ("Sort the rows of the table in staff.docx by surname", "Put the table in alphabetical order",
                      "order the price list table by price, highest first"):
        assert SORTS.search(objective) and "sort_rows" not in left_out_edits(objective), objective
    for objective in ("Add Leila to the rota in rota.docx", "Change the start to 7:00 pm in a.docx",
                      "Raise the fee in order to cover the hall in fees.docx"):
        assert "sort_rows" in left_out_edits(objective), objective


@pytest.mark.skipif(SOFFICE is None,
                    reason="LibreOffice (soffice) is not installed; CI installs libreoffice-writer-nogui")
def test_libreoffice_opens_the_sorted_table(tmp_path: Path) -> None:
    src = build(tmp_path / "phones.docx")
    doc = DocxDocument.open(src)
    doc.apply_edits([{"type": "sort_rows", "by": ["Surname", "First"]}])
    out = tmp_path / "sorted.docx"
    doc.save(out)
    text = libreoffice_text([out], tmp_path / "txt", tmp_path / "profile")["sorted"]
    assert text.index("Bram") < text.index("Rhea") < text.index("Ola") < text.index("Ines")


def test_dates_and_times_sort_in_time_order_whatever_their_form() -> None:
    """Cells that are dates sort by date, not by their text: weekday names, ordinals, a missing
    year, ISO, day/month/year (month first only when the day cannot be one), times of day."""
    from ncurator_cli.docx.edits.sort import date_value, sort_key

    later = ["Sat 17 May", "Sat 7 June", "Saturday 12th July", "Aug 2", "1 September"]
    assert sorted(reversed(later), key=sort_key) == later
    assert date_value("2025-06-07") == date_value("07/06/2025") == date_value("June 7, 2025") == date_value("7 Jun 2025")
    assert date_value("06/17/2025") == date_value("17/06/2025")  # 17 cannot be a month
    assert sorted(["14:30", "9:05", "2:00 pm", "10.15am"], key=sort_key) == ["9:05", "10.15am", "2:00 pm", "14:30"]
    assert date_value("Sat 7 June 14:00") > date_value("Sat 7 June 9:30") > date_value("Sat 17 May 20:00")
    for text in ("Mayfield", "32 May", "13/13/2025", "25:00", "June", "7"):
        assert sort_key(text)[0] != 1, text  # not dates: numbers or text
