import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

FILES = {}

FILES["shopkit/__init__.py"] = '''\
"""shopkit - small helpers for the shop back office."""
from .client import Client
from .models import Order, RefundRequest

__version__ = "0.9.3"
__all__ = ["Client", "Order", "RefundRequest"]
'''

FILES["shopkit/client.py"] = '''\
"""HTTP client for the shop platform API."""
import logging

import requests

from .models import Order

log = logging.getLogger(__name__)


class Client:
    def __init__(self, base_url, token, timeout=10):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers["Authorization"] = "Bearer " + token
        self.timeout = timeout

    def order(self, order_id):
        r = self.session.get("%s/orders/%s" % (self.base_url, order_id), timeout=self.timeout)
        r.raise_for_status()
        return Order.from_json(r.json())
'''

FILES["shopkit/models.py"] = '''\
"""Plain data classes. Refund requests and orders are built from API JSON."""
from dataclasses import dataclass, field


@dataclass
class Order:
    id: str
    total: float
    lines: list = field(default_factory=list)

    @classmethod
    def from_json(cls, data):
        return cls(data["id"], float(data["total"]), data.get("lines", []))


@dataclass
class RefundRequest:
    """A customer's refund request; see requests_log for the audit trail."""
    order_id: str
    reason: str
    amount: float
'''

FILES["shopkit/cache.py"] = '''\
"""Response cache. We used to import requests here directly; requests_cache wraps it now."""
import os

import requests_cache

CACHE_DIR = os.environ.get("SHOPKIT_CACHE", os.path.expanduser("~/.cache/shopkit"))


def cached_session(name="api", expire_after=300):
    return requests_cache.CachedSession(os.path.join(CACHE_DIR, name), expire_after=expire_after)
'''

FILES["shopkit/requests_log.py"] = '''\
"""Audit log of refund and cancellation requests (nothing to do with HTTP)."""
import json
import time


def log_request(path, kind, order_id, user):
    with open(path, "a", encoding="utf-8") as f:
        f.write(json.dumps({"t": time.time(), "kind": kind, "order": order_id, "user": user}) + "\\n")
'''

FILES["shopkit/audit.py"] = '''\
"""Writes refund requests to the audit trail."""
from . import requests_log
from .requests_log import log_request
from .models import RefundRequest


def record_refund(path, req: RefundRequest, user):
    log_request(path, "refund", req.order_id, user)
    return requests_log
'''

FILES["shopkit/http_utils.py"] = '''\
"""Retry helpers. Works without requests installed (then only urllib is used)."""
import time
import urllib.request

try:
    import requests
except ImportError:  # optional dependency
    requests = None


def get_json(url, retries=3):
    for attempt in range(retries):
        try:
            if requests is not None:
                return requests.get(url, timeout=10).json()
            with urllib.request.urlopen(url, timeout=10) as r:
                import json
                return json.load(r)
        except Exception:
            time.sleep(2 ** attempt)
    raise RuntimeError("gave up on %s" % url)
'''

FILES["shopkit/inventory.py"] = '''\
"""Stock levels from the warehouse feed (plain urllib, no third-party HTTP library)."""
import csv
import io
import urllib.request


def stock_levels(feed_url):
    with urllib.request.urlopen(feed_url, timeout=20) as r:
        text = r.read().decode("utf-8")
    return {row["sku"]: int(row["qty"]) for row in csv.DictReader(io.StringIO(text))}
'''

FILES["shopkit/reports.py"] = '''\
"""Monthly sales reports."""
import csv
from collections import defaultdict


def monthly_totals(orders):
    out = defaultdict(float)
    for o in orders:
        out[o["date"][:7]] += o["total"]
    return dict(out)


def fetch_rates(base="GBP"):
    # imported here so that reports can be built offline
    import requests as rq
    return rq.get("https://rates.example/latest", params={"base": base}, timeout=10).json()["rates"]


def write_csv(path, totals):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        for month in sorted(totals):
            w.writerow([month, "%.2f" % totals[month]])
'''

FILES["shopkit/payments/__init__.py"] = '''\
"""Payment gateways."""
'''

FILES["shopkit/payments/stripe_gateway.py"] = '''\
"""Card payments through Stripe's REST API."""
from requests import Session
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry


def make_session(api_key):
    s = Session()
    s.mount("https://", HTTPAdapter(max_retries=Retry(total=3, backoff_factor=0.5)))
    s.auth = (api_key, "")
    return s
'''

FILES["shopkit/payments/paypal.py"] = '''\
"""PayPal order capture."""
import json, requests


def capture(order_id, token):
    r = requests.post("https://api-m.paypal.example/v2/checkout/orders/%s/capture" % order_id,
                      headers={"Authorization": "Bearer " + token, "Content-Type": "application/json"},
                      data=json.dumps({}), timeout=15)
    r.raise_for_status()
    return r.json()["status"]
'''

FILES["shopkit/payments/bank_transfer.py"] = '''\
"""Bank transfer references; no network calls. Payment requests are matched by reference."""
import hashlib


def reference(order_id):
    return "SK" + hashlib.sha1(order_id.encode()).hexdigest()[:8].upper()
'''

FILES["tests/test_client.py"] = '''\
import requests
import responses

from shopkit.client import Client


@responses.activate
def test_order():
    responses.get("https://api.example/orders/1", json={"id": "1", "total": "9.50"})
    assert Client("https://api.example", "t").order("1").total == 9.5
    assert requests.__version__
'''

FILES["scripts/smoke.py"] = '''\
"""Smoke test against staging."""
import sys

import requests

print(requests.get(sys.argv[1], timeout=5).status_code)
'''

FILES["pyproject.toml"] = '''\
[project]
name = "shopkit"
version = "0.9.3"
dependencies = ["requests>=2.31", "requests-cache>=1.1", "urllib3>=2"]

[project.optional-dependencies]
test = ["pytest", "responses"]
'''

if __name__ == "__main__":
    ws, kb = setup_args()
    for p, text in FILES.items():
        write(os.path.join(ws, p), text)
