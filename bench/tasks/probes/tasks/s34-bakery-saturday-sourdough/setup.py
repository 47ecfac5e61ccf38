import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

S, R, C, B = "Sourdough loaf", "Rye loaf", "Cinnamon bun", "Baguette"
# (id, customer, pickup as typed in by whoever took the order, items, status, channel)
ORDERS = [
    ("B-2001", "Nadia Perez", "2025-06-14", [(S, 2), (B, 1)], "confirmed", "web"),
    ("B-2002", "Tom Ashby", "13/06/2025", [(S, 3)], "confirmed", "phone"),
    ("B-2003", "Greta Holm", "14/06/2025", [(S, 4)], "confirmed", "phone"),
    ("B-2004", "Cafe Lune", "Sat 14 June", [(S, 3), (C, 6)], "confirmed", "counter"),
    ("B-2005", "Ben Okoro", "2025-06-14", [(S, 5)], "cancelled", "web"),
    ("B-2006", "The Corner Deli", "2025-06-14T08:30", [(S, 7)], "confirmed", "web"),
    ("B-2007", "Ines Duarte", "2025-06-15", [(S, 2)], "confirmed", "web"),
    ("B-2008", "Paul Marsh", "14 Jun 2025", [(S, 2), (R, 1)], "confirmed", "counter"),
    ("B-2009", "Hilltop School PTA", "2025-06-14", [(S, 6)], "confirmed", "web"),
    ("B-2010", "Anya Sokol", "2025-06-13", [(S, 6)], "confirmed", "web"),
    ("B-2011", "Luis Ortega", "14/06/2025", [(S, 3)], "confirmed", "phone"),
    ("B-2012", "Mo Rahman", "2025-06-14", [(R, 2)], "confirmed", "web"),
    ("B-2013", "Cafe Lune", "21/06/2025", [(S, 4), (C, 6)], "confirmed", "phone"),
    ("B-2014", "Jess Kaur", "June 14, 2025", [(S, 4)], "confirmed", "email"),
    ("B-2015", "Oli Grant", "Sun 15 June", [(S, 2)], "confirmed", "counter"),
    ("B-2016", "Ruth Levy", "2025-06-14", [(S, 1), (C, 2), (S, 1)], "confirmed", "web"),
    ("B-2017", "Dan Wu", "2025-06-21", [(S, 3)], "confirmed", "web"),
    ("B-2018", "Eva Novak", "14.06.2025", [(S, 4)], "confirmed", "email"),
    ("B-2019", "Sam Reid", "15/06/2025", [(R, 3), (S, 1)], "confirmed", "phone"),
    ("B-2020", "Kit Moss", "14/06/2025", [(S, 3), (B, 2)], "cancelled", "phone"),
    ("B-2021", "Priya Nair", "4/06/2025", [(S, 8)], "confirmed", "phone"),
    ("B-2022", "Hilltop School PTA", "14/07/2025", [(S, 5), (C, 12)], "confirmed", "email"),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    lines = []
    for oid, cust, pickup, items, status, ch in ORDERS:
        lines.append(json.dumps({"order_id": oid, "customer": cust, "pickup": pickup,
                                 "items": [{"product": p, "qty": q} for p, q in items],
                                 "status": status, "channel": ch}))
    write(os.path.join(ws, "orders.jsonl"), "\n".join(lines))
