"""adjust_numbers: every number of one table column changed by an amount or a percentage, each
written like the number it replaces and left in its runs (a price split over runs, or bold, keeps
that); direct and tracked; saved and re-read from the bytes (python-docx, and the package
validation every save runs); LibreOffice opens the results."""

from __future__ import annotations

from pathlib import Path
from typing import Any

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


def test_round_to_rounds_each_result_to_the_nearest_multiple_halves_up(tmp_path: Path) -> None:
    """+10% to the nearest 0.5: £40 -> 44, £25 -> 27.50, £8 -> 8.80 -> 9, £20 -> 22, £30 -> 33, £50 ->
    55 (written like the number it replaces); a result exactly halfway (9.25 from 7.50 + 1.75) goes up."""
    src = build(tmp_path / "prices.docx")
    doc = DocxDocument.open(src)
    doc.apply_edits([{"type": "adjust_numbers", "table": 1, "column": "Small", "percent": 10, "round_to": 0.5}])
    doc.save(tmp_path / "out.docx")
    assert column(tmp_path / "out.docx", 1) == ["Small", "£44", "£27.50", "£9", "£22", "£33", "£55", "£173"]
    from ncurator_cli.docx.edits.numbers import shifted
    from ncurator_cli.docx.edits.schema import AdjustNumbers

    def one(text: str, **kw: float) -> str:
        return shifted(text, AdjustNumbers(type="adjust_numbers", column=1, **kw))

    assert one("7.50", add=1.75, round_to=0.5) == "9.50"  # 9.25, halfway -> 9.5
    assert one("8.50", percent=10, round_to=0.5) == "9.50"  # 9.35 -> 9.5
    assert one("6.50", percent=10, round_to=0.5) == "7.00"  # 7.15 -> 7
    assert one("55.00", percent=10, round_to=0.5) == "60.50"  # 60.50000000000001
    assert one("1,234", add=10, round_to=5) == "1,245"  # 1244 -> 1245
    assert one("12", percent=-10, round_to=1) == "11"  # 10.8 -> 11
    with pytest.raises(ValueError):
        AdjustNumbers(type="adjust_numbers", column=1, percent=10, round_to=0)


@pytest.mark.parametrize("objective, change", [
    ("save a copy of p.docx as q.docx with every price put up by 10%, rounded to the nearest 50p, and the year "
     "changed from 2024 to 2025", {"percent": 10.0, "round_to": 0.5}),
    ("Reduce every fee by £2 in fees.docx", {"add": -2.0}),
    ("Raise the prices by 5 per cent, rounded to the nearest pound", {"percent": 5.0, "round_to": 1.0}),
    ("Give 10% off all prices in menu.docx", {"percent": -10.0}),
    ("Prices go up by 20p from May", {"add": 0.2}),
    ("Increase each rate by 3% and round to the nearest 5", {"percent": 3.0, "round_to": 5.0}),
    ("Change the date to 12 May 2025", None),  # no change of figures
    ("Raise prices by 10% and cut fees by 5%", None),  # two changes: the model's to place
    ("Students get 10% in the shop", None),  # no direction
])
def test_figure_change_reads_the_percentage_or_amount_and_the_rounding(objective: str, change: Any) -> None:
    from ncurator_cli.objective import figure_change

    assert figure_change(objective) == change


def test_money_columns_are_those_mostly_holding_amounts_and_those_named_first() -> None:
    from ncurator_cli.guided.docx import money_columns

    blocks = [{"kind": "paragraph", "text": "Prices"},
              {"kind": "table", "text": "Phone | Number\nShop | 01632 960555"},
              {"kind": "table", "text": "Service | Small | Large | Notes\nCut | £40 | £55 | quick\nDry | £25 | from £68 | "
                                        "\nTotal | £65 | £123 | "}]
    assert money_columns(blocks, "Put every price up by 10%") == [(1, "Small"), (1, "Large")]
    assert money_columns(blocks, "Put all the Large prices up by 10%") == [(1, "Large")]
    assert money_columns(blocks, "Put the price of a cut up by 10%") == []  # not every figure


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
