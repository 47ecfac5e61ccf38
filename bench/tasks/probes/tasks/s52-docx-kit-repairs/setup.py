import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

KIT = [
    ["Item", "Qty", "Condition", "Kept at"],
    ["Match balls (size 4)", "10", "Good", "Container"],
    ["Training bibs (orange)", "24", "Good", "Kit bag A"],
    ["Corner flags", "4", "Needs repair", "Container"],
    ["Pop-up goals (small)", "2", "Needs repair", "Container"],
    ["Cones", "40", "Good", "Kit bag B"],
    ["Ball pump", "1", "Needs repair", "Kit bag A"],
    ["First aid kit", "1", "Restocked Aug", "Kit bag A"],
    ["Stopwatch", "1", "Good", "Coach (Dave)"],
    ["Goalkeeper gloves", "3 pairs", "Worn", "Kit bag B"],
    ["Ball net bags", "2", "Good", "Container"],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Fernhill Rovers U10s \u2013 kit inventory", 1)
    add_par(d, ["Checked by the coaches at the end of last season (May). ",
                ("Please tell Dave if anything goes missing.", "i")])
    add_table(d, KIT)
    add_par(d, [("Budget: ", "b"), "the club has set aside \u00a3150 for kit this season."])
    save_docx(d, os.path.join(ws, "kit_inventory.docx"))
    write(os.path.join(ws, "fixtures_autumn.txt"), "6 Sep  home  v Oakleigh Juniors\n13 Sep  away  v Castle Park\n"
          "20 Sep  home  v Millbrook Colts\n")
