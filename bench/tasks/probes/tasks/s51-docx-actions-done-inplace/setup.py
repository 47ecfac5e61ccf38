import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ACTIONS = [
    ["ID", "Action", "Owner", "Due", "Status"],
    ["A-04", "Get three quotes for repainting the hall railings", "Martin", "30 Sep", "Done"],
    ["A-05", "Renew the public liability insurance", "Priti", "15 Oct", "Done"],
    ["A-06", "Ask the council about a dropped kerb at the side gate", "Glenys", "31 Oct", "Open"],
    ["A-07", "Book the Christmas fair entertainer", "Rhodri", "31 Oct", "Open"],
    ["A-08", "Update the hall hire form with the new rates", "Priti", "15 Nov", "In progress"],
    ["A-09", "Check the defibrillator pads' expiry date", "Martin", "15 Nov", "Open"],
    ["A-10", "Draft the spring newsletter", "Aled", "30 Nov", "Open"],
    ["A-11", "Replace the broken kitchen tap", "Glenys", "30 Nov", "In progress"],
    ["A-12", "Set up a shared calendar for hall bookings", "Aled", "31 Dec", "Open"],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Llanfair Village Hall committee \u2013 action log", 1)
    add_par(d, ["Updated after each monthly meeting by the secretary. ", ("Done", "b"),
                " actions are removed after the AGM."])
    add_table(d, ACTIONS)
    add_par(d, [("Next meeting: ", "b"), "Tuesday 18 November 2025, 7.30pm, in the small room."])
    save_docx(d, os.path.join(ws, "committee_actions.docx"))
    write(os.path.join(ws, "minutes_notes.txt"),
          "Meeting 4 November - rough notes\n- Rhodri: entertainer booked (Magic Mervyn), deposit paid.\n"
          "- Glenys: kitchen tap replaced by the plumber on Saturday.\n- Defib pads: Martin still to check.\n")
