import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Seven patterns move: Aran -> aran/, DK and "dk" -> dk/ (an existing folder holding ribbed-scarf.md already, which
# stays), "lace" -> lace/, "4ply" (quoted) -> 4ply/, "Chunky   " (trailing spaces) -> chunky/, "Winter Mittens.md"
# (space in the name) -> dk/. tea-cosy.md has only `weight: 120 g` (the finished weight), template.md shows
# yarn_weight only in a code block of its body, notes.md has no front matter: these stay, as do the PDF chart and
# the CSV. Exact tree under patterns/; contents unchanged.
MOVES = {
    "patterns/cabled-beanie.md": "patterns/aran/cabled-beanie.md",
    "patterns/baby-cardigan.md": "patterns/dk/baby-cardigan.md",
    "patterns/lace-shawl.md": "patterns/lace/lace-shawl.md",
    "patterns/ankle-socks.md": "patterns/4ply/ankle-socks.md",
    "patterns/chunky-cowl.md": "patterns/chunky/chunky-cowl.md",
    "patterns/Winter Mittens.md": "patterns/dk/Winter Mittens.md",
    "patterns/fair-isle-yoke.md": "patterns/dk/fair-isle-yoke.md",
}


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_tree(pws, ws, lambda p: MOVES.get(p, p), "patterns")
    return "7 patterns moved into yarn-weight folders"

run_check(check)
