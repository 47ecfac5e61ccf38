import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "requests", "vogt_hire.txt"), """Kit hire request
Name: Lena Vogt (club member, no. 2231)
Dates: Sat 17 May - Sun 18 May 2025 (2 days, Loch Fyne weekend)

BCD x1
Regulator set x1
Wetsuit 7mm x1
Dive computer x1
Air fills x4
""")
ek.write(os.path.join(ws, "requests", "okafor_quote.txt"), """Quote - Tunde Okafor (guest), Sat 5 April 2025, 1 day

BCD             12.00
Regulator set   14.00
Air fills x2    12.00
Total          GBP 38.00
""")

if kb:
    ek.write(os.path.join(kb, "kit_hire_rates_2025.md"), """# Oban Sub-Aqua Club - Kit hire rates

Effective 1 March 2025. Replaces the 2024 rates.

Prices per item per day (a day is any part of a calendar day):

| Item | Per day |
|---|---|
| BCD | £12 |
| Regulator set (1st + 2nd stage, octopus, gauge) | £14 |
| Wetsuit 5mm | £8 |
| Wetsuit 7mm | £10 |
| Drysuit | £25 |
| Dive computer | £9 |
| Torch | £5 |

Air fills are charged per fill, not per day: £6 per fill (12 l or 15 l cylinder). Nitrox fills £11.
""")
    ek.write(os.path.join(kb, "kit_hire_rates_2024.md"), """# Oban Sub-Aqua Club - Kit hire rates 2024

Per item per day: BCD £10, Regulator set £12, Wetsuit (any) £8, Drysuit £20, Dive computer £8, Torch £4.
Air fill £5.
""")
    ek.write(os.path.join(kb, "club_handbook.md"), """# Oban Sub-Aqua Club - Handbook (2025)

## Membership

Full membership £180 a year, includes BSAC insurance.

## Discounts

Club members get 20% off kit hire. The discount applies to hire items only; air and nitrox fills are
always charged at the full price. Guests pay the full rates.

## Kit care

Rinse all hired kit in fresh water and hang it in the drying room before you leave. Lost or damaged kit
is charged at replacement cost.
""")
    ek.write(os.path.join(kb, "boat_dive_briefing.txt"),
             "Boat dives leave the pontoon at 08:30. Max depth 30 m for Sports Divers. Buddy checks on deck.\n")
