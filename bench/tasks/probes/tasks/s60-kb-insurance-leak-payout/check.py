import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, 1890, words=False), "answer does not give the expected payout of \u00a31,890")
    # near misses: hose included (1935), last year's excess (1990), both excesses (1790), standard excess only (2240/2285)
    for wrong in (1935, 1990, 1790, 2240, 2285):
        ek.require(not ek.has_number(ans, wrong, words=False), "answer gives a wrong payout (%d)" % wrong)
    return "\u00a31,890 (\u00a32,340 flooring less the \u00a3450 escape-of-water excess; hose not covered)"


ek.run_check(check)
