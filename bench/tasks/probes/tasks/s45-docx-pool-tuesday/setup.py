import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HOURS = [["Day", "Opens", "Closes"], ["Monday", "06:30", "21:00"], ["Tuesday", "06:30", "20:00"],
         ["Wednesday", "06:30", "21:00"], ["Thursday", "06:30", "20:00"], ["Friday", "06:30", "19:00"],
         ["Saturday", "08:00", "17:00"], ["Sunday", "08:00", "16:00"]]

# (day, session, pool, start, end, adults only)
SESSIONS = [
    ("Monday", "Early lanes", "Main", "06:30", "09:00", False),
    ("", "Public swim", "Main", "16:00", "19:00", False),
    ("", "Lane swimming", "Main", "19:00", "21:00", True),
    ("Tuesday", "Early lanes", "Main", "06:30", "09:00", False),
    ("", "Parent & toddler", "Learner", "10:00", "11:00", False),
    ("", "Public swim", "Main", "15:30", "17:00", False),
    ("", "Lane swimming", "Main", "18:00", "20:00", True),
    ("", "Aqua fit", "Learner", "19:00", "20:00", False),
    ("Wednesday", "Early lanes", "Main", "06:30", "09:00", False),
    ("", "Public swim", "Main", "16:00", "21:00", False),
    ("Thursday", "Early lanes", "Main", "06:30", "09:00", False),
    ("", "Lane swimming", "Main", "18:00", "20:00", True),
    ("", "Aqua fit", "Learner", "18:30", "19:30", False),
    ("Friday", "Public swim", "Main", "15:30", "19:00", False),
    ("Saturday", "Public swim", "Main", "08:00", "17:00", False),
    ("Sunday", "Family fun session", "Main", "08:00", "12:00", False),
    ("", "Public swim", "Main", "12:00", "16:00", False),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 7, 30, 9, 15, 0)
    cp.author = cp.last_modified_by = "Pool office"
    add_heading(d, "Millbrook Leisure Centre \u2013 swimming pool timetable", 0)
    add_par(d, ["From Monday 1 September 2025. Sessions in ", ("bold", "b"), " are adults only (16+). Last entry is "
                "30 minutes before the end of a session or before the pool closes."])
    add_heading(d, "Opening hours", 1)
    add_table(d, HOURS)
    add_heading(d, "Sessions", 1)
    rows = [["Day", "Session", "Pool", "Start", "End"]]
    for day, s, pool, a, b, adults in SESSIONS:
        cells = [day, s, pool, a, b]
        rows.append([[(c, "b")] if (adults and c) else c for c in cells])
    add_table(d, rows)
    add_par(d, "Millbrook Otters swimming club has four lanes of the main pool on Tuesdays and Thursdays, "
               "17:00\u201318:00.")
    add_par(d, ["The caf\u00e9 is open until ", ("20:00", "b"), " on weekdays and 16:00 at weekends."])
    add_heading(d, "Contact", 1)
    add_par(d, "Pool office: 01632 960 415 \u00b7 pool@millbrookleisure.example")
    save_docx(d, os.path.join(ws, "pool_timetable.docx"))
