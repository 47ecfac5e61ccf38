import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "offer_letter.docx"))
n = replace_in_doc(d, "19 May 2025", "2 June 2025") + replace_in_doc(d, "19/05/2025", "02/06/2025")
d.save(os.path.join(ws, "offer_letter_revised.docx"))
emit(ev, answer="Changed the start date in %d places (body, terms table, first-day paragraph) and saved "
                "offer_letter_revised.docx." % n, artifacts=["offer_letter_revised.docx"])
