import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Intervals mix "N days" and "N weeks": reading the number as days wrongly adds Snake plant, Cactus, Aloe vera.
# Not due: Calathea, Pothos, Basil (due 11 April). The commented-out Orchid is not a plant any more.
EXPECTED = ["Fiddle-leaf fig", "Monstera", "Peace lily", "Spider plant", "String of pearls", "ZZ plant"]


def check(ws, ev):
    path = os.path.join(ws, "water_today.txt")
    require(os.path.isfile(path), "water_today.txt not created")
    got = [norm(s) for s in content_lines(read(path).lstrip("\ufeff"))]
    want = [norm(s) for s in EXPECTED]
    require(sorted(got) == sorted(want), "plants listed: %s; expected %s" % (got, want))
    require(got == want, "plants are not in alphabetical order")
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "6 plants due"

run_check(check)
