import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

PHOTOS = """# borgmatic: family photo library -> USB disk and the offsite Pi at Mum's
# Runs nightly from the systemd timer at 01:30. Test with: borgmatic --dry-run -v 1
location:
    source_directories:
        - /srv/photos
        - /srv/phone-uploads
    repositories:
        - /mnt/usb-backup/photos.borg
        - ssh://borg@mums-pi.tailnet:2222/./photos.borg
    exclude_patterns:
        - '*.tmp'
        - /srv/photos/.thumbnails

storage:
    encryption_passcommand: cat /root/.borg-photos
    compression: zstd,6
    # checkpoint every 30 minutes on long first runs
    checkpoint_interval: 1800

retention:
    keep_hourly: 24
    keep_daily: 7
    keep_weekly: 4
    keep_monthly: 24

consistency:
    checks:
        - name: repository
          frequency: 2 weeks
        - name: archives
          frequency: 1 month
    check_last: 3
"""

# the file as it was before the retention was raised in February
PHOTOS_ORIG = PHOTOS.replace("    keep_hourly: 24\n    keep_daily: 7\n", "    keep_daily: 3\n")

DOCUMENTS = """# resticprofile config for documents (scans, paperwork, tax returns)
# scheduled with `resticprofile -n documents schedule`
version = "1"

[global]
  priority = "low"
  ionice = true
  min-memory = 200

[documents]
  repository = "sftp:restic@nas.home.lan:/volume1/restic/documents"
  password-file = "/root/.restic-documents"
  initialize = false

  [documents.backup]
    source = ["/home/sam/Documents", "/srv/scans"]
    exclude = ["*.part", "~$*"]
    schedule = "*-*-* 02:15"

  [documents.retention]
    after-backup = true
    keep-daily = 5
    keep-weekly = 8
    keep-monthly = 12
    prune = true

  [documents.check]
    read-data-subset = "5%"
    schedule = "Sun 04:00"
"""

MAIL = """; mailbackup.py settings - nightly IMAP dump of the family mailboxes
; (mbsync into a maildir, then one dated tarball per night). Cron: 02:40.

[imap]
host = imap.fastmail.com
port = 993
accounts = sam, jo, household

[archive]
dest = /mnt/usb-backup/mail
compress = zstd

[rotate]
; how many tarballs of each kind to keep
daily = 14
weekly = 8
monthly = 12

[alerts]
; email a warning if the newest tarball is older than this many days
max_age_days = 2
email = sam@home.lan
"""

NEXTCLOUD_DB = """# postgres-backup-local sidecar for the Nextcloud database
# (docker compose: env_file: ../backup-jobs/nextcloud-db.env)
POSTGRES_HOST=nextcloud-db
POSTGRES_DB=nextcloud
POSTGRES_USER=nextcloud
POSTGRES_PASSWORD_FILE=/run/secrets/nc_db_password
POSTGRES_EXTRA_OPTS=-Z6 --schema=public --blobs
SCHEDULE=@daily
BACKUP_DIR=/backups
# BACKUP_KEEP_DAYS=14
# ^ cut down in January when the backup disk filled up
BACKUP_KEEP_DAYS=3
BACKUP_KEEP_WEEKS=4
BACKUP_KEEP_MONTHS=6
HEALTHCHECK_PORT=8080
"""

GITEA = """{
  "job": "gitea",
  "description": "Gitea repositories and a database dump, pushed to Backblaze B2",
  "sources": ["/srv/gitea/data", "/srv/gitea/dump"],
  "destination": "b2:homelab-backups/gitea",
  "schedule": "30 3 * * *",
  "pre_hook": "docker exec -u git gitea gitea dump -f /data/dump/gitea-dump.zip",
  "retention": {
    "keep": {
      "hourly": 0,
      "daily": 6,
      "weekly": 4,
      "monthly": 6
    }
  },
  "logs": {
    "path": "/var/log/homelab-backup/gitea.log",
    "keep_days": 30
  },
  "notify": {
    "on_failure": "ntfy://ntfy.home.lan/backups"
  }
}
"""

README = """Backup jobs on the home server (nuc01)
======================================

One config file per job; the file name is the job name. Each tool reads its own format:
borgmatic (YAML), resticprofile (TOML), mailbackup.py (INI), postgres-backup-local (env file)
and our own b2push script (JSON).
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    d = os.path.join(ws, "backup-jobs")
    write(os.path.join(d, "README.md"), README)
    write(os.path.join(d, "photos.yaml"), PHOTOS)
    write(os.path.join(d, "photos.yaml.orig"), PHOTOS_ORIG)
    write(os.path.join(d, "documents.toml"), DOCUMENTS)
    write(os.path.join(d, "mail.ini"), MAIL)
    write(os.path.join(d, "nextcloud-db.env"), NEXTCLOUD_DB)
    write(os.path.join(d, "gitea.json"), GITEA)
