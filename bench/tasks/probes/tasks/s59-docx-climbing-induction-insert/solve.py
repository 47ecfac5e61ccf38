import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
from docx import Document

ws, ev = ek.solve_args()
p_ = os.path.join(ws, "climbing_induction.docx")
d = Document(p_)
hit = [p for p in d.paragraphs if p.text.startswith("Check the belay device")][0]
ek.insert_paragraph_after(hit, "Auto-belay gates must be closed whenever a line is out of use.", style="List Bullet")
d.save(p_)
ek.emit(ev, answer="Added the auto-belay bullet after the belay-device check in the Top-rope area section.",
        artifacts=["climbing_induction.docx"])
