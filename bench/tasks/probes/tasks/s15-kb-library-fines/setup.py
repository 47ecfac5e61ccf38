import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

POLICY = """# Lending and overdue fines policy

Version 3. Effective 1 September 2024. Owner: Head of Library Services. Replaces the 2021 fines policy.

## 1. Loan periods

Books are lent for 21 days and DVDs for 7 days. Loans can be renewed twice online unless another
member has reserved the item.

## 2. Overdue fines

Days late are counted in calendar days from the due date to the date the item is returned (an
item returned on its due date is not late).

| Item type | Fine per day late | Maximum fine per item |
|---|---|---|
| Book | GBP 0.25 | GBP 6.00 |
| DVD | GBP 1.00 | GBP 10.00 |

**Grace period.** An item returned one or two days late is not fined. From the third day late the
fine is charged for every day late, including the first two.

**Junior cards.** Items borrowed on a junior card are never fined.

## 3. Lost and damaged items

A lost item is charged at its replacement cost plus a GBP 5.00 processing fee; any overdue fine on it
is waived.
"""

OLD = """# Overdue fines (2021) - SUPERSEDED

Superseded by the Lending and overdue fines policy (version 3) on 1 September 2024.

Fines per day late: books GBP 0.20, DVDs GBP 0.80, junior cards GBP 0.05 for any item. Maximum fine per
item: GBP 5.00 for books, GBP 8.00 for DVDs. There is no grace period.
"""

HOURS = """# Opening hours

Central Library: Monday to Friday 09:00-19:00, Saturday 09:00-17:00, closed Sunday.
Branch libraries: see the branch page. The book drop at Central is emptied every morning; items
left in it count as returned on the day it is emptied.
"""

ILL = """# Interlibrary loans

Items borrowed from other library authorities cost GBP 3.00 to request. Their loan period is set by
the lending library. Overdue interlibrary loans are charged GBP 0.50 per day with no maximum, because
the lending library charges us.
"""

# loan_id, card_no, card_type, item_type, title, due_date, returned_on
RETURNS = [
    ("L-5001", "A10233", "adult", "Book", "The Salt Path", "2025-05-02", "2025-05-01"),
    ("L-5002", "A10871", "adult", "Book", "Klara and the Sun", "2025-04-29", "2025-05-03"),
    ("L-5003", "A10044", "Adult", "DVD", "Aftersun", "2025-05-06", "2025-05-08"),
    ("L-5004", "A11502", "adult", "DVD", "Past Lives", "2025-05-06", "2025-05-09"),
    ("L-5005", "J20417", "junior", "Book", "The Wild Robot", "2025-05-01", "2025-05-20"),
    ("L-5006", "A10233", "adult", "book", "Wolf Hall", "2025-03-31", "2025-05-12"),
    ("L-5007", "A12960", "adult", "DVD", "The Zone of Interest", "2025-04-20", "2025-05-05"),
    ("L-5008", "A10871", "ADULT", "Book", "Prophet Song", "2025-05-10", "2025-05-10"),
    ("L-5009", "A11502", "adult", "Book", "Tomorrow, and Tomorrow, and Tomorrow", "2025-05-14", "2025-05-21"),
    ("L-5010", "J20533", "Junior", "DVD", "Wallace & Gromit: The Wrong Trousers", "2025-05-03", "2025-05-11"),
    ("L-5011", "A13007", "adult", "Book", "Demon Copperhead", "2025-05-19", "2025-05-22"),
    ("L-5012", "A12960", "adult", "dvd", "Anatomy of a Fall", "2025-05-24", "2025-05-26"),
    ("L-5013", "A10044", "adult", "Book", "Small Things Like These", "2025-04-30", "2025-05-02"),
    ("L-5014", "A13007", "adult", "DVD", "Oppenheimer", "2025-05-28", "2025-05-31"),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["loan_id", "card_no", "card_type", "item_type", "title", "due_date", "returned_on"])
    w.writerows(RETURNS)
    write(os.path.join(ws, "returns", "returns_2025-05.csv"), buf.getvalue())
    if kb:
        write(os.path.join(kb, "library", "lending-and-fines-policy.md"), POLICY)
        write(os.path.join(kb, "library", "archive", "overdue-fines-2021.md"), OLD)
        write(os.path.join(kb, "library", "opening-hours.md"), HOURS)
        write(os.path.join(kb, "library", "interlibrary-loans.md"), ILL)
