import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
ans = ("Council charges come to £105: skip permit for the first 14 days £48, one 7-day extension "
       "for days 15-19 £22, and a residents' bay suspension £35 (Elm Road is zone C).")
with open(ev, "a") as f:
    f.write(json.dumps({"type": "final_answer", "answer": ans}) + "\n")
