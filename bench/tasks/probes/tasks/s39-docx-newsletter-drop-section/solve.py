import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from docx.oxml.ns import qn
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "village_news_may.docx"))
body = d.element.body
inside, drop = False, []
styles = {s.style_id: s.name for s in d.styles}
for child in list(body.iterchildren()):
    if child.tag == qn("w:p"):
        ppr = child.find(qn("w:pPr"))
        sid = ""
        if ppr is not None and ppr.find(qn("w:pStyle")) is not None:
            sid = ppr.find(qn("w:pStyle")).get(qn("w:val"))
        if styles.get(sid, "").lower().startswith("heading"):
            inside = "".join(t.text or "" for t in child.iter(qn("w:t"))).strip() == "Car boot sale"
    if inside and child.tag in (qn("w:p"), qn("w:tbl")):
        drop.append(child)
for el in drop:
    body.remove(el)
d.save(os.path.join(ws, "village_news_may_final.docx"))
emit(ev, answer="Deleted the Car boot sale section (%d elements); saved village_news_may_final.docx." % len(drop),
     artifacts=["village_news_may_final.docx"])
