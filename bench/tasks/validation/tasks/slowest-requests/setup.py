import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
import random

ws, kb = setup_args()
rng = random.Random(2024)
out, durs = [], set()
for i in range(400):
    ts = "2026-03-02T%02d:%02d:%02d.%03dZ" % (8 + i // 120, (i // 2) % 60, (i * 17) % 60, (i * 37) % 1000)
    if i % 25 == 3:
        out.append("%s WARN scheduler lag=%dms queue=%d" % (ts, rng.randint(3000, 9000), rng.randint(1, 50)))
        continue
    if i % 40 == 11:
        out.append("%s INFO gc pause duration_ms=%d" % (ts, rng.randint(5000, 20000)))
        continue
    d = rng.randint(3, 2400)
    while d in durs:
        d += 1
    durs.add(d)
    out.append("%s INFO request id=req-%06d method=%s path=/api/%s status=%d duration_ms=%d" % (
        ts, 500000 + i * 7, rng.choice(["GET", "POST"]), rng.choice(["items", "users", "orders", "search"]),
        rng.choice([200, 200, 201, 404, 500]), d))
write(os.path.join(ws, "logs", "app.log"), "\n".join(out))
