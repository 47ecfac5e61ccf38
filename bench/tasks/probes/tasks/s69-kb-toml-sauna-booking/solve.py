import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

# KB docs: optional third argument, else regenerate them with this task's setup.py
kb = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else ek.pristine(__file__)[1]

rules = ek.read(os.path.join(kb, "house_rules_v4.md"))
want = {
    "max_group_size": int(re.search(r"up to \*\*(\d+) people\*\*", rules).group(1)),
    "advance_days": int(re.search(r"up to \*\*(\d+) days\*\* ahead", rules).group(1)),
    "cancel_full_refund_hours": int(re.search(r"at least \*\*(\d+) hours\*\* before your session for a full refund", rules).group(1)),
    "late_cancel_refund_percent": 0 if re.search(r"\*\*not refunded\*\*", rules) else None,
}
assert None not in want.values(), want
P = os.path.join(ws, "booking", "settings.toml")
lines = ek.read(P).split("\n")
section = None
for i, line in enumerate(lines):
    s = line.strip()
    if s.startswith("["):
        section = s
        continue
    m = re.match(r"(\s*)(\w+)(\s*=\s*)(\S+)(.*)$", line)
    if section == "[booking]" and m and m.group(2) in want:
        lines[i] = "%s%s%s%d%s" % (m.group(1), m.group(2), m.group(3), want[m.group(2)], m.group(5))
with open(P, "w", encoding="utf-8", newline="\n") as f:
    f.write("\n".join(lines))
