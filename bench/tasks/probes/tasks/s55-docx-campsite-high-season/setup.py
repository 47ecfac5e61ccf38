import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

PITCHES = [
    ["Pitch type", "Low season", "Mid season", "High season"],
    ["Grass, no electric", "\u00a318", "\u00a322", "\u00a327"],
    ["Grass with electric", "\u00a322", "\u00a326", "\u00a331"],
    ["Hardstanding with electric", "\u00a325", "\u00a329", "\u00a336"],
    ["Hardstanding, electric + water & waste", "\u00a328", "\u00a332", "\u00a340"],
]
EXTRAS = [
    ["Extra", "Price per night"],
    ["Additional adult", "\u00a37"],
    ["Child (3\u201315)", "\u00a34"],
    ["Dog (max. 2)", "\u00a32"],
    ["Awning or extra small tent", "\u00a33"],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Hollybank Farm Caravan & Camping \u2013 Tariff 2025", 1)
    add_par(d, ["Prices are per pitch per night and include ", ("two adults", "b"),
                ", one car and use of the toilet block and showers."])
    add_par(d, [("Low season:", "b"), " 14 March \u2013 16 May and 8 September \u2013 31 October. ",
                ("Mid season:", "b"), " 17 May \u2013 17 July. ",
                ("High season:", "b"), " 18 July \u2013 7 September and the May bank holiday weekends."])
    add_heading(d, "Pitches", 2)
    add_table(d, PITCHES)
    add_heading(d, "Extras", 2)
    add_table(d, EXTRAS)
    add_heading(d, "Booking", 2)
    add_par(d, ["A deposit of ", ("\u00a330", "b"), " secures a booking in high season; the balance is paid on arrival. "
                "Minimum stay of 3 nights in high season. Arrive after 1pm, leave by 11am."])
    save_docx(d, os.path.join(ws, "tariff_2025.docx"))
    write(os.path.join(ws, "enquiries.txt"), "Enquiries log\n14 Mar - Mr Dale, two nights in April, grass pitch - sent tariff\n")
