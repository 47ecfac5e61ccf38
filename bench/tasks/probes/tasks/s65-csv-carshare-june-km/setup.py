import datetime as dt
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

MEMBERS = ["Priya Raman", "Tom Hadley", "Grace Osei", "Marek Nowak", "Ellie Fraser",
           "Sam Whitlock", "Aisha Bello", "Hugh Lacey"]
VEHICLES = ["ZOE-1 (Renault Zoe)", "ZOE-2 (Renault Zoe)", "VAN-1 (Vivaro-e)"]

rng = random.Random(2065)
rows = []
day = dt.date(2025, 5, 1)
while day <= dt.date(2025, 7, 12):
    for _ in range(rng.choice([0, 1, 1, 2])):
        m = rng.choice(MEMBERS if day < dt.date(2025, 6, 1) else MEMBERS[:7])  # Hugh left end of May
        h = rng.choice([7, 8, 9, 10, 13, 14, 17])
        dur = rng.choice([2, 3, 4, 6, 24])
        st = dt.datetime.combine(day, dt.time(h))
        en = st + dt.timedelta(hours=dur)
        r = rng.random()
        status = "completed" if r < 0.8 else ("cancelled" if r < 0.92 else "no_show")
        km = "%.1f" % (rng.randint(60, 900) / 10 + (dur * 9 if dur == 24 else 0)) if status == "completed" else "0"
        rows.append([m, rng.choice(VEHICLES), st, en, km, status])
    day += dt.timedelta(days=1)

# month-boundary bookings
rows.append(["Grace Osei", VEHICLES[2], dt.datetime(2025, 5, 31, 16), dt.datetime(2025, 6, 1, 12), "143.6", "completed"])
rows.append(["Tom Hadley", VEHICLES[0], dt.datetime(2025, 6, 30, 18), dt.datetime(2025, 7, 1, 10), "88.4", "completed"])
rows.sort(key=lambda r: (r[2], r[0]))

lines = ["booking_id,member,vehicle,start,end,km,status"]
for i, r in enumerate(rows):
    lines.append(f"B{31000 + i:05d},{r[0]},{r[1]},{r[2]:%Y-%m-%d %H:%M},{r[3]:%Y-%m-%d %H:%M},{r[4]},{r[5]}")
ek.write(os.path.join(ws, "carshare", "bookings.csv"), "\n".join(lines))

may = {}
for r in rows:
    if r[2].month == 5 and r[5] == "completed":
        may[r[0]] = may.get(r[0], 0) + float(r[4])
out = ["member,km"] + [f"{m},{k:.1f}" for m, k in sorted(may.items(), key=lambda x: -x[1])]
ek.write(os.path.join(ws, "carshare", "reports", "may_km.csv"), "\n".join(out))
ek.write(os.path.join(ws, "carshare", "README.txt"),
         "Cobble Hill Car Club - booking exports\n\n"
         "bookings.csv is exported from the booking system every Monday.\n"
         "km is taken from the vehicle telematics when the booking ends (0 for cancelled / no_show).\n"
         "Monthly km reports go in reports/ and are used to split the insurance excess pot.\n")
