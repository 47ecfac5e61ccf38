import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    pws, _ = pristine(__file__)
    rows = list(csv.DictReader(io.StringIO(read(os.path.join(pws, "inventory.tsv"))), delimiter="\t"))
    want = sorted(r["sku"] for r in rows if int(r["on_hand"]) < int(r["reorder_level"]))
    p = os.path.join(ws, "reorder.txt")
    require(os.path.isfile(p), "reorder.txt missing")
    require_lines(read(p), want, "reorder.txt")
    require_others_unchanged(__file__, ws)
    return "%d SKUs" % len(want)

run_check(check)
