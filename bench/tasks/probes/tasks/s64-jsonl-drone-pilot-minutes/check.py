import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    hm = re.search(r"\b3\s*(h|hr|hrs|hours?)\b[\s,and]*10\s*(m|min|mins|minutes?)\b", ek.norm(ans))
    ek.require(ek.has_number(ans, 190, words=False) or hm is not None,
               "answer does not give 190 minutes (5 real June flights by KESTREL-3)")
    return "190 minutes"


ek.run_check(check)
