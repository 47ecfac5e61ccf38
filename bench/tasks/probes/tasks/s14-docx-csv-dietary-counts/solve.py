import csv
import os
import re
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
confirmed = tables(os.path.join(ws, "workshop_attendees.docx"))[0]
emails = {r[2].strip().lower() for r in confirmed[1:]}
latest = {}
with open(os.path.join(ws, "dietary_survey.csv"), newline="", encoding="utf-8") as f:
    for r in csv.DictReader(f):
        e = r["email"].strip().lower()
        if e in emails and (e not in latest or r["timestamp"] > latest[e][0]):
            latest[e] = (r["timestamp"], re.sub(r"[\s-]+", "-", r["diet"].strip().lower()))
c = Counter(d for _, d in latest.values())
emit(ev, answer="Vegetarian: %d\nVegan: %d\nGluten-free: %d" % (c["vegetarian"], c["vegan"], c["gluten-free"]))
