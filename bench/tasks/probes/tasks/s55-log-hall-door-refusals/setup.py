import gzip
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# (day, time, door, fob, result or event)
OLDEST = [  # door.log.2.gz : 1-10 March
    (1, "08:02:14", "main", "0417", "DENIED reason=fob_not_recognised"),
    (1, "08:02:40", "main", "0417", "GRANTED"),
    (1, "09:15:03", "main", "2051", "GRANTED"),
    (2, "18:40:22", "side", "0588", "DENIED reason=outside_hours"),
    (2, "18:41:05", "side", "0588", "DENIED reason=outside_hours"),
    (2, "18:43:51", "main", "0588", "GRANTED"),
    (3, "10:05:37", "main", "1123", "GRANTED"),
    (4, "07:55:12", "main", "0932", "DENIED reason=fob_not_recognised"),
    (4, "07:55:30", "main", "0932", "GRANTED"),
    (5, "19:02:44", "side", "-", "EVENT held_open seconds=95"),
    (6, "08:10:09", "main", "0417", "DENIED reason=fob_not_recognised"),
    (6, "08:10:31", "main", "0417", "GRANTED"),
    (7, "18:36:58", "side", "0588", "DENIED reason=outside_hours"),
    (8, "11:20:16", "main", "2051", "GRANTED"),
    (9, "09:01:47", "main", "3310", "GRANTED"),
    (10, "17:45:05", "main", "1123", "GRANTED"),
]
MIDDLE = [  # door.log.1 : 11-20 March
    (11, "08:04:33", "main", "0417", "GRANTED"),
    (11, "14:12:08", "main", "1123", "DENIED reason=fob_not_recognised"),
    (11, "14:12:26", "main", "1123", "GRANTED"),
    (12, "09:30:51", "main", "2290", "DENIED reason=suspended"),
    (13, "08:07:19", "main", "0417", "DENIED reason=fob_not_recognised"),
    (13, "08:07:42", "main", "0417", "GRANTED"),
    (14, "03:12:00", "-", "-", "SYSTEM battery_check ok"),
    (15, "10:44:03", "side", "0588", "GRANTED"),
    (16, "13:58:27", "main", "1123", "DENIED reason=fob_not_recognised"),
    (16, "13:58:49", "main", "1123", "GRANTED"),
    (17, "18:05:14", "main", "3310", "GRANTED"),
    (18, "09:22:40", "main", "2051", "GRANTED"),
    (19, "19:15:35", "side", "-", "EVENT held_open seconds=140"),
    (20, "08:59:02", "main", "0932", "GRANTED"),
]
CURRENT = [  # door.log : 21-28 March
    (21, "08:03:55", "main", "0417", "DENIED reason=fob_not_recognised"),
    (21, "08:04:20", "main", "0417", "GRANTED"),
    (22, "10:10:10", "main", "2051", "GRANTED"),
    (23, "12:33:47", "main", "1123", "DENIED reason=fob_not_recognised"),
    (23, "12:34:05", "main", "1123", "GRANTED"),
    (24, "07:58:31", "main", "0932", "DENIED reason=fob_not_recognised"),
    (24, "07:58:52", "main", "0932", "GRANTED"),
    (25, "03:12:00", "-", "-", "SYSTEM battery_check ok"),
    (25, "18:47:16", "side", "0588", "GRANTED"),
    (26, "09:05:29", "main", "3310", "GRANTED"),
    (27, "16:20:41", "main", "2051", "GRANTED"),
    (28, "08:06:03", "main", "0417", "GRANTED"),
]


def render(rows):
    out = []
    for day, t, door, fob, res in rows:
        stamp = "2025-03-%02d %s" % (day, t)
        if res.startswith("SYSTEM"):
            out.append("%s controller %s" % (stamp, res[7:]))
        elif res.startswith("EVENT"):
            out.append("%s door=%s %s" % (stamp, door, res[6:]))
        else:
            out.append("%s door=%s fob=%s result=%s" % (stamp, door, fob, res))
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "logs", "door.log"), render(CURRENT))
    write(os.path.join(ws, "logs", "door.log.1"), render(MIDDLE))
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0) as g:
        g.write(render(OLDEST).encode("utf-8"))
    with open(os.path.join(ws, "logs", "door.log.2.gz"), "wb") as f:
        f.write(buf.getvalue())
    write(os.path.join(ws, "fob_holders.txt"), "Fob register is kept by the hall secretary (paper copy in the office).\n"
          "Fobs 0xxx: regular hirers. Fobs 1xxx-3xxx: committee and staff.\n")
