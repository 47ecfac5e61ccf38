import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# LV21 KXP (20,150 km since service), YH70 BNM (exactly 15,000 = its interval), MA19 TRE (15,220; the last
# MA19 TRE row of 2025-06.csv is a late-typed 2 June trip at 109,038 -> 13,538). Not: LV21 KXR (19,990),
# MA19 TRF (would be due but sold), YH70 BNW and KP22 ZZA. Trip logs type regs without the space / lower case.
EXPECTED = {"LV21KXP", "YH70BNM", "MA19TRE"}
REG = re.compile(r"(?<![A-Z0-9])([A-Z]{2}\d{2})\s?([A-Z]{3})(?![A-Z0-9])")


def check(ws, ev):
    path = os.path.join(ws, "service_due.txt")
    require(os.path.isfile(path), "service_due.txt not created")
    text = read(path).lstrip("\ufeff").upper()
    lines = content_lines(text)
    regs = []
    for l in lines:
        found = REG.findall(l)
        require(len(found) <= 1, "more than one registration on a line: %r" % l)
        regs += [a + b for a, b in found]
    require(regs, "no registrations found in service_due.txt")
    require(len(regs) == len(set(regs)), "a registration is listed twice: %s" % regs)
    wrong, missing = sorted(set(regs) - EXPECTED), sorted(EXPECTED - set(regs))
    require(not wrong and not missing, "listed %s; should not list %s; missing %s" % (regs, wrong, missing))
    require(len([l for l in lines if not REG.search(l)]) <= 1, "lines other than registrations in service_due.txt")
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "3 vans due"

run_check(check)
