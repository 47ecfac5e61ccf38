import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

INFO = [
    ["", "Details"],
    ["Check-in", "from 16:00"],
    ["Check-out", [("by 10:00", "b")]],
    ["Wi-Fi network", "Curlew-Guest"],
    ["Bins", "Black bin out on Sunday evening; recycling in the blue crate"],
    ["Nearest shop", "Spar, Main Street (open 07:00\u201321:00)"],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Welcome to Curlew Cottage", 1)
    add_par(d, ["We hope you have a lovely stay. The key safe is to the left of the front door; the code is in your "
                "booking confirmation."])
    add_heading(d, "Arriving and leaving", 2)
    add_par(d, ["You can arrive from 16:00 on your first day. On your last morning please leave by ",
                ("10:00", "b"), " so that our cleaners have time to get the cottage ready for the next guests."])
    add_par(d, ["Before you go, please strip the beds, run the dishwasher and ", ("leave the keys in the key safe", "i"), "."])
    add_heading(d, "Useful information", 2)
    add_table(d, INFO)
    add_heading(d, "In an emergency", 2)
    add_par(d, ["Call ", ("Jean on 07700 900 318", "b"), " (any time) or 999 for emergency services. "
                "The stopcock is under the kitchen sink and the fuse box is in the hall cupboard."])
    save_docx(d, os.path.join(ws, "guest_welcome.docx"))
    write(os.path.join(ws, "changeover_checklist.txt"), "Changeover: strip beds, laundry bags to porch, restock tea/coffee,"
          " check smoke alarm, photo of meter.\n")
