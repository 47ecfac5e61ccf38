import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# 1st XI: seniors Hadfield, Mistry, Hirst, Ghani, Firth 5 x 10 = 50; students Pickles, Wainwright 2 x 6 = 12;
# juniors Broadbent, Stott 2 x 3 = 6; Sykes life member 0; Callum Lee not on register -> guest 15.
# 12th man and scorer don't pay.  Total 83.
EXPECTED = 83


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, EXPECTED), "answer does not give the total of \u00a383")
    return "\u00a383"


ek.run_check(check)
