import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
HDR = ["Item", "Qty", "Unit price", "Amount"]


def quote(name, number, date, customer, item, rows, total):
    d = ek.new_doc()
    ek.add_heading(d, "Hollybank Upholstery - Quotation " + number, 1)
    ek.add_par(d, [("Date: ", "b"), date])
    ek.add_par(d, [("Customer: ", "b"), customer])
    ek.add_par(d, [("Work: ", "b"), item])
    ek.add_table(d, [HDR] + rows + [[[("Total", "b")], "", "", [(total, "b")]]])
    ek.add_par(d, "Prices include VAT. This quotation is valid for 30 days from the date above.")
    ek.add_par(d, ["Fabric can be supplied by the customer; deduct the fabric line if so. ",
                   ("A 30% deposit is due when the work is booked.", "i")])
    ek.save_docx(d, os.path.join(ws, "quotes", name))


quote("Q-2291_hartley_armchair.docx", "Q-2291", "29 May 2025", "Mrs D. Hartley, 14 Cobb Lane, Ledbury",
      "Victorian spoon-back armchair - strip and full reupholster",
      [["Fabric - Linwood 'Moss' velvet (metres)", "6", "\u00a332.00", "\u00a3192.00"],
       ["Foam - 50 mm high-density seat pad", "2", "\u00a324.00", "\u00a348.00"],
       ["Wadding and calico", "1", "\u00a318.00", "\u00a318.00"],
       ["Labour (hours)", "14", "\u00a328.00", "\u00a3392.00"],
       ["Collection and delivery", "1", "\u00a335.00", "\u00a335.00"]],
      "\u00a3685.00")

quote("Q-2294_chaise_longue.docx", "Q-2294", "2 June 2025", "Mr K. Osei, The Old Forge, Colwall",
      "Chaise longue - new seat and bolster",
      [["Fabric - customer's own", "0", "\u00a30.00", "\u00a30.00"],
       ["Foam - 75 mm seat pad", "1", "\u00a330.00", "\u00a330.00"],
       ["Bolster insert", "1", "\u00a322.00", "\u00a322.00"],
       ["Labour (hours)", "9", "\u00a328.00", "\u00a3252.00"]],
      "\u00a3304.00")

ek.write(os.path.join(ws, "notes", "supplier_update_2025-06-02.txt"), """From: orders@hallamfoam.example
Date: 2 June 2025
Subject: Price list update

Dear Hollybank Upholstery,

Due to raw material costs our prices change from today. New prices per item (ex works):

  50 mm high-density seat pad ..... GBP 31.00  (was 24.00)
  75 mm seat pad .................. GBP 38.00  (was 30.00)
  Back cushion foam (per sheet) ... GBP 19.00  (unchanged)
  Polyester wadding (10 m roll) ... GBP 27.00  (unchanged)

Orders already placed are honoured at the old prices.

Kind regards,
Hallam Foam Ltd
""")
ek.write(os.path.join(ws, "notes", "workshop_todo.txt"), """- chase Linwood for Moss velvet stock (Hartley job)
- Q-2294 already accepted by Mr Osei on 3 June - foam ordered same day
- book van for Colwall delivery
""")
