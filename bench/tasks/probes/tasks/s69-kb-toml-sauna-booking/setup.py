import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

SETTINGS = """# Harbourside Sauna Co-op - booking system settings
# Read by the booking app at start-up (restart the app after editing).

[sessions]
length_minutes = 75
changeover_minutes = 15
first_start = "07:00"
last_start = "20:30"
# women-only session: Wednesdays
women_only_day = "wed"

[booking]
max_group_size = 8
advance_days = 7
# full refund if cancelled at least this many hours before the session
cancel_full_refund_hours = 24
# refund (percent) for cancellations inside that window
late_cancel_refund_percent = 50
no_show_strikes_before_ban = 3

[members]
guest_passes_per_month = 2
under16_requires_adult = true
min_age = 12

[payments]
currency = "GBP"
member_session_price = 9.00
guest_session_price = 14.00
"""
ek.write(os.path.join(ws, "booking", "settings.toml"), SETTINGS)
ek.write(os.path.join(ws, "booking", "settings.example.toml"), SETTINGS.replace("# Harbourside Sauna Co-op - booking system settings",
                                                                            "# Example settings - copy to settings.toml"))
ek.write(os.path.join(ws, "booking", "CHANGES.txt"),
         "2023-04-02 settings updated for house rules v3 (AGM 2023)\n2024-01-15 prices +50p\n")

if kb:
    ek.write(os.path.join(kb, "house_rules_v4.md"), """# Harbourside Sauna Co-op - House rules

Version 4, adopted at the AGM on 8 March 2025. These rules replace version 3 (2023).

## Sessions
- Sessions are 75 minutes, with 15 minutes between sessions for airing and cleaning.
- First session 07:00, last session starts 20:30. Wednesday sessions are women-only.

## Booking
- Members book through the app. A booking can be for up to **6 people** (the member plus guests).
- Members can book up to **14 days** ahead.
- Guests: each member may bring guests on up to 2 sessions a month.
- Under-16s must be with an adult member; minimum age 12.

## Cancelling
- Cancel at least **12 hours** before your session for a full refund.
- Cancellations with less than 12 hours' notice are **not refunded**.
- Three no-shows in a calendar year means a three-month booking ban.

## In the sauna
- Shower before entering; towel to sit on; no glass in the sauna or on the jetty.
- Sea dipping is at your own risk. Never swim alone after dark.
""")
    ek.write(os.path.join(kb, "house_rules_v3.md"), """# Harbourside Sauna Co-op - House rules (v3, 2023)

Adopted at the AGM, 25 March 2023.

- Sessions 75 minutes, 15 minutes changeover.
- Bookings of up to 8 people. Book up to 7 days ahead.
- Cancel 24 hours or more before for a full refund; later cancellations get 50% back.
- Guests on up to 2 sessions a month per member.
- Three no-shows in a year: booking ban.
""")
    ek.write(os.path.join(kb, "agm_minutes_2025.md"), """# AGM minutes - 8 March 2025

Present: 41 members. Chair: Bryony Hale.

1. Accounts approved. Session prices unchanged for 2025.
2. House rules v4 (circulated in February) - changes from v3:
   a. Maximum booking size reduced from 8 to 6 (the new bench layout seats 6 comfortably). Carried.
   b. Advance booking window extended from 7 to 14 days. Carried.
   c. Full-refund cancellation notice reduced from 24 to 12 hours. Carried.
   d. Late cancellations: proposal to refund 25% of the price. Amendment from the floor that late
      cancellations get no refund at all, since the slot can rarely be resold. Amendment carried;
      the 25% proposal fell.
   e. Proposal to raise the guest allowance to 4 sessions a month. Not carried (stays at 2).
3. Volunteer cleaning rota: see the separate rota document.
4. AOB: new wood delivery due in April.
""")
    ek.write(os.path.join(kb, "cleaning_rota.md"), """# Cleaning rota (spring 2025)

Mon: Ade / Kirsty. Tue: Lorna. Wed: Bryony. Thu: Sam / Jude. Fri: Hamish. Sat: rota of 6 (see WhatsApp). Sun: Ola.
Deep clean first Sunday of the month, 18:00 after the last session.
""")
