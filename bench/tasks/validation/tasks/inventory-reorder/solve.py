import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
rows = list(csv.DictReader(open(os.path.join(ws, "inventory.tsv")), delimiter="\t"))
write(os.path.join(ws, "reorder.txt"), "\n".join(sorted(r["sku"] for r in rows if int(r["on_hand"]) < int(r["reorder_level"]))))
emit(ev, answer="Wrote reorder.txt")
