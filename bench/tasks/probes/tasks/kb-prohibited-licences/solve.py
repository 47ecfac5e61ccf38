import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
PROHIBITED = {"gpl-2.0-only", "gpl-3.0-only", "gpl-3.0-or-later", "agpl-3.0-only", "agpl-3.0-or-later",
              "sspl-1.0", "busl-1.1", "cc-by-nc-4.0"}
bad = []
with open(os.path.join(ws, "deps", "licenses.csv"), newline="", encoding="utf-8") as f:
    for r in csv.DictReader(f):
        choices = [c.strip().lower() for c in r["license"].split(" OR ")]
        if all(c in PROHIBITED for c in choices):
            bad.append(r["package"])
bad.sort()
write(os.path.join(ws, "prohibited_packages.txt"), "\n".join(bad))
emit(ev, answer="Prohibited under policy v3: " + ", ".join(bad), artifacts=["prohibited_packages.txt"])
