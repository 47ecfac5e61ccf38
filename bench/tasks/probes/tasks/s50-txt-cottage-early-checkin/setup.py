import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

BOOKING = """From: Coastline Cottages <bookings@coastlinecottages.example>
To: Elin Lindqvist <elin.lindqvist@example.com>
Date: Sun, 2 Feb 2025 14:31:09 +0000
Subject: Booking confirmed - Gull Cottage, Polkerran (ref CC-40317)
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Dear Elin,

Thank you for booking with Coastline Cottages. Your booking is confirmed.

Property:   Gull Cottage, 2 Quay Row, Polkerran
Arrive:     Friday 23 May 2025 - check-in from 4pm
Depart:     Tuesday 27 May 2025 - check-out by 10am
Guests:     2 adults, 1 child, 1 dog
Paid:       \u00a3684.00 (including \u00a330 dog fee)

The owner, Jenna, will email you the key safe code in the week before you arrive.
Arrival and parking details are in the cottage guide.
"""

GUIDE = """# Gull Cottage - guest guide

## Arriving
Check-in is from 4pm. Early check-in from 1pm can be arranged for \u00a320, but only
when no guests are leaving the cottage that morning (so it has stood empty the night
before). Message Jenna at least 48 hours before you arrive to ask.

On changeover days the cleaners are in from 10am until 4pm; please don't go in
while they are working. You are welcome to park in our space behind the cottage
from 12 noon and walk down to the harbour.

## Leaving
Check-out is by 10am. Please strip the beds and leave the keys in the key safe.

## Our other cottage
Tern Cottage next door (sleeps 2) has check-in from 3pm. Ask about it for friends!

## Dogs
One well-behaved dog is welcome. Not on the beds or sofas, please.
"""

OWNER = """From: Jenna Rowe <jenna@gullcottage.example>
To: Elin Lindqvist <elin.lindqvist@example.com>
Date: Mon, 19 May 2025 18:22:40 +0000
Subject: Your stay at Gull Cottage this Friday
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Hi Elin,

Looking forward to having you all on Friday! The cottage has been busy this
spring - the family before you check out on Friday morning, so it will be
all fresh for you.

The key safe is to the left of the front door and the code is 4471.
The Wi-Fi password is on the fridge.

The bakery on the quay shuts at 2pm on Fridays if you want pasties for lunch.

Best wishes,
Jenna
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    d = os.path.join(ws, "holiday")
    write(os.path.join(d, "booking_confirmation_CC-40317.eml"), BOOKING)
    write(os.path.join(d, "gull_cottage_guide.md"), GUIDE)
    write(os.path.join(d, "jenna_2025-05-19.eml"), OWNER)
