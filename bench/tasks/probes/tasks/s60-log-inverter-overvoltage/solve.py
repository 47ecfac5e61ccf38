import collections, gzip, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
d = os.path.join(ws, "solar", "logs")
per_day = collections.Counter()
for name in sorted(os.listdir(d)):
    opener = gzip.open if name.endswith(".gz") else open
    with opener(os.path.join(d, name), "rt") as f:
        for line in f:
            m = re.match(r"(2025-04-\d\d) \S+ WARN\s+F21 GRID_OVERVOLT trip", line)
            if m:
                per_day[m.group(1)] += 1
day, n = per_day.most_common(1)[0]
ek.emit(ev, answer="There were %d F21 grid over-voltage trips in April 2025. The worst day was %s with %d trips."
        % (sum(per_day.values()), day, n))
