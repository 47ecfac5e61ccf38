import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
from docx import Document

ws, ev = ek.solve_args()
data = json.loads(ek.read(os.path.join(ws, "quiz", "scores.json")))
totals = {t["name"]: sum(t["scores"]) - t.get("penalty", 0) for t in data["teams"] if not t.get("withdrawn")}
p = os.path.join(ws, "quiz", "results_sheet.docx")
doc = Document(p)
for row in doc.tables[0].rows[1:]:
    ek.set_cell_text(row.cells[1], str(totals[row.cells[0].text.strip()]))
on_sheet = {row.cells[0].text.strip() for row in doc.tables[0].rows[1:]}
winner = max(on_sheet, key=lambda n: totals[n])
for para in doc.paragraphs:
    if para.text.startswith("Winners:"):
        para.runs[-1].text = " " + winner
doc.save(p)
ek.emit(ev, answer="Filled in the totals and put %s (%d) as the winners." % (winner, totals[winner]), artifacts=["quiz/results_sheet.docx"])
