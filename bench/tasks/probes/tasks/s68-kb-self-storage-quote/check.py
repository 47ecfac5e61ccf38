import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# Riverside 50 sq ft: 4 periods x 89 = 356.  Offers can't be combined: new-customer half first
# period saves 44.50, student 15% saves 53.40 -> student: 302.60.  StoreSafe 3 x 4.50 = 13.50 x 4 = 54.
# Admin fee 20.  Own padlock.  Total 376.60.
EXPECTED = 376.60


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, EXPECTED, tol=0.005), "answer does not give the total of \u00a3376.60")
    return "\u00a3376.60"


ek.run_check(check)
