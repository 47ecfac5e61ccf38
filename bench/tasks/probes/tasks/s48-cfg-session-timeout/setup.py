import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

INTRANET = """# Staff intranet (portal.carrowfinch.local) - production
# Changes go through the IT change log (apps/changelog.txt)
site:
  name: Carrow & Finch intranet
  base_url: https://portal.carrowfinch.local
  timezone: Europe/London

auth:
  provider: ldap
  ldap:
    host: dc01.carrowfinch.local
    port: 636
    timeout: 10          # seconds to wait for the domain controller
  session:
    idle_timeout: 30m    # sign out after this long without activity
    absolute_timeout: 10h

cache:
  ttl_minutes: 60
"""

TIMESHEETS = """; Timesheets (internal Flask app) - production settings
[app]
name = Timesheets
base_url = https://timesheets.carrowfinch.local
week_starts = monday

[database]
host = db01.carrowfinch.local
name = timesheets
; seconds
connect_timeout = 30

[session]
; all values in seconds
idle_timeout = 1800
remember_me = 0
cookie_secure = true

[reminders]
; nag people who haven't submitted by Friday 15:00
day = friday
time = 15:00
"""

WIKI = """# Team wiki - production config
title = "C&F Knowledge"
base_url = "https://wiki.carrowfinch.local"

[storage]
path = "/srv/wiki/pages"
backup_every_hours = 24

[editor]
autosave_seconds = 30
max_upload_mb = 25

[auth]
method = "ldap"
ldap_url = "ldaps://dc01.carrowfinch.local"

  [auth.session]
  # minutes without activity before staff are signed out
  idle_minutes = 30
  # "keep me signed in" is switched off by IT policy
  remember_me = false
"""

ROTA = """{
  "app": "rota",
  "listen": {
    "host": "0.0.0.0",
    "port": 8090
  },
  "database": {
    "url": "postgresql://rota@db01.carrowfinch.local/rota",
    "poolTimeoutSeconds": 30
  },
  "security": {
    "session": {
      "idleTimeoutSeconds": 1800,
      "maxLifetimeHours": 12
    },
    "passwordResetLinkMinutes": 60
  },
  "notifications": {
    "smtpHost": "mail.carrowfinch.local",
    "digestHour": 7
  }
}
"""

EXPENSES = """APP_NAME="C&F Expenses"
APP_ENV=production
APP_KEY=base64:Vq2m8P1x3JtQ0bY7wR6eN4kF9sL5cH2aD8gZ1uT0oXk=
APP_DEBUG=false
APP_URL=https://expenses.carrowfinch.local

LOG_CHANNEL=daily
LOG_LEVEL=warning

DB_CONNECTION=mysql
DB_HOST=db01.carrowfinch.local
DB_PORT=3306
DB_DATABASE=expenses
DB_USERNAME=expenses
DB_PASSWORD=

CACHE_DRIVER=redis
CACHE_TTL=3600

# Laravel: SESSION_LIFETIME is in minutes
SESSION_DRIVER=database
SESSION_LIFETIME=1800
SESSION_EXPIRE_ON_CLOSE=false
SESSION_SECURE_COOKIE=true

QUEUE_CONNECTION=database
MAIL_MAILER=smtp
MAIL_HOST=mail.carrowfinch.local
MAIL_PORT=25
MAIL_FROM_ADDRESS=expenses@carrowfinch.co.uk
"""

CHANGELOG = """IT change log - staff web apps
==============================

2024-11-04  wiki        moved to LDAP sign-in; idle sign-out 30 min, remember-me off (policy 4.2)     RK
2024-11-18  rota        session idle timeout set to 30 min (1800 s)                                   RK
2025-01-14  expenses    session lifetime set to 30 min (1800) per policy 4.2                            JB
2025-02-03  timesheets  idle timeout 30 min (1800 s); remember-me off                                  JB
2025-02-03  intranet    idle timeout confirmed at 30m                                                  JB
2025-03-10  intranet    absolute session limit raised to 10h for the late shift                       RK
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    d = os.path.join(ws, "apps")
    write(os.path.join(d, "intranet.yaml"), INTRANET)
    write(os.path.join(d, "timesheets.ini"), TIMESHEETS)
    write(os.path.join(d, "wiki.toml"), WIKI)
    write(os.path.join(d, "rota.json"), ROTA)
    write(os.path.join(d, "expenses.env"), EXPENSES)
    write(os.path.join(d, "changelog.txt"), CHANGELOG)
