import csv
import glob
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
ts = tables(os.path.join(ws, "manifest_B7.docx"))
samples = [t for t in ts if t[0][:2] == ["Sample ID", "Site"] and t[0][2] == "Matrix"][0]
ids = [r[0].strip().upper() for r in samples[1:]]
passed = set()
for p in glob.glob(os.path.join(ws, "results", "*.csv")):
    with open(p, newline="") as f:
        for r in csv.DictReader(f):
            if r["qc"].strip().lower() == "pass":
                passed.add(r["sample_id"].strip().upper())
pending = [i for i in ids if i not in passed]
write(os.path.join(ws, "pending_B7.txt"), "\n".join(pending))
emit(ev, answer="Pending B7 samples: " + ", ".join(pending), artifacts=["pending_B7.txt"])
