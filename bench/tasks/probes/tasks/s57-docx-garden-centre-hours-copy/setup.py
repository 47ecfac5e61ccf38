import datetime, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
doc = ek.new_doc()
cp = doc.core_properties
cp.author = "Oakfield Garden Centre"
cp.title = "Christmas opening 2025"
cp.created = cp.modified = datetime.datetime(2025, 10, 20, 11, 0, 0)
cp.last_modified_by = "Oakfield Garden Centre"
cp.revision = 1

ek.add_heading(doc, "Oakfield Garden Centre - Christmas Opening 2025", 1)
ek.add_par(doc, ["Our ", ("festive hours", "b"), " for December and January are below. The caf\u00e9 closes ",
                 ("30 minutes", "i"), " before the centre."])
ek.add_table(doc, [
    ["Day", "Date", "Opening hours"],
    ["Saturday", "20 December", "9am \u2013 5pm"],
    ["Sunday", "21 December", "10am \u2013 4pm"],
    ["Monday", "22 December", "9am \u2013 6pm"],
    ["Tuesday", "23 December", "9am \u2013 6pm"],
    [[("Christmas Eve", "b")], "24 December", "9am \u2013 2pm"],
    [[("Christmas Day & Boxing Day", "b")], "25\u201326 December", [("Closed", "b")]],
    ["Saturday", "27 December", "10am \u2013 4pm"],
    ["New Year's Eve", "31 December", "9am \u2013 3:30pm"],
    [[("New Year's Day", "b")], "1 January", [("Closed", "b")]],
])
ek.add_heading(doc, "Santa's grotto", 2)
ek.add_par(doc, ["Grotto visits run every weekend in December, 10am \u2013 3pm. Book on ",
                 ("01632 960 455", "b"), " (press 2) or at the tills."])
ek.add_heading(doc, "Contact", 2)
ek.add_par(doc, ["Questions about opening times? Call us on ", ("01632 960 455", "b"), "."])
ek.add_par(doc, [("Trade and supplier enquiries: 01632 960 544 (Mon\u2013Fri only).", "i")])
ek.add_par(doc, ["Oakfield Garden Centre, Mill Lane, Oakfield. Free parking for 200 cars."])
ek.save_docx(doc, os.path.join(ws, "christmas_hours.docx"))
ek.write(os.path.join(ws, "printing.txt"), "Print 500 copies A5, both sides, at Quickprint once the leaflet is final.\n")
