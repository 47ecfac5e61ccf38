import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def mins(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


ws, ev = solve_args()
who = []
for t in tables(os.path.join(ws, "room_bookings_june.docx")):
    for room, day, time, by, status in t[1:]:
        if room.strip() != "Fjord" or day.strip() != "Thu 12 June" or status.strip().lower() == "cancelled":
            continue
        a, b = [mins(x) for x in time.replace("\u2013", "-").split("-")]
        if a < 15 * 60 and b > 14 * 60:
            who.append("%s (%s)" % (by, time))
emit(ev, answer="No, it isn't free: " + ", ".join(who) + " has the Fjord room then." if who else "Yes, it's free.")
