import datetime as dt
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# From the knowledge base (not in the workspace): 2025 hire charges and the May 2025 booking terms.
MEMBER_GROUP_HALF_DAY = 25   # GBP, press + scratter, member groups, half day
PAY_DAYS_BEFORE = 21         # payment must reach the trust no later than 21 days before the hire date

ws, ev = ek.solve_args()
plan = ek.read(os.path.join(ws, "pressing_day_plan.txt"))
year = int(re.search(r"apple pressing (\d{4})", plan).group(1))
day, month = re.search(r"Date: \w+ (\d+) (\w+)", plan).groups()
hire = dt.datetime.strptime(f"{day} {month} {year}", "%d %B %Y").date()
ek.require("morning" in plan.lower(), "expected a half-day (morning) session")
pay_by = hire - dt.timedelta(days=PAY_DAYS_BEFORE)

ek.emit(ev, answer=(
    f"It will cost \u00a3{MEMBER_GROUP_HALF_DAY} (2025 member-group rate for a half day, 9:00-13:00; "
    f"no cleaning deposit for members). Payment must reach the trust at least {PAY_DAYS_BEFORE} days "
    f"before the hire date, so the latest day to pay is {pay_by:%A} {pay_by.day} {pay_by:%B %Y} - "
    f"unpaid provisional bookings are released after that."))
