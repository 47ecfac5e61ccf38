import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

B = lambda s: [(s, "b")]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Community Archive Digitisation Project", 0)
    add_par(d, [("Application ref. HLF-2025-0417. ", "b"), "Submitted 14 March 2025 by the Wyebridge Local "
                "History Society."])
    add_heading(d, "1 Summary", 1)
    add_par(d, "Over two years we will digitise the society's photographic and parish collections and make them "
               "searchable online. Year 1 covers scanning equipment and the first 6,000 items; Year 2 covers the "
               "remaining items, cataloguing and visits to the four partner archives.")
    add_heading(d, "2 Requested budget", 1)
    add_par(d, "Table 1 gives the amount requested from the fund, by category and year. All figures include VAT.")
    add_table(d, [
        ["Category", "Year 1", "Year 2", "Total"],
        ["Staff", "\u00a338,400", "\u00a339,550", B("\u00a377,950")],
        ["Equipment", "\u00a312,800", "\u00a32,000", B("\u00a314,800")],
        ["Travel", "\u00a33,200", "\u00a36,500", B("\u00a39,700")],
        ["Training", "\u00a31,500", "\u00a31,500", B("\u00a33,000")],
        ["Consumables", "\u00a3900", "\u00a31,100", B("\u00a32,000")],
        [B("Total"), B("\u00a356,800"), B("\u00a350,650"), B("\u00a3107,450")],
    ])
    add_par(d, [("Equipment", "b"), " is a planetary scanner and two workstations in Year 1, and a second "
                "overhead scanner in Year 2. ", ("Travel", "b"), " covers visits to the four partner archives."])
    add_heading(d, "3 Match funding", 1)
    add_par(d, "The society contributes volunteer time valued at \u00a38,000 a year and \u00a34,000 from its own "
               "reserves in Year 2.")
    add_heading(d, "Appendix: previous award (2022\u20132024), for reference", 1)
    add_par(d, [("Not part of this request.", "i"), " The earlier oral-history project, as awarded."])
    add_table(d, [
        ["Category", "Year 1", "Year 2", "Total"],
        ["Staff", "\u00a321,000", "\u00a321,600", B("\u00a342,600")],
        ["Equipment", "\u00a34,500", "\u00a3600", B("\u00a35,100")],
        ["Travel", "\u00a31,800", "\u00a36,500", B("\u00a38,300")],
        ["Training", "\u00a3800", "\u00a3400", B("\u00a31,200")],
        [B("Total"), B("\u00a328,100"), B("\u00a329,100"), B("\u00a357,200")],
    ])
    save_docx(d, os.path.join(ws, "grant_budget.docx"))
