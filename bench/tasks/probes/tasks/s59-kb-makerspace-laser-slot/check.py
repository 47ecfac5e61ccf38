import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    t = ek.norm(ans)
    ok = re.search(r"(?<![\d.])90\s*(-\s*)?min(ute)?s?\b", t) or \
        re.search(r"(?<![\d.])1\.5\s*(-\s*)?(h|hrs?|hours?)\b", t) or \
        re.search(r"\b(an|one) hour and (a half|30 min)", t) or re.search(r"(?<![\d.])1\s*h(our|r)?\s*30", t)
    ek.require(ok, "answer does not give 90 minutes (Basic plan, edition 3)")
    return "90 minutes"


ek.run_check(check)
