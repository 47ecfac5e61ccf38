import csv, re
import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

hold = []
with open(os.path.join(ws, "make_log.csv"), encoding="utf-8") as f:
    for row in csv.reader(f):
        if len(row) < 6 or row[0].strip().lower() == "batch":
            continue  # blank lines and the repeated header of the pasted export
        batch, stage, ph = row[0].strip().upper(), re.sub(r"\s+", "", row[3]).lower(), row[4].strip()
        if stage != "24h":
            continue
        try:
            val = float(ph)
        except ValueError:
            continue  # missed reading (n/a): QA re-samples it, not held
        if val > 5.30 and batch not in hold:
            hold.append(batch)
ek.write(os.path.join(ws, "hold_batches.txt"), "\n".join(hold))
ek.emit(ev, answer="%d batches need to go on hold (24h pH above 5.30): %s. Written to hold_batches.txt."
        % (len(hold), ", ".join(hold)), artifacts=["hold_batches.txt"])
