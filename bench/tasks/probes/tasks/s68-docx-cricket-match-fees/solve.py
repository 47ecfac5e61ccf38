import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
C = os.path.join(ws, "cricket")
team = ek.tables(os.path.join(C, "Team sheet 14 June.docx"))[0]  # 1st XI v Holmfirth
reg_path = os.path.join(C, "Membership register 2025.docx")
fees_t, members_t = ek.tables(reg_path)[:2]

fee = {}
for cat, _sub, match_fee in fees_t[1:]:
    v = ek.parse_number(match_fee)
    fee[cat] = v if v is not None else 0.0
guest = None
for b in ek.body_blocks(reg_path):
    m = re.search(r"guest match fee of \u00a3(\d+(?:\.\d+)?)", b.text)
    if m:
        guest = float(m.group(1))
category = {name: cat for name, cat, _ in members_t[1:]}

total, lines = 0.0, []
for num, player, _notes in team[1:]:
    if not num.strip().isdigit():  # 12th man and scorer don't pay
        continue
    name = re.sub(r"\s*\(.*?\)", "", player).strip()
    f = fee[category[name]] if name in category else guest
    lines.append(f"{name} {f:.2f}")
    total += f

ek.emit(ev, answer=f"Tom should collect \u00a3{total:.0f} in match fees ({'; '.join(lines)}).")
