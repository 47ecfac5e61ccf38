import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
rows = list(csv.reader(open(os.path.join(ws, "contacts.csv"))))
seen, out = set(), [rows[0]]
for r in rows[1:]:
    if r[1].strip().lower() not in seen:
        seen.add(r[1].strip().lower())
        out.append(r)
with open(os.path.join(ws, "contacts_dedup.csv"), "w", newline="") as f:
    csv.writer(f, lineterminator="\n").writerows(out)
emit(ev, answer="Wrote contacts_dedup.csv with %d contacts." % (len(out) - 1))
