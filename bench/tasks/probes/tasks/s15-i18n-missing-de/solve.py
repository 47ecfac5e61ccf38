import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def flat(d, prefix=""):
    out = {}
    for k, v in d.items():
        p = prefix + k
        if isinstance(v, dict):
            out.update(flat(v, p + "."))
        else:
            out[p] = v
    return out


ws, ev = solve_args()
en = flat(json.load(open(os.path.join(ws, "locales", "en.json"), encoding="utf-8")))
de = flat(json.load(open(os.path.join(ws, "locales", "de.json"), encoding="utf-8")))
missing = [k for k in en if not str(de.get(k) or "").strip()]
write(os.path.join(ws, "missing_de.txt"), "\n".join(missing))
emit(ev, answer="%d German strings are missing or empty; listed in missing_de.txt." % len(missing),
     artifacts=["missing_de.txt"])
