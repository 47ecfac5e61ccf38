import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def target(p):
    if not p.startswith("downloads/") or p.count("/") != 1:
        return p
    name = p.split("/", 1)[1]
    ext = name.rsplit(".", 1)[-1].lower()
    if ext == "pdf":
        return "downloads/documents/" + name
    if ext in ("jpg", "jpeg", "png"):
        return "downloads/images/" + name
    return p


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_tree(pws, ws, target, "downloads")
    return "sorted"

run_check(check)
