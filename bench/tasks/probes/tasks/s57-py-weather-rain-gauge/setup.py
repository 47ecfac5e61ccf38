import os, random, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
W = os.path.join(ws, "weather")

ek.write(os.path.join(W, "README.md"), """\
# Back-garden weather station

Raspberry Pi logging a tipping-bucket rain gauge and a temperature sensor.

* `data/readings_2025-04.csv` - raw readings (one row per hour: bucket tips, temperature in F)
* `station/convert.py` - unit conversions used by the report
* `make_report.py` - builds `daily_rain.csv` (run `python make_report.py` from this folder)
* `legacy/` - the scripts from the old Maplin station, not used any more

Swapped the old WH-1080 gauge for the new one on 28 March 2025.
""")

ek.write(os.path.join(W, "station", "__init__.py"), "")
ek.write(os.path.join(W, "station", "convert.py"), '''\
"""Unit conversions for the back-garden weather station."""

# Tipping-bucket rain gauge: millimetres of rain per tip of the bucket.
# Value from the WH-1080 manual.
MM_PER_TIP = 0.3


def tips_to_mm(tips):
    """Convert a number of bucket tips to millimetres of rain."""
    return tips * MM_PER_TIP


def f_to_c(f):
    """Fahrenheit to Celsius, one decimal place."""
    return round((f - 32) * 5 / 9, 1)
''')

ek.write(os.path.join(W, "legacy", "maplin_convert.py"), '''\
# Old Maplin station conversions (kept for the 2019-2024 archive). Not imported anywhere.
MM_PER_TIP = 0.3
MPH_PER_KMH = 0.621371


def tips_to_mm(tips):
    return tips * MM_PER_TIP
''')

ek.write(os.path.join(W, "make_report.py"), '''\
"""Build daily_rain.csv from the hourly readings."""
import csv
import os
from collections import OrderedDict

from station.convert import f_to_c, tips_to_mm

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "data", "readings_2025-04.csv")
OUT = os.path.join(HERE, "daily_rain.csv")


def main():
    days = OrderedDict()
    with open(SRC, newline="") as f:
        for row in csv.DictReader(f):
            day = row["timestamp"][:10]
            d = days.setdefault(day, {"tips": 0, "max_f": None})
            d["tips"] += int(row["tips"])
            t = float(row["temp_f"])
            d["max_f"] = t if d["max_f"] is None else max(d["max_f"], t)
    with open(OUT, "w", newline="") as f:
        w = csv.writer(f, lineterminator="\\n")
        w.writerow(["date", "rain_mm", "max_temp_c"])
        for day, d in days.items():
            w.writerow([day, "%.2f" % tips_to_mm(d["tips"]), "%.1f" % f_to_c(d["max_f"])])
    print("wrote", OUT, len(days), "days")


if __name__ == "__main__":
    main()
''')

rng = random.Random(5705)
rows = ["timestamp,tips,temp_f"]
for day in range(1, 11):
    wet = rng.random() < 0.6
    for h in range(24):
        tips = rng.choice([0, 0, 0, 1, 2, 3, 5]) if wet else 0
        temp = 44 + 14 * (1 - abs(h - 14) / 14.0) + rng.uniform(-2, 2) + day * 0.3
        rows.append("2025-04-%02d %02d:00,%d,%.1f" % (day, h, tips, temp))
ek.write(os.path.join(W, "data", "readings_2025-04.csv"), "\n".join(rows))

# current (wrong) report, as produced with 0.3 mm per tip
subprocess.run([sys.executable, "-B", "make_report.py"], cwd=W, check=True, stdout=subprocess.DEVNULL)
