import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

FILES = {
    "tidewatch/__init__.py": '"""tidewatch - download and tidy tide-gauge readings."""\n__version__ = "0.7.2"\n',
    "tidewatch/__main__.py": "from tidewatch.cli import main\n\nmain()\n",
    "tidewatch/cli.py": '''"""Command-line entry point.

Usage: tidewatch --station CODE --start DATE [--end DATE] --units m|ft --out PATH
"""
import argparse
import sys

from tidewatch.common import add_auth_args, add_output_args, parse_date
from tidewatch.fetch import download


def build_parser():
    p = argparse.ArgumentParser(prog="tidewatch", description=__doc__)
    p.add_argument("--station", required=True, help="gauge code, e.g. AVON-04")
    p.add_argument(
        "--start",
        type=parse_date,
        required=True,
        help="first day to fetch (YYYY-MM-DD)",
    )
    p.add_argument("--end", type=parse_date, required=False, help="last day; defaults to today")
    p.add_argument("--interval", default="15min", choices=["15min", "hourly", "daily"])
    # p.add_argument("--datum", required=True)  # the datum now comes from the station file
    p.add_argument("-u", "--units", required = True, choices=("m", "ft"))
    p.add_argument("--quiet", action="store_true")
    add_output_args(p)
    add_auth_args(p)
    return p


def main(argv=None):
    args = build_parser().parse_args(argv)
    rows = download(args.station, args.start, args.end, interval=args.interval, units=args.units)
    if not args.quiet:
        print("%d readings" % len(rows), file=sys.stderr)
''',
    "tidewatch/common.py": '''"""Argument helpers shared with the admin scripts."""
import datetime
import os

OUTPUT_REQUIRED = True


def parse_date(text):
    return datetime.date.fromisoformat(text)


def add_output_args(p):
    g = p.add_argument_group("output")
    g.add_argument("--format", default="csv", choices=["csv", "json", "parquet"])
    g.add_argument("--out", "-o",
                   required=OUTPUT_REQUIRED, metavar="PATH")
    g.add_argument("--overwrite", action="store_true", help="required if PATH exists")


def add_auth_args(p):
    """--token-file is required for private gauges (checked in fetch.py, not by argparse)."""
    p.add_argument("--token-file", default=os.path.expanduser("~/.tidewatch/token"))


def add_debug_args(p):
    # not wired up yet
    p.add_argument("--trace-id", required=True)
    p.add_argument("--dump-http", action="store_true")
''',
    "tidewatch/fetch.py": '''import json
import urllib.request

BASE = "https://gauges.example.org/api/v2"


def download(station, start, end=None, interval="15min", units="m"):
    url = "%s/stations/%s/readings?from=%s&interval=%s" % (BASE, station, start, interval)
    if end:
        url += "&to=%s" % end
    with urllib.request.urlopen(url) as r:
        rows = json.load(r)["items"]
    if units == "ft":
        for row in rows:
            row["value"] = round(row["value"] * 3.28084, 3)
    return rows
''',
    "scripts/backfill.py": '''"""One-off backfill for the 2019 gap (not part of the tool)."""
import argparse

p = argparse.ArgumentParser()
p.add_argument("--since", required=True)
p.add_argument("--station", required=True)
args = p.parse_args()
''',
    "tests/test_cli.py": '''import argparse

from tidewatch.cli import build_parser


def test_requires_station():
    p = build_parser()
    p.add_argument("--fixture-dir", required=True)
    assert p.parse_args(["--station", "X", "--start", "2025-01-01", "-u", "m", "-o", "x.csv",
                         "--fixture-dir", "f"]).station == "X"
''',
    "README.md": """# tidewatch

Download tide-gauge readings as CSV or JSON.

    tidewatch --station AVON-04 --start 2025-06-01 --units m --out avon.csv

`--datum` (required before 0.7) is now read from the station file. `--token-file` is needed for private gauges.
""",
}

if __name__ == "__main__":
    ws, kb = setup_args()
    for rel, text in FILES.items():
        write(os.path.join(ws, rel), text)
