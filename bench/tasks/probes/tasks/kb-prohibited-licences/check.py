import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# policy v3: every OR choice prohibited -> prohibited; case-insensitive ids; LGPL/MPL only need review
EXPECTED = ["docmerge", "iconset-pro", "mongolite-kit", "pdfweave", "serialink", "streamvault", "wirepack"]


def check(ws, ev):
    path = os.path.join(ws, "prohibited_packages.txt")
    require(os.path.isfile(path), "prohibited_packages.txt not created")
    got = [l.strip().strip("`\"'").lower() for l in content_lines(read(path).lstrip("\ufeff"))]
    require(sorted(got) == sorted(EXPECTED), "packages listed: %s, expected %s" % (got, EXPECTED))
    require(got == EXPECTED, "names not sorted alphabetically: %s" % got)
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "7 prohibited packages listed in order"

run_check(check)
