import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def svc(replicas, cpu, rpm, burst, extra=None):
    d = {"image_tag": "2025.03.2", "replicas": replicas, "resources": {"cpu": cpu, "memory": "512Mi"},
         "rate_limit": {"requests_per_minute": rpm, "burst": burst}}
    d.update(extra or {})
    return d


SERVICES = {
    "defaults": {
        "log_level": "info",
        "rate_limit": {"requests_per_minute": 1200, "burst": 100},
        "healthcheck": {"path": "/healthz", "interval_s": 15},
    },
    "environments": {
        "staging": {
            "region": "eu-west-2",
            "services": {
                "payments-api": svc(2, "250m", 1200, 100, {"log_level": "debug"}),
                "payments-worker": svc(1, "250m", 300, 20),
                "search-api": svc(1, "500m", 2400, 200),
            },
        },
        "production": {
            "region": "eu-west-2",
            "services": {
                "payments-api-internal": svc(3, "500m", 1200, 100),
                "payments-api": svc(6, "1000m", 1200, 100, {"pdb": {"min_available": 4}}),
                "payments-worker": svc(4, "500m", 600, 50),
                "search-api": svc(4, "1000m", 4800, 400),
            },
        },
    },
}

OVERRIDE = {
    "environments": {
        "production": {
            "services": {
                "payments-api": {"replicas": 8, "rate_limit": {"requests_per_minute": 1200}}
            }
        }
    }
}

README = """# Service configuration

`services.json` is read by the deploy pipeline on every release. Values under `defaults` apply to
every service unless the service sets its own. `services.blackfriday.json` is a seasonal override
that is merged on top only during the November freeze; leave it alone outside that window.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "config", "services.json"), json.dumps(SERVICES, indent=2))
    write(os.path.join(ws, "config", "services.blackfriday.json"), json.dumps(OVERRIDE, indent=2))
    write(os.path.join(ws, "config", "README.md"), README)
    write(os.path.join(ws, "deploy.sh"), "#!/bin/sh\nset -eu\n./bin/render-config config/services.json > build/services.rendered.json\n")
