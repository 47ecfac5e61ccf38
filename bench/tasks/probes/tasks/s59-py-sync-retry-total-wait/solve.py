import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
base, retries, cap = 0.8, 5, 2.5
waits = [min(base * 2 ** (r - 1), cap) for r in range(1, retries + 1)]
ek.emit(ev, answer="About %.1f seconds in total: it retries 5 times with waits of %s s (each capped at "
        "MAX_DELAY_S = 2.5 s), then gives up." % (sum(waits), " + ".join("%g" % w for w in waits)))
