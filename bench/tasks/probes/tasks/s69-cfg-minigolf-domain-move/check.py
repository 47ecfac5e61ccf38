import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

OLD, NEW = "minigolf-seaview.example", "seaviewgolf.example"
HISTORY = ("seaview-site/CHANGELOG.md", "seaview-site/logs/")


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    changed = 0
    for f in ek.list_files(pws):
        a, b = os.path.join(pws, f), os.path.join(ws, f)
        ek.require(os.path.isfile(b), "%s was removed" % f)
        old = ek.read(a)
        if OLD not in old or f.startswith(HISTORY):
            ek.require(ek.same_file(a, b), "%s was changed but should not be" % f)
            continue
        new = ek.read(b).replace("\r\n", "\n")
        ek.require(OLD not in new, "%s still mentions %s" % (f, OLD))
        want = old.replace(OLD, NEW).rstrip("\n").split("\n")
        got = new.rstrip("\n").split("\n")
        ek.require(len(want) == len(got), "%s: line count changed (%d -> %d)" % (f, len(want), len(got)))
        for i, (w, g) in enumerate(zip(want, got)):
            ek.require(w.rstrip() == g.rstrip(), "%s line %d: expected %r, found %r" % (f, i + 1, w.strip(), g.strip()))
        changed += 1
    return "%d files moved to %s; logs, CHANGELOG and Fairhaven untouched" % (changed, NEW)


ek.run_check(check)
