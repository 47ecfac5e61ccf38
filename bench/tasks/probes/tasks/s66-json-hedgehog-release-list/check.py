import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# in care + latest weigh-in (by date) >= 600 g + not on medication:
# Bramble (655), Conker II (702), Acorn (600 exactly), Mr Prickles (1040), Rowan (745).
# Traps: Conker (590), Hazel (last typed 640 but latest 580), Pip (meds), Thistle (released),
# Bracken (latest 598), Sloe (meds, light), Pebble/Willow (2024 archive).
EXPECTED = ["Bramble", "Conker II", "Acorn", "Mr Prickles", "Rowan"]
ALL = EXPECTED + ["Conker", "Pip", "Thistle", "Hazel", "Sloe", "Nutmeg", "Bracken", "Pebble", "Willow"]


def name_in(line):
    hits = [n for n in ALL if re.search(r"(?<![\w])" + re.escape(n.lower()) + r"(?![\w])", ek.norm(line).replace(".", ""))]
    hits.sort(key=len, reverse=True)
    # "Conker II" also contains "Conker": keep the longest name found
    return hits[0] if hits else None


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    p = os.path.join(ws, "release_ready.txt")
    ek.require(os.path.isfile(p), "release_ready.txt not found in the workspace root")
    lines = [ln for ln in ek.content_lines(ek.read(p)) if not re.fullmatch(r"(?i)names?:?", ln)]
    got = []
    for ln in lines:
        n = name_in(ln)
        ek.require(n is not None, f"line {ln!r} does not name a hog")
        got.append(n)
    ek.require(len(got) == len(set(got)), "a hog is listed twice")
    missing = [n for n in EXPECTED if n not in got]
    extra = [n for n in got if n not in EXPECTED]
    ek.require(not extra, "listed but not ready: " + ", ".join(extra))
    ek.require(not missing, "ready but missing: " + ", ".join(missing))
    return "five hogs listed: " + ", ".join(EXPECTED)


ek.run_check(check)
