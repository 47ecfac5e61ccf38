import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

NAMES = ["Okafor", "Sharma", "Hartmann", "de Vries", "Whitlock", "Bright", "Ortiz", "Klein"]


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    t = ek.norm(ans)
    ek.require(ek.has_word(ans, "Okafor"), "answer does not name Hannah Okafor")
    ek.require(re.search(r"(?<!\d)21\s*(:|\.|m|min|mins|minutes|')\s*52(?!\d)", t), "answer does not give the time 21:52")
    first = min((t.find(n.lower()), n) for n in NAMES if n.lower() in t)[1]
    ek.require(first == "Okafor", "answer leads with %s, not Hannah Okafor" % first)
    return "Hannah Okafor, 21:52 (19 June)"


ek.run_check(check)
