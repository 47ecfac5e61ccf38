import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

IC = "Ines Carvalho"
MEETINGS = [
    ("ops_minutes_2025-01-14.docx", "14 January 2025",
     ["Tom Reddy (chair)", IC, "Priya Nair", "Gareth Lowe", "Sofia Brandt"],
     [("Quarterly stock count went well; variance under 0.4%.", ""),
      ("Tom asked for a proposal on weekend cover for the returns desk.", "")],
     [("Draft weekend cover proposal for returns desk", IC, "28 Jan"),
      ("Renew forklift service contract", "Gareth Lowe", "31 Jan"),
      ("Circulate Q4 KPI pack", "Priya Nair", "21 Jan"),
      ("Book fire warden refresher training", "Sofia Brandt", "15 Feb"),
      ("Check racking inspection certificate dates", IC, "31 Jan"),
      ("Update visitor sign-in sheet", "Sofia Brandt", "24 Jan"),
      ("Ask IT for a second label printer", "Tom Reddy", "7 Feb"),
      ("Collect holiday requests for Easter", "Priya Nair", "31 Jan")]),
    ("ops_minutes_2025-02-11.docx", "11 February 2025",
     ["Tom Reddy (chair)", IC, "Priya Nair", "Gareth Lowe"],
     [("Weekend cover proposal accepted as a three-month trial.", ""),
      ("Sofia Brandt sent apologies.", "")],
     [("Set up weekend rota for the returns desk trial", IC, "21 Feb"),
      ("Brief agency staff on returns process", "I. Carvalho", "28 Feb"),
      ("Order replacement pallet wrap (blue, 23 micron)", "Gareth Lowe", "18 Feb"),
      ("Review damaged-goods log with customer service", IC, "25 Feb"),
      ("Publish February KPI pack", "Priya Nair", "20 Feb"),
      ("Agree overtime budget for trial with finance", "Tom Reddy", "21 Feb"),
      ("Measure returns desk turnaround weekly during trial", IC + " ", "every Monday"),
      ("Chase forklift contract signature", "Gareth Lowe", "14 Feb"),
      ("Confirm fire warden training date with HR", "Priya Nair", "18 Feb")]),
    ("ops_minutes_2025-03-11.docx", "11 March 2025",
     ["Tom Reddy (chair)", IC, "Priya Nair", "Gareth Lowe", "Sofia Brandt", "Mark Elliot (finance)"],
     [("Ines Carvalho presented the first month of the weekend trial: turnaround down from 4 days to 2.", ""),
      ("Mark Elliot joined for the overtime budget item.", "")],
     [("Share weekend trial figures with customer service", IC, "18 Mar"),
      ("Send Ines Carvalho the revised overtime budget", "Mark Elliot", "14 Mar"),
      ("Prepare agenda item on trial extension", IC, "1 Apr"),
      ("Give Ines Carvalho access to the agency timesheet portal", "Priya Nair", "14 Mar"),
      ("Replace broken dock leveller on door 3", "Gareth Lowe", "28 Mar"),
      ("Update returns procedure document", IC, "28 Mar"),
      ("Publish March KPI pack", "Priya Nair", "20 Mar"),
      ("Run fire drill on night shift", "Sofia Brandt", "25 Mar"),
      ("Arrange coffee machine repair", "Sofia Brandt", "17 Mar"),
      ("Check dock door sensors", "Gareth Lowe", "21 Mar")]),
    ("ops_minutes_2025-04-08.docx", "8 April 2025",
     ["Tom Reddy (chair)", IC, "Priya Nair", "Sofia Brandt"],
     [("Weekend trial extended to the end of June.", ""),
      ("Gareth Lowe sent apologies; Tom will cover his items.", "")],
     [("Extend weekend rota to end of June", IC, "15 Apr"),
      ("Recruit two permanent weekend operatives", "Tom Reddy", "30 May"),
      ("Publish April KPI pack", "Priya Nair", "17 Apr"),
      ("Train Sofia Brandt on the returns system", IC, "30 Apr"),
      ("Order summer hi-vis stock", "Sofia Brandt", "25 Apr"),
      ("Close out returns procedure review", IC, "22 Apr"),
      ("Confirm dock leveller repair", "Tom Reddy", "11 Apr"),
      ("Check fire drill report", "Sofia Brandt", "18 Apr")]),
]

ws, kb = setup_args()
for fname, date, attendees, notes, actions in MEETINGS:
    d = new_doc()
    add_heading(d, "Warehouse Operations Meeting - Minutes", 1)
    add_par(d, [("Date: ", "b"), (date, "")])
    add_par(d, [("Attendees: ", "b"), (", ".join(attendees), "")])
    add_heading(d, "Discussion", 2)
    for n in notes:
        add_par(d, [n])
    add_heading(d, "Actions", 2)
    add_table(d, [["#", "Action", "Owner", "Due"]] +
              [[str(i + 1), a, o, due] for i, (a, o, due) in enumerate(actions)])
    add_par(d, "Next meeting: second Tuesday of next month, 10:00, meeting room 2.")
    save_docx(d, os.path.join(ws, "minutes", fname))

# not minutes: a responsibilities matrix with many rows owned by Ines
d = new_doc()
add_heading(d, "Team Responsibilities - Returns and Inbound", 1)
add_par(d, "Standing responsibilities, reviewed every six months. Not a list of meeting actions.")
add_table(d, [["Area", "Task", "Owner", "Deputy"],
              ["Returns", "Daily returns triage", IC, "Priya Nair"],
              ["Returns", "Weekend returns rota", IC, "Tom Reddy"],
              ["Returns", "Damaged-goods log", IC, "Sofia Brandt"],
              ["Returns", "Agency staff briefing", IC, "Priya Nair"],
              ["Inbound", "Booking-in diary", "Gareth Lowe", IC],
              ["Inbound", "Supplier non-conformance reports", IC, "Gareth Lowe"],
              ["Inbound", "Pallet wrap stock", "Gareth Lowe", "Sofia Brandt"],
              ["Reporting", "Returns KPI figures", IC, "Priya Nair"]])
save_docx(d, os.path.join(ws, "team_responsibilities.docx"))
