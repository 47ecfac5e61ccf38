import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HDR = ["Period", "Parish rate (per hour)", "Standard rate (per hour)"]
MAIN = [HDR,
        ["Weekday daytime (09:00\u201317:00)", "\u00a314.00", "\u00a319.50"],
        ["Weekday evening (17:00\u201323:00)", "\u00a317.00", "\u00a324.00"],
        ["Saturday daytime (09:00\u201317:00)", "\u00a318.50", "\u00a326.00"],
        ["Saturday evening (17:00\u201300:00)", "\u00a322.00", "\u00a331.50"],
        ["Sunday (all day)", "\u00a316.00", "\u00a322.50"]]
COMMITTEE = [HDR,
             ["Weekday daytime (09:00\u201317:00)", "\u00a37.50", "\u00a310.00"],
             ["Weekday evening (17:00\u201323:00)", "\u00a38.50", "\u00a311.50"],
             ["Saturday daytime (09:00\u201317:00)", "\u00a38.50", "\u00a312.00"],
             ["Saturday evening (17:00\u201300:00)", "\u00a39.50", "\u00a313.00"],
             ["Sunday (all day)", "\u00a38.00", "\u00a311.00"]]
OLD = [HDR,
       ["Weekdays", "\u00a315.00", "\u00a321.00"],
       ["Saturday daytime", "\u00a317.00", "\u00a324.50"],
       ["Saturday evening", "\u00a320.00", "\u00a328.50"],
       ["Sunday", "\u00a315.00", "\u00a320.50"]]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 3, 20, 10, 0, 0)
    cp.author = cp.last_modified_by = "Hall Committee"
    add_heading(d, "Ashcombe Village Hall \u2013 hire charges", 0)
    add_par(d, ["These charges apply to bookings from ", ("1 April 2025", "b"), ". Charges are per hour, "
                "with a minimum booking of two hours."])
    add_par(d, ["The ", ("parish rate", "b"), " is for groups and residents based in Ashcombe parish. "
                "All other hirers pay the ", ("standard rate", "b"), "."])
    add_heading(d, "Main Hall", 1)
    add_par(d, "Seats 120 (80 at tables). Includes use of the kitchen and the stage.")
    add_table(d, MAIN)
    add_par(d, [("Wedding receptions and private parties on Saturday evenings: ", "b"),
                "flat fee of \u00a3350 including cleaning, whoever hires the hall."])
    add_heading(d, "Committee Room", 1)
    add_par(d, "Seats 16 around the boardroom table. Tea and coffee facilities.")
    add_table(d, COMMITTEE)
    add_heading(d, "Previous charges (until 31 March 2025)", 1)
    add_par(d, [("For reference only.", "i"), " Bookings made before 1 April 2025 are honoured at these rates."])
    add_table(d, OLD)
    add_heading(d, "Deposits and cancellations", 1)
    add_par(d, "A refundable deposit of \u00a3100 is due when you book. Cancel at least 14 days ahead for a full refund.")
    save_docx(d, os.path.join(ws, "hall_hire_rates.docx"))
