import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

OUT = "carshare/reports/june_km.csv"


def expected(pws):
    tot = {}
    with open(os.path.join(pws, "carshare", "bookings.csv"), newline="") as f:
        for r in csv.DictReader(f):
            if r["start"].startswith("2025-06") and r["status"] == "completed":
                tot[r["member"]] = tot.get(r["member"], 0.0) + float(r["km"])
    return tot


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    p = os.path.join(ws, OUT)
    ek.require(os.path.isfile(p), f"{OUT} was not created")
    rows = [r for r in csv.reader(io.StringIO(ek.read(p).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    ek.require(rows, f"{OUT} is empty")
    ek.require([c.strip().lower() for c in rows[0]] == ["member", "km"],
               f"header should be member,km like may_km.csv (found {rows[0]!r})")
    exp = expected(pws)
    got = []
    for r in rows[1:]:
        ek.require(len(r) == 2, f"row {r!r} does not have two columns")
        km = ek.parse_number(r[1])
        ek.require(km is not None, f"km {r[1]!r} is not a number")
        name = r[0].strip()
        if name not in exp and abs(km) < 1e-9:
            continue   # tolerate an explicit zero row for a member with no June trips
        ek.require(name in exp, f"unexpected member {name!r} (no completed June bookings)")
        ek.require(abs(km - exp[name]) < 0.05, f"{name}: km {r[1]}, expected {exp[name]:.1f}")
        got.append((name, km))
    names = [n for n, _ in got]
    ek.require(len(names) == len(set(names)), "a member appears more than once")
    missing = sorted(set(exp) - set(names))
    ek.require(not missing, "members missing: {}".format(", ".join(missing)))
    kms = [k for _, k in got]
    ek.require(kms == sorted(kms, reverse=True), "rows are not sorted by km, highest first")
    return f"june_km.csv has {len(got)} members, correct totals, sorted"


ek.run_check(check)
