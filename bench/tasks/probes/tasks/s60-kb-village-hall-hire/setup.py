import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "bookings", "request_ramblers_AGM.txt"), """Booking request (taken by phone, 2 Oct 2025 - Linda)

Group: Pemberton Ramblers (registered local community group, no. CG-114)
Contact: Alan Threlfall, 01942 000 318
Room: Main Hall
Date: Thursday 20 November 2025
Time: 19:00 - 21:30 (AGM, about 40 people)
Kitchen: yes, for tea and coffee after the meeting
Notes: they will bring their own projector
""")
ek.write(os.path.join(ws, "bookings", "request_pilates.txt"), """Booking request

Group: Core Flow Pilates (private business)
Room: Committee Room
Date: every Tuesday from 4 November 2025
Time: 10:00 - 11:00 (2-hour minimum applies)
Kitchen: no
""")

if kb:
    ek.write(os.path.join(kb, "hall_hire_charges_2025-26.md"), """# Pemberton Village Hall - hire charges 2025-26

Approved by the Hall Management Committee on 10 March 2025. These charges apply to all bookings
taking place from 1 April 2025 to 31 March 2026.

## Hourly hire charges

| Room | Weekday daytime (Mon-Fri, before 17:00) | Weekday evening (Mon-Fri, 17:00-23:00) | Weekend (Sat-Sun, any time) |
|---|---|---|---|
| Main Hall | £18 | £24 | £30 |
| Committee Room | £12 | £15 | £18 |
| Main Hall + Committee Room | £26 | £34 | £42 |

## Other charges

- Kitchen use: £10 per booking (any length).
- Stage lighting: £15 per booking.
- Extra cleaning if the hall is left untidy: £40.
- Damage deposit for parties and discos: £150, refundable.

Discounts and the booking rules are in the Conditions of Hire.
""")
    ek.write(os.path.join(kb, "conditions_of_hire.md"), """# Pemberton Village Hall - Conditions of Hire

Revised March 2025.

1. Bookings are confirmed only when the booking form is signed and returned.
2. The minimum booking is 2 hours. Hire is charged in whole hours: any part of an hour is charged as a
   full hour. Time for setting up and clearing away must be included in the booking.
3. Registered local community groups and charities get a 25% discount on the hourly hire charge.
   The discount does not apply to kitchen use, stage lighting, cleaning or deposits.
4. Commercial hirers (classes run for profit, private parties) pay the full charges.
5. The hall must be vacated by 23:00. Music must stop at 22:30.
6. Payment is due within 14 days of the invoice.
7. The hirer is responsible for making sure the fire exits are kept clear at all times.
""")
    ek.write(os.path.join(kb, "hall_hire_charges_2023-24.md"), """# Pemberton Village Hall - hire charges 2023-24 (superseded)

For bookings from 1 April 2023 to 31 March 2024.

| Room | Weekday daytime | Weekday evening | Weekend |
|---|---|---|---|
| Main Hall | £16 | £21 | £26 |
| Committee Room | £10 | £13 | £16 |

Kitchen use £8 per booking. Community groups: 20% off the hourly charge.
""")
    ek.write(os.path.join(kb, "sports_pavilion_hire.md"), """# Pemberton Playing Fields - sports pavilion hire 2025-26

The pavilion is run separately from the village hall by the Playing Fields Trust.

- Pavilion function room: £20 per hour weekdays, £28 per hour weekends.
- Changing rooms (per match): £35.
- Affiliated sports clubs and community groups: 30% off all pavilion charges.
- Kitchen/bar area: £12 per booking.
""")
    ek.write(os.path.join(kb, "hall_safety_notes.md"), """# Village hall safety notes

The defibrillator is on the outside wall by the main door (code 1-2-3-4 on the cabinet).
The fire assembly point is the far end of the car park. The first aid box is in the kitchen.
Hirers must check the fire exits before each event and report any faults to the booking secretary.
""")
