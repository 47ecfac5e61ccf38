import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *

ROWS = [
    ["Service", "Price"],
    ["Ladies' cut & finish", "£32.00"],
    ["Men's cut", "£18.00"],
    ["Children's cut (under 12)", "£12.00"],
    ["Blow dry", "£22.00"],
    ["Fringe trim", "£6.50"],
    ["Beard trim", "£8.50"],
    ["Full head colour", "£55.00"],
    ["Half head highlights", "£48.00"],
    ["Full head highlights", "£65.00"],
    [["Gloss toner ", ("(new)", "i")], "£15.00"],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    doc = new_doc()
    add_heading(doc, "Snip & Style - Price List 2024", 1)
    add_par(doc, ["Appointments on 01632 960 418. ", ("Walk-ins welcome", "b"), " Tuesday to Saturday."])
    add_table(doc, ROWS)
    add_par(doc, [("Colour services: ", "b"), "a skin test is needed at least 48 hours before your appointment."])
    add_par(doc, ["Students get 10% off Tuesday to Thursday with a valid card."])
    add_par(doc, [("Prices valid from 1 January 2024 until further notice.", "i")])
    save_docx(doc, os.path.join(ws, "price_list.docx"))
