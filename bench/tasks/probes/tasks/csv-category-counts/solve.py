import csv
import os
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
with open(os.path.join(ws, "expenses", "2025-02.csv"), newline="", encoding="utf-8") as f:
    c = Counter(r["category"] for r in csv.DictReader(f))
items = sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))
write(os.path.join(ws, "category_counts.txt"), "\n".join("%s,%d" % kv for kv in items))
emit(ev, answer="Wrote category_counts.txt:\n" + "\n".join("%s,%d" % kv for kv in items), artifacts=["category_counts.txt"])
