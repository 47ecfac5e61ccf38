import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

P = "\u00a3"
SERVICES = [
    ["Service", "Small", "Medium", "Large", "Giant"],
    ["Full groom", P + "38", P + "45", [(P, ""), ("55", "")], P + "70"],
    ["Bath & brush", P + "25", P + "30", P + "36", P + "45"],
    ["Puppy intro (under 6 months)", P + "20", P + "20", "\u2013", "\u2013"],
    ["Hand strip", P + "48", P + "58", "from " + P + "68", "POA"],
    ["Nail clip", P + "8", P + "8", P + "10", P + "12"],
    ["De-shed treatment", P + "30", P + "36", P + "42.50", P + "55"],
    [[("Spring offer: ", "b"), ("full groom + nail clip", "")], [(P + "42", "b")], [(P + "50", "b")],
     [(P + "6", "b"), ("0", "b")], [(P + "75", "b")]],
]
EXTRAS = [
    ["Extra", "Small / Medium", "Large / Giant"],
    ["Teeth cleaning", P + "6", P + "8"],
    ["Flea bath", P + "10", P + "14"],
    ["Bandana or bow", P + "2", P + "2"],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 3, 1, 9, 0, 0)
    cp.author = cp.last_modified_by = "Paws & Suds"
    add_heading(d, "Paws & Suds Grooming \u2013 Price list 2025", 0)
    add_table(d, [["Address", "Unit 4, Tanyard Lane, Ludlow SY8 1ER"],
                  ["Phone", "01584 770 212"],
                  ["Opening hours", "Tue\u2013Sat 8:30\u201317:00"]], bold_header=False)
    add_par(d, "Sizes: Small up to 10 kg, Medium 10\u201325 kg, Large 25\u201340 kg, Giant over 40 kg. "
               "Large dogs with matted coats may need an extra de-matting charge (" + P + "10 per 15 minutes).")
    add_heading(d, "Grooming services", 1)
    add_table(d, SERVICES)
    add_par(d, [("Offer prices are shown in bold", "b"), " and run until 31 May."])
    add_heading(d, "Add-on extras", 1)
    add_table(d, EXTRAS)
    add_par(d, ["Cancellation with less than 24 hours' notice: ", ("\u00a315", "i"), " for all sizes."])
    save_docx(d, os.path.join(ws, "price_list.docx"))
