import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "weekend_plans.txt"), """2025 - June
- Sat 7: Mum's 70th, The Bell at Longmoor, 7pm
- Fri 20 - Sun 22: Callum staying (Jo's lad, 14 in April)
    Sat 21: night session on Heron Lake with Callum - meet at the car park 7pm, off the bank by 7am
    Sun 22: drop him back at Jo's by 4
- Sat 28: work party at Mill Pool (9am) - bring the strimmer
""")
ek.write(os.path.join(ws, "tackle_list.txt"), "2 x rods (feeder + float), landing net, unhooking mat (compulsory on Heron), head torch, bait: pellets, sweetcorn\n")

if kb:
    ek.write(os.path.join(kb, "day_tickets_2025.md"), """# Ashgrove Angling Club - Day ticket prices, 2025 season

Valid 16 June 2025 to 14 March 2026. Tickets are bought from the bailiff on the bank or online before fishing.

| Water | Adult day | Junior day (under 16) | Concession day (65+, registered disabled) |
|---|---|---|---|
| Heron Lake | £12.00 | £7.00 | £9.00 |
| Mill Pool | £8.00 | £5.00 | £6.00 |
| River Lenn (club stretch) | £10.00 | £6.00 | £7.50 |

## Night fishing

Night fishing (dusk to dawn) is allowed on Heron Lake only, on Friday and Saturday nights. A night session needs a
day ticket plus the night surcharge:

- Adult night surcharge: £8.00
- Junior night surcharge: £4.00

Members fish all club waters free of charge, including night sessions, but must book night swims with the
head bailiff by Thursday evening.

## Guests of members

A member may bring one junior guest per session. Junior guests pay the junior prices above - there is no separate guest
rate.
""")
    ek.write(os.path.join(kb, "day_tickets_2024.md"), """# Ashgrove Angling Club - Day ticket prices, 2024 season

Valid 16 June 2024 to 14 March 2025.

| Water | Adult day | Junior day | Concession |
|---|---|---|---|
| Heron Lake | £10.00 | £6.00 | £8.00 |
| Mill Pool | £7.00 | £4.00 | £5.00 |

Night surcharge (Heron Lake only): adults £6.00, juniors £3.00.
Junior guests of members: half the junior day price.
""")
    ek.write(os.path.join(kb, "fishery_rules.md"), """# Ashgrove Angling Club - Fishery rules

1. Barbless hooks only. Unhooking mats compulsory on Heron Lake.
2. No keepnets except in matches.
3. Juniors (under 16) may night fish only with an adult member in the same swim for the whole session.
4. No fires. Gas stoves allowed on Heron Lake for night anglers.
5. Close season on the River Lenn: 15 March to 15 June inclusive. Stillwaters are open all year.
6. Car park gates are locked at 10pm; night anglers are given the code when they book.
""")
    ek.write(os.path.join(kb, "membership_2025.md"), """# Membership 2025

Full adult £145, joint (two adults, same address) £230, junior (under 16) £35, concession £95.
Membership runs 1 April to 31 March. Members fish free on all club waters.
Joining fee for new adult members: £20 (waived for juniors).
""")
