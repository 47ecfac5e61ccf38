import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import csv, re, shutil
from datetime import datetime

ws, ev = ek.solve_args()
req = ek.read(os.path.join(ws, "moderation_request.txt"))
cands = re.findall(r"\b(\d{4})\b", next(l for l in req.splitlines() if re.fullmatch(r"\s*\d{4}(\s*,\s*\d{4})+\s*", l)))
MONTHS = {m: i + 1 for i, m in enumerate(["january", "february", "march", "april", "may", "june", "july",
                                           "august", "september", "october", "november", "december"])}
dm = re.search(r"deadline[^.]*?(\d{1,2}) ([A-Za-z]+)\s+(\d{4}),?\s+(\d{1,2}):(\d{2})", req, re.S)
deadline = datetime(int(dm.group(3)), MONTHS[dm.group(2).lower()], int(dm.group(1)), int(dm.group(4)), int(dm.group(5)))
deadline = deadline.replace(second=59)  # 23:59 means up to the end of that minute

by_email, info = {}, {}
with open(os.path.join(ws, "roster.csv"), newline="", encoding="utf-8") as f:
    for r in csv.DictReader(f):
        by_email[r["email"].strip().lower()] = r["candidate_no"]
        info[r["candidate_no"]] = r["surname"]

best = {}
with open(os.path.join(ws, "upload_log.csv"), newline="", encoding="utf-8") as f:
    for r in csv.DictReader(f):
        cand = by_email.get(r["email"].strip().lower())
        if cand not in cands:
            continue
        t = datetime.strptime(r["uploaded_at"].strip(), "%d/%m/%Y %H:%M")  # UK dd/mm/yyyy
        if t > deadline:
            continue  # late uploads were not marked
        if cand not in best or t > best[cand][0]:
            best[cand] = (t, r["upload_id"])

out = os.path.join(ws, "for_moderation")
os.makedirs(out, exist_ok=True)
for cand in cands:
    t, uid = best[cand]
    shutil.copyfile(os.path.join(ws, "uploads", uid + ".pdf"), os.path.join(out, "%s_%s.pdf" % (cand, info[cand])))
    print(cand, info[cand], uid, t)
