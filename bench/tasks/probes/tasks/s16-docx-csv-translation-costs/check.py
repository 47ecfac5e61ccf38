import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# 2025 table (the 2024 one follows with the same layout); direction matters (DE > EN 0.11 vs EN > DE 0.12);
# words "1,250"/"2,400" quoted; urgent typed yes/Y/Yes/no/No/blank; minimum before the +50%:
# J-603 200 x 0.11 = 22 -> min 30 -> urgent 45; J-607 300 x 0.12 = 36 (above min) -> 54; J-605 13.50 -> 25;
# J-608 13.20 -> 35.
EXPECTED = {"J-601": 150.00, "J-602": 88.00, "J-603": 45.00, "J-604": 360.00, "J-605": 25.00,
            "J-606": 480.00, "J-607": 54.00, "J-608": 35.00, "J-609": 110.00}


def check(ws, ev):
    path = os.path.join(ws, "job_costs.csv")
    require(os.path.isfile(path), "job_costs.csv not created")
    with open(path, encoding="utf-8-sig", errors="replace", newline="") as f:
        rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(f.read())) if any(c.strip() for c in r)]
    require(rows, "job_costs.csv is empty")
    require([c.lower() for c in rows[0]] == ["job_id", "cost"], "header is %r, expected job_id,cost" % (rows[0],))
    got = {}
    for r in rows[1:]:
        require(len(r) == 2, "row %r does not have 2 columns" % (r,))
        v = parse_number(r[1].replace("EUR", "").replace("\u20ac", ""))
        require(v is not None, "cost %r for %s is not a number" % (r[1], r[0]))
        jid = r[0].upper()
        require(jid not in got, "%s listed twice" % jid)
        got[jid] = v
    wrong, missing = sorted(set(got) - set(EXPECTED)), sorted(set(EXPECTED) - set(got))
    require(not wrong and not missing, "unexpected jobs %s; missing %s" % (wrong, missing))
    for k, v in EXPECTED.items():
        require(abs(got[k] - v) < 0.006, "%s: cost %s, expected %.2f" % (k, got[k], v))
    pws, _ = pristine(__file__)
    require_same_doc(os.path.join(pws, "translation_rates.docx"), os.path.join(ws, "translation_rates.docx"),
                     "translation_rates.docx")
    require(same_file(os.path.join(pws, "jobs_june.csv"), os.path.join(ws, "jobs_june.csv")), "jobs_june.csv was changed")
    return "9 job costs correct (total 1,347.00)"

run_check(check)
