import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

HDR = ["Pos", "Name", "Club", "Time"]
CLASSES = [
    ("M21 - Brown course, 7.4 km, 24 controls", [
        ["1", "Tom Ashcroft", "SYO", "52:08"],
        ["2", "Kieran Doyle", "EPOC", "54:41"],
        ["3", "Jamie Frost", "MDOC", "58:30"],
        ["4", "Owen Pritchard", "SYO", "1:03:12"],
        ["-", "Lewis Carter", "AIRE", "mp"],
    ]),
    ("W21 - Blue course, 5.9 km, 20 controls", [
        ["1", "Hannah Lowe", "EPOC", "49:55"],
        ["2", "Beth Marsden", "SYO", "51:20"],
        ["3", "Chloe Ingram", "AIRE", "57:02"],
    ]),
    ("M50 - Blue course, 5.9 km, 20 controls", [
        ["1", "Graham Whitfield", "EPOC", "48:17"],
        ["2", "Steve Okonjo", "SYO", "50:03"],
        ["3", "Mark Haigh", "AIRE", "51:46"],
        ["4", "Andrew Lumb", "MDOC", "55:29"],
        ["5", "Phil Brannigan", "SYO", "58:10"],
        ["6", "Ian Catterall", "EPOC", "1:01:44"],
        ["-", "Rob Kellett", "AIRE", "mp"],
        ["7", "Dave Sutcliffe", "HALO", "1:07:05"],
        ["-", "Neil Ambler", "SYO", "DNF"],
    ]),
    ("M55 - Green course, 4.6 km, 17 controls", [
        ["1", "Colin Rhodes", "SYO", "44:52"],
        ["2", "Peter Garside", "EPOC", "47:30"],
        ["3", "Martin Oddy", "MDOC", "49:09"],
        ["-", "Keith Vaughan", "HALO", "DNF"],
    ]),
    ("W50 - Green course, 4.6 km, 17 controls", [
        ["1", "Julie Haworth", "AIRE", "46:38"],
        ["2", "Sarah Benn", "EPOC", "49:57"],
        ["3", "Lynn Moorhouse", "SYO", "53:21"],
    ]),
]


def build(path, title_note, classes):
    d = ek.new_doc()
    ek.add_heading(d, "Hollin Woods Middle Distance - results", 1)
    ek.add_par(d, "Sunday 16 March 2025. Organised by Pennine Edge Orienteering Club (EPOC). Planner: Ruth Ibbotson. "
                  "Controller: Dave Mellor (SYO).")
    ek.add_par(d, [(title_note, "i")])
    for title, rows in classes:
        ek.add_heading(d, title, 2)
        ek.add_table(d, [HDR] + rows)
    ek.add_par(d, "mp = mispunch, DNF = did not finish. Thanks to Hollin Woods estate for access.")
    ek.save_docx(d, path)


build(os.path.join(ws, "results_hollin_woods.docx"),
      "Final results, published 18 March 2025 after the complaint about control 14 was resolved.", CLASSES)

# provisional results: Haigh and Lumb swapped (before a time correction), Kellett shown with a time
prov = [list(c) for c in CLASSES]
m50 = [r[:] for r in CLASSES[2][1]]
m50[2] = ["3", "Andrew Lumb", "MDOC", "55:29"]
m50[3] = ["4", "Mark Haigh", "AIRE", "56:46"]
m50[5] = ["6", "Rob Kellett", "AIRE", "1:00:13"]
m50[6] = ["7", "Ian Catterall", "EPOC", "1:01:44"]
m50[7] = ["8", "Dave Sutcliffe", "HALO", "1:07:05"]
prov[2] = (CLASSES[2][0], m50)
build(os.path.join(ws, "results_hollin_woods_PROVISIONAL.docx"),
      "Provisional results - download times not yet checked.", prov)

ek.write(os.path.join(ws, "club_rankings_notes.txt"),
         "Club ranking points 2025: results go into the spreadsheet as CSV, one file per class.\n"
         "Columns we use: position,name,club,time\n")
