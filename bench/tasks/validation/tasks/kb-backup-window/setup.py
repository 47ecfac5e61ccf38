import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
write(os.path.join(kb, "runbook-backups.md"), """# Backups runbook

| Environment | Database | Schedule (UTC) | Retention |
|---|---|---|---|
| staging | pg-staging | daily 04:00 | 7 days |
| production | pg-prod | nightly 01:45 | 35 days |
| production | redis-prod | hourly at :20 | 48 hours |

Backups are written to the object store bucket `backups-eu`. A restore test runs every first Monday.
""")
write(os.path.join(kb, "maintenance-windows.txt"), """Maintenance windows
Production changes: Tuesdays and Thursdays 06:00-08:00 UTC.
No deploys during the nightly backup of the production database.
""")
write(os.path.join(kb, "oncall.md"), "# On-call\n\nThe on-call engineer checks the backup dashboard each morning at 09:00 local time.\n")
