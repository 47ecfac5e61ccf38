import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    t = ek.norm(ans)
    ids = re.findall(r"(?<![\w])l-?(\d{3})(?!\d)", t) or re.findall(r"locker\s*(\d{3})(?!\d)", t)
    ek.require(ids, "answer names no locker")
    ek.require(ids[0] == "117", "answer leads with locker %s, not L-117" % ids[0])
    rest = re.sub(r"(?<![\w])l-?\d{3}(?!\d)", " ", t)
    ek.require(ek.has_number(rest, 5), "answer does not give the count of 5 jams")
    return "L-117, 5 jams"


ek.run_check(check)
