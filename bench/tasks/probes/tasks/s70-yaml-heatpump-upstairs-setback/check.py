import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

TARGET = ["zones", "upstairs", "schedules", "weekday", "setback"]


def target_line(lines):
    path = []
    for i, l in enumerate(lines):
        s = l.split("#")[0].rstrip()
        if not s.strip():
            continue
        ind = len(s) - len(s.lstrip())
        key = s.strip().split(":")[0]
        while path and path[-1][0] >= ind:
            path.pop()
        path.append((ind, key))
        if [k for _, k in path] == TARGET:
            return i
    return None


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    rel = "heating/controller.yaml"
    for f in ek.list_files(pws):
        if f != rel:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, rel)
    ek.require(os.path.isfile(p), "%s is missing" % rel)
    old = ek.read(os.path.join(pws, rel)).rstrip("\n").split("\n")
    new = ek.read(p).replace("\r\n", "\n").rstrip("\n").split("\n")
    ek.require(len(old) == len(new), "line count changed (%d -> %d)" % (len(old), len(new)))
    t = target_line(old)
    for i, (a, b) in enumerate(zip(old, new)):
        if i == t:
            ek.require(re.fullmatch(r"        setback:\s*17(\.0)?\s*(#.*)?", b) is not None,
                       "upstairs weekday setback line is %r, expected setback: 17" % b)
        else:
            ek.require(a.rstrip() == b.rstrip(), "line %d changed: %r -> %r" % (i + 1, a, b))
    return "upstairs weekday setback 17, rest unchanged"


ek.run_check(check)
