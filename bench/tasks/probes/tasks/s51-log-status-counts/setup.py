import datetime
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

PAGES = [("/", 200), ("/products/teapots", 200), ("/products/mugs", 200), ("/basket", 200), ("/checkout", 200),
         ("/static/css/site.css", 304), ("/static/js/shop.js", 304), ("/favicon.ico", 200), ("/shop", 301),
         ("/products/tea-cosy-old", 404), ("/wp-login.php", 404), ("/admin/", 403), ("/api/stock?sku=TP-22", 500),
         ("/images/teapot-blue.jpg", 200), ("/products/teapots?page=2", 200), ("/contact", 200)]
WEIGHTS = [10, 7, 6, 4, 3, 6, 5, 3, 3, 2, 2, 1, 1, 5, 3, 2]
AGENTS = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/128.0", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5) Safari/604.1",
          "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Chrome/126.0"]


def lines():
    rng = random.Random(5103)
    t = datetime.datetime(2025, 9, 9, 0, 3, 11)
    out = []
    for _ in range(140):
        path, status = rng.choices(PAGES, WEIGHTS)[0]
        method = "POST" if path == "/checkout" and rng.random() < 0.5 else "GET"
        if path == "/checkout" and method == "POST" and rng.random() < 0.3:
            status = 502
        size = 0 if status == 304 else rng.randint(180, 48000)
        ip = "%d.%d.%d.%d" % (rng.choice([81, 86, 92, 185, 212]), rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
        ref = "https://www.cosyleaf.example/" if rng.random() < 0.4 else "-"
        out.append('%s - - [%s +0100] "%s %s HTTP/1.1" %d %d "%s" "%s"' % (
            ip, t.strftime("%d/%b/%Y:%H:%M:%S"), method, path, status, size, ref, rng.choice(AGENTS)))
        t += datetime.timedelta(seconds=rng.randint(60, 1100))
    return out


if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "logs", "access.log"), "\n".join(lines()))
    write(os.path.join(ws, "logs", "error.log"),
          "2025/09/09 10:42:07 [error] 811#811: *2301 upstream prematurely closed connection while reading response "
          "header from upstream, client: 92.40.17.3, server: www.cosyleaf.example, request: \"GET /api/stock?sku=TP-22 "
          "HTTP/1.1\"\n")
