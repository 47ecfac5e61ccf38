"""Reference solution: apply RELEASE_POLICY.md to rescue/hogs.json."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
data = json.loads(ek.read(os.path.join(ws, "rescue", "hogs.json")))
ready = []
for h in data["hogs"]:
    if h["status"] != "in care" or h["on_medication"] or not h["weigh_ins"]:
        continue
    latest = max(h["weigh_ins"], key=lambda w: w["date"])
    if latest["grams"] >= 600:
        ready.append(h["name"])
ek.write(os.path.join(ws, "release_ready.txt"), "\n".join(ready))
ek.emit(ev, answer="Ready for release: " + ", ".join(ready) + ". Written to release_ready.txt.",
        artifacts=["release_ready.txt"])
