import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
from docx import Document

ws, ev = ek.solve_args()
doc = Document(os.path.join(ws, "hall_hire_terms.docx"))
ek.replace_in_doc(doc, "1 September 2024", "1 May 2025")
ek.replace_in_doc(doc, "\u00a318 per hour", "\u00a321 per hour")
ek.replace_in_doc(doc, "\u00a318.00", "\u00a321.00")
doc.save(os.path.join(ws, "hall_hire_terms_May2025.docx"))
ek.emit(ev, answer="Saved hall_hire_terms_May2025.docx with the new \u00a321 standard rate.", artifacts=["hall_hire_terms_May2025.docx"])
