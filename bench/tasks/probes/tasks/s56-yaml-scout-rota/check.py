import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *
import csv

EXPECTED = [("Sarah Bell", 5), ("Imran Shah", 4), ("Tom Varley", 4), ("Anna Lowe", 3),
            ("Chris Dale", 2), ("Jo Parker", 2), ("Mel Turner", 2)]


def check(ws, ev):
    pws, _ = pristine(__file__)
    require(same_file(os.path.join(pws, "rota.yaml"), os.path.join(ws, "rota.yaml")), "rota.yaml changed or missing")
    p = os.path.join(ws, "helper_counts.csv")
    require(os.path.isfile(p), "helper_counts.csv missing")
    rows = [r for r in csv.reader(read(p).lstrip("\ufeff").splitlines()) if any(c.strip() for c in r)]
    require(rows and [c.strip().lower() for c in rows[0]] == ["name", "meetings"], "header should be name,meetings, got %r" % (rows[:1],))
    got = []
    for r in rows[1:]:
        require(len(r) == 2, "bad row %r" % r)
        n = parse_number(r[1])
        require(n is not None, "no count in row %r" % r)
        got.append((r[0].strip(), n))
    require(len(got) == len(EXPECTED), "expected %d people, got %d" % (len(EXPECTED), len(got)))
    for (en, ec), (gn, gc) in zip(EXPECTED, got):
        require(gn.lower() == en.lower() and gc == ec, "expected %s,%d in this position, got %s,%s" % (en, ec, gn, gc))
    return "counts and order correct"


run_check(check)
