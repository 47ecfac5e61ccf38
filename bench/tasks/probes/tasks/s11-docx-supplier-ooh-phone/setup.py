import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, kb = setup_args()
d = new_doc()
add_heading(d, "Supplier Contact Sheet - Logistics", 1)
add_table(d, [["Version", "Date", "Changed by"],
              ["1.3", "06/01/2025", "R. Adeyemi"],
              ["1.4", "03/03/2025", "K. Brennan"]])
add_par(d, "")
add_par(d, [("Keep this sheet next to the dispatch desk. Call the ", ""), ("office", "b"),
            (" number during working hours (08:00-17:30) and the ", ""), ("out-of-hours", "b"),
            (" number only for loads already on the road.", "")])
add_table(d, [
    ["Ref", "Supplier", "Service", "Account manager", "Office phone", "Out-of-hours", "Contract end"],
    ["SUP-011", "Brackley Pallet Network", "Pallet distribution", "Joanne Fry", "01280 555 0143",
     "07700 900 118", "31/12/2025"],
    ["SUP-014", [("Lindqvist Freight Services", "")], "Container haulage", "Per Lindqvist", "0151 555 0172",
     [("07700 900 412", "")], "30/06/2026"],
    ["SUP-017", [("Lindqvist Freight", "b")], "Chilled trunking", [("Anna Holm", "i")], "0151 555 0190",
     [("07700 900 412", "b")], [("31/03/2026", ""), (" (auto-renews)", "i")]],
    ["SUP-020", "Marchetti Couriers", "Same-day parcels", "Luca Marchetti", "0161 555 0127",
     "none", "30/09/2025"],
    ["SUP-023", "Oakfield Tail Lifts", "Vehicle repairs", "Dev Sharma", "0113 555 0166",
     "07700 900 905", "28/02/2026"],
], bold_header=True)
add_par(d, "")
add_par(d, [("Note: ", "b"), ("Lindqvist Freight and Lindqvist Freight Services are sister companies with "
            "separate contracts but have so far shared one out-of-hours line.", "")])
add_par(d, [("Escalation: ", "b"), ("if no supplier answers within 30 minutes, call the transport manager on ", ""),
            ("07700 900 050", "u"), (".", "")])
save_docx(d, os.path.join(ws, "supplier_contacts.docx"))
