import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *

ws, ev = solve_args()
best = None
for t in tables(os.path.join(ws, "gala_results.docx")):
    for row in t[1:]:
        name, grp, event, tm = row
        if grp == "Under 12" and event == "50m backstroke":
            parts = tm.split(":")
            secs = float(parts[-1]) + (60 * int(parts[0]) if len(parts) == 2 else 0)
            if best is None or secs < best[0]:
                best = (secs, name, tm)
emit(ev, answer="The fastest Under 12 50m backstroke was %s in %s seconds." % (best[1], best[2]))
