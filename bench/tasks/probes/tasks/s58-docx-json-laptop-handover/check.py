import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

CHANGES = {
    "KCH-L017": ("Priya Natarajan", "assigned"),
    "KCH-L024": ("Marcus Bell", "assigned"),
    "KCH-L009": ("Aoife Brennan", "assigned"),
    "KCH-L007": (None, "in stock"),
    "KCH-L013": (None, "in stock"),
}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != "inventory.json":
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    old = json.load(open(os.path.join(pws, "inventory.json"), encoding="utf-8"))
    try:
        new = json.load(open(os.path.join(ws, "inventory.json"), encoding="utf-8-sig"))
    except ValueError as e:
        raise ek.Fail("inventory.json is not valid JSON (%s)" % e)
    ek.require(isinstance(new, dict) and set(new) == set(old), "top-level keys of inventory.json changed")
    for k in old:
        if k not in ("assets", "last_updated"):
            ek.require(new[k] == old[k], "top-level field %s changed" % k)
    ek.require(isinstance(new["assets"], list), "assets is not a list")
    got = {}
    for a in new["assets"]:
        ek.require(isinstance(a, dict) and "tag" in a, "bad asset entry %r" % a)
        ek.require(a["tag"] not in got, "asset %s listed twice" % a["tag"])
        got[a["tag"]] = a
    ek.require(set(got) == {a["tag"] for a in old["assets"]}, "set of assets changed")
    for a in old["assets"]:
        exp = dict(a)
        if a["tag"] in CHANGES:
            exp["assigned_to"], exp["status"] = CHANGES[a["tag"]]
        g = got[a["tag"]]
        ek.require(set(g) == set(exp), "%s: fields changed (%s)" % (a["tag"], sorted(g)))
        for k, v in exp.items():
            gv = g[k].strip() if isinstance(g[k], str) and k == "assigned_to" else g[k]
            ek.require(gv == v, "%s: %s is %r, expected %r" % (a["tag"], k, g[k], v))
    return "5 assets updated, the rest unchanged"


ek.run_check(check)
