import gzip
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

PF, ONB = "Power failure.", "Running on UPS batteries."
MAINS, BACK = "Mains returned. No longer on UPS batteries.", "Power is back. UPS running on mains."
ST1, ST2 = "UPS Self Test switch to battery.", "UPS Self Test completed: Battery OK"
START = "apcupsd 3.14.14 (31 May 2016) debian startup succeeded"


def outage(day, t_fail, t_batt, t_back, tz, day_back=None):
    d2 = day_back or day
    return [(day, t_fail, tz, PF), (day, t_batt, tz, ONB), (d2, t_back, tz, MAINS), (d2, t_back, tz, BACK)]


def selftest(day, tz):
    return [(day, "09:00:01", tz, ST1), (day, "09:00:09", tz, ST2)]


# server cupboard UPS (apcupsd on the NAS); oldest rotation gzipped
LOG2 = (  # 1 March - 2 April
    [("2025-03-01", "00:00:04", "+0000", START)]
    + selftest("2025-03-04", "+0000")
    + outage("2025-03-12", "07:41:02", "07:41:08", "08:36:40", "+0000")
    + selftest("2025-03-18", "+0000")
    + outage("2025-03-31", "23:52:10", "23:52:16", "23:58:03", "+0100")
    + outage("2025-04-01", "06:15:02", "06:15:08", "06:16:40", "+0100")
    + selftest("2025-04-01", "+0100")
    + [("2025-04-01", "11:20:44", "+0100", "Communications with UPS lost."),
       ("2025-04-01", "11:21:02", "+0100", "Communications with UPS restored.")]
)
LOG1 = (  # 2 April - 13 April
    outage("2025-04-04", "13:10:38", "13:10:44", "13:19:02", "+0100")
    + [("2025-04-08", "03:00:12", "+0100", "apcupsd exiting, signal 15"),
       ("2025-04-08", "03:00:12", "+0100", "apcupsd shutdown succeeded"),
       ("2025-04-08", "03:02:47", "+0100", START)]
    + outage("2025-04-11", "18:02:49", "18:02:55", "18:03:20", "+0100")
)
LOG0 = (  # 13 April - 6 May
    selftest("2025-04-15", "+0100")
    + outage("2025-04-17", "14:05:25", "14:05:31", "14:48:02", "+0100")
    + outage("2025-04-22", "02:33:09", "02:33:15", "02:41:09", "+0100")
    + selftest("2025-04-29", "+0100")
    + outage("2025-04-30", "23:58:34", "23:58:40", "00:09:12", "+0100", day_back="2025-05-01")
    + outage("2025-05-03", "16:20:11", "16:20:17", "17:25:40", "+0100")
    + [("2025-05-06", "08:14:55", "+0100", "Communications with UPS lost."),
       ("2025-05-06", "08:15:20", "+0100", "Communications with UPS restored.")]
)
# reception UPS: same building cuts plus its own breaker trip on 25 April
RECEPTION = (
    [("2025-04-01", "00:00:02", "+0100", START)]
    + outage("2025-04-01", "06:15:03", "06:15:09", "06:16:41", "+0100")
    + outage("2025-04-17", "14:05:26", "14:05:32", "14:48:03", "+0100")
    + outage("2025-04-22", "02:33:10", "02:33:16", "02:41:10", "+0100")
    + outage("2025-04-25", "10:02:13", "10:02:19", "11:12:50", "+0100")
)


def text(events):
    return "".join("%s %s %s  %s\n" % e for e in events)


README = """UPS monitoring (apcupsd)
=======================

server-cupboard/  APC Smart-UPS 1500 in the server cupboard (NAS, switch, phone system).
                  apcupsd runs on the NAS; the event log rotates and older rotations are gzipped.
reception/        APC Back-UPS 700 under the reception desk (front desk PC and card reader).

Self-tests run automatically every 14 days at 09:00 and briefly switch the UPS to battery.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    d = os.path.join(ws, "logs", "ups")
    write(os.path.join(d, "README.txt"), README)
    s = os.path.join(d, "server-cupboard")
    write(os.path.join(s, "apcupsd.events"), text(LOG0))
    write(os.path.join(s, "apcupsd.events.1"), text(LOG1))
    buf = io.BytesIO()
    with gzip.GzipFile(filename="apcupsd.events.2", mode="wb", fileobj=buf, mtime=1743580800) as g:
        g.write(text(LOG2).encode())
    with open(os.path.join(s, "apcupsd.events.2.gz"), "wb") as f:
        f.write(buf.getvalue())
    write(os.path.join(d, "reception", "apcupsd.events"), text(RECEPTION))
