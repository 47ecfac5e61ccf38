import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

PROVIDER = {"Electricity": "Brightwatt", "Gas": "Brightwatt", "Water": "Severn Vale Water",
            "Broadband": "Fibrely", "Council tax": "Ashford BC"}
# month -> list of (type, amount in pence)
MONTHS = [
    ("Jan 2025", [("Electricity", 8140), ("Gas", 11260), ("Water", 3450), ("Broadband", 3200), ("Council tax", 17825)]),
    ("Feb 2025", [("Electricity", 7915), ("Gas", 10480), ("Water", 3450), ("Broadband", 3200), ("Council tax", 17825)]),
    ("Mar 2025", [("Electricity", 7230), ("Gas", 8875), ("Water", 3450), ("Broadband", 3200), ("Council tax", 17825)]),
    ("Apr 2025", [("Electricity", 6510), ("Gas", 6120), ("Water", 3690), ("Broadband", 3490), ("Council tax", 18960)]),
    ("May 2025", [("Electricity", 5985), ("Electricity", -1500), ("Gas", 4340), ("Water", 3690), ("Broadband", 3490),
                  ("Council tax", 18960)]),
    ("Jun 2025", [("Electricity", 5420), ("Gas", 3105), ("Water", 3690), ("Broadband", 3490), ("Council tax", 18960)]),
]
TYPES = ["Electricity", "Gas", "Water", "Broadband", "Council tax"]


def money(p):
    return "%s%d.%02d" % ("-" if p < 0 else "", abs(p) // 100, abs(p) % 100)


def lines():
    out = ["Month,Type,Provider,Amount"]
    grand = 0
    for q in range(2):
        sub = {t: 0 for t in TYPES}
        for month, items in MONTHS[3 * q:3 * q + 3]:
            for t, p in items:
                prov = PROVIDER[t] + (" (credit)" if p < 0 else "")
                out.append("%s,%s,%s,%s" % (month, t, prov, money(p)))
                sub[t] += p
        for t in TYPES:
            out.append("Q%d subtotal,%s,,%s" % (q + 1, t, money(sub[t])))
            grand += sub[t]
        out.append(",,,")
    out.append("Half-year total,,,%s" % money(grand))
    return out


if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "household_bills.csv"), "\n".join(lines()))
