import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

FILES = {
"pricewatch/__init__.py": '''"""pricewatch - pulls supplier price lists into the shop's stock sheet."""

__version__ = "0.9.2"
''',
"pricewatch/retry.py": '''"""Retry helper used around flaky supplier portals.

Usage::

    @retry(attempts=4, delay=2.0)
    def fetch(): ...
"""
import functools
import time

DEFAULT_ATTEMPTS = 3


def retry(attempts=DEFAULT_ATTEMPTS, delay=1.0, exceptions=(OSError, TimeoutError)):
    """Call the wrapped function up to `attempts` times, sleeping `delay` seconds between tries."""
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            for i in range(attempts):
                try:
                    return fn(*args, **kwargs)
                except exceptions:
                    if i == attempts - 1:
                        raise
                    time.sleep(delay)
        return wrapper
    return deco
''',
"pricewatch/sources/__init__.py": "",
"pricewatch/sources/acme.py": '''"""Acme Wholesale: CSV catalogue behind a login.

Their portal falls over on Monday mornings; we used to use @retry(attempts=7) here.
"""
from pricewatch.retry import retry

BASE = "https://trade.acme-wholesale.example/api"


@retry(attempts=5)
def fetch_catalogue(session):
    return session.get(BASE + "/catalogue.csv").text


@retry()
def fetch_price_sheet(session, sheet_id):
    return session.get(BASE + "/sheets/%s" % sheet_id).json()


def parse_catalogue(text):
    rows = [line.split(",") for line in text.splitlines()[1:]]
    return {r[0]: float(r[3]) for r in rows if len(r) > 3}
''',
"pricewatch/sources/bolt.py": '''"""Bolt & Barrel: JSON stock feed."""
from ..retry import retry

FEED = "https://feeds.boltandbarrel.example/stock.json"


@retry(6, delay=2.0)
def fetch_stock(session):
    return session.get(FEED, timeout=20).json()


@retry(attempts=3)
def fetch_bolt_catalogue(session):
    return session.get(FEED.replace("stock", "catalogue")).json()


# @retry(attempts=10)
def legacy_sync(session):
    """Old nightly pull, kept for the March 2024 data fix."""
    return fetch_stock(session)
''',
"pricewatch/client.py": '''"""Session wrapper for the supplier portal."""
import requests

import pricewatch.retry as rt


class PortalClient:
    def __init__(self, user, password):
        self.user = user
        self.password = password
        self.session = requests.Session()
        self.token = None

    @rt.retry(attempts=4)
    def login(self):
        r = self.session.post("https://portal.example/login", data={"u": self.user, "p": self.password})
        r.raise_for_status()
        self.token = r.json()["token"]

    @rt.retry(delay=5)
    def refresh_token(self):
        r = self.session.post("https://portal.example/refresh", headers={"X-Token": self.token})
        self.token = r.json()["token"]

    def logout(self):
        self.session.post("https://portal.example/logout")
''',
"pricewatch/sync.py": '''"""Nightly job: pull every supplier and write the stock sheet."""
import functools
import logging

from pricewatch.retry import retry
from pricewatch.sources import acme, bolt

log = logging.getLogger(__name__)
MAX_TRIES = 8


def log_calls(fn):
    @functools.wraps(fn)
    def wrapper(*a, **kw):
        log.info("calling %s", fn.__name__)
        return fn(*a, **kw)
    return wrapper


@retry(attempts=MAX_TRIES)
def sync_prices(session, sheet):
    prices = acme.parse_catalogue(acme.fetch_catalogue(session))
    prices.update({item["sku"]: item["price"] for item in bolt.fetch_stock(session)["items"]})
    sheet.write(prices)
    return len(prices)


@log_calls
@retry(attempts=2)
def upload_report(session, path):
    with open(path, "rb") as f:
        session.post("https://intranet.example/reports", files={"report": f})
''',
"pricewatch/images.py": '''"""Product photos for the web shop."""
import asyncio

from pricewatch.retry import retry as with_retry


@with_retry(attempts=5)
async def fetch_images(client, skus):
    return await asyncio.gather(*(client.get("/img/%s.jpg" % s) for s in skus))


def thumbnail_name(sku, size=200):
    return "%s_%d.jpg" % (sku, size)
''',
"pricewatch/queue.py": '''"""Deferred jobs (re-run later instead of retrying at once)."""
import functools

PENDING = []


def retry_later(attempts=1):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*a, **kw):
            try:
                return fn(*a, **kw)
            except Exception:
                PENDING.append((fn, a, kw, attempts))
        return wrapper
    return deco


@retry_later(attempts=9)
def drain_queue(session):
    for fn, a, kw, n in list(PENDING):
        fn(*a, **kw)
''',
"tests/test_sync.py": '''from pricewatch.retry import retry


@retry(attempts=12)
def flaky_helper(counter):
    counter.append(1)
    if len(counter) < 3:
        raise OSError("not yet")
    return True


def test_retry_eventually_succeeds():
    assert flaky_helper([])
''',
"scripts/backfill.py": '''"""One-off: re-pull January prices."""
from pricewatch.retry import retry


@retry(attempts=7)
def backfill_month(session, month):
    return session.get("https://trade.acme-wholesale.example/api/history/%s" % month).json()
''',
"README.md": '''# pricewatch

Pulls supplier price lists every night (`python -m pricewatch.sync`). Supplier portals are flaky, so network
calls are wrapped in `pricewatch.retry.retry`.
''',
}

if __name__ == "__main__":
    ws, kb = setup_args()
    for rel, text in FILES.items():
        write(os.path.join(ws, rel), text, newline_at_end=bool(text))
