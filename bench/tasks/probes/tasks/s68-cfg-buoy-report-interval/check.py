import json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

YAML_TARGETS = ["buoys/priests-point.yaml", "buoys/deep-station.yaml", "buoys/heron-bay.yaml"]
JSON_TARGETS = ["buoys/ferry-steps.json"]


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f in YAML_TARGETS or f in JSON_TARGETS:
            continue
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    for f in YAML_TARGETS:
        p = os.path.join(ws, f)
        ek.require(os.path.isfile(p), "%s is missing" % f)
        old = ek.read(os.path.join(pws, f)).rstrip("\n").split("\n")
        new = ek.read(p).replace("\r\n", "\n").rstrip("\n").split("\n")
        ek.require(len(old) == len(new), "%s: line count changed (%d -> %d)" % (f, len(old), len(new)))
        for a, b in zip(old, new):
            if a == "  report_interval_s: 300":
                ek.require(re.fullmatch(r"  report_interval_s:\s*900\s*(#.*)?", b) is not None,
                           "%s: interval line is %r, expected report_interval_s: 900" % (f, b))
            else:
                ek.require(a.rstrip() == b.rstrip(), "%s: line changed: %r -> %r" % (f, a, b))
    for f in JSON_TARGETS:
        p = os.path.join(ws, f)
        ek.require(os.path.isfile(p), "%s is missing" % f)
        try:
            new = json.loads(ek.read(p))
        except ValueError as e:
            raise ek.Fail("%s is not valid JSON (%s)" % (f, e))
        old = json.loads(ek.read(os.path.join(pws, f)))
        got = new.get("telemetry", {}).get("report_every_min") if isinstance(new, dict) else None
        ek.require(got == 15 and not isinstance(got, bool), "%s: report_every_min is %r, expected 15" % (f, got))
        old["telemetry"]["report_every_min"] = 15
        ek.require(new == old, "%s: other settings changed" % f)
    return "N1-N4 report every 15 min; south and decommissioned untouched"


ek.run_check(check)
