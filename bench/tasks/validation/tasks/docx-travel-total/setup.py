import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
data = {"2026-01": [("Travel", "1,240.50"), ("Software", "310.00"), ("Meals", "185.20")],
        "2026-02": [("Software", "310.00"), ("Travel", "872.25"), ("Training", "600.00")],
        "2026-03": [("Meals", "96.40"), ("Travel", "2,015.00"), ("Hardware", "1,499.00")]}
for month, rows in data.items():
    d = new_doc()
    add_heading(d, "Expense report %s" % month, 1)
    add_par(d, "Team: Solutions. Travel over 500 EUR per trip needs pre-approval (policy limit 3000 EUR per month).")
    add_table(d, [["Category", "Amount (EUR)"]] + [list(r) for r in rows])
    add_par(d, ["Prepared by ", ("R. Costa", "i"), "."])
    save_docx(d, os.path.join(ws, "expenses", "expenses-%s.docx" % month))
write(os.path.join(ws, "expenses", "README.txt"), "One report per month.")
