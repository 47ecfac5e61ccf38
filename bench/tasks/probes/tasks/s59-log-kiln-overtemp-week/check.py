import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, 8), "answer does not give 8 trips (3 of them are only in the rotated .gz log)")
    ek.require(not ek.has_number(ans, 14, words=False), "answer gives 14 (kiln12 trips counted too)")
    ek.require(not ek.has_number(ans, 16, words=False), "answer gives 16 (the 'cleared' lines counted as trips)")
    return "8 trips"


ek.run_check(check)
