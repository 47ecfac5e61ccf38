import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
p = os.path.join(ws, "monitoring", "rules", "node_alerts.yml")
lines = ek.read(p).split("\n")
start = next(i for i, l in enumerate(lines) if l.strip() == "- alert: DataDiskAlmostFull")
end = next((i for i in range(start + 1, len(lines)) if lines[i].strip().startswith("- alert:")), len(lines))
for i in range(start, end):
    l = lines[i]
    if l.strip().startswith("expr:"):
        lines[i] = re.sub(r"<\s*20\s*$", "< 10", l)
    elif l.strip().startswith("for:"):
        lines[i] = re.sub(r"for:.*$", "for: 30m", l)
    elif l.strip().startswith("summary:"):
        lines[i] = l.replace("less than 20% free", "less than 10% free")
with open(p, "w", encoding="utf-8", newline="\n") as f:
    f.write("\n".join(lines))
ek.emit(ev, answer="DataDiskAlmostFull now fires when /data has less than 10% free for 30 minutes (expr < 10, for: 30m); "
        "RootDiskAlmostFull is unchanged.", artifacts=["monitoring/rules/node_alerts.yml"])
