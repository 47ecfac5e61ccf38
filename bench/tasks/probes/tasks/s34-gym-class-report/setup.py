import datetime
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

TIMETABLE = """Studio Nine - May 2025 timetable
(all classes 45 min; book in the app)

Mon 07:00  Spin        Dee
Mon 18:30  Yoga Flow   Marta
Tue 12:15  HIIT        Sam
Wed 07:00  Spin        Dee
Wed 19:00  Pilates     Marta
Thu 18:30  Boxfit      Sam
Sat 09:30  Yoga Flow   Marta
"""

# class -> (count, spellings the front desk / app produced, slots (weekday, time), instructor)
CLASSES = {
    "Spin": (41, ["Spin", "spin", "SPIN ", "Spin "], [(0, "07:00"), (2, "07:00")], "Dee"),
    "Yoga Flow": (38, ["Yoga Flow", "yoga flow", "Yoga  Flow", "YOGA FLOW"], [(0, "18:30"), (5, "09:30")], "Marta"),
    "HIIT": (27, ["HIIT", "Hiit", "hiit "], [(1, "12:15")], "Sam"),
    "Pilates": (27, ["Pilates", "pilates"], [(2, "19:00")], "Marta"),
    "Boxfit": (19, ["Boxfit", "BoxFit", "boxfit "], [(3, "18:30")], "Sam"),
}


def rows():
    rnd = random.Random(34)
    days = [datetime.date(2025, 5, d) for d in range(1, 32)]
    out = []
    for name, (n, spellings, slots, who) in CLASSES.items():
        sessions = [(d, t) for d in days for wd, t in slots if d.weekday() == wd]
        for i in range(n):
            d, t = sessions[rnd.randrange(len(sessions))]
            mins = int(t[3:]) - rnd.randrange(3, 15)
            hh = int(t[:2]) - (1 if mins < 0 else 0)
            ts = "%sT%02d:%02d" % (d.isoformat(), hh, mins % 60)
            spelling = spellings[0] if i < n // 3 else spellings[rnd.randrange(len(spellings))]
            out.append((ts, "M%04d" % rnd.randrange(1000, 1400), spelling, who))
    out.sort()
    return out


if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "timetable.txt"), TIMETABLE)
    lines = ["timestamp,member_id,class,instructor"] + [",".join(r) for r in rows()]
    write(os.path.join(ws, "checkins.csv"), "\n".join(lines))
