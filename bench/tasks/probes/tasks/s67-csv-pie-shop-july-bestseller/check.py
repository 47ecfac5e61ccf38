import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

FLAVOURS = ["steak", "chicken", "cheese", "pork", "lamb"]


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    t = ek.norm(ans)
    ek.require("steak" in t and "ale" in t, "answer does not name Steak & Ale")
    first = min((t.find(n), n) for n in FLAVOURS if n in t)[1]
    ek.require(first == "steak", "answer leads with %s, not Steak & Ale" % first)
    ek.require(ek.has_number(ans, 395), "answer does not give the net 395 units")
    return "Steak & Ale, 395 net units"


ek.run_check(check)
