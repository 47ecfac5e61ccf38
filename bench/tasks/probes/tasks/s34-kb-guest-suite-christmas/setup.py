import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

GUEST = """# Guest suite - booking rules

Larchfield Court Residents' Association. Last updated September 2024.

The guest suite (flat 0.4, ground floor) sleeps two and can be booked by any resident for their own guests.

## How to book

Book on the residents' portal at least 7 days before the first night. The booking is in the resident's name
and the resident is responsible for the suite during the stay.

## Length of stay

A booking can be for up to 5 consecutive nights. After a stay the same household cannot book again for 14 days.

## Peak periods

During the winter holiday period (20 December to 3 January inclusive) and over the Easter weekend, demand is
high: each household may make only one booking in the period, of at most 2 consecutive nights. Peak bookings
open on 1 November.

## Fees and keys

GBP 30 per night plus a GBP 20 cleaning fee, charged to your service account. Collect the key from the
concierge desk after 15:00 on the day of arrival and return it by 10:00 on the day of departure.
"""

PARKING = """# Visitor parking

Residents can request visitor parking permits from the concierge. A permit is valid for up to 3 consecutive
nights, and each flat can hold two permits at a time. Over Christmas (24 to 26 December) the barrier is left
open and no permit is needed. Visitors must not park in the loading bay.
"""

COMMON = """# Common room bookings

The common room on the first floor can be booked for private events until 23:00. No overnight stays.
Book at least 14 days ahead on the residents' portal; GBP 40 per booking plus a GBP 100 refundable deposit.
During the winter holiday period the common room is reserved for the residents' Christmas party on the
Saturday before Christmas.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "notes.txt"), "Mum and Dad arrive 27 Dec by train (13:40), leave 31 Dec.\n")
    if kb:
        write(os.path.join(kb, "building", "guest-suite-rules.md"), GUEST)
        write(os.path.join(kb, "building", "visitor-parking.md"), PARKING)
        write(os.path.join(kb, "building", "common-room-bookings.md"), COMMON)
