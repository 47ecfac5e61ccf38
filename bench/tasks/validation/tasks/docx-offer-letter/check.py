import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    pws, _ = pristine(__file__)
    vals = json.loads(read(os.path.join(pws, "candidate.json")))
    require_replaced(os.path.join(pws, "offer_template.docx"), os.path.join(ws, "offer_final.docx"),
                     [("{{%s}}" % k, v) for k, v in vals.items()])
    require_same_doc(os.path.join(pws, "offer_template.docx"), os.path.join(ws, "offer_template.docx"))
    require_others_unchanged(__file__, ws)
    return "filled"

run_check(check)
