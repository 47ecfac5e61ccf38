import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "onboarding_guide.docx"))
n = replace_in_doc(d, "Marta Okonkwo", "Daniel Reyes")
d.save(os.path.join(ws, "onboarding_guide_updated.docx"))
emit(ev, answer="Replaced %d occurrences; saved onboarding_guide_updated.docx." % n,
     artifacts=["onboarding_guide_updated.docx"])
