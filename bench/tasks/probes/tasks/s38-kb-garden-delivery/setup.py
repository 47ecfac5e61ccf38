import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

CHARGES_2025 = """# Greenacre Garden Centre - delivery charges

In force from 1 March 2025. This replaces the 2024 charges.

We deliver from the Ashby store. Distance is the road distance in miles on the order screen.

| Distance from the store | Charge |
|---|---|
| up to and including 5 miles | \u00a34.50 |
| over 5 miles, up to and including 12 miles | \u00a38.00 |
| over 12 miles, up to and including 20 miles | \u00a312.50 |
| over 20 miles | no delivery - offer click and collect |

**Free delivery:** orders worth \u00a380.00 or more (after any discount) are delivered free up to and including
12 miles. Orders over 12 miles pay the normal charge whatever their value.

One charge per order, however many items.
"""

CHARGES_2024 = """# Greenacre Garden Centre - delivery charges 2024

SUPERSEDED on 1 March 2025 by the current delivery charges. Do not quote these.

* Up to 5 miles: \u00a33.95
* 5 to 12 miles: \u00a37.00
* 12 to 20 miles: \u00a311.00
* Free delivery on all orders over \u00a360.
"""

COLLECT = """# Click and collect

Orders placed online by 2 pm can be collected from the Ashby store the next day from 10 am. Collection is free.
Bring the order email. Large items (sheds, greenhouses) are loaded by staff at the goods gate.
"""

HOURS = """# Opening hours

Monday to Saturday 9:00-17:30, Sunday 10:30-16:30. Café closes 30 minutes before the store.
Christmas: closed 25 and 26 December.
"""

ORDERS = [
    ("GC-5501", "Mrs J. Pell", "LE65 1AB", "2.4", "34.99"),
    ("GC-5502", "R. Obi", "LE65 2QT", "5.0", "22.50"),
    ("GC-5503", "Hilltop Allotments", "DE12 7HH", "7.8", "65.00"),
    ("GC-5504", "S. Kaur", "LE67 3PL", "12.0", "80.00"),
    ("GC-5505", "T. Brandon", "DE11 0ZX", "14.2", "152.40"),
    ("GC-5506", "M. Chen", "LE65 1RS", "3.1", "79.99"),
    ("GC-5507", "Fernlea Care Home", "LE67 9BD", "9.6", "118.75"),
    ("GC-5508", "P. Doyle", "DE73 8JW", "19.9", "45.00"),
    ("GC-5509", "K. Rahman", "LE65 2XY", "5.1", "12.00"),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["order", "customer", "postcode", "miles", "order_value"])
    w.writerows(ORDERS)
    write(os.path.join(ws, "deliveries.csv"), buf.getvalue())
    if kb:
        write(os.path.join(kb, "greenacre", "delivery-charges.md"), CHARGES_2025)
        write(os.path.join(kb, "greenacre", "archive", "delivery-charges-2024.md"), CHARGES_2024)
        write(os.path.join(kb, "greenacre", "click-and-collect.md"), COLLECT)
        write(os.path.join(kb, "greenacre", "opening-hours.md"), HOURS)
