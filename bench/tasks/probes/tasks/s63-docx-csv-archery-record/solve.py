import csv
from docx import Document
import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

best = None
with open(os.path.join(ws, "scores", "2025.csv"), encoding="utf-8") as f:
    for r in csv.DictReader(f):
        if not r.get("archer"):
            continue
        if r["bow"].strip().lower() != "recurve" or r["round"].strip().lower() != "portsmouth":
            continue  # Bray I / Portsmouth (half) are not full Portsmouths
        if not (r["score"] or "").strip():
            continue  # retired from the round
        s = int(r["score"])
        if best is None or s > best[1]:
            best = (r["archer"].strip(), s)
path = os.path.join(ws, "newsletter_autumn.docx")
d = Document(path)
t = d.tables[0]
row = next(rw for rw in t.rows if rw.cells[0].text.strip() == "Portsmouth" and rw.cells[1].text.strip() == "Recurve")
ek.set_cell_text(row.cells[2], best[0])
ek.set_cell_text(row.cells[3], str(best[1]))
d.save(path)
ek.emit(ev, answer="Filled in the recurve Portsmouth season best: %s, %d." % best, artifacts=["newsletter_autumn.docx"])
