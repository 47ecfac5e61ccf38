import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

CURRENT = """# Membership fees 2026

Tideway Rowing Club. Approved at the AGM on 15 November 2025; applies to all subscriptions for the 2026
membership year (1 January to 31 December 2026). Replaces the 2025 fee schedule.

## Rowing membership

The rate depends on the member's age on **1 January 2026**:

| Category | Who | Annual fee |
|---|---|---|
| Junior | under 18 on 1 January 2026 | \u00a3150 |
| Student | aged 18 to 64 on 1 January 2026, with a valid student card on file | \u00a3210 |
| Full | aged 18 to 64 on 1 January 2026, no valid student card | \u00a3420 |
| Senior | 65 or over on 1 January 2026 | \u00a3300 |

A student card marked "expired" is not valid.

## Social membership

Social (non-rowing) members pay \u00a360 whatever their age. No discounts apply to social membership.

## Household discount

Where two or more **rowing** members share a household, each rowing member of that household gets 10% off
their fee. Social members do not count towards the two and do not get the discount.

Fees are rounded to the nearest penny.
"""

OLD = """# Membership fees 2025 (superseded)

Replaced by the 2026 schedule from 1 January 2026.

Full \u00a3395; Junior (under 21 on the renewal date) \u00a3140; Student \u00a3195; Senior (60 or over) \u00a3280;
Social \u00a355. Family discount: 15% off every member (rowing or social) of a household with two or more
members.
"""

LOCKERS = """# Boathouse lockers and trailer spaces

Lockers are \u00a340 a year and trailer spaces \u00a3120 a year, billed separately from membership. Junior members
get a locker free of charge. Locker fees are not part of the membership subscription.
"""

# member_id, name, date_of_birth, membership, student_card, household_id
ROWS = [
    ("R001", "Alice Moreno", "1985-03-12", "rowing", "no", "H01"),
    ("R002", "Ben Moreno", "2010-07-30", "Rowing", "no", "H01"),
    ("R003", "Chloe Dunn", "2008-01-01", "rowing", "yes", ""),
    ("R004", "Dan Okoro", "2008-01-02", "rowing", "no", ""),
    ("R005", "Eve Shah", "1961-01-01", "rowing", "no", "H02"),
    ("R006", "Farid Shah", "1960-05-05", "social", "no", "H02"),
    ("R007", "Grace Li", "1961-01-02", "rowing", "no", ""),
    ("R008", "Hana Ito", "2003-09-14", "rowing", "expired", ""),
    ("R009", "Ian Brook", "2004-02-20", "rowing", " Yes", "H03"),
    ("R010", "Jo Brook", "1974-11-11", "ROWING", "no", "H03"),
    ("R011", "Kai Berg", "1990-06-01", "social", "yes", ""),
    ("R012", "Lena Voss", "1958-12-31", "rowing", "no", ""),
    ("R013", "Mo Reed", "2011-04-04", "rowing", "no", "H04"),
    ("R014", "Nia Reed", "1980-08-08", "Social ", "no", "H04"),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["member_id", "name", "date_of_birth", "membership", "student_card", "household_id"])
    w.writerows(ROWS)
    write(os.path.join(ws, "renewals.csv"), buf.getvalue())
    if kb:
        write(os.path.join(kb, "club", "membership-fees-2026.md"), CURRENT)
        write(os.path.join(kb, "club", "archive", "membership-fees-2025.md"), OLD)
        write(os.path.join(kb, "club", "boathouse-lockers.md"), LOCKERS)
