import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

PRICES = """# Boarding prices

Fernhill Cattery - prices from 1 April 2025.

Every booking is charged per night (a stay from Friday to Monday is 3 nights).

| What | Price |
|---|---|
| First cat in a pen | \u00a316.00 per night |
| Each extra cat sharing the same pen (up to 3 cats per pen) | \u00a310.00 per night |
| Giving medication (tablets, drops or injections) | \u00a32.50 per medicated cat per night |

Cats from the same household can share a pen; cats from different households never do. Our quotes
assume all of a household's cats share one pen.

Food is included. If you bring your cat's own food there is no reduction.
"""

VACCINATION = """# Vaccinations and health

All cats must be vaccinated against cat flu and enteritis, with the booster given at least 14 days
before arrival. Please bring the vaccination card at drop-off. We cannot take cats in season.
"""

DROPOFF = """# Drop-off and collection

Drop-off and collection by appointment: 9am - 11am and 4pm - 6pm, Monday to Saturday.
We are closed on Sundays, 25 and 26 December and 1 January.
"""

BOOKINGS = """ref,owner,cats,nights,medicated_cats
D01,Harper,1,7,0
D02,Lindqvist,2,5,1
D03,Moss,3,10,0
D04,Patel,1,4,1
D05,Greenwood,2,12,2
D06,O'Brien,1,3,0
D07,Yusuf,3,6,1
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "bookings", "december.csv"), BOOKINGS)
    if kb:
        write(os.path.join(kb, "cattery", "prices.md"), PRICES)
        write(os.path.join(kb, "cattery", "vaccinations.md"), VACCINATION)
        write(os.path.join(kb, "cattery", "drop-off.md"), DROPOFF)
