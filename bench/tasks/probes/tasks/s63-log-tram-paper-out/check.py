import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    ek.require(re.search(r"(?<![\w])tvm[-_ ]?12(?!\d)", ans, re.I) or ek.has_phrase(ans, "Market Square"),
               "answer does not name TVM-12 (Market Square)")
    # strip machine ids, dates and times so their digits are not read as the count
    t = re.sub(r"tvm[-_ ]?\d+", " ", ans, flags=re.I)
    t = re.sub(r"\d{4}-\d{2}-\d{2}(t[\d:]+)?", " ", t, flags=re.I)
    t = re.sub(r"\d{1,2}:\d{2}(:\d{2})?", " ", t)
    ek.require(ek.has_number(t, 7), "answer does not give the count of 7")
    return "TVM-12 (Market Square), 7 times"


ek.run_check(check)
