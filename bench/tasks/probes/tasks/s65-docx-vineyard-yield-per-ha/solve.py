import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
path = os.path.join(ws, "harvest_2024.docx")

# the 2024 table is the first one with a Picked column (the 2023 comparison table has none)
table = next(t for t in ek.tables(path) if "Picked" in t[0])
hdr = [h.strip() for h in table[0]]
ib, iv, ia, it = hdr.index("Block"), hdr.index("Variety"), hdr.index("Area (ha)"), hdr.index("Tonnes")
best = max(table[1:], key=lambda r: float(r[it]) / float(r[ia]))
tpha = float(best[it]) / float(best[ia])

ek.emit(ev, answer=(
    f"Block {best[ib]} ({best[iv]}) had the best 2024 yield: {float(best[it]):.2f} t from "
    f"{float(best[ia])} ha = {tpha:.2f} t/ha."))
