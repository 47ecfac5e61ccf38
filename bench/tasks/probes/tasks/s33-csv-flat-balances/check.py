import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Equal splits; "all" = 4 (typed all/ALL/All); names typed "priya", "Sam ", "ben"; split lists "Ana;Ben;Sam" and
# "Priya; Sam" (3 or 2 people); a quoted "1,020.00"; a negative refund; settle-up rows (sender paid, receiver
# in split_between); a TOTAL row at the end (no payer) must be ignored; a Q1 file is a decoy.
# Ana 275.77 paid - 443.45 shares, Ben 1168.50 - 793.45, Priya 273.65 - 448.45, Sam 413.38 - 445.95.
EXPECTED = [("Ana", -167.68), ("Ben", 375.05), ("Priya", -174.80), ("Sam", -32.57)]


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def money(s):
    t = s.replace("\u00a3", "").replace(",", "").replace(" ", "").replace("\u2212", "-")
    require(re.fullmatch(r"[-+]?\d+(\.\d+)?", t), "balance %r is not a number" % s)
    return float(t)


def check(ws, ev):
    path = os.path.join(ws, "balances.csv")
    require(os.path.isfile(path), "balances.csv not created")
    with open(path, encoding="utf-8-sig", errors="replace", newline="") as f:
        rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(f.read())) if any(c.strip() for c in r)]
    require(rows and [c.lower() for c in rows[0]] == ["name", "balance"], "header should be name,balance: %r"
            % (rows[0] if rows else None,))
    body = rows[1:]
    names = [r[0].lower() for r in body]
    require(sorted(names) == [n.lower() for n, _ in EXPECTED],
            "rows should be exactly Ana, Ben, Priya, Sam; found %s" % [r[0] for r in body])
    require(names == [n.lower() for n, _ in EXPECTED], "rows are not sorted by name: %s" % names)
    for r, (n, v) in zip(body, EXPECTED):
        require(len(r) == 2, "row %r does not have 2 columns" % (r,))
        got = money(r[1])
        require(abs(got - v) <= 0.011, "%s: balance %s, expected %.2f" % (n, r[1], v))
    ans = last_answer(ev)
    require(has_word(ans, "Priya"), "answer does not say Priya owes the most")
    require(has_number(ans, 174.80, tol=0.011, words=False), "answer does not give Priya's 174.80")
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "balances right; Priya owes 174.80"

run_check(check)
