import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

CLI = '''"""Command line entry point: ``tidyphotos <command> [options]``."""
import argparse
import sys

from . import __version__
from .commands import dedupe, export, prune, reindex, rename


def build_parser():
    parser = argparse.ArgumentParser(prog="tidyphotos", description="Keep a photo library tidy.")
    parser.add_argument("--version", action="version", version=__version__)
    parser.add_argument("-v", "--verbose", action="store_true", help="print every file handled")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("reindex", help="scan the library and update the index database")
    p.add_argument("library", help="folder with the photos")
    p.add_argument("--full", action="store_true", help="re-read every file, not only new ones")
    p.set_defaults(func=reindex.run)

    p = sub.add_parser("dedupe", help="find duplicate photos and move extra copies to a folder")
    p.add_argument("library")
    p.add_argument("--into", default="_duplicates", help="folder for the extra copies")
    p.add_argument("--dry-run", action="store_true", help="only report what would be moved")
    p.set_defaults(func=dedupe.run)

    p = sub.add_parser("rename", help="rename photos to their capture date")
    p.add_argument("library")
    p.add_argument("--pattern", default="%Y-%m-%d_%H%M%S", help="strftime pattern for the new names")
    p.add_argument("-n", "--dry-run", action="store_true", help="show the new names without renaming")
    p.set_defaults(func=rename.run)

    p = sub.add_parser("export", help="copy an album to a folder, resized")
    p.add_argument("album")
    p.add_argument("dest")
    p.add_argument("--max-size", type=int, default=2048, help="longest side in pixels")
    p.set_defaults(func=export.run)

    prune.register(sub)
    return parser


def main(argv=None):
    args = build_parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
'''

PRUNE = '''"""``tidyphotos prune``: delete thumbnails and index rows for photos that no longer exist."""
import os

from ..db import open_index


def register(sub):
    p = sub.add_parser("prune", help="remove stale thumbnails and index entries")
    p.add_argument("library")
    p.add_argument("--dry-run", action="store_true", help="list what would be removed")
    p.add_argument("--older-than", type=int, default=0, metavar="DAYS")
    p.set_defaults(func=run)


def run(args):
    db = open_index(args.library)
    stale = [row for row in db.rows() if not os.path.exists(row.path)]
    for row in stale:
        if args.verbose or args.dry_run:
            print("stale:", row.path)
        if not args.dry_run:
            db.delete(row)
            if row.thumbnail and os.path.exists(row.thumbnail):
                os.remove(row.thumbnail)
    return 0
'''

REINDEX = '''"""``tidyphotos reindex``."""
from ..db import open_index
from ..scan import iter_photos


def run(args):
    db = open_index(args.library)
    for photo in iter_photos(args.library):
        if args.full or not db.has(photo.path):
            db.upsert(photo)
    db.commit()
    return 0
'''

DEDUPE = '''"""``tidyphotos dedupe``."""
import os
import shutil

from ..db import open_index


def run(args):
    db = open_index(args.library)
    target = os.path.join(args.library, args.into)
    for group in db.duplicate_groups():
        keep, *extra = sorted(group, key=lambda r: r.path)
        for row in extra:
            print("duplicate of %s: %s" % (keep.path, row.path))
            if not args.dry_run:
                os.makedirs(target, exist_ok=True)
                shutil.move(row.path, target)
    return 0
'''

RENAME = '''"""``tidyphotos rename``."""
import os

from ..exif import capture_time
from ..scan import iter_photos


def run(args):
    for photo in iter_photos(args.library):
        taken = capture_time(photo.path)
        if taken is None:
            continue
        new = os.path.join(os.path.dirname(photo.path), taken.strftime(args.pattern) + photo.ext)
        print(photo.path, "->", new)
        if not args.dry_run:
            os.rename(photo.path, new)
    return 0
'''

EXPORT = '''"""``tidyphotos export``."""
import os

from ..db import open_index
from ..imaging import resize_copy


def run(args):
    db = open_index(os.getcwd())
    for row in db.album(args.album):
        resize_copy(row.path, args.dest, args.max_size)
    return 0
'''

README = """# tidyphotos

Small tool to keep the family photo library tidy.

    tidyphotos reindex ~/Pictures
    tidyphotos dedupe ~/Pictures --dry-run
    tidyphotos rename ~/Pictures
    tidyphotos export "Holiday 2024" ~/Desktop/holiday

`dedupe` is the only command with a dry-run mode so far.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    pk = os.path.join(ws, "tidyphotos")
    write(os.path.join(pk, "__init__.py"), '__version__ = "0.6.1"\n')
    write(os.path.join(pk, "cli.py"), CLI)
    write(os.path.join(pk, "commands", "__init__.py"), "")
    write(os.path.join(pk, "commands", "reindex.py"), REINDEX)
    write(os.path.join(pk, "commands", "dedupe.py"), DEDUPE)
    write(os.path.join(pk, "commands", "rename.py"), RENAME)
    write(os.path.join(pk, "commands", "export.py"), EXPORT)
    write(os.path.join(pk, "commands", "prune.py"), PRUNE)
    write(os.path.join(ws, "README.md"), README)
    write(os.path.join(ws, "pyproject.toml"), '[project]\nname = "tidyphotos"\nversion = "0.6.1"\n\n'
          '[project.scripts]\ntidyphotos = "tidyphotos.cli:main"\n')
