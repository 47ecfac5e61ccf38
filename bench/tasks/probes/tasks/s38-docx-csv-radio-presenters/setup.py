import csv
import datetime
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

PROGRAMME = [
    ["Show", "Day", "Time", "Presenter"],
    ["Breakfast", "Weekdays", "06:00\u201309:00", ""],
    ["Mid-morning", "Weekdays", "09:00\u201312:00", ""],
    ["Drivetime", "Weekdays", "16:00\u201319:00", ""],
    ["Breakfast", "Saturday", "07:00\u201310:00", ""],
    ["Saturday Sport", "Saturday", "12:00\u201317:00", ""],
    ["Breakfast", "Sunday", "08:00\u201310:00", ""],
    ["Folk Roots", "Sunday", "19:00\u201321:00", ""],
    ["Late Jazz", "Sunday", "21:00\u201323:00", ""],
]
CONTACTS = [
    ["Role", "Name", "Extension"],
    ["Station manager", "Harriet Vose", "201"],
    ["Programme controller", "Luis Ortega", "204"],
    ["Studio engineer", "Pat Nwosu", "210"],
]
PRESENTERS = [
    ("Drivetime", "Weekdays", "Kemi Adeyinka"),
    ("Breakfast", "Saturday", "Rob Tennant"),
    ("Late Jazz", "Sunday", "Marguerite Lowe"),
    ("Breakfast", "Weekdays", "Sasha Green"),
    ("Country Hour", "Sunday", "Bill Aster"),
    ("Folk Roots", "Sunday", "Callum Reid"),
    ("Mid-morning", "Weekdays", "Anita Desai-Ross"),
    ("Breakfast", "Sunday", "Owen Pryce"),
    ("Saturday Sport", "Saturday", "Dev Chauhan"),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 10, 1, 11, 0, 0)
    cp.author = cp.last_modified_by = "Harbour FM"
    add_heading(d, "Harbour FM \u2013 winter schedule 2025/26", 0)
    add_par(d, ["From ", ("Monday 27 October", "b"), ". Times are local; news on the hour from the newsroom."])
    add_heading(d, "Programme", 1)
    add_table(d, PROGRAMME)
    add_heading(d, "Station contacts", 1)
    add_table(d, CONTACTS)
    save_docx(d, os.path.join(ws, "winter_schedule.docx"))
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["show", "day", "presenter"])
    w.writerows(PRESENTERS)
    write(os.path.join(ws, "presenters.csv"), buf.getvalue())
