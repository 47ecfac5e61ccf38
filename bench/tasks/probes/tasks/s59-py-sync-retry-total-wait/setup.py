import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
W = lambda rel, text: ek.write(os.path.join(ws, rel), text)

W("README.md", """# depotsync

Pushes stock snapshots from depot tills to the head-office API.

    from depotsync import SyncClient
    SyncClient(session).push(snapshot)

Retry behaviour is configured in `depotsync/settings.py`. The old v2 client in `depotsync/legacy/`
is kept only for the two depots still on the 2019 tills and is not used by `SyncClient`.
""")
W("depotsync/__init__.py", '"""depotsync - depot stock sync."""\nfrom .client import SyncClient\n\n__version__ = "3.4.0"\n')
W("depotsync/errors.py", '''class SyncError(Exception):
    """Base class for depotsync errors."""


class TransientError(SyncError):
    """Timeouts, 502/503/504 - worth retrying."""


class RejectedError(SyncError):
    """The API refused the snapshot (4xx). Never retried."""
''')
W("depotsync/settings.py", '''"""Defaults for depotsync. Override per call via SyncClient(...) arguments."""

ENDPOINT = "https://api.example/depot/v3/snapshots"
TIMEOUT_S = 20            # per request

# Retry policy (exponential backoff)
# RETRY_BASE_MS = 500     # before 3.2
RETRY_BASE_MS = 800       # first wait, in milliseconds
MAX_RETRIES = 5           # retries after the first attempt
MAX_DELAY_S = 2.5         # no single wait is longer than this
''')
W("depotsync/client.py", '''"""HTTP client that pushes depot stock snapshots to the head-office API."""
import logging
import time

from . import settings
from .errors import RejectedError, TransientError

log = logging.getLogger(__name__)


class SyncClient:
    def __init__(self, session, retry_base_ms=None, max_retries=None):
        self.session = session
        base_ms = settings.RETRY_BASE_MS if retry_base_ms is None else retry_base_ms
        self.retry_base = base_ms / 1000.0
        self.max_retries = settings.MAX_RETRIES if max_retries is None else max_retries

    def _delay(self, retry):
        """Seconds to wait before retry number `retry` (1 = first retry)."""
        delay = self.retry_base * (2 ** (retry - 1))
        return min(delay, settings.MAX_DELAY_S)

    def push(self, snapshot):
        retry = 0
        while True:
            try:
                resp = self.session.post(settings.ENDPOINT, json=snapshot, timeout=settings.TIMEOUT_S)
            except TransientError as exc:
                retry += 1
                if retry > self.max_retries:
                    log.error("giving up after %d retries", self.max_retries)
                    raise
                wait = self._delay(retry)
                log.warning("push failed (%s), retry %d in %.1fs", exc, retry, wait)
                time.sleep(wait)
                continue
            if resp.status_code >= 400:
                raise RejectedError(resp.text)
            return resp.json()
''')
W("depotsync/legacy/__init__.py", "")
W("depotsync/legacy/client_v2.py", '''"""v2 client for the 2019 tills. Do not use for new code."""
import time

RETRIES = 3
BACKOFF_S = 2


def push(session, url, snapshot):
    for attempt in range(RETRIES + 1):
        try:
            return session.post(url, data=snapshot)
        except IOError:
            if attempt == RETRIES:
                raise
            time.sleep(BACKOFF_S * (attempt + 1))
''')
W("tests/test_client.py", '''import pytest

from depotsync import SyncClient
from depotsync.errors import TransientError


class Flaky:
    def __init__(self, fails):
        self.fails = fails

    def post(self, *a, **kw):
        if self.fails:
            self.fails -= 1
            raise TransientError("503")
        return type("R", (), {"status_code": 200, "json": lambda self: {"ok": True}})()


def test_retries_then_succeeds(monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    c = SyncClient(Flaky(2), retry_base_ms=10, max_retries=3)
    assert c.push({"sku": 1}) == {"ok": True}


def test_gives_up(monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    with pytest.raises(TransientError):
        SyncClient(Flaky(10), retry_base_ms=10, max_retries=2).push({})
''')
