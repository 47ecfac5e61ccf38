import collections, gzip, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
cnt = collections.Counter()
d = os.path.join(ws, "logs")
for n in sorted(os.listdir(d)):
    if not n.startswith("auth.log"):
        continue
    p = os.path.join(d, n)
    data = gzip.open(p, "rt").read() if n.endswith(".gz") else open(p).read()
    for line in data.splitlines():
        m = re.search(r"Failed password for .* from (\S+) port", line)
        if m and line.startswith("Mar"):
            cnt[m.group(1)] += 1
ip, n = cnt.most_common(1)[0]
ek.emit(ev, answer="%s - %d failed password attempts in March." % (ip, n))
