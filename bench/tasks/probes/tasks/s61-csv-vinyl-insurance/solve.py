import csv, json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
R = os.path.join(ws, "records")


def key(s):
    return re.sub(r"[^a-z0-9]", "", (s or "").lower())


sched = json.load(open(os.path.join(R, "insurance", "schedule_2025-26.json"), encoding="utf-8"))
insured = {key(i["ref"]) for i in sched["specified_items"] if i.get("ref")}
limit = sched["unspecified_single_item_limit_gbp"]

out = []
with open(os.path.join(R, "collection.csv"), encoding="utf-8", newline="") as f:
    for row in csv.DictReader(f):
        if "sold" in (row["Status"] or "").lower():
            continue
        m = re.search(r"\d[\d,]*(?:\.\d+)?", row["Est. value"] or "")
        if not m:
            continue
        val = float(m.group(0).replace(",", ""))
        if val > limit and key(row["Cat No"]) not in insured:
            out.append(row["Cat No"])

ek.write(os.path.join(R, "to_add.txt"), "\n".join(out))
emit_text = "Records over \u00a3100 not on the 2025-26 schedule (written to records/to_add.txt):\n" + "\n".join(out)
ek.emit(ev, answer=emit_text, artifacts=["records/to_add.txt"])
