import csv, io, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def expected(pws):
    seen, tot = set(), {}
    with open(os.path.join(pws, "sales", "vend_export_20250601.csv"), newline="") as f:
        for r in csv.DictReader(f):
            if r["txn_id"] in seen or not r["timestamp"].startswith("2025-05-"):
                continue
            seen.add(r["txn_id"])
            m = "VM-05" if r["machine"] == "VM-05B" else r["machine"]
            tot[m] = tot.get(m, 0) + round(float(r["amount_gbp"]) * 100)
    return {m: v / 100 for m, v in tot.items()}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    want = expected(pws)
    p = os.path.join(ws, "may_takings.csv")
    ek.require(os.path.isfile(p), "may_takings.csv not found")
    with open(p, encoding="utf-8-sig", errors="replace") as f:
        text = f.read()
    delim = ";" if text.count(";") > text.count(",") else ","
    rows = [r for r in csv.reader(io.StringIO(text), delimiter=delim) if any(c.strip() for c in r)]
    got = []
    for r in rows:
        mid = re.fullmatch(r"\s*(vm)[-_ ]?(\d{2}[a-z]?)\s*", r[0], re.I)
        if not mid:
            if got and re.match(r"(grand\s+)?total", ek.norm(r[0])):
                continue  # a summary row at the end is tolerated
            ek.require(not got, "unexpected row %r" % r)
            continue  # header
        ek.require(len(r) >= 2, "row %r has no total" % r)
        val = ek.parse_number(r[1].replace("\u00a3", "").replace(" ", ""))
        ek.require(val is not None, "row %r has no total" % r)
        got.append(("VM-" + mid.group(2).upper(), val))
    names = [g[0] for g in got]
    ek.require(len(names) == len(set(names)), "a machine is listed twice")
    ek.require(set(names) == set(want), "machines listed %s, expected %s" % (", ".join(names), ", ".join(sorted(want))))
    for m, v in got:
        ek.require(abs(v - want[m]) < 0.005, "%s total is %.2f, expected %.2f" % (m, v, want[m]))
    vals = [v for _, v in got]
    ek.require(vals == sorted(vals, reverse=True), "not sorted biggest first")
    return ", ".join("%s %.2f" % (m, v) for m, v in got)


ek.run_check(check)
