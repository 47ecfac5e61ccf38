import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def has_time(text, patterns):
    t = ek.norm(text)
    return any(re.search(p, t) for p in patterns)


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    # quiet hours 23:00 -> 22:30
    ek.require(has_time(ans, [r"(?<!\d)22[:.]30(?!\d)", r"(?<!\d)10[:.]30\s*(pm|p\.m\.)"]),
               "quiet-hours change (new start 22:30) not reported")
    ek.require(has_time(ans, [r"(?<!\d)23[:.]00(?!\d)", r"(?<!\d)11(?:[:.]00)?\s*(pm|p\.m\.)", r"(?<!\d)2300(?!\d)"]),
               "old quiet-hours start (23:00) not reported")
    # broadband 32 -> 38 (each 8 -> 9.50)
    ek.require(ek.has_word(ans, "broadband"), "broadband change not reported")
    ek.require(ek.has_number(ans, 38) or ek.has_number(ans, 9.5), "new broadband amount (38 / 9.50 each) not reported")
    ek.require(ek.has_number(ans, 32) or ek.has_number(ans, 8), "old broadband amount (32 / 8 each) not reported")
    # bins Wednesday -> Thursday
    ek.require(ek.has_word(ans, "wednesday") and ek.has_word(ans, "thursday"), "bin night change (Wednesday -> Thursday) not reported")
    return "quiet hours, broadband and bin night changes reported"


ek.run_check(check)
