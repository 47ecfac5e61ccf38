import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import glob, re


def kb_dir(ws, marker):
    """The knowledge-base folder: a sibling of the workspace named kb* holding `marker`; otherwise
    regenerate the task KB docs with this task's setup.py."""
    parent = os.path.dirname(ws)
    for d in sorted(glob.glob(os.path.join(parent, "kb*"))):
        if os.path.isfile(os.path.join(d, marker)):
            return d
    return ek.pristine(__file__)[1]

import csv
from datetime import date, datetime

ws, ev = ek.solve_args()
kb = kb_dir(ws, "staff_handbook_2025.md")
hb = ek.read(os.path.join(kb, "staff_handbook_2025.md"))  # version in force (replaces the 2021 edition)
limit = int(re.search(r"up to \*\*(\d+) working days of jury service in any\s+rolling 12-month period", hb).group(1))

summ = ek.read(os.path.join(ws, "jury_summons_summary.txt"))
start = datetime.strptime(re.search(r"Start:\s*\w+ (\d{1,2} \w+ \d{4})", summ).group(1), "%d %B %Y").date()
days_called = int(re.search(r"last up to (\d+) working days", summ).group(1))
window_start = date(start.year - 1, start.month, start.day)

used = 0
with open(os.path.join(ws, "my_absence_record.csv"), newline="") as f:
    for r in csv.DictReader(f):
        if r["type"].strip().lower() == "jury service":
            d = datetime.strptime(r["date_from"], "%Y-%m-%d").date()
            if window_start <= d < start:
                used += int(r["working_days"])
paid = max(0, min(days_called, limit - used))
ek.emit(ev, answer=("%d working days. The current handbook (2025) pays normal salary for up to %d working days of "
                    "jury service in any rolling 12 months counted back from the first day (%s), and you already "
                    "used %d days in September 2025, so %d remain. For the other %d days of the trial, claim the "
                    "court's loss of earnings allowance (HR fills in the employer's section)."
                    % (paid, limit, start.strftime("%d %B %Y").lstrip("0"), used, paid, days_called - paid)))
print(paid)
