import gzip
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# (timestamp, direction, plate, result)
EVENTS = [
    ("2025-03-13 07:41:05", "IN", "KX19 ABC", "OPEN"),
    ("2025-03-13 08:02:44", "IN", "YD68 TRW", "OPEN"),
    ("2025-03-13 08:15:10", "IN", "BN21 HEL", "OPEN"),
    ("2025-03-13 12:31:57", "OUT", "YD68 TRW", "OPEN"),
    ("2025-03-13 17:05:33", "OUT", "KX19 ABC", "OPEN"),
    ("2025-03-13 19:22:18", "IN", "MA17 PQD", "OPEN"),
    ("2025-03-14 06:58:12", "IN", "GF70 LMN", "OPEN"),
    ("2025-03-14 07:33:40", "IN", "KX19 ABC", "OPEN"),
    ("2025-03-14 07:50:02", "IN", "PL66 WRE", "OPEN"),
    ("2025-03-14 08:05:26", "IN", "RT23 VOX", "DENIED"),
    ("2025-03-14 08:11:49", "IN", "LM70 XYZ", "OPEN"),
    ("2025-03-14 08:40:03", "OUT", "BN21 HEL", "OPEN"),
    ("2025-03-14 09:02:15", "IN", "SV72 KDA", "OPEN"),
    ("2025-03-14 09:14:38", "IN", "DJ15 FOR", "OPEN"),
    ("2025-03-14 10:26:51", "OUT", "MA17PQD", "OPEN"),
    ("2025-03-14 11:47:20", "OUT", "GF70 LMN", "OPEN"),
    # -- rotation boundary: .2.gz ends here, .1 starts --
    ("2025-03-14 12:30:09", "OUT", "SV72 KDA", "OPEN"),
    ("2025-03-14 13:55:47", "IN", "SV72 KDA", "OPEN"),
    ("2025-03-14 14:10:30", "IN", "GF70 LMN", "OPEN"),
    ("2025-03-14 16:45:12", "OUT", "GF70 LMN", "OPEN"),
    ("2025-03-14 17:02:56", "OUT", "KX19 ABC", "OPEN"),
    ("2025-03-14 17:20:41", "OUT", "LM70XYZ", "OPEN"),
    ("2025-03-14 17:38:04", "OUT", "DJ15 FOR", "OPEN"),
    ("2025-03-14 18:31:27", "IN", "HW64 NBE", "OPEN"),
    ("2025-03-14 19:05:59", "IN", "DJ15 FOR", "OPEN"),
    ("2025-03-14 22:47:33", "OUT", "DJ15 FOR", "OPEN"),
    ("2025-03-14 23:58:16", "IN", "CE22 MOT", "OPEN"),
    ("2025-03-15 00:21:44", "OUT", "CE22 MOT", "OPEN"),
    ("2025-03-15 06:12:08", "OUT", "HW64 NBE", "OPEN"),
    ("2025-03-15 07:45:31", "IN", "KX19 ABC", "OPEN"),
    # -- rotation boundary: .1 ends here, current log starts --
    ("2025-03-15 08:58:20", "OUT", "PL66 WRE", "OPEN"),
    ("2025-03-15 09:30:45", "OUT", "SV72 KDA", "OPEN"),
    ("2025-03-15 12:04:11", "IN", "YD68 TRW", "OPEN"),
    ("2025-03-15 16:50:37", "OUT", "KX19 ABC", "OPEN"),
    ("2025-03-15 17:15:02", "OUT", "YD68 TRW", "OPEN"),
]
NOISE = {
    "2025-03-14 09:14:38": "2025-03-14 09:20:00 WARN  gate=north camera=anpr-1 plate unreadable, barrier raised by fob 0412",
    "2025-03-14 17:38:04": "2025-03-14 17:40:12 INFO  gate=north heartbeat ok",
    "2025-03-15 00:21:44": "2025-03-15 00:30:00 INFO  gate=north nightly self-test passed",
}

VISITOR = """2025-03-14 09:40:11 IN  gate=visitor plate=TN18 GUV result=OPEN ticket=V-2291
2025-03-14 10:02:37 IN  gate=visitor plate=EK69 RSA result=OPEN ticket=V-2292
2025-03-14 11:15:50 OUT gate=visitor plate=EK69 RSA result=OPEN ticket=V-2292
2025-03-14 18:44:05 IN  gate=visitor plate=WJ20 HOP result=OPEN ticket=V-2293
"""


def line(ev):
    ts, d, plate, res = ev
    return "%s %-4s gate=north plate=%s result=%s" % (ts, d, plate, res)


def render(evs):
    out = []
    for e in evs:
        out.append(line(e))
        if e[0] in NOISE:
            out.append(NOISE[e[0]])
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    ws, kb = setup_args()
    a, b = 16, 30
    logs = os.path.join(ws, "logs")
    os.makedirs(logs, exist_ok=True)
    buf = io.BytesIO()
    with gzip.GzipFile(filename="staff-barrier.log.2", mode="wb", fileobj=buf, mtime=0) as g:
        g.write(render(EVENTS[:a]).encode())
    with open(os.path.join(logs, "staff-barrier.log.2.gz"), "wb") as f:
        f.write(buf.getvalue())
    write(os.path.join(logs, "staff-barrier.log.1"), render(EVENTS[a:b]))
    write(os.path.join(logs, "staff-barrier.log"), render(EVENTS[b:]))
    write(os.path.join(logs, "visitor-barrier.log"), VISITOR)
