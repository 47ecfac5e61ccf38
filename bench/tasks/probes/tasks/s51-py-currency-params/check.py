import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Five functions take `currency`: invoices.create_invoice ("GBP"), rates.convert (no default: required),
# money.format_amount ("GBP"), reports.monthly_summary (None), reports.export_csv ("EUR"). Each must be named
# on a line that also gives its default. Functions without it (void_invoice, invoice_number, load_rates,
# round_pennies, overdue) may only be named on a line that sets them aside. Workspace unchanged.
WANT = {"create_invoice": r"gbp", "convert": r"required|no default|mandatory|positional|must be (given|passed)",
        "format_amount": r"gbp", "monthly_summary": r"\bnone\b|\bnull\b", "export_csv": r"eur"}
OTHERS = ["void_invoice", "invoice_number", "load_rates", "round_pennies", "overdue"]
ASIDE = re.compile(r"\bnot?\b|n't|without|other|neither|none of", re.I)


def check(ws, ev):
    ans = require_answer(ev)
    lines = [norm(l) for l in ans.splitlines() if l.strip()]
    for fn, pat in WANT.items():
        hits = [l for l in lines if re.search(r"(?<![a-z_])%s(?![a-z_])" % fn, l)]
        require(hits, "answer does not list %s" % fn)
        require(any(re.search(pat, l) for l in hits), "answer does not give the default of %s on its line" % fn)
    for fn in OTHERS:
        for l in lines:
            if re.search(r"(?<![a-z_])%s(?![a-z_])" % fn, l):
                require(ASIDE.search(l), "answer lists %s, which has no currency parameter: %r" % (fn, l[:100]))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "5 functions with their defaults"

run_check(check)
