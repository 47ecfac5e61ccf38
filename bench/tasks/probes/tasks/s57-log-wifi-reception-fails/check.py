import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

RIGHT = 34
# without the .gz files; counting reception2; counting reception-desk; both; plus the old router
WRONG = [15, 41, 38, 45, 39]


def require_ws_unchanged(pws, ws):
    for p in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, p), os.path.join(ws, p)), "workspace file %s was changed or removed" % p)
    extra = [p for p in ek.list_files(ws) if p not in set(ek.list_files(pws)) and not p.startswith(".")]
    ek.require(not extra, "answer-only task but new files appeared: %s" % ", ".join(extra))


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    require_ws_unchanged(pws, ws)
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, RIGHT, words=False), "answer does not give the total of %d" % RIGHT)
    for w in WRONG:
        ek.require(not ek.has_number(ans, w, words=False), "answer contains the wrong total %d" % w)
    return "total %d" % RIGHT


ek.run_check(check)
