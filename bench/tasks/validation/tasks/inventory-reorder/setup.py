import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
import random

ws, kb = setup_args()
rng = random.Random(7)
rows = ["sku\tdescription\ton_hand\treorder_level\tlocation"]
for i in range(60):
    lvl = rng.choice([10, 20, 25, 50])
    qty = rng.randint(0, 80)
    if i % 11 == 0:
        qty = lvl  # equal is not below
    rows.append("%s-%03d\t%s\t%d\t%d\tA%d" % (rng.choice(["BLT", "NUT", "WSH", "SCR"]), i, rng.choice(
        ["hex bolt M6", "lock nut M8", "washer 10mm", "wood screw 4x40"]), qty, lvl, rng.randint(1, 9)))
write(os.path.join(ws, "inventory.tsv"), "\n".join(rows))
