import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

doc = ek.new_doc()
ek.add_heading(doc, "Orchard Lane Cider \u2013 How We Make It", 0)
ek.add_par(doc, ["This is the working guide for volunteers on pressing weekends. ",
                 ("Read it before your first shift.", "i")])
ek.add_heading(doc, "Pressing", 1)
ek.add_par(doc, "Wash the apples in the trough and discard anything with brown rot. Mill straight into the press cloths.")
ek.add_par(doc, "Keep the juice below 10\u00b0C if it has to wait overnight \u2013 the cold store is set to 4\u00b0C.")
ek.add_par(doc, ["Take a gravity reading of every batch and write it on the ", ("batch sheet", "b"), "."])
ek.add_heading(doc, "Fermentation", 1)
ek.add_par(doc, "Add one crushed Campden tablet per gallon and wait 24 hours before pitching the yeast.")
ek.add_par(doc, ["Rehydrate the yeast in water at 35\u00b0C for 15 minutes, then pitch once the juice has warmed to 16\u00b0C. ",
                 ("Never pitch into juice straight from the cold store.", "i")])
ek.add_par(doc, "The fermentation room thermostat is set to 18\u00b0C; check the log twice a day.", style="List Bullet")
ek.add_par(doc, ["If the room drops under 12\u00b0C the ferment can stick \u2013 move the vessels to ", ("Bay 2", "b"), "."],
           style="List Bullet")
ek.add_par(doc, "Primary fermentation normally takes two to three weeks. Rack off the lees when the gravity reads 1.005 or below.")
ek.add_heading(doc, "Maturing and bottling", 1)
ek.add_par(doc, "Mature in the barn, which sits at about 8\u00b0C through the winter, for at least three months.")
ek.add_par(doc, "Pasteurise bottled cider at 65\u00b0C for 20 minutes if it is going to be sold sweet.")
ek.add_par(doc, "Label every case with the batch number and the bottling date.")
ek.save_docx(doc, os.path.join(ws, "cider_guide.docx"))
