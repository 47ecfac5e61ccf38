"""Reference solution: autumn 2025 non-member tables, early booking discount per table, corner supplement."""
import datetime
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
# validate.py passes only WS and EVENTS; the KB docs are rebuilt by the task's setup.py then
kb = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else ek.pristine(__file__)[1]

TABLES, CORNERS, MEMBER, PAID = 2, 1, False, datetime.date(2025, 8, 20)   # from the question

pack = ek.read(os.path.join(kb, "autumn_fair_2025_dealer_pack.md"))   # the October fair
assert "October 2025" in pack
rate = {}
for ln in pack.splitlines():
    cells = [c.strip() for c in ln.strip().strip("|").split("|")]
    if ln.startswith("|") and len(cells) == 2 and "\u00a3" in cells[1]:
        rate[cells[0].lower()] = ek.parse_number(cells[1].replace("\u00a3", ""))
per_table = rate["society member" if MEMBER else "non-member"]
corner = next(v for k, v in rate.items() if k.startswith("corner table"))
m = re.search(r"paid in full by (\d+ \w+ \d{4}) get \u00a3(\d+) off each table", pack)
deadline = datetime.datetime.strptime(m.group(1), "%d %B %Y").date()
early = float(m.group(2)) if PAID <= deadline else 0.0

total = TABLES * (per_table - early) + CORNERS * corner
ek.emit(ev, answer=f"Invoice her \u00a3{total:g}: {TABLES} non-member tables at \u00a3{per_table:g} less "
                   f"\u00a3{early:g} early booking each, plus \u00a3{corner:g} corner supplement.")
