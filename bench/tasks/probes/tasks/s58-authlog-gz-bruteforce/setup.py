import datetime, gzip, os, random, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
rng = random.Random(5801)
HOST = "labsrv01"

# file -> (first day, last day) ; year 2025
FILES = [
    ("auth.log.4.gz", datetime.date(2025, 2, 23), datetime.date(2025, 3, 1)),
    ("auth.log.3.gz", datetime.date(2025, 3, 2), datetime.date(2025, 3, 8)),
    ("auth.log.2.gz", datetime.date(2025, 3, 9), datetime.date(2025, 3, 15)),
    ("auth.log.1", datetime.date(2025, 3, 16), datetime.date(2025, 3, 22)),
    ("auth.log", datetime.date(2025, 3, 23), datetime.date(2025, 3, 29)),
]
# failed password attempts: (ip, file, count, restrict_to_day or None)
FAILS = [
    ("203.0.113.45", "auth.log.4.gz", 60, "feb"),
    ("198.51.100.23", "auth.log.4.gz", 5, datetime.date(2025, 3, 1)),
    ("198.51.100.23", "auth.log.3.gz", 24, None),
    ("198.51.100.23", "auth.log.2.gz", 23, None),
    ("203.0.113.45", "auth.log.3.gz", 20, None),
    ("203.0.113.45", "auth.log.2.gz", 18, None),
    ("198.51.100.230", "auth.log.3.gz", 9, None),
    ("198.51.100.32", "auth.log.2.gz", 12, None),
    ("198.51.100.32", "auth.log.1", 14, None),
    ("192.0.2.77", "auth.log.1", 22, None),
    ("192.0.2.77", "auth.log", 22, None),
    ("10.20.0.15", "auth.log.1", 3, None),
    ("10.20.0.41", "auth.log", 4, None),
]
USERS_BAD = ["admin", "root", "test", "ubuntu", "oracle", "pi", "guest", "user", "postgres", "ftpuser"]
USERS_OK = ["jmorris", "spatel", "labadmin", "rchen"]


def stamp(d, secs):
    t = datetime.datetime(d.year, d.month, d.day) + datetime.timedelta(seconds=secs)
    return "%s %2d %s" % (t.strftime("%b"), t.day, t.strftime("%H:%M:%S")), t


for fname, d0, d1 in FILES:
    days = [d0 + datetime.timedelta(days=i) for i in range((d1 - d0).days + 1)]
    events = []  # (datetime, [lines-without-stamp])

    def add(day, lines):
        secs = rng.randrange(0, 86400)
        s, t = stamp(day, secs)
        events.append((t, [(s, l) for l in lines]))

    for ip, f, n, restrict in FAILS:
        if f != fname:
            continue
        if restrict == "feb":
            pool = [d for d in days if d.month == 2]
        elif restrict is not None:
            pool = [restrict]
        else:
            pool = days
        for _ in range(n):
            day = rng.choice(pool)
            pid = rng.randrange(20000, 40000)
            port = rng.randrange(30000, 65000)
            if ip.startswith("10."):
                u = rng.choice(USERS_OK)
                add(day, ["sshd[%d]: Failed password for %s from %s port %d ssh2" % (pid, u, ip, port)])
            elif rng.random() < 0.6:
                u = rng.choice(USERS_BAD)
                add(day, ["sshd[%d]: Invalid user %s from %s port %d" % (pid, u, ip, port),
                          "sshd[%d]: Failed password for invalid user %s from %s port %d ssh2" % (pid, u, ip, port),
                          "sshd[%d]: Connection closed by invalid user %s %s port %d [preauth]" % (pid, u, ip, port)])
            else:
                add(day, ["sshd[%d]: Failed password for root from %s port %d ssh2" % (pid, ip, port),
                          "sshd[%d]: Received disconnect from %s port %d:11: Bye Bye [preauth]" % (pid, ip, port)])
    # normal traffic: staff logins from the internal jump host, cron, sudo
    for day in days:
        for _ in range(rng.randrange(8, 13)):
            pid = rng.randrange(20000, 40000)
            port = rng.randrange(30000, 65000)
            ip = rng.choice(["10.20.0.15", "10.20.0.15", "10.20.0.41", "10.20.0.9"])
            u = rng.choice(USERS_OK)
            add(day, ["sshd[%d]: Accepted password for %s from %s port %d ssh2" % (pid, u, ip, port),
                      "sshd[%d]: pam_unix(sshd:session): session opened for user %s(uid=%d) by (uid=0)" % (pid, u, 1000 + USERS_OK.index(u))])
        for h in (6, 18):
            pid = rng.randrange(40000, 60000)
            s, t = stamp(day, h * 3600 + 17 * 60 + 1)
            events.append((t, [(s, "CRON[%d]: pam_unix(cron:session): session opened for user root(uid=0) by (uid=0)" % pid),
                               (s, "CRON[%d]: pam_unix(cron:session): session closed for user root" % pid)]))
        if rng.random() < 0.5:
            add(day, ["sudo:  labadmin : TTY=pts/0 ; PWD=/home/labadmin ; USER=root ; COMMAND=/usr/bin/apt update"])
    events.sort(key=lambda e: e[0])
    text = "".join("%s %s %s\n" % (s, HOST, l) for _, ls in events for s, l in ls)
    path = os.path.join(ws, "logs", fname)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if fname.endswith(".gz"):
        with open(path, "wb") as fh:
            fh.write(gzip.compress(text.encode("utf-8"), mtime=0))
    else:
        ek.write(path, text)

ek.write(os.path.join(ws, "logs", "README"),
         "Copied from labsrv01:/var/log on 2025-03-29. logrotate runs weekly (Sunday), keeps 4 compressed.\n")
