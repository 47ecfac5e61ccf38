import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

HOLD = {"CH-2507-02", "CH-2507-04", "CH-2507-06", "CH-2507-09", "CH-2507-11", "CH-2507-13"}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "hold_batches.txt")
    ek.require(os.path.isfile(p), "hold_batches.txt was not written")
    ids = []
    for line in ek.read(p).splitlines():
        s = line.strip().strip(",").strip()
        if not s:
            continue
        found = re.findall(r"ch-\d{4}-\d{2}", s, re.I)
        if not found:
            ek.require(ek.norm(s) in ("batch", "batches", "batch_number", "batch number", "batch numbers")
                       or s.startswith("#"), "unexpected line in hold_batches.txt: %r" % s)
            continue
        ek.require(len(found) == 1, "expected one batch per line, got %r" % s)
        ids.append(found[0].upper())
    ek.require(len(ids) == len(set(ids)), "duplicate batch numbers in hold_batches.txt")
    got = set(ids)
    ek.require(not (got - HOLD), "batches that should not be held: %s" % ", ".join(sorted(got - HOLD)))
    ek.require(not (HOLD - got), "batches missing: %s" % ", ".join(sorted(HOLD - got)))
    ans = ek.require_answer(ev)
    t = re.sub(r"ch-\d{4}-\d{2}", " ", ans, flags=re.I)
    ek.require(ek.has_number(t, 6), "answer does not say there are 6 batches")
    return "6 batches on hold"


ek.run_check(check)
