import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

CONFIRMED = [
    ("Aisha Rahman", "Northmere Council", "aisha.rahman@northmere.example"),
    ("Ben Carter", "Lowther Housing", "ben.carter@lowther.example"),
    ("Chloe Dubois", "Northmere Council", "chloe.dubois@northmere.example"),
    ("Daniel Osei", "Pennine Water", "d.osei@penninewater.example"),
    ("Elena Petrova", "Lowther Housing", "elena.petrova@lowther.example"),
    ("Farid Haddad", "Pennine Water", "farid.haddad@penninewater.example"),
    ("Grace Liu", "Calder Trust", "grace.liu@caldertrust.example"),
    ("Hannah Brooks", "Calder Trust", "hannah.brooks@caldertrust.example"),
    ("Isaac Mensah", "Northmere Council", "isaac.mensah@northmere.example"),
    ("Julia Kowalska", "Pennine Water", "j.kowalska@penninewater.example"),
    ("Kwame Asante", "Lowther Housing", "kwame.asante@lowther.example"),
    ("Laura Fischer", "Calder Trust", "laura.fischer@caldertrust.example"),
    ("Mohammed Al-Sayed", "Northmere Council", "m.alsayed@northmere.example"),
    ("Nadia Ferreira", "Pennine Water", "nadia.ferreira@penninewater.example"),
]
WAITLIST = [
    ("Oliver Grant", "Calder Trust", "oliver.grant@caldertrust.example"),
    ("Priya Shah", "Lowther Housing", "priya.shah@lowther.example"),
    ("Rhys Morgan", "Northmere Council", "rhys.morgan@northmere.example"),
]
# timestamp, name (as typed in the form), email (as typed), diet, notes
SURVEY = [
    ("2025-04-01 09:14", "Aisha Rahman", "aisha.rahman@northmere.example", "Vegetarian", ""),
    ("2025-04-01 10:02", "Ben Carter", "ben.carter@lowther.example", "Vegan", ""),
    ("2025-04-01 11:47", "Chloe Dubois", "chloe.dubois@northmere.example", "gluten free", "coeliac"),
    ("2025-04-02 08:30", "Daniel Osei", "d.osei@penninewater.example", "None", ""),
    ("2025-04-09 16:21", "Elena Petrova", "elena.petrova@lowther.example", "Vegan", "updated answer"),
    ("2025-04-02 13:05", "Elena Petrova", "elena.petrova@lowther.example", "Vegetarian", ""),
    ("2025-04-03 09:40", "Grace Liu", "grace.liu@caldertrust.example", "vegetarian ", ""),
    ("2025-04-03 12:18", "Hannah Brooks", "Hannah.Brooks@CalderTrust.example", "Gluten-free", ""),
    ("2025-04-04 15:33", "Isaac Mensah", "isaac.mensah@northmere.example", "No requirements", ""),
    ("2025-04-04 17:02", "Julia K.", "j.kowalska@penninewater.example", "Vegetarian", ""),
    ("2025-04-05 10:11", "Kwame Asante", "kwame.asante@lowther.example", "Gluten-Free", ""),
    ("2025-04-05 14:26", "Laura Fischer", "laura.fischer@caldertrust.example", "", ""),
    ("2025-04-10 08:05", "Mohammed Al-Sayed", "m.alsayed@northmere.example", "None", "gluten is fine after all"),
    ("2025-04-03 19:44", "Mohammed Al-Sayed", "m.alsayed@northmere.example", "Gluten-free", ""),
    ("2025-04-06 11:50", "Nadia Ferreira", "nadia.ferreira@penninewater.example", "Vegetarian", ""),
    # waiting list and people who are not coming
    ("2025-04-02 09:00", "Oliver Grant", "oliver.grant@caldertrust.example", "Vegan", ""),
    ("2025-04-06 16:40", "Priya Shah", "priya.shah@lowther.example", "Vegetarian", ""),
    ("2025-04-07 12:12", "Rhys Morgan", "rhys.morgan@northmere.example", "Gluten-free", ""),
    ("2025-04-02 14:55", "Sofia Marin", "sofia.marin@caldertrust.example", "Vegan", "can't make it now"),
    ("2025-04-08 10:30", "Tariq Aziz", "tariq.aziz@pennine.example", "Vegetarian", ""),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Data Sharing Workshop - 24 April 2025", 0)
    add_par(d, "Venue: Calder Trust, Room 3, Halifax. 10:00-16:00, lunch provided.")
    add_heading(d, "Confirmed attendees", 1)
    add_table(d, [["Name", "Organisation", "Email"]] + [list(r) for r in CONFIRMED])
    add_heading(d, "Waiting list", 1)
    add_par(d, "Offer places in this order if anyone cancels. Not confirmed.")
    add_table(d, [["Name", "Organisation", "Email"]] + [list(r) for r in WAITLIST])
    add_par(d, "Speakers are booked and catered separately by the venue.")
    save_docx(d, os.path.join(ws, "workshop_attendees.docx"))
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["timestamp", "name", "email", "diet", "notes"])
    # the form tool exports sorted by email address, not by time
    w.writerows(sorted(SURVEY, key=lambda r: r[2].lower()))
    write(os.path.join(ws, "dietary_survey.csv"), buf.getvalue())
