import csv, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# token that identifies each customer -> June total
WANT = {"aldous": 15.00, "brennan": 23.20, "chaudhry": 32.40, "dobson": 20.20, "dobbs": 5.70, "okafor": 21.90}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "egg_bills_june.csv")
    ek.require(os.path.isfile(p), "egg_bills_june.csv not written")
    with open(p, encoding="utf-8-sig", newline="") as f:
        rows = [r for r in csv.reader(f) if any(c.strip() for c in r)]
    ek.require(len(rows) >= 2, "egg_bills_june.csv has no data rows")
    hdr = [ek.norm(c) for c in rows[0]]
    ci = next((i for i, h in enumerate(hdr) if h in ("customer", "name", "customer name")), None)
    ti = next((i for i, h in enumerate(hdr) if h in ("total", "amount", "total (£)", "total (gbp)", "amount due", "total_gbp", "total £")), None)
    ek.require(ci is not None and ti is not None, "header %r should have customer and total columns" % rows[0])
    got = {}
    for r in rows[1:]:
        name = ek.norm(r[ci]) if ci < len(r) else ""
        keys = [k for k in WANT if k in name.replace(".", " ").split() or k in name]
        keys = [k for k in keys if not (k == "dobbs" and "dobson" in name)]
        ek.require(len(keys) == 1, "row %r is not one of the round's customers" % r)
        k = keys[0]
        ek.require(k not in got, "customer %s appears twice" % k)
        v = ek.parse_number(r[ti] if ti < len(r) else "")
        ek.require(v is not None, "no total for %r" % r)
        got[k] = v
    missing = sorted(set(WANT) - set(got))
    ek.require(not missing, "customers missing: %s" % ", ".join(missing))
    for k, v in WANT.items():
        ek.require(abs(got[k] - v) < 0.005, "%s total %.2f, expected %.2f" % (k, got[k], v))
    return "six June bills correct"


ek.run_check(check)
