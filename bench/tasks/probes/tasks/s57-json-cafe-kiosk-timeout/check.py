import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for rel in ("kiosks/config.backup-2024-06.json", "kiosks/NOTES.txt"):
        ek.require(ek.same_file(os.path.join(pws, rel), os.path.join(ws, rel)), "%s should not have been changed" % rel)
    p = os.path.join(ws, "kiosks", "config.json")
    ek.require(os.path.isfile(p), "kiosks/config.json is missing")
    try:
        got = json.loads(ek.read(p))
    except ValueError as e:
        raise ek.Fail("kiosks/config.json is no longer valid JSON: %s" % e)
    exp = json.loads(ek.read(os.path.join(pws, "kiosks", "config.json")))
    for k in exp["kiosks"]:
        if k["id"] == "K1":
            k["idle_timeout_s"] = 300
            k["screensaver"]["enabled"] = False
    # the 'updated' date may be bumped
    got.pop("updated", None)
    exp.pop("updated", None)
    ek.require(isinstance(got.get("kiosks"), list), "kiosks list missing")
    gk = {k.get("id"): k for k in got["kiosks"] if isinstance(k, dict)}
    k1 = gk.get("K1", {})
    ek.require(k1.get("idle_timeout_s") == 300, "café counter idle_timeout_s is %r, expected 300" % k1.get("idle_timeout_s"))
    ek.require((k1.get("screensaver") or {}).get("enabled") is False, "café counter screensaver is not disabled")
    for k in exp["kiosks"]:
        ek.require(gk.get(k["id"]) == k, "kiosk %s (%s) differs from what was expected" % (k["id"], k["name"]))
    ek.require(got == exp, "other parts of config.json were changed")
    return "K1 updated, rest unchanged"


ek.run_check(check)
