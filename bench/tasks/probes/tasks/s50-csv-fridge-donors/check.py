import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# March 2025, accepted only, each entry_id once, grams converted:
#   Patel's Greengrocer 5.5 + 4 + 7.5 + 3.0 = 20.0   (E0424 exported twice -> 24.0 if doubled; 28 Feb / 1 Apr rows out)
#   Co-op Elm Road 4.5 + 3.6 + 3.9 + 2.8 + 2.7 = 17.5 ("Co-op  Elm Road" double space, status "Accepted ";
#                  rejected yoghurts 2.2 and milk 2.0 -> 21.7 if counted; 31 March counts)
#   Greggs Kingsway 2.4 + 1.8 + 2.1 + 2.6 + 3.1 = 12.0 ("greggs kingsway ", E0436 twice -> 15.1; 27 Feb, 1 Apr out)
#   Hillside Allotments 3.2 + 1.2 ("1,200 g", quoted) + 0.95 ("950g") + 0.75 = 6.1
#   St Mark's School PTA 2.6 + 1.5 = 4.1
#   anonymous 0.8 + 0.6 = 1.4 (home-made lasagne and rice rejected; "Anonymous"/"anonymous ")
# Header donor,kg; names compared case- and space-insensitively; kg written with one decimal; heaviest first.
EXPECTED = [("patel's greengrocer", 20.0), ("co-op elm road", 17.5), ("greggs kingsway", 12.0),
            ("hillside allotments", 6.1), ("st mark's school pta", 4.1), ("anonymous", 1.4)]


def key(name):
    return " ".join(name.replace("\u2019", "'").lower().split())


def check(ws, ev):
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    path = os.path.join(ws, "march_donors.csv")
    require(os.path.isfile(path), "march_donors.csv not created")
    rows = [r for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows, "march_donors.csv is empty")
    require([c.strip().lower() for c in rows[0]] == ["donor", "kg"], "header is %r, expected donor,kg" % rows[0])
    got = []
    for r in rows[1:]:
        require(len(r) == 2, "row %r does not have exactly 2 columns" % r)
        kg = r[1].strip()
        require(re.fullmatch(r"\d+\.\d", kg), "kg %r for %s is not written with one decimal place" % (kg, r[0].strip()))
        got.append((key(r[0]), float(kg)))
    names = [n for n, _ in got]
    require(len(set(names)) == len(names), "a donor appears more than once: %s" % names)
    exp = dict(EXPECTED)
    missing = [n for n in exp if n not in names]
    extra = [n for n in names if n not in exp]
    require(not missing and not extra, "donors differ: missing %s, unexpected %s" % (missing, extra))
    wrong = ["%s %.1f (expected %.1f)" % (n, v, exp[n]) for n, v in got if abs(v - exp[n]) > 1e-9]
    require(not wrong, "wrong totals: %s" % "; ".join(wrong))
    require(names == [n for n, _ in EXPECTED], "rows are not heaviest first: %s" % names)
    return "6 donors, totals and order right; log unchanged"

run_check(check)
