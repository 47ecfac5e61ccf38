import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

T0 = datetime.datetime(2025, 11, 14, 0, 0)


def base(i):
    # normal running: -19.4 .. -17.0, deterministic wiggle
    return round(-18.2 + ((i * 37) % 25 - 12) / 10.0, 1)


# excursions as (start, [temps every 5 minutes])
def at(day, hh, mm):
    return datetime.datetime(2025, 11, day, hh, mm)


EXC = [
    (at(14, 7, 10), [-14.6, -13.9, -13.5, -14.0, -14.4, -14.9]),                      # 25 min: too short
    (at(14, 12, 0), [-14.8, -13.6, -12.4, -11.8, -11.2, -11.9, -12.7, -13.8, -14.5, -14.9]),  # 45 min
    (at(14, 16, 20), [-9.0]),                                                          # spike
    (at(14, 23, 40), [-14.7, -13.9, -13.1, -12.4, -12.9, -13.5, -14.1, -14.6, -14.9, -14.8]),  # over midnight, 45 min
    (at(15, 9, 0), [-14.9, -14.5, -14.2, -14.3, -14.6, -14.8, -14.9]),                # exactly 30 min
    (at(15, 14, 0), [-14.8, -14.2, -13.9, -14.4, -15.0, -14.6, -14.1, -14.5, -14.9]),  # split by -15.0
    (at(15, 18, 5), [-14.9, -14.1, -13.3, -12.8, -12.6, None, -13.0, -13.7, -14.4, -14.8]),  # gap at 18:30
]

FRIDGE_NOTE = "# Logger SN 44812 (freezer A, kitchen). Units: degrees C. Interval 5 min.\n"


def series():
    temps = {}
    for i in range(2 * 288):
        temps[T0 + datetime.timedelta(minutes=5 * i)] = base(i)
    for start, vals in EXC:
        for k, v in enumerate(vals):
            temps[start + datetime.timedelta(minutes=5 * k)] = v
    temps[at(15, 3, 15)] = None          # another dropped reading in normal running
    return temps


if __name__ == "__main__":
    ws, kb = setup_args()
    temps = series()
    for day in (14, 15):
        lines = ["timestamp,temp_c"]
        for t in sorted(temps):
            if t.day == day and temps[t] is not None:
                lines.append("%s,%.1f" % (t.strftime("%Y-%m-%d %H:%M"), temps[t]))
        head = FRIDGE_NOTE if day == 15 else ""
        write(os.path.join(ws, "logger", "freezer_A_2025-11-%d.csv" % day), head + "\n".join(lines))
    # freezer B: warm for an hour during a delivery, not part of the question
    lines = ["timestamp,temp_c"]
    for i in range(288):
        t = datetime.datetime(2025, 11, 14) + datetime.timedelta(minutes=5 * i)
        v = -12.5 if 10 * 12 <= i < 11 * 12 else base(i + 7)
        lines.append("%s,%.1f" % (t.strftime("%Y-%m-%d %H:%M"), v))
    write(os.path.join(ws, "logger", "freezer_B_2025-11-14.csv"), "\n".join(lines))
    write(os.path.join(ws, "logger", "README.txt"), "Exports from the wireless loggers. One file per logger per day.\n"
          "Freezer A = chest freezer in the main kitchen. Freezer B = upright freezer in the store room.\n")
