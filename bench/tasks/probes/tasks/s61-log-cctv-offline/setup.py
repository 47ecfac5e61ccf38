import gzip, os, random, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
L = os.path.join(ws, "nvr", "logs")
rng = random.Random(6101)
CAMS = ["Front Door", "Yard East", "Yard West", "Loading Bay", "Office", "Gate"]

# (date, time, camera) of real offline events
OFFLINE = [
    ("2025-02-25", "03:12:44", "Yard East"), ("2025-02-27", "22:40:02", "Yard East"), ("2025-02-28", "23:59:31", "Gate"),
    ("2025-03-01", "00:00:09", "Yard East"), ("2025-03-02", "14:21:50", "Front Door"), ("2025-03-03", "02:14:07", "Yard East"),
    ("2025-03-04", "19:05:33", "Yard East"), ("2025-03-05", "06:47:12", "Loading Bay"), ("2025-03-05", "06:58:40", "Loading Bay"),
    ("2025-03-06", "11:30:00", "Yard West"), ("2025-03-07", "04:02:19", "Gate"), ("2025-03-08", "21:44:08", "Yard East"),
    ("2025-03-09", "08:15:26", "Front Door"), ("2025-03-10", "17:36:51", "Loading Bay"), ("2025-03-11", "01:09:14", "Gate"),
    ("2025-03-12", "23:20:45", "Yard East"), ("2025-03-13", "09:52:03", "Front Door"), ("2025-03-14", "23:58:17", "Loading Bay"),
    ("2025-03-15", "00:03:40", "Front Door"), ("2025-03-16", "10:11:12", "Yard East"),
]
FILES = [("nvr.log.3.gz", ["2025-02-24", "2025-02-25", "2025-02-26", "2025-02-27", "2025-02-28"]),
         ("nvr.log.2.gz", ["2025-03-01", "2025-03-02", "2025-03-03", "2025-03-04", "2025-03-05"]),
         ("nvr.log.1", ["2025-03-06", "2025-03-07", "2025-03-08", "2025-03-09", "2025-03-10"]),
         ("nvr.log", ["2025-03-11", "2025-03-12", "2025-03-13", "2025-03-14", "2025-03-15", "2025-03-16"])]

pid = 812
for fname, days in FILES:
    lines = []
    for day in days:
        ev = []
        for _ in range(rng.randint(10, 16)):
            t = "%02d:%02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59))
            cam = rng.choice(CAMS)
            ev.append((t, 'INFO  camera="%s" event=motion zone=%d clip=%s_%s.mp4' % (
                cam, rng.randint(1, 3), cam.replace(" ", "").lower(), (day + t).replace("-", "").replace(":", ""))))
        for h in ("02:00:00", "14:00:00"):
            for cam in CAMS:
                ev.append((h, 'DEBUG camera="%s" event=offline_check result=ok latency_ms=%d' % (cam, rng.randint(4, 40))))
        ev.append(("03:30:00", 'INFO  camera="Office" event=reboot detail="scheduled nightly reboot"'))
        ev.append(("03:31:12", 'INFO  camera="Office" event=online detail="back after reboot"'))
        ev.append(("00:00:00", "INFO  storage used=%d%% retention_days=14" % rng.randint(61, 79)))
        for d, t, cam in OFFLINE:
            if d == day:
                ev.append((t, 'WARN  camera="%s" event=offline detail="%s"' % (cam, rng.choice(
                    ["rtsp timeout after 30s", "no route to host", "stream stalled"]))))
                h, m, s = map(int, t.split(":"))
                sms = "%02d:%02d:%02d" % (h, m, min(s + 2, 59))
                ev.append((sms, 'INFO  notify sms to=+447700900111 text="%s camera offline"' % cam))
                back = (h * 3600 + m * 60 + s + rng.randint(90, 1500)) % 86400
                if back > h * 3600 + m * 60 + s:
                    ev.append(("%02d:%02d:%02d" % (back // 3600, back % 3600 // 60, back % 60),
                               'INFO  camera="%s" event=online detail="reconnected"' % cam))
        ev.sort(key=lambda x: x[0])
        for t, msg in ev:
            lines.append("%sT%s nvr[%d]: %s" % (day, t, pid, msg))
        pid += 1
    data = ("\n".join(lines) + "\n").encode()
    os.makedirs(L, exist_ok=True)
    if fname.endswith(".gz"):
        with open(os.path.join(L, fname), "wb") as f:
            f.write(gzip.compress(data, mtime=0))
    else:
        with open(os.path.join(L, fname), "wb") as f:
            f.write(data)

ek.write(os.path.join(ws, "nvr", "cameras.txt"), """# camera list - Hartley Joinery unit 4
Front Door    192.168.10.21  Hikvision DS-2CD2043
Yard East     192.168.10.22  Hikvision DS-2CD2T47   (PoE switch port 3)
Yard West     192.168.10.23  Hikvision DS-2CD2T47   (PoE switch port 4)
Loading Bay   192.168.10.24  Reolink RLC-810A
Office        192.168.10.25  Reolink E1 Zoom  (reboots nightly 03:30)
Gate          192.168.10.26  Reolink RLC-510WA (wifi)
""")
ek.write(os.path.join(ws, "nvr", "installer_email.txt"),
         "Hi, can you send me a count of camera dropouts for the first two weeks of March (1st-14th)?\n"
         "The recorder logs an event=offline line each time a camera drops. Ignore the reboots on the office "
         "camera, those are scheduled.\nThanks, Kev (SecureSight)\n")
