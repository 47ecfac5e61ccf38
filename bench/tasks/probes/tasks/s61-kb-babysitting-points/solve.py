import csv, datetime, math, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# Points rules v3 (KB points_rules_v3.md, in force from 1 Jan 2025):
#  1 pt per half hour (part half hour = whole), 2 pts per half hour after 23:00,
#  minimum 4 pts per sit; host cancels < 24h before start -> 2 pts, otherwise 0.
ws, ev = ek.solve_args()
C = os.path.join(ws, "circle")


def mins(hhmm):
    h, m = map(int, hhmm.split(":"))
    return h * 60 + m


LATE = 23 * 60
families = [re.match(r"(\w+) \(", l).group(1) for l in ek.read(os.path.join(C, "families.txt")).splitlines()
            if re.match(r"\w+ \(", l)]
points = {f: 0 for f in families}
with open(os.path.join(C, "sits_2025-03.csv"), encoding="utf-8", newline="") as fh:
    for r in csv.DictReader(fh):
        day = datetime.date.fromisoformat(r["date"])
        if (day.year, day.month) != (2025, 3):
            continue  # logged late, already counted in its own month
        note = r["notes"].lower()
        if not r["start"]:
            if "cancel" in note:
                late = "on the day" in note
                m = re.search(r"on (\d+) march", note)
                if m:
                    late = (day - datetime.date(2025, 3, int(m.group(1)))).days < 1
                points[r["sitter"]] += 2 if late else 0
            continue
        s, e = mins(r["start"]), mins(r["end"])
        if e <= s:
            e += 24 * 60
        before = max(0, min(e, LATE) - s)
        after = max(0, e - max(s, LATE))
        p = math.ceil(before / 30) + 2 * math.ceil(after / 30)
        points[r["sitter"]] += max(4, p)

with open(os.path.join(C, "march_points.csv"), "w", encoding="utf-8", newline="") as fh:
    w = csv.writer(fh, lineterminator="\n")
    w.writerow(["family", "points"])
    for f in families:
        w.writerow([f, points[f]])
ek.emit(ev, answer="Saved circle/march_points.csv (v3 rules): " +
        ", ".join("%s %d" % (f, points[f]) for f in families), artifacts=["circle/march_points.csv"])
