import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import csv

ws, ev = ek.solve_args()
with open(os.path.join(ws, "shop", "stock.tsv"), encoding="utf-8", newline="") as f:
    rows = list(csv.DictReader(f, delimiter="\t"))
out = [["isbn", "title", "qty"]]
for r in rows:
    if r["format"].strip().lower() != "paperback" or r["status"].strip().lower() == "discontinued":
        continue
    on, mn = int(r["on_hand"]), int(r["min_stock"])
    if on < mn:
        out.append([r["isbn"], r["title"], str(2 * mn - on)])
with open(os.path.join(ws, "shop", "reorder.csv"), "w", encoding="utf-8", newline="") as f:
    csv.writer(f, lineterminator="\n").writerows(out)
ek.emit(ev, answer="Wrote shop/reorder.csv with %d paperbacks to reorder." % (len(out) - 1), artifacts=["shop/reorder.csv"])
