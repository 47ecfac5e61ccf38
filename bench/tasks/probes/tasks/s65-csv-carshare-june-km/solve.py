import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
root = os.path.join(ws, "carshare")
totals = {}
with open(os.path.join(root, "bookings.csv"), newline="", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        if row["start"].startswith("2025-06") and row["status"] == "completed":
            totals[row["member"]] = totals.get(row["member"], 0.0) + float(row["km"])

lines = ["member,km"] + [f"{m},{k:.1f}" for m, k in sorted(totals.items(), key=lambda x: (-x[1], x[0]))]
ek.write(os.path.join(root, "reports", "june_km.csv"), "\n".join(lines))
