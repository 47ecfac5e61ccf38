import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

d = ek.new_doc()
ek.add_heading(d, "Kingfisher Narrowboats \u2014 Boat Handover Checklist", 1)
ek.add_par(d, ["Complete this with the hirer on the boat before they leave the marina. ",
               ("Never open the weed hatch with the engine running", "b"), " \u2014 key out and in your pocket first."])
ek.add_heading(d, "Engine checks", 2)
for s in ["Check the engine oil level on the dipstick (between the marks).",
          "Check the coolant header tank is at least half full.",
          "Check the weed hatch lid is fitted and the clamp bar is tight.",
          "Turn the stern gland greaser one full turn.",
          "Start the engine and check cooling water / tell-tale is running."]:
    ek.add_par(d, s, style="List Number")
ek.add_heading(d, "Inside the boat", 2)
for s in ["Gas locker: both bottles connected, changeover valve explained.",
          "Show the hirer the fuse board and the battery isolator switches.",
          "Test the smoke and CO alarms with the hirer watching.",
          "Fresh water tank full; show the filler cap (blue) and the diesel cap (red)."]:
    ek.add_par(d, s, style="List Number")
ek.add_heading(d, "Before you cast off", 2)
for s in ["Show the hirer how to clear the weed hatch safely.",
          "Walk through the first lock together (Lock 41, Sandpit Lock).",
          ["Give the hirer the ", ("emergency number: 01632 960 418", "b"), "."]]:
    ek.add_par(d, s, style="List Number")
ek.add_par(d, [("Signed (staff) ____________   Signed (hirer) ____________   Boat ____________", "i")])
ek.save_docx(d, os.path.join(ws, "handover_checklist.docx"))

ek.write(os.path.join(ws, "fleet.txt"),
         "Boats in service 2025: Kingfisher, Heron, Dabchick, Grebe, Moorhen\n"
         "Heron: bilge pump replaced April 2025 (switch on the right of the engine bay, AUTO / OFF / MANUAL)\n")
