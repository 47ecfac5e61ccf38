import copy
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

TARGET = "irrigation/controller.json"


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != TARGET:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    p = os.path.join(ws, TARGET)
    ek.require(os.path.isfile(p), f"{TARGET} is missing")
    try:
        new = json.loads(ek.read(p))
    except ValueError as e:
        raise ek.Fail(f"{TARGET} is not valid JSON ({e})")
    old = json.loads(ek.read(os.path.join(pws, TARGET)))
    ek.require(isinstance(new, dict) and isinstance(new.get("zones"), list), "zones list missing")
    ek.require(len(new["zones"]) == len(old["zones"]), "number of zones changed")
    exp = copy.deepcopy(old)
    for z in exp["zones"]:
        if z["name"] == "back-lawn":
            z["duration_min"] = 25
            z["days"] = ["Mon", "Fri", "Sun"]
    for k in exp:
        if k != "zones":
            ek.require(new.get(k) == exp[k], f"top-level setting {k} changed")
    ek.require(set(new) == set(exp), "top-level keys changed")
    for a, b in zip(exp["zones"], new["zones"]):
        ek.require(isinstance(b, dict) and set(a) == set(b), "keys of zone {} changed".format(a["name"]))
        for k in a:
            if k == "days":
                ek.require(isinstance(b[k], list) and sorted(b[k]) == sorted(a[k]) and len(set(b[k])) == len(b[k]),
                           "zone {} days are {!r}, expected {!r}".format(a["name"], b[k], a[k]))
            elif k == "duration_min":
                ek.require(not isinstance(b[k], bool) and isinstance(b[k], (int, float)) and b[k] == a[k],
                           "zone {} duration_min is {!r}, expected {!r}".format(a["name"], b[k], a[k]))
            else:
                ek.require(b[k] == a[k], "zone {}: {} changed to {!r}".format(a["name"], k, b[k]))
    return "back-lawn 25 min Mon/Fri/Sun, rest unchanged"


ek.run_check(check)
