import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

F = "bells/schedule.yaml"


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != F:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, F)
    ek.require(os.path.isfile(p), "%s is missing" % F)
    old = ek.read(os.path.join(pws, F)).rstrip("\n").split("\n")
    new = ek.read(p).replace("\r\n", "\n").rstrip("\n").split("\n")
    ek.require(len(old) == len(new), "line count changed (%d -> %d)" % (len(old), len(new)))
    # target: the time line just before "bell: lunch" inside week -> wednesday
    section, dayname, target = None, None, None
    for i, line in enumerate(old):
        if re.match(r"^\S", line) and not line.startswith("#"):
            section = line.split(":")[0]
        m = re.match(r"^  (\w+):\s*$", line)
        if m:
            dayname = m.group(1)
        if section == "week" and dayname == "wednesday" and line.strip() == "bell: lunch":
            target = i - 1
    for i, (a, b) in enumerate(zip(old, new)):
        if i == target:
            ek.require(re.fullmatch(r"\s*-\s*time:\s*([\"'])12:40\1\s*(#.*)?", b) is not None and b.startswith(a[:a.index("-")] + "-"),
                       "Wednesday lunch line is %r, expected - time: \"12:40\" (quoted)" % b)
        else:
            ek.require(a.rstrip() == b.rstrip(), "line %d changed: %r -> %r" % (i + 1, a, b))
    try:
        import yaml
        data = yaml.safe_load(ek.read(p))
        wed = [e for e in data["week"]["wednesday"] if e["bell"] == "lunch"]
        ek.require(wed and wed[0]["time"] == "12:40", "YAML does not parse to a 12:40 Wednesday lunch bell")
    except ImportError:
        pass
    return "Wednesday lunch bell at 12:40, nothing else changed"


ek.run_check(check)
