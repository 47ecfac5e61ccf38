import csv
import os
import re
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
with open(os.path.join(ws, "shows.csv"), newline="") as f:
    folders = {r["code"].strip().upper(): r["folder"].strip() for r in csv.DictReader(f)}
done = []
inbox = os.path.join(ws, "inbox")
for n in sorted(os.listdir(inbox)):
    m = re.fullmatch(r"([A-Za-z]+)-ep\d+-final\.[A-Za-z0-9]+", n)
    if m and m.group(1).upper() in folders and os.path.isfile(os.path.join(inbox, n)):
        dst = os.path.join(ws, "episodes", folders[m.group(1).upper()])
        os.makedirs(dst, exist_ok=True)
        shutil.move(os.path.join(inbox, n), os.path.join(dst, n))
        done.append("%s -> episodes/%s/" % (n, folders[m.group(1).upper()]))
emit(ev, answer="Moved:\n" + "\n".join(done) + "\nBKS-ep019-final.mp3 stays: BKS isn't in shows.csv.")
