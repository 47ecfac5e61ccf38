import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

PRICES = [
    ["Service", "What's included", "Price"],
    [[("Regular clean", "b")], "Weekly or fortnightly, up to 3 hours", "\u00a348"],
    [[("Deep clean", "b")], "Whole house, skirting boards, inside windows", "\u00a3185"],
    [[("Oven clean", "b")], "Oven, racks and hob, degreased", "\u00a365"],
    [[("Fridge clean", "b")], "Inside and out, shelves washed", "\u00a330"],
    [[("End of tenancy", "b")], "Full clean to inventory standard", "from \u00a3240"],
    [[("Carpet shampoo", "b")], "Per room, furniture moved", "\u00a355"],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_par(d, [("Sparrow & Finch Home Cleaning", "b")])
    add_par(d, [("Price list", "b"), " \u2013 valid until 31 December 2025"])
    add_par(d, "All prices include materials and are for a standard three-bedroom home. We cover Dorchester and "
               "villages within 10 miles.")
    add_table(d, PRICES)
    add_par(d, [("Booking: ", "b"), "call Jess on 01305 960 442 or email hello@sparrowfinch.example. ",
                ("Cancellations with less than 24 hours' notice are charged in full.", "i")])
    save_docx(d, os.path.join(ws, "cleaning_prices.docx"))
