import csv
import datetime
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

P = "\u00a3"
HOT = [
    ["Drink", "Regular", "Large"],
    ["Americano", P + "2.60", P + "3.00"],
    ["Cappuccino", P + "3.10", P + "3.50"],
    ["Latte", P + "3.20", P + "3.60"],
    ["Flat white", P + "3.30", "\u2013"],
    ["Mocha", P + "3.40", P + "3.80"],
    ["Chai latte", P + "3.40", P + "3.80"],
    ["Hot chocolate", P + "3.00", P + "3.40"],
    ["Pot of tea", P + "2.20", "\u2013"],
]
FOOD = [
    ["Item", "Price"],
    ["Bacon roll", P + "4.20"],
    ["Cheese toastie (v)", P + "4.80"],
    ["Ham & cheese toastie", P + "5.20"],
    ["Soup of the day, with bread (v)", P + "5.95"],
    ["Scone with jam & cream (v)", P + "3.50"],
    ["Toasted teacake (v)", P + "2.75"],
]
SEASONAL = [
    ["Special", "Price"],
    ["Pumpkin spice latte", P + "4.10"],
    ["Mince pie (v)", P + "1.95"],
]
TILL = [
    ("1001", "Americano (R)", "Hot drinks", "2.60", "Y"),
    ("1002", "Americano (L)", "Hot drinks", "3.00", "Y"),
    ("1003", "Cappuccino (R)", "Hot drinks", "3.1", "Y"),
    ("1004", "Cappuccino (L)", "Hot drinks", "3.50", "Y"),
    ("1005", "Latte (R)", "Hot drinks", "3.20", "Y"),
    ("1006", "Latte (L)", "Hot drinks", "3.70", "Y"),
    ("1007", "flat white (R)", "Hot drinks", "3.30", "Y"),
    ("1008", "Mocha (R)", "Hot drinks", "3.40", "Y"),
    ("1009", "Mocha (L)", "Hot drinks", "3.60", "N"),
    ("1010", "Chai latte (R)", "Hot drinks", "3.40", "Y"),
    ("1011", "Chai latte (L)", "Hot drinks", "3.90", "Y"),
    ("1012", "Hot chocolate (R)", "Hot drinks", "3.0", "Y"),
    ("1013", "Hot chocolate (L)", "Hot drinks", "3.40", "Y"),
    ("1014", "Pot of tea", "Hot drinks", "2.40", "Y"),
    ("1015", "Extra shot", "Extras", "0.50", "Y"),
    ("1016", "Oat milk", "Extras", "0.40", "Y"),
    ("2001", "Bacon roll", "Food", "4.50", "Y"),
    ("2002", "Cheese toastie", "Food", "4.95", "Y"),
    ("2003", "Ham & cheese toastie", "Food", "5.20", "Y"),
    ("2004", "Soup of the day, with bread", "Food", "6.25", "Y"),
    ("2005", "Scone with jam & cream ", "Food", "3.50", "Y"),
    ("2006", "Toasted teacake", "Food", "2.75", "Y"),
    ("2007", "Sausage roll", "Food", "3.80", "Y"),
    ("2008", "Tuna melt", "Food", "5.60", "N"),
    ("1020", "Mocha (L)", "Hot drinks", "3.80", "Y"),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 10, 1, 8, 0, 0)
    cp.author = cp.last_modified_by = "The Lantern Cafe"
    add_heading(d, "The Lantern Caf\u00e9 \u2013 Menu", 0)
    add_par(d, "Open every day 8:00\u201316:00. (v) = vegetarian. Oat, soya or almond milk 40p; extra shot 50p.")
    add_heading(d, "Hot drinks", 1)
    add_table(d, HOT)
    add_heading(d, "Food", 1)
    add_table(d, FOOD)
    add_heading(d, "Seasonal specials", 1)
    add_par(d, [("Available while stocks last \u2013 ask at the counter.", "i")])
    add_table(d, SEASONAL)
    add_par(d, "Prices include VAT. Eat in or take away, same price.")
    save_docx(d, os.path.join(ws, "menu.docx"))
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["plu", "name", "category", "price", "active"])
    w.writerows(TILL)
    write(os.path.join(ws, "till_items.csv"), buf.getvalue())
