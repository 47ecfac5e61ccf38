import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *

CSV = """date,volunteer,start,end
2024-03-02,Margaret Fry,10:00,13:30
2024-03-02,Alan Brooks,13:30,16:30
2024-03-03,Jean Okafor,10:00,16:00
2024-03-09,Margaret Fry,10:00,13:30
2024-03-09,Colin Shaw,13:30,16:30
2024-03-10,Alan Brooks,10:00,12:45
2024-03-16,Jean Okafor,10:00,13:30
2024-03-16,Margaret Fry,13:30,16:30
2024-03-17,Colin Shaw,10:00,14:15
2024-03-23,Alan Brooks,10:00,13:30
2024-03-24,Jean Okafor,13:30,16:30
2024-03-30,Margaret Fry,10:00,12:00
"""

ROWS = [
    ["Volunteer", "Shifts", "Hours"],
    ["Alan Brooks", "", ""],
    ["Jean Okafor", "", ""],
    ["Margaret Fry", "", ""],
    ["Colin Shaw", "", ""],
    ["Derek Hale", "", ""],
    [[("Total", "b")], "", ""],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "volunteer_hours.csv"), CSV)
    doc = new_doc()
    add_heading(doc, "Millbrook Heritage Museum", 1)
    add_heading(doc, "Volunteer report - March 2024", 2)
    add_par(doc, ["The museum was open every weekend in March. ", ("Thank you", "b"), " to all our front-of-house volunteers."])
    add_table(doc, ROWS)
    add_par(doc, [("Derek is on leave until April.", "i")])
    add_par(doc, "Visitor numbers for March were 1,214, up 9% on last year.")
    save_docx(doc, os.path.join(ws, "march_report.docx"))
