import csv, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
due = {}
cust = {}
for r in csv.DictReader(open(os.path.join(ws, "orders", "deliveries_2024-11.csv"))):
    if r["status"] == "delivered":
        due[r["order_id"]] = float(r["qty"]) * float(r["unit_price"])
        cust[r["order_id"]] = r["customer"]
for r in csv.DictReader(open(os.path.join(ws, "payments.csv"))):
    if r["order_ref"] in due:
        due[r["order_ref"]] -= float(r["amount"])
owed = {}
for o, v in due.items():
    if v > 0.001:
        owed[cust[o]] = owed.get(cust[o], 0) + v
lines = ["%s: £%.2f" % (c, v) for c, v in sorted(owed.items())]
lines.append("Total outstanding: £%.2f" % sum(owed.values()))
with open(ev, "a") as f:
    f.write(json.dumps({"type": "final_answer", "answer": "\n".join(lines)}) + "\n")
