import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Menu sizes Regular/Large map to till "(R)"/"(L)"; food names carry "(v)" on the menu only; "flat white (R)"
# lower case; "Scone with jam & cream " trailing space; "3.1"/"3.0" equal 3.10/3.00. Mocha (L) has an inactive
# button at 3.60 listed before the active one at 3.80 (no mismatch). Extras, Sausage roll, seasonal specials
# are on one side only. "Soup of the day, with bread" needs CSV quoting.
EXPECTED = [("Bacon roll", 4.20, 4.50), ("Chai latte (L)", 3.80, 3.90), ("Cheese toastie", 4.80, 4.95),
            ("Latte (L)", 3.60, 3.70), ("Pot of tea", 2.20, 2.40), ("Soup of the day, with bread", 5.95, 6.25)]


def k(s):
    return " ".join(norm(s).split())


def check(ws, ev):
    path = os.path.join(ws, "price_mismatches.csv")
    require(os.path.isfile(path), "price_mismatches.csv not created")
    rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.lower() for c in rows[0]] == ["item", "menu_price", "till_price"],
            "header is %s, expected item,menu_price,till_price" % (rows[0] if rows else None))
    got = []
    for r in rows[1:]:
        require(len(r) == 3, "row %s does not have 3 columns (quote names with commas)" % r)
        a, b = parse_number(r[1]), parse_number(r[2].replace("\u00a3", ""))
        require(a is not None and b is not None, "row %s has a price that is not a number" % r)
        got.append((k(r[0]), a, b))
    want = {k(n): (m, t) for n, m, t in EXPECTED}
    names = [n for n, _, _ in got]
    require(sorted(names) == sorted(want), "items are %s, expected %s" % (names, sorted(want)))
    for n, a, b in got:
        require(abs(a - want[n][0]) < 0.001 and abs(b - want[n][1]) < 0.001,
                "%s: menu %s / till %s, expected %.2f / %.2f" % (n, a, b, want[n][0], want[n][1]))
    require(names == sorted(names), "rows are not sorted by item")
    pws, _ = pristine(__file__)
    require_same_doc(os.path.join(pws, "menu.docx"), os.path.join(ws, "menu.docx"), "menu.docx")
    require(same_file(os.path.join(pws, "till_items.csv"), os.path.join(ws, "till_items.csv")), "till_items.csv was changed")
    return "6 price mismatches"

run_check(check)
