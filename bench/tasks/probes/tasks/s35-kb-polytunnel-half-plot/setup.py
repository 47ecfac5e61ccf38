import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

RULES_2025 = """# Hollybrook Allotment Society - Site rules

Adopted at the AGM on 8 March 2025. These rules replace the 2019 site rules in full.

## 1. Cultivation

At least 75% of every plot must be cultivated for fruit, vegetables or flowers. Plots are inspected in May and
September.

## 2. Structures

2.1 Every structure needs the committee's written permission before it is put up. Ask the site secretary.

2.2 Sheds: one per plot, no larger than 2.4 m x 1.8 m, on a base that can be removed.

2.3 Greenhouses and polytunnels: one per plot. On a full plot the floor area may be up to 12 m2; on a half plot
up to 6 m2. No structure may be higher than 2.5 m.

2.4 Cold frames and cloches under 1 m high do not need permission.

## 3. Water

Hoses may only be used to fill water butts and troughs, never for watering plots directly.

## 4. Bonfires

Bonfires are not allowed between 1 April and 31 October. At other times, only dry plant material, and only
before 10:00.
"""

RULES_2019 = """# Hollybrook Allotment Society - Site rules (2019)

SUPERSEDED - replaced by the site rules adopted in March 2025. Kept for reference.

## Structures

Sheds up to 2.4 m x 1.8 m. Greenhouses and polytunnels: on a full plot up to 15 m2, on a half plot up to 9 m2,
maximum height 3 m. Tell the committee before putting one up.
"""

MILL_LANE = """# Mill Lane Allotments - Tenancy rules

Mill Lane Allotments are run by the town council, not by Hollybrook Allotment Society.

Polytunnels: up to 10 m2 on half plots and 20 m2 on full plots, with the council's permission. Sheds up to
6 m2. Water troughs are filled on Mondays.
"""

FAQ = """# Hollybrook - Frequently asked questions

**Can I share my plot?** Yes, with a co-worker named on your tenancy.

**Where do I get a polytunnel?** Members have had good results with the 3 m x 2 m tunnels sold at the
garden centre on Ferry Road (about 6 m2). Ask the committee first - see the site rules, section 2.

**Can I keep chickens?** Not on half plots. Full plots: up to six hens, with permission.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "plot_notes.txt"), "Plot 14B (half plot). Tunnel I'm looking at: 3 m x 2.5 m, 2.1 m high.\n")
    if kb:
        write(os.path.join(kb, "allotments", "hollybrook-site-rules-2025.md"), RULES_2025)
        write(os.path.join(kb, "allotments", "archive", "hollybrook-site-rules-2019.md"), RULES_2019)
        write(os.path.join(kb, "allotments", "mill-lane-tenancy-rules.md"), MILL_LANE)
        write(os.path.join(kb, "allotments", "hollybrook-faq.md"), FAQ)
