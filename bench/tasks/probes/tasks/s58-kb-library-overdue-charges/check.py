import csv, datetime, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

RULES = {"Adult book": (0.25, 6.00), "DVD": (0.50, 8.00), "Audiobook": (0.50, 8.00), "Junior book": (0.0, 0.0)}


def expected(pws):
    out = {}
    with open(os.path.join(pws, "returns_march.csv"), newline="") as f:
        for r in csv.DictReader(f):
            late = (datetime.date.fromisoformat(r["returned_date"]) - datetime.date.fromisoformat(r["due_date"])).days
            rate, cap = RULES[r["item_type"]]
            out[r["loan_id"]] = round(min(cap, max(0, late - 3) * rate), 2)
    return out


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    exp = expected(pws)
    p = os.path.join(ws, "charges.csv")
    ek.require(os.path.isfile(p), "charges.csv was not created")
    with open(p, newline="", encoding="utf-8-sig") as f:
        rows = [r for r in csv.reader(f) if any(c.strip() for c in r)]
    ek.require(rows, "charges.csv is empty")
    head = [h.strip().lower() for h in rows[0]]
    ek.require("loan_id" in head and "charge" in head, "header needs loan_id and charge, found %r" % rows[0])
    li, ci = head.index("loan_id"), head.index("charge")
    got = {}
    for r in rows[1:]:
        ek.require(len(r) > max(li, ci), "short row %r" % r)
        lid = r[li].strip()
        ek.require(lid not in got, "loan %s listed twice" % lid)
        v = ek.parse_number(r[ci].replace("\u00a3", ""))
        ek.require(v is not None, "charge %r for %s is not a number" % (r[ci], lid))
        got[lid] = v
    missing = sorted(set(exp) - set(got))
    extra = sorted(set(got) - set(exp))
    ek.require(not missing, "missing loans: %s" % ", ".join(missing))
    ek.require(not extra, "unknown loans: %s" % ", ".join(extra))
    for k, v in exp.items():
        ek.require(abs(got[k] - v) < 0.005, "charge for %s is %.2f, expected %.2f" % (k, got[k], v))
    return "%d loans, total %.2f" % (len(exp), sum(exp.values()))


ek.run_check(check)
