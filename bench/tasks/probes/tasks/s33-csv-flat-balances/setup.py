import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# date, description, paid_by, amount, split_between
ROWS = [
    ("2025-04-02", "Groceries, big shop", "Ana", "86.40", "all"),
    ("2025-04-05", "Broadband April", "Ben", "32.00", "all"),
    ("2025-04-09", "Cleaning stuff, bin bags", "priya", "18.75", "all"),
    ("2025-04-12", "Pizza night", "Sam", "45.00", "Ana;Ben;Sam"),
    ("2025-04-20", "Electricity (Jan-Mar bill)", "Ana", "214.36", "all"),
    ("2025-04-26", "New sofa", "Ben", "1,020.00", "all"),
    ("2025-05-03", "Groceries", "Sam ", "72.18", "all"),
    ("2025-05-05", "Broadband May", "Ben", "32.00", "all"),
    ("2025-05-10", "Settle-up transfer", "Priya", "150.00", "Ben"),
    ("2025-05-14", "Kettle returned (refund)", "Ana", "-24.99", "all"),
    ("2025-05-18", "Plants for the balcony", "Priya", "40.00", "Priya; Sam"),
    ("2025-05-29", "Takeaway, curry", "ben", "52.50", "Ana; Ben; Priya"),
    ("2025-06-05", "Broadband June", "Ben", "32.00", "ALL"),
    ("2025-06-11", "Water bill", "Sam", "96.20", "all"),
    ("2025-06-20", "Settle-up transfer", "Sam", "200.00", "ben"),
    ("2025-06-22", "Groceries", "Priya", "64.90", "All"),
]

OLD = [
    ("2025-01-04", "Groceries", "Ana", "58.10", "all"),
    ("2025-02-14", "Broadband Feb", "Ben", "32.00", "all"),
    ("2025-03-20", "Gas bill", "Sam", "301.44", "all"),
]


def table(rows, total=True):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["date", "description", "paid_by", "amount", "split_between"])
    w.writerows(rows)
    if total:
        s = sum(float(r[3].replace(",", "")) for r in rows)
        w.writerow(["", "TOTAL", "", "{:,.2f}".format(s), ""])
    return buf.getvalue()


if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "shared", "expenses.csv"), table(ROWS))
    write(os.path.join(ws, "shared", "expenses_2025Q1.csv"), table(OLD, total=False))
    write(os.path.join(ws, "shared", "house_rules.md"),
          "# House rules\n\n- Bins go out Sunday night.\n- Log shared purchases in expenses.csv the same week.\n"
          "- Settle up at the end of each quarter.\n")
