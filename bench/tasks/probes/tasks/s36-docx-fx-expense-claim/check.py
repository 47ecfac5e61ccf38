import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Rates are foreign units per 1 GBP, so GBP = amount / rate (multiplying gives ~3x more in error).
# 13/09 (Sat) and 14/09 (Sun) have no rate -> Friday 12/09 (not Monday 15/09, not the 05/09 row).
# GBP row stays as is; "chf" lower case; "1,086.20"; descriptions with commas need CSV quoting;
# the bold "Total (mixed currencies)" row and the "Personal spending - not claimed" table are not expenses.
EXPECTED = [
    ("2025-09-08", "Train to Heathrow", 38.40),
    ("2025-09-08", "Taxi, Lisbon airport to hotel", 27.30),
    ("2025-09-09", "Hotel Alfama (2 nights)", 356.34),
    ("2025-09-10", "Team dinner, Cervejaria Ramiro", 940.35),
    ("2025-09-11", "Flight Lisbon to Basel", 164.10),
    ("2025-09-12", "Hotel Basel Rhein (3 nights)", 595.79),
    ("2025-09-13", "Client lunch, Kunstmuseum caf\u00e9", 78.15),
    ("2025-09-14", "Tram day pass", 9.05),
    ("2025-09-15", "Flight Basel to London (booked on US site)", 156.12),
]
TOTAL = 2365.60


def key(s):
    return re.sub(r"[^a-z0-9]", "", norm(s).replace("\u00e9", "e"))


def check(ws, ev):
    path = os.path.join(ws, "claim_gbp.csv")
    require(os.path.isfile(path), "claim_gbp.csv not created")
    rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.lower() for c in rows[0]] == ["date", "description", "amount_gbp"],
            "header is %s, expected date,description,amount_gbp" % (rows[0] if rows else None))
    body = rows[1:]
    require(len(body) == len(EXPECTED), "%d rows, expected %d (claimed expenses only)" % (len(body), len(EXPECTED)))
    for r, (d, desc, amt) in zip(body, EXPECTED):
        require(len(r) == 3, "row %s does not have 3 columns (quote descriptions with commas)" % r)
        require(r[0] == d, "row for %r has date %r, expected %s" % (desc, r[0], d))
        require(key(r[1]) == key(desc), "row %s: expected description %r (rows in claim order)" % (r, desc))
        require(re.fullmatch(r"\u00a3?\d+\.\d{2}", r[2]), "amount_gbp %r is not a number with 2 decimals" % r[2])
        v = parse_number(r[2].replace("\u00a3", ""))
        require(abs(v - amt) <= 0.011, "amount_gbp for %r is %s, expected %.2f" % (desc, r[2], amt))
    ans = require_answer(ev)
    require(any(abs(v - TOTAL) <= 0.021 for v in numbers_in(ans, words=False)),
            "answer does not give the total %.2f GBP" % TOTAL)
    pws, _ = pristine(__file__)
    require_same_doc(os.path.join(pws, "trip_claim.docx"), os.path.join(ws, "trip_claim.docx"), "trip_claim.docx")
    require(same_file(os.path.join(pws, "fx_rates.json"), os.path.join(ws, "fx_rates.json")), "fx_rates.json was changed")
    return "9 expenses converted, total %.2f" % TOTAL

run_check(check)
