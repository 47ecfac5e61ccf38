import csv, io, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# v3 rules: 1 pt / half hour (part = whole), 2 pts per half hour after 23:00, min 4 per sit,
# late cancellation (<24h) 2 pts, early cancellation 0; the February row is excluded.
# Okonkwo 7 + 2 + 9 = 18; Brennan 11 + 4 = 15; Haldane 4 + 8 = 12; Petrov 12 + 0 = 12; Tan 5 + 4 = 9
EXPECT = {"okonkwo": 18, "brennan": 15, "haldane": 12, "petrov": 12, "tan": 9}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "circle", "march_points.csv")
    ek.require(os.path.isfile(p), "circle/march_points.csv is missing")
    text = ek.read(p).lstrip("\ufeff")
    delim = max([",", ";", "\t"], key=lambda c: text.split("\n")[0].count(c))
    rows = [r for r in csv.reader(io.StringIO(text), delimiter=delim) if any(c.strip() for c in r)]
    ek.require(len(rows) >= 2, "march_points.csv has no data rows")
    hdr = [ek.norm(h) for h in rows[0]]
    ek.require(any("famil" in h or "sitter" in h or "name" in h for h in hdr) and any("point" in h for h in hdr),
               "header should name the family and points columns, got %r" % rows[0])
    c_f = [i for i, h in enumerate(hdr) if "famil" in h or "sitter" in h or "name" in h][0]
    c_p = [i for i, h in enumerate(hdr) if "point" in h][0]
    got = {}
    for r in rows[1:]:
        r = r + [""] * (len(hdr) - len(r))
        name = ek.norm(r[c_f])
        if "total" in name:
            continue
        keys = [k for k in EXPECT if re.search(r"\b%s" % k, name)]
        ek.require(len(keys) == 1, "unrecognised family %r" % r[c_f])
        ek.require(keys[0] not in got, "%s listed twice" % keys[0])
        v = ek.parse_number(r[c_p])
        ek.require(v is not None, "no points for %s" % r[c_f])
        got[keys[0]] = v
    ek.require(sorted(got) == sorted(EXPECT), "families listed: %s" % ", ".join(sorted(got)))
    bad = ["%s %g (expected %d)" % (k, got[k], v) for k, v in EXPECT.items() if abs(got[k] - v) > 1e-9]
    ek.require(not bad, "wrong points: " + "; ".join(bad))
    return "March points right for all five families"


ek.run_check(check)
