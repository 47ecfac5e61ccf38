import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Current guide (April 2025): glass bottles/jars blue (2023: green box), cartons blue (2023: grey), food waste
# food caddy (2023: brown), greasy pizza box grey (2023: blue), broken drinking glass grey (not bottle glass),
# batteries/electricals/textiles/paint none, empty aerosol blue, crisp packets/cling film grey.
EXPECTED = [("Jam jars (rinsed)", "blue"), ("Greasy pizza box", "grey"), ("Orange juice cartons", "blue"),
            ("AA batteries", "none"), ("Old T-shirts", "none"), ("Chicken bones", "food"),
            ("Crisp packets", "grey"), ("Hedge clippings", "brown"), ("Empty deodorant can", "blue"),
            ("Broken drinking glass", "grey"), ("Used tea bags", "food"), ("Wine bottles", "blue"),
            ("Cling film", "grey"), ("Cardboard boxes (flattened)", "blue"), ("Broken toaster", "none"),
            ("Half-used tin of gloss paint", "none"), ("Yoghurt pots", "blue")]


def bin_of(s):
    s = norm(s)
    found = set()
    if "blue" in s:
        found.add("blue")
    if re.search(r"gr[ea]y|general", s):
        found.add("grey")
    if re.search(r"brown|garden", s):
        found.add("brown")
    if re.search(r"food|caddy", s):
        found.add("food")
    if re.match(r"(none\b|no\b|not\b|n/a|drop[- ]?off|tip\b|recycling cent|hazardous|textile bank|charity)", s):
        found.add("none")
    return found.pop() if len(found) == 1 else None


def check(ws, ev):
    path = os.path.join(ws, "bins.csv")
    require(os.path.isfile(path), "bins.csv not created")
    rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.lower() for c in rows[0]] == ["item", "bin"], "header is not item,bin")
    body = rows[1:]
    require(len(body) == len(EXPECTED), "%d rows, expected %d" % (len(body), len(EXPECTED)))
    for r, (item, want) in zip(body, EXPECTED):
        require(len(r) == 2, "row %s does not have 2 columns" % r)
        require(norm(r[0]) == norm(item), "row item %r, expected %r (same order as clear_out.txt)" % (r[0], item))
        got = bin_of(r[1])
        require(got is not None, "bin %r for %r is not one of blue/grey/brown/food caddy/none" % (r[1], item))
        require(got == want, "%s: bin %r, expected %s" % (item, r[1], want))
    pws, _ = pristine(__file__)
    require(same_file(os.path.join(pws, "clear_out.txt"), os.path.join(ws, "clear_out.txt")), "clear_out.txt was changed")
    return "17 items binned per the 2025 guide"

run_check(check)
