import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import json
from docx import Document

ws, ev = ek.solve_args()
q = json.load(open(os.path.join(ws, "quotes.json"), encoding="utf-8"))
job = next(j for j in q["jobs"] if "mill lane" in j["job"].lower())
best = min((x for x in job["quotes"] if x.get("status", "").lower() != "withdrawn"), key=lambda x: x["amount_gbp"])
text = "Resolved: to accept the quote from %s for \u00a3%s." % (best["supplier"], "{:,.2f}".format(best["amount_gbp"]))
doc = Document(os.path.join(ws, "council_minutes.docx"))
item7 = [p for p in doc.paragraphs if p.text.startswith("7.") and "mill lane" in p.text.lower()]
assert len(item7) == 1
ek.insert_paragraph_after(item7[0], text)
doc.save(os.path.join(ws, "council_minutes_final.docx"))
ek.emit(ev, answer="Inserted after item 7: " + text, artifacts=["council_minutes_final.docx"])
