import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ROTA = [
    ["Date", "Day", "Shift", "Volunteers"],
    ["1 July", "Tuesday", "Sorting 10:00\u201312:00", "Ken Adeyemi, Margaret Boyle"],
    ["3 July", "Thursday", "Distribution 14:00\u201316:30", "Joan Whitfield, Priya Nair, Ken Adeyemi"],
    ["5 July", "Saturday", "Distribution 10:00\u201313:00", "Aisha Rahman, Tom Brennan, Joan Whitfield"],
    ["8 July", "Tuesday", "Sorting 10:00\u201312:00", "Margaret Boyle, Colin Shaw"],
    ["10 July", "Thursday", "Distribution 14:00\u201316:30", "Priya Nair, Colin Shaw"],
    ["12 July", "Saturday", "Distribution 10:00\u201313:00", "Tom Brennan, Fiona Grant"],
    ["15 July", "Tuesday", "Sorting 10:00\u201312:00", "Ken Adeyemi, Elsie Moran"],
    ["17 July", "Thursday", "Distribution 14:00\u201316:30", "Joan Whitfield, Margaret Boyle"],
    ["19 July", "Saturday", "Distribution 10:00\u201313:00", "Aisha Rahman, Daniel Okoro"],
    ["22 July", "Tuesday", "Sorting 10:00\u201312:00", "Colin Shaw, Elsie Moran"],
    ["24 July", "Thursday", "Distribution 14:00\u201316:30", "Priya Nair, Ken Adeyemi"],
    ["26 July", "Saturday", "Distribution 10:00\u201313:00", "Fiona Grant, Tom Brennan, Ben Castillo"],
    ["29 July", "Tuesday", "Sorting 10:00\u201312:00", "Margaret Boyle, Daniel Okoro"],
    ["31 July", "Thursday", "Distribution 14:00\u201316:30", "Joan Whitfield, Colin Shaw"],
]

VOLUNTEERS = """name,phone,email
Aisha Rahman,07700 900151,aisha.rahman@example.org
Ben Castillo,07700 900822,ben.c@example.net
Colin Shaw,07700 900437,colin.shaw@example.org
Daniel Okoro,07700 900519,d.okoro@example.com
Elsie Moran,01632 960 284,
Fiona Grant,07700 900663,fiona.grant@example.org
Joan Whitfield,07700 900378,joanw@example.net
Ken Adeyemi,07700 900205,ken.adeyemi@example.org
Margaret Boyle,01632 960 917,mboyle@example.com
Priya Nair,07700 900746,priya.nair@example.org
Tom Brennan,07700 900094,tom.brennan@example.com
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "St Anne's Food Bank \u2013 volunteer rota, July 2025", 1)
    add_par(d, ["Please arrive 15 minutes before your shift. If you can't make it, ",
                ("swap with someone and tell Joan", "b"), "."])
    add_table(d, ROTA)
    add_par(d, [("Warehouse collection", "b"), " (Mondays 9am) is done by Colin and Ken every week."])
    save_docx(d, os.path.join(ws, "rota_july.docx"))
    write(os.path.join(ws, "volunteers.csv"), VOLUNTEERS)
    write(os.path.join(ws, "stock_notes.txt"), "Low on: tinned fish, UHT milk, toiletries.\nPlenty of: pasta, "
          "baked beans.\n")
