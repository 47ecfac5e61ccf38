import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

WANT = [12, 47, 508]


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "shorts_march.txt")
    ek.require(os.path.isfile(p), "shorts_march.txt not written")
    got = []
    for line in ek.read(p).splitlines():
        s = line.strip()
        if not s:
            continue
        nums = re.findall(r"\d+", s)
        ek.require(len(nums) == 1, "line %r should hold one loco address" % s)
        got.append(int(nums[0]))
    ek.require(sorted(got) == WANT, "addresses %s, expected %s" % (got, WANT))
    ek.require(got == WANT, "addresses not lowest first: %s" % got)
    return "12, 47, 508"


ek.run_check(check)
