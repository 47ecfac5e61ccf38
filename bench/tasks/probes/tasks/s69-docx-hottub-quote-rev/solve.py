import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

from docx import Document

src = os.path.join(ws, "quotes", "Q-2318 Pemberton.docx")
dst = os.path.join(ws, "quotes", "Q-2318 Pemberton rev2.docx")
doc = Document(src)
t = doc.tables[1]
money = lambda s: float(s.replace("\u00a3", "").replace(",", "").strip())
sub = 0.0
for row in t.rows[1:]:
    c = row.cells
    item = c[0].text
    if not c[1].text.strip():
        break
    qty = int(c[1].text)
    if item.startswith("Hot tub hire"):
        qty = 3
    elif item.startswith("Towel & robe pack"):
        qty = 2
    amt = qty * money(c[2].text)
    if str(qty) != c[1].text.strip():
        ek.set_cell_text(c[1], str(qty))
        ek.set_cell_text(c[3], "\u00a3%.2f" % amt)
    sub += amt
vat = round(sub * 0.2, 2)
tot = round(sub + vat, 2)
for row in t.rows:
    lab = row.cells[0].text.strip()
    if lab == "Subtotal":
        ek.set_cell_text(row.cells[3], "\u00a3%.2f" % sub)
    elif lab.startswith("VAT"):
        ek.set_cell_text(row.cells[3], "\u00a3%.2f" % vat)
    elif lab == "Total":
        ek.set_cell_text(row.cells[3], "\u00a3%.2f" % tot)
for p in doc.paragraphs:
    m = re.match(r"A deposit of (\u00a3[\d.,]+) \((\d+)% of the total\)", p.text)
    if m:
        dep = round(tot * int(m.group(2)) / 100.0, 2)
        ek.replace_in_paragraph(p, m.group(1), "\u00a3%.2f" % dep)
doc.save(dst)
ek.emit(ev, answer="Saved quotes/Q-2318 Pemberton rev2.docx: subtotal \u00a3%.2f, VAT \u00a3%.2f, total \u00a3%.2f." % (sub, vat, tot),
        artifacts=["quotes/Q-2318 Pemberton rev2.docx"])
