import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

WANT = {"W02", "W03", "W08"}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "service_list.txt")
    ek.require(os.path.isfile(p), "service_list.txt not found")
    got = {m.upper() for m in re.findall(r"(?<![A-Za-z0-9])([wWdD]\d{2})(?![0-9])", ek.read(p))}
    ek.require(got, "no machine numbers in service_list.txt")
    ek.require(not (got - WANT), "should not be listed: %s" % ", ".join(sorted(got - WANT)))
    ek.require(not (WANT - got), "missing: %s" % ", ".join(sorted(WANT - got)))
    return "W02, W03, W08"


ek.run_check(check)
