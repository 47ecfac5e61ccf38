import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ADGUARD = """http:
  pprof:
    port: 6060
    enabled: false
  address: 0.0.0.0:3000
  session_ttl: 720h
users:
  - name: admin
    password: $2y$10$Yk8c1n0b3Jf2yq5vS1uQeOQ0xkQ8r7yW2m2aQ1bV7zq9e3m9mG5iK
auth_attempts: 5
block_auth_min: 15
http_proxy: ""
language: en
theme: auto
dns:
  bind_hosts:
    - 0.0.0.0
  port: 53
  anonymize_client_ip: false
  ratelimit: 20
  upstream_dns:
    - https://dns.quad9.net/dns-query
    - https://cloudflare-dns.com/dns-query
  bootstrap_dns:
    - 9.9.9.10
    - 149.112.112.10
  cache_size: 4194304
  enable_dnssec: true
tls:
  enabled: false
  server_name: ""
  force_https: false
  port_https: 443
  port_dns_over_tls: 853
  port_dns_over_quic: 853
filters:
  - enabled: true
    url: https://adguardteam.github.io/HostlistsRegistry/assets/filter_1.txt
    name: AdGuard DNS filter
    id: 1
dhcp:
  enabled: false
  interface_name: ""
schema_version: 28
"""

GITEA = """APP_NAME = Home Git
RUN_USER = git
RUN_MODE = prod
WORK_PATH = /var/lib/gitea

[repository]
ROOT = /var/lib/gitea/data/gitea-repositories

[database]
DB_TYPE = postgres
HOST = 127.0.0.1:5432
NAME = gitea
USER = gitea
PASSWD = `REDACTED`
SSL_MODE = disable

[server]
PROTOCOL = http
DOMAIN = git.home.lan
HTTP_ADDR = 0.0.0.0
HTTP_PORT = 3000
ROOT_URL = https://git.home.lan/
DISABLE_SSH = false
START_SSH_SERVER = true
SSH_PORT = 2222
SSH_LISTEN_PORT = 2222
LFS_START_SERVER = true
OFFLINE_MODE = true

[mailer]
ENABLED = true
PROTOCOL = smtps
SMTP_ADDR = smtp.fastmail.com
SMTP_PORT = 465

[log]
MODE = console
LEVEL = info
"""

GRAFANA = """##################### Grafana Configuration #####################
# Only the settings we changed are uncommented; everything else is the packaged default.

[paths]
data = /var/lib/grafana
logs = /var/log/grafana
plugins = /var/lib/grafana/plugins

#################################### Server ####################################
[server]
# Protocol (http, https, h2, socket)
protocol = http

# The ip address to bind to, empty will bind to all interfaces
;http_addr =

# The http port to use
;http_port = 3000
http_port = 3300

# The public facing domain name used to access grafana from a browser
domain = grafana.home.lan
root_url = https://grafana.home.lan/

#################################### Database ##################################
[database]
type = sqlite3
;host = 127.0.0.1:3306

#################################### SMTP / Emailing ###########################
[smtp]
enabled = false
;host = localhost:25

[analytics]
reporting_enabled = false
check_for_updates = false
"""

UPTIME_KUMA = """# Uptime Kuma (docker run --network host --env-file homelab/config/uptime-kuma.env ...)
UPTIME_KUMA_HOST=0.0.0.0
UPTIME_KUMA_PORT=3001
TZ=Europe/London
NODE_EXTRA_CA_CERTS=/app/data/home-ca.pem
"""

NAVIDROME = """# Navidrome music server (runs as the navidrome user, systemd unit navidrome.service)
MusicFolder = "/srv/music"
DataFolder = "/var/lib/navidrome"
Address = "0.0.0.0"
Port = 4533
LogLevel = "info"
ScanSchedule = "@every 6h"
EnableTranscodingConfig = false
DefaultTheme = "Dark"

[LastFM]
Enabled = false

[ListenBrainz]
Enabled = false

[Prometheus]
Enabled = true
MetricsPath = "/metrics"
"""

HOMEBRIDGE = """{
  "bridge": {
    "name": "Homebridge 4F2A",
    "username": "0E:4F:2A:71:9C:10",
    "port": 51826,
    "pin": "031-45-154",
    "advertiser": "avahi"
  },
  "accessories": [
    {
      "accessory": "AdGuardHome",
      "name": "AdGuard",
      "host": "127.0.0.1",
      "port": 3000,
      "username": "admin",
      "password": "see-bitwarden",
      "autoOnTimer": 30
    }
  ],
  "platforms": [
    {
      "name": "Config",
      "port": 8581,
      "platform": "config"
    },
    {
      "platform": "TplinkSmarthome",
      "name": "Kasa plugs"
    }
  ]
}
"""

README = """nuc01 - the box under the stairs
================================

Everything on nuc01 runs with host networking (no port mapping), straight from these configs:

  AdGuardHome.yaml     AdGuard Home (DNS for the house + its web UI)
  gitea-app.ini        Gitea
  grafana.ini          Grafana
  uptime-kuma.env      Uptime Kuma
  navidrome.toml       Navidrome
  homebridge.json      Homebridge (and its config UI)

Caddy on the router does HTTPS and forwards to the ports above.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    d = os.path.join(ws, "homelab", "config")
    write(os.path.join(ws, "homelab", "README.md"), README)
    write(os.path.join(d, "AdGuardHome.yaml"), ADGUARD)
    write(os.path.join(d, "gitea-app.ini"), GITEA)
    write(os.path.join(d, "grafana.ini"), GRAFANA)
    write(os.path.join(d, "uptime-kuma.env"), UPTIME_KUMA)
    write(os.path.join(d, "navidrome.toml"), NAVIDROME)
    write(os.path.join(d, "homebridge.json"), HOMEBRIDGE)
