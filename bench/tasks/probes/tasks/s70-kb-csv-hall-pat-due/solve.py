import csv, datetime, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
IV = {"kettle": 12, "urn": 12, "toaster": 12, "microwave": 12, "projector": 24, "laptop": 24, "PA amplifier": 24,
      "extension lead": 6, "cable reel": 6, "stage light": 6, "power tool": 6, "fridge": 24, "freezer": 24, "dishwasher": 24}
day = datetime.date(2025, 6, 14)
out = []
for r in csv.DictReader(open(os.path.join(ws, "hall", "appliances.csv"))):
    if r["result"] == "FAIL":
        continue
    y, m, d = map(int, r["last_test"].split("-"))
    m += IV[r["type"]]
    y += (m - 1) // 12
    m = (m - 1) % 12 + 1
    due = datetime.date(y, m, d)
    if due <= day:
        out.append([r["asset_id"], r["description"], due.isoformat()])
with open(os.path.join(ws, "pat_due.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["asset_id", "description", "due_date"])
    w.writerows(out)
