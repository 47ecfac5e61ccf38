import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

SRC, OUT = "grading_sheet.docx", "grading_sheet_results.docx"
# row: (total, result)   row 2 is Sam Okafor KK-2232 (not Samuel, KK-2231 = 25.5)
WANT = {1: (22.5, "pass"), 2: (17.5, "fail"), 3: (20.5, "fail"), 4: (21, "pass"), 5: (21.5, "pass"), 6: (None, "absent")}


def total_ok(want):
    def f(text):
        t = ek.norm(text)
        if want is None:
            return t in ("", "-", "n/a", "absent", "\u2014")
        t = re.sub(r"\s*(/|out of)\s*30$", "", t)
        return re.fullmatch(r"\d+(\.\d+)?", t) is not None and abs(float(t) - want) < 1e-9
    return f


def result_ok(want):
    return lambda text: ek.norm(text).rstrip(".") == want


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    out = os.path.join(ws, OUT)
    ek.require(os.path.isfile(out), "%s is missing" % OUT)
    expect = {}
    for r, (tot, res) in WANT.items():
        expect[(0, r, 3)] = total_ok(tot)
        expect[(0, r, 4)] = result_ok(res)
    ek.require_cells_changed(os.path.join(pws, SRC), out, expect)
    return "totals and results filled correctly"


ek.run_check(check)
