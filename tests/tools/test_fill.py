"""guided/fill.py: a table's empty column filled from a data file, matched on the columns both share.
Real .docx files written with python-docx, real CSV files."""

from __future__ import annotations

from pathlib import Path

from tests.docx_cli import docx_cli_lib

from ncurator_cli.guided.fill import column_fills


def table_doc(path: Path, rows: list[tuple[str, ...]]) -> Path:
    return docx_cli_lib.table_doc(path, rows, paragraphs=("Intro",))


ROWS = [("Item", "Size", "Price"), ("Tee", "M", ""), ("Tee", "L", ""), ("Cap", "One size", "")]
ASK = "Fill in the Price column of shop.docx from prices.csv and save it as shop2.docx"


def test_each_empty_cell_takes_the_value_of_the_one_record_with_its_keys(tmp_path: Path) -> None:
    doc = table_doc(tmp_path / "shop.docx", ROWS)
    (tmp_path / "prices.csv").write_text('item,size,price,stock\nTee,L,£13.75,3\ntee, m ,"1,200.00",1\n'
                                         "Cap,One Size,7,9\nTee,S,9.00,2\n")
    assert column_fills(doc, tmp_path / "prices.csv", ASK) == [
        {"type": "set_cell_text", "table": 0, "row": 1, "col": 2, "text": "1,200.00"},
        {"type": "set_cell_text", "table": 0, "row": 2, "col": 2, "text": "£13.75"},
        {"type": "set_cell_text", "table": 0, "row": 3, "col": 2, "text": "7"}]


def test_no_fill_unless_it_is_certain(tmp_path: Path) -> None:
    doc = table_doc(tmp_path / "shop.docx", ROWS)
    data = tmp_path / "prices.csv"
    # A row no record matches (no L tee): the model decides.
    data.write_text("item,size,price\nTee,M,10\nCap,One size,7\n")
    assert column_fills(doc, data, ASK) is None
    # Two values for one row's keys.
    data.write_text("item,size,price\nTee,M,10\nTee,M,11\nTee,L,12\nCap,One size,7\n")
    assert column_fills(doc, data, ASK) is None
    data.write_text("item,size,price\nTee,M,10\nTee,L,12\nCap,One size,7\n")
    assert column_fills(doc, data, ASK) is not None
    # Arithmetic asked for, a column the objective does not name, no verb of filling.
    assert column_fills(doc, data, ASK.replace("from prices.csv", "from prices.csv plus 20% VAT")) is None
    assert column_fills(doc, data, "Fill in shop.docx from the list in data.csv") is None
    assert column_fills(doc, data, "Is every Price in shop.docx in prices.csv?") is None
    # Another column of the file that is a kind of the one filled (`member_price`): no lookup.
    (tmp_path / "two.csv").write_text("item,size,price,member_price\nTee,M,10,8\nTee,L,12,9\nCap,One size,7,5\n")
    assert column_fills(doc, tmp_path / "two.csv", ASK) is None
    # A data file that shares only the filled column has no key to match on.
    (tmp_path / "only.csv").write_text("price\n10\n")
    assert column_fills(doc, tmp_path / "only.csv", ASK) is None
    # Not data at all.
    (tmp_path / "notes.txt").write_bytes(b"\x00\x01")
    assert column_fills(doc, tmp_path / "notes.txt", ASK) is None


SHIFTS = [("Volunteer", "Shifts", "Hours"), ("Ann Bell", "", ""), ("Raj Patel", "", ""), ("Ida Moss", "", ""),
          ("Total", "", "")]
SHIFT_LOG = ("date,volunteer,start,end\n2024-03-02,Ann Bell,10:00,13:30\n2024-03-02,Raj Patel,13:30,16:15\n"
             "2024-03-09,ann bell,9:00,10:00\n2024-03-10,Tom Hart,22:00,01:00\n")


def test_figures_per_row_label_fill_named_columns_with_a_total(tmp_path: Path) -> None:
    """A count of each label's records (Shifts), hours between its start and end times (Hours), a
    total row adding up the rows above; a label with no records gets 0; records of a label the
    table lacks (Tom Hart, overnight) count nowhere."""
    doc = table_doc(tmp_path / "hours.docx", SHIFTS)
    (tmp_path / "log.csv").write_text(SHIFT_LOG)
    ask = "Fill in the Shifts and Hours columns of hours.docx from log.csv, including the Total row."
    got = {(e["row"], e["col"]): e["text"] for e in column_fills(doc, tmp_path / "log.csv", ask) or []}
    assert got == {(1, 1): "2", (2, 1): "1", (3, 1): "0", (4, 1): "3",
                   (1, 2): "4.5", (2, 2): "2.75", (3, 2): "0", (4, 2): "7.25"}
    # Only the columns the objective names are filled.
    got = column_fills(doc, tmp_path / "log.csv", "Fill in the Hours column of hours.docx from log.csv.")
    assert {e["col"] for e in got or []} == {2}
    # A plural of a money word (Totals, Fees) is no count of records.
    totals = table_doc(tmp_path / "totals.docx", [("Volunteer", "Totals"), ("Ann Bell", ""), ("Raj Patel", "")])
    assert column_fills(totals, tmp_path / "log.csv", "Fill in the Totals column of totals.docx from log.csv.") is None
    # A rate or a share is more than a count or a sum: the model works it out.
    assert column_fills(doc, tmp_path / "log.csv", ask + " Hours at the £12 rate.") is None
    assert column_fills(doc, tmp_path / "log.csv", ask.replace("Shifts and Hours", "Hours as a percentage")) is None


def test_a_sum_of_the_files_own_column_per_label(tmp_path: Path) -> None:
    doc = table_doc(tmp_path / "sales.docx", [("Seller", "Tickets", "Amount"), ("Ann", "", ""), ("Bo", "", ""),
                                              ("Total", "", "")])
    (tmp_path / "sales.csv").write_text("seller,tickets,amount\nAnn,2,24.00\nBo,1,9.50\nAnn,3,15.00\n")
    got = column_fills(doc, tmp_path / "sales.csv", "Fill in the Tickets and Amount columns of sales.docx from "
                       "sales.csv, with the total.")
    assert {(e["row"], e["col"]): e["text"] for e in got or []} == {
        (1, 1): "5", (2, 1): "1", (3, 1): "6", (1, 2): "39.00", (2, 2): "9.50", (3, 2): "48.50"}
    # Labels that are not the file's values: no fill.
    other = table_doc(tmp_path / "other.docx", [("Name", "Tickets"), ("Cy", ""), ("Di", "")])
    assert column_fills(other, tmp_path / "sales.csv", "Fill in the Tickets column of other.docx from sales.csv.") is None
