import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

SESSIONS = [["Session", "Date", "Room", "Status"],
            ["S1 Intro to bookbinding", "Sat 6 Sept", "Studio 2", "Running"],
            ["S2 Japanese stab binding", "Sat 6 Sept", "Studio 2", "Running"],
            ["S3 Marbling paper", "Sun 7 Sept", "Wet room", "Cancelled"],
            ["S4 Leather spines", "Sun 7 Sept", "Studio 1", "Running"]]

# Ref, Name, Session, Status, Notes
REGS = [["Ref", "Name", "Session", "Status", "Notes"],
        ["R-101", "Hannah Osei", "S1", "Confirmed", ""],
        ["R-102", "Tomasz Wrobel", "S2", "Cancelled", "refunded 12 Aug"],
        ["R-103", "Lena Fischer", "S1", "Confirmed", "vegetarian lunch"],
        ["R-104", "Ravi Menon", "S3", "Moved to S4", "S3 cancelled by us"],
        ["R-105", "Cat Doyle", "S2", "cancelled", ""],
        ["R-106", "Owen Price", "S4", "Confirmed", "asked to cancel? awaiting reply"],
        ["R-107", "Mei Lin", "S1", [("Cancelled", "b")], "refund pending"],
        ["R-108", "Jonas Berg", "S2", "Waitlist", ""],
        ["R-109", "Aoife Byrne", "S4", "Cancelled ", "duplicate of R-111"],
        ["R-110", "Sam Okafor", "S2", "Confirmed", [("paid on the day", "i")]],
        ["R-111", "Aoife Byrne", "S4", "Confirmed", ""]]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Autumn bookbinding weekend \u2013 registrations", 0)
    add_par(d, ["Updated 20 August by ", ("Priya", "b"), ". Cancelled registrations are refunded within 14 days."])
    add_heading(d, "Sessions", 1)
    add_table(d, SESSIONS)
    add_par(d, [("S3 was cancelled because the wet room is being refitted; its attendees were offered S4.", "i")])
    add_heading(d, "Registrations", 1)
    add_table(d, REGS)
    add_par(d, "Waitlisted people are contacted in the order they registered.")
    add_heading(d, "Equipment", 1)
    add_par(d, "Bring an apron. Tools and paper are provided.", style="List Bullet")
    add_par(d, "Leather spines (S4) needs a craft knife; we have six to lend.", style="List Bullet")
    save_docx(d, os.path.join(ws, "workshop_registrations.docx"))
