import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "diary.txt"), "March\n- 8th: Ellie's birthday\n- 21st: wine society?? ask Ben + Kasia\n"
                                        "- 29th: car MOT\n")

if kb:
    ek.write(os.path.join(kb, "events_spring_2025.md"), """# Harbourside Wine Society - Spring 2025 programme

All tastings are at the Harbour Room, Quay Street, starting 7.30pm. Book through the society
website; payment at booking.

| Date | Tasting | Presenter | Members | Non-members |
|---|---|---|---|---|
| Fri 24 January | Burns Night whiskies | Alasdair Grant | £22 | £32 |
| Fri 21 February | English sparkling wine | Jo Pettifer | £20 | £30 |
| Fri 21 March | Rioja through the decades | Marta Iglesias | £18 | £28 |
| Fri 25 April | Loire whites | Ben Cartwright | £17 | £27 |

The Rioja tasting includes a light supper (tapas).
""")
    ek.write(os.path.join(kb, "events_autumn_2024.md"), """# Harbourside Wine Society - Autumn 2024 programme

| Date | Tasting | Members | Non-members |
|---|---|---|---|
| Fri 27 September | Rioja and Ribera | £16 | £25 |
| Fri 25 October | Port and cheese | £21 | £30 |
| Fri 29 November | Champagne houses | £26 | £36 |
""")
    ek.write(os.path.join(kb, "membership_rules.md"), """# Harbourside Wine Society - Membership rules

Revised at the AGM, 6 December 2024.

1. Membership runs from 1 January to 31 December. The subscription is £35 (joint membership £55).
2. Members pay the member price for tastings. Joint members each pay the member price.
3. Guests: a member may bring up to two guests to any tasting. A guest pays the member price plus
   £6 (instead of the non-member price). Guests must be booked by the member and come with them.
4. A person may come as a guest at most three times a year; after that they are asked to join.
5. Cancellations more than 7 days before a tasting are refunded in full; after that only if the
   place can be re-sold.
6. Members must be 18 or over. Guests must be 18 or over.
""")
    ek.write(os.path.join(kb, "committee.txt"), """Committee 2025
Chair: Ben Cartwright. Treasurer: Priyanka Shah. Events: Marta Iglesias. Membership: Tom Reeve.
Contact: hello@harbourside-wine.example
""")
