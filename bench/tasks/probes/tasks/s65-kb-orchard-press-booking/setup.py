import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "pressing_day_plan.txt"),
         "Ashby Road Allotments - apple pressing 2025\n\n"
         "Date: Saturday 11 October, morning only (9-1)\n"
         "Who: about 15 plot holders + kids\n"
         "Apples: Bramley + windfalls from plots 4, 9, 22. Bring own demijohns and bottles.\n"
         "Press: hire from Wealden Community Orchard Trust (we joined as a member group in 2023)\n"
         "To do: book the press, check who has done the press induction (Jo has).\n")

if kb:
    ek.write(os.path.join(kb, "wcot_press_hire_charges_2025.md"), """# Wealden Community Orchard Trust - Equipment hire charges 2025

Applies to all bookings for pressing dates from 1 August 2025. Agreed by the trustees on 3 June 2025.

## Apple press and scratter (hired together)

| Hirer | Half day (4 hours) | Full day |
|---|---|---|
| Individual members | £20 | £32 |
| Member groups (allotments, schools, residents' associations that hold group membership) | £25 | £40 |
| Non-member groups and private hirers | £45 | £75 |

Half-day sessions are 9:00-13:00 or 13:30-17:30. A refundable cleaning deposit of £30 is charged to
non-member hirers only.

## Other equipment

- Extra press cloths: £2 each (sold, not hired)
- Hydrometer and trial jar: free with any press hire
- Gazebo (3 m x 3 m): £10 per day

Prices for 2024 bookings are in the old charges sheet and no longer apply.
""")
    ek.write(os.path.join(kb, "wcot_press_hire_charges_2024.md"), """# Wealden Community Orchard Trust - Equipment hire charges 2024

Apple press and scratter, per session:

- Members (individuals and groups): half day £15, full day £25
- Non-members: half day £35, full day £60

Gazebo: £8 per day. Payment on collection.
""")
    ek.write(os.path.join(kb, "wcot_equipment_booking_terms.md"), """# Equipment booking terms (revised May 2025)

1. Bookings open eight weeks before the hire date. Book by email to kit@wcot.example with the date,
   the session you want and the name of the person who has done the press induction.
2. A booking is provisional until paid. **Payment must reach us no later than 21 days before the
   hire date**; provisional bookings not paid by then are released to the waiting list.
3. Pay by bank transfer (sort code 40-22-19, account 61730045, reference PRESS + your surname)
   or by card at the Saturday volunteer session.
4. Cancellations more than 14 days before the hire date are refunded in full; after that we keep
   half the hire charge.
5. Collection is from the barn at Pook Lane from 8:30 on the hire day; the press must be back,
   cleaned, by the end of your session. Late returns are charged a further half-day.
6. At least one adult in your party must have completed the trust's press induction.

These terms replace the 2023 terms, which asked for payment on collection.
""")
    ek.write(os.path.join(kb, "wcot_membership.md"), """# Membership

Individual membership: £12 a year. Group membership (allotment societies, schools, residents'
associations): £30 a year, renewed each April. Group members get member rates on equipment hire
for bookings made by a named contact of the group.

Members' newsletter comes out in March, June, September and December.
""")
    ek.write(os.path.join(kb, "wcot_apple_day_2025.md"), """# Apple Day 2025

Our own Apple Day is on Sunday 19 October at Pook Lane, 11:00-16:00. The press is in use all day at
the event and can't be hired that weekend. Volunteers needed for juicing, tasting and the
longest-peel competition.
""")
