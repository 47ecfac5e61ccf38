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
    # 48 (14 days) + 22 (days 15-21) + 35 (permit bay suspension) = 105
    ek.require(ek.has_number(ans, 105, words=False), "answer does not give the council total of £105")
    # 70 = no bay suspension, 127 = two extensions, 88 = 2023/24 fees, 140 = suspension per week
    for bad in (70, 127, 88, 140, 83):
        ek.require(not ek.has_number(ans, bad, words=False), "answer gives a wrong figure %d" % bad)
    return "£105"


ek.run_check(check)
