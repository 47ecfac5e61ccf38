import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

LINES = [  # line, code (as typed in the PO), description, qty, unit
    ("1", "HX-210", "Hex bolt M10 x 60, zinc plated", "12", "box of 50"),
    ("2", "hx-315", "Hex nut M10", "8", "box of 100"),
    ("3", "PL-044", "Plain washer M10", "5", "box of 200"),
    ("4", "QT-900", "Threadlocker, medium strength, 50 ml", "6", "each"),
    ("5", "VB-120", "Anti-vibration mount 40 mm", "24", "each"),
    ("6", "SN-007", "Spring nut M8", "10", "box of 50"),
]
CSV = """code,description,pack,unit_price_gbp
HX-210 ,"Hex bolt, M10 x 60, zinc plated",box of 50,18.40
HX-3150,"Hex nut, M10, A4 stainless",box of 100,27.90
HX-315,"Hex nut, M10",box of 100,9.75
PL-0440,"Washer, plain, M10, stainless",box of 200,15.30
PL-044,"Washer, plain, M10",box of 200,6.20
qt-900,"Threadlocker, medium, 50 ml",each,7.85
VB-1200,"Anti-vibration mount, 120 mm",each,11.60
VB-120,"Anti-vibration mount, 40 mm",each,3.35
SN-007,"Spring nut, M8",box of 50,14.10
SN-008,"Spring nut, M10",box of 50,16.45
"""

ws, kb = setup_args()
d = new_doc()
add_heading(d, "Purchase Order PO-3318", 1)
add_par(d, [("Supplier: ", "b"), ("Kettering Fasteners Ltd, Unit 7 Pytchley Road, Kettering", "")])
add_par(d, [("Requested by: ", "b"), ("Maintenance stores, Corby plant", "")])
add_par(d, "Unit prices as per the supplier's current price list. VAT at 20% is added on the invoice.")
add_table(d, [["Line", "Code", "Description", "Qty", "Unit"]] + [list(r) for r in LINES])
add_par(d, [("Delivery: ", "b"), ("free over GBP 250 before VAT; required by 23 May 2025.", "")])
save_docx(d, os.path.join(ws, "purchase_order.docx"))
write(os.path.join(ws, "price_list.csv"), CSV)
