import collections
import csv
import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
cards = list(csv.DictReader(open(os.path.join(ws, "cards.csv"))))


def holder(card, day):
    for c in cards:
        if c["card_id"].upper() != card.upper():
            continue
        start = datetime.date.fromisoformat(c["issued"])
        end = datetime.date.fromisoformat(c["returned"]) if c["returned"] else datetime.date.max
        if start <= day <= end:
            return c["holder"]
    return None


sessions = []  # (card, start datetime, kwh)
for line in read(os.path.join(ws, "chargers", "bay1_sessions.csv")).splitlines():
    p = line.split(",")
    if p[0] == "session_id" or len(p) < 5:
        continue
    sessions.append((p[1], datetime.datetime.strptime(p[2], "%Y-%m-%d %H:%M:%S"), float(p[4])))
for line in read(os.path.join(ws, "chargers", "bay2_sessions.csv")).splitlines()[1:]:
    p = line.split(";")
    sessions.append((p[1], datetime.datetime.strptime(p[2], "%d/%m/%Y %H:%M"), float(p[4]) / 1000))
tot = collections.defaultdict(float)
for card, start, kwh in sessions:
    if start.year == 2025 and start.month == 5:
        who = holder(card, start.date())
        if who:
            tot[who] += kwh
best = max(tot, key=tot.get)
emit(ev, answer="%s used the most in May 2025: %.1f kWh in total (old card C-1003 plus the replacement C-1019)."
     % (best, tot[best]))
