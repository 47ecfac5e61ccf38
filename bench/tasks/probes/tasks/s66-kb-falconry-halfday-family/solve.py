"""Reference solution: 2025 half-day prices (weekend adult, child), 10% group discount for 5+ flyers."""
import datetime
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
# validate.py passes only WS and EVENTS; the KB docs are rebuilt by the task's setup.py then
kb = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else ek.pristine(__file__)[1]

DATE = datetime.date(2025, 8, 16)           # from the question
AGES = {"adult": 3, "child": [10, 13]}      # me, wife, dad; two kids (all five fly)

prices = ek.read(os.path.join(kb, "wrenfold_experience_prices_2025.md"))
valid = re.search(r"from (\d+ \w+ \d{4}) to (\d+ \w+ \d{4})", prices)
lo, hi = (datetime.datetime.strptime(s, "%d %B %Y").date() for s in valid.groups())
assert lo <= DATE <= hi
rows = [[c.strip() for c in ln.strip().strip("|").split("|")] for ln in prices.splitlines() if ln.startswith("|")]
hdr = rows[0]
row = next(r for r in rows if r[0].lower().startswith("half-day falconry"))
weekend = DATE.weekday() >= 5
adult_col = next(i for i, h in enumerate(hdr) if h.startswith("Adult") and (("Sat" in h) == weekend))
child_col = next(i for i, h in enumerate(hdr) if h.startswith("Child"))
adult = ek.parse_number(row[adult_col].replace("\u00a3", ""))
child = ek.parse_number(row[child_col].replace("\u00a3", ""))
assert all(8 <= a <= 15 for a in AGES["child"])
n = AGES["adult"] + len(AGES["child"])
gross = AGES["adult"] * adult + len(AGES["child"]) * child

groups = ek.read(os.path.join(kb, "group_bookings_and_vouchers.md"))
m = re.search(r"(\d+) or more flying participants\**.*?\**(\d+)% off", groups, re.DOTALL)
min_n, pct = int(m.group(1)), int(m.group(2))
total = gross * (1 - pct / 100) if n >= min_n else gross
kids = len(AGES["child"])
ek.emit(ev, answer=f"\u00a3{total:.2f} in total: {AGES['adult']} adults x \u00a3{adult:g} (weekend) + {kids} children "
                   f"x \u00a3{child:g} = \u00a3{gross:g}, less the {pct}% group discount for {min_n}+ flyers.")
