import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "skip_notes.txt"), """Kitchen refit - skip
Hire: Harts Skip Hire, 8 yard builder's skip, quoted £290 + VAT for the hire itself
Where: on the road outside 31 Elm Road (no room on the drive)
Parking: Elm Road is in residents' permit zone C - the skip will take up one permit bay
When: delivered Mon 2 June 2025, collected Fri 20 June 2025 (skip on the road for 19 days)
Harts say they apply for the council permit and add the council's charges to our invoice at cost.
""")

if kb:
    ek.write(os.path.join(kb, "skips_on_the_highway_2025-26.md"), """# Skips on the highway - permits and fees 2025/26

Ashcombe District Council, Highways. Fees apply to permits starting on or after 1 April 2025.

A skip may only be placed on a road, verge or footway with a skip permit from the council. The permit
is applied for by the skip hire company, who are licensed by us; householders cannot apply directly.

## Fees

| Item | Fee |
|---|---|
| Skip permit, up to 14 days | £48 |
| Extension, for each further 7 days or part of 7 days | £22 |
| Retrospective permit (skip placed before the permit was granted) | £120 |

## Parking bays

If the skip will occupy a pay and display bay or a residents' permit bay, the bay must also be
suspended for the whole period. A bay suspension costs a flat **£35 per application** (one application
covers all bays for the whole permit period). Skips may not be placed on yellow lines without a
separate waiver.

## Conditions

- Skips must be lit at night with four amber lamps and carry the owner's name and phone number.
- The permit must be displayed on the skip.
- Skips on the footway must leave at least 1.2 m clear for pedestrians.
""")
    ek.write(os.path.join(kb, "skips_on_the_highway_2023-24.md"), """# Skip permits - fees 2023/24 (ARCHIVED)

This page is kept for reference only. See the current fees page.

- Skip permit up to 14 days: £40
- Each further 7 days: £18
- Bay suspension: £30 per application
""")
    ek.write(os.path.join(kb, "scaffolding_and_hoarding_licences.md"), """# Scaffolding and hoarding licences 2025/26

A licence is needed for scaffolding or a hoarding on the highway.

| Item | Fee |
|---|---|
| Scaffold licence, first 28 days | £95 |
| Each further 28 days | £60 |
| Hoarding licence, first 28 days | £110 |

Bay suspensions for scaffolding are charged at £35 per application, as for skips.
""")
    ek.write(os.path.join(kb, "bulky_waste_collections.md"), """# Bulky waste collections

We collect up to 6 large items (furniture, white goods) from your home for £38, or £22 for
a single item. Kitchen units and building rubble are not bulky waste and must go in a skip or
to the Household Recycling Centre (trade waste charges apply to building rubble over 3 bags).
""")
    ek.write(os.path.join(kb, "residents_parking_zones.md"), """# Residents' parking zones

Zone A: town centre. Zone B: Station Quarter. Zone C: Elm Road, Ash Grove, Larch Way and Beech Avenue.
Zone D: Harbour Road. Visitor permits cost £2.50 per day. Permit bays operate 8am-8pm Monday to Saturday.
""")
