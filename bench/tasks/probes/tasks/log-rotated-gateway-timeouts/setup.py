import gzip
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

MSGS = [
    ("INFO", "checkout: order {n} placed"),
    ("ERROR", "payments: gateway timeout after 30s (order {n})"),
    ("WARN", "payments: gateway timeout, retrying order {n}"),
    ("INFO", "checkout: basket {n} updated"),
    ("ERROR", "payments: card declined (order {n})"),
    ("DEBUG", "payments: gateway timeout threshold=30s"),
    ("ERROR", "inventory: stock lookup failed for sku {n}"),
]


def gen(day, pattern, start):
    out = []
    for i, k in enumerate(pattern):
        lvl, msg = MSGS[k]
        out.append("2025-03-%02dT%02d:%02d:%02dZ %-5s %s" % (day, 8 + i // 6, (i * 7) % 60, (i * 13) % 60, lvl,
                                                           msg.format(n=start + i)))
    return "\n".join(out) + "\n"

# ERROR gateway timeout (index 1) counts: app.log 4, app.log.1 5, app.log.2.gz 7 -> 16
P0 = [0, 1, 3, 2, 1, 4, 0, 5, 1, 3, 6, 2, 0, 1, 3]
P1 = [0, 1, 1, 2, 3, 4, 1, 0, 5, 2, 6, 1, 3, 0, 1, 4, 2]
P2 = [1, 0, 1, 2, 1, 3, 4, 1, 5, 0, 1, 6, 2, 1, 3, 0, 1, 2, 4]

if __name__ == "__main__":
    ws, kb = setup_args()
    logs = os.path.join(ws, "logs")
    write(os.path.join(logs, "app.log"), gen(12, P0, 5000))
    write(os.path.join(logs, "app.log.1"), gen(11, P1, 4000))
    data = gen(10, P2, 3000).encode()
    with open(os.path.join(logs, "app.log.2.gz"), "wb") as raw:
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as gz:
            gz.write(data)
    # a different process's log in the same folder (not part of the count)
    write(os.path.join(logs, "worker.log"),
          "2025-03-12T07:00:02Z INFO  worker: started, 4 threads\n"
          "2025-03-12T07:15:40Z ERROR worker: email gateway timeout sending receipt 771\n"
          "2025-03-12T07:16:10Z ERROR worker: email gateway timeout sending receipt 772\n"
          "2025-03-12T07:30:00Z INFO  worker: queue drained\n"
          "2025-03-12T08:02:11Z ERROR worker: email gateway timeout sending receipt 775\n")
