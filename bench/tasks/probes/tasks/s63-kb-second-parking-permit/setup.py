import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "car_details.txt"),
         "Our cars\n- Nissan Leaf (electric) - permit no. AG-44817, zone K, renews 30 Sept\n"
         "- Vauxhall Corsa 1.2 petrol, 2019 - V5C: CO2 128 g/km - needs a permit\n")

if kb:
    ek.write(os.path.join(kb, "ashgrove_resident_permits_2025.md"), """# Ashgrove Borough Council - Residents' parking permits 2025/26

Prices for a 12-month permit issued on or after 1 April 2025. Permits are priced by the vehicle's CO2
emissions as shown on the V5C logbook.

| Band | CO2 emissions (g/km) | 12-month permit |
|---|---|---|
| A | 0 (fully electric) | £30 |
| B | 1 - 100 | £95 |
| C | 101 - 150 | £140 |
| D | 151 - 185 | £185 |
| E | over 185, or no CO2 figure | £240 |

## More than one permit at an address

The first permit at an address is charged at the band price. Every additional permit at the same
address (second, third...) costs the band price for that vehicle **plus a 50% surcharge**.

Six-month permits cost 60% of the 12-month price (the surcharge still applies).
Diesel vehicles registered before 2015 pay an extra £30 a year.
""")
    ek.write(os.path.join(kb, "ashgrove_permit_faq.md"), """# Permit FAQ

**Which permit counts as the first one?** The permit that was issued first and is still valid. A new
permit for another vehicle at the same address is an additional permit, even if that vehicle is in a
cheaper band.

**Do visitors need permits?** Buy visitor scratch cards: £1.50 for a day, maximum 60 days a year.

**I've changed my car.** Tell us within 14 days and we will move the permit to the new car; there is
a £10 admin charge, plus any difference in band price.
""")
    ek.write(os.path.join(kb, "ashgrove_resident_permits_2023.md"), """# Ashgrove Borough Council - Residents' parking permits 2023/24 (archived)

Band A £0, Band B £75, Band C £110, Band D £150, Band E £200.
Second permit at the same address: band price plus 25%.
""")
    ek.write(os.path.join(kb, "ashgrove_bin_collections.md"), """# Bin collections

Zone K: general waste on Tuesdays, recycling and garden waste on alternate Fridays. Put bins out by 7am.
""")
