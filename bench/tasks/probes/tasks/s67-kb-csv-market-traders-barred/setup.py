import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "traders.csv"), """trader_id,name,category,hygiene_rating,liability_cover_gbp,insurance_expiry
MT-101,Hollin Farm Eggs,food,5,5000000,2026-03-31
MT-102,Brackenridge Honey,food,2,5000000,2025-11-30
MT-103,Kiln Lane Pottery,craft,,5000000,2025-06-10
MT-104,The Crusty Loaf,food,4,2000000,2025-12-31
MT-105,Green Acre Veg,produce,,10000000,2025-09-01
MT-106,Saltmarsh Smokehouse,food,3,5000000,2025-06-14
MT-107,Woolly Jumpers,craft,,5000000,2026-01-15
MT-108,Spice Route Curries,food,1,5000000,2025-12-01
MT-109,Twig & Thread,craft,,5000000,2025-08-30
MT-110,Orchard Press Juice,food,3,5000000,2025-05-31
MT-111,Meadowsweet Cheeses,food,5,6000000,2026-02-28
""")
ek.write(os.path.join(ws, "pitch_plan.txt"),
         "Pitches 1-12 along Church Street, 13-20 in the square.\nGazebos must be weighted (15 kg per leg).\n")

if kb:
    ek.write(os.path.join(kb, "market_rules_2025.md"), """# Wendover Street Farmers' Market - Trader rules

Effective 1 January 2025. These rules replace the 2023 rules.

## 1. Who may trade

A trader may only trade on a market day if ALL of the following apply on that day:

1. **Insurance.** The trader holds public liability insurance with cover of at least GBP 5,000,000,
   valid on the market day. A policy whose expiry date is the market day itself still counts as valid.
2. **Food hygiene.** Traders in the `food` category (prepared, cooked or packaged food and drink) must
   have a Food Hygiene Rating of 3 or higher. Traders in the `produce` category (whole, uncut fruit and
   vegetables) and the `craft` category do not need a rating.
3. **Fees.** Pitch fees are paid by the Wednesday before the market (the market office checks this
   separately; it is not recorded in the trader list).

## 2. Pitches

Pitches are 3 m x 3 m. Traders must arrive between 07:00 and 08:15 and be packed away by 15:00.

## 3. Gas and electricity

LPG appliances need a current Gas Safe certificate, shown to the market manager on arrival.
""")
    ek.write(os.path.join(kb, "market_rules_2023.md"), """# Wendover Street Farmers' Market - Trader rules (2023)

Effective 1 April 2023.

- Public liability insurance of at least GBP 2,000,000 is required.
- Food traders must have a Food Hygiene Rating of 2 or higher.
- Pitch fee GBP 25, payable on the day.
""")
    ek.write(os.path.join(kb, "market_faq.md"), """# Market FAQ

**Can I share a pitch?** Yes, with the market manager's agreement; both traders must meet the rules.

**What if it rains?** The market goes ahead in all weather except high winds (gusts over 40 mph).

**Where do I get a hygiene rating?** From the district council's environmental health team.
""")
