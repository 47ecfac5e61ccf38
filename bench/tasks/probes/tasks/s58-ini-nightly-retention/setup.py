import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

INI = """; Hyper Backup companion config - Kestrel Accounting, Bridge St office
; Maintained by hand. Last reviewed 2024-11-04 (JP)
; retention_days is how many days of versions are kept for that job

[general]
target = //nas01/backups
notify_email = it@kestrel-accounts.example
; compression: none | fast | max
compression = fast
bandwidth_limit_kbps = 0

[nightly]
; runs Mon-Fri after close of business
schedule = 0 22 * * 1-5
source = /volume1/clients
; retention_days = 7    (value before the 2023 audit)
retention_days = 14
verify = yes

[weekly]
schedule = 0 3 * * 6
source = /volume1/clients, /volume1/admin
retention_days = 14
verify = yes

[monthly]
schedule = 0 4 1 * *
source = /volume1
retention_days = 365
; keep_last = 12
verify = no
"""

BAK = INI.replace("Last reviewed 2024-11-04 (JP)", "Last reviewed 2023-02-17 (JP)") \
         .replace("; retention_days = 7    (value before the 2023 audit)\nretention_days = 14", "retention_days = 7")

ek.write(os.path.join(ws, "backup", "nas-backup.ini"), INI)
ek.write(os.path.join(ws, "backup", "nas-backup.ini.bak"), BAK)
ek.write(os.path.join(ws, "backup", "README.txt"),
         "Backup jobs for the office NAS.\n"
         "The backup agent re-reads nas-backup.ini at 21:00 every day.\n"
         "nas-backup.ini.bak is the copy from before the 2023 audit - keep it for reference.\n")
ek.write(os.path.join(ws, "backup", "last_run.log"),
         "2025-03-27 22:00:04 nightly start\n2025-03-27 22:41:19 nightly ok 18.2 GB 0 errors\n"
         "2025-03-28 22:00:03 nightly start\n2025-03-28 22:39:55 nightly ok 18.3 GB 0 errors\n"
         "2025-03-29 03:00:02 weekly start\n2025-03-29 04:12:40 weekly ok 41.0 GB 0 errors\n")
