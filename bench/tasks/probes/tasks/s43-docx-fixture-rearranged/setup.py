import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HEAD = ["Date", "Opponent", "H/A", "Start", "Notes"]


def rows(spec):
    out = [HEAD]
    for date, opp, ha, start, note in spec:
        out.append([date, [(opp, "b")] if ha == "H" else opp, ha, start, [(note, "i")] if note else ""])
    return out


FIRST = [
    ("Sat 26 April", "Kingsbridge", "H", "13:00", ""),
    ("Sat 3 May", "Oldfield", "A", "13:00", "Rearranged from 19 April"),
    ("Sat 10 May", "Westleigh", "H", "13:00", ""),
    ("Sat 17 May", "Oldfield", "H", "13:30", ""),
    ("Sat 24 May", "Harcombe Mill", "A", "13:30", ""),
    ("Sat 31 May", "St Petrock", "H", "13:30", "Club BBQ after the match"),
    ("Sat 14 June", "Lower Bray", "A", "13:30", ""),
    ("Sat 21 June", "Kingsbridge", "A", "13:30", ""),
    ("Sat 28 June", "Westleigh", "A", "13:30", ""),
    ("Sat 5 July", "Harcombe Mill", "H", "13:30", ""),
]
SECOND = [
    ("Sat 26 April", "Kingsbridge 2nd XI", "A", "13:00", ""),
    ("Sat 10 May", "Lower Bray 2nd XI", "A", "13:00", ""),
    ("Sat 17 May", "Oldfield 2nd XI", "A", "13:30", ""),
    ("Sat 31 May", "Westleigh 2nd XI", "A", "13:30", ""),
    ("Sat 7 June", "Harcombe Mill 2nd XI", "H", "13:30", ""),
    ("Sat 14 June", "St Petrock 2nd XI", "H", "13:30", ""),
]
SUNDAY = [
    ("Sun 4 May", "Ashcombe President's XI", "H", "14:00", "Season opener"),
    ("Sun 8 June", "Oldfield Park CC", "H", "14:00", ""),
    ("Sun 22 June", "The Wanderers", "A", "14:00", "40 overs"),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 3, 20, 19, 30, 0)
    cp.author = cp.last_modified_by = "Gill Rudd"
    add_heading(d, "Ashcombe Cricket Club \u2013 Fixtures 2025", 0)
    add_par(d, ["Home matches are at the Rec, Ashcombe (", ("home sides in bold", "b"),
                "). Teas are provided by the home side. Start times are for the first ball."])
    add_heading(d, "1st XI \u2013 Saturday league (Division 2)", 1)
    add_table(d, rows(FIRST))
    add_heading(d, "2nd XI \u2013 Saturday league (Division 5)", 1)
    add_table(d, rows(SECOND))
    add_heading(d, "Sunday friendlies", 1)
    add_table(d, rows(SUNDAY))
    add_par(d, ["Fixture secretary: Gill Rudd, 07700 900318. Please tell her by ", ("Wednesday evening", "u"),
                " if you cannot play on the Saturday."])
    save_docx(d, os.path.join(ws, "fixtures_2025.docx"))
