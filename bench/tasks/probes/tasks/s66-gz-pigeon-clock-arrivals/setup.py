import gzip
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
d = os.path.join(ws, "loft", "etslog")


def gz(name, text):
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), "wb") as f:
        f.write(gzip.compress(text.encode("utf-8"), mtime=0))


ek.write(os.path.join(ws, "loft", "races_2025.txt"), """# Redbrook & District Flying Club - old bird programme 2025
# code  race point        liberation date   basketing
R04     Weymouth          2025-05-24        Fri 23 May
# R05   Taunton           2025-05-31        abandoned (weather), birds returned by transporter
R06     Exeter            2025-06-07        Fri 6 June
R07     Yeovil            2025-06-14        Fri 13 June
R08     Wincanton         2025-06-21        Fri 20 June
""")

ek.write(os.path.join(ws, "loft", "README.txt"), """Loft of D. & M. Hargreaves, Redbrook.
Timing system: UniClock ETS (antenna pad on the trap). The clock writes loft/etslog/clock.log
and rotates it every few days; older files get gzipped.

ARRIVAL  = a bird crossing the pad after liberation (this is the clocking that counts)
REPEAT   = the same bird crossing the pad again (ignored by the club)
BASKET   = bird registered into the race basket at the club
TRAIN    = training toss, not a race
""")

gz("clock.log.3.gz", """2025-06-06 19:02:11 INFO  clock sync ok (club master clock, drift +0.4s)
2025-06-06 19:40:02 BASKET  ring=GB24N41237 race=R06
2025-06-06 19:40:19 BASKET  ring=GB24N41240 race=R06
2025-06-06 19:40:37 BASKET  ring=GB23N17702 race=R06
2025-06-06 19:40:55 BASKET  ring=GB23N17705 race=R06
2025-06-06 19:41:12 BASKET  ring=GB22N09931 race=R06
2025-06-06 19:41:30 BASKET  ring=GB24N41251 race=R06
2025-06-06 19:41:48 BASKET  ring=GB24N41253 race=R06
2025-06-06 19:42:05 BASKET  ring=GB23N17719 race=R06
2025-06-06 19:42:23 BASKET  ring=GB22N09947 race=R06
2025-06-06 19:42:41 BASKET  ring=GB24N41262 race=R06
2025-06-06 19:42:58 BASKET  ring=GB23N17730 race=R06
2025-06-06 19:43:16 BASKET  ring=GB24N41266 race=R06
2025-06-06 19:43:33 BASKET  ring=GB21N55012 race=R06
2025-06-06 19:43:51 BASKET  ring=GB24N41270 race=R06
2025-06-06 19:45:00 INFO  basketing closed race=R06 birds=14
2025-06-07 06:30:00 INFO  liberation race=R06 time=06:30 wind=SW light
2025-06-07 09:14:52 ARRIVAL ring=GB23N17702 race=R06 pad=1
2025-06-07 09:14:58 REPEAT  ring=GB23N17702 race=R06 pad=1
2025-06-07 09:15:40 ARRIVAL ring=GB24N41237 race=R06 pad=1
2025-06-07 09:16:03 ARRIVAL ring=GB22N09931 race=R06 pad=2
2025-06-07 09:21:17 ARRIVAL ring=GB24N41251 race=R06 pad=1
2025-06-07 09:21:20 REPEAT  ring=GB24N41251 race=R06 pad=2
2025-06-07 09:33:45 ARRIVAL ring=GB23N17719 race=R06 pad=1
2025-06-07 09:50:08 ARRIVAL ring=GB24N41262 race=R06 pad=2
2025-06-07 10:12:31 ARRIVAL ring=GB21N55012 race=R06 pad=1
2025-06-07 10:12:44 WARN  unknown ring on pad 2 (no chip) - ignored
2025-06-07 11:48:19 ARRIVAL ring=GB23N17705 race=R06 pad=1
2025-06-07 16:02:55 ARRIVAL ring=GB24N41240 race=R06 pad=1
2025-06-07 21:30:00 INFO  night stop race=R06 (clock keeps running)
""")

gz("clock.log.2.gz", """2025-06-08 05:00:00 INFO  clock rotated
2025-06-08 07:41:26 ARRIVAL ring=GB24N41266 race=R06 pad=1
2025-06-08 07:41:30 REPEAT  ring=GB24N41266 race=R06 pad=1
2025-06-08 12:05:09 ARRIVAL ring=GB22N09947 race=R06 pad=2
2025-06-08 18:00:00 INFO  race R06 closed for clocking
2025-06-10 18:20:00 INFO  training toss from Ross-on-Wye (22 miles)
2025-06-10 18:51:12 TRAIN   ring=GB24N41253 pad=1
2025-06-10 18:51:30 TRAIN   ring=GB24N41270 pad=1
2025-06-10 18:52:02 TRAIN   ring=GB23N17730 pad=2
2025-06-10 18:55:40 TRAIN   ring=GB24N41237 pad=1
""")

ek.write(os.path.join(d, "clock.log.1"), """2025-06-11 05:00:00 INFO  clock rotated
2025-06-13 19:03:40 INFO  clock sync ok (club master clock, drift -0.2s)
2025-06-13 19:38:10 BASKET  ring=GB24N41237 race=R07
2025-06-13 19:38:29 BASKET  ring=GB23N17702 race=R07
2025-06-13 19:38:47 BASKET  ring=GB22N09931 race=R07
2025-06-13 19:39:05 BASKET  ring=GB24N41251 race=R07
2025-06-13 19:39:24 BASKET  ring=GB24N41253 race=R07
2025-06-13 19:39:42 BASKET  ring=GB23N17730 race=R07
2025-06-13 19:40:01 BASKET  ring=GB24N41270 race=R07
2025-06-13 19:41:00 INFO  basketing closed race=R07 birds=7
2025-06-14 07:15:00 INFO  liberation race=R07 time=07:15 wind=W moderate
2025-06-14 09:02:33 ARRIVAL ring=GB24N41237 race=R07 pad=1
2025-06-14 09:02:51 ARRIVAL ring=GB23N17702 race=R07 pad=2
2025-06-14 09:03:02 REPEAT  ring=GB23N17702 race=R07 pad=2
2025-06-14 09:27:14 ARRIVAL ring=GB24N41253 race=R07 pad=1
2025-06-14 10:40:09 ARRIVAL ring=GB22N09931 race=R07 pad=1
""")

ek.write(os.path.join(d, "clock.log"), """2025-06-15 05:00:00 INFO  clock rotated
2025-06-15 08:13:57 ARRIVAL ring=GB24N41270 race=R07 pad=1
2025-06-15 09:30:22 ARRIVAL ring=GB23N17730 race=R07 pad=2
2025-06-15 18:00:00 INFO  race R07 closed for clocking
2025-06-16 17:45:03 ARRIVAL ring=GB24N41240 race=- pad=1
2025-06-16 17:45:03 WARN  bird not entered in an open race - logged only
""")
