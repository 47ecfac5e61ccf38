import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

TOML = """# Inventory service settings
# Owner: platform team. Run `invctl reload` after editing; see docs/config.md.

title = "inventory"
environment = "staging"

[server]
host = "0.0.0.0"
port = 8443
workers = 4

[server.tls]
cert = "/etc/inventory/tls.crt"
key  = "/etc/inventory/tls.key"

[database]
url = "postgresql://inventory@db.internal:5432/inventory"
statement_timeout = "15s"

[database.pool]
# raised from 10 during the March load test
max_size = 20
min_size = 2
# max_size = 50   (tried in April: too many connections on the primary)
acquire_timeout = "5s"

[cache]
backend = "redis"
url = "redis://cache.internal:6379/2"
max_size   = 5000    # entries, not connections

[http_client.pool]
max_size = 32
idle_timeout = 90

[[jobs]]
name = "reindex"
schedule = "0 3 * * *"

[[jobs]]
name = "stock-snapshot"
schedule = "*/15 * * * *"
"""

PROD = """# production overrides - change only through the release checklist
environment = "production"

[database.pool]
max_size = 60
min_size = 10
idle_timeout = 600
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "config", "service.toml"), TOML)
    write(os.path.join(ws, "config", "service.prod.toml"), PROD)
