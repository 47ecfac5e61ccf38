import datetime, gzip, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
D = datetime.date

# per-day self-test outcome; anything not listed is a normal 04:00 PASS
SPECIAL = {
    D(2025, 1, 28): "fail_pads",
    D(2025, 2, 4): "missing",          # modem down, other lines present
    D(2025, 2, 9): "fail_batt",
    D(2025, 2, 10): "fail_batt",
    D(2025, 2, 11): "batt_replaced",   # battery swapped in the morning, manual test passes
    D(2025, 2, 13): "aborted",
    D(2025, 2, 17): "power_cut",       # no lines at all
    D(2025, 2, 18): "power_cut",
    D(2025, 2, 19): "late_pass",       # power back, test runs at 11:02 and passes
    D(2025, 2, 22): "manual_fail_then_pass",
    D(2025, 2, 26): "missing",
    D(2025, 3, 1): "fail_pads",
}


def day_lines(d):
    s = d.isoformat()
    kind = SPECIAL.get(d, "pass")
    if kind == "power_cut":
        return []
    batt = 97 - (d.toordinal() % 5)
    temp = 6 + (d.toordinal() % 4)
    L = ["%s 00:00:02 INFO  heater: cabinet %d.%dC target 5.0C" % (s, temp, d.day % 10)]
    if kind == "pass":
        L += ["%s 04:00:03 INFO  selftest: start (scheduled)" % s,
              "%s 04:00:41 INFO  selftest: PASS battery=%d%% pads=OK expiry=2026-03" % (s, batt)]
    elif kind == "fail_batt":
        L += ["%s 04:00:03 INFO  selftest: start (scheduled)" % s,
              "%s 04:00:39 ERROR selftest: FAIL battery=18%% pads=OK code=BATT_LOW" % s]
    elif kind == "fail_pads":
        L += ["%s 04:00:03 INFO  selftest: start (scheduled)" % s,
              "%s 04:00:40 ERROR selftest: FAIL battery=%d%% pads=EXPIRED code=PADS_EXP" % (s, batt)]
    elif kind == "aborted":
        L += ["%s 03:58:12 INFO  door: OPENED (key)" % s,
              "%s 04:00:03 INFO  selftest: start (scheduled)" % s,
              "%s 04:00:05 WARN  selftest: ABORTED door open" % s,
              "%s 04:06:50 INFO  door: CLOSED" % s]
    elif kind == "missing":
        L += ["%s 03:41:17 WARN  modem: link lost, retrying" % s,
              "%s 05:12:09 INFO  modem: link restored" % s]
    elif kind == "batt_replaced":
        L += ["%s 04:00:03 INFO  selftest: start (scheduled)" % s,
              "%s 04:00:38 ERROR selftest: FAIL battery=17%% pads=OK code=BATT_LOW" % s,
              "%s 10:14:55 INFO  door: OPENED (key)" % s,
              "%s 10:21:30 INFO  service: battery replaced by J. Okoro" % s,
              "%s 10:22:02 INFO  door: CLOSED" % s,
              "%s 10:23:10 INFO  selftest: start (manual)" % s,
              "%s 10:23:49 INFO  selftest: PASS battery=100%% pads=OK expiry=2026-03" % s]
    elif kind == "late_pass":
        L = ["%s 10:58:40 INFO  power: mains restored, booting" % s,
             "%s 11:02:00 INFO  selftest: start (after power loss)" % s,
             "%s 11:02:37 INFO  selftest: PASS battery=88%% pads=OK expiry=2026-03" % s]
    elif kind == "manual_fail_then_pass":
        L += ["%s 04:00:03 INFO  selftest: start (scheduled)" % s,
              "%s 04:00:41 INFO  selftest: PASS battery=%d%% pads=OK expiry=2026-03" % (s, batt),
              "%s 15:40:11 INFO  door: OPENED (code)" % s,
              "%s 15:40:12 WARN  alarm: cabinet opened without service key" % s,
              "%s 16:05:48 INFO  door: CLOSED" % s,
              "%s 16:06:30 INFO  selftest: start (manual)" % s,
              "%s 16:07:08 ERROR selftest: FAIL battery=%d%% pads=MISSING code=PADS_MISSING" % (s, batt - 4),
              "%s 16:31:52 INFO  service: pads fitted (new set, expiry 2027-08)" % s,
              "%s 16:33:01 INFO  selftest: start (manual)" % s,
              "%s 16:33:40 INFO  selftest: PASS battery=%d%% pads=OK expiry=2027-08" % (s, batt - 4)]
    if kind != "late_pass":
        L.append("%s 12:00:02 INFO  heater: cabinet %d.%dC target 5.0C" % (s, temp + 3, (d.day * 3) % 10))
    if d.weekday() == 6:
        L.append("%s 20:15:33 INFO  report: weekly status sent to parish@stokeferrers.example" % s)
    L.append("%s 23:59:58 INFO  heater: cabinet %d.%dC target 5.0C" % (s, temp, (d.day * 7) % 10))
    return L


def span(a, b):
    out, d = [], a
    while d <= b:
        out += day_lines(d)
        d += datetime.timedelta(days=1)
    return "\n".join(out) + "\n"


def gz(path, text):
    with open(path, "wb") as f:
        f.write(gzip.compress(text.encode(), mtime=0))


os.makedirs(os.path.join(ws, "defib"), exist_ok=True)
gz(os.path.join(ws, "defib", "cabinet.log.3.gz"), span(D(2025, 1, 16), D(2025, 1, 31)))
gz(os.path.join(ws, "defib", "cabinet.log.2.gz"), span(D(2025, 2, 1), D(2025, 2, 10)))
ek.write(os.path.join(ws, "defib", "cabinet.log.1"), span(D(2025, 2, 11), D(2025, 2, 20)))
ek.write(os.path.join(ws, "defib", "cabinet.log"), span(D(2025, 2, 21), D(2025, 3, 3)))
ek.write(os.path.join(ws, "defib", "README.txt"),
         "Stoke Ferrers community defibrillator - cabinet controller logs\n"
         "Rotated every ~10 days; the controller gzips anything older than the previous file.\n"
         "Self-test runs daily at 04:00. Guardian: Jo Okoro (07700 900118).\n")
