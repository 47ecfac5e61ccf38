import copy, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

NEW = {"adult": 48, "junior": 18, "family": 72}


def num(v):
    if isinstance(v, bool):
        return None
    if isinstance(v, (int, float)):
        return float(v)
    return None  # a quoted "48" would turn the price into text


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    rel = "website/data/membership.json"
    for f in ek.list_files(pws):
        if f != rel:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, rel)
    ek.require(os.path.isfile(p), "%s is missing" % rel)
    try:
        data = json.loads(ek.read(p))
    except ValueError as e:
        raise ek.Fail("membership.json is not valid JSON (%s)" % e)
    old = json.loads(ek.read(os.path.join(pws, rel)))
    subs = data.get("subscriptions", {}) if isinstance(data, dict) else {}
    for k, v in NEW.items():
        got = num(subs.get(k, {}).get("price_gbp") if isinstance(subs.get(k), dict) else None)
        ek.require(got is not None and abs(got - v) < 1e-9, "%s price_gbp is %r, expected %d" % (k, subs.get(k), v))
    # everything else identical
    a, b = copy.deepcopy(old), copy.deepcopy(data)
    for k in NEW:
        a["subscriptions"][k].pop("price_gbp")
        b["subscriptions"][k].pop("price_gbp")
    ek.require(a == b, "other parts of membership.json were changed")
    return "adult 48, junior 18, family 72; nothing else changed"


ek.run_check(check)
