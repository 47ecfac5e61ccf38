import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
import random

ws, kb = setup_args()
rng = random.Random(99)
regions = ["north", "south", "east", "west", "central"]
orders = []
for i in range(1, 121):
    orders.append({"id": "ORD-%05d" % (30000 + i), "region": rng.choice(regions),
                   "amount": round(rng.uniform(5, 900), 2),
                   "status": rng.choice(["paid", "paid", "paid", "refunded", "pending", "cancelled"]),
                   "customer": {"id": rng.randint(100, 999), "tier": rng.choice(["std", "gold"])}})
write(os.path.join(ws, "data", "orders.json"), json.dumps({"exported": "2026-02-28", "orders": orders}, indent=1))
write(os.path.join(ws, "reports", "README.md"), "Generated reports go here.\n")
