import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "guest_welcome.docx")
d = Document(p)
n = replace_in_doc(d, "10:00", "11:00")
d.save(p)
emit(ev, answer="Changed check-out from 10:00 to 11:00 in %d places in guest_welcome.docx." % n, artifacts=["guest_welcome.docx"])
