import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

NAMES = ["sandpiper", "puffin", "oystercatcher", "kittiwake", "tern"]


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    t = ek.norm(ans)
    named = [(m.start(), n) for n in NAMES for m in re.finditer(r"(?<![a-z])" + n + r"(?![a-z])", t)]
    hut1 = re.search(r"hut\s*(no\.?|number|#)?\s*1(?!\d)", t)
    ek.require(named or hut1, "answer names no hut")
    if named:
        ek.require(min(named)[1] == "sandpiper", "answer gives %s, expected Sandpiper (hut 1)" % min(named)[1].title())
    ek.require(ek.has_number(ans, 30), "answer does not give 30 nights")
    for wrong in (29, 32, 36, 38, 42):
        ek.require(not re.search(r"sandpiper[^.\n]{0,40}(?<![\d.])%d(?![\d.])" % wrong, t),
                   "answer gives Sandpiper %d nights" % wrong)
    return "Sandpiper (hut 1), 30 nights"


ek.run_check(check)
