import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def require_ws_unchanged(pws, ws):
    for p in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, p), os.path.join(ws, p)), "workspace file %s was changed or removed" % p)
    extra = [p for p in ek.list_files(ws) if p not in set(ek.list_files(pws)) and not p.startswith(".")]
    ek.require(not extra, "answer-only task but new files appeared: %s" % ", ".join(extra))


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    require_ws_unchanged(pws, ws)
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, 14), "answer does not give 14 days")
    t = ek.norm(ans)
    for wrong in (7, 21, 30, 45, 60):
        ek.require(not re.search(r"(?<![\d.])%d\s*(-\s*)?days?\b" % wrong, t),
                   "answer also states %d days (wrong value)" % wrong)
    return "14 days"


ek.run_check(check)
