import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# date, consultant, project, task, hours, billable (as typed by people: mixed case, stray spaces)
ENTRIES = [
    ("02 May", "Aisha Khan", "Northwind Dashboard", "Stakeholder workshop", "3.5", "Yes"),
    ("02 May", "Aisha Khan", "Internal", "Timesheet admin", "0.5", "No"),
    ("05 May", "Ben Okafor", "Harbor Freight ETL", "Pipeline design", "7.5", "Yes"),
    ("05 May", "Aisha Khan", "Northwind Dashboard", "KPI model, revenue tiles", "6", "yes"),
    ("06 May", "Ben Okafor", "Harbor Freight ETL", "Rework after internal QA", "2.25", "No"),
    ("06 May", "Chloe Marsh", "Pryor & Sons, portal rebuild", "Discovery call", "1.5", "Yes"),
    ("07 May", "Chloe Marsh", "Pryor & Sons, portal rebuild", "Wireframes", "5.75", "YES"),
    ("08 May", "Ben Okafor", "Harbor Freight ETL", "Load testing", "4", "Yes "),
    ("09 May", "Aisha Khan", "Internal", "Team retro", "1", "No"),
    ("12 May", "Chloe Marsh", "Lumen CRM migration", "Data mapping", "6.5", "Yes"),
    ("12 May", "Ben Okafor", "Lumen CRM migration", "Travel to Lumen office", "3", "No"),
    ("13 May", "Aisha Khan", "Northwind Dashboard", "Bug fixing (warranty)", "2", "No"),
    ("14 May", "Chloe Marsh", "Lumen CRM migration", "Migration dry run", "7.25", "Yes"),
    ("15 May", "Ben Okafor", "Harbor Freight ETL", "Handover documentation", "3.75", "yes"),
    ("16 May", "Chloe Marsh", "Pryor & Sons, portal rebuild", "Sprint review", "2", "Yes"),
    ("19 May", "Aisha Khan", "Northwind Dashboard", "User training session", "4.5", "Yes"),
    ("20 May", "Ben Okafor", "Internal", "Security awareness course", "2", "No"),
    ("21 May", "Chloe Marsh", "Lumen CRM migration", "Cut-over support", "8", "Yes"),
]
# Billable sums: Harbor Freight ETL 15.25, Lumen CRM migration 21.75,
# Northwind Dashboard 14, Pryor & Sons, portal rebuild 9.25  (all entries: 71, the Total row)

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Brightwater Analytics - Consulting Timesheet, May 2025", 1)
    add_par(d, [("Approved by: ", "b"), "Helen Prescott (delivery lead), 23 May 2025"])
    add_par(d, "Hours are recorded in decimal hours (0.25 = 15 minutes). Only entries marked "
               "billable are invoiced; warranty work and internal QA rework are never billed.")
    add_heading(d, "Time entries", 2)
    rows = [["Date", "Consultant", "Project", "Task", "Hours", "Billable"]]
    rows += [list(e) for e in ENTRIES]
    total = sum(float(e[4]) for e in ENTRIES)
    rows.append([[("Total", "b")], "", "", "", [("%g" % total, "b")], ""])
    add_table(d, rows)
    add_heading(d, "Leave and absence", 2)
    add_table(d, [["Consultant", "Dates", "Type", "Hours"],
                  ["Ben Okafor", "26-27 May", "Annual leave", "15"],
                  ["Aisha Khan", "30 May", "Sick leave", "7.5"]])
    add_par(d, [("Note: ", "i"), ("the Pryor & Sons work is invoiced under PO 4471-B; "
                                  "Lumen travel time is not billable under the SOW.", "i")])
    save_docx(d, os.path.join(ws, "timesheet_2025-05.docx"))
