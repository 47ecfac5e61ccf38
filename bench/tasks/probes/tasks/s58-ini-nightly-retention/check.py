import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != "backup/nas-backup.ini":
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "backup", "nas-backup.ini")
    ek.require(os.path.isfile(p), "backup/nas-backup.ini is missing")
    old = ek.read(os.path.join(pws, "backup", "nas-backup.ini")).rstrip("\n").split("\n")
    new = ek.read(p).replace("\r\n", "\n").rstrip("\n").split("\n")
    ek.require(len(old) == len(new), "line count changed (%d -> %d)" % (len(old), len(new)))
    # locate the live retention line of the [nightly] section
    section, target = None, None
    for i, line in enumerate(old):
        s = line.strip()
        if s.startswith("["):
            section = s
        elif section == "[nightly]" and s.startswith("retention_days"):
            target = i
    for i, (a, b) in enumerate(zip(old, new)):
        if i == target:
            ek.require(re.fullmatch(r"\s*retention_days\s*=\s*30\s*", b) is not None,
                       "nightly retention line is %r, expected retention_days = 30" % b)
        else:
            ek.require(a.rstrip() == b.rstrip(), "line %d changed: %r -> %r" % (i + 1, a, b))
    return "nightly retention is 30, everything else unchanged"


ek.run_check(check)
