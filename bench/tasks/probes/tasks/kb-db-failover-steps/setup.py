import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

CURRENT = """# Runbook: PostgreSQL primary failover (orders cluster)

Version 3, reviewed 10 February 2025 by the database team. This replaces the 2023 runbook.

## When to use

Use this runbook when the orders primary (pg-orders-01) is unhealthy and cannot be recovered within
15 minutes, or when the database team asks for a planned failover. For the read replicas used by
reporting, see the reporting runbook instead.

## Prerequisites

- You are on the DBA on-call rota or have been asked by the on-call DBA.
- You have sudo on pg-orders-01 and pg-orders-02 and access to `opsctl`.
- A change ticket exists (for planned failovers).

## Procedure

1. Announce the failover in the #orders-incident channel and page the on-call DBA.
2. Put the orders API into maintenance mode: `opsctl maintenance on orders`.
3. Check that replication lag on pg-orders-02 is below 5 seconds
   (`SELECT now() - pg_last_xact_replay_timestamp();`).
4. Fence the old primary: stop PostgreSQL on pg-orders-01 and mask its service so it cannot restart.
5. Promote the replica: run `pg_ctl promote -D /var/lib/postgresql/16/main` on pg-orders-02.
6. Point the `orders` entry in pgbouncer at pg-orders-02 and reload pgbouncer.
7. Take the orders API out of maintenance mode: `opsctl maintenance off orders`.
8. Run the smoke test `orders-smoke --full` and record the result and the timings in the change ticket.

## Rollback

If the promoted node fails the smoke test:

1. Put the orders API back into maintenance mode.
2. Unmask and start PostgreSQL on pg-orders-01 and confirm it is consistent.
3. Point pgbouncer back at pg-orders-01 and reload it.
4. Leave maintenance mode and escalate to the database team lead.

## Contacts

Database team lead: Ingrid Solberg. Escalation channel: #db-team.
"""

OLD = """# Runbook: orders database failover (2023) - SUPERSEDED

Superseded by "Runbook: PostgreSQL primary failover (orders cluster)", version 3. Kept for the
audit trail only; do not follow.

## Procedure

1. Post in #ops that the orders database is failing over.
2. Stop the orders API workers with `supervisorctl stop orders:*`.
3. Create the trigger file /tmp/postgresql.trigger on the replica to promote it.
4. Update the haproxy backend `orders_db` to the replica and reload haproxy.
5. Start the orders API workers again.
6. Email the database team with the time of the failover.
"""

REDIS = """# Runbook: Redis session store failover

Applies to the session store used by the web front end (redis-sess-01/02).

## Procedure

1. Announce the failover in #web-incident.
2. Run `redis-cli -h redis-sess-02 REPLICAOF NO ONE` to promote the replica.
3. Update the `SESSION_REDIS_HOST` value in the web configuration and roll the web pods.
4. Check the login smoke test `web-smoke --login`.
5. Rebuild redis-sess-01 as a replica of redis-sess-02.
"""

REPORTING = """# Runbook: reporting read replicas

The reporting replicas (pg-report-01/02) replicate from the orders primary. If a reporting replica
falls behind by more than 10 minutes, restart its WAL receiver; if that fails, rebuild it from the
nightly base backup with `pg_basebackup`. Never promote a reporting replica: for primary failures
follow the PostgreSQL primary failover runbook.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "notes.md"),
          "# On-call notes\n\nFailover drills are due every quarter. Put procedure extracts for the\n"
          "drill binder in this folder as plain text files.\n")
    if kb:
        write(os.path.join(kb, "runbooks", "postgres-primary-failover.md"), CURRENT)
        write(os.path.join(kb, "runbooks", "archive", "orders-db-failover-2023.md"), OLD)
        write(os.path.join(kb, "runbooks", "redis-session-failover.md"), REDIS)
        write(os.path.join(kb, "runbooks", "reporting-replicas.md"), REPORTING)
