import collections, csv, gzip, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
L = os.path.join(ws, "nvr", "logs")
counts = collections.Counter()
for name in sorted(os.listdir(L)):
    p = os.path.join(L, name)
    if name.endswith(".gz"):
        with gzip.open(p, "rt", encoding="utf-8") as f:
            text = f.read()
    else:
        text = ek.read(p)
    for line in text.splitlines():
        m = re.match(r'(\d{4}-\d\d-\d\d)T\S+ .*camera="([^"]+)" event=offline\b', line)
        if m and "2025-03-01" <= m.group(1) <= "2025-03-14":
            counts[m.group(2)] += 1

order = [l.split("  ")[0].strip() for l in ek.read(os.path.join(ws, "nvr", "cameras.txt")).splitlines()
         if l.strip() and not l.startswith("#")]
order += sorted(c for c in counts if c not in order)
with open(os.path.join(ws, "nvr", "offline_counts.csv"), "w", encoding="utf-8", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["camera", "count"])
    for cam in order:
        if counts[cam]:
            w.writerow([cam, counts[cam]])
ek.emit(ev, answer="Saved nvr/offline_counts.csv (1-14 March 2025): " +
        ", ".join("%s %d" % (c, counts[c]) for c in order if counts[c]), artifacts=["nvr/offline_counts.csv"])
