import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, kb = setup_args()

def money(v):
    return f"${v:,.2f}"

# region -> (revenue, marketing, other opex)
Q = {
    "Q1": [("North", 182400.00, 12450.00, 40210.00), ("South", 131950.00, 9875.50, 28900.00),
           ("West", 204300.00, 14210.25, 51020.00)],
    "Q2": [("North", 190120.00, 13100.00, 41000.00), ("South", 140300.00, 10420.75, 29410.00),
           ("West", 211870.00, 15005.00, 52300.00), ("Central", 48200.00, 4980.40, 11050.00)],
    "Q3": [("North", 176050.00, 11980.60, 39870.00), ("South", 151200.00, 11230.00, 30120.00),
           ("West", 223940.00, 16440.35, 54010.00), ("Central", 61480.00, 6215.00, 12800.00)],
}
HEAD = {"Q1": [("Sales", 14), ("Operations", 22), ("Finance", 5)],
        "Q2": [("Sales", 15), ("Operations", 23), ("Finance", 5)],
        "Q3": [("Sales", 17), ("Operations", 23), ("Finance", 6)]}
MONTHS = {"Q1": "January to March", "Q2": "April to June", "Q3": "July to September"}

for q, rows in Q.items():
    d = new_doc()
    add_heading(d, "Harrowgate Supplies Ltd - %s 2024 Quarterly Report" % q, 1)
    add_par(d, "This report covers %s 2024. Figures are unaudited and in US dollars." % MONTHS[q])
    add_heading(d, "Headcount", 2)
    add_table(d, [["Department", "Headcount"]] + [[a, str(b)] for a, b in HEAD[q]])
    add_heading(d, "Revenue and expenses by region", 2)
    swap = (q == "Q3")  # Q3 template puts marketing before revenue
    hdr = ["Region", "Marketing spend", "Revenue", "Other opex"] if swap else \
          ["Region", "Revenue", "Marketing spend", "Other opex"]
    body = []
    for reg, rev, mkt, opx in rows:
        body.append([reg, money(mkt), money(rev), money(opx)] if swap else [reg, money(rev), money(mkt), money(opx)])
    tr, tm, to = (round(sum(r[i] for r in rows), 2) for i in (1, 2, 3))
    tot = [[("Total", "b")], [(money(tm), "b")], [(money(tr), "b")], [(money(to), "b")]] if swap else \
          [[("Total", "b")], [(money(tr), "b")], [(money(tm), "b")], [(money(to), "b")]]
    add_table(d, [hdr] + body + [tot])
    add_par(d, "Prepared by the finance team.")
    save_docx(d, os.path.join(ws, "reports", "%s_2024_report.docx" % q))

d = new_doc()
add_heading(d, "Harrowgate Supplies Ltd - Q4 2024 Forecast", 1)
add_par(d, "Forecast only; actuals will follow in January.")
add_table(d, [["Region", "Revenue", "Marketing spend", "Other opex"],
              ["North", money(185000), money(14000), money(41000)],
              ["South", money(150000), money(12500), money(30000)],
              ["West", money(220000), money(17000), money(53000)],
              ["Central", money(60000), money(6500), money(12500)]])
save_docx(d, os.path.join(ws, "reports", "Q4_2024_forecast.docx"))
