import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    pws, _ = pristine(__file__)
    want = tables(os.path.join(pws, "price_list.docx"))[0]
    p = os.path.join(ws, "price_list.csv")
    require(os.path.isfile(p), "price_list.csv missing")
    got = [r for r in csv.reader(io.StringIO(read(p).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(len(got) == len(want), "expected %d rows, found %d" % (len(want), len(got)))
    for w, g in zip(want, got):
        require([c.strip() for c in g] == w, "expected row %r, found %r" % (w, g))
    require_others_unchanged(__file__, ws)
    return "csv ok"

run_check(check)
