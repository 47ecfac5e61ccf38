import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *
import csv

EXPECTED = [("Priti Nair", 10, 105.0), ("Owen Hughes", 10, 92.0), ("Hannah Moss", 9, 88.0), ("Declan Reid", 6, 48.0)]


def num(s):
    return parse_number((s or "").replace("£", ""))


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_same_doc(os.path.join(pws, "ticket_sales.docx"), os.path.join(ws, "ticket_sales.docx"))
    require(same_file(os.path.join(pws, "prices.json"), os.path.join(ws, "prices.json")), "prices.json changed or missing")
    p = os.path.join(ws, "seller_totals.csv")
    require(os.path.isfile(p), "seller_totals.csv missing")
    rows = [r for r in csv.reader(read(p).lstrip("\ufeff").splitlines()) if any(c.strip() for c in r)]
    require(rows and [c.strip().lower() for c in rows[0]] == ["seller", "tickets", "amount"],
            "header should be seller,tickets,amount, got %r" % (rows[:1],))
    body = rows[1:]
    require(len(body) == len(EXPECTED), "expected %d sellers, got %d" % (len(EXPECTED), len(body)))
    for (es, et, ea), r in zip(EXPECTED, body):
        require(len(r) == 3, "bad row %r" % r)
        require(r[0].strip().lower() == es.lower(), "expected %s in this position, got %r" % (es, r[0]))
        require(num(r[1]) == et, "%s: tickets should be %d, got %r" % (es, et, r[1]))
        a = num(r[2])
        require(a is not None and abs(a - ea) < 0.005, "%s: amount should be %.2f, got %r" % (es, ea, r[2]))
    return "seller totals correct"


run_check(check)
