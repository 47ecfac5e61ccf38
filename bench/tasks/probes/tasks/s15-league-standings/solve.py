import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
st, shown = {}, {}
with open(os.path.join(ws, "league", "results_2024-25.csv"), newline="", encoding="utf-8") as f:
    for r in csv.DictReader(f):
        if r["competition"].strip().lower() != "league" or r["score"].strip().upper() == "P-P":
            continue
        hg, ag = map(int, r["score"].split("-"))
        for t, gf, ga in ((r["home"], hg, ag), (r["away"], ag, hg)):
            k = " ".join(t.split()).lower()
            shown.setdefault(k, " ".join(t.split()).title())
            s = st.setdefault(k, [0, 0, 0])
            s[0] += 1
            s[1] += 3 if gf > ga else 1 if gf == ga else 0
            s[2] += gf - ga
items = sorted(st.items(), key=lambda kv: (-kv[1][1], -kv[1][2]))
with open(os.path.join(ws, "standings.csv"), "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["team", "played", "points", "goal_difference"])
    for k, (p, pts, gd) in items:
        w.writerow([shown[k], p, pts, gd])
emit(ev, answer="Wrote standings.csv:\n" + "\n".join("%s %d pts (GD %+d)" % (shown[k], v[1], v[2]) for k, v in items),
     artifacts=["standings.csv"])
