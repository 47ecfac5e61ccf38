import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# nights = leaving - arriving; cost = nights x rate (Single 78, Double 112, Twin 108, Family suite 165).
# Esther arrives a day early (3 nights), Bilal stays to Monday (3), Carys and Greta arrive Saturday. Rows sorted by
# the name as written (first name first). Numbers compared as numbers; both source files unchanged.
WANT = [("Anwen Griffiths", 2, 224.00), ("Bilal Qureshi", 3, 495.00), ("Carys Morgan", 1, 78.00),
        ("Dominic Hale", 2, 216.00), ("Esther Lowe", 3, 336.00), ("Fergus Boyd", 2, 156.00),
        ("Greta Sandoval", 2, 216.00)]


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "room_costs.csv")
    require(os.path.isfile(path), "room_costs.csv not found")
    rows = [r for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.strip().lower() for c in rows[0]] == ["guest", "nights", "cost"],
            "header is %r, expected guest,nights,cost" % (rows[0] if rows else None))
    got = []
    for r in rows[1:]:
        require(len(r) == 3, "row %r does not have 3 columns" % r)
        n, c = parse_number(r[1]), parse_number(r[2].replace("\u00a3", ""))
        require(n is not None and c is not None, "row %r has no numbers" % r)
        got.append((" ".join(r[0].split()), n, c))
    require([g[0] for g in got] == [w[0] for w in WANT], "guests/order are %s" % [g[0] for g in got])
    wrong = ["%s: %g nights, %.2f (expected %d, %.2f)" % (g[0], g[1], g[2], w[1], w[2])
             for g, w in zip(got, WANT) if g[1] != w[1] or abs(g[2] - w[2]) > 0.001]
    require(not wrong, "wrong rows: %s" % "; ".join(wrong))
    require(same_file(os.path.join(pws, "room_rates.csv"), os.path.join(ws, "room_rates.csv")), "room_rates.csv was changed")
    require_same_doc(os.path.join(pws, "room_bookings.docx"), os.path.join(ws, "room_bookings.docx"), "room_bookings.docx")
    return "7 guests' room costs"

run_check(check)
