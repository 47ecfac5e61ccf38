import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

LAYOUTS = [
    ("Thornby Junction", "Hull MRC", "OO", "4.8 m \u00d7 0.9 m", "Mains \u2013 1 socket", ""),
    ("Little Weighton Halt", "R. Pask", "N", "2.4 m \u00d7 0.6 m", "Mains \u2013 1 socket", ""),
    ("Saltend Docks", "Humber Dock Modellers", "O", "520 cm \u00d7 120 cm", "Mains \u2013 2 sockets", [("New this year", "b")]),
    ("Kettlewell Quarry", "Craven 009 Group", "009", "3.6 m \u00d7 0.5 m", "Battery only", ""),
    ("Aire Valley Loco Shed", "Leeds Finescale Society", "EM", "16 ft \u00d7 3 ft", "Mains \u2013 1 socket", "Fiddle yard at rear"),
    ("Garrowby Summit", "B. & J. Whitehead", "OO", "4.0 m \u00d7 1.0 m", "Mains \u2013 1 socket", ""),
    ("Brough Sidings", "Brough Railway Circle", "N", "12 ft \u00d7 2 ft", "Mains \u2013 1 socket", ""),
    ("Market Weighton 1959", "Wolds Railway Group", "OO", "6.2 m \u00d7 1.5 m", "Mains \u2013 2 sockets", [("Best in show 2024", "b")]),
    ("Tinplate Tracks", "Driffield Toy Train Club", "O (tinplate)", "4.5 m \u00d7 2.0 m", "None \u2013 clockwork", "Children can operate"),
    ("Pocklington Canal Tramway", "S. Ibbotson", "16.5 mm", "1.8 m \u00d7 0.4 m", "Battery only", ""),
    ("Beverley Westwood", "East Riding MRC", "OO", "450 cm \u00d7 60 cm", "Mains \u2013 1 socket", ""),
    ("Skidby Mill Light Railway", "Cottingham MRS", "0-16.5", "5.1 m \u00d7 0.8 m", "Battery only", [("Needs a corner position", "i")]),
]

doc = ek.new_doc()
ek.add_heading(doc, "Wolds Model Railway Show 2025 \u2013 Exhibitor list", 1)
ek.add_par(doc, [("Driffield Showground, Saturday 12 and Sunday 13 April. ", "b"),
                 "Exhibitors may set up from 16:00 on Friday; the hall must be clear by 19:00 on Sunday."])
ek.add_par(doc, "Sizes are the overall footprint of the layout including fiddle yards, length \u00d7 depth, "
                "as given on the booking forms. Operators need a further 1 m behind the layout.")
ek.add_heading(doc, "Layouts", 2)
rows = [["Layout", "Club / owner", "Scale", "Size (L \u00d7 D)", "Power", "Notes"]]
for name, club, scale, size, power, notes in LAYOUTS:
    rows.append([name, club, scale, size, power, notes])
ek.add_table(doc, rows)
ek.add_par(doc, "")
ek.add_par(doc, [("Market Weighton 1959", ""), " won best in show last year and will be near the main entrance again."])
ek.add_heading(doc, "Trade stands", 2)
ek.add_table(doc, [
    ["Stand", "Trader", "Frontage", "Power"],
    ["T1", "Wolds Model Supplies", "6 m", "Mains \u2013 2 sockets"],
    ["T2", "Second-hand stock (club)", "4 m", "None"],
    ["T3", "Scenic Materials Direct", "4.5 m", "Mains \u2013 1 socket"],
])
ek.add_par(doc, "")
ek.add_par(doc, [("Electrics: ", "b"), "all mains supplies come from the distribution boards on the north wall. "
                 "Extension leads must be PAT tested (2024 or later) and taped down across walkways."])
ek.save_docx(doc, os.path.join(ws, "show", "Exhibitor list 2025.docx"))

ek.write(os.path.join(ws, "show", "cable_runs_2024.txt"),
         "2024 cable runs (for reference)\nBoard A: Market Weighton 1959, Thornby Junction\nBoard B: trade stands T1, T3\n")
