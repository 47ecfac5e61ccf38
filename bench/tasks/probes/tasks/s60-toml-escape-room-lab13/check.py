import os, re, sys, tomllib
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f not in ("booking/rooms.toml", "booking/CHANGELOG.txt"):
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "booking", "rooms.toml")
    ek.require(os.path.isfile(p), "booking/rooms.toml is missing")
    raw = ek.read(p)
    try:
        data = tomllib.loads(raw)
    except Exception as e:
        raise ek.Fail("rooms.toml is no longer valid TOML (%s)" % e)
    old = ek.read(os.path.join(pws, "booking", "rooms.toml")).rstrip("\n").split("\n")
    new = raw.replace("\r\n", "\n").rstrip("\n").split("\n")
    ek.require(len(old) == len(new), "line count changed (%d -> %d)" % (len(old), len(new)))
    section, targets = None, {}
    for i, line in enumerate(old):
        s = line.strip()
        if s.startswith("["):
            section = s
        elif section == "[rooms.lab13]" and re.match(r"(max_players|price)\s*=", s):
            targets[i] = s.split("=")[0].strip()
    for i, (a, b) in enumerate(zip(old, new)):
        if i in targets:
            want = {"max_players": "8", "price": r"96(\.0+)?"}[targets[i]]
            ek.require(re.fullmatch(r"\s*%s\s*=\s*%s\s*(#.*)?" % (targets[i], want), b) is not None,
                       "Lab 13 %s line is %r" % (targets[i], b))
        else:
            ek.require(a.rstrip() == b.rstrip(), "line %d changed: %r -> %r" % (i + 1, a, b))
    lab = data["rooms"]["lab13"]
    ek.require(lab["max_players"] == 8 and lab["price"] == 96, "parsed Lab 13 values are %r" % lab)
    return "Lab 13 max_players 8, price 96; the rest untouched"


ek.run_check(check)
