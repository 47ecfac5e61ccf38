import csv
import datetime
import glob
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
# validate.py passes only WS and EVENTS; the knowledge base is rebuilt from setup.py
kb = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else ek.pristine(__file__)[1]
MARKET_DAY = "2025-06-14"


def effective(text):
    m = re.search(r"Effective (\d{1,2} \w+ \d{4})", text)
    return datetime.datetime.strptime(m.group(1), "%d %B %Y") if m else datetime.datetime.min


docs = [ek.read(p) for p in sorted(glob.glob(os.path.join(kb, "*")))]
rules = max((t for t in docs if "trader rules" in t.lower().split("\n", 1)[0]), key=effective)
flat = " ".join(rules.split())
min_cover = int(re.search(r"cover of at least GBP ([\d,]+)", flat).group(1).replace(",", ""))
min_rating = int(re.search(r"Hygiene Rating of (\d) or higher", flat).group(1))
rated = set(re.findall(r"Traders in the `(\w+)` category[^.]*must\s+have a Food Hygiene Rating", flat))
expiry_day_valid = "expiry date is the market day itself still counts as valid" in flat

barred = []
with open(os.path.join(ws, "traders.csv"), newline="", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        expiry = row["insurance_expiry"].strip()
        insured = int(row["liability_cover_gbp"] or 0) >= min_cover and (
            expiry >= MARKET_DAY if expiry_day_valid else expiry > MARKET_DAY)
        rating = row["hygiene_rating"].strip()
        hygienic = row["category"].strip() not in rated or (rating.isdigit() and int(rating) >= min_rating)
        if not (insured and hygienic):
            barred.append(row["trader_id"])

ek.write(os.path.join(ws, "cannot_trade.txt"), "\n".join(barred))
ek.emit(ev, answer="Cannot trade on 14 June: " + ", ".join(barred), artifacts=["cannot_trade.txt"])
