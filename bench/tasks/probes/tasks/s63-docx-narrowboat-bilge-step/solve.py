from docx import Document
import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

d = Document(os.path.join(ws, "handover_checklist.docx"))
p = next(p for p in d.paragraphs if p.text.startswith("Check the weed hatch lid"))
ek.insert_paragraph_after(p, "Check the bilge pump switch is set to AUTO.", style=p.style)
d.save(os.path.join(ws, "handover_checklist_v2.docx"))
ek.emit(ev, answer="Added the bilge pump step after the weed hatch check; saved as handover_checklist_v2.docx.",
        artifacts=["handover_checklist_v2.docx"])
