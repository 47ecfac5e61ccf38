import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

REL = "greenhouse/controller/aquaponics.yaml"


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != REL:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, REL)
    ek.require(os.path.isfile(p), "%s is missing" % REL)
    old = ek.read(os.path.join(pws, REL)).rstrip("\n").split("\n")
    new = ek.read(p).replace("\r\n", "\n").rstrip("\n").split("\n")
    ek.require(len(old) == len(new), "line count changed (%d -> %d)" % (len(old), len(new)))
    block, targets = None, {}
    for i, line in enumerate(old):
        m = re.match(r"  (\w+):\s*$", line)
        if m:
            block = m.group(1)
        elif not line.startswith("  "):
            block = None
        if block == "grow_bed_2" and line.strip().startswith("on_minutes"):
            targets[i] = ("on_minutes", 10)
        if block == "grow_bed_2" and line.strip().startswith("off_minutes"):
            targets[i] = ("off_minutes", 50)
    ek.require(len(targets) == 2, "checker could not find grow_bed_2 lines")
    for i, (a, b) in enumerate(zip(old, new)):
        if i in targets:
            key, val = targets[i]
            ek.require(re.fullmatch(r"    %s: *%d *(#.*)?" % (key, val), b) is not None,
                       "grow_bed_2 %s line is %r, expected '    %s: %d'" % (key, b, key, val))
        else:
            ek.require(a.rstrip() == b.rstrip(), "line %d changed: %r -> %r" % (i + 1, a, b))
    return "grow_bed_2 now 10 on / 50 off, rest unchanged"


ek.run_check(check)
