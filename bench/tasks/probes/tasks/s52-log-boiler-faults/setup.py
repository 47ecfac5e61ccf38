import datetime
import gzip
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

FAULTS = [
    ("2025-10-28 07:12:40", "F28 ignition failure"),
    ("2025-11-04 06:01:15", "F28 ignition failure"),
    ("2025-11-04 06:15:52", "F28 ignition failure"),
    ("2025-11-12 18:44:09", "F22 low water pressure"),
    ("2025-11-19 06:00:47", "F75 pressure sensor not detected"),
    ("2025-11-27 21:03:30", "F28 ignition failure"),
    ("2025-12-02 06:02:11", "F22 low water pressure"),
]
WARNS = {
    "2025-10-24": ("14:20:31", "system pressure low: 0.9 bar"),
    "2025-11-11": ("19:02:55", "system pressure low: 0.7 bar"),
    "2025-11-21": ("08:30:12", "flue temperature high: 92C"),
    "2025-11-30": ("17:05:40", "system pressure low: 0.8 bar"),
}


def lines_for(day):
    d = day.isoformat()
    n = day.toordinal()
    out = [
        (d + " 06:00:04", "INFO heating on (schedule: morning), target 20.0C"),
        (d + " 06:00:%02d" % (8 + n % 5), "INFO burner on, flow %dC" % (55 + n % 7)),
        (d + " 09:00:02", "INFO heating off (schedule)"),
        (d + " 17:00:03", "INFO heating on (schedule: evening), target 20.5C"),
        (d + " 17:00:%02d" % (9 + n % 4), "INFO burner on, flow %dC" % (57 + n % 6)),
        (d + " 22:30:01", "INFO heating off (schedule)"),
    ]
    if d in WARNS:
        out.append((d + " " + WARNS[d][0], "WARN " + WARNS[d][1]))
    for ts, text in FAULTS:
        if ts.startswith(d):
            out.append((ts, "FAULT " + text))
            t = datetime.datetime.strptime(ts, "%Y-%m-%d %H:%M:%S") + datetime.timedelta(minutes=3, seconds=17)
            out.append((t.strftime("%Y-%m-%d %H:%M:%S"), "INFO fault reset from the control panel"))
    return out


def build(first, last):
    day, rows = first, []
    while day <= last:
        rows.extend(lines_for(day))
        day += datetime.timedelta(days=1)
    rows.sort()
    return "".join("%s %s\n" % r for r in rows)


if __name__ == "__main__":
    ws, kb = setup_args()
    D = datetime.date
    h = os.path.join(ws, "logs", "heating")
    os.makedirs(h, exist_ok=True)
    with open(os.path.join(h, "controller.log.2.gz"), "wb") as f:
        with gzip.GzipFile(filename="", mode="wb", fileobj=f, mtime=0) as g:
            g.write(build(D(2025, 10, 20), D(2025, 11, 9)).encode())
    write(os.path.join(h, "controller.log.1"), build(D(2025, 11, 10), D(2025, 11, 24)))
    write(os.path.join(h, "controller.log"), build(D(2025, 11, 25), D(2025, 12, 4)))
    write(os.path.join(ws, "logs", "README.txt"), "Logs copied off the boiler controller's SD card every week.\n"
          "The controller rotates its log every fortnight and keeps two old ones (the oldest gzipped).\n")
    write(os.path.join(ws, "service_history.txt"), "2024-10-15  annual service, new ignition electrode\n"
          "2025-02-03  pressure topped up to 1.3 bar\n")
