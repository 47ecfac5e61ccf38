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


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = final_answer(ev)
    ek.require(ek.has_number(ans, 288, tol=0.005), "answer does not give the Q1 bird box income of £288")
    # 276 uncorrected Jan; 312 and 300 use the March draft; 360 adds December; 378 adds bat boxes
    for bad in (276, 312, 300, 360, 378):
        ek.require(not ek.has_number(ans, bad, tol=0.005), "answer gives a wrong total %d" % bad)
    return "£288"


ek.run_check(check)
