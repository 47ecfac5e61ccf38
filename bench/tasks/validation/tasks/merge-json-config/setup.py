import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
base = {"service": "billing", "log": {"level": "debug", "format": "text", "sinks": ["stdout"]},
        "db": {"host": "localhost", "port": 5432, "pool": {"min": 1, "max": 5}, "ssl": False},
        "features": {"invoices_v2": False, "dunning": True}, "allowed_origins": ["http://localhost:3000"],
        "workers": 2}
prod = {"log": {"level": "warning", "sinks": ["stdout", "syslog"]},
        "db": {"host": "billing-db.prod.internal", "pool": {"max": 40}, "ssl": True},
        "features": {"invoices_v2": True}, "allowed_origins": ["https://billing.example.com"],
        "workers": 8, "sentry_dsn": "https://k@sentry.example.com/14"}
write(os.path.join(ws, "config", "base.json"), json.dumps(base, indent=2))
write(os.path.join(ws, "config", "production.json"), json.dumps(prod, indent=2))
