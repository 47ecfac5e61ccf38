import datetime
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

TODAY = datetime.date(2025, 9, 1)


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    return datetime.date(d.year + y, m + 1, min(d.day, 28 if m + 1 == 2 else 30 if m + 1 in (4, 6, 9, 11) else 31))


ws, ev = solve_args()
out = []
for p in list_files(ws):
    if not p.startswith("records/") or not p.endswith(".pdf"):
        continue
    name = os.path.basename(p)
    folder = p.split("/")[1]
    if "brightwater" in name.lower():
        continue                                    # active legal hold LH-2025-02
    if folder == "invoices":
        m = re.search(r"(\d{4})-(\d{2})-(\d{2})", name)
        end = add_months(datetime.date(*map(int, m.groups())), 72)
    elif folder == "payroll":
        y, mo = map(int, re.search(r"(\d{4})-(\d{2})", name).groups())
        end = add_months(datetime.date(y, mo, 28), 36 + 1).replace(day=1) - datetime.timedelta(days=1)
    elif folder == "recruitment":
        if "hired" in name.lower():
            continue
        m = re.search(r"(\d{4})-?(\d{2})-?(\d{2})", name)
        end = add_months(datetime.date(*map(int, m.groups())), 6)
    else:
        continue
    if end < TODAY:
        out.append(p)
write(os.path.join(ws, "shred_list.txt"), "\n".join(sorted(out)))
emit(ev, answer="shred_list.txt lists %d files." % len(out), artifacts=["shred_list.txt"])
