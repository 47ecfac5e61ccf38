import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Standard UK rates: <=1 kg 3.20, <=5 kg 5.40, <=20 kg 9.90; free when goods value >= 80.00 (W32-002, -005 at exactly
# 80.00, -008). W32-003 (1.0 kg) and W32-009 (5.0 kg) sit on the upper edge of their bands. Rows in file order; the
# values compared as numbers. orders file unchanged.
WANT = [("W32-001", 3.20), ("W32-002", 0.00), ("W32-003", 3.20), ("W32-004", 5.40), ("W32-005", 0.00),
        ("W32-006", 3.20), ("W32-007", 9.90), ("W32-008", 0.00), ("W32-009", 5.40), ("W32-010", 5.40),
        ("W32-011", 3.20)]


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "shipping.csv")
    require(os.path.isfile(path), "shipping.csv not found")
    rows = [r for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.strip().lower() for c in rows[0]] == ["order_id", "shipping"],
            "header is %r, expected order_id,shipping" % (rows[0] if rows else None))
    got = []
    for r in rows[1:]:
        require(len(r) == 2, "row %r does not have 2 columns" % r)
        v = parse_number(r[1].replace("\u00a3", ""))
        require(v is not None, "no number in row %r" % r)
        got.append((r[0].strip(), round(v, 2)))
    require([g[0] for g in got] == [w[0] for w in WANT], "order ids/order are %s" % [g[0] for g in got])
    wrong = ["%s: %.2f (expected %.2f)" % (g[0], g[1], w[1]) for g, w in zip(got, WANT) if abs(g[1] - w[1]) > 0.001]
    require(not wrong, "wrong charges: %s" % "; ".join(wrong))
    require(same_file(os.path.join(pws, "orders", "week_32.csv"), os.path.join(ws, "orders", "week_32.csv")),
            "orders/week_32.csv was changed")
    return "11 shipping charges correct"

run_check(check)
