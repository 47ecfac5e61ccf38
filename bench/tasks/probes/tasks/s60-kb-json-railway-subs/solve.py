import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
NEW = {"adult": 48, "junior": 18, "family": 72}  # agreed at the AGM on 18 October 2025 (amended proposal)
p = os.path.join(ws, "website", "data", "membership.json")
lines = ek.read(p).split("\n")
for i, line in enumerate(lines):
    m = re.match(r'\s*"(\w+)": \{', line)
    if m and m.group(1) in NEW:
        lines[i] = re.sub(r'("price_gbp": )\d+', r"\g<1>%d" % NEW[m.group(1)], line)
with open(p, "w", encoding="utf-8", newline="\n") as f:
    f.write("\n".join(lines))
ek.emit(ev, answer="Updated website/data/membership.json to the 2026 rates approved at the 2025 AGM: adult £48, junior £18, family £72 (not the committee's proposed 52/20/78).",
        artifacts=["website/data/membership.json"])
