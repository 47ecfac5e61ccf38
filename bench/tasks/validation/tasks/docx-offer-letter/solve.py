import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
from docx import Document

ws, ev = solve_args()
vals = json.load(open(os.path.join(ws, "candidate.json")))
d = Document(os.path.join(ws, "offer_template.docx"))
for k, v in vals.items():
    replace_in_doc(d, "{{%s}}" % k, v)
d.save(os.path.join(ws, "offer_final.docx"))
emit(ev, answer="Saved offer_final.docx", artifacts=["offer_final.docx"])
