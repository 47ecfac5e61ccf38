"""Reference solution: visitor green fee as last decided (April minutes, corrected in June) x 3."""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
cdir = os.path.join(ws, "committee")
VISITORS = 3  # from the question: three Ashby bowlers, none with a member

# starting point: the AGM fee schedule
fee = None
for row in ek.tables(os.path.join(cdir, "fees_2025.docx"))[0]:
    if row[0].strip().lower() == "visitor green fee":
        fee = ek.parse_number(row[1].replace("\u00a3", ""))
assert fee is not None

# then the committee minutes in date order: agreed changes, then corrections of earlier minutes
for name in sorted(n for n in os.listdir(cdir) if n.startswith("minutes_") and n.endswith(".docx")):
    for b in ek.body_blocks(os.path.join(cdir, name)):
        t = b.text
        m = re.search(r"Agreed .*?visitor green fee goes up to \u00a3(\d+(?:\.\d+)?)", t)
        if m:
            fee = float(m.group(1))
        m = re.search(r"Correction: .*?should read \u00a3(\d+(?:\.\d+)?), not \u00a3(\d+(?:\.\d+)?)", t)
        if m and abs(float(m.group(2)) - fee) < 1e-9:
            fee = float(m.group(1))

total = VISITORS * fee
ek.emit(ev, answer=f"Charge them \u00a3{total:.2f} altogether: {VISITORS} visitors x \u00a3{fee:.2f} visitor green "
                   "fee (the April rise to \u00a37.00 was corrected to \u00a37.50 in the June minutes).")
