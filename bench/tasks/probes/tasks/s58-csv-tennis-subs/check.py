import collections, csv, io, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def expected(pws):
    text = ek.read(os.path.join(pws, "members_export.csv"))
    lines = [l for l in text.splitlines() if not l.startswith("#")]
    tot = collections.defaultdict(float)
    for r in csv.DictReader(io.StringIO("\n".join(lines))):
        if r["season"] == "2025" and r["status"] == "paid":
            tot[r["membership_type"]] += float(r["amount"])
    return {k: round(v, 2) for k, v in tot.items()}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    exp = expected(pws)
    p = os.path.join(ws, "subs_2025.csv")
    ek.require(os.path.isfile(p), "subs_2025.csv was not created")
    with open(p, newline="", encoding="utf-8-sig") as f:
        rows = [r for r in csv.reader(f) if any(c.strip() for c in r)]
    ek.require(rows, "subs_2025.csv is empty")
    ek.require([c.strip().lower() for c in rows[0]] == ["membership_type", "total"],
               "header should be membership_type,total, found %r" % rows[0])
    got = []
    for r in rows[1:]:
        ek.require(len(r) == 2, "row %r does not have 2 columns" % r)
        t, v = r[0].strip(), r[1].strip()
        ek.require(re.fullmatch(r"\d+\.\d{2}", v) is not None, "total %r is not a number with 2 decimals" % v)
        got.append((t, float(v)))
    names = [t.lower() for t, _ in got]
    ek.require(len(set(names)) == len(names), "a membership type is listed twice")
    expl = {k.lower(): v for k, v in exp.items()}
    ek.require(set(names) == set(expl), "types %s, expected %s" % (sorted(names), sorted(expl)))
    for t, v in got:
        ek.require(abs(v - expl[t.lower()]) < 0.005, "total for %s is %.2f, expected %.2f" % (t, v, expl[t.lower()]))
    vals = [v for _, v in got]
    ek.require(vals == sorted(vals, reverse=True), "rows are not sorted by total, highest first")
    return "6 type totals correct and sorted"


ek.run_check(check)
