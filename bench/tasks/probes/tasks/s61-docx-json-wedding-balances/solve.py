import json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
W = os.path.join(ws, "wedding")
path = os.path.join(W, "suppliers.docx")

rows = ek.tables(path)[0][1:]
sup = {}
for name, what, quote, dep, status in rows:
    if re.search(r"declined|cancelled", status, re.I):
        continue  # not using them any more
    sup[name] = [ek.parse_number(quote), ek.parse_number(dep)]


def find(ref):
    hits = [n for n in sup if n.lower().startswith(ref.strip().lower())]
    assert len(hits) == 1, ref
    return hits[0]


for b in ek.body_blocks(path):
    m = re.search(r"^\d+ \w+: (.+?) re-quoted at \u00a3([\d,.]+)", b.text)
    if m:
        sup[find(m.group(1))][0] = ek.parse_number(m.group(2))
    m = re.search(r"^\d+ \w+: Paid (.+?) a \w+ instalment of \u00a3([\d,.]+)", b.text)
    if m:
        sup[find(m.group(1))][1] += ek.parse_number(m.group(2))

out = {}
for name, (quote, paid) in sup.items():
    bal = round(quote - paid, 2)
    if bal > 0:
        out[name] = bal
out["total"] = round(sum(out.values()), 2)
ek.write(os.path.join(W, "balances.json"), json.dumps(out, indent=2, ensure_ascii=False))
ek.emit(ev, answer="Wrote wedding/balances.json: %s" % json.dumps(out, ensure_ascii=False),
        artifacts=["wedding/balances.json"])
