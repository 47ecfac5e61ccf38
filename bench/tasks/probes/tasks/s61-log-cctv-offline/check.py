import csv, io, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# event=offline lines dated 2025-03-01 .. 2025-03-14 across nvr.log.2.gz, nvr.log.1 and nvr.log
EXPECT = {"yardeast": 5, "frontdoor": 3, "loadingbay": 4, "gate": 2, "yardwest": 1}
KNOWN = set(EXPECT) | {"office"}


def key(name):
    return re.sub(r"[^a-z0-9]", "", ek.norm(name))


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "nvr", "offline_counts.csv")
    ek.require(os.path.isfile(p), "nvr/offline_counts.csv is missing")
    text = ek.read(p).lstrip("\ufeff")
    delim = max([",", ";", "\t"], key=lambda c: text.split("\n")[0].count(c))
    rows = [r for r in csv.reader(io.StringIO(text), delimiter=delim) if any(c.strip() for c in r)]
    ek.require(len(rows) >= 2, "offline_counts.csv has no data rows")
    hdr = [ek.norm(h) for h in rows[0]]
    ek.require(any("cam" in h or "name" in h for h in hdr) and any("count" in h or "offline" in h or "drop" in h for h in hdr),
               "expected a camera,count header, got %r" % rows[0])
    c_c = [i for i, h in enumerate(hdr) if "cam" in h or "name" in h][0]
    c_n = [i for i, h in enumerate(hdr) if ("count" in h or "offline" in h or "drop" in h) and i != c_c][0]
    got = {}
    for r in rows[1:]:
        r = r + [""] * (len(hdr) - len(r))
        k = key(r[c_c])
        if k == "total":
            continue
        ek.require(k in KNOWN, "unknown camera %r" % r[c_c])
        ek.require(k not in got, "%s listed twice" % r[c_c])
        v = ek.parse_number(r[c_n])
        ek.require(v is not None, "no count for %s" % r[c_c])
        got[k] = v
    ek.require("office" not in got or got["office"] == 0, "the Office camera never went offline (only scheduled reboots)")
    got.pop("office", None)
    ek.require(sorted(got) == sorted(EXPECT), "cameras listed: %s" % ", ".join(sorted(got)))
    bad = ["%s %g (expected %d)" % (k, got[k], v) for k, v in EXPECT.items() if got[k] != v]
    ek.require(not bad, "wrong counts: " + "; ".join(bad))
    return "counts right for all five cameras"


ek.run_check(check)
