import datetime, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

doc = ek.new_doc()
cp = doc.core_properties
cp.author = "Gareth Lowry"
cp.last_modified_by = "Gareth Lowry"
cp.title = "Winter gritting plan 2025-26"
cp.created = datetime.datetime(2025, 9, 29, 8, 15, 0)
cp.modified = datetime.datetime(2025, 11, 3, 16, 20, 0)
cp.revision = 6

ek.add_heading(doc, "Ashworth Town Council \u2014 Winter gritting plan 2025-26", 1)
ek.add_par(doc, ["Season: ", ("1 November 2025 to 31 March 2026", "b"),
                 ". Decisions to grit are made by the duty officer by 14:00 using the Met Office road forecast."])
ek.add_par(doc, ["Priority 1 routes are treated before the morning peak (done by 06:30). Priority 2 routes follow, "
                 "Priority 3 only in prolonged snow. ", ("Drivers must complete a vehicle check before every run.", "i")])
ek.add_heading(doc, "Routes", 2)
ek.add_table(doc, [
    ["Route", "Area", "Priority", "Lead driver", "Standby driver", "Vehicle"],
    ["R1", "Town centre & hospital approach", "P1", "Dan Hollis", "Priya Shah", "GR-1 (6t)"],
    ["R2", "Station Road & A614 link", "P1", "Priya Nair", "Colm Byrne", "GR-2 (6t)"],
    ["R3", "Northfield estate", "P2", "Colm Byrne", "Dan Hollis", "GR-3 (3.5t)"],
    ["R4", "Schools loop (Greenway, Moss Lane)", "P1", "Agnes Mwangi", "Priya Nair", "GR-1 (6t)"],
    ["R5", "Hill villages (Upton, Cleeve)", "P2", "Priya Nair", "Agnes Mwangi", "GR-4 (4x4)"],
    ["R6", "Industrial park", "P3", "Priya Shah", "Colm Byrne", "GR-2 (6t)"],
    ["R7", "Moor Road to the reservoir", "P2", "Priya Nair", "Dan Hollis", "GR-4 (4x4)"],
    ["R8", "Footways, town centre", "P3", "Lewis Grant", "Priya Shah", "Quad + spreader"],
])
ek.add_par(doc, "")
ek.add_heading(doc, "Contacts", 2)
ek.add_table(doc, [
    ["Name", "Role", "Mobile"],
    ["Gareth Lowry", "Duty officer (weekdays)", "07700 900412"],
    ["Helen Stroud", "Duty officer (weekends)", "07700 900733"],
    ["Dan Hollis", "Driver", "07700 900158"],
    ["Priya Nair", "Driver", "07700 900264"],
    ["Priya Shah", "Driver", "07700 900387"],
    ["Colm Byrne", "Driver", "07700 900521"],
    ["Agnes Mwangi", "Driver", "07700 900609"],
    ["Lewis Grant", "Driver (footways)", "07700 900845"],
])
ek.add_par(doc, "")
ek.add_heading(doc, "Salt stock", 2)
ek.add_par(doc, "Depot barn holds 220 tonnes at the start of the season. Reorder when stock falls below 80 tonnes "
                "(supplier: Cheshire Rock Salt, account ATC-0417).")
ek.save_docx(doc, os.path.join(ws, "gritting_plan_2025-26.docx"))

ek.write(os.path.join(ws, "rota_notes.txt"),
         "Nov 3 - Priya N confirmed off from 10 Nov (long-term). Need cover on her routes.\n"
         "Priya S happy to do extra standby shifts but NOT lead on P1 routes yet (still training on GR-1).\n")
