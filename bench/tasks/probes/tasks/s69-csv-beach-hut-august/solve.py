import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

import csv, datetime
from collections import Counter

names = {}
with open(os.path.join(ws, "huts.csv"), newline="", encoding="utf-8") as f:
    for r in csv.DictReader(f):
        names[r["hut_no"].strip()] = r["name"].strip()
aug_start, aug_end = datetime.date(2025, 8, 1), datetime.date(2025, 9, 1)
nights = Counter()
with open(os.path.join(ws, "bookings_2025.csv"), newline="", encoding="utf-8") as f:
    for r in csv.DictReader(f):
        if r["status"].strip().lower() != "confirmed":
            continue
        a = max(datetime.date.fromisoformat(r["arrive"]), aug_start)
        d = min(datetime.date.fromisoformat(r["depart"]), aug_end)
        if d > a:
            nights[r["hut_no"].strip()] += (d - a).days  # count from dates, not the hand-typed column
hut, n = max(nights.items(), key=lambda kv: kv[1])
ek.emit(ev, answer="%s (hut %s) was booked for the most nights in August 2025: %d nights "
                   "(confirmed bookings only, counting just the August nights from the arrive/depart dates)."
                   % (names[hut], hut, n))
