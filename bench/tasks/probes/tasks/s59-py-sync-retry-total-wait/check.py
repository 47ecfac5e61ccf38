import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    # 0.8 + 1.6 + 2.5 + 2.5 + 2.5 (capped at MAX_DELAY_S) = 9.9 s
    ok = ek.has_number(ans, 9.9, tol=1e-3, words=False) or ek.has_number(ans, 9900, words=False)
    ek.require(ok, "answer does not give 9.9 s")
    for wrong, why in ((24.8, "MAX_DELAY_S cap ignored"), (8.5, "old 500 ms base used"), (11.6, "backoff off by one")):
        ek.require(not ek.has_number(ans, wrong, tol=1e-3, words=False), "answer also gives %s (%s)" % (wrong, why))
    return "9.9 s"


ek.run_check(check)
