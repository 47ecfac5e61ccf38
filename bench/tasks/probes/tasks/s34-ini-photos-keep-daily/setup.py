import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

INI = """; Nightly backups for the home NAS (restic wrapper, see run-backups.sh)
; The wrapper re-reads this file at 02:00 - keep one key per line.

[defaults]
repository = /mnt/usb-backup/restic
password_file = /root/.restic-pass
keep_daily = 7
keep_weekly = 4
compression = auto

[photos]
source = /srv/photos
; keep_daily = 30   (tried this in 2023, the USB disk filled up)
keep_daily = 10
keep_monthly = 12
exclude = *.tmp, .thumbnails, @eaDir

[documents]
source = /srv/documents
keep_daily = 10
keep_weekly = 8

[music]
source = /srv/music
# music rarely changes, weekly is plenty
keep_weekly = 2
exclude = *.part
"""

RUN = """#!/bin/sh
# run-backups.sh - called by cron at 02:00
for job in photos documents music; do
    /usr/local/bin/restic-job --config /etc/nas/backup.ini --job "$job"
done
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "backup.ini"), INI)
    write(os.path.join(ws, "run-backups.sh"), RUN)
