import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

RECORDS = """user_id,name,instrument,signed_off,signed_off_by
ps214,Priya Shah,Confocal LSM 880,2024-11-03,ho118
ps214,Priya Shah,Cryostat,2023-09-14,facility
jd077,James Doyle,FACS Aria,2024-06-12,facility
jd077,James Doyle,Confocal LSM 880,2025-01-20,ho118
mk501,Mei Kato,FACS Canto,2025-02-02,facility
mk501,Mei Kato,qPCR QuantStudio 5,2024-10-01,lw250
tr330,Tom\u00e1s Ruiz,Cryostat,2024-05-01,facility
ho118,Hana Okafor,Confocal LSM 880,2024-08-19,facility
ho118,Hana Okafor,FACS Aria,2024-03-03,facility
lw250,Liam Walsh,qPCR QuantStudio 5,2025-03-11,facility
lw250,Liam Walsh,Cryostat,2025-04-28,facility
tr330,Tom\u00e1s Ruiz,Cryostat,2025-06-10,facility
"""

HEAD = ["Date", "Time", "Instrument", "User ID", "Supervisor", "Project"]
# (date, time, instrument, user, supervisor, project, cancelled)
WEEK = [
    ("Mon 9 Jun", "09:00\u201312:00", "Confocal LSM 880", "ps214", "\u2014", "Zebrafish gut imaging", False),
    ("Mon 9 Jun", "10:00\u201311:00", "Cryostat", "tr330", "\u2014", "Mouse brain sections", False),
    ("Mon 9 Jun", "13:00\u201315:00", "FACS Aria", "mk501", "\u2014", "T-cell sort", False),
    ("Tue 10 Jun", "09:00\u201310:00", "Cryostat", "PS214", "\u2014", "Gut sections", False),
    ("Tue 10 Jun", "14:00\u201316:00", "Confocal LSM 880", "ab901", "ho118", "Rotation project", False),
    ("Wed 11 Jun", "09:00\u201311:00", "FACS Aria", "jd077", "\u2014", "Organoid sort", False),
    ("Wed 11 Jun", "11:00\u201313:00", "qPCR QuantStudio 5", "lw250", "\u2014", "Knockdown check", False),
    ("Wed 11 Jun", "15:00\u201317:00", "FACS Aria", "ab901", "ho118", "Rotation project", False),
    ("Thu 12 Jun", "10:00\u201312:00", "Cryostat", "tr330", "\u2014", "Mouse brain sections", False),
    ("Thu 12 Jun", "13:00\u201316:00", "Confocal LSM 880", "mk501", "\u2014", "Live imaging pilot", True),
    ("Fri 13 Jun", "09:00\u201311:00", "FACS Aria", "jd077", "\u2014", "Organoid sort (repeat)", False),
    ("Fri 13 Jun", "11:00\u201313:00", "qpcr quantstudio 5 ", "mk501", "\u2014", "Cytokine panel", False),
    ("Fri 13 Jun", "14:00\u201317:00", "Confocal LSM 880", "jd077", "\u2014", "Organoid imaging", False),
]
LAST_WEEK = [
    ("Mon 2 Jun", "09:00\u201311:00", "FACS Aria", "mk501", "\u2014", "T-cell sort", False),
    ("Tue 3 Jun", "10:00\u201312:00", "Cryostat", "ps214", "\u2014", "Gut sections", False),
    ("Thu 5 Jun", "14:00\u201316:00", "Confocal LSM 880", "ab901", "\u2014", "Rotation project", False),
]


def sheet(path, title, rows, created):
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = created
    cp.author = cp.last_modified_by = "Imaging & Cytometry Facility"
    add_heading(d, "Imaging & Cytometry Suite \u2013 instrument bookings", 0)
    add_par(d, [(title, "b")])
    add_heading(d, "Booking rules", 2)
    add_par(d, "1. Only book an instrument you are signed off on. A sign-off lasts 12 months from the date of "
               "training; retraining starts a new 12 months.")
    add_par(d, "2. If you are not signed off, you may still book if the Supervisor column names someone who is "
               "themselves signed off on that instrument on the day. They must be present for the whole session.")
    add_par(d, "3. Cancelled bookings are struck through, not deleted, so we keep the slot history.")
    t = add_table(d, [HEAD] + [list(r[:6]) for r in rows])
    for i, r in enumerate(rows, start=1):
        if r[6]:
            for c in t.rows[i].cells:
                for p in c.paragraphs:
                    for run in p.runs:
                        run.font.strike = True
    add_par(d, "")
    add_par(d, [("Facility manager: Dr Ruth Anand, ext. 4471. Sign-off training is booked through the facility.", "i")])
    save_docx(d, path)


if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "training_records.csv"), RECORDS)
    sheet(os.path.join(ws, "bookings", "week_2025-06-09.docx"), "Week of Monday 9 June 2025", WEEK,
          datetime.datetime(2025, 6, 5, 16, 30, 0))
    sheet(os.path.join(ws, "bookings", "week_2025-06-02.docx"), "Week of Monday 2 June 2025", LAST_WEEK,
          datetime.datetime(2025, 5, 29, 16, 10, 0))
