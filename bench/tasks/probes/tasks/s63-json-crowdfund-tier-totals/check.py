import csv, io, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

WANT = {"print & play": (3, 26.0), "core box": (6, 203.5), "core box + expansion": (4, 204.0), "collector": (2, 215.0)}
ZERO_OK = {"retailer bundle"}


def num(s):
    s = (s or "").strip().replace("\u00a3", "").replace("GBP", "").replace(",", "").strip()
    return float(s) if re.fullmatch(r"-?\d+(\.\d+)?", s) else None


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "tier_totals.csv")
    ek.require(os.path.isfile(p), "tier_totals.csv was not written")
    rows = [r for r in csv.reader(io.StringIO(ek.read(p).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    ek.require(rows, "tier_totals.csv is empty")
    if num(rows[0][1] if len(rows[0]) > 1 else "") is None:
        rows = rows[1:]          # header
    got = {}
    for r in rows:
        ek.require(len(r) >= 3, "row %r does not have tier, backers and total" % (r,))
        tier = re.sub(r"\s+", " ", r[0].strip().lower())
        n, tot = num(r[1]), num(r[2])
        ek.require(n is not None and tot is not None, "row %r: backers/total are not numbers" % (r,))
        ek.require(tier not in got, "tier %r listed twice" % r[0])
        got[tier] = (n, tot)
    for tier, (n, tot) in WANT.items():
        ek.require(tier in got, "tier %r missing" % tier)
        ek.require(got[tier][0] == n, "%s: %s backers, expected %d" % (tier, got[tier][0], n))
        ek.require(abs(got[tier][1] - tot) < 0.005, "%s: total %s, expected %.2f" % (tier, got[tier][1], tot))
    for tier in got:
        if tier not in WANT:
            ek.require(tier in ZERO_OK and got[tier] == (0, 0), "unexpected row for %r" % tier)
    return "tier totals right"


ek.run_check(check)
