import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Registrations is the 2nd table (the Sessions table first has its own "Cancelled" status for S3, which stays).
# Rows to delete (table 1, rows): R-102 "Cancelled", R-105 "cancelled", R-107 "Cancelled" in bold, R-109
# "Cancelled " with a trailing space. Stay: R-104 "Moved to S4" (note "S3 cancelled by us"), R-106 (note "asked
# to cancel?"), the waitlist row, paragraphs that say "cancelled". Everything else equal, formatting included.
REG_T = 1
DROP = {2, 5, 7, 9}


def sig(b):
    return (b.text, b.style, [(c, f) for c, f in b.chars if not c.isspace()])


def expected_blocks(src):
    out = []
    for b in blocks(src):
        w = b.where
        if w != "body" and w[0] == REG_T:
            if w[1] in DROP:
                continue
            w = (w[0], w[1] - sum(1 for r in DROP if r < w[1]), w[2])
        out.append((w, sig(b)))
    return out


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "workshop_registrations.docx")
    out = os.path.join(ws, "workshop_registrations_clean.docx")
    require(os.path.isfile(out), "workshop_registrations_clean.docx not created")
    want = expected_blocks(src)
    got = [(b.where, sig(b)) for b in blocks(out)]
    t = tables(out)
    require(len(t) == 2, "the clean file has %d tables, expected 2" % len(t))
    refs = [r[0].strip() for r in t[REG_T][1:]]
    exp_refs = ["R-%d" % n for n in range(101, 112) if n - 100 not in DROP]
    require(refs == exp_refs, "Registrations rows are %s, expected %s" % (refs, exp_refs))
    require(len(t[0]) == 5, "the Sessions table lost or gained rows")
    require(len(got) == len(want), "the clean document has %d paragraphs, expected %d" % (len(got), len(want)))
    for (wa, a), (wb, b) in zip(want, got):
        require(wa == wb and a == b, "the clean document differs near %r (found %r)" % (a[0][:60], b[0][:60]))
    require_same_doc(src, os.path.join(ws, "workshop_registrations.docx"), "original workshop_registrations.docx")
    return "4 cancelled registrations removed; rest unchanged; original intact"

run_check(check)
