import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
files = {
    "cache/thumbs/a1.png.part": "", "cache/thumbs/a2.png": "PNGDATA" * 40, "cache/thumbs/a3.png.part": "",
    "cache/http/index.db": "SQLite format 3" + "x" * 300, "cache/http/tmp/req-1": "", "cache/http/tmp/req-2": "",
    "cache/http/tmp/req-3": "GET /x", "cache/lock": "", "cache/meta/version": "4\n",
    "cache/meta/.keep": "", "notes/empty-on-purpose.txt": "", "notes/todo.txt": "clean cache\n",
}
for rel, text in files.items():
    write(os.path.join(ws, rel), text, newline_at_end=False)
