import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_par(d, [("Harrow & Lane Lettings", "b")])
    add_par(d, "22 Station Road, York YO1 6AB")
    add_par(d, "4 July 2025")
    add_par(d, "Ms Leila Haddad, 14 Alder Court, York YO10 3JB")
    add_par(d, "Dear Ms Haddad,")
    add_par(d, [("Tenancy renewal \u2013 14 Alder Court", "bu")])
    add_par(d, ["We are pleased to offer you a renewal of your tenancy for a further 12 months from ",
                ("1 September 2025", "b"), ". The monthly rent will be ", ("\u00a31,", "b"), ("150", "b"),
                ", payable on the 1st of each month by standing order."])
    add_par(d, "The main terms are summarised below.")
    add_table(d, [["Term", "Details"],
                  ["Property", "14 Alder Court, York YO10 3JB"],
                  ["Start date", "1 September 2025"],
                  ["Monthly rent", [("\u00a31,150.00", "i")]],
                  ["Deposit held", "\u00a31,150.00"],
                  ["Length", "12 months"],
                  ["Rent review", "At each renewal"]])
    add_par(d, ["Your deposit of \u00a31,150 remains protected with the Tenancy Deposit Scheme (certificate ",
                ("TDS-884120", "i"), ") and does not change."])
    add_par(d, ["Please update your standing order to ", ("\u00a31,150", "b"),
                " per month so that the first payment at the new rate reaches us by 1 September 2025."])
    add_par(d, [("If you would like to discuss the renewal, call us on 01904 611150.", "i")])
    add_par(d, "Yours sincerely,")
    add_par(d, [("Tom Harrow", "b"), ", Lettings Manager"])
    save_docx(d, os.path.join(ws, "renewal_letter.docx"))
