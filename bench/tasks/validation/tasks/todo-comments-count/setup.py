import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
write(os.path.join(ws, "src", "app", "main.py"), '''import sys  # TODO: drop once the CLI moves to argparse


def main(argv=None):
    # TODO handle --version
    args = argv or sys.argv[1:]
    return len(args)
''')
write(os.path.join(ws, "src", "app", "store.py"), '''class Store:
    def __init__(self):
        self.items = {}  # TODO(kim): switch to an LRU

    def get(self, k):
        return self.items.get(k)

    def put(self, k, v):
        # TODO: validate keys
        # TODO: persist to disk
        self.items[k] = v
''')
write(os.path.join(ws, "src", "app", "util", "text.py"), '''def slug(s):
    return "-".join(s.lower().split())


def title(s):
    return s.title()
''')
write(os.path.join(ws, "src", "app", "util", "dates.py"), '''import datetime as dt


def today():
    # TODO: make the timezone configurable
    return dt.date.today()
''')
write(os.path.join(ws, "src", "NOTES.md"), "# Notes\n\n- TODO: write docs\n- TODO: add examples\n")
write(os.path.join(ws, "tests", "test_store.py"), '''# TODO: more tests
def test_put():
    pass  # TODO
''')
