import gzip, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
d = os.path.join(ws, "logs", "portal")
total = 0
per = []
for name in sorted(os.listdir(d)):
    p = os.path.join(d, name)
    opener = gzip.open if name.endswith(".gz") else open
    with opener(p, "rt") as f:
        n = sum(1 for line in f if re.search(r"LOGIN FAIL user=reception(\s|$)", line))
    per.append("%s: %d" % (name, n))
    total += n
ek.emit(ev, answer="The 'reception' account had %d failed logins across the portal logs (%s)." % (total, ", ".join(per)))
