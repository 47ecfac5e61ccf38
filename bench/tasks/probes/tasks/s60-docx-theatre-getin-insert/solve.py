import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
from docx import Document

ws, ev = ek.solve_args()
doc = Document(os.path.join(ws, "get_in_procedure.docx"))
anchor = [p for p in doc.paragraphs if p.text.startswith("Fly bars 2 and 4 out to their deads")][0]
ek.insert_paragraph_after(anchor, "Check the safety bond on every lantern hung over the stage.", style=anchor.style)
doc.save(os.path.join(ws, "get_in_procedure_v2.docx"))
ek.emit(ev, answer="Saved get_in_procedure_v2.docx with the safety-bond check added as a new get-in step straight after flying out and locking off bars 2 and 4.",
        artifacts=["get_in_procedure_v2.docx"])
