import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "travel", "ticket_receipt.txt"),
         "Wessex Coastway - e-ticket receipt\nWeymouth -> Bristol Temple Meads\nOff-Peak Return, 1 adult\n"
         "Outward: Mon 3 Mar 09:12  Return: Mon 3 Mar 17:40\nPaid: GBP 38.60 (Visa ****4471)\n")

if kb:
    ek.write(os.path.join(kb, "wessex_coastway_delay_repay_2024.md"), """# Wessex Coastway - Delay Repay

Applies to journeys from 1 April 2024. This replaces our previous compensation scheme.

If you arrive at your destination 15 minutes or more late, you can claim compensation, whatever
the reason for the delay.

| Delay at destination | Compensation |
|---|---|
| 15 to 29 minutes | 25% of the single fare |
| 30 to 59 minutes | 50% of the single fare |
| 60 to 119 minutes | 100% of the single fare |
| 120 minutes or more | 100% of the return fare (or of the single fare for single tickets) |

## Return tickets

For a return ticket, the single fare is half of the price paid for the return. Compensation is
worked out separately for each leg that was delayed, except where the 120-minute rule applies.

## Season tickets

Compensation for season ticket holders is based on a daily cost: weekly season price divided by 10,
monthly by 40, annual by 464.

## How to claim

Claim within 28 days of travel at wessexcoastway.example/delayrepay with a photo of your ticket.
Compensation is paid to the original card, by bank transfer or as rail vouchers. We don't charge
an admin fee and don't pay compensation below £1.
""")
    ek.write(os.path.join(kb, "wessex_coastway_compensation_2019.md"), """# Wessex Coastway - Passenger compensation (2019 scheme)

Superseded on 1 April 2024.

Delays of 30 to 59 minutes: 50% of the ticket price. 60 minutes or more: 100% of the ticket price.
Delays caused by weather, trespass or vandalism are not compensated.
""")
    ek.write(os.path.join(kb, "mercia_valley_trains_compensation.md"), """# Mercia Valley Trains - Delay compensation

For journeys on Mercia Valley Trains services only.
15-29 min: 20% of the ticket price. 30-59 min: 40%. 60 min or more: 100% of the ticket price.
For return tickets we compensate on the full price of the return.
""")
    ek.write(os.path.join(kb, "passengers_charter.md"), """# Wessex Coastway - Passenger's charter (summary)

We aim to run 92% of trains on time (within 5 minutes) and cancel fewer than 1.5%.
If your train is cancelled or delayed and you decide not to travel, you can get a full refund
from the ticket office where you bought the ticket, with no admin fee.
Compensation for delays is set out in our Delay Repay scheme.
""")
    ek.write(os.path.join(kb, "bikes_on_board.md"), """# Bikes on board

Up to 4 bikes per train, free, first come first served. Reservations recommended on the Weymouth line
in summer. Folding bikes can go on any train.
""")
