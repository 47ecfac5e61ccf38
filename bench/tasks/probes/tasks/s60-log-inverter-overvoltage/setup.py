import gzip, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

# F21 over-voltage trips per day (the fault only happens on sunny middays when the street's export peaks)
TRIPS = {
    "2025-03-29": 1, "2025-03-30": 2,
    "2025-04-02": 1, "2025-04-05": 2, "2025-04-06": 3, "2025-04-11": 1, "2025-04-12": 2,
    "2025-04-18": 4, "2025-04-19": 2, "2025-04-21": 1, "2025-04-26": 3, "2025-04-27": 1,
    "2025-05-01": 2, "2025-05-03": 5,
}
# under-frequency faults (a different code) on other days, a couple in April
F12 = {"2025-04-06": 1, "2025-04-14": 2, "2025-04-23": 6, "2025-05-02": 1}

state = [12345]


def rnd(n):
    state[0] = (state[0] * 1103515245 + 12345) % (2 ** 31)
    return (state[0] >> 12) % n


def day_lines(day):
    out = []
    kwh = 4 + rnd(18) + rnd(10) / 10.0
    out.append("%s 06:%02d:11 INFO  STARTUP mppt=2 grid=OK Vac=%.1fV f=50.0%dHz" % (day, 10 + rnd(40), 238 + rnd(6) + rnd(10) / 10, rnd(10)))
    mins = [11 * 60 + 38 * k + rnd(20) for k in range(TRIPS.get(day, 0))]
    events = []
    for m in mins:
        v = 253.1 + rnd(30) / 10.0
        events.append((m * 60 + rnd(60), "WARN  F21 GRID_OVERVOLT trip Vac=%.1fV limit=253.0V" % v))
        events.append((m * 60 + 300 + rnd(60), "INFO  F21 cleared Vac=%.1fV, reconnect in 60s" % (248 + rnd(40) / 10.0)))
    for k in range(F12.get(day, 0)):
        t = 14 * 3600 + k * 420 + rnd(200)
        events.append((t, "WARN  F12 GRID_UNDERFREQ trip f=49.%02dHz" % (40 + rnd(9))))
        events.append((t + 180, "INFO  F12 cleared f=50.00Hz"))
    for h in (9, 12, 15):
        events.append((h * 3600 + rnd(600), "INFO  STATUS pac=%dW etoday=%.1fkWh temp=%dC" % (800 + rnd(2400), kwh * (h - 6) / 13.0, 30 + rnd(20))))
    events.sort()
    for t, msg in events:
        out.append("%s %02d:%02d:%02d %s" % (day, t // 3600, (t // 60) % 60, t % 60, msg))
    out.append("%s 20:%02d:40 INFO  SHUTDOWN etoday=%.1fkWh" % (day, 10 + rnd(40), kwh))
    return out


def days(start, n, month_len):
    y, m, d = start
    res = []
    for _ in range(n):
        res.append("%04d-%02d-%02d" % (y, m, d))
        d += 1
        if d > month_len[m]:
            d, m = 1, m + 1
    return res


ML = {3: 31, 4: 30, 5: 31}
older = days((2025, 3, 25), 21, ML)    # 25 Mar - 14 Apr
middle = days((2025, 4, 15), 16, ML)   # 15 Apr - 30 Apr
current = days((2025, 5, 1), 4, ML)    # 1 May - 4 May


def text(ds):
    lines = []
    for dd in ds:
        lines += day_lines(dd)
    return "\n".join(lines) + "\n"


logdir = os.path.join(ws, "solar", "logs")
os.makedirs(logdir, exist_ok=True)
with open(os.path.join(logdir, "inverter.log.2.gz"), "wb") as f:
    f.write(gzip.compress(text(older).encode(), mtime=0))
ek.write(os.path.join(logdir, "inverter.log.1"), text(middle))
ek.write(os.path.join(logdir, "inverter.log"), text(current))
ek.write(os.path.join(ws, "solar", "README.txt"),
         "Growatt MIN 3600TL-X at 27 Ashgrove Road. Logs are pulled from the dongle every night and rotated weekly-ish\n"
         "(inverter.log is the newest, .1 older, .2.gz oldest).\n"
         "Fault codes: F12 grid under-frequency, F21 grid over-voltage, F30 isolation fault.\n"
         "Each trip is followed by a 'cleared' line when the inverter reconnects.\n")
