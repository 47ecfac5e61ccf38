import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

WIKI = """; Team wiki (DokuBook) - server settings
[server]
host = 0.0.0.0
port = 8081
base_url = https://wiki.tallowfield.lan

[database]
path = /srv/wiki/data/wiki.db
backup_dir = /srv/wiki/backups

[search]
index_on_save = true
"""

HELPDESK = """# Helpdesk (ticket system) settings
title = "Tallowfield IT Helpdesk"
timezone = "Europe/London"

[web]
listen = "0.0.0.0"
port = 8090

[mail]
# outgoing notifications to staff
smtp_host = "smtp.mailcourier.net"
smtp_port = 587
smtp_user = "helpdesk@tallowfield.co.uk"
from_address = "IT Helpdesk <helpdesk@tallowfield.co.uk>"
use_tls = true

[tickets]
auto_close_days = 14
default_priority = "normal"
"""

MONITOR = """{
  "interval_seconds": 60,
  "checks": [
    {"name": "wiki", "url": "http://127.0.0.1:8081/health", "timeout": 5},
    {"name": "helpdesk", "url": "http://127.0.0.1:8090/ping", "timeout": 5},
    {"name": "nas", "host": "192.168.10.20", "port": 5000, "timeout": 10}
  ],
  "alert_after_failures": 3
}
"""

BACKUP = """# Nightly backup job
schedule: "30 1 * * *"
sources:
  - /srv/wiki/data
  - /srv/helpdesk/data
target:
  host: 192.168.10.20
  port: 22
  path: /volume1/backups/services
keep:
  daily: 7
  weekly: 4
"""

PHOTOS = """# Photo archive container
PHOTOS_PORT=2342
PHOTOS_SITE_URL=https://photos.tallowfield.lan/
PHOTOS_ORIGINALS=/srv/photos/originals
PHOTOS_WORKERS=2
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    c = os.path.join(ws, "services", "config")
    write(os.path.join(c, "wiki.ini"), WIKI)
    write(os.path.join(c, "helpdesk.toml"), HELPDESK)
    write(os.path.join(c, "monitor.json"), MONITOR)
    write(os.path.join(c, "backup.yaml"), BACKUP)
    write(os.path.join(c, "photos.env"), PHOTOS)
    write(os.path.join(ws, "services", "README.md"), "# Office services\n\nConfig for the small services on the "
          "office server lives in config/. Restart a service after changing its file.\n")
