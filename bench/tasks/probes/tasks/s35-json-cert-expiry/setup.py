import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def c(host, not_after, status="active", issuer="Let's Encrypt R11"):
    return {"host": host, "issuer": issuer, "not_after": not_after, "status": status}


INVENTORY = {
    "inventory_date": "2025-06-30",
    "owner": "Larkspur Tea IT",
    "note": "not_after copied from the certificate or the registrar's dashboard; formats vary",
    "environments": {
        "production": [
            c("www.larkspur-tea.co.uk", "2025-09-14"),
            c("shop.larkspur-tea.co.uk", "2025-06-20", "retired"),
            c("shop.larkspur-tea.co.uk", "2025-07-22"),
            c("api.larkspur-tea.co.uk", "Jul  9 12:00:00 2025 GMT", "Active", "Sectigo RSA DV"),
            c("mail.larkspur-tea.co.uk", "2025-07-31T23:59:59Z"),
            c("pay.larkspur-tea.co.uk", "2025-08-01T00:00:00Z", issuer="Sectigo RSA DV"),
        ],
        "staging": [
            c("staging.larkspur-tea.co.uk", "2025-06-28"),
            c("beta.larkspur-tea.co.uk", "2025-07-05", "RETIRED "),
            c("stg-api.larkspur-tea.co.uk", "Aug 12 08:30:00 2025 GMT"),
        ],
        "internal": [
            c("vpn.larkspur.internal", "2025-07-14", "active ", "Larkspur Internal CA"),
            c("nas.larkspur.internal", "2026-01-02", issuer="Larkspur Internal CA"),
            c("grafana.larkspur.internal", "2025/07/03", issuer="Larkspur Internal CA"),
            c("printers.larkspur.internal", "2024-12-31", issuer="Larkspur Internal CA"),
        ],
    },
}

OLD = {"inventory_date": "2025-03-31", "owner": "Larkspur Tea IT", "environments": {"production": [
    c("www.larkspur-tea.co.uk", "2025-06-15"), c("shop.larkspur-tea.co.uk", "2025-06-20"),
    c("api.larkspur-tea.co.uk", "Apr 10 12:00:00 2025 GMT", issuer="Sectigo RSA DV")]}}

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "certs.json"), json.dumps(INVENTORY, indent=2))
    write(os.path.join(ws, "certs.json.bak"), json.dumps(OLD, indent=2))
