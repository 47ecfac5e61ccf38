import datetime
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HEAD = ["Date", "Dog", "Walk", "Notes"]
JUNE = [
    ["02/06", "Maisie", "Solo 30", ""],
    ["02/06", "Rolo", "Solo 30", ""],
    ["03/06", "Bramble", "Group 60", ""],
    ["03/06", "Pepper", "Group 60", ""],
    ["04/06", "Otis", "Solo 60", "Muddy - towel-dried"],
    ["05/06", "maisie", "Solo 30", ""],
    ["05/06", "Rolo", "Solo 30", [("Cancelled \u2013 3 days' notice", "i")]],
    ["06/06", "Nala", "Puppy visit", ""],
    ["09/06", "Bramble", "Group 60", ""],
    ["09/06", "Pepper", "group 60 ", ""],
    ["10/06", "Otis", "Solo 60", [("Cancelled \u2013 late (under 24h)", "i")]],
    ["11/06", "Nala", "Puppy visit", "Ate a sock (fine)"],
    ["12/06", "Maisie", "Solo 60", "Owner asked for a long one"],
    ["13/06", "Bramble", "Group 60", [("Cancelled \u2013 late (under 24h)", "i")]],
    ["16/06", "Pepper", "Group 60", ""],
    ["16/06", "Otis", "Solo 60", ""],
    ["17/06", "Nala", "Puppy visit", [("Cancelled \u2013 2 days' notice", "i")]],
    ["18/06", "Rolo ", "Solo 30", ""],
    ["19/06", "Bramble", "Group 60", ""],
    ["20/06", "Otis", "Solo 60", ""],
    ["23/06", "Maisie", "Solo 30", ""],
    ["24/06", "Nala", "Puppy visit", ""],
    ["26/06", "Pepper", "Group 60", [("Paid cash on the day", "b")]],
    ["27/06", "Bramble", "Group 60", ""],
]
JULY = [
    ["01/07", "Maisie", "Solo 30", ""],
    ["01/07", "Rollo", "Solo 60", "New client - meet & greet done"],
    ["02/07", "Otis", "Solo 60", ""],
    ["03/07", "Bramble", "Group 60", ""],
    ["04/07", "Nala", "Puppy visit", ""],
]
DOGS = [
    {"dog": "Bramble", "breed": "Springer spaniel", "owner": "Sam Oduya", "address": "4 Mill Lane"},
    {"dog": "Maisie", "breed": "Cockapoo", "owner": "Helen Grant", "address": "19 Vicarage Road"},
    {"dog": "Nala", "breed": "Labrador (puppy)", "owner": "Chris Dunn", "address": "Flat 2, 7 Station Road"},
    {"dog": "Otis", "breed": "Greyhound", "owner": "Raj Mehta", "address": "33 Orchard Close"},
    {"dog": "Pepper", "breed": "Border terrier", "owner": "Lucy Fenn", "address": "The Old Forge"},
    {"dog": "Rolo", "breed": "Dachshund", "owner": "Helen Grant", "address": "19 Vicarage Road"},
    {"dog": "Rollo", "breed": "Whippet", "owner": "Peter Vance", "address": "8 Brook Street"},
    {"dog": "Winnie", "breed": "Pug", "owner": "Joan Ashby", "address": "2 Church Walk", "left": "2025-03-31"},
]
PRICES = {
    "currency": "GBP",
    "effective_from": "2025-04-01",
    "walks": {"Solo 30": 12.00, "Solo 60": 18.00, "Group 60": 11.00, "Puppy visit": 9.00},
    "cancellations": {
        "free_if_notice_hours_at_least": 24,
        "late_cancellation_charge": 0.5,
        "note": "Cancelled with less than 24 hours' notice: half the walk price. With 24 hours' notice or more: no charge."
    },
    "previous_walks_2024": {"Solo 30": 11.00, "Solo 60": 16.50, "Group 60": 10.00, "Puppy visit": 8.00},
}

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 6, 28, 18, 0, 0)
    cp.author = cp.last_modified_by = "Muddy Paws"
    add_heading(d, "Muddy Paws \u2013 walk log 2025", 0)
    add_par(d, ["One row per dog per walk. Invoices go out on the ", ("1st of the month", "b"), " for the month before."])
    add_heading(d, "June 2025", 1)
    add_table(d, [HEAD] + JUNE)
    add_heading(d, "July 2025 (booked)", 1)
    add_table(d, [HEAD] + JULY)
    add_par(d, "Reminder: Otis's owner wants a text when he is dropped back.")
    save_docx(d, os.path.join(ws, "walks_2025.docx"))
    write(os.path.join(ws, "dogs.json"), json.dumps(DOGS, indent=2))
    write(os.path.join(ws, "prices.json"), json.dumps(PRICES, indent=2))
