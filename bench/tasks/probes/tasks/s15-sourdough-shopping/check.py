import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# white sourdough makes 2 loaves -> x1.5: strong white flour 1350 (have 0.6 kg + 500 g in the freezer = 1100,
# short 250), wholemeal 150 (have 500), starter 300 (have exactly 300), salt 30 (have 25, short 5). Rye and
# focaccia tables, "Plain flour" and kg vs g are the traps.
EXPECTED = {"strong white flour": 250.0, "fine sea salt": 5.0}


def check(ws, ev):
    path = os.path.join(ws, "shopping_list.csv")
    require(os.path.isfile(path), "shopping_list.csv not created")
    with open(path, encoding="utf-8-sig", errors="replace", newline="") as f:
        rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(f.read())) if any(c.strip() for c in r)]
    require(rows, "shopping_list.csv is empty")
    require([c.lower() for c in rows[0]] == ["item", "grams"], "header is %r, expected item,grams" % (rows[0],))
    got = {}
    for r in rows[1:]:
        require(len(r) == 2, "row %r does not have 2 columns" % (r,))
        name = " ".join(r[0].lower().split())
        require(re.fullmatch(r"\d+(\.\d+)?\s*(g|grams)?", r[1].strip().lower()), "grams %r is not a number" % r[1])
        require(name not in got, "%s listed twice" % name)
        got[name] = parse_number(r[1])
    require(set(got) == set(EXPECTED), "items are %s, expected %s" % (sorted(got), sorted(EXPECTED)))
    for k, v in EXPECTED.items():
        require(abs(got[k] - v) < 0.01, "%s: %s g, expected %s g" % (k, got[k], v))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "strong white flour 250 g, fine sea salt 5 g"

run_check(check)
