import gzip, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

SITES = {"TVM-03": "Central Station", "TVM-12": "Market Square", "TVM-21": "Market Street",
         "TVM-15": "Royal Infirmary", "TVM-28": "University North"}

# (date, time, machine, event) ; every PAPER_OUT listed explicitly
PAPER_OUT = [
    # late February (in .2.gz, not March)
    ("2025-02-24", "07:41:10", "TVM-21"), ("2025-02-26", "16:02:55", "TVM-21"), ("2025-02-28", "08:15:31", "TVM-21"),
    # 1-15 March (.2.gz)
    ("2025-03-02", "09:12:04", "TVM-12"), ("2025-03-05", "17:48:19", "TVM-12"), ("2025-03-09", "11:30:42", "TVM-12"),
    ("2025-03-13", "07:05:57", "TVM-12"), ("2025-03-04", "08:22:13", "TVM-21"), ("2025-03-11", "18:40:00", "TVM-03"),
    # 16-31 March (.1)
    ("2025-03-17", "08:01:37", "TVM-21"), ("2025-03-19", "12:44:20", "TVM-21"), ("2025-03-22", "10:09:09", "TVM-21"),
    ("2025-03-25", "17:33:48", "TVM-21"), ("2025-03-29", "13:27:02", "TVM-21"), ("2025-03-18", "07:58:45", "TVM-12"),
    ("2025-03-24", "16:19:30", "TVM-12"), ("2025-03-30", "11:11:11", "TVM-12"), ("2025-03-20", "09:36:14", "TVM-03"),
    ("2025-03-27", "15:50:26", "TVM-03"), ("2025-03-21", "08:47:03", "TVM-28"),
    # April (current file)
    ("2025-04-01", "07:30:40", "TVM-21"), ("2025-04-02", "08:05:12", "TVM-21"), ("2025-04-03", "12:00:58", "TVM-15"),
]
# which PAPER_OUT faults got a CLEARED line (TVM-21's always, TVM-12's only some)
UNCLEARED = {("2025-03-05", "TVM-12"), ("2025-03-13", "TVM-12"), ("2025-03-24", "TVM-12")}

OTHER = [
    ("2025-02-25", "10:00:03", "TVM-03", "WARN PAPER_LOW roll below 10%"),
    ("2025-03-01", "06:58:20", "TVM-15", "FAULT COIN_JAM hopper 2"),
    ("2025-03-03", "08:10:00", "TVM-03", "WARN PAPER_LOW roll below 10%"),
    ("2025-03-06", "14:22:41", "TVM-03", "WARN PAPER_LOW roll below 10%"),
    ("2025-03-08", "09:00:15", "TVM-28", "FAULT CARD_READER timeout"),
    ("2025-03-10", "07:45:31", "TVM-03", "WARN PAPER_LOW roll below 10%"),
    ("2025-03-12", "16:30:52", "TVM-03", "WARN PAPER_LOW roll below 10%"),
    ("2025-03-14", "12:12:12", "TVM-12", "FAULT COIN_JAM hopper 1"),
    ("2025-03-16", "06:30:00", "TVM-03", "WARN PAPER_LOW roll below 10%"),
    ("2025-03-19", "10:05:27", "TVM-03", "WARN PAPER_LOW roll below 10%"),
    ("2025-03-23", "18:18:18", "TVM-15", "FAULT CARD_READER timeout"),
    ("2025-03-26", "07:07:07", "TVM-03", "WARN PAPER_LOW roll below 10%"),
    ("2025-03-28", "20:41:33", "TVM-28", "FAULT COIN_JAM hopper 2"),
    ("2025-03-31", "22:59:59", "TVM-03", "WARN PAPER_LOW roll below 10%"),
    ("2025-04-02", "09:09:09", "TVM-03", "WARN PAPER_LOW roll below 10%"),
    ("2025-04-04", "11:45:00", "TVM-28", "FAULT CARD_READER timeout"),
]


def line(date, time, m, msg):
    return "%sT%s %-6s [%s] %s" % (date, time, m, SITES[m], msg)


events = []
for date, time, m in PAPER_OUT:
    events.append((date, time, m, "FAULT PAPER_OUT printer 1"))
    if m in ("TVM-21", "TVM-03", "TVM-28", "TVM-15") or (m == "TVM-12" and (date, m) not in UNCLEARED):
        h, mi, s = time.split(":")
        events.append((date, "%02d:%s:%s" % (int(h) + 1, mi, s), m, "CLEARED PAPER_OUT roll replaced by staff"))
events += OTHER
# daily heartbeat from every machine
import datetime as dt
day = dt.date(2025, 2, 20)
while day <= dt.date(2025, 4, 5):
    for i, m in enumerate(sorted(SITES)):
        events.append((day.isoformat(), "05:0%d:00" % i, m, "INFO heartbeat ok"))
    day += dt.timedelta(days=1)
events.sort()

gz_part = [line(*e) for e in events if e[0] <= "2025-03-15"]
one_part = [line(*e) for e in events if "2025-03-16" <= e[0] <= "2025-03-31"]
cur_part = [line(*e) for e in events if e[0] >= "2025-04-01"]

os.makedirs(os.path.join(ws, "tvm"), exist_ok=True)
with open(os.path.join(ws, "tvm", "faults.log.2.gz"), "wb") as f:
    f.write(gzip.compress(("\n".join(gz_part) + "\n").encode(), mtime=0))
ek.write(os.path.join(ws, "tvm", "faults.log.1"), "\n".join(one_part))
ek.write(os.path.join(ws, "tvm", "faults.log"), "\n".join(cur_part))
ek.write(os.path.join(ws, "tvm", "machines.csv"),
         "id,site,installed\n" + "".join("%s,%s,20%d\n" % (m, SITES[m], 17 + i) for i, m in enumerate(sorted(SITES))))
