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
    t = ek.norm(ans)
    ek.require(re.search(r"\b(6|six)[\s-]*months?\b", t), "answer does not say 6 months")
    old = re.search(r"\b(3|three)[\s-]*months?\b", t)
    if old:
        ek.require(re.search(r"2022|supersed|previous|old |older|earlier|used to|replaced|no longer", t),
                   "answer gives 3 months (the superseded 2022 policy) as if current")
    return "6 months"


ek.run_check(check)
