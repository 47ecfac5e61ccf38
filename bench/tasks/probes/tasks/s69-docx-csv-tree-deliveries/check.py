import csv, io, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# order -> (surname, amount to collect)
EXPECTED = {"HF-101": ("Bell", 53.0), "HF-103": ("Draper", 82.0), "HF-106": ("Farrow", 0.0),
            "HF-107": ("Haddad", 43.0), "HF-109": ("Lindqvist", 39.0), "HF-110": ("Mbeki", 53.0)}


def money(s):
    t = (s or "").strip().lower()
    if t in ("", "-", "\u2014", "nil", "none", "nothing", "paid", "paid in full", "n/a"):
        return 0.0 if t else None
    return ek.parse_number(t.replace("\u00a3", "").replace("gbp", ""))


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "deliveries_13dec.csv")
    ek.require(os.path.isfile(p), "deliveries_13dec.csv not found in the workspace")
    text = ek.read(p).lstrip("\ufeff")
    ek.require(text.strip(), "deliveries_13dec.csv is empty")
    try:
        dialect = csv.Sniffer().sniff(text.splitlines()[0], delimiters=",;\t")
        rows = list(csv.reader(io.StringIO(text), dialect))
    except Exception:
        rows = list(csv.reader(io.StringIO(text)))
    rows = [[c.strip() for c in r] for r in rows if any(c.strip() for c in r)]
    idre = r"(?i)\s*hf\s*-?\s*\d{3}\s*"
    header = None
    found = {}
    for r in rows:
        ids = [re.sub(r"[\s-]+", "", c).upper() for c in r if re.fullmatch(idre, c)]
        if not ids:
            if header is None and not found:
                header = [c.lower() for c in r]
            continue
        oid = "HF-" + ids[0][2:]
        ek.require(oid not in found, "order %s appears more than once" % oid)
        found[oid] = r
    ek.require(found, "no order numbers (HF-1xx) found in deliveries_13dec.csv")
    extra = sorted(set(found) - set(EXPECTED))
    missing = sorted(set(EXPECTED) - set(found))
    ek.require(not extra, "orders that are not home deliveries on 13 Dec: %s" % ", ".join(extra))
    ek.require(not missing, "deliveries missing: %s" % ", ".join(missing))
    col = None
    if header:
        for i, h in enumerate(header):
            if re.search(r"collect|amount|balance|due|owe|to pay|cash", h) and not re.search(r"date|address", h):
                col = i
    for oid, (surname, amt) in EXPECTED.items():
        r = found[oid]
        ek.require(any(surname.lower() in c.lower() for c in r), "%s: customer %s not given" % (oid, surname))
        if col is not None and col < len(r):
            v = money(r[col])
        else:
            others = [c for c in r if not re.fullmatch(idre, c)]
            vals = [money(c) for c in others if not re.search(r"[a-z]", c.lower()) or money(c) == 0.0]
            vals = [x for x in vals if x is not None]
            v = vals[-1] if vals else None
        ek.require(v is not None, "%s: no amount to collect" % oid)
        ek.require(abs(v - amt) < 0.005, "%s: amount to collect is %s, expected %.2f" % (oid, v, amt))
    return "6 deliveries with the right balances"


ek.run_check(check)
