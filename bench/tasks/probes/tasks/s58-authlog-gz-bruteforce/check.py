import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    ek.require(re.search(r"(?<![\d.])198\.51\.100\.23(?![\d])", ans) is not None,
               "answer does not name 198.51.100.23")
    ek.require(ek.has_number(ans, 52, words=False), "answer does not give the March count 52")
    return "198.51.100.23 with 52 failed attempts"


ek.run_check(check)
