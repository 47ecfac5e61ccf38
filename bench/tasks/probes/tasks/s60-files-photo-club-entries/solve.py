import csv, os, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
comp = os.path.join(ws, "competition")
inbox = os.path.join(comp, "inbox")
on_disk = {n.lower(): n for n in os.listdir(inbox)}
moved = []
with open(os.path.join(comp, "entries.csv"), newline="", encoding="utf-8") as f:
    for r in csv.DictReader(f):
        if r["status"].strip().lower() != "entered":
            continue
        src = on_disk[r["file"].strip().lower()]
        dest = os.path.join(comp, "entries", r["category"].strip().lower())
        os.makedirs(dest, exist_ok=True)
        new = "%s_%s.jpg" % (r["entry_no"].strip(), r["surname"].strip())
        shutil.move(os.path.join(inbox, src), os.path.join(dest, new))
        moved.append("inbox/%s -> entries/%s/%s" % (src, r["category"].strip().lower(), new))
ek.emit(ev, answer="Filed %d entries:\n%s\nThe withdrawn entry (05 Hussain, _DSC8812.jpg) and the unlisted files stay in the inbox."
        % (len(moved), "\n".join(moved)))
