import csv, glob, gzip, re
from collections import Counter
import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

d = os.path.join(ws, "tvm")
counts = Counter()
for p in glob.glob(os.path.join(d, "faults.log*")):
    op = gzip.open if p.endswith(".gz") else open
    with op(p, "rt", encoding="utf-8") as f:
        for line in f:
            m = re.match(r"(\d{4}-\d{2})-\d{2}T\S+\s+(TVM-\d+)\s.*\bFAULT PAPER_OUT\b", line)
            if m and m.group(1) == "2025-03":
                counts[m.group(2)] += 1
sites = {r["id"]: r["site"] for r in csv.DictReader(open(os.path.join(d, "machines.csv"), encoding="utf-8"))}
(top, n), = counts.most_common(1)
ek.emit(ev, answer="%s (%s) ran out of paper the most in March: %d times." % (top, sites[top], n))
