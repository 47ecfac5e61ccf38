import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def pattern(front, body):
    return "---\n" + front.strip("\n") + "\n---\n\n" + body.strip("\n") + "\n"


FILES = {
    "patterns/cabled-beanie.md": pattern("""title: Cabled beanie
designer: Morag Ellis
yarn_weight: Aran
needles: 4.5 mm and 5 mm circular
""", """# Cabled beanie

Cast on 96 stitches with the 4.5 mm needle and work 2x2 rib for 6 cm.
Change to 5 mm and start the cable chart, repeating it 8 times around.
"""),
    "patterns/baby-cardigan.md": pattern("""title: Buttoned baby cardigan
yarn_weight: DK
sizes: [0-3m, 3-6m, 6-12m]
""", """# Buttoned baby cardigan

Worked top down in one piece. You will need 5 buttons (15 mm).
"""),
    "patterns/lace-shawl.md": pattern("""title: Seafoam lace shawl
yarn_weight: lace
needles: 3.5 mm
""", """# Seafoam lace shawl

Block hard: the pattern only opens up after blocking. Uses about 800 m of yarn.
"""),
    "patterns/ankle-socks.md": pattern("""title: Everyday ankle socks
yarn_weight: "4ply"
needles: 2.5 mm DPNs
""", """# Everyday ankle socks

Toe up with a short-row heel. Any 4ply sock yarn with nylon will do.
"""),
    "patterns/chunky-cowl.md": pattern("""title: Moss stitch cowl
yarn_weight: Chunky   
needles: 8 mm circular
""", """# Moss stitch cowl

A quick weekend knit: cast on 90 stitches and work moss stitch for 25 cm.
"""),
    "patterns/Winter Mittens.md": pattern("""title: Winter mittens
yarn_weight: dk
""", """# Winter mittens

Thumb gusset starts after the cuff. Knit two at a time so they match.
"""),
    "patterns/fair-isle-yoke.md": pattern("""title: Fair Isle yoke jumper
designer: Morag Ellis
yarn_weight: DK
colours: 5
""", """# Fair Isle yoke jumper

Chart B is for sizes 4 and 5 only. Swatch in the round.
"""),
    "patterns/tea-cosy.md": pattern("""title: Stripy tea cosy
yarn: leftover scraps
weight: 120 g
""", """# Stripy tea cosy

Use up your oddments: any yarn knitted double to a firm fabric works.
"""),
    "patterns/template.md": pattern("""title: Pattern template
""", """# Pattern template

Copy this file for a new pattern and fill in the front matter, for example:

```
---
title: My new hat
yarn_weight: Aran
---
```
"""),
    "patterns/notes.md": """# Knitting notes

* Buy more 5 mm DPNs - one went missing at the knitting group.
* The Aran beanie came up small: go up a needle size next time.
* DK cotton for dishcloths is in the blue box.
""",
    "patterns/dk/ribbed-scarf.md": pattern("""title: Ribbed scarf
yarn_weight: DK
""", """# Ribbed scarf

3x3 rib until it is as long as you are tall, more or less.
"""),
    "patterns/charts/cable-chart.pdf": "%PDF-1.4\n% cable chart for the cabled beanie (placeholder)\n",
    "patterns/yarn-stash.csv": "yarn,weight,metres,colour\nDrops Merino Extra Fine,DK,105,navy\nStylecraft Special,Aran,196,grey\n",
}

if __name__ == "__main__":
    ws, kb = setup_args()
    for rel, text in FILES.items():
        write(os.path.join(ws, rel), text)
