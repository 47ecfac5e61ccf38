import csv, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# March miles: Helen 14+38+14+41+39+14 = 160 -> 100*0.45 + 60*0.25 = 60.00
#              Raj 22+26+11+24 = 83 -> 37.35 ; Colin 9+9+12 = 30 -> 13.50
EXPECTED = {"helen ward": 60.00, "raj mehta": 37.35, "colin byrne": 13.50}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for rel in ("expenses/mileage_log_march.csv", "expenses/README.txt"):
        ek.require(ek.same_file(os.path.join(pws, rel), os.path.join(ws, rel)), "%s should not be changed" % rel)
    p = os.path.join(ws, "expenses", "mileage_payments_march.csv")
    ek.require(os.path.isfile(p), "expenses/mileage_payments_march.csv was not created")
    with open(p, newline="", encoding="utf-8-sig") as f:
        rows = [r for r in csv.reader(f) if any(c.strip() for c in r)]
    ek.require(len(rows) >= 2, "payments file has no data rows")
    head = [h.strip().lower() for h in rows[0]]
    vi = next((i for i, h in enumerate(head) if "volunteer" in h or h == "name"), None)
    ai = next((i for i, h in enumerate(head) if "amount" in h or "payment" in h or "pay" in h or "gbp" in h or "\u00a3" in h), None)
    ek.require(vi is not None and ai is not None, "need volunteer and amount columns, header is %r" % rows[0])
    got = {}
    for r in rows[1:]:
        name = " ".join(r[vi].split()).lower() if len(r) > vi else ""
        if not name or name.startswith("total"):
            continue
        v = ek.parse_number(r[ai].replace("\u00a3", "")) if len(r) > ai else None
        ek.require(v is not None, "amount for %r is not a number" % r[vi])
        ek.require(name not in got, "%s listed twice" % name)
        got[name] = v
    ek.require(set(got) == set(EXPECTED), "volunteers %s, expected %s" % (sorted(got), sorted(EXPECTED)))
    for n, v in EXPECTED.items():
        ek.require(abs(got[n] - v) < 0.006, "%s: %.2f, expected %.2f" % (n, got[n], v))
    return "March mileage payments correct"


ek.run_check(check)
