import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Jan-Mar 2025 only (not 2024-12.csv); "LEEDS"/" Leeds", "York "/"york", ... merged; the repeated
# header in 2025-02.csv skipped; "1,400.98"-style amounts and negative refunds included
EXPECTED = [("harrogate", 11508.02), ("leeds", 11048.56), ("ripon", 9379.26), ("york", 4572.68)]


def check(ws, ev):
    path = os.path.join(ws, "revenue_by_store.csv")
    require(os.path.isfile(path), "revenue_by_store.csv not created")
    with open(path, encoding="utf-8-sig", errors="replace", newline="") as f:
        rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(f.read())) if any(c.strip() for c in r)]
    require(rows, "revenue_by_store.csv is empty")
    require([c.lower() for c in rows[0]] == ["store", "revenue"], "header is %r, expected store,revenue" % (rows[0],))
    got = []
    for r in rows[1:]:
        require(len(r) == 2, "row %r does not have exactly 2 columns" % (r,))
        v = r[1].replace(",", "").replace("\u00a3", "").strip()
        require(re.match(r"^-?\d+(\.\d+)?$", v), "revenue %r is not a number" % r[1])
        got.append((" ".join(r[0].lower().split()), float(v)))
    require(sorted(s for s, _ in got) == sorted(s for s, _ in EXPECTED),
            "stores are %s, expected %s" % ([s for s, _ in got], [s for s, _ in EXPECTED]))
    want = dict(EXPECTED)
    for s, v in got:
        require(abs(v - want[s]) < 0.005, "revenue of %s is %.2f, expected %.2f" % (s, v, want[s]))
    require([s for s, _ in got] == [s for s, _ in EXPECTED], "rows not sorted by revenue, highest first")
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "Q1 revenue per store correct and sorted"

run_check(check)
