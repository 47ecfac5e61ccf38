import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Table 1 only: Equipment Y2 2,000 -> 6,000 (total 14,800 -> 18,800), Travel Y2 6,500 -> 2,500 (total 9,700 ->
# 5,700). The Year 2 and grand totals do not change (money moves between rows). The appendix table of the
# previous award also has Travel Y2 = 6,500 and must stay; "4,000" in the match funding text too.


def money(v):
    def ok(text):
        s = text.strip().replace("\u00a0", " ")
        if not re.fullmatch(r"(\u00a3|GBP)?\s?(\d{1,3}(,\d{3})+|\d+)(\.00)?", s):
            return False
        return abs(parse_number(s.replace("GBP", "")) - v) < 0.001
    return ok


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "grant_budget.docx")
    out = os.path.join(ws, "grant_budget_v2.docx")
    require(os.path.isfile(out), "grant_budget_v2.docx not created")
    require_cells_changed(src, out, {(0, 2, 2): money(6000), (0, 2, 3): money(18800),
                                     (0, 3, 2): money(2500), (0, 3, 3): money(5700)})
    require_same_doc(src, os.path.join(ws, "grant_budget.docx"), "original grant_budget.docx")
    return "Equipment/Travel Year 2 and row totals updated; column totals and appendix unchanged; original intact"

run_check(check)
