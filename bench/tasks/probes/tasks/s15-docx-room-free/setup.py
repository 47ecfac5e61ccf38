import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HDR = ["Room", "Day", "Time", "Booked by", "Status"]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Meeting room bookings \u2013 June 2025", 0)
    add_par(d, ["Rooms on the 3rd floor: ", ("Fjord", "b"), " (8 seats, screen), ", ("Fjordview", "b"),
                " (4 seats, by the kitchen) and ", ("Atrium", "b"), " (20 seats). Times are start\u2013end; "
                "a cancelled booking frees the room."])
    add_heading(d, "Recurring bookings", 1)
    add_par(d, "Fjord: every Tuesday 10:00\u201311:00, Finance stand-up (Gemma Holt).", style="List Bullet")
    add_par(d, "Atrium: every Thursday 14:00\u201315:00, All-hands (Office of the CEO).", style="List Bullet")
    add_heading(d, "Week of 2 June", 1)
    add_table(d, [HDR,
                  ["Fjord", "Mon 2 June", "09:30\u201310:30", "Oliver Kim", "Confirmed"],
                  ["Atrium", "Tue 3 June", "13:00\u201316:00", "Rosa Mendes", "Confirmed"],
                  ["Fjord", "Thu 5 June", "14:00\u201315:00", "Priya Nair", "Confirmed"],
                  ["Fjordview", "Thu 5 June", "11:00\u201312:00", "Leo Grant", "Confirmed"],
                  ["Fjord", "Fri 6 June", "15:00\u201316:00", "Hannah Ruiz", "Confirmed"]])
    add_heading(d, "Week of 9 June", 1)
    add_table(d, [HDR,
                  ["Atrium", "Mon 9 June", "10:00\u201312:00", "Rosa Mendes", "Confirmed"],
                  ["Fjord", "Wed 11 June", "14:00\u201315:00", "Oliver Kim", "Confirmed"],
                  ["Fjord", "Thu 12 June", "09:00\u201310:00", "Gemma Holt", "Confirmed"],
                  ["Fjord", "Thu 12 June", "13:00\u201314:00", "Hannah Ruiz", "Confirmed"],
                  ["Fjordview", "Thu 12 June", "14:00\u201315:00", "Leo Grant", "Confirmed"],
                  ["Fjord", "Thu 12 June", "14:00\u201315:00", "Dev Anand", [("Cancelled", "i")]],
                  ["Fjord", "Thu 12 June", "14:30\u201316:00", "Marta Sousa", "Confirmed"],
                  ["Fjord", "Fri 13 June", "14:00\u201315:00", "Priya Nair", "Tentative"]])
    add_heading(d, "Week of 16 June", 1)
    add_table(d, [HDR,
                  ["Fjord", "Thu 19 June", "14:00\u201315:00", "Dev Anand", "Confirmed"],
                  ["Atrium", "Fri 20 June", "09:00\u201317:00", "Training (Rosa Mendes)", "Confirmed"]])
    add_par(d, [("To book, message #office-bookings with the room, day and time.", "i")])
    save_docx(d, os.path.join(ws, "room_bookings_june.docx"))
