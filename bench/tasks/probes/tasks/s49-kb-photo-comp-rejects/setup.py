import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

RULES_2526 = """# Wyvern Camera Club \u2013 Projected Digital Image (PDI) competition rules, 2025\u201326 season

Adopted at the AGM on 10 September 2025. These rules replace the 2024\u201325 rules for all rounds from
September 2025.

## 1. Files
1.1 JPEG only, sRGB colour space.
1.2 The image must fit within **1600 pixels wide by 1200 pixels high**: width no more than 1600 px and height
no more than 1200 px. Portrait images therefore have a maximum height of 1200 px. Smaller images are allowed
but will be shown smaller.
1.3 File size no more than **2,000,000 bytes**.

## 2. Entries
2.1 Each member may enter up to **three** images per round. If a member submits more than three, the three
submitted earliest (by submission time) are accepted and any later ones are rejected.
2.2 Entries the member has withdrawn before the deadline do not count towards the three.
2.3 Judging is anonymous: the title must not contain the photographer's own name (first name or surname).
Titles may mention other people.

## 3. Judging
3.1 Each round is scored by an external judge out of 20. Results are read out on the club night after the
round closes.
"""

RULES_2425 = """# Wyvern Camera Club \u2013 PDI competition rules, 2024\u201325 season

SUPERSEDED by the 2025\u201326 rules (AGM, September 2025).

* Images must fit within 1400 x 1050 pixels.
* Maximum file size 3 MB.
* Up to four entries per member per round.
* Titles must not contain the photographer's name.
"""

INTERCLUB = """# Western Counties Photographic Federation \u2013 interclub PDI guidelines

For the federation's interclub battles only (the club selects its panel from members' work). Not used for
the club's own competitions.

* Images up to 1920 x 1080 pixels, sRGB, file size up to 4 MB.
* Five images per club per round.
"""

CALENDAR = """# Club calendar, autumn 2025

* 17 Sep \u2013 PDI round 1 results
* 15 Oct \u2013 PDI round 2 results
* 6 Nov \u2013 PDI round 3 entries close at 23:59
* 12 Nov \u2013 PDI round 3 results (judge: Alan Pryce ARPS)
* 3 Dec \u2013 Christmas social
"""

HEAD = "entry_id,member,title,filename,width_px,height_px,file_bytes,submitted,status"
ROWS = [
    ("R3-01", "Ann Ridley", "Heron at Dawn", "heron_dawn.jpg", 1600, 1067, 1480220, "2025-11-02 19:04", "entered"),
    ("R3-02", "Carol Hughes", "Morning Mist by Carol Hughes", "mist.jpg", 1600, 1200, 1902114, "2025-11-01 08:40", "entered"),
    ("R3-03", "Dev Patel", "Neon Alley", "neon_alley.jpg", 1600, 1200, 1998000, "2025-11-04 08:15", "entered"),
    ("R3-04", "Ann Ridley", "Old Harbour Steps", "harbour_steps.jpg", 1200, 1600, 1650400, "2025-11-03 21:30", "entered"),
    ("R3-05", "Marek Nowak", "Frost Pattern", "frost.jpg", 900, 1200, 870112, "2025-11-02 10:12", "entered"),
    ("R3-06", "dev patel ", "Station Clock", "station_clock.jpg", 1600, 900, 1210554, "2025-11-05 21:40", "entered"),
    ("R3-07", "Dev Patel", "Rain on Glass", "rain_glass.jpg", 1440, 1080, 1333007, "2025-11-01 10:00", "entered"),
    ("R3-08", "Dev Patel", "Kite Surfer", "kite.jpg", 1600, 1066, 1760340, "2025-11-03 17:55", "entered"),
    ("R3-09", "Marek Nowak", "Blue Hour Pier", "pier_blue.jpg", 1600, 1200, 2048000, "2025-11-04 22:01", "entered"),
    ("R3-10", "Sunita Rao", "Bluebells", "bluebells.jpg", 1620, 1080, 1544800, "2025-11-02 14:26", "entered"),
    ("R3-11", "Sunita Rao", "Fox in the Snow", "fox_snow.jpg", 1600, 1200, 2000000, "2025-11-05 09:09", "entered"),
    ("R3-12", "Tom Ellis", "Lichen", "lichen.jpg", 1200, 1200, 990044, "2025-11-01 12:00", "withdrawn"),
    ("R3-13", "Tom Ellis", "Allotment Shed", "shed.jpg", 1600, 1067, 1400200, "2025-11-02 20:15", "entered"),
    ("R3-14", "Tom Ellis", "Swans Taking Off", "swans.jpg", 1600, 1067, 1712090, "2025-11-04 19:45", "entered"),
    ("R3-15", "Tom Ellis", "Harvest Moon", "moon.jpg", 1200, 1200, 655130, "2025-11-06 23:10", "entered"),
    ("R3-16", "Sunita Rao", "Marek at the Lathe", "lathe.jpg", 1067, 1200, 1290777, "2025-11-06 18:02", "entered"),
    ("R3-17", "Ann Ridley", "Annual Ploughing Match", "ploughing.jpg", 1600, 1067, 1835260, "2025-11-06 20:47", "entered"),
]

ROUND2 = [
    ("R2-01", "Ann Ridley", "Winter Reeds", "reeds.jpg", 1600, 1200, 1702333, "2025-10-03 20:00", "entered"),
    ("R2-02", "Dev Patel", "Underpass", "underpass.jpg", 2000, 1333, 2900100, "2025-10-04 11:11", "entered"),
    ("R2-03", "Marek Nowak", "Rust", "rust.jpg", 1600, 1200, 1600000, "2025-10-05 09:30", "entered"),
]


def csv_text(rows):
    out = [HEAD]
    for r in rows:
        out.append(",".join(str(v) for v in r))
    return "\n".join(out)


if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "entries", "round3_entries.csv"), csv_text(ROWS))
    write(os.path.join(ws, "entries", "round2_entries.csv"), csv_text(ROUND2))
    if kb:
        write(os.path.join(kb, "pdi-rules-2025-26.md"), RULES_2526)
        write(os.path.join(kb, "pdi-rules-2024-25.md"), RULES_2425)
        write(os.path.join(kb, "federation-interclub-guidelines.md"), INTERCLUB)
        write(os.path.join(kb, "club-calendar-autumn-2025.md"), CALENDAR)
