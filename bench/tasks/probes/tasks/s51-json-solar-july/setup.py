import datetime
import json
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

BEST = datetime.date(2025, 7, 19)


def days():
    rng = random.Random(5151)
    d = datetime.date(2025, 6, 27)
    out = []
    while d <= datetime.date(2025, 8, 3):
        weather = 1.0 if d == BEST else rng.choice([0.25, 0.4, 0.55, 0.7, 0.8, 0.85, 0.9, 0.93])
        hours = []
        for h in range(5, 22):
            sun = math.sin(math.pi * (h - 4.5) / 17.0)
            wh = int(round(4200 * sun * sun * weather * rng.uniform(0.9, 1.0)))
            hours.append({"hour": "%02d:00" % h, "wh": wh})
        out.append((d, hours))
        d += datetime.timedelta(days=1)
    return out


if __name__ == "__main__":
    ws, kb = setup_args()
    for d, hours in days():
        rec = {"date": d.isoformat(), "site": "roof-south", "inverter": "SunPort 5K", "intervals": hours}
        write(os.path.join(ws, "inverter", "daily", "%s.json" % d.isoformat()), json.dumps(rec, indent=2))
    write(os.path.join(ws, "inverter", "README.txt"),
          "Daily exports from the SunPort 5K inverter (copied off the USB stick each week).\n"
          "One file per day, named YYYY-MM-DD.json. 'wh' is the energy generated in that hour, in watt-hours.\n")
