import datetime
import gzip
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
d = os.path.join(ws, "logs", "ups", "server-cupboard")
lines = []
for name in ("apcupsd.events.2.gz", "apcupsd.events.1", "apcupsd.events"):
    p = os.path.join(d, name)
    lines += (gzip.open(p, "rt").read() if name.endswith(".gz") else read(p)).splitlines()
events, start = [], None
for line in lines:
    stamp = datetime.datetime.strptime(line[:19], "%Y-%m-%d %H:%M:%S")
    msg = line[26:].strip()
    if msg == "Running on UPS batteries.":
        start = stamp
    elif msg.startswith("Mains returned") and start:
        events.append((start, stamp - start))
        start = None
april = [(s, dur) for s, dur in events if s.year == 2025 and s.month == 4]
s, dur = max(april, key=lambda x: x[1])
m, sec = divmod(int(dur.total_seconds()), 60)
emit(ev, answer="The server cupboard UPS went onto battery after a mains failure %d times in April 2025 "
                "(self-tests not counted). The longest was on %s at %s, about %d min %d s."
                % (len(april), s.strftime("%d April"), s.strftime("%H:%M"), m, sec))
