import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import glob, re


def kb_dir(ws, marker):
    """The knowledge-base folder: a sibling of the workspace named kb* holding `marker`; otherwise
    regenerate the task KB docs with this task's setup.py."""
    parent = os.path.dirname(ws)
    for d in sorted(glob.glob(os.path.join(parent, "kb*"))):
        if os.path.isfile(os.path.join(d, marker)):
            return d
    return ek.pristine(__file__)[1]

import csv, math
from collections import defaultdict
from datetime import date

ws, ev = ek.solve_args()
kb = kb_dir(ws, "fire_procedure_v4.md")
AUDIT = date(2025, 7, 1)  # from the question

proc = ek.read(os.path.join(kb, "fire_procedure_v4.md"))  # current version (supersedes v3)
per = int(re.search(r"one trained fire warden for every (\d+) staff", proc).group(1))
words = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
minimum = words[re.search(r"never fewer than (\w+)\*\* wardens", proc).group(1)]
valid_years = words[re.search(r"valid for \*\*(\w+) years", proc).group(1)]

staff = defaultdict(int)
order = []
with open(os.path.join(ws, "building", "floor_headcount.csv"), newline="") as f:
    for r in csv.DictReader(f):
        if r["floor"] not in staff:
            order.append(r["floor"])
        staff[r["floor"]] += int(r["staff_normally_present"])

have = defaultdict(int)
with open(os.path.join(ws, "building", "safety_roles.csv"), newline="") as f:
    for r in csv.DictReader(f):
        if r["role"].strip().lower() != "fire warden":
            continue
        if r["status"].strip().lower() != "active":
            continue  # on long leave (e.g. maternity leave) - doesn't count while away
        y, m, d = map(int, r["trained_on"].split("-"))
        if date(y + valid_years, m, d) < AUDIT:
            continue  # training lapsed
        have[r["floor"]] += 1

short = []
for fl in order:
    need = max(minimum, math.ceil(staff[fl] / per))
    print(fl, staff[fl], need, have[fl])
    if have[fl] < need:
        short.append(fl)
ek.write(os.path.join(ws, "short_floors.txt"), "\n".join(short))
print(short)
