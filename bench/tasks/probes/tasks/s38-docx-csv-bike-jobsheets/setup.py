import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# job, customer, bike, date in, work, labour, parts, order of the detail rows
JOBS = [
    ("B-1041", "Martin Cole", "Trek FX 2", "03/11/2025", "Full service, new chain and cassette", "1.5", "\u00a342.50"),
    ("B-1042", "Aoife Byrne", "Brompton M6L", "03/11/2025", "Rear hub adjustment, new tyres", "1.0", "\u00a356.00"),
    ("B-1043", "Sunil Mehta", "Raleigh Motus e-bike", "04/11/2025", "Replacement battery fitted, firmware update",
     "0.75", "\u00a31,149.00"),
    ("B-1044", "Greta Holm", "Specialized Rockhopper", "05/11/2025", "Hydraulic brake bleed front and rear", "1.0",
     "\u00a318.40"),
    ("B-1045", "Kofi Mensah", "Dawes Galaxy", "06/11/2025", "Wheel true, new spokes x4, bar tape", "1.25", "\u00a327.95"),
]


def sheet(job):
    no, cust, bike, date_in, work, labour, parts = job
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 11, 7, 17, 0, 0)
    cp.author = cp.last_modified_by = "Spoke & Sprocket workshop"
    add_heading(d, "Spoke & Sprocket \u2013 workshop job sheet", 1)
    rows = [["Field", "Details"], ["Job no.", no], ["Customer", cust], ["Bike", bike], ["Date in", date_in],
            ["Work done", work], ["Labour (hours)", labour], ["Parts", parts]]
    if no == "B-1044":      # this sheet was filled in on the old template: parts above labour, customer last
        rows = [rows[0], rows[1], rows[3], rows[4], rows[5], rows[7], rows[6], rows[2]]
    add_table(d, rows)
    add_par(d, "Labour is charged at \u00a345.00 per hour. Collection within 14 days please.")
    return d


if __name__ == "__main__":
    ws, kb = setup_args()
    for job in JOBS:
        save_docx(sheet(job), os.path.join(ws, "jobsheets", job[0] + ".docx"))
    # Word's owner/lock file left behind by the workshop PC (not a document)
    with open(os.path.join(ws, "jobsheets", "~$B-1045.docx"), "wb") as f:
        name = "workshop".encode("utf-16-le")
        f.write(bytes([len("workshop")]) + b"workshop" + b"\x00" * (53 - 8) + name + b"\x00" * 40)
