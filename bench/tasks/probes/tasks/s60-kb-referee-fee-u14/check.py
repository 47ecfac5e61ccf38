import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, 36, words=False), "answer does not give the correct total of \u00a336")
    # totals from the near misses: whole trip paid (38.50), last season (37.20), girls' league (39.90)
    for wrong in (38.5, 37.2, 39.9):
        ek.require(not ek.has_number(ans, wrong, words=False), "answer gives a wrong total (%g)" % wrong)
    return "\u00a336 (\u00a330 U14 fee + 24 miles x 25p)"


ek.run_check(check)
