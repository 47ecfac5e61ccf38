import gzip, io, os, random, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
rng = random.Random(6205)

WASHERS = ["W%02d" % i for i in range(1, 9)]
DRYERS = ["D01", "D02", "D03"]

# (date, machine, code, service?)
FAULTS = [
    ("04-27", "W01", "E21", False), ("05-03", "W01", "E21", False), ("05-19", "W01", "E21", False), ("05-30", "W01", "E21", False),
    ("05-02", "W02", "E21", False), ("05-09", "W02", "E21", False), ("05-14", "W02", "E21", False), ("05-22", "W02", "E21", False), ("05-29", "W02", "E21", False),
    ("05-04", "W03", "E21", False), ("05-11", "W03", "E21", False), ("05-24", "W03", "E21", False), ("05-31", "W03", "E21", False),
    ("05-08", "W04", "E21", False), ("05-20", "W04", "E21", False), ("05-28", "W04", "E21", False), ("05-15", "W04", "E210", False), ("05-26", "W04", "E210", False),
    ("05-17", "W05", "E21", False),
    ("05-10", "W06", "E21", False), ("05-21", "W06", "E21", False), ("05-27", "W06", "E21", False), ("06-02", "W06", "E21", False), ("06-04", "W06", "E21", False),
    ("05-06", "W07", "E21", False), ("05-23", "W07", "E21", False), ("05-13", "W07", "E21", True), ("05-13", "W07", "E21", True), ("05-13", "W07", "E21", True),
    ("05-01", "W08", "E21", False), ("05-05", "W08", "E21", False), ("05-12", "W08", "E21", False), ("05-18", "W08", "E21", False), ("05-25", "W08", "E21", False), ("05-30", "W08", "E21", False),
    ("05-07", "W05", "E13", False), ("05-16", "W02", "E13", False), ("05-22", "W08", "E05", False), ("06-03", "W01", "E13", False),
    ("05-03", "D02", "E35", False), ("05-19", "D02", "E35", False), ("05-26", "D03", "E41", False), ("04-29", "D01", "E35", False),
]
DESC = {"E21": "door_lock", "E210": "door_sensor_calibration", "E13": "drain_timeout", "E05": "fill_timeout",
        "E35": "heater_overtemp", "E41": "drum_motor"}

days = ["04-%02d" % d for d in range(24, 31)] + ["05-%02d" % d for d in range(1, 32)] + ["06-%02d" % d for d in range(1, 7)]
lines = {}
for day in days:
    out = []
    out.append(("06:00:00", "SYS controller boot ok fw=3.2.7"))
    for _ in range(rng.randint(14, 22)):
        m = rng.choice(WASHERS + DRYERS)
        h, mi, s = rng.randint(7, 21), rng.randint(0, 59), rng.randint(0, 59)
        prog = rng.choice(["40", "60", "30quick", "wool"]) if m[0] == "W" else rng.choice(["high", "low", "timed40"])
        paid = rng.choice(["4.50", "5.00", "3.50"]) if m[0] == "W" else rng.choice(["1.00", "2.00", "3.00"])
        out.append(("%02d:%02d:%02d" % (h, mi, s), "%s START prog=%s paid=%s" % (m, prog, paid)))
        dur = 35 + rng.randint(0, 40)
        e = h * 60 + mi + dur
        out.append(("%02d:%02d:%02d" % (e // 60, e % 60, s), "%s END ok" % m))
    for i, (d, m, code, service) in enumerate(FAULTS):
        if d != day:
            continue
        h, mi = 8 + (i * 5) % 12, (i * 17) % 50
        tag = " mode=service" if service else ""
        if service:
            mi = 10 + 12 * [k for k, f in enumerate(FAULTS) if f[0] == d and f[3]].index(i)
            h = 10
        out.append(("%02d:%02d:%02d" % (h, mi, 11), "%s FAULT %s %s%s" % (m, code, DESC[code], tag)))
        out.append(("%02d:%02d:%02d" % (h, mi + 9, 40), "%s CLEAR %s by=%s%s" % (m, code, "engineer" if service else "attendant", tag)))
    out.append(("22:30:00", "SYS close day takings_ok"))
    lines[day] = ["2025-%s %s %s" % (day, t, msg) for t, msg in sorted(out)]


def chunk(first, last):
    return "\n".join(l for d in days if first <= d <= last for l in lines[d]) + "\n"


def write_gz(path, text):
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0) as g:
        g.write(text.encode("utf-8"))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(buf.getvalue())


write_gz(os.path.join(ws, "logs", "washctl.log.3.gz"), chunk("04-24", "05-06"))
write_gz(os.path.join(ws, "logs", "washctl.log.2.gz"), chunk("05-07", "05-16"))
ek.write(os.path.join(ws, "logs", "washctl.log.1"), chunk("05-17", "05-27"))
ek.write(os.path.join(ws, "logs", "washctl.log"), chunk("05-28", "06-06"))
ek.write(os.path.join(ws, "machines.txt"),
         "Suds & Co launderette, Canal St - machines\n"
         "W01-W08  washers (Primus 11kg; W07/W08 are 18kg)\n"
         "D01-D03  dryers\n\n"
         "Fault codes: E21 door lock, E210 door sensor calibration warning, E13 drain, E05 fill, E35 heater, E41 motor.\n"
         "The engineer puts a machine in service mode for tests; those lines are tagged mode=service.\n")
