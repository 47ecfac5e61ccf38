import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

EMERGENCY = [
    ["Service", "Number"],
    ["Site security (24 h)", "2222"],
    ["First aider on duty", "2100"],
    ["Facilities helpdesk", "2300"],
    ["IT service desk", "2400"],
]
# (first, surname, ext, room, fmt) ; fmt "i" = whole row italic (on leave), "b3" = extension bold
STAFF = [
    ("Riya", "Patel", "4417", "B2.14", ""),
    ("Callum", "MacLeod", "4402", "B1.03", ""),
    ("Lucas", "de Souza", "4430", "B2.20", ""),
    ("Hannah", "Brennan", "4409", "B1.07", "b3"),
    ("Wei", "Zhang", "4451", "B3.02", ""),
    ("Kwame", "Osei", "4438", "B2.22", ""),
    ("Anil", "Patel", "4411", "B1.11", ""),
    ("Fiona", "Mackenzie", "4425", "B2.05", "i"),
    ("Pieter", "van Dijk", "4444", "B3.09", ""),
    ("Sinead", "O'Neill", "4420", "B2.11", ""),
    ("Yusuf", "Ahmed", "4401", "B1.01", ""),
    ("Ingrid", "Lindqvist", "4433", "B2.30", ""),
]


def staff_rows():
    rows = [["First name", "Surname", "Extension", "Room"]]
    for first, sur, ext, room, fmt in STAFF:
        cells = [first, sur, ext, room]
        if fmt == "i":
            rows.append([[(c, "i")] for c in cells])
        elif fmt == "b3":
            rows.append([first, sur, [(ext, "b")], room])
        else:
            rows.append(cells)
    return rows


if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 11, 3, 9, 30, 0)
    cp.author = cp.last_modified_by = "Office Services"
    add_heading(d, "Harrowgate House \u2013 Internal telephone directory", 0)
    add_par(d, "Dial the four-digit extension from any desk phone. For an outside line dial 9 first.")
    add_heading(d, "Emergency and service numbers", 1)
    add_table(d, EMERGENCY)
    add_heading(d, "Staff extensions", 1)
    add_par(d, [("Names in italics are on leave", "i"), " \u2013 calls divert to the team mailbox. ",
                ("Bold", "b"), " extensions are duty phones."])
    add_table(d, staff_rows())
    add_par(d, "Last updated 3 November 2025. Send corrections to Office Services (ext 2300).")
    save_docx(d, os.path.join(ws, "staff_directory.docx"))
