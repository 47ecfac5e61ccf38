import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
d = new_doc()
add_heading(d, "Price list, valid from 1 April 2026", 1)
add_par(d, "All prices exclude VAT. Volume discounts on request.")
add_table(d, [["Product", "Unit", "Price (EUR)"],
              ["Cable tray 2 m", "piece", "18.90"],
              ["Junction box IP65", "piece", "7.45"],
              ["Cable ties, 100 pcs", "pack", "4.20"],
              ["Conduit 20 mm", "metre", "1.15"],
              ["Din rail 1 m", "piece", "3.80"],
              ["Terminal block, 2.5 mm\u00b2", "piece", "0.95"]])
add_par(d, "Questions: sales@example.com")
save_docx(d, os.path.join(ws, "price_list.docx"))
