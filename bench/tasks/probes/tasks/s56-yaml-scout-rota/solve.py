import os, re, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *

ws, ev = solve_args()
counts = {}
meetings, cur, key = [], None, None
for line in open(os.path.join(ws, "rota.yaml")):
    s = line.split("#")[0].rstrip()
    if s.startswith("  - date:"):
        cur = {"cancelled": False, "people": []}
        meetings.append(cur)
        key = None
    elif cur is None:
        continue
    elif re.match(r"^    (leaders|parent_helpers):", s):
        key = True
        v = s.split(":", 1)[1].strip()
        if v.startswith("["):
            cur["people"] += [x.strip() for x in v.strip("[]").split(",") if x.strip()]
    elif s.strip().startswith("cancelled:"):
        cur["cancelled"] = s.split(":")[1].strip() == "true"
    elif s.startswith("      - ") and key:
        cur["people"].append(s.strip()[2:].strip())
for m in meetings:
    if not m["cancelled"]:
        for p in m["people"]:
            counts[p] = counts.get(p, 0) + 1
rows = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
write(os.path.join(ws, "helper_counts.csv"), "name,meetings\n" + "\n".join("%s,%d" % r for r in rows))
emit(ev, answer="Wrote helper_counts.csv", artifacts=["helper_counts.csv"])
