import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

FILES = {
    "station/__init__.py": '"""Playout helpers for Radio Harbourside."""\n',
    "station/playlist.py": '''"""Playlist access for the playout system."""
import datetime

from station.db import query


def fetch_playlist_v1(show_id, day):
    """Deprecated: returns rows as tuples. Use fetch_playlist_v2()."""
    return query("SELECT * FROM playlist WHERE show=? AND day=?", (show_id, day))


def fetch_playlist_v2(show_id, day, include_jingles=True):
    rows = query("SELECT * FROM playlist_items WHERE show=? AND day=?", (show_id, day))
    return [dict(r) for r in rows if include_jingles or r["kind"] != "jingle"]


def warm_cache(show_ids):
    today = datetime.date.today()
    for sid in show_ids:
        fetch_playlist_v1(sid, today)
''',
    "station/db.py": '''import sqlite3

DB = "/var/lib/playout/playout.db"


def query(sql, args=()):
    with sqlite3.connect(DB) as con:
        con.row_factory = sqlite3.Row
        return con.execute(sql, args).fetchall()
''',
    "station/scheduler.py": '''"""Builds the hour-by-hour running order."""
from station.playlist import fetch_playlist_v1, fetch_playlist_v2


def running_order(show_id, day):
    items = fetch_playlist_v2(show_id, day)
    # items = fetch_playlist_v1(show_id, day)  # old tuple format, kept for reference
    return sorted(items, key=lambda r: r["slot"])


def legacy_running_order(show_id, day):
    rows = fetch_playlist_v1(show_id, day)
    return [r[2] for r in rows]


def count_tracks(show_id, day):
    return len(fetch_playlist_v1(show_id, day))
''',
    "station/exports/__init__.py": "",
    "station/exports/rss.py": '''from xml.sax.saxutils import escape

from station.playlist import fetch_playlist_v1


def rss_items(show_id, day):
    out = []
    for row in fetch_playlist_v1(show_id, day):
        out.append("<item><title>%s</title></item>" % escape(row[2]))
    return out


def rss_count(show_id, day):
    return len(fetch_playlist_v1(show_id, day))
''',
    "station/exports/ppl_return.py": '''"""Quarterly PPL music-use return."""
import csv

from station.playlist import fetch_playlist_v2


def write_return(path, show_ids, days):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        for sid in show_ids:
            for d in days:
                for item in fetch_playlist_v2(sid, d, include_jingles=False):
                    w.writerow([d, item["artist"], item["title"], item["seconds"]])
''',
    "station/web/__init__.py": "",
    "station/web/views.py": '''from flask import Blueprint, jsonify

from station import playlist

bp = Blueprint("playlist", __name__)


@bp.get("/shows/<int:show_id>/<day>")
def show_day(show_id, day):
    rows = playlist.fetch_playlist_v1(show_id, day)
    return jsonify([list(r) for r in rows])


@bp.get("/shows/<int:show_id>/<day>/count")
def show_count(show_id, day):
    return jsonify(len(playlist.fetch_playlist_v1(show_id, day)))


@bp.get("/v2/shows/<int:show_id>/<day>")
def show_day_v2(show_id, day):
    return jsonify(playlist.fetch_playlist_v2(show_id, day))
''',
    "tests/test_playlist.py": '''from station.playlist import fetch_playlist_v1, fetch_playlist_v2


def test_v1_returns_tuples(db):
    assert isinstance(fetch_playlist_v1(1, "2025-06-02")[0], tuple)


def test_v1_and_v2_same_length(db):
    assert len(fetch_playlist_v1(1, "2025-06-02")) == len(fetch_playlist_v2(1, "2025-06-02"))
''',
    "README.md": "# playout\n\nPlayout helpers for Radio Harbourside. `fetch_playlist_v1()` is deprecated; use "
                 "`fetch_playlist_v2()` in new code.\n",
}

if __name__ == "__main__":
    ws, kb = setup_args()
    for rel, text in FILES.items():
        write(os.path.join(ws, rel), text, newline_at_end=bool(text))
