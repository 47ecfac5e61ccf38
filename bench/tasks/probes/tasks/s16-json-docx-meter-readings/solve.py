import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
data = json.loads(read(os.path.join(ws, "readings_june.json")))
june = {r["meter"].strip().upper(): r["value_m3"] for r in data["readings"]
        if r["date"] == "2025-06-30" and r["status"] == "ok"}
d = Document(os.path.join(ws, "meter_readings_blockB.docx"))
t = d.tables[1]
notes = []
for row in t.rows[1:]:
    serial = row.cells[1].text.strip().upper()
    if serial in june:
        set_cell_text(row.cells[3], "%.3f" % june[serial])
    else:
        notes.append(row.cells[0].text)
d.save(os.path.join(ws, "meter_readings_blockB_filled.docx"))
emit(ev, answer="Filled the 30 June readings; left blank (not read): %s. Saved as meter_readings_blockB_filled.docx."
     % ", ".join(notes), artifacts=["meter_readings_blockB_filled.docx"])
