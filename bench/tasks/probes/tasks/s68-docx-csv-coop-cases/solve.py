import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
O = os.path.join(ws, "orders")
trade = ek.tables(os.path.join(O, "Greenway trade list autumn 2024.docx"))[0]
products = {}  # code -> (units per case, case price, available)
for code, _name, per_case, price, notes in trade[1:]:
    products[code.strip().upper()] = (int(per_case), ek.parse_number(price),
                                      "discontinued" not in notes.lower())

wanted = {}
with open(os.path.join(O, "2024-10_requests.csv"), encoding="utf-8", newline="") as f:
    for row in csv.DictReader(f):
        if row["status"].strip().lower() == "withdrawn":
            continue
        code = row["code"].strip().upper()
        wanted[code] = wanted.get(code, 0) + int(row["units"])

order, cost, dropped = [], 0.0, []
for code, units in wanted.items():
    per_case, price, available = products[code]
    if not available:
        dropped.append(code)
        continue
    cases = -(-units // per_case)
    order.append((code, cases))
    cost += cases * price

ek.write(os.path.join(O, "2024-10_order.csv"),
         "code,cases\n" + "".join(f"{code},{cases}\n" for code, cases in order))
lines = ", ".join(f"{code} x{cases}" for code, cases in order)
ek.emit(ev, answer=f"Saved orders/2024-10_order.csv ({lines}). The order will cost \u00a3{cost:.2f}. "
        f"Not orderable (discontinued): {', '.join(dropped) or 'none'}.",
        artifacts=["orders/2024-10_order.csv"])
