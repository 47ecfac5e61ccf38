import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "notes.txt"), "Summer plans\n- Wrenfold birds of prey, August (Sat?) - ask Dad\n"
         "- campsite at Hollin Bank booked 8-15 Aug\n")

if kb:
    ek.write(os.path.join(kb, "wrenfold_experience_prices_2025.md"), """# Wrenfold Birds of Prey Centre - Experience prices 2025

Valid for experiences taken from 1 March 2025 to 28 February 2026. All prices include VAT and
admission to the centre for the day.

| Experience | Adult, Mon-Fri | Adult, Sat-Sun & bank holidays | Child (8-15), any day |
|---|---|---|---|
| Hawk walk (1 hour) | £45 | £52 | £32 |
| Owl encounter (90 minutes) | £60 | £68 | £40 |
| Half-day falconry experience (10:00-13:30) | £95 | £110 | £70 |
| Full-day falconer for a day | £185 | £205 | not available |

Children must be 8 or over to fly a bird and must be accompanied by a paying adult on the same
experience. Under-8s can watch the half-day experience for free but don't handle the birds.

Discounts are explained in "Group bookings and vouchers".
""")
    ek.write(os.path.join(kb, "wrenfold_experience_prices_2024.md"), """# Wrenfold Birds of Prey Centre - Experience prices 2024

Valid 1 March 2024 - 28 February 2025.

| Experience | Adult, weekday | Adult, weekend | Child (8-15) |
|---|---|---|---|
| Hawk walk (1 hour) | £42 | £48 | £30 |
| Owl encounter | £55 | £62 | £38 |
| Half-day falconry experience | £90 | £100 | £65 |
| Falconer for a day | £175 | £195 | - |
""")
    ek.write(os.path.join(kb, "group_bookings_and_vouchers.md"), """# Group bookings and vouchers

## Group discount

Groups of **5 or more flying participants** booked together on the same experience and date get
**10% off the total price**. Spectators and under-8s watching do not count towards the 5.
The discount is applied automatically when you book online.

## Gift vouchers

Vouchers are valid for 12 months and can't be combined with the group discount.

## Schools and clubs

School groups: ask for our education price list (£8 per pupil for a 45-minute talk and flying display).
""")
    ek.write(os.path.join(kb, "visiting_wrenfold.md"), """# Visiting Wrenfold

Open 10:00-17:00 every day from March to October, weekends only in winter.

Admission (centre and flying displays only): adult £14.50, child (3-15) £9.50, family (2+2) £44.
Experience participants get admission included on the day of their experience.

Flying displays at 11:30, 14:00 and 15:30. Dogs are not allowed on site because of the birds.
Cafe open 10:00-16:30.
""")
    ek.write(os.path.join(kb, "experience_faq.md"), """# Experience FAQ

**What should we wear?** Sturdy shoes and clothes for the weather - we fly in all conditions.

**Is there an upper age limit?** No. If you can walk about 2 miles at a gentle pace you can do the
half-day experience. There are no senior prices for experiences.

**Can we change our date?** Yes, free of charge up to 14 days before.
""")
