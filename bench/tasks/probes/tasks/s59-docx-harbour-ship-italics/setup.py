import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

d = ek.new_doc()
ek.add_heading(d, "Skerray Harbour Trust \u2013 Spring bulletin 2025", 1)
ek.add_par(d, "The Kittiwake returns to the Skerray\u2013Inchmore run on 3 April after her winter refit, and the "
              "Guillemot goes back to weekend-only sailings until the summer timetable starts.")
ek.add_par(d, [("Timetable change: ", "b"), "from 14 April the Shearwater leaves Skerray at 07:40 instead of 07:30."])
ek.add_heading(d, "Shearwater engine overhaul", 2)
ek.add_par(d, "Both main engines on the Shearwater were rebuilt over the winter. Thanks to the crew at Brora Marine "
              "for turning the job round in six weeks.")
ek.add_heading(d, "Around the harbour", 2)
ek.add_par(d, "The Kittiwake Caf\u00e9 on the quay reopens at Easter, and the car park on Shearwater Road will be "
              "resurfaced during May \u2013 please use the overflow field.")
ek.add_par(d, ["Crew news: Morag Innes moves from the Guillemot to the Kittiwake as mate. ",
               ("Welcome aboard, Morag!", "b")])
ek.add_table(d, [["Vessel", "Route", "First sailing"],
                 ["Kittiwake", "Skerray\u2013Inchmore", "07:15"],
                 ["Shearwater", "Skerray\u2013Fladda", "07:40"],
                 ["Guillemot", "Skerray\u2013Inchmore (Sat/Sun)", "09:00"]])
ek.add_par(d, ["Photo: the ", ("Guillemot", "i"), " at Fladda pier (S. Munro)."])
ek.add_par(d, "Questions to the harbour office: 01955 600412 or office@skerrayharbour.example.")
ek.save_docx(d, os.path.join(ws, "harbour_bulletin.docx"))
