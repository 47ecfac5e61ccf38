import csv, io, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

WANT = {
    "9780241988930": ("the salt path", 6),
    "0571334652": ("milkman", 5),
    "9780008435028": ("piranesi", 10),
    "9780571365470": ("klara and the sun", 4),
    "9781408855652": ("harry potter and the philosopher's stone", 12),
    "0140449132": ("crime and punishment", 4),
}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "shop", "reorder.csv")
    ek.require(os.path.isfile(p), "shop/reorder.csv is missing")
    with open(p, encoding="utf-8-sig", errors="replace") as f:
        text = f.read()
    rows = [r for r in csv.reader(io.StringIO(text)) if any(c.strip() for c in r)]
    ek.require(rows, "shop/reorder.csv is empty")
    hdr = [c.strip().lower() for c in rows[0]]
    ek.require(hdr == ["isbn", "title", "qty"], "header is %r, expected isbn,title,qty" % rows[0])
    got = {}
    for r in rows[1:]:
        ek.require(len(r) == 3, "row %r does not have 3 columns" % r)
        isbn = r[0].strip().replace("-", "")
        ek.require(isbn not in got, "ISBN %s listed twice" % isbn)
        q = r[2].strip()
        ek.require(re.fullmatch(r"\d+(\.0+)?", q) is not None, "qty %r for %s is not a whole number" % (q, isbn))
        got[isbn] = (ek.norm(r[1]), int(float(q)))
    missing = sorted(set(WANT) - set(got))
    extra = sorted(set(got) - set(WANT))
    ek.require(not missing, "missing ISBNs: %s" % ", ".join(missing))
    ek.require(not extra, "ISBNs that should not be ordered: %s" % ", ".join(extra))
    for isbn, (title, qty) in WANT.items():
        ek.require(got[isbn][0] == ek.norm(title), "title for %s is %r" % (isbn, got[isbn][0]))
        ek.require(got[isbn][1] == qty, "qty for %s is %d, expected %d" % (isbn, got[isbn][1], qty))
    return "6 paperbacks with the right quantities"


ek.run_check(check)
