import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# row: (unit price, line total) in table 1
EXPECT = {1: (0.95, 142.50), 2: (0.90, 45.00), 3: (0.09, 180.00), 4: (42.00, 84.00), 5: (0.11, 55.00)}
TOTAL = 506.50


def num_is(v):
    def f(text):
        n = ek.parse_number(text)
        return n is not None and abs(n - v) < 0.005
    return f


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    out = os.path.join(ws, "order_form_priced.docx")
    ek.require(os.path.isfile(out), "order_form_priced.docx was not created")
    expect = {}
    for r, (u, t) in EXPECT.items():
        expect[(1, r, 3)] = num_is(u)
        expect[(1, r, 4)] = num_is(t)
    expect[(1, 6, 4)] = num_is(TOTAL)
    ek.require_cells_changed(os.path.join(pws, "order_form.docx"), out, expect)
    return "prices, line totals and total 506.50 filled"


ek.run_check(check)
