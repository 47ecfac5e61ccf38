import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# date, employee, description, category, amount
ROWS = [
    ("2025-02-03", "Lena Hart", "Train, London to Bristol", "Travel", "86.40"),
    ("2025-02-03", "Lena Hart", "Lunch with client", "Meals", "42.10"),
    ("2025-02-04", "Omar Said", "Figma licence", "Software", "45.00"),
    ("2025-02-05", "Omar Said", "Taxi, airport to hotel", "Travel", "38.00"),
    ("2025-02-05", "Omar Said", "Hotel, 2 nights", "Travel", "312.00"),
    ("2025-02-06", "Grace Ng", "Printer paper, A4", "Office Supplies", "19.99"),
    ("2025-02-07", "Grace Ng", "Team breakfast", "Meals", "64.25"),
    ("2025-02-10", "Lena Hart", "Excel course, online", "Training", "129.00"),
    ("2025-02-10", "Piotr Nowak", "Parking, Bristol office", "Travel", "12.50"),
    ("2025-02-11", "Piotr Nowak", "Slack Pro, monthly", "Software", "8.75"),
    ("2025-02-12", "Grace Ng", "Whiteboard markers", "Office Supplies", "7.49"),
    ("2025-02-12", "Omar Said", "Dinner, client visit", "Meals", "88.60"),
    ("2025-02-13", "Lena Hart", "Flight, Bristol to Edinburgh", "Travel", "149.00"),
    ("2025-02-14", "Piotr Nowak", "Sandwiches for workshop", "Meals", "31.20"),
    ("2025-02-17", "Grace Ng", "Notebooks, pack of 10", "Office Supplies", "15.00"),
    ("2025-02-18", "Omar Said", "1Password, annual", "Software", "35.88"),
    ("2025-02-18", "Omar Said", "Train, Bristol to Bath", "Travel", "9.80"),
    ("2025-02-19", "Lena Hart", "Coffee, client meeting", "Meals", "11.40"),
    ("2025-02-20", "Piotr Nowak", "First-aid course", "Training", "95.00"),
    ("2025-02-21", "Grace Ng", "Desk lamp", "Office Supplies", "24.99"),
    ("2025-02-24", "Piotr Nowak", "Car hire, 1 day", "Travel", "58.00"),
    ("2025-02-25", "Omar Said", "Miro, monthly", "Software", "10.00"),
    ("2025-02-26", "Lena Hart", "Lunch, offsite", "Meals", "27.30"),
    ("2025-02-27", "Grace Ng", "Mileage, 42 miles", "Travel", "18.90"),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["date", "employee", "description", "category", "amount"])
    w.writerows(ROWS)
    write(os.path.join(ws, "expenses", "2025-02.csv"), buf.getvalue())
    write(os.path.join(ws, "expenses", "README.md"),
          "# Expense exports\n\nMonthly exports from the expenses app. Amounts in GBP.\n")
