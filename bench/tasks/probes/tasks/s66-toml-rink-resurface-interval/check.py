import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# capacity > 250: public_afternoon (320) and friday_disco (260) -> 60.
# skating_gala is exactly 250 and stays 90; the commented line in friday_disco stays a comment.
TARGETS = {"[sessions.public_afternoon]", "[sessions.friday_disco]"}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != "rink/schedule.toml":
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    p = os.path.join(ws, "rink", "schedule.toml")
    ek.require(os.path.isfile(p), "rink/schedule.toml is missing")
    old = ek.read(os.path.join(pws, "rink", "schedule.toml")).rstrip("\n").split("\n")
    new = ek.read(p).replace("\r\n", "\n").rstrip("\n").split("\n")
    ek.require(len(old) == len(new), f"line count changed ({len(old)} -> {len(new)})")
    section, targets = None, set()
    for i, line in enumerate(old):
        s = line.strip()
        if s.startswith("["):
            section = s
        elif section in TARGETS and s.startswith("resurface_every_min"):
            targets.add(i)
    for i, (a, b) in enumerate(zip(old, new)):
        if i in targets:
            ek.require(re.fullmatch(r"\s*resurface_every_min\s*=\s*60\s*(#.*)?", b) is not None,
                       f"line {i + 1} is {b!r}, expected resurface_every_min = 60")
        else:
            ek.require(a.rstrip() == b.rstrip(), f"line {i + 1} changed: {a!r} -> {b!r}")
    return "public_afternoon and friday_disco at 60 min, everything else unchanged"


ek.run_check(check)
