import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "ops", "backup.toml"), """\
# Backup schedule for the office NAS (Hartley & Dunn Accountants)
# Last edited 2024-11-02 by IT support
#
# Any job that does not set its own retention_days uses the value in [defaults].

[defaults]
retention_days = 14
compress = true
destination = "/mnt/usb-backup"

[jobs.nightly-files]
source = "/srv/share"
schedule = "daily 02:30"
# retention_days = 30   # old value, raised after the storage upgrade
retention_days = 45

[jobs.nightly-db]
source = "/var/lib/postgresql"
schedule = "daily 03:15"
retention_days = 21

# [jobs.weekly-photos]          # pre-March 2024 settings, kept for reference
# source = "/srv/photos"
# retention_days = 60

[jobs.weekly-photos]
source = "/srv/photos"
schedule = "Sun 04:00"
compress = false
""")

ek.write(os.path.join(ws, "ops", "old", "backup-2023.toml"), """\
# Backup schedule for the office NAS - 2023 (replaced by ../backup.toml)

[defaults]
retention_days = 7
compress = true

[jobs.weekly-photos]
source = "/srv/photos"
schedule = "Sat 23:00"
""")

ek.write(os.path.join(ws, "ops", "README.txt"), """\
Office NAS notes
- backup.toml is the live config read by the backup runner.
- old/ holds previous configs, not used any more.
""")
