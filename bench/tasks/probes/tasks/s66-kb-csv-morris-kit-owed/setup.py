import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "side", "new_dancers.csv"), """name,bell_pads_pairs,baldric,jacket,hat
Priya Sandhu,2,yes,new,yes
Tom Ellery,1,yes,second-hand,no
Ffion Bevan,2,yes,none,yes
Marcus Oduya,1,yes,new,yes
""")
ek.write(os.path.join(ws, "side", "members_2024.csv"), """name,joined,kit_paid
Jen Hollis,2019,yes
Rob Castell,2021,yes
Ana Ribeiro,2024,yes
""")
ek.write(os.path.join(ws, "side", "practice_notes.txt"), """Practice Thursdays 19:30, Scout hut.
New dancers' kit order goes in after the May Day dance-out; bag secretary (Jen) collects the money.
""")

if kb:
    ek.write(os.path.join(kb, "kit_price_list_2025.md"), """# Black Kestrel Morris - kit prices 2025

Prices from our supplier (Hobnail & Ribbon), valid from 1 January 2025. Dancers pay these prices as they are.

| Item | Price |
|---|---|
| Bell pads (per pair, i.e. one pad for each leg) | £22 |
| Baldric | £26 |
| Tatter jacket (new, made to measure) | £85 |
| Hat with badges and feathers | £19 |
| Spare bells (bag of 10) | £6 |
""")
    ek.write(os.path.join(kb, "kit_price_list_2023.md"), """# Black Kestrel Morris - kit prices 2023

| Item | Price |
|---|---|
| Bell pads (per pair) | £18 |
| Baldric | £22 |
| Tatter jacket (new) | £70 |
| Hat | £15 |
""")
    ek.write(os.path.join(kb, "kit_rules.md"), """# Kit rules (agreed at the 2024 AGM)

1. The side pays for each new dancer's first baldric. It stays side property and is handed back if
   you leave, so new dancers are not charged for it.
2. Everything else (bell pads, jacket, hat) is paid for by the dancer.
3. Second-hand tatter jackets from the kit cupboard cost £30, whatever size.
4. Money goes to the bag secretary before the order is placed.
""")
    ek.write(os.path.join(kb, "dance_out_calendar_2025.md"), """# Dance-outs 2025

- 1 May: dawn dance, Beacon Hill, 05:12 sunrise
- 17 May: Wessex day of dance (tour fee £12 per dancer, paid by the side)
- 21 June: Midsummer, The Plough
""")
