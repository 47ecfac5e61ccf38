import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# need = max(2, ceil(staff/15)); valid = trained within 3 years before 1 Jul 2025 and not on long leave
# G: 9+24=33 staff -> 3, has 2 (short) | 1: 46 -> 4, has 3 (short) | 2: 30 -> 2, has 1, two lapsed (short)
# 3: 44 -> 3, has 2, one on maternity leave (short) | 4: 15 -> 2, has 2 | 5: 61 -> 5, has 5 (Sep 2022 still valid)
WANT = {"G", "1", "2", "3"}


def floor_of(line):
    s = ek.norm(line)
    s = re.sub(r"^(floor|level)\s*[:#-]?\s*", "", s)
    m = re.match(r"(ground|g|\d)(?:st|nd|rd|th)?\b", s)
    if not m:
        m = re.match(r"(?:the\s+)?(ground|first|second|third|fourth|fifth)\s+floor\b", s)
    if not m:
        return None
    v = m.group(1)
    return {"ground": "G", "g": "G", "first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5"}.get(v, v)


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "short_floors.txt")
    ek.require(os.path.isfile(p), "short_floors.txt not found")
    got = [floor_of(l) for l in ek.content_lines(ek.read(p))]
    floors = {g for g in got if g}
    ek.require(floors, "no floors found in short_floors.txt")
    ek.require(not (floors - WANT), "floors listed that are not short: %s" % ", ".join(sorted(floors - WANT)))
    ek.require(not (WANT - floors), "short floors missing: %s" % ", ".join(sorted(WANT - floors)))
    return "floors G, 1, 2 and 3 are short"


ek.run_check(check)
