import csv
import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
recs = list(csv.DictReader(open(os.path.join(ws, "training_records.csv"), encoding="utf-8")))


def key(s):
    return " ".join(s.lower().split())


def signed_off(user, instr, day):
    for r in recs:
        if r["user_id"].lower() == user.lower() and key(r["instrument"]) == key(instr):
            t = datetime.date.fromisoformat(r["signed_off"])
            if t <= day < t.replace(year=t.year + 1):
                return True
    return False


t = Document(os.path.join(ws, "bookings", "week_2025-06-09.docx")).tables[0]
out = []
for row in t.rows[1:]:
    cells = row.cells
    if any(r.font.strike for p in cells[0].paragraphs for r in p.runs):
        continue
    day = datetime.datetime.strptime(cells[0].text.split(" ", 1)[1] + " 2025", "%d %b %Y").date()
    instr, user, sup = cells[2].text.strip(), cells[3].text.strip().lower(), cells[4].text.strip()
    if signed_off(user, instr, day):
        continue
    if sup not in ("", "\u2014") and signed_off(sup, instr, day):
        continue
    canon = [r["instrument"] for r in recs if key(r["instrument"]) == key(instr)][0]
    out.append([day.isoformat(), canon, user])
with open(os.path.join(ws, "flagged_bookings.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["date", "instrument", "user_id"])
    w.writerows(out)
emit(ev, answer="Wrote flagged_bookings.csv with %d bookings." % len(out), artifacts=["flagged_bookings.csv"])
