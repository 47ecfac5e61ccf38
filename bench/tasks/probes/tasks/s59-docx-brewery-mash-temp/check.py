import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, 67, words=False), "answer does not give the current 67 \u00b0C (rev. C)")
    ek.require(not ek.has_number(ans, 68, words=False), "answer mentions 68 \u00b0C (Harbour Stout)")
    return "67 \u00b0C"


ek.run_check(check)
