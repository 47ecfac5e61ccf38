import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

TICKETS = {
    "T-1041.txt": """ID: T-1041
Title: Valid cards declined at checkout since Tuesday
Status: Open
Priority: P1
Reported by: Helen Okafor (support)
Several customers say their card is declined at checkout even though the bank shows no decline.
It started after the 3-D Secure update on 4 March; about 6% of checkout attempts are affected.
""",
    "T-1042.txt": """ID: T-1042
Title: Refunds not reaching customers' cards
Status: Closed
Priority: P2
Refunds issued from the admin panel were stuck in "pending" because the payment provider's webhook
secret had expired. Secret rotated on 28 February; all stuck refunds were sent the same day.
""",
    "T-1043.txt": """ID: T-1043
Title: Old logo on invoice PDFs
Status: Open
Priority: P4
Invoice PDFs still show the 2023 logo and the payment terms line is in the wrong font.
Payments go through fine; this is cosmetic only.
""",
    "T-1044.txt": """ID: T-1044
Title: Apple Pay button missing on iOS app
Status: In progress
Priority: P2
Since app release 5.8 the Apple Pay button no longer appears on the payment screen, so iPhone
customers have to type in their card details or give up. Fix is in review for release 5.8.1.
""",
    "T-1045.txt": """ID: T-1045
Title: Annual subscription renewals charged twice
Status: Reopened
Priority: P1
History:
- 2025-03-02 opened by billing team after 14 customer complaints
- 2025-03-03 resolved: retry job deduplicated (hotfix 4.12.1)
- 2025-03-06 reopened: three more double charges on 5 March renewals
""",
    "T-1046.txt": """ID: T-1046
Title: Payments chart empty on the staff sales dashboard
Status: Open
Priority: P3
The "Payments by day" chart on the internal sales dashboard is blank for staff accounts.
Checked with the payment provider: customer payments are being taken and settled normally.
""",
    "T-1047.txt": """ID: T-1047
Title: Customer says card refused when paying
Status: Closed (duplicate of T-1041)
Priority: P2
Customer in Lyon reports "payment refused" at checkout with a valid Visa card.
Same cause as T-1041; follow-up happens there.
""",
}

README = """# Support tickets

Exported from the helpdesk on 7 March 2025, one file per ticket. Status is one of Open,
In progress, Reopened, Closed or Resolved.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    for name, text in TICKETS.items():
        write(os.path.join(ws, "tickets", name), text)
    write(os.path.join(ws, "tickets", "README.md"), README)
