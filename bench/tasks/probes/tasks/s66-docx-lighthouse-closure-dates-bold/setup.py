import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

doc = ek.new_doc()
ek.add_heading(doc, "Gull Point Lighthouse - Visitor Information 2026", 0)
ek.add_par(doc, [("Updated 3 February 2026", "i"), " by the Gull Point Lighthouse Trust."])
ek.add_heading(doc, "Opening times", 1)
ek.add_par(doc, "The tower is open from 28 March 2026 to 1 November 2026, Wednesday to Sunday, 10:30 to 16:30. "
                "Last climb 16:00. In school holidays we also open on Mondays and Tuesdays.")
ek.add_table(doc, [["Ticket", "Price"], ["Adult", "\u00a39.50"], ["Child (5-15)", "\u00a35.00"],
                   ["Family (2+3)", "\u00a326.00"], ["Under 5", "Free (not allowed above the gallery)"]])
ek.add_heading(doc, "Closures", 1)
ek.add_par(doc, "The lighthouse will be closed to visitors on 14 May 2026 while the lantern is serviced.")
ek.add_par(doc, ["It is also closed on ", ("2 July 2026", "i"), " and 18 September 2026 for the ",
                 ("Trinity House", "i"), " inspections."])
ek.add_par(doc, "If high winds are forecast we may close at short notice - check our page before you travel.")
ek.add_heading(doc, "Getting here", 1)
ek.add_par(doc, "Park at the Gull Point car park (pay and display, free after 18:00). It is a 15 minute walk "
                "along the cliff path. The shuttle bus runs on weekends from 4 April 2026.")
ek.add_heading(doc, "Access", 1)
ek.add_par(doc, ["There are 137 steps to the lantern gallery and ", ("no lift", "b"),
                 ". The visitor centre and shop on the ground floor are step free."])
ek.save_docx(doc, os.path.join(ws, "lighthouse_visitor_info.docx"))

ek.write(os.path.join(ws, "volunteer_rota_notes.txt"), """Rota notes for 2026
- 14 May: no guides needed (closed), Sue to let the lantern engineers in at 08:00
- 2 July and 18 September: Trinity House inspections, shop stays shut
- Open day for members: 25 October 2026
""")
