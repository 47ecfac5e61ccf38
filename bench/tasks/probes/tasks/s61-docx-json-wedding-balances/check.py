import json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# balances: Granary 4800-1200; Fennel 3920-500-1000; Wildflower 1150-200 (re-quoted); DJ 450; Crumb 380-100
EXPECT = {"granary": 3600.0, "fennel": 2420.0, "wildflower": 950.0, "marcus": 450.0, "crumb": 280.0}
ALIASES = {"marcus": ["marcus", "dj"]}
FORBID = {"petal": "Petal Pushers (declined)", "vintage": "Vintage Wheels (cancelled)"}
TOTAL = 7700.0


def amount(v):
    if isinstance(v, bool):
        return None
    if isinstance(v, (int, float)):
        return float(v)
    if isinstance(v, str):
        t = v.replace(",", "").replace("\u00a3", "").replace("GBP", "").strip()
        return float(t) if re.fullmatch(r"-?\d+(\.\d+)?", t) else None
    return None


def pairs(obj, out):
    """Collect (name, amount) from {name: amount} maps and [{name/supplier:..., amount/balance...:...}] lists."""
    if isinstance(obj, dict):
        namek = [k for k in obj if ek.norm(k) in ("supplier", "name", "supplier_name", "vendor", "payee")]
        amtk = [k for k in obj if any(w in ek.norm(k) for w in ("owe", "balance", "amount", "due", "outstanding", "remaining"))]
        if namek and amtk and isinstance(obj[namek[0]], str):
            out.append((obj[namek[0]], amount(obj[amtk[0]])))
            return
        for k, v in obj.items():
            if amount(v) is not None:
                out.append((k, amount(v)))
            else:
                pairs(v, out)
    elif isinstance(obj, list):
        for v in obj:
            pairs(v, out)


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "wedding", "balances.json")
    ek.require(os.path.isfile(p), "wedding/balances.json is missing")
    try:
        data = json.loads(ek.read(p).lstrip("\ufeff"))
    except ValueError as e:
        raise ek.Fail("balances.json is not valid JSON (%s)" % e)
    ek.require(isinstance(data, dict), "balances.json is not a JSON object")
    found = []
    pairs(data, found)
    totals = [a for n, a in found if "total" in ek.norm(n)]
    ek.require(len(totals) == 1, "expected exactly one total, found %d" % len(totals))
    ek.require(abs(totals[0] - TOTAL) < 0.005, "total is %s, expected 7700" % totals[0])
    sup = [(n, a) for n, a in found if "total" not in ek.norm(n)]
    for key, want in EXPECT.items():
        hits = [(n, a) for n, a in sup if any(w in ek.norm(n) for w in ALIASES.get(key, [key]))]
        ek.require(len(hits) == 1, "expected one entry for %s, found %d" % (key, len(hits)))
        ek.require(hits[0][1] is not None and abs(hits[0][1] - want) < 0.005,
                   "%s: %s, expected %.2f" % (hits[0][0], hits[0][1], want))
    for key, label in FORBID.items():
        hits = [(n, a) for n, a in sup if key in ek.norm(n)]
        ek.require(not any(a for n, a in hits), "%s should not be listed with a balance" % label)
    lens = [(n, a) for n, a in sup if "lens" in ek.norm(n)]
    ek.require(not any(a for n, a in lens), "Lens & Light is paid in full, but is listed with a balance")
    known = [k for k in EXPECT] + ["dj", "petal", "vintage", "lens"]
    stray = [n for n, a in sup if a and not any(k in ek.norm(n) for k in known)]
    ek.require(not stray, "unexpected entries with amounts: %s" % ", ".join(stray))
    return "five balances and total 7700"


ek.run_check(check)
