import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, 11) or ek.has_number(ans, 11.0), "answer does not give the total of \u00a311 (junior day \u00a37 + junior night surcharge \u00a34)")
    t = ek.norm(ans)
    for wrong, why in ((9.0, "2024 prices"), (7.5, "2024 half-price guest rule"), (20.0, "adult prices"), (15.0, "adult night surcharge")):
        ek.require(not re.search(r"(total|cost|pay|comes to|be)\W+(of\W+)?(about\W+)?\u00a3?\s*%s(\.00)?(?![\d.])" % re.escape("%g" % wrong), t),
                   "answer gives \u00a3%g as the cost (%s)" % (wrong, why))
    return "\u00a311"


ek.run_check(check)
