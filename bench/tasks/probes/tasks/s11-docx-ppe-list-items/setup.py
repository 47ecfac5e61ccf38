import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, kb = setup_args()
d = new_doc()
add_heading(d, "Site Induction - Harrowgate Distribution Centre", 0)
add_par(d, [("Version 4, issued by the Health & Safety team. Read this before your first shift.", "i")])
add_par(d, [("Contents", "b")])
for s in ("1 Welcome", "2 Site rules", "3 Personal protective equipment", "4 Emergency procedures",
          "5 Visitors and contractors"):
    add_par(d, s)

add_heading(d, "1 Welcome", 1)
add_par(d, "Harrowgate runs three shifts and handles chilled and ambient goods for retail customers. "
           "Your shift supervisor is your first point of contact for anything in this guide.")

add_heading(d, "2 Site rules", 1)
add_par(d, "These rules apply to everyone on site, including office staff crossing the warehouse floor:")
for s in ("Walk only in the marked green walkways",
          "No mobile phones on the warehouse floor outside the rest areas",
          "Give way to forklifts and reach trucks at all times",
          "Food and drink only in the canteen",
          "Report every near miss to your supervisor before the end of the shift",
          "No lone working in the chiller or freezer rooms"):
    add_par(d, s, style="List Bullet")

add_heading(d, "3 Personal protective equipment", 1)
add_par(d, "The following must be worn on the warehouse floor. Each item is issued on your first day:")
add_par(d, "Safety boots with steel toe caps", style="List Bullet")
add_par(d, "High-visibility vest, worn fastened", style="List Bullet")
add_par(d, [("Cut-resistant gloves", "b"), (" when handling strapping or wrapped pallets", "")], style="List Bullet")
add_par(d, "Safety glasses in the battery charging area", style="List Bullet")
add_par(d, "Hearing protection in the baler zone", style="List Bullet")
add_par(d, [("Hard hat", "b"), (" under the high-bay racking", "")], style="List Bullet")
add_par(d, "Thermal jacket in the chiller room (loaned from the PPE store)", style="List Bullet")
add_par(d, "Replacement PPE is issued by the shift supervisor. Report lost or damaged items on the same day.")

add_heading(d, "4 Emergency procedures", 1)
add_par(d, "If you hear the fire alarm (a continuous bell):")
for s in ("Stop work and switch off any truck you are driving",
          "Leave by the nearest green exit sign without collecting belongings",
          "Go to the assembly point in the staff car park",
          "Report to your shift supervisor so the roll call can be completed",
          "Do not re-enter until the fire marshal says it is safe"):
    add_par(d, s, style="List Number")
add_par(d, [("First aid: ", "b"), ("trained first aiders wear a green armband; kits are at every exit.", "")])

add_heading(d, "5 Visitors and contractors", 1)
add_par(d, "All visitors sign in at gatehouse reception and are escorted at all times.")
add_heading(d, "Personal protective equipment for visitors", 2)
add_par(d, "Reception issues a short-stay kit to each visitor:")
for s in ("Visitor lanyard with photo pass",
          "High-visibility vest",
          "Safety overshoes",
          "Disposable ear plugs for the baler zone"):
    add_par(d, s, style="List Bullet")
add_par(d, "Contractors bring their own PPE and show it at the gatehouse.")
save_docx(d, os.path.join(ws, "site_induction.docx"))
