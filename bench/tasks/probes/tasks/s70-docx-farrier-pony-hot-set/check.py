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
    ek.require(ek.has_number(ans, 95, words=False), "answer does not give the 2025 pony price of £95")
    # 85 = pony cold set, 88 = 2024 pony hot set: an answer listing these is not a single clear price
    for bad in (85, 88):
        ek.require(not ek.has_number(ans, bad, words=False), "answer also gives %d (wrong row or old list)" % bad)
    return "£95"


ek.run_check(check)
