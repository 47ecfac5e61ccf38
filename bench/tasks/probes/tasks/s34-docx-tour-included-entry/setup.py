import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HEAD = ["Time", "Stop", "Notes"]
DAY1 = [HEAD,
        ["09:00", "Newcastle Central Station (pick-up)", "Meet at the taxi rank"],
        ["11:30", [("Alnwick Castle", "b")], "Allow 3 hours"],
        ["15:00", "Alnwick Garden", [("Closes 17:00", "b")]],
        ["18:00", "Hotel check-in, Alnmouth", "Dinner at 19:30"]]
DAY2 = [HEAD,
        ["09:30", [("Bamburgh Castle", "b")], "Steep path from the car park"],
        ["13:00", "Seahouses harbour", ["Boat trips to the Farne Islands from \u00a325, ", ("book ahead", "b")]],
        ["15:30", [("Lindisfarne Priory", "b")], "Causeway closes at high tide - the driver checks the tide times"]]
DAY3 = [HEAD,
        [[("10:00", "b")], "Cragside", "Coach leaves 10:00 sharp"],
        ["13:30", [("Hexham Abbey", "b")], "Lunch in town first"],
        ["16:00", [("Vindolanda", "b")], "Roman fort and museum"],
        ["18:30", "Newcastle Central Station (drop-off)", ""]]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Heritage Coaches \u2013 Northumberland long weekend", 0)
    add_par(d, "Friday 12 to Sunday 14 September. Driver and guide: Alan Pryce (07700 900271).")
    add_par(d, ["Stops shown in ", ("bold", "b"), " include the entry ticket in the tour price; for the others, "
                "pay on the day if you want to go in."])
    add_heading(d, "Day 1 \u2013 Friday", 1)
    add_table(d, DAY1)
    add_heading(d, "Day 2 \u2013 Saturday", 1)
    add_table(d, DAY2)
    add_heading(d, "Day 3 \u2013 Sunday", 1)
    add_table(d, DAY3)
    add_par(d, ["Optional extra on Saturday night: ", ("Kielder Observatory", "b"),
                " stargazing (\u00a330, book with the driver)."])
    save_docx(d, os.path.join(ws, "coach_tour.docx"))
