import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

PETTY = """# Petty cash procedure

Owner: Finance. Applies to the Harrowgate Road office.

## What petty cash is for

Small, one-off purchases for the office that can't wait for a purchase order: kitchen and cleaning supplies,
postage, small items of stationery, flowers or cards for colleagues.

## Limits and approval

| Amount (per purchase, incl. VAT) | What you need |
|---|---|
| Up to \u00a330 | No approval needed - buy it and hand in the receipt |
| Over \u00a330 and up to \u00a3100 | Approval from the office manager **before** you buy |
| Over \u00a3100 | Not from petty cash - raise a purchase order with Finance |

## Receipts

Hand the receipt (or the card slip if the shop gives no receipt) to the office manager within **3 working days**
of the purchase, together with the change if you took cash from the tin. Write what it was for on the back.

## The tin

The petty cash tin holds a float of \u00a3200 and is topped up by Finance every month. It is kept in the locked
drawer in the office manager's desk.
"""

EXPENSES = """# Staff expenses

Costs you pay yourself while working away from the office (travel, hotels, meals) are claimed through the
expenses system by the 5th of the following month, with receipts attached. Mileage is paid at 45p a mile.
Office purchases are not expenses: use petty cash or a purchase order.
"""

KITCHEN = """# Staff kitchen

* Please wash and put away your own mugs and plates.
* The fridge is cleared every Friday at 4pm; label anything you want to keep.
* Tea, coffee and milk are provided. Report broken appliances to the office manager.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    if kb:
        write(os.path.join(kb, "office", "petty-cash-procedure.md"), PETTY)
        write(os.path.join(kb, "office", "staff-expenses.md"), EXPENSES)
        write(os.path.join(kb, "office", "staff-kitchen.md"), KITCHEN)
