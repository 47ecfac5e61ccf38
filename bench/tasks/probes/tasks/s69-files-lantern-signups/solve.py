import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

import shutil

d = os.path.join(ws, "signups")
for name in sorted(os.listdir(d)):
    p = os.path.join(d, name)
    if not os.path.isfile(p):
        continue
    m = re.search(r"^First choice role:\s*(.*)$", ek.read(p), re.M)
    if not m:
        continue
    role = m.group(1).lower()
    if "steward" in role:
        dest = "stewards"
    elif "lantern" in role or "mak" in role:
        dest = "makers"
    elif "drum" in role:
        dest = "drummers"
    elif "first aid" in role:
        dest = "first-aid"
    else:
        raise SystemExit("unknown role %r in %s" % (role, name))
    os.makedirs(os.path.join(d, dest), exist_ok=True)
    shutil.move(p, os.path.join(d, dest, name))
for dest in ("stewards", "makers", "drummers", "first-aid"):
    os.makedirs(os.path.join(d, dest), exist_ok=True)
