import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    # 120 paid (concession) x 7/10 sessions left = 84, less the 20 admin charge = 64
    ek.require(ek.has_number(ans, 64, words=False), "answer does not give the \u00a364 refund")
    for wrong, why in ((106, "full fee"), (69, "old \u00a315 admin charge"), (111, "full fee and old charge")):
        ek.require(not ek.has_number(ans, wrong, words=False), "answer also gives %d (%s)" % (wrong, why))
    return "\u00a364 refund"


ek.run_check(check)
