import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

REL = "roastery/profiles.toml"


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
    section, target = None, None
    for i, line in enumerate(old):
        s = line.strip()
        if s.startswith("["):
            section = s
        elif section == "[profiles.colombia_huila_medium]" and s.startswith("drop_temp_c"):
            target = i
    for i, (a, b) in enumerate(zip(old, new)):
        if i == target:
            ek.require(re.fullmatch(r"\s*drop_temp_c\s*=\s*209(\.0*)?\s*(#.*)?", b) is not None,
                       "colombia_huila_medium drop line is %r, expected drop_temp_c = 209" % b)
        else:
            ek.require(a.rstrip() == b.rstrip(), "line %d changed: %r -> %r" % (i + 1, a, b))
    return "colombia_huila_medium drop_temp_c = 209, rest unchanged"


ek.run_check(check)
