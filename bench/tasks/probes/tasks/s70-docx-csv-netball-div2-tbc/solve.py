import csv, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
t = ek.tables(os.path.join(ws, "summer_league_fixtures.docx"))[1]
with open(os.path.join(ws, "umpires_needed.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(t[0])
    for r in t[1:]:
        if r[5].strip().upper() == "TBC":
            w.writerow(r)
