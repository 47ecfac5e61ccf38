import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

BOOKINGS = [
    ["Guest", "Room type", "Arriving", "Leaving", "Notes"],
    ["Esther Lowe", "Double", "11 Sep 2025", "14 Sep 2025", "Arriving a day early"],
    ["Bilal Qureshi", "Family suite", "12 Sep 2025", "15 Sep 2025", "Cot needed"],
    ["Fergus Boyd", "Single", "12 Sep 2025", "14 Sep 2025", ""],
    ["Anwen Griffiths", "Double", "12 Sep 2025", "14 Sep 2025", "Ground floor please"],
    ["Greta Sandoval", "Twin", "13 Sep 2025", "15 Sep 2025", ""],
    ["Dominic Hale", "Twin", "12 Sep 2025", "14 Sep 2025", "Late arrival (after 10pm)"],
    ["Carys Morgan", "Single", "13 Sep 2025", "14 Sep 2025", "Saturday night only"],
]

RATES = """room_type,price_per_night
Single,78.00
Double,112.00
Twin,108.00
Family suite,165.00
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Griffiths\u2013Lowe family reunion: rooms at the Elan Valley Lodge", 1)
    add_par(d, ["Weekend of ", ("12\u201314 September 2025", "b"),
                ". Rooms are booked under the names below; each guest settles their own room bill."])
    add_table(d, BOOKINGS)
    add_par(d, [("Dinner on Saturday", "b"), " is in the lodge restaurant at 7pm and is paid for from the family kitty."])
    save_docx(d, os.path.join(ws, "room_bookings.docx"))
    write(os.path.join(ws, "room_rates.csv"), RATES)
