import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

doc = ek.new_doc()
ek.add_heading(doc, "Paper Lantern Puppets - Spring Tour 2025 report", 0)
ek.add_par(doc, ["Show: ", ("The Owl Who Was Afraid of the Dark", "i"), " (touring version, 55 minutes, ages 3+)."])
ek.add_par(doc, "Prepared for the Arts Council quarterly return. Draft - figures for Kendal still to come.")
ek.add_heading(doc, "Venues and sales", 1)
ek.add_table(doc, [
    ["Venue", "Dates", "Performances", "Tickets sold", "Box office (\u00a3)"],
    ["Keswick Theatre by the Lake", "1-2 Apr", "3", "331", "2,714.00"],
    ["Kendal Brewery Arts Centre", "4-5 Apr", "3", "TBC", "TBC"],
    ["Lancaster Dukes", "8-9 Apr", "4", "538", "4,701.50"],
    ["Ulverston Coronation Hall", "11 Apr", "2", "251", "2,135.00"],
])
ek.add_par(doc, [("How the figures are counted: ", "b"),
                 ("tickets sold excludes complimentary tickets and anything refunded; box office is the money "
                 "actually taken for those tickets, before the venue's split.")])
ek.add_heading(doc, "Notes", 1)
ek.add_par(doc, "Kendal's Saturday matinee was the first sell-out of the tour. Keswick asked about a return visit "
                "in the autumn.")
ek.save_docx(doc, os.path.join(ws, "reports", "spring_tour_report.docx"))

HEAD = "order_ref,performance,ticket_type,qty,unit_price,status\n"
KENDAL = HEAD + """BA-20417,2025-04-04 14:00,adult,24,9.50,paid
BA-20418,2025-04-04 14:00,child,41,7.50,paid
BA-20419,2025-04-04 14:00,concession,6,8.00,paid
BA-20420,2025-04-04 14:00,comp,8,0.00,paid
BA-20431,2025-04-04 14:00,child,3,7.50,refunded
BA-20452,2025-04-05 11:00,adult,30,9.50,paid
BA-20453,2025-04-05 11:00,child,52,7.50,paid
BA-20454,2025-04-05 11:00,concession,5,8.00,paid
BA-20455,2025-04-05 11:00,comp,4,0.00,paid
BA-20470,2025-04-05 14:30,adult,28,9.50,paid
BA-20471,2025-04-05 14:30,child,47,7.50,paid
BA-20472,2025-04-05 14:30,concession,3,8.00,paid
BA-20473,2025-04-05 14:30,adult,2,9.50,refunded
BA-20474,2025-04-05 14:30,comp,6,0.00,paid
"""
ek.write(os.path.join(ws, "boxoffice", "kendal_2025-04.csv"), KENDAL)
ek.write(os.path.join(ws, "boxoffice", "README.txt"),
         "Exports from the venues' box office systems, one file per venue visit.\n"
         "concession = over 65s and carers. qty = number of tickets, unit_price = price per ticket.\n"
         "comp = complimentary. status refunded = money returned, seats released.\n")
ek.write(os.path.join(ws, "boxoffice", "kendal_2024-10.csv"), HEAD + """BA-18802,2024-10-26 14:00,adult,31,9.00,paid
BA-18803,2024-10-26 14:00,child,58,7.00,paid
BA-18804,2024-10-26 14:00,concession,4,7.50,paid
BA-18805,2024-10-26 14:00,comp,5,0.00,paid
""")
ek.write(os.path.join(ws, "boxoffice", "keswick_2025-04.csv"), HEAD + """KT-7710,2025-04-01 13:30,adult,40,9.50,paid
KT-7711,2025-04-01 13:30,child,72,7.50,paid
KT-7712,2025-04-01 13:30,concession,7,8.00,paid
KT-7713,2025-04-02 10:30,adult,35,9.50,paid
KT-7714,2025-04-02 10:30,child,66,7.50,paid
KT-7715,2025-04-02 14:00,adult,38,9.50,paid
KT-7716,2025-04-02 14:00,child,69,7.50,paid
KT-7717,2025-04-02 14:00,concession,4,8.00,paid
KT-7718,2025-04-02 14:00,comp,10,0.00,paid
""")
