import datetime, gzip, io, os, random, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
rng = random.Random(5701)

# (file, first day, number of days, reception fails, reception2 fails, reception-desk fails)
FILES = [
    ("auth.log.3.gz", datetime.date(2025, 2, 17), 7, 8, 2, 1),
    ("auth.log.2.gz", datetime.date(2025, 2, 24), 7, 11, 1, 2),
    ("auth.log.1", datetime.date(2025, 3, 3), 7, 9, 3, 0),
    ("auth.log", datetime.date(2025, 3, 10), 5, 6, 1, 1),
]
OTHER_USERS = ["cafe", "hall-bookings", "guest", "tutor", "youthclub", "admin"]
REASONS = ["bad_password", "expired_voucher", "bad_password", "account_disabled"]


def build(day0, ndays, n_rec, n_rec2, n_desk):
    events = []
    for _ in range(n_rec):
        events.append(("FAIL", "reception"))
    for _ in range(n_rec2):
        events.append(("FAIL", "reception2"))
    for _ in range(n_desk):
        events.append(("FAIL", "reception-desk"))
    for _ in range(rng.randint(10, 14)):
        events.append(("OK", "reception"))
    for _ in range(rng.randint(4, 7)):
        events.append(("OK", "reception2"))
    for _ in range(rng.randint(25, 35)):
        events.append((rng.choice(["OK", "OK", "OK", "FAIL"]), rng.choice(OTHER_USERS)))
    events.append(("RESET", "reception"))
    events.append(("NOTE", "reception"))
    secs = sorted(rng.sample(range(8 * 3600, 21 * 3600 * ndays), len(events)))
    rng.shuffle(events)
    lines = []
    pid = rng.randint(700, 900)
    for s, (kind, user) in zip(secs, events):
        day = day0 + datetime.timedelta(days=s // (21 * 3600))
        t = s % (21 * 3600)
        t = max(t, 7 * 3600 + rng.randint(0, 3000))
        ts = "%s %02d:%02d:%02d" % (day.isoformat(), t // 3600 % 24, t // 60 % 60, t % 60)
        ip = "10.0.4.%d" % rng.randint(10, 60)
        if kind == "FAIL":
            lines.append("%s portal[%d]: LOGIN FAIL user=%s ip=%s reason=%s" % (ts, pid, user, ip, rng.choice(REASONS)))
        elif kind == "OK":
            lines.append("%s portal[%d]: LOGIN OK user=%s ip=%s session=%06x" % (ts, pid, user, ip, rng.getrandbits(24)))
        elif kind == "RESET":
            lines.append("%s portal[%d]: ADMIN password reset for user=reception by=admin" % (ts, pid))
        else:
            lines.append("%s portal[%d]: NOTICE voucher batch printed for user=reception (20 vouchers)" % (ts, pid))
    lines.sort()
    return "\n".join(lines) + "\n"


d = os.path.join(ws, "logs", "portal")
os.makedirs(d, exist_ok=True)
for name, day0, nd, a, b, c in FILES:
    text = build(day0, nd, a, b, c)
    if name.endswith(".gz"):
        buf = io.BytesIO()
        with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0) as g:
            g.write(text.encode())
        with open(os.path.join(d, name), "wb") as f:
            f.write(buf.getvalue())
    else:
        ek.write(os.path.join(d, name), text)

# a different device's log with reception failures that must not be counted
rt = ["2025-03-04 10:01:0%d router[55]: LOGIN FAIL user=reception ip=10.0.0.%d reason=bad_password" % (i, 20 + i) for i in range(5)]
ek.write(os.path.join(ws, "logs", "old_router", "auth.log"), "\n".join(rt))
