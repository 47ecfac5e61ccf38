import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "booking_confirmation.txt"), """Glenroam Campervans - booking GR-58213
Vehicle: Highlander (4 berth)
Pick up: Inverness depot, Sat 12 July 2025 14:00
Return:  Sat 19 July 2025 10:00
Cover: Super Cover (GBP 24/day)
Deposit held: GBP 500
""")

if kb:
    ek.write(os.path.join(kb, "glenroam_hire_terms_2025.md"), """# Glenroam Campervans - Hire terms 2025

These terms apply to hires starting on or after 1 January 2025 and replace the 2024 terms.

## 1. Vehicles

| Model | Berths | Length |
|---|---|---|
| Compact | 2 | 5.4 m |
| Coastline | 2 + child | 6.0 m |
| Highlander | 4 | 7.2 m |

## 2. Deposit

A deposit of £500 is held on your card at pick up and released within 7 days of return.

## 3. Insurance and excess

Every hire includes Standard Cover. You can add Super Cover at £24 a day (Compact and Coastline £19 a day).
The excess is the most you pay towards each claim.

| Excess per claim | Standard Cover | Super Cover |
|---|---|---|
| Accident damage - Compact, Coastline | £1,250 | £200 |
| Accident damage - Highlander | £1,750 | £300 |
| Windscreen chip repair - all models | £0 | £0 |
| Windscreen replacement - Compact, Coastline | £400 | £95 |
| Windscreen replacement - Highlander | £550 | £140 |
| Tyres (each) | £150 | £40 |

Damage to the roof or underside (for example low bridges, grounding on tracks) is never covered
by Super Cover: you pay the full repair cost up to the Standard Cover excess.

## 4. Breakdown

24 hour breakdown cover with the AA is included.
""")
    ek.write(os.path.join(kb, "glenroam_hire_terms_2024.md"), """# Glenroam Campervans - Hire terms 2024

For hires starting in 2024.

## Insurance and excess

| Excess per claim | Standard | Super Cover (£22/day) |
|---|---|---|
| Accident damage - all models | £1,500 | £250 |
| Windscreen replacement - Compact, Coastline | £350 | £100 |
| Windscreen replacement - Highlander | £500 | £120 |
| Tyres (each) | £150 | £50 |
""")
    ek.write(os.path.join(kb, "glenroam_faq.md"), """# Frequently asked questions

**A chip or crack in the windscreen - what do I do?** Call our 24h line on 01463 555 010. Small chips
(smaller than a £2 coin) are repaired free by our glass partner. Anything larger, or a crack, means a
replacement and the windscreen replacement excess applies (see the hire terms).

**Can I take the van to the islands?** Yes, ferries are fine. Single-track roads are fine; unmade tracks are not.

**Pets?** Up to two dogs in the Coastline and Highlander, £60 cleaning fee per hire.
""")
    ek.write(os.path.join(kb, "partner_glass_repair.md"), """# ClearView Auto Glass - partner note

Glenroam vans are repaired by ClearView at our Inverness, Fort William and Aviemore branches.
Typical replacement costs before any excess: Compact £620, Coastline £680, Highlander £910.
Chip repairs take 30 minutes; a replacement takes half a day.
""")
