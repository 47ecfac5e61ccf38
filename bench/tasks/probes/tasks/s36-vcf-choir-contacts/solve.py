import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def digits(p):
    d = re.sub(r"\D", "", p.replace("(0)", ""))
    for pre in ("0044", "44"):
        if d.startswith(pre):
            d = "0" + d[len(pre):]
    return d


ws, ev = solve_args()
raw = open(os.path.join(ws, "contacts.vcf"), encoding="utf-8", newline="").read()
raw = re.sub(r"\r?\n[ \t]", "", raw)            # unfold
have = set()
for line in raw.splitlines():
    name, _, value = line.partition(":")
    prop = name.split(";")[0].split(".")[-1].upper()
    if prop == "TEL":
        have.add(digits(value))
out = []
with open(os.path.join(ws, "choir_members.csv"), newline="") as f:
    for r in csv.DictReader(f):
        if digits(r["phone"]) not in have:
            out.append((r["name"], r["phone"]))
buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
w.writerow(["name", "phone"])
w.writerows(out)
write(os.path.join(ws, "not_in_contacts.csv"), buf.getvalue())
emit(ev, answer="Not in your contacts: " + ", ".join(n for n, _ in out) + " (written to not_in_contacts.csv)",
     artifacts=["not_in_contacts.csv"])
