import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

PAT = re.compile(r"^dropbox/([A-Z0-9-]+)_(\d{4})-?(\d{2})-?\d{2}_\d{4}\.wav$")


def target(p):
    m = PAT.match(p)
    if not m:
        return p
    return "recordings/%s/%s-%s/%s" % (m.group(1), m.group(2), m.group(3), p.split("/", 1)[1])


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    moved = [p for p in ek.list_files(pws) if target(p) != p]
    ek.require(len(moved) == 6, "internal: expected 6 files to move, got %d" % len(moved))
    ek.require_tree(pws, ws, target, "recordings")
    ek.require_tree(pws, ws, target, "dropbox")
    return "6 recordings filed, .part and README left in dropbox"


ek.run_check(check)
