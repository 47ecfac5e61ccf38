import csv, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
p = os.path.join(ws, "results_hollin_woods.docx")
titles = [t for s, t in ek.headings(p) if s == "Heading 2"]
table = ek.tables(p)[[i for i, t in enumerate(titles) if t.startswith("M50")][0]]
with open(os.path.join(ws, "m50.csv"), "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["position", "name", "club", "time"])
    for pos, name, club, time in table[1:]:
        if pos.strip().isdigit():
            w.writerow([pos.strip(), name.strip(), club.strip(), time.strip()])
ek.emit(ev, answer="Wrote m50.csv with the 7 M50 finishers from the final results (Rob Kellett mp and Neil Ambler DNF left out).",
        artifacts=["m50.csv"])
