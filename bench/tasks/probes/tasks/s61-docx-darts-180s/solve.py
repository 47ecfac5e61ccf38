import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
D = os.path.join(ws, "darts")
PLAYER, TEAM = "Gaz Whitlock", "The Plough A"

weeks = {}        # league week -> [180s, best checkout]
corrections = {}  # league week -> corrected 180s
for name in sorted(os.listdir(D)):
    if not name.endswith(".docx"):
        continue
    bl = ek.body_blocks(os.path.join(D, name))
    text = "\n".join(b.text for b in bl)
    for m in re.finditer(r"Correction to the week (\d+) report:.*?hit (\w+) 180s", text):
        n = m.group(2).lower()
        corrections[int(m.group(1))] = int(n) if n.isdigit() else ek.NUMWORDS[n]
    comp = re.search(r"Competition:\s*(.*)", text).group(1)
    wk = re.search(r"League, week (\d+)", comp)
    if not wk:
        continue  # cup games do not count for league stats
    # tables follow the team headings in order
    teams = [b.text for b in bl if b.style.startswith("Heading 2")]
    tbl = ek.tables(os.path.join(D, name))[teams.index(TEAM)]
    for row in tbl[1:]:
        if row[0] == PLAYER:
            weeks[int(wk.group(1))] = [int(row[2]), int(row[4]) if row[4].isdigit() else 0]

for w, n in corrections.items():
    weeks[w][0] = n
total = sum(v[0] for v in weeks.values())
best = max(v[1] for v in weeks.values())
ek.emit(ev, answer="Gaz has hit %d 180s in league matches so far this season (week 1 counted as corrected; "
                   "the Landlords' Cup game is left out). His highest league checkout is %d." % (total, best))
