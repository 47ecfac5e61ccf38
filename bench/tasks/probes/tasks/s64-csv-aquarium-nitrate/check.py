import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

NAMES = ["Reef Display", "Cichlid Rocks", "Quarantine A", "Planted Nano", "Goldfish Tub", "Quarantine B", "Shrimp Rack"]
WANT = {"Cichlid Rocks", "Planted Nano", "Quarantine B"}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "aquarium", "high_nitrate.txt")
    ek.require(os.path.isfile(p), "aquarium/high_nitrate.txt is missing")
    lines = ek.content_lines(ek.read(p))
    ek.require(lines, "aquarium/high_nitrate.txt is empty")
    found = []
    for i, line in enumerate(lines):
        hits = [n for n in NAMES if ek.has_word(line, n)]
        if not hits and i == 0 and len(line) < 40:
            continue  # a header line such as "name" or "Tanks over 40 ppm:"
        ek.require(len(hits) == 1, "line %r should name exactly one tank" % line)
        found.append(hits[0])
    ek.require(len(found) == len(set(found)), "a tank is listed twice")
    ek.require(set(found) == WANT, "listed %s, expected %s" % (sorted(found), sorted(WANT)))
    return "Cichlid Rocks, Planted Nano, Quarantine B"


ek.run_check(check)
