import csv, io, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

EXPECTED = [("Bao Down Express", 259.75), ("The Rolling Scone", 230.00), ("Taco Loco", 223.00),
            ("Curry On Wheels", 152.00), ("Bao Down", 136.75)]


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "truck_totals_march.csv")
    ek.require(os.path.isfile(p), "truck_totals_march.csv was not created (in the workspace root)")
    text = ek.read(p).lstrip("\ufeff")
    rows = [r for r in csv.reader(io.StringIO(text)) if any(c.strip() for c in r)]
    ek.require(rows, "truck_totals_march.csv is empty")
    hdr = [c.strip().lower() for c in rows[0]]
    ek.require(len(hdr) == 2 and hdr[0] == "truck" and hdr[1].startswith("total"),
               "header should be truck,total (found %r)" % rows[0])
    got = []
    for r in rows[1:]:
        ek.require(len(r) >= 2, "short row %r" % r)
        v = ek.parse_number(r[1])
        ek.require(v is not None, "no number in row %r" % r)
        got.append((ek.norm(r[0]), v))
    names = [g[0] for g in got]
    ek.require(len(names) == len(set(names)), "a truck appears more than once: %r" % names)
    want = {ek.norm(n): v for n, v in EXPECTED}
    ek.require(set(names) == set(want), "trucks listed %r, expected %r" % (sorted(names), sorted(want)))
    for n, v in got:
        ek.require(abs(v - want[n]) < 0.006, "%s total is %s, expected %.2f" % (n, v, want[n]))
    ek.require(names == [ek.norm(n) for n, _ in EXPECTED], "rows are not sorted biggest first: %r" % names)
    return "5 March totals, sorted"


ek.run_check(check)
