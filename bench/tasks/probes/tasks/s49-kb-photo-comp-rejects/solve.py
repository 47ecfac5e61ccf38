import csv
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
rows = list(csv.DictReader(open(os.path.join(ws, "entries", "round3_entries.csv"), encoding="utf-8")))
rows = [r for r in rows if r["status"].strip().lower() != "withdrawn"]
reject = set()
for r in rows:
    if int(r["width_px"]) > 1600 or int(r["height_px"]) > 1200 or int(r["file_bytes"]) > 2000000:
        reject.add(r["entry_id"])
    words = set(re.findall(r"[a-z]+", r["title"].lower()))
    if words & set(r["member"].lower().split()):
        reject.add(r["entry_id"])
by_member = {}
for r in rows:
    by_member.setdefault(" ".join(r["member"].lower().split()), []).append(r)
for m, rs in by_member.items():
    for r in sorted(rs, key=lambda r: r["submitted"])[3:]:
        reject.add(r["entry_id"])
out = sorted(reject)
write(os.path.join(ws, "entries", "rejected.txt"), "\n".join(out))
emit(ev, answer="Rejected: " + ", ".join(out) + " (written to entries/rejected.txt).", artifacts=["entries/rejected.txt"])
