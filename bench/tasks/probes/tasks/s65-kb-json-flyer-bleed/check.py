import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

TARGET = "print/export_presets.json"
FIXED = {"bleed_mm": 3, "dpi": 300, "pdf_standard": "PDF/X-1a"}


def num_eq(v, want):
    return not isinstance(v, bool) and isinstance(v, (int, float)) and v == want


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
    ek.require(isinstance(new, dict) and set(new) == set(old), "top-level keys changed")
    for k in old:
        if k != "presets":
            ek.require(new[k] == old[k], f"{k} changed")
    ek.require(isinstance(new["presets"], dict) and set(new["presets"]) == set(old["presets"]), "set of presets changed")
    for name, o in old["presets"].items():
        n = new["presets"][name]
        if name != "a5-flyer":
            ek.require(n == o, f"preset {name} was changed")
            continue
        ek.require(isinstance(n, dict) and set(n) == set(o), "keys of a5-flyer changed")
        for k, v in o.items():
            if k == "pdf_standard":
                ek.require(isinstance(n[k], str) and n[k].strip().upper().startswith("PDF/X-1A"),
                           f"a5-flyer pdf_standard is {n[k]!r}, expected PDF/X-1a")
            elif k in FIXED:
                ek.require(num_eq(n[k], FIXED[k]), f"a5-flyer {k} is {n[k]!r}, expected {FIXED[k]!r}")
            elif isinstance(v, (int, float)) and not isinstance(v, bool):
                ek.require(num_eq(n[k], v), f"a5-flyer {k} changed to {n[k]!r}")
            else:
                ek.require(n[k] == v, f"a5-flyer {k} changed to {n[k]!r}")
    return "a5-flyer: bleed 3 mm, 300 dpi, PDF/X-1a; other presets unchanged"


ek.run_check(check)
