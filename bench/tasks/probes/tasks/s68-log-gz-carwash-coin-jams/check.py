import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# "COINMECH jam detected" lines dated ../03/2025 across washctl.log.3.gz, .2.gz and .1
EXPECTED = {1: 11, 2: 2, 3: 27, 4: 11, 5: 0, 6: 9}
OUT = "reports/march_coin_jams.csv"


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, OUT)
    ek.require(os.path.isfile(p), "%s was not created" % OUT)
    got, total = {}, None
    for i, line in enumerate(ek.read(p).lstrip("\ufeff").splitlines()):
        if not line.strip():
            continue
        cells = [c.strip().strip('"').strip() for c in re.split(r"[,;\t|]", line)]
        cells = [c for c in cells if c]
        ek.require(len(cells) >= 2, "line %r does not have a bay and a count" % line)
        last = cells[-1]
        if not re.fullmatch(r"\d+(\.0+)?", last):
            ek.require(i == 0 and not got, "unexpected line %r" % line)
            continue  # header
        n = int(float(last))
        if "total" in cells[0].lower():
            total = n
            continue
        m = re.fullmatch(r"(?i)(?:bay\s*)?(\d)", cells[0])
        ek.require(m is not None, "cannot read a bay number in %r" % line)
        b = int(m.group(1))
        ek.require(b not in got, "bay %d listed twice" % b)
        got[b] = n
    ek.require(sorted(got) == sorted(EXPECTED), "bays listed: %s, expected all six (1-6)" % sorted(got))
    wrong = ["bay %d: %d (expected %d)" % (b, got[b], EXPECTED[b]) for b in sorted(EXPECTED) if got[b] != EXPECTED[b]]
    ek.require(not wrong, "wrong counts: " + "; ".join(wrong))
    ek.require(total is None or total == sum(EXPECTED.values()), "total row %s is wrong" % total)
    return "March coin jams per bay correct"


ek.run_check(check)
