import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
R = os.path.join(ws, "shopsync")

FILES = {
"README.md": """# shopsync

Nightly sync of supplier prices and stock levels into the Fern & Thistle web shop.

    python run_sync.py            # full sync
    python run_sync.py --stock    # stock only

Timeouts are configured in `shopsync/settings.py`.
""",
"run_sync.py": """#!/usr/bin/env python3
\"\"\"Entry point for the nightly cron job (see crontab on shopbox).\"\"\"
import sys

import requests

from shopsync import settings
from shopsync.prices import fetch_prices
from shopsync.stock import fetch_stock
from shopsync.catalogue import load_skus


def main(argv):
    skus = load_skus("catalogue.csv")
    with requests.Session() as s:
        s.headers["Authorization"] = "Bearer " + settings.API_TOKEN
        if "--stock" not in argv:
            prices = fetch_prices(s, skus)
            print("prices:", len(prices))
        stock = fetch_stock(s, skus, timeout=settings.STOCK_TIMEOUT)
        print("stock:", len(stock))


if __name__ == "__main__":
    main(sys.argv[1:])
""",
"shopsync/__init__.py": "__version__ = \"1.4.2\"\n",
"shopsync/settings.py": """\"\"\"Runtime settings for shopsync.\"\"\"
import os

SUPPLIER_URL = "https://api.supplier.example/v2"
API_TOKEN = os.environ.get("SHOPSYNC_TOKEN", "")

# HTTP_TIMEOUT = 10   # too short for the Monday full exports
HTTP_TIMEOUT = 25
STOCK_TIMEOUT = 8
RETRIES = 3
PAGE_SIZE = 200
""",
"shopsync/catalogue.py": """import csv


def load_skus(path):
    with open(path, newline="") as f:
        return [row["sku"] for row in csv.DictReader(f) if row.get("active") == "1"]
""",
"shopsync/prices.py": """\"\"\"Supplier price export.\"\"\"
import time

from . import settings
from .http import get_json

PRICE_ENDPOINT = "/prices/export"


def fetch_prices(session, skus, timeout=None):
    \"\"\"Return {sku: price} for the given skus.

    timeout defaults to settings.HTTP_TIMEOUT (10 s).
    \"\"\"
    if timeout is None:
        # the price export endpoint is much slower than the others
        timeout = settings.HTTP_TIMEOUT * 2
    out = {}
    for i in range(0, len(skus), settings.PAGE_SIZE):
        page = skus[i:i + settings.PAGE_SIZE]
        data = get_json(session, settings.SUPPLIER_URL + PRICE_ENDPOINT,
                        params={"sku": ",".join(page)}, timeout=timeout)
        out.update({row["sku"]: row["price"] for row in data["items"]})
        time.sleep(0.2)
    return out
""",
"shopsync/stock.py": """\"\"\"Supplier stock levels.\"\"\"
from . import settings
from .http import get_json


def fetch_stock(session, skus, timeout=5):
    data = get_json(session, settings.SUPPLIER_URL + "/stock",
                    params={"sku": ",".join(skus)}, timeout=timeout)
    return {row["sku"]: row["qty"] for row in data["items"]}
""",
"shopsync/http.py": """\"\"\"Small wrapper around requests with retries.\"\"\"
import time

from . import settings


def get_json(session, url, params=None, timeout=15):
    last = None
    for attempt in range(settings.RETRIES):
        try:
            r = session.get(url, params=params, timeout=timeout)
            r.raise_for_status()
            return r.json()
        except Exception as e:  # noqa: BLE001
            last = e
            time.sleep(2 ** attempt)
    raise last
""",
"shopsync/legacy/settings_old.py": """# Settings from the 2022 version (before the v2 API). Not imported anywhere.
SUPPLIER_URL = "https://supplier.example/api"
HTTP_TIMEOUT = 15
STOCK_TIMEOUT = 15
""",
"tests/test_prices.py": """from unittest import mock

from shopsync.prices import fetch_prices


def test_fetch_prices_paging():
    s = mock.Mock()
    with mock.patch("shopsync.prices.get_json", return_value={"items": []}) as g:
        fetch_prices(s, ["A"] * 450, timeout=1)
    assert g.call_count == 3
""",
"catalogue.csv": "sku,name,active\nFT-001,Fern pot large,1\nFT-002,Fern pot small,1\nFT-003,Thistle print A4,0\nFT-004,Moss kit,1\n",
}
for rel, text in FILES.items():
    ek.write(os.path.join(R, rel), text)
