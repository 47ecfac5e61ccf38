import csv
import io
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HEADER = ["date", "store", "receipt", "amount"]
# store spellings as the tills export them (the first one is the usual form)
STORES = {
    "Harrogate": ["Harrogate", "harrogate", "Harrogate "],
    "Leeds": ["Leeds", "LEEDS", " Leeds"],
    "Ripon": ["Ripon", "ripon"],
    "York": ["York", "York ", "york"],
}
WEIGHT = {"Harrogate": 1.0, "Leeds": 1.7, "Ripon": 0.55, "York": 1.35}


def month_rows(rng, year, month, n, start_receipt):
    rows = []
    for i in range(n):
        store = rng.choice(sorted(STORES))
        spelled = STORES[store][0] if rng.random() < 0.8 else rng.choice(STORES[store][1:])
        cents = int(rng.randint(400, 32000) * WEIGHT[store])
        if rng.random() < 0.05:
            cents = -rng.randint(500, 6000)            # refund
        if rng.random() < 0.06:
            cents = rng.randint(100000, 260000)        # trade order, shown as "1,234.56"
        amount = "%.2f" % (cents / 100.0)
        if abs(cents) >= 100000:
            amount = "{:,.2f}".format(cents / 100.0)
        day = rng.randint(1, 28)
        rows.append(["%04d-%02d-%02d" % (year, month, day), spelled, "R%06d" % (start_receipt + i), amount])
    rows.sort(key=lambda r: (r[0], r[2]))
    return rows


def to_csv(rows):
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerows(rows)
    return buf.getvalue()


if __name__ == "__main__":
    ws, kb = setup_args()
    rng = random.Random(1414)
    sales = os.path.join(ws, "sales")
    dec = month_rows(rng, 2024, 12, 40, 100000)
    jan = month_rows(rng, 2025, 1, 34, 110000)
    feb = month_rows(rng, 2025, 2, 38, 120000)
    mar = month_rows(rng, 2025, 3, 36, 130000)
    write(os.path.join(sales, "2024-12.csv"), to_csv([HEADER] + dec))
    write(os.path.join(sales, "2025-01.csv"), to_csv([HEADER] + jan))
    # February was exported in two parts and pasted together: the header repeats mid-file
    write(os.path.join(sales, "2025-02.csv"), to_csv([HEADER] + feb[:17] + [HEADER] + feb[17:]))
    write(os.path.join(sales, "2025-03.csv"), to_csv([HEADER] + mar))
    write(os.path.join(sales, "README.txt"),
          "Till exports, one file per month (YYYY-MM.csv). amount is in GBP incl. VAT;\n"
          "refunds are negative amounts. Large trade orders are written with a thousands separator.\n")
