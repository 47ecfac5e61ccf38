import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

STAFF = [
    ["Name", "Role", "Extension", "Mobile"],
    ["Dr Sian Howells", "Principal dentist", "201", "07700 900412"],
    ["Dr Tomos Evans", "Associate dentist", "202", "07700 900587"],
    ["Leah Morgan", "Hygienist", "205", "07700 900133"],
    ["Carys Jenkins", "Dental nurse", "210", "07700 900921"],
    ["Rhian Price", "Dental nurse", "211", "07700 900364"],
    ["Owain Davies", "Dental nurse", "212", "07700 900748"],
    ["Bethan Lloyd", "Receptionist", "200", "07700 900256"],
    ["Gareth Thomas", "Practice manager", "220", "07700 900690"],
]

OOH = [
    ["Service", "Number"],
    ["NHS 111 (out-of-hours dental)", "111"],
    ["Building alarm company", "01632 960 845"],
    ["Lab (Cardiff Dental Lab)", "029 2018 0445"],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Heol Las Dental Practice \u2013 staff phone list", 1)
    add_par(d, ["Internal extensions can be dialled from any handset. ",
                ("Mobile numbers are for emergencies only.", "b")])
    add_table(d, STAFF)
    add_heading(d, "Out of hours", 2)
    add_table(d, OOH)
    add_par(d, [("Last updated: ", "i"), "September 2025 by Gareth Thomas."])
    save_docx(d, os.path.join(ws, "staff_phone_list.docx"))
    write(os.path.join(ws, "rota_notes.txt"), "Owain covering Rhian's Thursday lists until the new nurse starts.\n")
