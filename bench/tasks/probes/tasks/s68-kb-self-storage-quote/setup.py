import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "quotes", "sent_this_week.txt"),
         "Mon: 35 sq ft Northgate, 8 weeks, returning customer - sent\n"
         "Tue: 100 sq ft Riverside, business account - sent\n")

if kb:
    ek.write(os.path.join(kb, "riverside_price_list_2025.md"), """# StowAway Storage - Riverside (Ferry Road) - Price list 2025

Valid from 1 February 2025 until further notice. All prices include VAT.

## Storage charges

Storage is charged per 4-week period, payable in advance. Stays are booked in whole periods.

| Unit size | Typical contents | Price per 4 weeks |
|---|---|---|
| 25 sq ft | a few boxes, a bike | £52 |
| 35 sq ft | contents of a student room | £68 |
| 50 sq ft | contents of a one-bed flat (no large furniture) | £89 |
| 75 sq ft | one-bed flat | £118 |
| 100 sq ft | two-bed flat | £145 |
| 150 sq ft | three-bed house | £198 |

## One-off charges

- Admin fee on every new letting: £20.
- Disc padlock: £12. Every unit must be locked with a disc padlock; customers may bring their own.

## Contents cover (StoreSafe)

Goods must be covered for their full value. StoreSafe costs £4.50 per £1,000 of declared value
per 4-week period (minimum declared value £2,000). It can be waived only if the customer shows a
home-contents policy that covers goods in storage.

## Offers

- **New customers:** the first 4-week period at half price when booking at least 12 weeks.
- **Students:** 15% off storage charges for lettings that start between 1 June and 30 September,
  on production of a valid student card. The discount applies to storage charges only - not to
  StoreSafe, the admin fee or padlocks.

Offers cannot be combined. If a customer qualifies for more than one offer, apply the single offer
that saves them the most over the booked stay.
""")
    ek.write(os.path.join(kb, "northgate_price_list_2025.md"), """# StowAway Storage - Northgate (Canal Wharf) - Price list 2025

Valid from 1 February 2025. All prices include VAT. Charged per 4-week period.

| Unit size | Price per 4 weeks |
|---|---|
| 25 sq ft | £46 |
| 35 sq ft | £61 |
| 50 sq ft | £79 |
| 75 sq ft | £104 |
| 100 sq ft | £129 |

Admin fee £20 per letting. Disc padlock £12.
StoreSafe contents cover: £4.50 per £1,000 of declared value per 4-week period (minimum £2,000).

Northgate offer: first 4 weeks for £1 on 50 sq ft and larger units, when booking at least 16 weeks.
Not available at Riverside. Cannot be combined with other offers.
""")
    ek.write(os.path.join(kb, "riverside_price_list_2023.md"), """# StowAway Storage - Riverside - Price list 2023 (superseded)

Weekly prices: 25 sq ft £11, 35 sq ft £14, 50 sq ft £19, 75 sq ft £25, 100 sq ft £31.
Insurance £1 per £1,000 per week. Admin fee £15. Padlock £10.
Student offer: 10% off, summer only. New customers: first two weeks free.
""")
    ek.write(os.path.join(kb, "terms_of_storage.md"), """# StowAway Storage - Terms of storage (summary)

1. Lettings run in 4-week periods. Charges for each period are due in advance on the first day of it.
2. To end a letting give at least 7 days' notice. Charges already paid for a period are not refunded.
3. Customers must not store food, liquids, gas bottles, fuel, chemicals, firearms or anything living.
4. Goods must be covered under StoreSafe or an equivalent policy for their full value.
5. Late payment: £15 fee after 10 days; access is suspended after 14 days.
6. Prices may change on 30 days' written notice.
""")
    ek.write(os.path.join(kb, "access_and_opening.md"), """# Access and opening hours

Riverside: gate access 6am-10pm every day with your PIN. Office open Mon-Sat 9am-5:30pm.
Northgate: gate access 7am-9pm. Office open Mon-Fri 9am-5pm, Sat 9am-1pm.
Trolleys and pallet trucks are free to use. Van hire partner: 10% off for our customers.
""")
    ek.write(os.path.join(kb, "vehicle_and_caravan_storage.md"), """# Vehicle and caravan storage (Northgate only)

Outdoor secure compound. Cars £65, caravans and motorhomes up to 7 m £85, boats on trailers £75,
all per 4-week period. Vehicles must be taxed or SORN and have a current insurance policy.
Student and new customer offers do not apply to vehicle storage.
""")
