import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

d = ek.new_doc()
ek.add_heading(d, "Tallis Access Scaffolding - Hire Schedule", 1)
ek.add_par(d, ["Updated weekly by the office. ", ("Off-hire dates are the day the strike crew is booked.", "i")])
ek.add_heading(d, "Current hires", 2)
ek.add_table(d, [
    ["Job ref", "Site address", "Customer", "Erected", "Off-hire date", "Notes"],
    ["TA-2231", "12 Mill Road, Oakbury", "Fenwick Builders", "06/01/2025", "21/02/2025", "Chimney rebuild"],
    ["TA-2234", "21 Mill Lane, Oakbury", "J. Pardoe", "13/01/2025", "07/03/2025", "Gable end, 2 lifts"],
    ["TA-2236", "12 Mill Lane, Oakbury", "Crestline Roofing", "20/01/2025", "28/02/2025", "Full re-roof, loading bay"],
    ["TA-2240", "The Old Bakery, Church St", "Marsh & Daughters", "27/01/2025", "14/02/2025", "Render repairs"],
    ["TA-2243", "12 Mill Lane Cottages, Oakbury", "Oakbury Housing Assoc.", "03/02/2025", "31/03/2025", "Gutters, 3 units"],
])
ek.add_heading(d, "Off-hired this season", 2)
ek.add_table(d, [
    ["Job ref", "Site address", "Customer", "Erected", "Off-hire date", "Notes"],
    ["TA-2190", "12 Mill Lane, Oakbury", "Crestline Roofing", "02/09/2024", "25/10/2024", "Survey access"],
    ["TA-2204", "4 Quarry Close, Oakbury", "S. Blake", "30/09/2024", "08/11/2024", "Windows"],
])
ek.add_par(d, "Any change to an off-hire date must be confirmed with the yard (01632 960 118) the same day.")
ek.save_docx(d, os.path.join(ws, "hire_schedule.docx"))

old = ek.new_doc()
ek.add_heading(old, "Tallis Access Scaffolding - Hire Schedule (December)", 1)
ek.add_table(old, [
    ["Job ref", "Site address", "Customer", "Erected", "Off-hire date", "Notes"],
    ["TA-2204", "4 Quarry Close, Oakbury", "S. Blake", "30/09/2024", "08/11/2024", "Windows"],
    ["TA-2221", "Unit 5, Station Yard", "Kestrel Signs", "02/12/2024", "20/12/2024", "Fascia"],
])
ek.save_docx(old, os.path.join(ws, "archive", "hire_schedule_2024-12.docx"))
