import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

FILES = {
    "tally/__init__.py": '''"""tally - small ledger and report tool."""
import os

__version__ = "2.1.0"

# marker for child processes started by the worker pool
os.environ["TALLY_STARTED"] = "1"
''',
    "tally/config.py": '''"""Settings, read once at start-up."""
import os

DB_URL = os.environ.get("TALLY_DB_URL", "sqlite:///tally.db")
LOG_LEVEL = os.getenv('TALLY_LOG_LEVEL', "INFO").upper()


def worker_count():
    """Number of worker processes (required in production)."""
    return int(os.environ["TALLY_WORKERS"])
''',
    "tally/cache.py": '''"""Result cache.

Until 2.0 the cache location came from TALLY_CACHE_DIR; that variable is no
longer supported and is ignored if set (TALLY_DEBUG went at the same time).
"""
from os import environ

# TALLY_CACHE_DIR = environ.get("TALLY_CACHE_DIR")  -- removed in 2.0


def backend_url():
    return environ.get("REDIS_URL") or "memory://"
''',
    "tally/cli.py": '''import argparse
from os import getenv as _env

from . import config


def main(argv=None):
    p = argparse.ArgumentParser(prog="tally")
    p.add_argument("--profile", default=_env("TALLY_PROFILE", "default"))
    p.add_argument("--log-level", default=config.LOG_LEVEL)
    args = p.parse_args(argv)
    return args
''',
    "tally/api.py": '''import os

import urllib.request

ENV_TOKEN = "TALLY_API_TOKEN"
BASE = "https://api.tally.example/v2"


def _headers():
    token = os.environ.get(ENV_TOKEN)
    return {"Authorization": "Bearer " + token} if token else {}


def get(path):
    req = urllib.request.Request(BASE + path, headers=_headers())
    with urllib.request.urlopen(req) as r:
        return r.read()
''',
    "tally/export.py": '''import os
from pathlib import Path


def export_dir():
    if "TALLY_EXPORT_DIR" in os.environ:
        return Path(os.environ["TALLY_EXPORT_DIR"])
    return Path.home() / "tally-exports"


def write_csv(rows, name):
    path = export_dir() / name
    path.write_text("\\n".join(",".join(map(str, r)) for r in rows))
    return path
''',
    "tally/integrations/__init__.py": "",
    "tally/integrations/slack.py": '''import json
import os
import urllib.request


def post(text):
    url = os.environ.get("SLACK_WEBHOOK_URL")
    if not url:
        return False
    data = json.dumps({"text": text}).encode()
    urllib.request.urlopen(urllib.request.Request(url, data=data))
    return True
''',
    "tally/report.py": '''"""Monthly report. Uses the currency from the ledger, never from the environment."""
from .config import DB_URL


def build(month):
    # environment variables are read in config.py only
    return {"month": month, "db": DB_URL}
''',
    "tests/test_config.py": '''import os

from tally import config


def test_db_url(monkeypatch):
    monkeypatch.setenv("TALLY_TEST_DB", "sqlite://")
    assert config.DB_URL


def test_ci_flag():
    if os.environ.get("CI"):
        assert True
''',
    "scripts/release.py": '''import os
import subprocess

token = os.environ["PYPI_TOKEN"]
subprocess.run(["twine", "upload", "dist/*", "-p", token], check=True)
''',
    "README.md": '''# tally

Small ledger and report tool.

## Configuration

Set `TALLY_HOME` to choose where ledgers live, and `TALLY_DB_URL` for the database.
See `tally/config.py` for the rest.
''',
}

if __name__ == "__main__":
    ws, kb = setup_args()
    for rel, text in FILES.items():
        write(os.path.join(ws, rel), text)
