import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
write(os.path.join(kb, "travel-expense-policy.md"), """# Travel expense policy

## Meals
Meals are reimbursed up to a daily allowance: 40 EUR per day for trips within Germany
and 65 EUR per day for trips abroad. Amounts above the allowance are not reimbursed.

## Hotels
Hotels up to 140 EUR per night (220 EUR in London, Paris and Zurich).

## Mileage
Private cars: 0.30 EUR per km.
""")
write(os.path.join(kb, "expense-tool-howto.txt"), "Submit receipts in the expense tool within 30 days. One line per day and category.\n")
rows = [("X-101", "2026-04-02", "meal", "DE", "38.50"), ("X-102", "2026-04-02", "hotel", "DE", "129.00"),
        ("X-103", "2026-04-03", "meal", "DE", "44.10"), ("X-104", "2026-04-07", "meal", "FR", "61.00"),
        ("X-105", "2026-04-08", "meal", "FR", "72.30"), ("X-106", "2026-04-08", "taxi", "FR", "55.00"),
        ("X-107", "2026-04-14", "meal", "DE", "40.00"), ("X-108", "2026-04-15", "meal", "AT", "47.90"),
        ("X-109", "2026-04-16", "meal", "DE", "52.75"), ("X-110", "2026-04-21", "meal", "CH", "66.00"),
        ("X-111", "2026-04-21", "hotel", "CH", "210.00"), ("X-112", "2026-04-22", "meal", "DE", "12.00")]
write(os.path.join(ws, "expenses.csv"), "id,date,category,country,amount_eur\n" + "".join(",".join(r) + "\n" for r in rows))
