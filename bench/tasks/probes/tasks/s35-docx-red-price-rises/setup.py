import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx.enum.style import WD_STYLE_TYPE
from docx.shared import RGBColor
from evalkit import *

RED = RGBColor(0xC0, 0x00, 0x00)


def cell_runs(cell, runs):
    """runs: list of (text, kind) with kind in '', 'red', 'style', 'bold'."""
    p = cell.paragraphs[0]
    for text, kind in runs:
        r = p.add_run(text)
        if kind == "red":
            r.font.color.rgb = RED
        elif kind == "style":
            r.style = "Price rise"
        elif kind == "bold":
            r.bold = True


def price_table(d, rows):
    t = d.add_table(rows=len(rows) + 1, cols=3)
    t.style = "Table Grid"
    for j, h in enumerate(["Item", "Price", "Notes"]):
        t.cell(0, j).paragraphs[0].add_run(h).bold = True
    for i, (item, price, note) in enumerate(rows, start=1):
        for j, val in enumerate((item, price, note)):
            cell_runs(t.cell(i, j), [(val, "")] if isinstance(val, str) else val)
    return t


if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 4, 1, 9, 0, 0)
    cp.author = cp.last_modified_by = "Inkwell Print & Copy"
    st = d.styles.add_style("Price rise", WD_STYLE_TYPE.CHARACTER)
    st.font.color.rgb = RED
    h = d.add_heading("", 0)
    h.add_run("Inkwell Print & Copy \u2013 price list").font.color.rgb = RED
    add_par(d, "Prices include VAT and apply from 1 April 2025. Student discount: 10% with a valid card.")
    p = d.add_paragraph()
    p.add_run("Prices shown in ")
    p.add_run("red").font.color.rgb = RED
    p.add_run(" have gone up since our last list (October 2024). Items marked NEW are new this season. "
              "Best-value prices are in bold.")
    add_heading(d, "Copying and printing", 1)
    price_table(d, [
        ("A4 black & white copy", "\u00a30.10", "per side"),
        ("A4 colour copy", [("\u00a30.", "red"), ("45", "red")], "per side"),
        ("A3 colour copy", "\u00a30.90", "per side"),
        ("A3 poster (gloss)", [("\u00a36.50", "style")], "printed while you wait"),
        ("A1 poster", [("\u00a318.00", "bold")], "next working day"),
        ("Business cards, 250", [("\u00a324.00", "red")], "double-sided, 400gsm"),
        ([("Photo book, 20 pages ", ""), ("NEW", "red")], "\u00a329.00", "5 working days"),
    ])
    add_heading(d, "Binding and finishing", 1)
    price_table(d, [
        ("Comb binding", "\u00a33.00", "up to 100 sheets"),
        ("Spiral binding", [("\u00a34.20", "red")], "up to 120 sheets"),
        ("Laminating, A4", [("\u00a31.50", "bold")], ""),
        ("Thermal binding", "\u00a35.00", [("price held until June", "")]),
    ])
    add_par(d, "Large orders (over 500 copies): ask for a quote.")
    save_docx(d, os.path.join(ws, "print_prices.docx"))
