import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *

EXPECTED = {1: (3, 9.25), 2: (3, 12.5), 3: (4, 12.0), 4: (2, 7.25), 5: (0, 0.0), 6: (12, 41.0)}


def is_num(v):
    def f(text):
        t = norm(text)
        if v == 0 and t in ("-", "none", "nil", "0"):
            return True
        n = parse_number(t)
        return n is not None and abs(n - v) < 0.01 and len(numbers_in(t, words=False)) == 1
    return f


def check(ws, ev):
    pws, _ = pristine(__file__)
    require(same_file(os.path.join(pws, "volunteer_hours.csv"), os.path.join(ws, "volunteer_hours.csv")),
            "volunteer_hours.csv changed or missing")
    expect = {}
    for r, (s, h) in EXPECTED.items():
        expect[(0, r, 1)] = is_num(s)
        expect[(0, r, 2)] = is_num(h)
    require_cells_changed(os.path.join(pws, "march_report.docx"), os.path.join(ws, "march_report.docx"), expect)
    return "shifts and hours filled correctly"


run_check(check)
