import csv
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
R = os.path.join(ws, "round")
MONTHS = {"sep": 9, "oct": 10, "nov": 11}
ABBR = {"Cl": "Close", "Rd": "Road", "Ave": "Avenue", "Ln": "Lane"}


def norm_addr(a):
    parts = a.strip().split()
    if parts and parts[-1] in ABBR:
        parts[-1] = ABBR[parts[-1]]
    return " ".join(parts)


visits = {}   # (address, month) -> [amount, owed]
arrears = []  # (address, month paid for)
for name in sorted(os.listdir(R)):
    if not name.endswith(".csv"):
        continue
    with open(os.path.join(R, name), encoding="utf-8", newline="") as f:
        text = f.read()
    delim = ";" if text.splitlines()[0].count(";") > text.splitlines()[0].count(",") else ","
    for row in csv.DictReader(text.splitlines(), delimiter=delim):
        if "Date" in row:  # old spreadsheet export
            d, m, y = row["Date"].split("/")
            month, addr, job = int(m), norm_addr(row["Address"]), row["Job"]
            amount, paid = float(row["Price"]), (row["Paid"] or "").strip().upper()
            if "NOT DONE" in job.upper() or "NO CHARGE" in job.upper():
                continue
            visits[(addr, month)] = [amount, paid != "Y"]
        else:  # RoundPro app export
            month = int(row["visit_date"].split("-")[1])
            addr, job = norm_addr(row["street"]), row["service"]
            amount, status = float(row["amount_gbp"]), row["status"].strip().lower()
            m = re.match(r"([A-Za-z]{3})\w*\s+arrears", job, re.IGNORECASE)
            if m:
                if status == "paid":
                    arrears.append((addr, MONTHS.get(m.group(1).lower())))
                continue
            if status == "cancelled":
                continue
            visits[(addr, month)] = [amount, status == "owed"]

for key in arrears:
    if key in visits:
        visits[key][1] = False

total = sum(amt for (addr, month), (amt, owed) in visits.items()
            if owed and month in (9, 10, 11) and addr.endswith("Hawthorn Close"))
ek.emit(ev, answer=f"Hawthorn Close still owes \u00a3{total:.2f} for September to November.")
