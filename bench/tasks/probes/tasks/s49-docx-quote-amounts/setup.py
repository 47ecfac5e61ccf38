import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

DETAILS = [
    ["Quote no.", "Q-0417"],
    ["Customer", "Mrs E. Harcourt"],
    ["Address", "14 Linden Road, Frome BA11 2QJ"],
    ["Date", "3 March 2025"],
    ["Valid until", "2 April 2025"],
]
ITEMS = [
    ["Description", "Qty", "Unit", "Unit price", "Amount"],
    ["Prepare and paint living room walls and ceiling (2 coats)", "1", "job", "\u00a3420.00", "\u00a3420.00"],
    ["Gloss skirting boards and door frames", "24", "m", "\u00a36.50", "\u00a3130.00"],
    ["Dulux Trade Diamond Matt, 5 L (supplied)", "3", "tin", "\u00a348.75", "\u00a397.50"],
    ["Extra day \u2013 stain-block and repaint ceiling", "1.5", "day", "\u00a3180.00", "\u00a3180.00"],
    ["Take down and refit curtain poles", "2", "each", "Included", "Included"],
    ["Returning customer discount", "", "", "", "\u2212\u00a350.00"],
    ["Subtotal", "", "", "", "\u00a3777.50"],
    ["VAT at 20%", "", "", "", "\u00a3155.50"],
    [("Total", "b"), "", "", "", ("\u00a3933.00", "b")],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 3, 3, 17, 40, 0)
    cp.author = cp.last_modified_by = "Kieran Moss"
    add_heading(d, "Moss & Daughter Decorating \u2013 Quotation", 0)
    add_par(d, "Unit 4, Marston Trading Estate, Frome BA11 4RL \u00b7 01373 461 208 \u00b7 VAT reg. GB 318 4417 62")
    add_table(d, [[[(a, "b")], b] for a, b in DETAILS], bold_header=False)
    add_par(d, "")
    add_par(d, "Thank you for asking us to quote for the living room. As discussed on site:")
    rows = [[c if isinstance(c, str) else [c] for c in r] for r in ITEMS]
    add_table(d, rows)
    add_par(d, "")
    add_par(d, ["Deposit: ", ("\u00a3200.00", "b"), " on booking (fixed, whatever the final total). Balance on completion."])
    add_par(d, "For comparison, last year's hallway and landing (quote Q-0398, accepted) came to \u00a3610.00 "
               "including VAT.")
    add_par(d, [("Prices include materials unless stated. Any extra work is agreed in writing first.", "i")])
    save_docx(d, os.path.join(ws, "quotes", "Q-0417_Harcourt.docx"))
    # last year's quote for the same customer
    d2 = new_doc()
    cp = d2.core_properties
    cp.created = cp.modified = datetime.datetime(2024, 5, 20, 9, 0, 0)
    cp.author = cp.last_modified_by = "Kieran Moss"
    add_heading(d2, "Moss & Daughter Decorating \u2013 Quotation", 0)
    add_table(d2, [[[("Quote no.", "b")], "Q-0398"], [[("Customer", "b")], "Mrs E. Harcourt"]], bold_header=False)
    add_par(d2, "")
    add_table(d2, [["Description", "Qty", "Unit", "Unit price", "Amount"],
                   ["Hallway and landing, walls and woodwork", "1", "job", "\u00a3508.33", "\u00a3508.33"],
                   ["Subtotal", "", "", "", "\u00a3508.33"], ["VAT at 20%", "", "", "", "\u00a3101.67"],
                   [[("Total", "b")], "", "", "", [("\u00a3610.00", "b")]]])
    save_docx(d2, os.path.join(ws, "quotes", "Q-0398_Harcourt.docx"))
