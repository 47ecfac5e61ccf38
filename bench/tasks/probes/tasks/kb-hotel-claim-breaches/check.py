import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# policy v4: cap per night (amount / nights), GBP 200 London, 140 elsewhere; above the cap only a
# PA-nnnn pre-approval reference makes the stay compliant
EXPECTED = ["C-304", "C-307", "C-308", "C-309", "C-312"]


def check(ws, ev):
    path = os.path.join(ws, "hotel_breaches.txt")
    require(os.path.isfile(path), "hotel_breaches.txt not created")
    text = read(path).lstrip("\ufeff")
    idre = re.compile(r"(?<![\w-])C-?(3\d\d)(?!\d)", re.I)
    ids = ["C-" + m for m in idre.findall(text)]
    require(ids, "no claim IDs (C-3nn) found in hotel_breaches.txt")
    require(len(ids) == len(set(ids)), "claim IDs listed more than once: %s" % ids)
    wrong = sorted(set(ids) - set(EXPECTED))
    missing = sorted(set(EXPECTED) - set(ids))
    require(not wrong and not missing, "listed %s; should not list %s; missing %s" % (ids, wrong, missing))
    lines = content_lines(text)
    require(all(len(idre.findall(l)) <= 1 for l in lines), "more than one claim ID on a line (one per line wanted)")
    require(len([l for l in lines if not idre.search(l)]) <= 1, "lines other than claim IDs in hotel_breaches.txt")
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "5 breaching hotel lines listed"

run_check(check)
