import datetime as dt
import gzip
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

TARIFF = {1: "1.80", 2: "3.40", 3: "6.90", 4: "9.20"}
GATES = ["G1", "G2", "G3", "G4"]
LETTERS = "ABCDEFGHJKLMNOPRSTUVWXY"


def plate(rng):
    a, b, n = rng.choice(LETTERS), rng.choice(LETTERS), rng.randint(10, 74)
    return f"{a}{b}{n:02d}" + "".join(rng.choice(LETTERS) for _ in range(3))


def day_lines(rng, day):
    out = []
    n = rng.randint(9, 15)
    secs = sorted(rng.sample(range(5 * 3600, 23 * 3600), n))
    for s in secs:
        t = dt.datetime.combine(day, dt.time()) + dt.timedelta(seconds=s)
        cls = rng.choices([1, 2, 3, 4], weights=[10, 70, 12, 8])[0]
        r = rng.random()
        status = "PAID" if r < 0.84 else ("UNPAID" if r < 0.93 else "EXEMPT")
        tariff = "0.00" if status == "EXEMPT" else TARIFF[cls]
        gate, pl = rng.choice(GATES), plate(rng)
        out.append(f"{t:%Y-%m-%d %H:%M:%S} gate={gate} plate={pl} class={cls} tariff={tariff} status={status}")
    if day.weekday() == 0:
        out.insert(0, f"{day.isoformat()} 03:00:00 SYSTEM gate=G{rng.randint(1, 4)} camera restart (weekly)")
    return out


rng = random.Random(6511)
start = dt.date(2025, 3, 20)
lines_by_day = {}
for k in range(52):  # 2025-03-20 .. 2025-05-10
    d = start + dt.timedelta(days=k)
    lines_by_day[d] = day_lines(rng, d)

# month-boundary passages
lines_by_day[dt.date(2025, 3, 31)].append("2025-03-31 23:52:07 gate=G3 plate=RV61KTM class=2 tariff=3.40 status=UNPAID")
lines_by_day[dt.date(2025, 4, 1)].insert(0, "2025-04-01 00:04:51 gate=G1 plate=LD70WXE class=3 tariff=6.90 status=UNPAID")
lines_by_day[dt.date(2025, 4, 30)].append("2025-04-30 23:58:40 gate=G2 plate=SN19BFA class=2 tariff=3.40 status=UNPAID")
lines_by_day[dt.date(2025, 5, 1)].insert(0, "2025-05-01 00:01:13 gate=G2 plate=YX68OPL class=4 tariff=9.20 status=UNPAID")


def chunk(a, b):
    out = []
    d = a
    while d <= b:
        out.extend(lines_by_day[d])
        d += dt.timedelta(days=1)
    return "\n".join(out) + "\n"


def write_gz(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as g:
        g.write(text.encode("utf-8"))


D = dt.date
logs = os.path.join(ws, "tollgate", "logs")
write_gz(os.path.join(logs, "gate.log.3.gz"), chunk(D(2025, 3, 20), D(2025, 4, 5)))
write_gz(os.path.join(logs, "gate.log.2.gz"), chunk(D(2025, 4, 6), D(2025, 4, 19)))
ek.write(os.path.join(logs, "gate.log.1"), chunk(D(2025, 4, 20), D(2025, 5, 3)))
ek.write(os.path.join(logs, "gate.log"), chunk(D(2025, 5, 4), D(2025, 5, 10)))
ek.write(os.path.join(ws, "tollgate", "README.txt"),
         "Hexley Bridge toll plaza - gate controller logs\n\n"
         "One line per passage: timestamp, gate, plate, vehicle class, tariff (GBP) and status.\n"
         "status is PAID (tag or card), UNPAID (no payment within the 24h window - goes to enforcement)\n"
         "or EXEMPT (blue badge, emergency vehicles, bridge staff).\n"
         "Logs rotate every two weeks; older ones are gzipped by logrotate.\n")
