import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# June table only (a July "booked" table follows with the same columns, including Rollo, a look-alike of Rolo).
# Helen Grant owns Maisie and Rolo (78.00: Rolo's 5 June cancellation had 3 days' notice, free); Sam Oduya 49.50
# (13 June late cancellation = half of 11.00); Raj Mehta 63.00 (10 June late = 9.00); Chris Dunn 27.00 (17 June
# cancelled with notice); Lucy Fenn 33.00 (26 June "Paid cash on the day" left out, 44.00 with it). Dog and walk
# names typed "maisie", "Rolo ", "group 60 "; prices.json also has last year's prices. Amounts with or without
# a pound sign accepted; any row order.
WANT = {"chris dunn": 27.00, "helen grant": 78.00, "lucy fenn": 33.00, "raj mehta": 63.00, "sam oduya": 49.50}


def check(ws, ev):
    pws, _ = pristine(__file__)
    for f in ("walks_2025.docx", "dogs.json", "prices.json"):
        require(same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    path = os.path.join(ws, "invoices_june.csv")
    require(os.path.isfile(path), "invoices_june.csv not found")
    rows = [r for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows, "invoices_june.csv is empty")
    head = [c.strip().lower() for c in rows[0]]
    require(head == ["owner", "amount"], "header is %s, expected owner, amount" % rows[0])
    got = {}
    for r in rows[1:]:
        require(len(r) == 2, "bad row %s" % r)
        o = norm(r[0])
        require(o not in got, "owner %s listed twice" % r[0])
        amt = r[1].strip().replace("\u00a3", "").replace("GBP", "").strip()
        require(re.fullmatch(r"\d+(\.\d{1,2})?", amt), "amount %r for %s is not a plain number" % (r[1], r[0]))
        got[o] = float(amt)
    require(sorted(got) == sorted(WANT), "owners are %s, expected %s" % (sorted(got), sorted(WANT)))
    wrong = {o: (got[o], v) for o, v in WANT.items() if abs(got[o] - v) > 0.005}
    require(not wrong, "wrong amounts (got, expected): %s" % wrong)
    return "5 owners with correct June totals"

run_check(check)
