from docx import Document
import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

path = os.path.join(ws, "congress_entry_form.docx")
d = Document(path)
t = d.tables[0]
hdr = [c.text.strip() for c in t.rows[0].cells]
col = hdr.index("Entry fee")
row = next(r for r in t.rows if r.cells[0].text.strip() == "Minor")
cell = row.cells[col]
assert cell.text.strip() == "\u00a318", cell.text
ek.set_cell_text(cell, "\u00a322")
for r in cell.paragraphs[0].runs:
    r.bold = True
d.save(path)
ek.emit(ev, answer="Updated the Minor section entry fee from \u00a318 to \u00a322 (in bold) in congress_entry_form.docx.",
        artifacts=["congress_entry_form.docx"])
