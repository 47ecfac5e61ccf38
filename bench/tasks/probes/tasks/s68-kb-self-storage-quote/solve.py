import math
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
_, kb = ek.pristine(__file__)  # the KB docs as setup.py writes them
SIZE, WEEKS, VALUE = 50, 16, 3000  # student, new customer, moves in 7 July, own padlock

pl = ek.read(os.path.join(kb, "riverside_price_list_2025.md"))
price = {int(s): float(p) for s, p in re.findall(r"^\|\s*(\d+) sq ft\s*\|[^|]*\|\s*\u00a3(\d+(?:\.\d+)?)\s*\|", pl, re.MULTILINE)}
admin = float(re.search(r"Admin fee on every new letting: \u00a3(\d+(?:\.\d+)?)", pl).group(1))
m = re.search(r"StoreSafe costs \u00a3(\d+(?:\.\d+)?) per \u00a3([\d,]+) of declared value", pl)
cover_rate, cover_per = float(m.group(1)), float(m.group(2).replace(",", ""))
cover_min = float(re.search(r"minimum declared value \u00a3([\d,]+)", pl).group(1).replace(",", ""))
student_pct = float(re.search(r"Students:\*\*\s*(\d+)% off storage", pl).group(1))
new_min_weeks = int(re.search(r"half price when booking at least (\d+) weeks", pl).group(1))

periods = math.ceil(WEEKS / 4)
storage = periods * price[SIZE]
savings = {"student discount": storage * student_pct / 100}  # letting starts 7 July (1 Jun - 30 Sep)
if WEEKS >= new_min_weeks:
    savings["new-customer half-price first period"] = price[SIZE] / 2
best = max(savings, key=savings.get)  # offers cannot be combined: apply the best one
cover = math.ceil(max(VALUE, cover_min) / cover_per) * cover_rate * periods
total = storage - savings[best] + cover + admin  # own padlock: no padlock charge
ek.emit(ev, answer=f"She will pay \u00a3{total:.2f} in total for the {WEEKS} weeks: storage {periods} x "
        f"\u00a3{price[SIZE]:.2f} = \u00a3{storage:.2f} less the {best} (\u00a3{savings[best]:.2f}), "
        f"StoreSafe \u00a3{cover:.2f}, admin fee \u00a3{admin:.2f}, no padlock charge.")
