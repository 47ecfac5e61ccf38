import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *
import json

SALES = [
    ["Date", "Seller", "Ticket type", "Qty"],
    ["1 June", "Hannah Moss", "Adult", "4"],
    ["1 June", "Declan Reid", "Child", "3"],
    ["2 June", "Priti Nair", "Adult", "2"],
    ["2 June", "Hannah Moss", "Concession", "2"],
    ["3 June", "Owen Hughes", "Adult", "6"],
    ["3 June", "Declan Reid", "Adult", "2"],
    ["4 June", "Priti Nair", "Conc.", "5"],
    ["4 June", "Hannah Moss", "Child", "2"],
    ["5 June", "Owen Hughes", "Child", "4"],
    ["5 June", "Priti Nair", "Adult", "3"],
    ["6 June", "Declan Reid", "Concession", "1"],
    ["6 June", "Hannah Moss", "Adult", "1"],
]

PRICES = {"concert": "Summer Concert - St Mary's Hall, 15 June", "currency": "GBP",
          "prices": {"adult": 12.00, "concession": 9.00, "child": 5.00}}

if __name__ == "__main__":
    ws, kb = setup_args()
    doc = new_doc()
    add_heading(doc, "Harmony Street Community Choir", 1)
    add_par(doc, [("Summer concert ticket sales", "b"), " - please add your sales as you go and hand the money to Liz."])
    add_table(doc, SALES)
    add_par(doc, [("Concession = over 65s and students. Under 5s go free and don't need a ticket.", "i")])
    save_docx(doc, os.path.join(ws, "ticket_sales.docx"))
    write(os.path.join(ws, "prices.json"), json.dumps(PRICES, indent=2))
