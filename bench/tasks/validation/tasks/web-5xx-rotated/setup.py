import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
import gzip
import random

ws, kb = setup_args()
rng = random.Random(4711)
paths = ["/", "/login", "/api/v2/cart", "/api/v2/search", "/static/app.js", "/api/v2/checkout", "/healthz"]
ips = ["10.1.4.%d" % i for i in range(2, 40)]


def lines(day, n, hot):
    out = []
    for k in range(n):
        p = rng.choice(paths)
        st = rng.choice([200, 200, 200, 200, 301, 304, 404, 200])
        if k % 9 == 4:
            st = rng.choice([500, 502, 503])
        if k % 13 == 7:
            p, st = hot, rng.choice([502, 504])
        out.append('%s - - [%02d/Mar/2026:%02d:%02d:%02d +0000] "GET %s HTTP/1.1" %d %d "-" "Mozilla/5.0"'
                   % (rng.choice(ips), day, k % 24, (k * 7) % 60, (k * 13) % 60, p, st, rng.randint(120, 9000)))
    return "\n".join(out) + "\n"


write(os.path.join(ws, "logs", "access.log"), lines(12, 140, "/api/v2/checkout"))
write(os.path.join(ws, "logs", "access.log.1"), lines(11, 160, "/api/v2/checkout"))
with gzip.GzipFile(os.path.join(ws, "logs", "access.log.2.gz"), "wb", mtime=0) as f:
    f.write(lines(10, 150, "/api/v2/checkout").encode())
write(os.path.join(ws, "logs", "error.log"), "\n".join(
    "2026/03/12 0%d:00:00 [error] 311#0: upstream timed out (110) while reading response header, status 504" % i
    for i in range(6)))
