import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

MONTHS = {m: i + 1 for i, m in enumerate(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])}
ACCT = {"CurrentAcct": "current", "Saver": "saver"}


def target(p):
    m = re.fullmatch(r"paperwork/statements/Statement_(CurrentAcct|Saver)_([A-Z][a-z]{2})(\d{4})\.pdf", p)
    if not m:
        return p
    a, mon, yr = m.groups()
    return "paperwork/statements/%s/%s-%s-%02d.pdf" % (yr, ACCT[a], yr, MONTHS[mon])


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    ek.require_tree(pws, ws, target, "paperwork")
    return "10 statements filed by year and renamed"


ek.run_check(check)
