import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
write(os.path.join(ws, "config", "settings.ini"), """; service settings (production)
[server]
host = 0.0.0.0
port = 8000
workers = 4

[database]
engine = postgresql
host = pg-main-07.db.internal
port = 6432
name = ledger
pool_size = 20

[cache]
host = redis-2.cache.internal
port = 6380
""")
write(os.path.join(ws, "config", "settings.dev.ini"), """[server]
host = 127.0.0.1
port = 8001

[database]
engine = postgresql
host = localhost
port = 5432
name = ledger_dev
""")
