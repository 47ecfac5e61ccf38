import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
d = new_doc()
add_heading(d, "Office move tracker", 1)
add_table(d, [["Task", "Owner", "Status"],
              ["Book movers", "Yusuf", "Open"],
              ["Order new desks", "Grete", "In progress"],
              ["Set up network closet", "Ivo", "Open"],
              ["Label moving boxes", "Grete", "Open"],
              ["Cancel old cleaning contract", "Yusuf", "In progress"],
              ["Update address on website", "Ivo", "Done"]])
add_par(d, "Move date: 14 August.")
save_docx(d, os.path.join(ws, "tracker.docx"))
write(os.path.join(ws, "finished.txt"), "Finished this week:\nOrder new desks\nLabel moving boxes\nCancel old cleaning contract\n")
