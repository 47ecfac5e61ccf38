import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

DOW = {"sun": 0, "mon": 1, "tue": 2, "wed": 3, "thu": 4, "fri": 5, "sat": 6}


def expand(field, lo, hi, names=None):
    out = set()
    for part in field.lower().split(","):
        step = 1
        if "/" in part:
            part, s = part.split("/")
            step = int(s)
        if part == "*":
            a, b = lo, hi
        elif "-" in part:
            a, b = [int(names.get(x, x)) if names else int(x) for x in part.split("-")]
        else:
            a = b = int(names.get(part, part)) if names else int(part)
        out.update(range(a, b + 1, step))
    return out


ws, ev = solve_args()
hits = []
for line in read(os.path.join(ws, "ops", "crontabs", "backup-01.crontab")).splitlines():
    s = line.strip()
    if not s or s.startswith("#") or s.startswith("@") or "=" in s.split()[0]:
        continue
    m, h, dom, mon, dow, cmd = s.split(None, 5)
    days = {d % 7 for d in expand(dow, 0, 7, DOW)}
    if 6 not in days or 14 not in expand(dom, 1, 31) or 6 not in expand(mon, 1, 12):
        continue
    times = sorted((hh, mm) for hh in expand(h, 0, 23) for mm in expand(m, 0, 59) if 1 <= hh < 4)
    if times:
        name = os.path.basename(cmd.split()[0])
        hits.append("%s (%s)" % (name, ", ".join("%02d:%02d" % t for t in times[:3])))
emit(ev, answer="Jobs on backup-01 firing on Sat 14 June between 01:00 and 04:00:\n" + "\n".join("- " + x for x in hits))
