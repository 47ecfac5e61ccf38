import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
write(os.path.join(kb, "api-migration-guide.md"), """# API v1 to v2 migration guide

The following v1 endpoints are deprecated and will be removed on 2026-09-30:

| Deprecated | Replacement |
|---|---|
| GET /v1/customers | GET /v2/accounts |
| GET /v1/customers/{id} | GET /v2/accounts/{id} |
| POST /v1/tickets | POST /v2/cases |

`/v1/health` and `/v1/version` are not deprecated and stay available.
Responses of `/v2/accounts` use `account_id` instead of `customer_id`; the client code does not read that field.
""")
write(os.path.join(kb, "api-auth.txt"), "All API calls need a bearer token from the identity service. Tokens expire after one hour.\n")
write(os.path.join(ws, "client.py"), '''"""Thin client for the support API."""
import json
import urllib.request

BASE = "https://support.example.com"


def _get(path):
    with urllib.request.urlopen(BASE + path) as r:
        return json.load(r)


def _post(path, body):
    req = urllib.request.Request(BASE + path, data=json.dumps(body).encode(), method="POST")
    with urllib.request.urlopen(req) as r:
        return json.load(r)


def list_customers():
    return _get("/v1/customers")


def get_customer(cid):
    return _get("/v1/customers/%s" % cid)


def open_ticket(subject, body):
    return _post("/v1/tickets", {"subject": subject, "body": body})


def health():
    return _get("/v1/health")
''')
