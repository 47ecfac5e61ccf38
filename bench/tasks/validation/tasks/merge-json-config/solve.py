import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()


def m(a, b):
    for k, v in b.items():
        a[k] = m(a[k], v) if isinstance(v, dict) and isinstance(a.get(k), dict) else v
    return a


b = json.load(open(os.path.join(ws, "config", "base.json")))
p = json.load(open(os.path.join(ws, "config", "production.json")))
write(os.path.join(ws, "config", "effective.json"), json.dumps(m(b, p), indent=2))
emit(ev, answer="Wrote config/effective.json")
