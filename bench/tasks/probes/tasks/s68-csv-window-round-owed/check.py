import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# Sep: 4 (9) + 11 (9); 7's 15 was paid as Sept arrears in Oct; 15 was not done.
# Oct: 4 (9) + 15 (15); 9's 28 paid as Oct arrears in Nov; 11 cancelled.
# Nov: 2 (15) + 4 (9) + 7 (15) + 11 (9) + 15 (15).
EXPECTED = 105


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, EXPECTED), "answer does not give the outstanding total of 105")
    return "Hawthorn Close owes 105"


ek.run_check(check)
