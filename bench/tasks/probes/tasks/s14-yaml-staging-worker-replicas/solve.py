import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "deploy", "environments.yaml")
lines = read(p).split("\n")
env = svc = None
for i, l in enumerate(lines):
    s = l.strip()
    if l.startswith("  ") and not l.startswith("   ") and s.endswith(":"):
        env = s[:-1]
    elif l.startswith("      ") and not l.startswith("       ") and s.endswith(":"):
        svc = s[:-1]
    elif env == "staging" and svc == "worker" and s.startswith("replicas:"):
        old = s.split(":", 1)[1].strip()
        lines[i] = l[:l.index("replicas:")] + "replicas: 4"
        break
with open(p, "w", encoding="utf-8", newline="\n") as f:
    f.write("\n".join(lines))
emit(ev, answer="Set environments.staging.services.worker.replicas from %s to 4 in deploy/environments.yaml." % old)
