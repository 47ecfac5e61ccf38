import csv
import datetime as dt
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
_, kb = ek.pristine(__file__)  # the KB docs as setup.py writes them
TODAY = dt.date(2025, 3, 12)

# current (not superseded) safeguarding policy: renewal period and status-check interval
policy = next(ek.read(os.path.join(kb, n)) for n in sorted(os.listdir(kb))
              if n.startswith("safeguarding_policy") and "superseded" not in ek.read(os.path.join(kb, n)).lower())
years = ek.NUMWORDS[re.search(r"renewed (\w+) years after", policy).group(1)]
months = int(re.search(r"at least once every (\d+) months", policy).group(1))
# exemption in 2.1: front-of-house-only volunteers need no DBS at all


def parse(d):
    return dt.datetime.strptime(d.strip(), "%d-%b-%Y").date() if d and d.strip() else None


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    return d.replace(year=d.year + y, month=m + 1)


due = []
with open(os.path.join(ws, "volunteers", "dbs_tracker.csv"), encoding="utf-8", newline="") as f:
    for row in csv.DictReader(f):
        if not row["Active"].strip().lower().startswith("yes"):
            continue  # only people who currently volunteer
        if "front of house" in row["Role"].lower():
            continue  # exempt
        if row["On Update Service"].strip().lower() == "yes":
            last = parse(row["Last online status check"])
            if last is None or add_months(last, months) < TODAY:
                due.append(row["Name"])
        else:
            issued = parse(row["DBS certificate issued"])
            if add_months(issued, 12 * years) < TODAY:
                due.append(row["Name"])

ek.emit(ev, answer="\n".join(due))
