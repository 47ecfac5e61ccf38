import csv, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

EXPECTED = {
    "New patient examination": 62.00,
    "Routine check-up": 45.00,
    "Hygienist (30 min)": 65.00,
    "Hygienist (45 min)": 89.50,
    "Small X-ray": 12.00,
    "White filling (small)": 129.00,
    "White filling (large)": 165.00,
    "Root canal (front tooth)": 420.00,
    "Crown (porcelain)": 650.00,
    "Tooth whitening (home kit)": 310.00,
    "Emergency appointment": 95.00,
    "Sports mouthguard": 115.00,
}


def key(s):
    return re.sub(r"[^a-z0-9]+", " ", ek.norm(s)).strip()


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    ek.require_same_doc(os.path.join(pws, "fee_guide.docx"), os.path.join(ws, "fee_guide.docx"))
    p = os.path.join(ws, "fees_2025.csv")
    ek.require(os.path.isfile(p), "fees_2025.csv was not created")
    with open(p, newline="", encoding="utf-8-sig") as f:
        rows = [r for r in csv.reader(f) if any(c.strip() for c in r)]
    ek.require(len(rows) >= 2, "fees_2025.csv has no data rows")
    head = [h.strip().lower() for h in rows[0]]
    ti = next((i for i, h in enumerate(head) if "treatment" in h), None)
    fi = next((i for i, h in enumerate(head) if "fee" in h or "price" in h), None)
    ek.require(ti is not None and fi is not None, "header needs treatment and fee columns, found %r" % rows[0])
    exp = {key(k): v for k, v in EXPECTED.items()}
    got = {}
    for r in rows[1:]:
        ek.require(len(r) > max(ti, fi), "short row %r" % r)
        raw = r[fi].strip()
        ek.require("\u00a3" not in raw, "fee %r still has a £ sign" % raw)
        v = ek.parse_number(raw)
        ek.require(v is not None, "fee %r is not a number" % raw)
        k = key(r[ti])
        ek.require(k not in got, "treatment %r listed twice" % r[ti])
        got[k] = v
    missing = sorted(set(exp) - set(got))
    extra = sorted(set(got) - set(exp))
    ek.require(not missing, "missing treatments: %s" % ", ".join(missing))
    ek.require(not extra, "unexpected rows: %s" % ", ".join(extra))
    for k, v in exp.items():
        ek.require(abs(got[k] - v) < 0.005, "fee for %s is %s, expected %.2f" % (k, got[k], v))
    return "12 current fees exported"


ek.run_check(check)
