import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "docker-compose.yml")
lines = read(p).splitlines()
svc = None
for i, l in enumerate(lines):
    if l.startswith("  ") and not l.startswith("   ") and l.strip().endswith(":"):
        svc = l.strip()[:-1]
    elif svc == "worker" and l.strip().startswith("CONCURRENCY:"):
        lines[i] = l.replace('"4"', '"8"')
write(p, "\n".join(lines))
emit(ev, answer="Set CONCURRENCY to \"8\" for the worker service in docker-compose.yml.", artifacts=["docker-compose.yml"])
