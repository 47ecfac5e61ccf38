import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
from docx import Document

ws, ev = ek.solve_args()
doc = Document(os.path.join(ws, "christmas_hours.docx"))
ek.replace_in_doc(doc, "9am \u2013 2pm", "9am \u2013 3pm")
ek.replace_in_doc(doc, "01632 960 455", "01632 960 781")
doc.save(os.path.join(ws, "christmas_hours_v2.docx"))
ek.emit(ev, answer="Saved christmas_hours_v2.docx with Christmas Eve 9am - 3pm and the new number 01632 960 781.", artifacts=["christmas_hours_v2.docx"])
