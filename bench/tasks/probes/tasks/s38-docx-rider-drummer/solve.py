import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "tour_rider.docx"))
n = replace_in_doc(d, "Dan Whitlock", "Priya Shah")
d.save(os.path.join(ws, "tour_rider_2026.docx"))
emit(ev, answer="Replaced Dan Whitlock with Priya Shah %d times; saved tour_rider_2026.docx." % n,
     artifacts=["tour_rider_2026.docx"])
