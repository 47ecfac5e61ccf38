import datetime, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
doc = ek.new_doc()
cp = doc.core_properties
cp.author = "Millbrook Community Transport"
cp.title = "Minibus bookings March 2025"
cp.created = cp.modified = datetime.datetime(2025, 2, 24, 18, 30, 0)
cp.last_modified_by = "Millbrook Community Transport"
cp.revision = 3

ek.add_heading(doc, "Millbrook Community Minibus - Bookings, March 2025", 1)
ek.add_par(doc, ["Vehicle: 16-seat Ford Transit (", ("MB21 KXC", "b"), "). Keys from the parish office; ",
                 ("return with a full tank", "i"), "."])
ek.add_table(doc, [
    ["Date", "Group", "Destination", "Driver", "Seats"],
    ["Tue 4 Mar", "Over-60s Lunch Club", "Riverside Garden Centre", "Alan Price", "12"],
    ["Thu 6 Mar", "Chess Club", "County Chess League, Hatfield", "Sue Marsh", "8"],
    ["Sat 8 Mar", "Millbrook Youth FC U12", "Away match, Welwyn", "Dev Patel", "14"],
    ["Thu 13 Mar", "Chess Club", "County Chess League, St Albans", "Sue Marsh", "8"],
    ["Tue 18 Mar", "Over-60s Lunch Club", "Knebworth tea rooms", "Alan Price", "12"],
    ["Thu 20 Mar", "Chess Club", "County Chess League, St Albans", "Sue Marsh", "8"],
    ["Sat 22 Mar", "Millbrook Youth FC U12", "Away match, Stevenage", "Dev Patel", "14"],
    ["Sat 29 Mar", "Ramblers", "Tring Park", "Pat Okafor", "10"],
])
ek.add_heading(doc, "Notes", 2)
ek.add_par(doc, ["Chess Club bookings confirmed by Sue Marsh on ", ("20 February", "b"), "."])
ek.add_par(doc, ["Drivers must do the walk-round check and sign the log book before every trip."])
ek.save_docx(doc, os.path.join(ws, "minibus_march_2025.docx"))
