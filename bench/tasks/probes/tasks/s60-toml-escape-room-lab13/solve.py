import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
p = os.path.join(ws, "booking", "rooms.toml")
lines = ek.read(p).split("\n")
section = None
for i, line in enumerate(lines):
    s = line.strip()
    if s.startswith("["):
        section = s
    elif section == "[rooms.lab13]" and s.startswith("max_players"):
        lines[i] = "max_players = 8"
    elif section == "[rooms.lab13]" and s.startswith("price"):
        lines[i] = "price = 96"
with open(p, "w", encoding="utf-8", newline="\n") as f:
    f.write("\n".join(lines))
ek.emit(ev, answer="In booking/rooms.toml [rooms.lab13]: max_players 7 -> 8 and price 90 -> 96. Lab 13 Junior and everything else unchanged.",
        artifacts=["booking/rooms.toml"])
