import csv, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

WANT = {"SA01": "2025-06-10", "SA04": "2025-06-14", "SA05": "2025-06-01", "SA09": "2025-06-02",
        "SA10": "2025-05-28", "SA12": "2025-06-14", "SA14": "2025-05-30"}


def iso(s):
    s = (s or "").strip()
    m = re.fullmatch(r"(\d{4})-(\d{1,2})-(\d{1,2})", s)
    if m:
        return "%04d-%02d-%02d" % tuple(map(int, m.groups()))
    m = re.fullmatch(r"(\d{1,2})/(\d{1,2})/(\d{4})", s)
    if m:
        return "%04d-%02d-%02d" % (int(m.group(3)), int(m.group(2)), int(m.group(1)))
    return s


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "pat_due.csv")
    ek.require(os.path.isfile(p), "pat_due.csv not written")
    with open(p, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    ek.require(rows, "pat_due.csv has no rows")
    cols = {k.strip().lower(): k for k in rows[0].keys() if k}
    for c in ("asset_id", "description", "due_date"):
        ek.require(c in cols, "pat_due.csv has no %s column (has %s)" % (c, list(cols)))
    reg = {r["asset_id"]: r for r in csv.DictReader(open(os.path.join(pws, "hall", "appliances.csv")))}
    got = {}
    for r in rows:
        a = (r[cols["asset_id"]] or "").strip().upper()
        if not a:
            continue
        ek.require(a not in got, "%s listed twice" % a)
        got[a] = r
    missing = sorted(set(WANT) - set(got))
    extra = sorted(set(got) - set(WANT))
    ek.require(not missing, "items due but not listed: %s" % ", ".join(missing))
    ek.require(not extra, "items listed that are not due (or withdrawn): %s" % ", ".join(extra))
    for a, r in got.items():
        ek.require(ek.norm(r[cols["description"]]) == ek.norm(reg[a]["description"]),
                   "%s description %r does not match the register" % (a, r[cols["description"]]))
        ek.require(iso(r[cols["due_date"]]) == WANT[a], "%s due_date %r, expected %s" % (a, r[cols["due_date"]], WANT[a]))
    return "7 items due: " + ", ".join(sorted(WANT))


ek.run_check(check)
