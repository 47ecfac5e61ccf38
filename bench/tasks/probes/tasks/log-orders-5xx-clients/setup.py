import gzip
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

IPS = ["203.0.113.7", "203.0.113.24", "198.51.100.3", "198.51.100.77", "192.0.2.15",
       "192.0.2.140", "10.20.4.11", "2001:db8::17", "203.0.113.250", "198.51.100.9", "10.20.4.12"]
IP_W = [30, 22, 14, 3, 10, 2, 25, 6, 1, 2, 8]
PATHS = ["/api/orders", "/api/orders?page=2", "/api/orders?status=open&limit=50", "/api/orders/88412",
         "/api/orders-export?fmt=csv", "/api/customers", "/api/orders/88412/items", "/health", "/static/app.js"]
METHODS = ["GET", "GET", "GET", "POST"]
STATUS = [200, 201, 204, 304, 404, 500, 502, 503, 504]
STATUS_W = [70, 6, 4, 8, 4, 3, 2, 2, 2]
AGENTS = ['"Mozilla/5.0 (X11; Linux x86_64) Firefox/125.0"', '"okhttp/4.12.0"', '"python-requests/2.32.3"',
          '"kube-probe/1.29"']


def gen(seed, day, n):
    rng = random.Random(seed)
    out = []
    t = 8 * 3600
    for _ in range(n):
        t += rng.randint(3, 140)
        ip = rng.choices(IPS, IP_W)[0]
        path = rng.choice(PATHS)
        method = "GET" if path in ("/health", "/static/app.js") else rng.choice(METHODS)
        status = rng.choices(STATUS, STATUS_W)[0]
        size = rng.choice([0, 148, 500, 502, 512, 1536, 2048, 503, 8192])
        out.append('%s - - [%02d/Apr/2025:%02d:%02d:%02d +0000] "%s %s HTTP/1.1" %d %d "-" %s %.3f' % (
            ip, day, t // 3600, t // 60 % 60, t % 60, method, path, status, size, rng.choice(AGENTS),
            rng.randint(2, 3000) / 1000))
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    ws, kb = setup_args()
    logs = os.path.join(ws, "logs")
    write(os.path.join(logs, "access.log"), gen(20250416, 16, 160))
    write(os.path.join(logs, "access.log.1"), gen(20250415, 15, 180))
    data = gen(20250414, 14, 170).encode()
    with open(os.path.join(logs, "access.log.2.gz"), "wb") as raw:
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as gz:
            gz.write(data)
    write(os.path.join(logs, "error.log"),
          "2025/04/16 09:14:02 [error] 311#311: *5120 upstream timed out (110: Connection timed out) while reading "
          "response header from upstream, client: 203.0.113.7, server: shop, request: \"GET /api/orders HTTP/1.1\"\n"
          "2025/04/16 11:40:51 [error] 311#311: *6388 connect() failed (111: Connection refused) while connecting "
          "to upstream, client: 198.51.100.9, server: shop, request: \"POST /api/orders HTTP/1.1\"\n"
          "2025/04/16 12:02:13 [warn] 311#311: *6511 an upstream response is buffered to a temporary file\n")
