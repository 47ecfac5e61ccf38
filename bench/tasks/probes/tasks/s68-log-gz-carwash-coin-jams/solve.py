import gzip
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
L = os.path.join(ws, "washctl", "logs")
JAM = re.compile(r"^\d\d/03/2025 \d\d:\d\d:\d\d BAY(\d+) WARN COINMECH jam detected")

counts = {b: 0 for b in range(1, 7)}
for name in sorted(os.listdir(L)):
    p = os.path.join(L, name)
    opener = gzip.open if name.endswith(".gz") else open
    with opener(p, "rt", encoding="utf-8") as f:
        for line in f:
            m = JAM.match(line)
            if m:
                counts[int(m.group(1))] += 1

OUT = "reports/march_coin_jams.csv"
ek.write(os.path.join(ws, OUT), "bay,coin_jams\n" + "".join(f"{b},{n}\n" for b, n in sorted(counts.items())))
summary = ", ".join(f"bay {b}: {n}" for b, n in sorted(counts.items()))
ek.emit(ev, answer=f"Wrote {OUT}: {summary} (total {sum(counts.values())}).", artifacts=[OUT])
