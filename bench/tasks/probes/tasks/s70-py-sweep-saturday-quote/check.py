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
    # 2 flues, 1 stove: labour 115 * 1.15 = 132.25; guard 55; travel (13-10)*0.80 = 2.40
    ek.require(ek.has_number(ans, 189.65, tol=0.005), "answer does not give the current script's quote of 189.65")
    # wrong alternatives: weekday 172.40, Long Haddon 187.25, old 2023 script 171.36, uplift on everything 198.26
    for bad in (172.40, 187.25, 171.36, 198.26):
        ek.require(not ek.has_number(ans, bad, tol=0.005), "answer also gives a wrong figure %.2f" % bad)
    return "189.65"


ek.run_check(check)
