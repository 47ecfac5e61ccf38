import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

RIGHT = ["Tran", "Nandakumar", "Marsh", "Rees"]
WRONG = ["Wickens", "Cole", "Lyle", "Ashdown", "Furlong", "Hale", "Benning", "Dunmore", "Pike"]


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    missing = [n for n in RIGHT if not ek.has_word(ans, n)]
    ek.require(not missing, "answer misses first-quarter ringers: %s" % ", ".join(missing))
    wrong = [n for n in WRONG if ek.has_word(ans, n)]
    ek.require(not wrong, "answer lists ringers who did not ring a first quarter in 2025: %s" % ", ".join(wrong))
    return "Oliver Tran, Priya Nandakumar, Ellie Marsh, Gareth Rees"


ek.run_check(check)
