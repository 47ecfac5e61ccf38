import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
from docx import Document

ws, ev = ek.solve_args()
p = os.path.join(ws, "agility_results.docx")
doc = Document(p)
winners = []
for t in doc.tables:
    hdr = [c.text.strip().lower() for c in t.rows[0].cells]
    di, fi, ti = hdr.index("dog"), hdr.index("faults"), next(i for i, h in enumerate(hdr) if h.startswith("time"))
    best = None
    for row in t.rows[1:]:
        cells = row.cells
        faults, time = cells[fi].text.strip(), cells[ti].text.strip()
        if faults != "0":
            continue
        if best is None or float(time) < best[0]:
            best = (float(time), row)
    if best:
        cell = best[1].cells[di]
        for para in cell.paragraphs:
            for run in para.runs:
                run.bold = True
        winners.append(cell.text.strip())
doc.save(p)
ek.emit(ev, answer="Made the class winners bold: " + ", ".join(winners) + ".", artifacts=["agility_results.docx"])
