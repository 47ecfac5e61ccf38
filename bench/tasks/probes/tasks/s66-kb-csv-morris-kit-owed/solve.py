"""Reference solution: 2025 kit prices + kit rules -> side/kit_owed.csv."""
import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
# validate.py passes only WS and EVENTS; the KB docs are rebuilt by the task's setup.py then
kb = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else ek.pristine(__file__)[1]

# current price list = the newest year
lists = sorted(n for n in os.listdir(kb) if re.fullmatch(r"kit_price_list_\d{4}\.md", n))
prices = {}
for line in ek.read(os.path.join(kb, lists[-1])).splitlines():
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    if len(cells) == 2 and "\u00a3" in cells[1]:
        prices[cells[0].lower()] = ek.parse_number(cells[1].replace("\u00a3", ""))


def price(prefix):
    return next(v for k, v in prices.items() if k.startswith(prefix))


rules = ek.read(os.path.join(kb, "kit_rules.md"))
baldric_free = re.search(r"first baldric.*?not charged", rules, re.DOTALL) is not None
second_hand = ek.parse_number(re.search(r"Second-hand tatter jackets.*?\u00a3(\d+)", rules, re.DOTALL).group(1))

with open(os.path.join(ws, "side", "new_dancers.csv"), newline="", encoding="utf-8") as f:
    dancers = list(csv.DictReader(f))
out = []
for d in dancers:
    amt = int(d["bell_pads_pairs"]) * price("bell pads")
    if d["baldric"].strip() == "yes" and not baldric_free:
        amt += price("baldric")
    jacket = d["jacket"].strip()
    if jacket == "new":
        amt += price("tatter jacket")
    elif jacket == "second-hand":
        amt += second_hand
    if d["hat"].strip() == "yes":
        amt += price("hat")
    out.append((d["name"], amt))

buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
w.writerow(["name", "amount_gbp"])
for n, a in out:
    w.writerow([n, f"{a:.2f}"])
ek.write(os.path.join(ws, "side", "kit_owed.csv"), buf.getvalue())
ek.emit(ev, answer="Written side/kit_owed.csv: " + "; ".join(f"{n} \u00a3{a:.2f}" for n, a in out)
        + f" (2025 prices, baldric paid by the side, second-hand jacket \u00a3{second_hand:g}).",
        artifacts=["side/kit_owed.csv"])
