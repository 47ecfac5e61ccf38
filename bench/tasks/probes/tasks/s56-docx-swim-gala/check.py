import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_same_doc(os.path.join(pws, "gala_results.docx"), os.path.join(ws, "gala_results.docx"))
    ans = require_answer(ev)
    require(has_word(ans, "Pashley"), "answer does not name Leo Pashley")
    require(has_number(ans, 43.98), "answer does not give the time 43.98")
    require(not has_word(ans, "Ellie"), "answer mentions Ellie Ward (Under 14)")
    return "Leo Pashley, 43.98"


run_check(check)
