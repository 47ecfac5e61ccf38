import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "conference_todo.txt"),
         "NES 2025 conference, Lancaster\n- ask supervisor about travel money\n- poster abstract due 28 Feb (done)\n"
         "- register + pay (payday is 10 April)\n")

if kb:
    ek.write(os.path.join(kb, "nes_conference_2025_registration.md"), """# Northern Ecology Society Annual Conference 2025

Lancaster University, 23-25 June 2025. Registration opens 6 January 2025.

## Registration fees (full conference, all three days)

| Category | Early bird | Standard |
|---|---|---|
| Member | £195 | £240 |
| Non-member | £260 | £320 |
| Student member | £70 | £90 |
| Student non-member | £110 | £130 |
| Retired member | £95 | £120 |

Early-bird rates apply to registrations **paid by 31 March 2025**. From 1 April the standard rate applies.
Day registration is £95 for members and £130 for non-members (no early-bird discount).

Fees include lunches and refreshments on all three days. The conference dinner (24 June) is £48 and is booked
separately. Student rates need proof of full-time or part-time registered study.

Member rates are available to anyone whose membership is current on the day they register.
""")
    ek.write(os.path.join(kb, "nes_membership.md"), """# Joining the Northern Ecology Society

Membership runs for twelve months from the day you join and starts immediately, so member rates
for events (including the annual conference) apply straight away.

## Annual subscriptions (from 1 January 2025)

- Ordinary member: £60
- Student member: £25 (PhD, MSc and undergraduate students)
- Retired member: £35
- Family membership (two adults at one address): £85

Members receive the journal Northern Ecology online, the quarterly bulletin, and member rates for
conferences and field courses. Pay by card at nes.example/join or by Direct Debit.
""")
    ek.write(os.path.join(kb, "nes_conference_2024_fees.md"), """# NES Annual Conference 2024 - fees (archived)

York, 2-4 July 2024.

- Member £180 (early bird £150)
- Non-member £295 (early bird £240)
- Student member £80 (early bird £60)
- Student non-member £120 (early bird £100)

Student membership in 2024 cost £20 a year.
""")
    ek.write(os.path.join(kb, "nes_travel_bursaries.md"), """# Student travel bursaries

The Society offers up to ten travel bursaries of £150 for student members presenting a talk or a
poster at the annual conference. Apply by 15 May with your abstract number. Bursaries are paid after
the conference against receipts and do not cover the registration fee.
""")
