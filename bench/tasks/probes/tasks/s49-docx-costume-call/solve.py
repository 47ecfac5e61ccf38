import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
t = Document(os.path.join(ws, "scene_chart_spring_2025.docx")).tables[0]
acts = [c.text.strip() for c in t.rows[0].cells]
scenes = [c.text.strip() for c in t.rows[1].cells]
col = [j for j in range(len(acts)) if acts[j] == "Act 2" and scenes[j] == "Sc 3"][0]
names = []
for row in t.rows[2:]:
    cells = row.cells
    if cells[col].text.strip().upper() == "X":
        actor = cells[1].text.split("(")[0].strip()
        if actor not in names:
            names.append(actor)
emit(ev, answer="For Act 2 Scene 3 call: " + ", ".join(names) +
     ". (Captain Rusk is voice-only in that scene, so Rhys Morgan doesn't need a costume.)")
