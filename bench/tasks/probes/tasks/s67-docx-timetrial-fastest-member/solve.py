import glob
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()


def secs(t):
    m, s = t.split(":")
    return int(m) * 60 + int(s)


results = []      # [rider, time, event date]
corrections = []  # (rider, "17 April", wrong, right)
for path in sorted(glob.glob(os.path.join(ws, "results", "*.docx"))):
    date = ""
    rows = {}
    for b in ek.blocks(path):
        if b.where == "body":
            m = re.search(r"Date:\s*\w+day (\d+ \w+) \d{4}", b.text)
            if m:
                date = m.group(1)
            for c in re.finditer(r"(\w[\w' -]*?)'s time on (\d+ \w+) was (\d+:\d\d), not (\d+:\d\d)", b.text):
                corrections.append((c.group(1).strip(), c.group(2), c.group(4), c.group(3)))
        elif b.where[1] > 0:
            rows.setdefault(b.where[1], {})[b.where[2]] = b
    for cells in rows.values():
        rider = cells[1]
        guest = any(f[1] for c, f in rider.chars if not c.isspace()) or cells[2].text.strip().lower() == "guest"
        if not guest:
            results.append([rider.text.strip(), cells[3].text.strip(), date])

for rider, date, wrong, right in corrections:
    for r in results:
        if r[0] == rider and r[2] == date and r[1] == wrong:
            r[1] = right

rider, time, date = min(results, key=lambda r: secs(r[1]))
ek.emit(ev, answer=f"{rider} - {time} ({date})")
