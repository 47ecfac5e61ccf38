import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *
import csv

ws, ev = solve_args()
arts = []
for r in csv.DictReader(open(os.path.join(ws, "scans", "index.csv"))):
    d, m, y = r["date"].split("/")
    sup = r["supplier"].lower().replace(" ", "-")
    dst = os.path.join("receipts", "%s-%s" % (y, m), "%s-%s-%s_%s.pdf" % (y, m, d, sup))
    os.makedirs(os.path.dirname(os.path.join(ws, dst)), exist_ok=True)
    os.rename(os.path.join(ws, "scans", r["file"]), os.path.join(ws, dst))
    arts.append(dst)
emit(ev, answer="Moved %d receipts into receipts/." % len(arts), artifacts=arts)
