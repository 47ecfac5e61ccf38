import datetime, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

OLD = [
    ("New patient examination", "58.00"),
    ("Routine check-up", "42.00"),
    ("Hygienist (30 min)", "60.00"),
    ("Hygienist (45 min)", "82.00"),
    ("Small X-ray", "12.00"),
    ("White filling (small)", "120.00"),
    ("Root canal (front tooth)", "395.00"),
    ("Crown (porcelain)", "620.00"),
    ("Tooth whitening (home kit)", "295.00"),
    ("Emergency appointment", "85.00"),
]
NEW = [
    ("New patient examination", "62.00"),
    ("Routine check-up", "45.00"),
    ("Hygienist (30 min)", "65.00"),
    ("Hygienist (45 min)", "89.50"),
    ("Small X-ray", "12.00"),
    ("White filling (small)", "129.00"),
    ("White filling (large)", "165.00"),
    ("Root canal (front tooth)", "420.00"),
    ("Crown (porcelain)", "650.00"),
    ("Tooth whitening (home kit)", "310.00"),
    ("Emergency appointment", "95.00"),
    ("Sports mouthguard", "115.00"),
]

doc = ek.new_doc()
cp = doc.core_properties
cp.author = "Brookside Dental Practice"
cp.title = "Private fee guide"
cp.created = cp.modified = datetime.datetime(2025, 3, 3, 8, 45, 0)
cp.last_modified_by = "Brookside Dental Practice"
cp.revision = 2

ek.add_heading(doc, "Brookside Dental Practice - Private Fee Guide", 1)
ek.add_par(doc, ["This guide covers ", ("private", "b"), " treatment only. NHS charges are set nationally and are on the poster in reception."])
ek.add_heading(doc, "Fees until 31 March 2025 (for reference)", 2)
ek.add_table(doc, [["Treatment", "Fee", "Notes"]] + [[t, "\u00a3" + f, ""] for t, f in OLD])
ek.add_heading(doc, "Fees from 1 April 2025", 2)
notes = {"Emergency appointment": "Plus the cost of any treatment", "Crown (porcelain)": "Lab fee included",
         "Hygienist (45 min)": "Includes fluoride varnish"}
ek.add_table(doc, [["Treatment", "Fee", "Notes"]] + [[t, "\u00a3" + f, notes.get(t, "")] for t, f in NEW])
ek.add_par(doc, ["Payment is due on the day. We accept card and cash. ", ("Missed appointments without 24 hours' notice are charged \u00a325.", "i")])
ek.save_docx(doc, os.path.join(ws, "fee_guide.docx"))
ek.write(os.path.join(ws, "booking_system", "import_help.txt"), "The booking system imports CSV files (UTF-8, comma separated, header row).\n")
