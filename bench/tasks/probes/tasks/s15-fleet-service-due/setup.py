import csv
import datetime
import io
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# reg, model, status, last_service_km, interval_km, latest odometer, how the trip logs type the reg
VANS = [
    ("LV21 KXP", "Ford Transit Custom", "active", 84200, 20000, 104350, ["LV21 KXP", "LV21KXP", "lv21 kxp"]),
    ("LV21 KXR", "Ford Transit Custom", "active", 61000, 20000, 80990, ["LV21 KXR", "LV21KXR"]),
    ("YH70 BNM", "Vauxhall Vivaro", "active", 40500, 15000, 55500, ["YH70 BNM", "yh70bnm"]),
    ("YH70 BNW", "Vauxhall Vivaro", "active", 12000, 20000, 30400, ["YH70 BNW"]),
    ("MA19 TRE", "Renault Trafic", "active", 95500, 15000, 110720, ["MA19 TRE", "MA19TRE"]),
    ("MA19 TRF", "Renault Trafic", "sold", 70000, 20000, 91000, ["MA19 TRF"]),
    ("KP22 ZZA", "Peugeot Expert", "active", 5000, 20000, 18000, ["KP22 ZZA", "KP22ZZA"]),
]
DRIVERS = ["A. Kowalczyk", "J. Osei", "M. Brennan", "S. Iqbal", "T. Hughes"]


def trips(rng):
    rows = []
    for reg, _, status, last, interval, latest, spell in VANS:
        last_day = datetime.date(2025, 4, 28) if status == "sold" else datetime.date(2025, 6, 27)
        days = []
        d = datetime.date(2025, 4, 1)
        while d <= last_day:
            if d.weekday() < 5 and rng.random() < 0.55:
                days.append(d)
            d += datetime.timedelta(days=1)
        kms = [rng.randint(40, 260) for _ in days]
        odo = latest - sum(kms)
        for k, (day, km) in enumerate(zip(days, kms)):
            rows.append([day.isoformat(), spell[k % len(spell)] if k % 3 == 1 else spell[0],
                         rng.choice(DRIVERS), odo, odo + km])
            odo += km
    return rows


if __name__ == "__main__":
    ws, kb = setup_args()
    rng = random.Random(1515)
    rows = trips(rng)
    fleet = os.path.join(ws, "fleet")
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["reg", "model", "status", "last_service_km", "service_interval_km"])
    for v in VANS:
        w.writerow(v[:5])
    write(os.path.join(fleet, "vehicles.csv"), buf.getvalue())
    for month in ("04", "05", "06"):
        mrows = sorted((r for r in rows if r[0][5:7] == month), key=lambda r: (r[0], r[1].replace(" ", "").upper()))
        if month == "06":
            # a driver's paper log from 3 June typed in at the end of the month: the last MA19 TRE row
            # in the file is not its latest reading
            late = [r for r in mrows if r[1].replace(" ", "").upper() == "MA19TRE" and r[0] == min(
                x[0] for x in mrows if x[1].replace(" ", "").upper() == "MA19TRE")]
            mrows = [r for r in mrows if r not in late] + late
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(["date", "reg", "driver", "odo_start", "odo_end"])
        w.writerows(mrows)
        write(os.path.join(fleet, "trips", "2025-%s.csv" % month), buf.getvalue())
    write(os.path.join(fleet, "README.md"),
          "# Fleet\n\nvehicles.csv: one row per van (status active or sold). Odometers in km.\n"
          "trips/YYYY-MM.csv: one row per trip, typed in from the drivers' logs (late paper logs are "
          "added at the end of the month's file).\n")
