import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

SHIFTS = [["Date", "Shift", "Volunteer", "Phone"],
          ["Sat 1 Mar", "Morning", "Gary Lowe", "07700 900112"],
          ["Sat 1 Mar", "Afternoon", "Yuki Tan", "07700 900357"],
          ["Sat 8 Mar", "Morning", "Bea Fontaine", "07700 900640"],
          ["Sat 8 Mar", "Afternoon", "Gary Lowe", "07700 900112"],
          ["Sat 15 Mar", "Morning", "Imran Shah", "07700 900981"],
          ["Sat 22 Mar", "Afternoon", "Yuki Tan", "07700 900357"],
          ["Sat 29 Mar", "Morning", "Bea Fontaine", "07700 900640"],
          ["Sat 29 Mar", "Afternoon", "Imran Shah", "07700 900981"],
          [[("Shifts filled", "b")], "", [("8 of 10", "b")], ""]]

DRIVERS = [["Date", "Route", "Driver"],
           ["Sat 1 Mar", "North (Hillside, Moorfield)", "Dev Patel"],
           ["Sat 15 Mar", "South (Riverside)", "Joan Clarke"],
           ["Sat 22 Mar", "North (Hillside, Moorfield)", "Dev Patel"],
           ["Sat 29 Mar", "South (Riverside)", [("needed", "i")]]]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Eastgate Food Bank \u2013 March volunteer rota", 0)
    add_par(d, "Warehouse shifts: Morning 9:00\u201312:30, Afternoon 13:00\u201316:30. "
               "Swap shifts through Rosa (coordinator) only.")
    add_heading(d, "Saturday warehouse shifts", 1)
    add_table(d, SHIFTS)
    add_heading(d, "Delivery drivers", 1)
    add_table(d, DRIVERS)
    add_par(d, "If you can't make your shift, tell Rosa by Thursday evening.")
    save_docx(d, os.path.join(ws, "foodbank_rota.docx"))
