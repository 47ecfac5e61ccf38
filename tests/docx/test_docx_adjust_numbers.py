"""adjust_numbers: every number of one table column changed by an amount or a percentage, each
written like the number it replaces and left in its runs (a price split over runs, or bold, keeps
that); direct and tracked; saved and re-read from the bytes (python-docx, and the package
validation every save runs); LibreOffice opens the results."""

from __future__ import annotations

from pathlib import Path

import docx
import pytest
from docx_testlib import SOFFICE, libreoffice_text

from ncurator_cli.capabilities.docx import ADJUSTS, left_out_edits
from ncurator_cli.docx import DocxDocument, DocxError
from ncurator_cli.docx.ooxml import W_NS

W = f"{{{W_NS}}}"
#: (service, small, large): runs of a Large cell given as (text, bold) pieces.
PRICES = [
    ("Full groom", "£40", [("£", False), ("55", False)]),
    ("Bath and dry", "£25", [("from ", False), ("£68", False)]),
    ("Nail trim", "£8", [("–", False)]),
    ("Puppy intro", "£20", [("£6", True), ("0", True)]),
    ("De-shed", "£30", [("£1,042.50", False)]),
    ("Bundle", "£50", [("2 for £10", False)]),
    ("Total", "£173", [("£1,295.50", False)]),
]


def build(path: Path) -> Path:
    d = docx.Document()
    d.add_paragraph("Price list")
    contact = d.add_table(rows=1, cols=2)
    contact.cell(0, 0).text, contact.cell(0, 1).text = "Phone", "01632 960555"
    t = d.add_table(rows=len(PRICES) + 1, cols=3)
    for c, head in enumerate(("Service", "Small", "Large")):
        t.cell(0, c).text = head
    for r, (name, small, pieces) in enumerate(PRICES, start=1):
        t.cell(r, 0).text, t.cell(r, 1).text = name, small
        p = t.cell(r, 2).paragraphs[0]
        for text, bold in pieces:
            p.add_run(text).bold = bold
    d.save(str(path))
    return path


def column(path: Path, c: int = 2) -> list[str]:
    return [r.cells[c].text for r in docx.Document(str(path)).tables[1].rows]


def test_every_price_of_a_column_goes_up_written_like_it_and_keeps_its_runs(tmp_path: Path) -> None:
    src = build(tmp_path / "prices.docx")
    doc = DocxDocument.open(src)
    report = doc.apply_edits([{"type": "adjust_numbers", "table": 1, "column": "Large", "add": 5}])
    doc.save(tmp_path / "out.docx")
    assert column(tmp_path / "out.docx") == ["Large", "£60", "from £73", "–", "£65", "£1,047.50", "2 for £15", "£1,295.50"]
    assert column(tmp_path / "out.docx", 1) == column(src, 1)  # the other columns stay
    result = report["results"][0]
    assert result["count"] == 5 and result["left"] == ["row 7 (Total)"]
    assert "row 1: £55 -> £60" in result["changes"]
    bold = docx.Document(str(tmp_path / "out.docx")).tables[1].rows[4].cells[2].paragraphs[0].runs
    assert "".join(r.text for r in bold) == "£65" and all(r.bold for r in bold)  # the bold offer price stays bold
    assert column(src) == ["Large", "£55", "from £68", "–", "£60", "£1,042.50", "2 for £10", "£1,295.50"]


def test_a_percentage_gives_two_decimals_where_the_result_needs_them(tmp_path: Path) -> None:
    src = build(tmp_path / "prices.docx")
    doc = DocxDocument.open(src)
    doc.apply_edits([{"type": "adjust_numbers", "table": 1, "column": 1, "percent": -10}])
    doc.save(tmp_path / "out.docx")
    assert column(tmp_path / "out.docx", 1) == ["Small", "£36", "£22.50", "£7.20", "£18", "£27", "£45", "£173"]


def test_tracked_adjustment_marks_old_and_new_figures(tmp_path: Path) -> None:
    src = build(tmp_path / "prices.docx")
    doc = DocxDocument.open(src)
    doc.apply_edits([{"type": "adjust_numbers", "table": 1, "column": "Large", "add": 5}], mode="tracked", author="Fees")
    doc.save(tmp_path / "out.docx")
    tc = docx.Document(str(tmp_path / "out.docx")).tables[1].rows[1].cells[2]._tc
    deleted = "".join(t.text for d in tc.iter(f"{W}del") for t in d.iter(f"{W}delText"))
    inserted = "".join(t.text for i in tc.iter(f"{W}ins") for t in i.iter(f"{W}t"))
    assert deleted == "55" and inserted == "60"


def test_bad_adjustments_change_nothing(tmp_path: Path) -> None:
    src = build(tmp_path / "prices.docx")
    doc = DocxDocument.open(src)
    with pytest.raises(DocxError, match="Giant"):
        doc.apply_edits([{"type": "adjust_numbers", "table": 1, "column": "Giant", "add": 5}])
    with pytest.raises(DocxError, match="add .* or percent"):
        doc.apply_edits([{"type": "adjust_numbers", "table": 1, "column": "Large", "add": 5, "percent": 3}])
    with pytest.raises(DocxError, match="no number"):
        doc.apply_edits([{"type": "adjust_numbers", "table": 1, "column": "Service", "add": 5}])
    assert not doc.dirty


def test_column_arithmetic_is_offered_only_to_a_task_that_changes_figures_by_an_amount() -> None:
    for objective in ("Add £5 to every price in the Large column of prices.docx", "Raise the fees by 10% in fees.docx",
                      "Prices go up by 3 from May: update prices.docx", "Reduce each amount by 2.5 per cent"):
        assert ADJUSTS.search(objective) and "adjust_numbers" not in left_out_edits(objective), objective
    for objective in ("Add Leila (07700 900418) to the rota in rota.docx", "Change the start to 7:00 pm in a.docx",
                      "Set the fee for Ann to £40 in fees.docx"):
        assert "adjust_numbers" in left_out_edits(objective), objective


@pytest.mark.skipif(SOFFICE is None,
                    reason="LibreOffice (soffice) is not installed; CI installs libreoffice-writer-nogui")
def test_libreoffice_opens_the_adjusted_table_direct_and_tracked(tmp_path: Path) -> None:
    src = build(tmp_path / "prices.docx")
    outs = []
    for mode in ("direct", "tracked"):
        doc = DocxDocument.open(src)
        doc.apply_edits([{"type": "adjust_numbers", "table": 1, "column": "Large", "add": 5}], mode=mode)
        outs.append(tmp_path / f"{mode}.docx")
        doc.save(outs[-1])
    texts = libreoffice_text(outs, tmp_path / "txt", tmp_path / "profile")
    assert "£60" in texts["direct"] and "£55" not in texts["direct"] and "from £73" in texts["direct"]
    assert "60" in texts["tracked"]
