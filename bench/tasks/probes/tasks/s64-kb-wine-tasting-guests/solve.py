import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import re

ws, ev = ek.solve_args()
_, kb = ek.pristine(__file__)  # regenerate the KB documents the agent would search
prog = ek.read(os.path.join(kb, "events_spring_2025.md"))
rows = [[c.strip() for c in l.strip().strip("|").split("|")] for l in prog.splitlines() if l.strip().startswith("|")]
hdr = [h.lower() for h in rows[0]]
mi = hdr.index("members")
row = next(r for r in rows[2:] if "rioja" in r[1].lower() and "march" in r[0].lower())
member = float(row[mi].lstrip("\u00a3"))
rules = " ".join(ek.read(os.path.join(kb, "membership_rules.md")).split())
extra = float(re.search(r"guest pays the member price plus \u00a3(\d+(?:\.\d+)?)", rules).group(1))
guest = member + extra
total = member + 2 * guest
ek.emit(ev, answer="You pay the member price \u00a3%g; each guest pays member price + \u00a3%g = \u00a3%g. "
        "Total for the three of you: \u00a3%g." % (member, extra, guest, total))
