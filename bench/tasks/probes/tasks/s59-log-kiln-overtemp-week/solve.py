import glob, gzip, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
n = 0
for p in glob.glob(os.path.join(ws, "logs", "kilnctl.log*")):
    op = gzip.open if p.endswith(".gz") else open
    with op(p, "rt") as f:
        for line in f:
            day = line[:10]
            if "2025-04-21" <= day <= "2025-04-27" and "FAULT kiln02 E-OT" in line:
                n += 1
ek.emit(ev, answer="Kiln 2 (kiln02) tripped on over-temperature %d times between Mon 21 and Sun 27 April "
        "(including the ones in the rotated kilnctl.log.2.gz)." % n)
