import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
R = os.path.join(ws, "raffle")

d = ek.new_doc()
ek.add_heading(d, "St Oswald's Spring Fair 2025 \u2013 Raffle prizes", 1)
ek.add_par(d, "Tickets \u00a31 each or \u00a34 a strip of five. Draw at 4pm on the day; winners not present will be phoned.")
ek.add_table(d, [
    ["No.", "Prize", "Donated by", "Notes"],
    ["1", "Luxury hamper", "Dalton's Deli", ""],
    ["2", "\u00a350 meal voucher", "The Green Kitchen", "valid until 31 Dec 2025"],
    ["3", "Family day pass", "Saltmarsh Wetland Centre", "2 adults + 2 children"],
    ["4", "Bottle of champagne", "The Plough", ""],
    ["5", "Cut & blow-dry", "Studio 9 Hair", [("Withdrawn \u2013 salon has closed, not drawn", "i")]],
    ["6", "Box of handmade chocolates", "Cocoa Bean Co.", ""],
    ["7", "Full car valet", "Shine Bros", "book by phone"],
    ["8", "Hand-knitted tea cosy", "Pat Greaves", ""],
])
ek.add_par(d, "Thank you to all our donors! Please collect prizes from the vicarage by 30 April.")
ek.save_docx(d, os.path.join(R, "raffle_prizes_2025.docx"))

ek.write(os.path.join(R, "ticket_sales.csv"), """Seller,Colour,First ticket,Last ticket,Name,Phone,Notes
Ruth,Pink,006,010,Maureen Tate,07700 900310,
Ruth,pink,061,065,Terry Nolan,07700 900455,paid cash
Ruth,Pink,211,215,Alan Pritchard,07700 900121,
Ruth,Pink,216,220,Nadia Rahman,07700900734,
Ruth,Pink,231,235,Joyce Ekwueme,+44 7700 900552,
Ruth,Pink,236,240,Alan Pritchard,07700 900121,second strip
Dave,Blue,031,035,Gordon Bell,07700 900268,
Dave,Blue,036,040,Kath Moyles,07700 900913,
Dave,blue,136,140,Nadia Rahman,07700900734,
Dave,Blue,141,145,Sam Okafor,07700 900647,
Dave,Blue,146,150,Gordon Bell,07700 900268,
Dave,Blue,151,155,,,returned unsold
Dave,Blue,156,160,Priya Shah,07700 900389,
Helen,Yellow,006,010,Bernie Calder,07700 900774,
Helen,Yellow,011,015,Maureen Tate,07700 900310,
Helen,Yellow,111,115,Shona McLeod,07700 900206,
Helen,Yellow,116,120,Li Wei,07700 900581,
Helen,YELLOW,121,125,Terry Nolan,07700 900455,
""")
ek.write(os.path.join(R, "draw_sheet.csv"), """draw,prize_no,colour,ticket,notes
1,1,pink,214,
2,2,blue,037,
3,3,yellow,118,
4,4,blue,151,unsold ticket - redrawn
5,4,pink,062,
6,6,yellow,009,
7,7,blue,140,
8,8,pink,233,
""")
ek.write(os.path.join(R, "2024", "winners_2024.csv"), """prize_no,prize,winner,phone
1,Hamper,Gordon Bell,07700 900268
2,Garden centre voucher,Li Wei,07700 900581
3,Cinema tickets,Maureen Tate,07700 900310
""")
ek.write(os.path.join(R, "README.txt"),
         "Raffle admin 2025 (Helen)\n- ticket_sales.csv: one line per strip sold, by seller\n"
         "- draw_sheet.csv: typed up from the draw on the day\n- 2024/ is last year's, for reference\n")
