import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ROWS = [
    ["Code", "Description", "Unit", "Price (EUR)", "Supplier"],
    ["007-A", "Cable tie, 200 mm, black", "pack of 100", "4.95", "Voss Elektro"],
    ["012-C", "Bracket \"L\" type, galvanised", "each", "2.40", "Kirkby Fixings"],
    ["015", "Junction box IP65", "each", "11.80", "Voss Elektro"],
    ["0210", "Conduit 20 mm; grey", "3 m length", "3.15", "Kirkby Fixings"],
    ["044-B", "DIN rail, 35 mm (slotted)", "1 m", "6.70", "Marlow & Daughters"],
    ["101", "Cable drum stand", "each", "1,250.00", "Marlow & Daughters"],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Supplier Price List - Spring 2025", 1)
    add_par(d, "Prices exclude VAT and are valid until 30 June 2025.")
    add_table(d, ROWS)
    add_par(d, [("Note: ", "b"), ("codes with a leading zero must be kept as text.", "")])
    save_docx(d, os.path.join(ws, "pricelist.docx"))
