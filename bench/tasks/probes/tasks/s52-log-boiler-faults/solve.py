import gzip
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
h = os.path.join(ws, "logs", "heating")
text = gzip.open(os.path.join(h, "controller.log.2.gz"), "rt").read()
text += read(os.path.join(h, "controller.log.1")) + read(os.path.join(h, "controller.log"))
rows = []
for line in text.splitlines():
    parts = line.split(" ", 4)
    if len(parts) == 5 and parts[2] == "FAULT" and parts[0].startswith("2025-11-"):
        rows.append("%s,%s,%s,%s" % (parts[0], parts[1], parts[3], parts[4]))
rows.sort()
write(os.path.join(ws, "boiler_faults.csv"), "date,time,code,description\n" + "\n".join(rows))
emit(ev, answer="Wrote boiler_faults.csv with %d November faults." % len(rows), artifacts=["boiler_faults.csv"])
