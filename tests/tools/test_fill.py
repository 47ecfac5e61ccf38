"""guided/fill.py: a table's empty column filled from a data file, matched on the columns both share.
Real .docx files written with python-docx, real CSV files."""

from __future__ import annotations

from pathlib import Path

import docx

from ncurator_cli.guided.fill import column_fills


def table_doc(path: Path, rows: list[tuple[str, ...]]) -> Path:
    d = docx.Document()
    d.add_paragraph("Intro")
    t = d.add_table(rows=len(rows), cols=len(rows[0]))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            t.cell(r, c).text = text
    d.save(str(path))
    return path


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
