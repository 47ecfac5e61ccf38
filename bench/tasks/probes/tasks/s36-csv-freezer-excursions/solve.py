import csv
import datetime
import glob
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
readings = []
for p in sorted(glob.glob(os.path.join(ws, "logger", "freezer_A_*.csv"))):
    for line in read(p).splitlines():
        if not line.strip() or line.startswith("#") or line.startswith("timestamp"):
            continue
        t, v = line.split(",")
        readings.append((datetime.datetime.strptime(t, "%Y-%m-%d %H:%M"), float(v)))
readings.sort()
out, run = [], []
for t, v in readings + [(None, -99.0)]:
    if v > -15.0:
        run.append((t, v))
        continue
    if run and run[-1][0] - run[0][0] >= datetime.timedelta(minutes=30):
        out.append((run[0][0].strftime("%Y-%m-%d %H:%M"), run[-1][0].strftime("%Y-%m-%d %H:%M"), max(x for _, x in run)))
    run = []
buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
w.writerow(["start", "end", "max_temp"])
w.writerows(out)
write(os.path.join(ws, "excursions.csv"), buf.getvalue())
emit(ev, answer="%d excursions written to excursions.csv" % len(out), artifacts=["excursions.csv"])
