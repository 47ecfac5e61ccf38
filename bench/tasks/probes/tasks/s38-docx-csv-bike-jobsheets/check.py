import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# 5 job sheets (B-1041..B-1045). B-1043's parts are "£1,149.00" (thousands separator -> 1149); B-1044's table has the
# rows in another order (parts above labour, customer last), so reading by position gives the labour hours or the
# bike. A Word lock file "~$B-1045.docx" in jobsheets/ is not a document (no extra row, must not crash).
EXPECTED = [("B-1041", "martin cole", 42.50), ("B-1042", "aoife byrne", 56.00), ("B-1043", "sunil mehta", 1149.00),
            ("B-1044", "greta holm", 18.40), ("B-1045", "kofi mensah", 27.95)]


def check(ws, ev):
    path = os.path.join(ws, "parts_costs.csv")
    require(os.path.isfile(path), "parts_costs.csv not created")
    rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.lower() for c in rows[0]] == ["job", "customer", "parts"], "header is not job,customer,parts")
    got = []
    for r in rows[1:]:
        require(len(r) == 3, "row %s does not have 3 columns (is 1,149.00 written with a comma?)" % r)
        v = parse_number(r[2])
        require(v is not None, "parts %r is not a number" % r[2])
        job = r[0].upper().replace(" ", "")
        got.append(("B-" + job if job.isdigit() else job, " ".join(r[1].split()).lower(), round(v, 2)))
    require([g[0] for g in got] == [e[0] for e in EXPECTED], "jobs are %s, expected B-1041..B-1045 in order"
            % [g[0] for g in got])
    for g, e in zip(got, EXPECTED):
        require(g[1] == e[1], "%s: customer %r, expected %r" % (g[0], g[1], e[1]))
        require(abs(g[2] - e[2]) < 0.005, "%s: parts %s, expected %.2f" % (g[0], g[2], e[2]))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "5 job sheets, parts costs"

run_check(check)
