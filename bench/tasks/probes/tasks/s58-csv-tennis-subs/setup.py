import collections, csv, io, os, random, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
rng = random.Random(5805)

FIRST = ["Aisha", "Ben", "Carla", "Dev", "Eleanor", "Finn", "Grace", "Hamid", "Isla", "Jonah", "Kirsty",
         "Liam", "Maya", "Nikhil", "Olive", "Pete", "Quinn", "Rosa", "Sam", "Tara", "Umar", "Vera", "Will", "Zoe"]
LAST = ["Abbott", "Bryce", "Carver", "Dhillon", "Ellis", "Fenwick", "Gallagher", "Hussain", "Irving", "Jarvis",
        "Kowalski", "Lund", "Mensah", "Novak", "O'Brien", "Pryce", "Quigley", "Rahman", "Stanton", "Tully"]
FEES = {2025: {"Adult": 185.00, "Adult Off-Peak": 125.00, "Junior": 62.00, "Senior": 115.00, "Family": 330.00, "Social": 35.00},
        2024: {"Adult": 175.00, "Adult Off-Peak": 118.00, "Junior": 58.00, "Senior": 110.00, "Family": 310.00, "Social": 30.00}}
TYPES = ["Adult"] * 6 + ["Adult Off-Peak"] * 3 + ["Junior"] * 4 + ["Senior"] * 3 + ["Family"] * 2 + ["Social"] * 2

rows = []
used = set()
mid = 1001
while len(rows) < 88:
    name = (rng.choice(FIRST), rng.choice(LAST))
    if name in used:
        continue
    used.add(name)
    mtype = rng.choice(TYPES)
    seasons = [2024, 2025] if rng.random() < 0.55 else [2025]
    for season in seasons:
        fee = FEES[season][mtype]
        r = rng.random()
        status = "paid" if r < 0.78 else ("pending" if r < 0.9 else "refunded")
        amount = fee
        if season == 2025 and status == "paid" and rng.random() < 0.12:
            amount = round(fee / 2, 2)  # joined mid-season, half rate
        if status == "pending":
            paid_date = ""
        else:
            m = rng.randrange(1, 4) if season == 2025 else rng.randrange(1, 5)
            paid_date = "%d-%02d-%02d" % (season, m, rng.randrange(1, 28))
        rows.append([str(mid), name[0], name[1], mtype, str(season), "%.2f" % amount, paid_date, status])
    mid += 1

# no ties between type totals (keeps "sorted by total" unambiguous)
tot = collections.defaultdict(float)
for r in rows:
    if r[4] == "2025" and r[7] == "paid":
        tot[r[3]] += float(r[5])
vals = sorted(round(v, 2) for v in tot.values())
assert len(tot) == 6 and len(set(vals)) == len(vals), tot

buf = io.StringIO()
buf.write("# Exported from ClubHub 2025-04-02 14:10 - Oakridge Lawn Tennis Club - members & subscriptions\n")
w = csv.writer(buf, lineterminator="\n")
w.writerow(["member_id", "first_name", "last_name", "membership_type", "season", "amount", "payment_date", "status"])
w.writerows(rows)
ek.write(os.path.join(ws, "members_export.csv"), buf.getvalue())
ek.write(os.path.join(ws, "notes_for_treasurer.txt"),
         "AGM is 24 April. Need subs received so far this season by type for the report.\n"
         "Half-rate members (joined after 1 July last year) show the half amount in the amount column.\n")
