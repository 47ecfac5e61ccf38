import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
t = ek.tables(os.path.join(ws, "farrier", "Hollins_Forge_prices_2025.docx"))[1]
price = [r[1] for r in t if r[0] == "Full set hot shoes"][0]
with open(ev, "a") as f:
    f.write(json.dumps({"type": "final_answer", "answer": "A full set of hot shoes for a pony is %s (2025 list)." % price}) + "\n")
