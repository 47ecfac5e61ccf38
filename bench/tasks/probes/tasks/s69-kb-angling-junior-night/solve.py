import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

# KB docs: optional third argument, else regenerate them with this task's setup.py
kb = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else ek.pristine(__file__)[1]

plans = ek.read(os.path.join(ws, "weekend_plans.txt"))
m = re.search(r"night session on (.+?) with Callum", plans)
water = m.group(1).strip()                       # Heron Lake (Sat 21 June 2025 -> 2025 season)
age = int(re.search(r"(\d+) in April", plans).group(1))
assert age < 16                                  # junior
doc = ek.read(os.path.join(kb, "day_tickets_2025.md"))
row = [l for l in doc.splitlines() if l.startswith("| " + water)][0]
cells = [c.strip() for c in row.strip("|").split("|")]
junior_day = ek.parse_number(cells[2].replace("\u00a3", ""))
surcharge = ek.parse_number(re.search(r"Junior night surcharge:\s*\u00a3([\d.]+)", doc).group(1))
total = junior_day + surcharge
ek.emit(ev, answer="Callum's ticket will cost \u00a3%.2f in total: a junior day ticket for %s (\u00a3%.2f, under 16) "
                   "plus the junior night surcharge (\u00a3%.2f), at the 2025 prices. Junior guests of members pay the "
                   "normal junior prices." % (total, water, junior_day, surcharge))
