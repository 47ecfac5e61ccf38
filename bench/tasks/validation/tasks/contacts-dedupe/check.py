import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    pws, _ = pristine(__file__)
    src = list(csv.reader(io.StringIO(read(os.path.join(pws, "contacts.csv")))))
    seen, want = set(), []
    for r in src[1:]:
        k = r[1].strip().lower()
        if k not in seen:
            seen.add(k)
            want.append(r)
    p = os.path.join(ws, "contacts_dedup.csv")
    require(os.path.isfile(p), "contacts_dedup.csv missing")
    got = [r for r in csv.reader(io.StringIO(read(p))) if r]
    require([c.strip() for c in got[0]] == ["name", "email", "company"], "bad header %r" % got[0])
    got = got[1:]
    require(len(got) == len(want), "expected %d rows, found %d" % (len(want), len(got)))
    for w, g in zip(want, got):
        require(g[0].strip() == w[0] and g[1].strip().lower() == w[1].strip().lower() and g[2].strip() == w[2],
                "expected row %r, found %r" % (w, g))
    require_others_unchanged(__file__, ws)
    return "%d unique contacts" % len(want)

run_check(check)
