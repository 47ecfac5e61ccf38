import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()


def hog(hid, name, admitted, status, meds, weighs, notes=""):
    return {"id": hid, "name": name, "admitted": admitted, "status": status, "on_medication": meds,
            "weigh_ins": [{"date": d, "grams": g} for d, g in weighs], "notes": notes}


HOGS = [
    hog("H25-031", "Bramble", "2025-09-02", "in care", False,
        [("2025-09-02", 410), ("2025-09-16", 520), ("2025-10-07", 655), ("2025-09-30", 610)]),
    hog("H25-034", "Conker", "2025-09-09", "in care", False,
        [("2025-09-09", 380), ("2025-10-07", 590), ("2025-09-23", 470)], "autumn juvenile"),
    hog("H25-035", "Conker II", "2025-09-11", "in care", False,
        [("2025-09-11", 560), ("2025-09-25", 640), ("2025-10-09", 702)]),
    hog("H25-038", "Pip", "2025-09-15", "in care", True,
        [("2025-09-15", 600), ("2025-10-06", 690)], "ringworm - itraconazole until 20 Oct"),
    hog("H25-040", "Thistle", "2025-09-18", "released", False,
        [("2025-09-18", 590), ("2025-10-01", 720)], "released Millfield Lane 3 Oct"),
    hog("H25-041", "Hazel", "2025-09-20", "in care", False,
        [("2025-10-08", 580), ("2025-09-20", 500), ("2025-09-27", 640)], "lost weight after move to outdoor pen"),
    hog("H25-044", "Acorn", "2025-09-24", "in care", False,
        [("2025-09-24", 450), ("2025-10-08", 600)]),
    hog("H25-045", "Mr Prickles", "2025-09-25", "in care", False,
        [("2025-10-09", 1040), ("2025-09-25", 880)], "adult male, road casualty, wound healed"),
    hog("H25-047", "Sloe", "2025-09-29", "in care", True,
        [("2025-09-29", 310), ("2025-10-09", 395)], "lungworm course"),
    hog("H25-048", "Nutmeg", "2025-10-01", "died", False, [("2025-10-01", 240)]),
    hog("H25-050", "Bracken", "2025-10-03", "in care", False,
        [("2025-10-03", 700), ("2025-10-09", 598)], "finished meds 6 Oct"),
    hog("H25-052", "Rowan", "2025-10-05", "in care", False,
        [("2025-10-05", 720), ("2025-10-09", 745)], "on_medication cleared 8 Oct"),
]

OLD = [
    hog("H24-061", "Bramble", "2024-10-02", "released", False, [("2024-10-02", 500), ("2024-10-30", 650)]),
    hog("H24-066", "Pebble", "2024-10-11", "in care", False, [("2024-10-11", 430), ("2024-11-20", 660)],
        "overwintered"),
    hog("H24-070", "Willow", "2024-10-19", "in care", False, [("2024-10-19", 620)]),
]

ek.write(os.path.join(ws, "rescue", "hogs.json"),
         json.dumps({"rescue": "Little Hollow Hedgehog Rescue", "updated": "2025-10-09", "hogs": HOGS}, indent=2))
ek.write(os.path.join(ws, "rescue", "archive", "hogs_2024.json"),
         json.dumps({"rescue": "Little Hollow Hedgehog Rescue", "updated": "2025-01-15", "hogs": OLD}, indent=2))
ek.write(os.path.join(ws, "rescue", "RELEASE_POLICY.md"), """# Release policy (agreed by the volunteers, Sept 2025)

A hog can go back out when ALL of these hold:

1. status is "in care" (released and died hogs stay in the file for the records);
2. its most recent weigh-in is at least 600 g - go by the date, the weigh-ins are not always typed in order;
3. it is not on medication (`on_medication` is false).

Autumn juveniles that are still under 600 g overwinter with us. Release at dusk, where the hog was found
if that is safe. Last year's hogs are in archive/ and are not part of this.
""")
ek.write(os.path.join(ws, "rescue", "feeding_rota.txt"), """Mon  Jo, Priti
Tue  Dave
Wed  Jo
Thu  Sandra, Kit
Fri  Priti
Sat  Dave, Sandra
Sun  Kit
""")
