import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
STEPS = [
    "Announce the failover in the #orders-incident channel and page the on-call DBA.",
    "Put the orders API into maintenance mode: opsctl maintenance on orders.",
    "Check that replication lag on pg-orders-02 is below 5 seconds.",
    "Fence the old primary: stop PostgreSQL on pg-orders-01 and mask its service so it cannot restart.",
    "Promote the replica: run pg_ctl promote -D /var/lib/postgresql/16/main on pg-orders-02.",
    "Point the orders entry in pgbouncer at pg-orders-02 and reload pgbouncer.",
    "Take the orders API out of maintenance mode: opsctl maintenance off orders.",
    "Run the smoke test orders-smoke --full and record the result and the timings in the change ticket.",
]
write(os.path.join(ws, "failover_steps.txt"), "\n".join(STEPS))
emit(ev, answer="Wrote the 8 steps of the PostgreSQL primary failover runbook (v3) to failover_steps.txt.",
     artifacts=["failover_steps.txt"])
