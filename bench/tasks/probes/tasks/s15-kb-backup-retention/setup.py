import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

STANDARD_V2 = """# Data retention standard

Version 2.1, approved by the Information Governance Board on 12 February 2025. Replaces version 1
(2022). Applies to all production systems.

## 1. Data classes

Every system has one data class, recorded in the system register (IT > System register). Where a
system holds data of several classes, the highest class applies.

## 2. Backup retention

Backups must be kept for at least the period below, and deleted within 30 days after it ends.

| Data class | Examples | Minimum backup retention |
|---|---|---|
| Public | website content, press releases | 30 days |
| Internal | wikis, ticketing, synthetic test data | 90 days |
| Confidential | customer records, management reports, HR case notes | 400 days |
| Restricted | payroll, bank details, health data | 2,555 days (7 years) |

Retention is configured in days. Non-production copies (staging, test) follow the class of the data
they actually hold, not the class of the system they copy.

## 3. Exceptions

Exceptions need written approval from the Data Protection Officer and are reviewed every year.
"""

STANDARD_V1 = """# Data retention standard (version 1) - SUPERSEDED

Approved March 2022. Superseded by version 2.1 in February 2025.

Backup retention: Public 30 days, Internal 90 days, Confidential 365 days, Restricted 2,190 days (6 years).
"""

REGISTER = """# System register (finance and HR)

Maintained by IT. One row per system; the data class decides backup retention and access reviews.

| System | Description | Owner | Data class |
|---|---|---|---|
| payroll-db | Payroll database (salaries, bank details) | Finance Systems | Restricted |
| payroll-db-staging | Copy of payroll-db schema with synthetic data | Finance Systems | Internal |
| payroll-reports | Monthly payroll management reports (aggregated) | Finance | Confidential |
| hr-portal | Employee self-service portal | People Team | Confidential |
| expenses-app | Expense claims | Finance | Confidential |
"""

BACKUP_YAML = """# Nightly backup jobs for the finance cluster.
# retention_days: how long backups of the job are kept.
# Owner: platform team (#platform-backups)

defaults: &defaults
  schedule: "0 1 * * *"
  retention_days: 90
  compress: true
  encrypt: true

jobs:
  payroll-db-staging:
    <<: *defaults
    source: pg://staging-db-01/payroll
    retention_days: 30

  payroll-db:
    <<: *defaults
    source: pg://fin-db-01/payroll
    schedule: "30 0 * * *"
    retention_days: 365   # set in 2022, check against the retention standard

  payroll-reports:
    <<: *defaults
    source: s3://fin-reports/payroll
    retention_days: 365

  hr-portal:
    <<: *defaults
    source: pg://hr-db-02/portal
    # uses the default retention
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "config", "backup.yaml"), BACKUP_YAML)
    write(os.path.join(ws, "config", "backup.staging.yaml"),
          "# staging cluster\njobs:\n  payroll-db:\n    source: pg://stg-fin-db-01/payroll\n    retention_days: 14\n")
    if kb:
        write(os.path.join(kb, "security", "data-retention-standard.md"), STANDARD_V2)
        write(os.path.join(kb, "security", "archive", "data-retention-standard-v1.md"), STANDARD_V1)
        write(os.path.join(kb, "it", "system-register.md"), REGISTER)
