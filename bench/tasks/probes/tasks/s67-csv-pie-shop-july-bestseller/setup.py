import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

PRICES = {"Steak & Ale": "4.80", "Chicken & Leek": "4.50", "Cheese & Onion": "3.90", "Pork Pie": "3.20", "Lamb & Mint": "5.10"}


def month(year_month, days, totals, extra):
    """One row per day per flavour; totals spread evenly; extra: {(day, name): units} added rows."""
    rows = []
    for d in range(1, days + 1):
        date = "%s-%02d" % (year_month, d)
        for name, total in totals.items():
            base, rem = divmod(total, days)
            units = base + (1 if d <= rem else 0)
            rows.append("%s,%s,%d,%s" % (date, name, units, PRICES[name]))
        for (xd, xname), u in sorted(extra.items()):
            if xd == d:
                rows.append("%s,%s,%d,%s" % (date, xname, u, PRICES[xname.title()]))
    return "date,flavour,units,unit_price\n" + "\n".join(rows) + "\n"


# July: Steak & Ale 380 + 20 lower-case = 400 gross, 5 refunded -> 395 net
#       Chicken & Leek 412 gross, 30 refunded -> 382 net
JULY = {"Steak & Ale": 380, "Chicken & Leek": 412, "Cheese & Onion": 350, "Pork Pie": 300, "Lamb & Mint": 210}
JULY_LC = {(5, "steak & ale"): 5, (12, "steak & ale"): 5, (19, "steak & ale"): 4, (26, "steak & ale"): 6}
JUNE = {"Steak & Ale": 360, "Chicken & Leek": 330, "Cheese & Onion": 520, "Pork Pie": 290, "Lamb & Mint": 180}

ek.write(os.path.join(ws, "sales", "2025-06.csv"), month("2025-06", 30, JUNE, {}))
ek.write(os.path.join(ws, "sales", "2025-07.csv"), month("2025-07", 31, JULY, JULY_LC))
ek.write(os.path.join(ws, "sales", "refunds.csv"), """date,flavour,units,reason
2025-06-14,Steak & Ale,40,wedding order cancelled - refunded in full
2025-06-28,Pork Pie,2,customer complaint
2025-07-03,Steak & Ale,3,dropped by customer - goodwill
2025-07-09,Chicken & Leek,30,undercooked batch recalled
2025-07-21,Lamb & Mint,2,wrong order
2025-07-30,Steak & Ale,2,customer complaint
""")
ek.write(os.path.join(ws, "sales", "README.txt"),
         "Daily till exports, one file per month (YYYY-MM.csv). units = pies sold.\n"
         "Refunds are logged separately in refunds.csv by the manager.\n")
