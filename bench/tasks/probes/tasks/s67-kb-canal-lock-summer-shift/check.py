import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

TIME = r"(?<![\d:.])0?(8)\s*[:.h]\s*(30|00)(?!\d)|(?<![\d:.])0?(9|10)\s*[:.h]\s*00(?!\d)"


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    t = ek.norm(ans)
    ok_time = re.search(r"(?<![\d:.])0?8\s*[:.h]\s*30(?!\d)", t) or "half past eight" in t or re.search(r"(?<![\d:.])8\s*30\s*am", t)
    ek.require(ok_time, "answer does not give the 08:30 start")
    first = re.search(TIME, t)
    ek.require(first is None or first.group(0).replace(" ", "").lstrip("0").startswith(("8:30", "8.30", "8h30")),
               "the first time in the answer is %r, not 08:30" % (first.group(0) if first else ""))
    ek.require(ek.has_number(ans, 3), "answer does not give the minimum of 3 volunteers")
    return "08:30, at least 3 volunteers"


ek.run_check(check)
