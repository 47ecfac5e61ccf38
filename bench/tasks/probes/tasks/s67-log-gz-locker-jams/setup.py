import gzip
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

LOCKERS = ["L-012", "L-045", "L-088", "L-117", "L-150", "L-204", "L-233", "L-301"]
# jams per day: {day: [locker, ...]}  (a locker may appear several times)
JAMS = {
    7: ["L-204"], 9: ["L-204", "L-150"], 10: ["L-204"],                 # .3.gz (before the week)
    11: ["L-204", "L-204", "L-204"],                                           # .2.gz, Sunday before the week
    12: ["L-117"], 13: ["L-117", "L-117", "L-045"], 14: ["L-088"],      # .2.gz, in the week
    15: ["L-204", "L-088"], 16: ["L-117"], 17: ["L-204", "L-204", "L-088"], 18: ["L-117", "L-233"],  # .1
    19: ["L-117", "L-117", "L-301", "L-301", "L-301"], 20: ["L-301", "L-301", "L-301"],            # current
}
CLEARED = {13: ["L-088", "L-088"], 14: ["L-088", "L-117"], 15: ["L-088"], 17: ["L-088", "L-204"], 18: ["L-117"], 19: ["L-301"]}


def day_lines(day):
    out = []
    date = "2025-05-%02d" % day
    jams, cleared = list(JAMS.get(day, [])), list(CLEARED.get(day, []))
    for k in range(24):
        hh = 6 + (k * 15) // 24
        mm = (k * 37 + day * 7) % 60
        locker = LOCKERS[(k * 5 + day) % len(LOCKERS)]
        member = "M%04d" % (4000 + (k * 97 + day * 13) % 900)
        ts = "%sT%02d:%02d" % (date, hh, mm)
        out.append("%s:%02d INFO locker=%s event=OPEN member=%s" % (ts, (k * 11) % 60, locker, member))
        out.append("%s:%02d INFO locker=%s event=CLOSE member=%s" % (ts, (k * 11 + 40) % 60, locker, member))
        if k % 4 == 1 and jams:
            j = jams.pop(0)
            out.append("%s:%02d ERROR locker=%s event=JAM code=E21 door did not latch" % (ts, (k * 11 + 45) % 60, j))
        if k % 4 == 3 and cleared:
            c = cleared.pop(0)
            out.append("%s:%02d WARN locker=%s event=JAM_CLEARED by=staff" % (ts, (k * 11 + 50) % 60, c))
        if k == 12:
            out.append("%s:%02d INFO controller heartbeat ok battery=98%%" % (ts, (k * 11 + 52) % 60))
    assert not jams and not cleared, day
    return out


def text(days):
    lines = []
    for d in days:
        lines += day_lines(d)
    return "\n".join(sorted(lines)) + "\n"


def gz(path, data):
    with open(path, "wb") as f:
        f.write(gzip.compress(data.encode("utf-8"), mtime=0))


os.makedirs(os.path.join(ws, "logs"), exist_ok=True)
gz(os.path.join(ws, "logs", "lockers.log.3.gz"), text([7, 8, 9, 10]))
gz(os.path.join(ws, "logs", "lockers.log.2.gz"), text([11, 12, 13, 14]))
ek.write(os.path.join(ws, "logs", "lockers.log.1"), text([15, 16, 17, 18]))
ek.write(os.path.join(ws, "logs", "lockers.log"), text([19, 20]))
ek.write(os.path.join(ws, "logs", "README.txt"),
         "Locker controller log. Rotated every 4 days; the two oldest rotations are gzipped.\n"
         "A JAM is logged when a door fails to latch; staff log JAM_CLEARED when they fix it.\n")
