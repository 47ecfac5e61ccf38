import os, re, sys, tomllib
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    rel = "config/scheduler.toml"
    for f in ek.list_files(pws):
        if f != rel:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, rel)
    ek.require(os.path.isfile(p), "%s is missing" % rel)
    raw = ek.read(p)
    try:
        data = tomllib.loads(raw)
    except tomllib.TOMLDecodeError as e:
        raise ek.Fail("scheduler.toml is no longer valid TOML: %s" % e)
    old = ek.read(os.path.join(pws, rel)).rstrip("\n").split("\n")
    new = raw.replace("\r\n", "\n").rstrip("\n").split("\n")
    ek.require(len(old) == len(new), "line count changed (%d -> %d)" % (len(old), len(new)))
    section, target = None, None
    for i, line in enumerate(old):
        s = line.strip()
        if s.startswith("["):
            section = s
        elif section == "[targets.m51]" and s.startswith("exposure_s"):
            target = i
    for i, (a, b) in enumerate(zip(old, new)):
        if i == target:
            ek.require(re.fullmatch(r"\s*exposure_s\s*=\s*360(\.0*)?\s*(#.*)?", b) is not None,
                       "M51 exposure line is %r, expected exposure_s = 360" % b)
        else:
            ek.require(a.rstrip() == b.rstrip(), "line %d changed: %r -> %r" % (i + 1, a, b))
    ek.require(data["targets"]["m51"]["exposure_s"] == 360, "targets.m51.exposure_s does not parse as 360")
    return "M51 exposure 360 s, rest untouched"


ek.run_check(check)
