import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

LEAVERS_V3 = """# Leavers process (version 3)

Owner: IT Service Desk. Approved 2 June 2025; replaces version 2 (2023).

## On the leaving date

1. Disable the account at 17:00 on the leaving date (or straight away for a dismissal, when HR calls).
2. Remove the person from all distribution lists and shared drives.
3. Collect the laptop, phone and badge; log the asset returns in the asset register.

## Mailbox

* Convert the mailbox to a shared mailbox on the leaving date and give the line manager access.
* Set an automatic reply naming the line manager as the new contact.
* Keep the shared mailbox for **90 days** after the leaving date, then delete it. The line manager gets a reminder
  from the service desk two weeks before deletion.

## OneDrive

* Transfer ownership of the OneDrive to the line manager; it is deleted with the account.
"""

LEAVERS_V2 = """# Leavers process (version 2, 2023)

> SUPERSEDED - replaced by version 3 in June 2025. Kept for reference; do not follow.

* Disable the account on the leaving date.
* Forward the leaver's email to the line manager for 30 days, then delete the mailbox.
* Collect the laptop and badge.
"""

BACKUP = """# Backup policy (Microsoft 365)

* Exchange Online mailboxes are backed up nightly; backups are kept for 35 days.
* SharePoint and OneDrive: nightly, kept for 93 days.
* Restores are requested through the service desk (category: Restore).
"""

HR_RETENTION = """# HR records retention

* Personnel files: 6 years after the employee leaves.
* Unsuccessful job applications: 6 months.
* Payroll records: 3 years from the end of the tax year.

This schedule covers HR's own records only. Email and other IT systems follow the IT procedures.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    if kb:
        write(os.path.join(kb, "it-procedures", "leavers-process-v3.md"), LEAVERS_V3)
        write(os.path.join(kb, "it-procedures", "archive", "leavers-process-v2-2023.md"), LEAVERS_V2)
        write(os.path.join(kb, "it-procedures", "backup-policy-m365.md"), BACKUP)
        write(os.path.join(kb, "hr", "records-retention.md"), HR_RETENTION)
