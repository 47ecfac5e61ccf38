import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

DIARY = [
    ["Date", "What", "Where"],
    ["Friday 6 June", "Quiz night (teams of up to 6)", "Village hall, 7.30pm"],
    ["Saturday 14 June", "Coffee morning for the church roof fund", "Village hall, 10am\u201312pm"],
    ["Wednesday 18 June", "Parish council meeting", "Small room, 7pm"],
    ["Saturday 28 June", "Summer fete", "Recreation ground, from 1pm"],
    ["Sunday 29 June", "Litter pick", "Meet at the bus shelter, 10am"],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Ashby Green News \u2013 June", 1)
    add_par(d, ["Welcome to the June issue. Thank you to everyone who helped at the plant sale, which raised ",
                ("\u00a3412", "b"), " for the school garden."])
    add_heading(d, "Coffee morning", 2)
    add_par(d, ["Join us for coffee, cake and a chat on ", ("Saturday 14 June", "b"),
                " in the village hall. Every penny goes to the church roof fund. ",
                ("Cakes for the stall are very welcome", "i"), " \u2013 just bring them along on the morning."])
    add_heading(d, "Dates for your diary", 2)
    add_table(d, DIARY)
    add_heading(d, "Bin collections", 2)
    add_par(d, ["From Monday 2 June the garden waste collection moves to ", ("Thursdays", "b"), "."])
    add_par(d, [("Editor: ", "b"), "Lorna Pike, 3 Mill Cottages. Copy for July by 20 June, please."])
    save_docx(d, os.path.join(ws, "newsletter_june.docx"))
    write(os.path.join(ws, "distribution.txt"), "Printed copies: 180\nDelivered by: Pat (north end), Graham "
          "(south end), the shop counter\n")
