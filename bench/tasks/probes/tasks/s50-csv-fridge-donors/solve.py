import csv
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
seen, tot, label = set(), {}, {}
with open(os.path.join(ws, "donations_log.csv"), newline="", encoding="utf-8") as f:
    for r in csv.DictReader(f):
        if r["entry_id"] in seen:
            continue
        seen.add(r["entry_id"])
        if not r["date"].startswith("2025-03") or r["status"].strip().lower() != "accepted":
            continue
        m = re.fullmatch(r"\s*([\d.,]+)\s*(kg|g)\s*", r["weight"].lower())
        kg = float(m.group(1).replace(",", "")) / (1000 if m.group(2) == "g" else 1)
        key = " ".join(r["donor"].lower().split())
        label.setdefault(key, " ".join(r["donor"].split()))
        tot[key] = tot.get(key, 0) + kg
order = sorted(tot, key=lambda k: (-tot[k], k))
write(os.path.join(ws, "march_donors.csv"), "donor,kg\n" + "\n".join('"%s",%.1f' % (label[k], tot[k]) if "," in label[k]
                                                                     else "%s,%.1f" % (label[k], tot[k]) for k in order))
emit(ev, answer="Wrote march_donors.csv: " + "; ".join("%s %.1f kg" % (label[k], tot[k]) for k in order),
     artifacts=["march_donors.csv"])
