import json, os, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
out = subprocess.run([sys.executable, "sweep_quote.py", "--flues", "2", "--stoves", "1", "--bird-guards", "1",
                      "--village", "Little Haddon", "--saturday"], cwd=os.path.join(ws, "quotes"),
                     capture_output=True, text=True, check=True).stdout.strip()
with open(ev, "a") as f:
    f.write(json.dumps({"type": "final_answer", "answer": "The current script gives " + out.replace("Quote: GBP ", "£")}) + "\n")
