import datetime, gzip, io, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
L = os.path.join(ws, "washctl", "logs")


class LCG:
    def __init__(self, seed):
        self.s = seed

    def next(self, n):
        self.s = (self.s * 1103515245 + 12345) % (2 ** 31)
        return (self.s >> 8) % n


rng = LCG(68)
PROGS = ["RINSE", "FOAM_BRUSH", "HOT_WAX", "WHEELS", "SPOT_FREE"]
# jam probability per bay (out of 100 per hour slot); bay 5 has a new coin mech in March
JAM = {1: 3, 2: 1, 3: 6, 4: 2, 5: 0, 6: 2}


def day_lines(d):
    out = []
    ds = d.strftime("%d/%m/%Y")
    out.append((0, 0, 5, "%s 00:00:05 CTRL INFO day start, 6 bays online" % ds))
    march = d.month == 3
    for hour in range(7, 22):
        for bay in range(1, 7):
            if rng.next(100) < 35:
                m, s = rng.next(50), rng.next(60)
                prog = PROGS[rng.next(len(PROGS))]
                credit = [2, 3, 4, 5][rng.next(4)]
                out.append((hour, m, s, "%s %02d:%02d:%02d BAY%d INFO wash start prog=%s credit=%d.00" % (ds, hour, m, s, bay, prog, credit)))
                out.append((hour, m + 6, s, "%s %02d:%02d:%02d BAY%d INFO wash end prog=%s" % (ds, hour, m + 6, s, bay, prog)))
            p = JAM[bay] if march else 3
            if bay == 5 and not march:
                p = 4
            if rng.next(100) < p:
                m, s = rng.next(45), rng.next(60)
                out.append((hour, m, s, "%s %02d:%02d:%02d BAY%d WARN COINMECH jam detected (coin stuck in validator)" % (ds, hour, m, s, bay)))
                out.append((hour, m + 9, s, "%s %02d:%02d:%02d BAY%d INFO COINMECH jam cleared by attendant" % (ds, hour, m + 9, s, bay)))
            if rng.next(100) < 2 or (bay == 5 and march and rng.next(100) < 4):
                m, s = rng.next(50), rng.next(60)
                out.append((hour, m, s, "%s %02d:%02d:%02d BAY%d WARN NOTEREADER jam detected (note rejected x3)" % (ds, hour, m, s, bay)))
    if d.day % 7 == 3:
        out.append((22, 30, 0, "%s 22:30:00 CTRL INFO COINMECH self-test passed on all bays" % ds))
    out.append((23, 59, 50, "%s 23:59:50 CTRL INFO day end" % ds))
    out.sort()
    return [x[3] for x in out]


def span(a, b):
    d, out = a, []
    while d <= b:
        out.extend(day_lines(d))
        d += datetime.timedelta(days=1)
    return "\n".join(out) + "\n"


D = datetime.date
parts = [
    ("washctl.log.4.gz", D(2025, 2, 10), D(2025, 2, 23)),
    ("washctl.log.3.gz", D(2025, 2, 24), D(2025, 3, 9)),
    ("washctl.log.2.gz", D(2025, 3, 10), D(2025, 3, 23)),
    ("washctl.log.1", D(2025, 3, 24), D(2025, 4, 6)),
    ("washctl.log", D(2025, 4, 7), D(2025, 4, 12)),
]
os.makedirs(L, exist_ok=True)
for name, a, b in parts:
    text = span(a, b)
    p = os.path.join(L, name)
    if name.endswith(".gz"):
        buf = io.BytesIO()
        with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0) as g:
            g.write(text.encode("utf-8"))
        with open(p, "wb") as f:
            f.write(buf.getvalue())
    else:
        ek.write(p, text)

ek.write(os.path.join(ws, "washctl", "README.txt"), """Wash controller (WashCtl 3.2) - Kingsway self-service car wash, bays 1-6
Logs rotate every two weeks; older ones are gzipped. Dates in the log are day/month/year.
Bay 5 had its coin mech replaced on 28 Feb.
""")
os.makedirs(os.path.join(ws, "reports"), exist_ok=True)
ek.write(os.path.join(ws, "reports", "feb_takings.csv"), "bay,takings_gbp\n1,612.00\n2,588.00\n3,701.00\n4,540.00\n5,497.00\n6,633.00\n")
