import csv, io, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

EXPECTED = {(5, 9): ("the lunchbox", 104), (19, 9): ("shoplifters", 121),
            (3, 10): ("portrait of a lady on fire", 122), (17, 10): ("aftersun", 102),
            (31, 10): ("the babadook", 94), (21, 11): ("minari", 115),
            (28, 11): ("local hero", 111), (12, 12): ("the muppet christmas carol", 85)}
MONTHS = {m: i + 1 for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"])}


def parse_date(s):
    t = ek.norm(s)
    m = re.search(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b", t)
    if m:
        return None if m.group(1) != "2025" else (int(m.group(3)), int(m.group(2)))
    m = re.search(r"\b(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2,4}))?\b", t)
    if m:
        if m.group(3) and m.group(3) not in ("25", "2025"):
            return None
        return (int(m.group(1)), int(m.group(2)))
    m = re.search(r"\b(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]{3})[a-z]*(?:\s+(\d{4}))?", t)
    if m and m.group(2) in MONTHS:
        if m.group(3) and m.group(3) != "2025":
            return None
        return (int(m.group(1)), MONTHS[m.group(2)])
    m = re.search(r"\b([a-z]{3})[a-z]*\s+(\d{1,2})(?:st|nd|rd|th)?\b", t)
    if m and m.group(1) in MONTHS:
        return (int(m.group(2)), MONTHS[m.group(1)])
    return None


def minutes(s):
    t = ek.norm(s)
    m = re.fullmatch(r"(\d+)\s*(?:min|mins|minutes|m)?\.?", t)
    return int(m.group(1)) if m else None


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "autumn_2025.csv")
    ek.require(os.path.isfile(p), "autumn_2025.csv not found")
    with open(p, encoding="utf-8-sig", errors="replace") as f:
        text = f.read()
    delim = ";" if text.count(";") > text.count(",") else ","
    rows = [r for r in csv.reader(io.StringIO(text), delimiter=delim) if any(c.strip() for c in r)]
    ek.require(rows, "autumn_2025.csv is empty")
    cols = (0, 1, 2)
    if parse_date(rows[0][0]) is None:  # header row: find the columns by name
        h = [ek.norm(c) for c in rows[0]]
        find = lambda *keys: next((i for i, c in enumerate(h) if any(k in c for k in keys)), None)
        found = (find("date", "day"), find("title", "film"), find("min", "running", "runtime", "duration", "length"))
        if None not in found and len(set(found)) == 3:
            cols = found
        rows = rows[1:]
    dc, tc, mc = cols
    got = {}
    for r in rows:
        ek.require(len(r) > max(cols), "row %r should have date, title and minutes" % r)
        d = parse_date(r[dc])
        ek.require(d is not None, "cannot read the date %r" % r[dc])
        ek.require(d not in got, "date %r appears twice" % r[dc])
        mins = minutes(r[mc])
        ek.require(mins is not None, "running time %r is not a number of minutes" % r[mc])
        got[d] = (re.sub(r"\s+", " ", ek.norm(r[tc]).strip(" \"'")), mins)
    for d, (title, mins) in EXPECTED.items():
        ek.require(d in got, "no film on %d/%d (%s)" % (d[0], d[1], title))
        ek.require(got[d][0] == title, "%d/%d should be %s, found %r" % (d[0], d[1], title, got[d][0]))
        ek.require(got[d][1] == mins, "%s should run %d minutes, found %d" % (title, mins, got[d][1]))
    extra = sorted(set(got) - set(EXPECTED))
    ek.require(not extra, "unexpected rows for %s" % ", ".join("%d/%d %s" % (d[0], d[1], got[d][0]) for d in extra))
    return "8 autumn films with the two programme changes applied"


ek.run_check(check)
