import datetime
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

GROUP = [["Item", "Quantity needed", "Notes"],
         ["Patrol tent", "4", "check all poles are in the bags"],
         ["Dining shelter", "1", ""],
         ["Gas stove", "3", "two-burner"],
         ["Gas canister", "6", "blue 907 bottles"],
         ["Cool box", "2", ""],
         ["Water carrier", "4", "25 litre, rinsed"],
         ["Mallet", "6", "rubber"],
         ["First aid kit", "2", "restock plasters"],
         ["Lantern", "4", "new batteries"],
         ["Washing-up bowl", "2", ""],
         ["Tarp", "3", "3 m x 4 m"],
         ["Fire bucket", "2", "filled on site"]]
EXTRAS = [["Item", "Quantity"],
          ["Hammock", "2"],
          ["Parachute (games)", "1"],
          ["Bunting", "1"]]
PACKED = {
    "camp": "Summer camp 2026 - Bramble Wood",
    "updated": "2026-07-22T19:40:00",
    "packed_by": "Quartermaster",
    "boxes": [
        {"box": "Trailer bay 1", "items": [
            {"item": "Patrol tent", "qty": 2},
            {"item": "Dining shelter", "qty": 1},
            {"item": "mallet", "qty": 3},
            {"item": "Tarp", "qty": 3},
        ]},
        {"box": "Trailer bay 2", "items": [
            {"item": "Patrol Tent", "qty": 2},
            {"item": "Gas stove", "qty": 2},
            {"item": "Gas canister", "qty": 6},
            {"item": "Mallet", "qty": 2},
            {"item": "Bunting", "qty": 1},
        ]},
        {"box": "Kitchen crate", "items": [
            {"item": "Water carrier", "qty": "4"},
            {"item": "Washing-up bowl", "qty": 1},
            {"item": "Tea towels", "qty": 10},
            {"item": "Fire bucket ", "qty": 2},
        ]},
        {"box": "Leaders' box", "items": [
            {"item": "First aid kit", "qty": 2},
            {"item": "Lantern", "qty": 4},
            {"item": "Cool box", "qty": 0, "note": "borrowing two from the church hall on Thursday"},
        ]},
    ],
}

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2026, 6, 30, 20, 0, 0)
    cp.author = cp.last_modified_by = "Quartermaster"
    add_heading(d, "14th Dunmere Scouts \u2013 summer camp kit list", 0)
    add_par(d, ["Camp: ", ("Bramble Wood, 24\u201331 July 2026", "b"), ". Everything below goes in the trailer."])
    add_heading(d, "Group kit", 1)
    add_table(d, GROUP)
    add_heading(d, "Optional extras (only if there's room)", 1)
    add_table(d, EXTRAS)
    add_heading(d, "Personal kit", 1)
    add_par(d, "Each Scout brings their own sleeping bag, roll mat, mess tin, torch and waterproofs.")
    save_docx(d, os.path.join(ws, "kit_list.docx"))
    write(os.path.join(ws, "packed.json"), json.dumps(PACKED, indent=2))
