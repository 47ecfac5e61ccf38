import os, random, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

rng = random.Random(5901)
TRUCKS = ["Bao Down", "Bao Down Express", "Taco Loco", "The Rolling Scone", "Curry On Wheels"]
NIGHTS = [(2, 28), (3, 7), (3, 8), (3, 14), (3, 15), (3, 21), (3, 22), (3, 28), (3, 29), (4, 4), (4, 5)]
rows = []
for (m, d) in NIGHTS:
    for t in TRUCKS:
        for _ in range(rng.choice([1, 2])):
            amt = rng.choice([650, 800, 950, 1100, 1250, 1400, 1575, 1800, 2150, 2400, 3200]) / 100
            status = "completed"
            rows.append([m, d, t, amt, status])
# fixed traps
rows += [
    [3, 22, "Bao Down", 18.50, "refunded"],
    [3, 22, "Taco Loco", 9.50, "voided"],
    [3, 29, "Taco Loco ", 14.00, "completed"],        # trailing space, still Taco Loco
    [3, 29, "Curry On Wheels", 27.00, "refunded"],
    [4, 3, "The Rolling Scone", 45.00, "completed"],   # 03/04 = 3 April (not 4 March)
    [3, 31, "Bao Down Express", 12.75, "completed"],
]
rows.sort(key=lambda r: (r[0], r[1]))
lines = ["txn_id,date,truck,amount_gbp,status"]
for i, (m, d, t, amt, st) in enumerate(rows):
    # the card app switched to dd/mm/yyyy after its update on 15 March
    date = "2025-%02d-%02d" % (m, d) if (m, d) < (3, 15) else "%02d/%02d/2025" % (d, m)
    lines.append("NM-%05d,%s,%s,%.2f,%s" % (41200 + i * 7, date, t, amt, st))
ek.write(os.path.join(ws, "sales", "night_market_txns.csv"), "\n".join(lines))
ek.write(os.path.join(ws, "sales", "README.txt"),
         "Export from the SumUp-style card app, one row per transaction.\n"
         "Note: since the app update on 15/03/2025 dates come out as DD/MM/YYYY.\n"
         "status: completed | refunded | voided. A refunded or voided row is that transaction itself -\n"
         "the money went back to the customer (or was never taken).\n")
ek.write(os.path.join(ws, "sales", "pitch_fees_2025.csv"),
         "truck,pitch_fee_per_night\nBao Down,35\nBao Down Express,20\nTaco Loco,35\nThe Rolling Scone,25\nCurry On Wheels,35\n")
