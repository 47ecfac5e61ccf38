import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
tot = 0.0
for m in ("2025-01", "2025-02", "2025-03"):
    t = ek.tables(os.path.join(ws, "reports", "Shed_report_%s.docx" % m))[0]
    v = sum(float(r[2]) for r in t[1:] if r[0] == "Bird box")
    if m == "2025-01":
        v = 96.00  # corrected in the February report
    tot += v
with open(ev, "a") as f:
    f.write(json.dumps({"type": "final_answer", "answer": "Bird box sales Jan-Mar 2025: £%.2f (Jan £96 corrected, Feb £60, Mar £132)" % tot}) + "\n")
