import csv, io, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

EXPECTED = [
    (1, "Graham Whitfield", "EPOC", "48:17"),
    (2, "Steve Okonjo", "SYO", "50:03"),
    (3, "Mark Haigh", "AIRE", "51:46"),
    (4, "Andrew Lumb", "MDOC", "55:29"),
    (5, "Phil Brannigan", "SYO", "58:10"),
    (6, "Ian Catterall", "EPOC", "1:01:44"),
    (7, "Dave Sutcliffe", "HALO", "1:07:05"),
]


def secs(t):
    parts = t.strip().split(":")
    ek.require(all(re.fullmatch(r"\d{1,2}", p) for p in parts) and 2 <= len(parts) <= 3, "bad time %r" % t)
    v = 0
    for p in parts:
        v = v * 60 + int(p)
    return v


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "m50.csv")
    ek.require(os.path.isfile(p), "m50.csv was not written")
    text = ek.read(p).lstrip("\ufeff")
    rows = [r for r in csv.reader(io.StringIO(text)) if any(c.strip() for c in r)]
    ek.require(rows, "m50.csv is empty")
    hdr = [ek.norm(c) for c in rows[0]]
    ek.require(hdr == ["position", "name", "club", "time"], "header is %r, expected position,name,club,time" % rows[0])
    body = rows[1:]
    ek.require(len(body) == len(EXPECTED), "expected %d finishers, found %d rows" % (len(EXPECTED), len(body)))
    for r, (pos, name, club, t) in zip(body, EXPECTED):
        ek.require(len(r) == 4, "row %r does not have 4 columns" % r)
        pn = re.fullmatch(r"\s*(\d+)\s*(st|nd|rd|th)?\s*", r[0])
        ek.require(pn and int(pn.group(1)) == pos, "row %r: expected position %d" % (r, pos))
        ek.require(ek.norm(r[1]) == ek.norm(name), "row %r: expected name %s" % (r, name))
        ek.require(ek.norm(r[2]) == ek.norm(club), "row %r: expected club %s" % (r, club))
        ek.require(secs(r[3]) == secs(t), "row %r: expected time %s" % (r, t))
    return "7 M50 finishers exported from the final results"


ek.run_check(check)
