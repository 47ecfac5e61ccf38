import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

POLICY = """# Oakfield After-School Club - late collection policy

From 1 September 2025. This replaces the 2024 policy.

The club closes at **18:00 Monday to Thursday** and at **17:00 on Fridays**.

* There is a 5-minute grace period: children collected up to and including 5 minutes after closing time
  (18:05, or 17:05 on a Friday) are not charged.
* After that, the charge is **\u00a35 for every 15 minutes or part of 15 minutes** counted from closing time.
  For example, a child collected at 18:20 on a Tuesday is 20 minutes late: two periods, \u00a310.
* Charges are added to the next monthly invoice. Please phone the club if you are running late.

Repeated late collection (three times in a half term) will be discussed with the parent or carer.
"""

POLICY_2024 = """# After-school club - late collection (2024)

SUPERSEDED on 1 September 2025 - do not use.

The club closes at 18:00 every weekday. Late collection is charged at \u00a31 per minute after 18:00,
with no grace period.
"""

BREAKFAST = """# Breakfast club

Opens at 07:45. Children dropped off before 07:45 cannot be accepted. Breakfast club costs \u00a34.50 a session;
there is no early drop-off charge because we cannot take children early.
"""

HOLIDAY = """# Holiday club (school holidays)

Runs 08:00-17:30 in the school holidays. Late collection after 17:30 is charged at \u00a310 per started
half hour. The holiday club is separate from the after-school club.
"""

PICKUPS = [
    ("2025-09-01", "Alfie Shaw", "17:52", "Mum"),
    ("2025-09-01", "Maya Osei", "18:05", "Dad"),
    ("2025-09-02", "Oscar Lind", "18:06", "Grandma"),
    ("2025-09-03", "Alfie Shaw", "18:15", "Mum"),
    ("2025-09-03", "Isla Kerr", "18:16", "Childminder"),
    ("2025-09-04", "Maya Osei", "18:30", "Mum"),
    ("2025-09-05", "Oscar Lind", "17:04", "Dad"),
    ("2025-09-05", "Isla Kerr", "17:40", "Mum"),
    ("2025-09-05", "Alfie Shaw", "17:55", "Aunt"),
    ("2025-09-08", "Noah Brennan", "18:47", "Dad"),
    ("2025-09-09", "Oscar Lind", "18:00", "Grandma"),
    ("2025-09-11", "Noah Brennan", "18:45", "Mum"),
    ("2025-09-12", "Maya Osei", "17:05", "Dad"),
    ("2025-09-12", "Noah Brennan", "17:20", "Dad"),
    ("2025-09-12", "Isla Kerr", "16:45", "Childminder"),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["date", "child", "collected_at", "collected_by"])
    w.writerows(PICKUPS)
    write(os.path.join(ws, "pickups.csv"), buf.getvalue())
    if kb:
        write(os.path.join(kb, "oakfield-club", "late-collection-policy.md"), POLICY)
        write(os.path.join(kb, "oakfield-club", "archive", "late-collection-2024.md"), POLICY_2024)
        write(os.path.join(kb, "oakfield-club", "breakfast-club.md"), BREAKFAST)
        write(os.path.join(kb, "oakfield-club", "holiday-club.md"), HOLIDAY)
