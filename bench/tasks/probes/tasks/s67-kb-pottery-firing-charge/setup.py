import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "my_pieces.csv"), """piece,weight_kg,firing
mug,0.4,glaze
serving bowl,0.9,glaze
tall vase,1.6,bisque
small dish,0.3,bisque
tile set,1.2,glaze
test tiles,0.2,glaze
""")

if kb:
    ek.write(os.path.join(kb, "firing_charges_2025.md"), """# Clayworks Studio - Firing charges

Effective 1 January 2025. Replaces the 2023 charges.

Members and non-members pay the same firing charges. Pieces are weighed dry (before firing) on the
scales by the kiln room door; write the weight on your firing slip.

| Firing | Charge |
|---|---|
| Bisque (first firing, 1000 C) | GBP 2.50 per kg |
| Glaze (stoneware, 1260 C) | GBP 4.00 per kg |
| Raku (open days only) | GBP 6.00 per piece |

Minimum charge: GBP 1.00 per piece for each firing. A piece that is bisque fired and later glaze fired
pays for both firings (put it on a slip each time).

Pay at the desk or by card when you hand the slip in.
""")
    ek.write(os.path.join(kb, "firing_charges_2023.md"), """# Clayworks Studio - Firing charges (2023)

Effective 1 March 2023.

- Bisque firing: GBP 2.00 per kg
- Glaze firing: GBP 3.00 per kg
- Minimum charge 50p per piece.
""")
    ek.write(os.path.join(kb, "membership.md"), """# Membership

Membership is GBP 45 a month and includes 12 hours of open-studio time a week, a shelf, and
10% off clay and glaze bought from the studio shop. The discount does not apply to firing charges,
classes or the raku open days.
""")
    ek.write(os.path.join(kb, "kiln_room_rules.md"), """# Kiln room rules

Only kiln stewards load and unload the kilns. Put finished work on the 'to fire' shelves with a
completed slip. Glazed pieces must have a clean foot (no glaze within 5 mm of the base).
Bisque firings run on Tuesdays, glaze firings on Fridays. Allow 10 days for your work to come back.
""")
