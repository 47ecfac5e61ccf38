import csv
import datetime
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

TABLES = {
    "1": ["Emma Whitfield", "Daniel Okafor", "Margaret Whitfield", "Peter Whitfield", "Grace Okafor", "Samuel Okafor"],
    "2": ["Tom O'Neill", "Lucy Barnes", "Raj Mehta", "Priya Nair", "Chris Evans", "Hannah Evans"],
    "3": ["Christine Evans", "Ben Holloway", "Zoe Holloway", "Marcus Lee", "Aisha Bello", "Jonah Fry"],
    "4": ["Fiona Grant", "Leo Grant", "Olivia Sand", "Kwame Asante", "Isabel Cruz", "Nathan Cole"],
    "5": ["Ruth Daley", "George Daley", "Amira Haddad", "Sean Murphy", "Ellie Park", "Imran Qureshi"],
}
MEALS = ["Beef", "Salmon", "Mushroom risotto"]
RESERVE = [["Guest", "Phone", "Note"],
           ["Paul Whitfield", "07700 900411", "cousin - first call"],
           ["Nina Brooks", "07700 900572", ""],
           ["Sam Carter", "07700 900318", "can only come to the evening"]]
RSVP = [
    ("Emma Whitfield", "Yes", "Salmon", ""),
    ("Daniel Okafor", "Yes", "Beef", ""),
    ("Margaret Whitfield", "Yes", "Salmon", ""),
    ("Peter Whitfield", "No", "", "hip operation that week"),
    ("Grace Okafor", "yes", "Mushroom risotto", ""),
    ("Samuel Okafor", "Yes", "Beef", ""),
    ("Tom O\u2019Neill", "No", "", ""),
    ("Lucy Barnes", "Yes", "Beef", ""),
    ("Raj Mehta", "Yes", "Mushroom risotto", "nut allergy"),
    ("priya nair", "no", "", "sorry - away"),
    ("Chris Evans", "Yes", "Beef", ""),
    ("Hannah Evans", "Yes", "Salmon", ""),
    ("Christine Evans", "NO ", "", ""),
    ("Ben Holloway", "Yes", "Beef", ""),
    ("Zoe Holloway", "Yes", "Beef", ""),
    ("Marcus Lee", "Yes", "Salmon", ""),
    ("Aisha Bello", "Yes", "Mushroom risotto", ""),
    ("Jonah Fry", "", "", "chased twice"),
    ("Fiona Grant", "Yes", "Salmon", ""),
    (" Leo Grant", "Yes", "Beef", ""),
    ("Olivia Sand", "Yes", "Salmon", ""),
    ("Kwame Asante", "No", "", ""),
    ("Isabel Cruz", "Yes", "Beef", ""),
    ("Nathan Cole", "Yes", "Beef", ""),
    ("Ruth Daley", "Yes", "Salmon", ""),
    ("George Daley", "Yes", "Beef", ""),
    ("Amira Haddad", "Yes", "Mushroom risotto", ""),
    ("Sean Murphy", "Yes", "Beef", "no to the evening do, coming to the dinner"),
    ("Ellie Park", "No", "", ""),
    ("Imran Qureshi", "Yes", "Salmon", ""),
    ("Nina Brooks", "No", "", ""),
    ("Harriet Moss", "No", "", "not invited to dinner - evening only"),
    ("Sam Carter", "Yes", "", "evening only"),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 8, 2, 19, 0, 0)
    cp.author = cp.last_modified_by = "Emma Whitfield"
    add_heading(d, "Emma & Daniel \u2013 seating plan", 0)
    add_par(d, ["Wedding breakfast at ", ("Hartley Barn", "b"), ", Saturday 13 September 2025, seated at 2pm. "
                "Table 1 is the top table."])
    rows = [["Table", "Guest", "Meal"]]
    i = 0
    for t, names in TABLES.items():
        for n in names:
            rows.append([t, n, MEALS[i % 3]])
            i += 1
    add_table(d, rows)
    add_heading(d, "Reserve list", 1)
    add_par(d, "Not seated yet - offer a seat if someone drops out, in this order.")
    add_table(d, RESERVE)
    save_docx(d, os.path.join(ws, "seating_plan.docx"))
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["name", "response", "meal", "notes"])
    w.writerows(RSVP)
    write(os.path.join(ws, "rsvp.csv"), buf.getvalue())
