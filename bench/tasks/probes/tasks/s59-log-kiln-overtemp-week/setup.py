import gzip, io, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

# (day, time, kiln, kind, temp)   kind: OT trip (+ automatic clear line), TC thermocouple fault, WARN near-limit
EVENTS = [
    (19, "09:05:12", "kiln12", "OT", 1291), (19, "11:20:40", "kiln02", "WARN", 1276),
    (20, "22:31:07", "kiln02", "OT", 1284),                                   # before the week
    (21, "08:47:33", "kiln02", "OT", 1286), (21, "12:02:51", "kiln12", "OT", 1289),
    (22, "07:12:09", "kiln02", "OT", 1283), (22, "19:48:25", "kiln02", "OT", 1285),
    (22, "20:05:03", "kiln12", "OT", 1288), (22, "21:33:44", "kiln03", "TC", 0),
    (23, "11:08:19", "kiln02", "TC", 0), (23, "13:22:58", "kiln12", "OT", 1290),
    (23, "18:40:02", "kiln02", "WARN", 1277),
    (24, "09:51:37", "kiln02", "OT", 1284), (24, "12:39:11", "kiln12", "OT", 1287),
    (25, "06:58:45", "kiln02", "OT", 1282), (25, "21:07:29", "kiln02", "OT", 1286),
    (25, "22:43:50", "kiln12", "OT", 1292),
    (26, "05:29:13", "kiln02", "OT", 1283), (26, "11:45:08", "kiln03", "WARN", 1274),
    (27, "09:37:52", "kiln12", "OT", 1289), (27, "23:41:18", "kiln02", "OT", 1285),
    (28, "00:12:35", "kiln02", "OT", 1284),                                   # after the week
    (28, "08:20:44", "kiln12", "OT", 1290),
]


def lines_for(day):
    out = []
    for k in ("kiln02", "kiln03", "kiln12"):
        out.append(("06:00:0%d" % (int(k[-1]) % 10), "INFO %s program start (glaze-1240, cone 6)" % k))
    for d, t, k, kind, temp in EVENTS:
        if d != day:
            continue
        if kind == "OT":
            out.append((t, "FAULT %s E-OT over-temperature %dC > 1280C, element relays opened" % (k, temp)))
            hh, mm, ss = t.split(":")
            mm2 = (int(mm) + 3) % 60
            hh2 = int(hh) + (1 if int(mm) + 3 >= 60 else 0)
            out.append(("%02d:%02d:%s" % (hh2 % 24, mm2, ss), "INFO %s E-OT cleared, over-temperature condition ended" % k))
        elif kind == "TC":
            out.append((t, "FAULT %s E-TC thermocouple open circuit, firing aborted" % k))
        else:
            out.append((t, "WARN %s approaching over-temperature limit (%dC)" % (k, temp)))
    out.sort()
    return ["2025-04-%02dT%s+01:00 kilnctl[318]: %s" % (day, t, msg) for t, msg in out]


def block(days):
    ls = []
    for d in days:
        ls += lines_for(d)
    return "\n".join(ls) + "\n"


ek.write(os.path.join(ws, "logs", "kilnctl.log"), block([26, 27, 28]))
ek.write(os.path.join(ws, "logs", "kilnctl.log.1"), block([23, 24, 25]))
buf = io.BytesIO()
with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0) as gz:
    gz.write(block([19, 20, 21, 22]).encode())
with open(os.path.join(ws, "logs", "kilnctl.log.2.gz"), "wb") as f:
    f.write(buf.getvalue())
ek.write(os.path.join(ws, "kilns.txt"),
         "kiln02  Rohde TE 165  (main studio)   limit 1280C\n"
         "kiln03  Kittec CB 100 (test kiln)     limit 1280C\n"
         "kiln12  Nabertherm L9 (annexe)        limit 1280C\n")
