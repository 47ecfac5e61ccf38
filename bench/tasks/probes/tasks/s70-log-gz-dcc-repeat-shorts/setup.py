import gzip, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()


def session(date, start_h, events):
    """events: list of (mm:ss offset string, line body). Returns log lines."""
    out = ["%s %02d:00:02 INFO  power on, track current limit 4.0A" % (date, start_h)]
    for t, body in events:
        out.append("%s %02d:%s %s" % (date, start_h, t, body))
    out.append("%s %02d:59:50 INFO  power off" % (date, start_h + 2))
    return out


def short(loco, district, amps):
    return "WARN  SHORT district=%s loco=%s current=%.1fA" % (district, loco, amps)


def run(loco, spd):
    return "INFO  loco=%d speed=%d dir=F" % (loco, spd)


# newest first: dcc.log (22-29 Mar), dcc.log.1 (15-21 Mar), dcc.log.2.gz (1-14 Mar), dcc.log.3.gz (15-28 Feb)
feb = []
feb += session("2025-02-15", 14, [("05:11", run(1066, 30)), ("12:40", short(1066, 2, 4.6)), ("12:41", "INFO  district=2 power restored"),
                                  ("20:02", run(47, 22)), ("31:15", short(47, 1, 4.2)), ("31:16", "INFO  district=1 power restored")])
feb += session("2025-02-22", 14, [("03:00", run(12, 18)), ("44:09", short(12, 3, 5.1)), ("44:10", "INFO  district=3 power restored"),
                                  ("50:30", short(508, 2, 4.4)), ("50:31", "INFO  district=2 power restored")])
feb += session("2025-02-28", 19, [("10:10", "INFO  prog track: read CV1 loco=220 ok"), ("11:02", short(220, "PROG", 0.3))])

m1 = []
m1 += session("2025-03-01", 14, [("02:13", run(3, 25)), ("07:45", run(47, 30)), ("09:58", short(47, 1, 4.3)),
                                 ("09:59", "INFO  district=1 power restored"), ("33:20", run(508, 20)),
                                 ("41:07", short(508, 2, 4.8)), ("41:08", "INFO  district=2 power restored"),
                                 ("52:00", short(1066, 3, 4.1)), ("52:01", "INFO  district=3 power restored")])
m1 += session("2025-03-08", 14, [("04:30", run(12, 20)), ("15:12", short(12, 2, 4.9)), ("15:13", "INFO  district=2 power restored"),
                                 ("22:40", "INFO  prog track: write CV29 loco=220"), ("22:41", short(220, "PROG", 0.4)),
                                 ("38:05", short("?", 1, 4.0)), ("38:06", "INFO  district=1 power restored"),
                                 ("47:47", "WARN  overload warning district=3 loco=3 current=3.8A")])
m2 = []
m2 += session("2025-03-15", 14, [("01:01", run(220, 15)), ("06:36", short(220, 1, 4.4)), ("06:37", "INFO  district=1 power restored"),
                                 ("18:18", short(47, 3, 5.0)), ("18:19", "INFO  district=3 power restored"),
                                 ("29:29", short(3, 2, 4.2)), ("29:30", "INFO  district=2 power restored")])
m2 += session("2025-03-18", 19, [("10:00", "INFO  open evening - visitors driving"), ("14:51", short(508, 1, 4.7)),
                                 ("14:52", "INFO  district=1 power restored"), ("40:12", "INFO  prog track: read CV1 loco=3 ok")])
m3 = []
m3 += session("2025-03-22", 14, [("05:55", run(12, 26)), ("26:26", short(12, 3, 4.5)), ("26:27", "INFO  district=3 power restored"),
                                 ("35:00", "INFO  prog track: read CV17 loco=1066"), ("35:01", short(1066, "PROG", 0.5)),
                                 ("48:40", short(47, 2, 4.1)), ("48:41", "INFO  district=2 power restored")])
m3 += session("2025-03-29", 14, [("12:12", run(76, 20)), ("30:00", "WARN  overload warning district=1 loco=76 current=3.9A"),
                                 ("44:44", "INFO  loco=76 released")])
apr = session("2025-04-01", 19, [("07:07", short(76, 2, 4.6)), ("07:08", "INFO  district=2 power restored")])

d = os.path.join(ws, "logs")
ek.write(os.path.join(d, "dcc.log"), "\n".join(m3 + apr))
ek.write(os.path.join(d, "dcc.log.1"), "\n".join(m2))
for name, lines in (("dcc.log.2.gz", m1), ("dcc.log.3.gz", feb)):
    with open(os.path.join(d, name), "wb") as f:
        f.write(gzip.compress(("\n".join(lines) + "\n").encode(), mtime=0))
ek.write(os.path.join(ws, "README.txt"), """Wexcombe Model Railway Club - Bramblecote layout
Command station log, rotated weekly (logrotate, compress, delaycompress).
Districts 1-3 are the main layout boosters; "PROG" is the programming track on the test bench.
"loco=?" means the booster tripped with no loco identified.
Overload warnings are not shorts - the booster only cuts power on a SHORT.
""")
