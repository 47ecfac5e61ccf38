import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def final_answer(ev):
    txt = None
    evs = ek.read_events(ev)
    for e in evs:
        if e.get("type") == "final_answer":
            txt = str(e.get("answer") or e.get("text") or "")
    if txt is None:
        for e in evs:
            if e.get("type") == "answer_completed":
                txt = str(e.get("text") or "")
    ek.require(txt and txt.strip(), "no final answer in events")
    return txt


OWED = {"ash farm": 130, "hirst": 85, "natarajan": 9, "cole": 35}
TOTAL = 259


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = final_answer(ev)
    lines = ans.splitlines()
    for name, amt in OWED.items():
        hit = [l for l in lines if name in ek.norm(l)]
        ek.require(hit, "customer %s not named in the answer" % name)
        ek.require(any(ek.has_number(l, amt, tol=0.005) for l in hit),
                   "%s should be shown as owing %.2f" % (name, amt))
    ek.require(ek.has_number(ans, TOTAL, tol=0.005), "total outstanding of 259.00 not given")
    # wrong totals from common mistakes (cancelled order, paid-later order, October or archive data)
    for bad in (369, 479, 289, 399):
        ek.require(not ek.has_number(ans, bad, tol=0.005), "answer contains a wrong total %d" % bad)
    for l in lines:
        n = ek.norm(l)
        if "hurst" in n and "cancel" not in n:
            ek.require(not ek.has_number(l, 110, tol=0.005), "Graham Hurst's cancelled order listed as owed")
        if "banner" in n:
            ek.require("oct" in n or "not " in n or "isn't" in n, "Sue Banner (an October order) listed as owing for November")
    return "owed: Ash Farm 130, Hirst 85, Natarajan 9, Cole 35; total 259"


ek.run_check(check)
