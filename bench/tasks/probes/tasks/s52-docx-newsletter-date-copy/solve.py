import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "newsletter_june.docx"))
n = replace_in_doc(d, "Saturday 14 June", "Saturday 21 June")
d.save(os.path.join(ws, "newsletter_june_v2.docx"))
emit(ev, answer="Changed the coffee morning date to Saturday 21 June in %d places and saved newsletter_june_v2.docx." % n,
     artifacts=["newsletter_june_v2.docx"])
