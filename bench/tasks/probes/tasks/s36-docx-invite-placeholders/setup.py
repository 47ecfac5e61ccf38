import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2024, 9, 1, 18, 0, 0)
    cp.author = cp.last_modified_by = "Kestrel Valley Ramblers"
    add_heading(d, "Kestrel Valley Ramblers \u2013 Harvest Supper", 0)
    add_par(d, ["You are warmly invited to our annual harvest supper on ", ("[DA", "b"), ("TE]", "b"),
                " at ", ("[TIME]", "b"), "."])
    add_par(d, ["This year we are at ", ("[VENUE]", "b"), ". There is parking for about 20 cars; please share lifts "
                "where you can."])
    add_par(d, "Tickets are \u00a318 for members and \u00a322 for guests, including a two-course supper and a "
               "glass of cider or apple juice. Bring your own if you'd like anything else.")
    add_heading(d, "At a glance", 1)
    add_table(d, [["When", [("[DATE]", ""), (", ", ""), ("[TIME]", "")]],
                  ["Where", [("[VEN", "i"), ("UE]", "i")]],
                  ["Tickets", "\u00a318 members / \u00a322 guests"],
                  ["Reply by", [("[RSVP DATE]", "u")]]], bold_header=False)
    add_par(d, ["Please reply to Meera Joshi by ", ("[RSVP DATE]", "u"), " and tell her about any dietary "
                "needs. The date of the walk before supper will be in the October newsletter."])
    add_par(d, [("Template: change only the fields in square brackets. Last used for the 2024 supper.", "i")])
    save_docx(d, os.path.join(ws, "invite_template.docx"))
