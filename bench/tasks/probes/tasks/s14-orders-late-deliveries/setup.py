import csv
import io
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

CUSTOMERS = [("C-101", "Harlow Fitness"), ("C-102", "Brightwater Cafe"), ("C-103", "Norwood Dental"),
             ("C-104", "Pike & Sons Joinery"), ("C-105", "Alder Veterinary")]

# order_id, customer_id (as typed), order_date, promised_date, status, delivered_at (None = no shipment)
ORDERS = [
    # late orders placed in February (outside the range) - Norwood would lead if counted
    ("SO-2201", "C-103", "2025-02-24", "2025-02-28", "delivered", "2025-03-03T10:12:00+00:00"),
    ("SO-2204", "C-103", "2025-02-26", "2025-03-03", "delivered", "2025-03-05T15:40:00+00:00"),
    ("SO-2207", "C-102", "2025-02-27", "2025-03-04", "delivered", "2025-03-06T09:05:00+00:00"),
    ("SO-2209", "C-103", "2025-02-28", "2025-03-05", "delivered", "2025-03-07T11:30:00+00:00"),
    # March
    ("SO-2212", "C-101", "2025-03-02", "2025-03-06", "delivered", "2025-03-06T16:20:00+00:00"),
    ("SO-2213", "C-104", "2025-03-03", "2025-03-07", "delivered", "2025-03-10T08:55:00+00:00"),
    ("SO-2215", "C-102", "2025-03-03", "2025-03-07", "delivered", "2025-03-07T17:45:00+00:00"),
    ("SO-2216", "C-105", "2025-03-04", "2025-03-10", "delivered", "2025-03-09T12:00:00+00:00"),
    ("SO-2218", "c-104", "2025-03-05", "2025-03-11", "delivered", "2025-03-13T14:10:00+00:00"),
    ("SO-2219", "C-103", "2025-03-05", "2025-03-11", "delivered", "2025-03-12T10:00:00+00:00"),
    ("SO-2221", "C-101", "2025-03-06", "2025-03-12", "delivered", "2025-03-14T09:30:00+00:00"),
    ("SO-2222", "C-102", "2025-03-07", "2025-03-13", "delivered", "2025-03-13T18:05:00+00:00"),
    ("SO-2224", "C-104", "2025-03-10", "2025-03-14", "delivered", "2025-03-14T11:00:00+00:00"),
    ("SO-2225", "C-105", "2025-03-10", "2025-03-14", "cancelled", None),
    ("SO-2227", "C-102", "2025-03-11", "2025-03-17", "delivered", "2025-03-17T15:15:00+00:00"),
    ("SO-2228", "C-101", "2025-03-12", "2025-03-18", "delivered", "2025-03-20T13:40:00+00:00"),
    ("SO-2230", "c-104 ", "2025-03-13", "2025-03-19", "delivered", "2025-03-21T10:25:00+00:00"),
    ("SO-2231", "C-103", "2025-03-14", "2025-03-20", "delivered", "2025-03-20T08:10:00+00:00"),
    ("SO-2233", "C-102", "2025-03-17", "2025-03-21", "delivered", "2025-03-21T16:50:00+00:00"),
    ("SO-2234", "C-105", "2025-03-17", "2025-03-21", "delivered", "2025-03-24T09:00:00+00:00"),
    ("SO-2236", "C-104", "2025-03-18", "2025-03-24", "delivered", "2025-03-26T12:35:00+00:00"),
    ("SO-2237", "C-101", "2025-03-19", "2025-03-25", "delivered", "2025-03-25T10:45:00+00:00"),
    ("SO-2239", "C-102", "2025-03-20", "2025-03-26", "delivered", "2025-03-28T14:00:00+00:00"),
    ("SO-2240", "C-103", "2025-03-21", "2025-03-27", "delivered", "2025-03-27T17:30:00+00:00"),
    ("SO-2242", "C-104", "2025-03-24", "2025-03-28", "delivered", "2025-03-28T09:20:00+00:00"),
    ("SO-2243", "C-105", "2025-03-25", "2025-03-31", "cancelled", None),
    ("SO-2245", "C-101", "2025-03-26", "2025-04-01", "delivered", "2025-04-01T15:55:00+00:00"),
    ("SO-2246", "C-103", "2025-03-27", "2025-04-02", "delivered", "2025-04-04T11:05:00+00:00"),
    ("SO-2248", "C-102", "2025-03-28", "2025-04-03", "in transit", None),
    ("SO-2249", "C-104", "2025-03-31", "2025-04-04", "delivered", "2025-04-04T13:30:00+00:00"),
    # April (outside the range)
    ("SO-2251", "C-101", "2025-04-01", "2025-04-07", "delivered", "2025-04-09T10:00:00+00:00"),
    ("SO-2252", "C-101", "2025-04-02", "2025-04-08", "delivered", "2025-04-10T10:00:00+00:00"),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = os.path.join(ws, "data")
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["order_id", "customer_id", "order_date", "promised_date", "status"])
    for o in ORDERS:
        w.writerow(o[:5])
    write(os.path.join(d, "orders.csv"), buf.getvalue())
    ships = [{"shipment_id": "SH-%05d" % (70100 + i), "order": o[0], "carrier": ["DPD", "Royal Mail", "DHL"][i % 3],
              "delivered_at": o[5]} for i, o in enumerate(ORDERS) if o[5]]
    ships.sort(key=lambda s: s["delivered_at"])
    write(os.path.join(d, "shipments.json"), json.dumps({"exported": "2025-04-11", "shipments": ships}, indent=2))
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["customer_id", "name", "account_manager"])
    for cid, name in CUSTOMERS:
        w.writerow([cid, name, "Jo Whitaker" if cid in ("C-101", "C-104") else "Dev Malhotra"])
    write(os.path.join(d, "customers.csv"), buf.getvalue())
