import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
D = os.path.join(ws, "Carlton Mansions")
budget = ek.tables(os.path.join(D, "Service charge budget 2025-26.docx"))[0]
shares = ek.tables(os.path.join(D, "Lease apportionment schedule.docx"))[0]

col = budget[0].index("2025-26 budget")
pot = {}
for row in budget[1:]:
    if row[0].strip().lower() == "total":
        continue
    pot[row[1].strip()] = pot.get(row[1].strip(), 0.0) + ek.parse_number(row[col])

flat = next(r for r in shares[1:] if r[0].strip() == "Flat 6")
general = pot["General"] * ek.parse_number(flat[2]) / 100
lift = pot["Lift"] * ek.parse_number(flat[3]) / 100
total = general + lift
ek.emit(ev, answer=f"Flat 6's service charge for 2025-26 comes to \u00a3{total:,.2f} in total "
        f"(general share \u00a3{general:,.2f} + lift share \u00a3{lift:,.2f}).")
