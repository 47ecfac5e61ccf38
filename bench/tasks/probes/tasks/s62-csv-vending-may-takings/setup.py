import os, random, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
rng = random.Random(6209)

PRODUCTS = [("Still water 500ml", 1.10), ("Cola 330ml", 1.40), ("Crisps ready salted", 0.95),
            ("Chocolate bar", 1.25), ("Protein bar", 2.20), ("Coffee (white)", 1.80), ("Energy drink", 1.95)]
SITES = [("VM-01", "Leisure centre - reception", 1.0), ("VM-02", "Leisure centre - poolside", 1.3),
         ("VM-03", "Library foyer", 0.6), ("VM-04", "Bus station", 1.6),
         ("VM-05", "Sports hall corridor", 0.9), ("VM-06", "Council offices staff room", 0.8)]

rows = []
n = 0
def add(ts, machine, prod, amt, kind):
    global n
    n += 1
    rows.append(["T%06d" % (250400 + n), ts, machine, prod, "%.2f" % amt, kind])

for day in range(1, 32):
    for mid, _, weight in SITES:
        for _ in range(int(rng.randint(2, 6) * weight) + 1):
            m = mid
            if mid == "VM-05" and day >= 19:
                m = "VM-05B"       # replacement unit reports under a new id
            p, price = rng.choice(PRODUCTS)
            ts = "2025-05-%02d %02d:%02d:%02d" % (day, rng.randint(7, 21), rng.randint(0, 59), rng.randint(0, 59))
            add(ts, m, p, price, "sale")
            if rng.random() < 0.04:
                add(ts[:-2] + "59", m, p, -price, "refund")
# boundary rows: the export was run for 30 Apr 18:00 - 1 Jun 12:00
add("2025-04-30 19:12:05", "VM-04", "Energy drink", 1.95, "sale")
add("2025-04-30 21:40:51", "VM-02", "Protein bar", 2.20, "sale")
add("2025-06-01 08:03:17", "VM-01", "Coffee (white)", 1.80, "sale")
add("2025-06-01 09:26:44", "VM-04", "Cola 330ml", 1.40, "sale")
add("2025-06-01 10:02:09", "VM-05B", "Protein bar", 2.20, "sale")
rows.sort(key=lambda r: (r[1], r[0]))
# the portal repeats the last rows of a page at the top of the next one
out = []
for i, r in enumerate(rows):
    out.append(r)
    if i in (57, 58, 214, 390, 391, 392, 611):
        out.append(list(r))

ek.write(os.path.join(ws, "sales", "vend_export_20250601.csv"),
         "txn_id,timestamp,machine,product,amount_gbp,type\n" + "".join(",".join(r) + "\n" for r in out))
ek.write(os.path.join(ws, "sales", "README.txt"),
         "Exports from the VendPortal, run on the 1st of the month (covers roughly the previous month,\n"
         "it starts/ends mid-day so check the dates). txn_id is unique per transaction - the portal\n"
         "sometimes repeats rows at page breaks. Refunds are separate rows with a negative amount.\n")
ek.write(os.path.join(ws, "machines.csv"),
         "machine,site,notes\n" + "".join("%s,%s,%s\n" % (m, s, "\"replaced 19 May 2025 after vandalism - the new unit reports as VM-05B, "
                                                                    "same site, report it as VM-05\"" if m == "VM-05" else "")
                                          for m, s, _ in SITES))
