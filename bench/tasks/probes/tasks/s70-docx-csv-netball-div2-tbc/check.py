import csv, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

HDR = ["date", "time", "court", "home", "away", "umpire"]


def key(s):
    return re.sub(r"\s+", " ", (s or "").replace("\u2019", "'")).strip().lower()


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "umpires_needed.csv")
    ek.require(os.path.isfile(p), "umpires_needed.csv not written")
    with open(p, encoding="utf-8-sig", newline="") as f:
        rows = [r for r in csv.reader(f) if any(c.strip() for c in r)]
    ek.require(rows, "umpires_needed.csv is empty")
    ek.require([key(c) for c in rows[0]] == HDR, "header is %r, expected the table's columns %s" % (rows[0], HDR))
    src = ek.tables(os.path.join(pws, "summer_league_fixtures.docx"))[1]
    want = [[key(c) for c in r] for r in src[1:] if r[5].strip() == "TBC"]
    got = [[key(c) for c in r] for r in rows[1:]]
    for r in got:
        ek.require(len(r) == 6, "row with %d columns: %r" % (len(r), r))
    missing = [r for r in want if r not in got]
    extra = [r for r in got if r not in want]
    ek.require(not missing, "missing fixtures: %s" % missing)
    ek.require(not extra, "rows that should not be there: %s" % extra)
    ek.require(len(got) == len(want), "duplicate rows")
    return "4 Division 2 TBC fixtures exported"


ek.run_check(check)
