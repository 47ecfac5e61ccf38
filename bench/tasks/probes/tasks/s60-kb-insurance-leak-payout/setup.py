import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "house", "claim_notes_kitchen_leak.txt"), """Kitchen leak - notes for the insurance claim (Rosie)

What happened: on Tuesday 2 September 2025 the washing machine's inlet hose split while we were at work.
Water ran under the units and through the kitchen floor. Turned the stopcock off at 18:10.
The washing machine itself still works fine.

Quote from Hebden Flooring & Joinery (ref Q-2291), 5 Sept 2025:
  - lift and dispose of damaged laminate, replace swollen chipboard subfloor,
    lay new laminate across the kitchen (materials and labour)          £2,340.00
  - replace washing machine inlet hose                                   £45.00
  Total                                                                  £2,385.00

Photos are in the shared album "kitchen leak".
""")
ek.write(os.path.join(ws, "house", "contacts.txt"), "Insurer claims line: 0345 000 7788 (policy HH-4471902)\n"
         "Plumber: Kev Dyson 07700 900 654\n")

if kb:
    ek.write(os.path.join(kb, "policy_schedule_2025-26.md"), """# Household insurance - policy schedule

Policyholders: Rosie and Tom Ellery, 9 Linden Grove, Hebden Bridge HX7 8AD
Policy number: HH-4471902
Period of insurance: 14 March 2025 to 13 March 2026
Insurer: Northern Oak Home Insurance

## Buildings (Section 1)

- Sum insured: £320,000
- Accidental damage: included
- Excesses: standard £100; escape of water £450; subsidence £1,000

## Contents (Section 2)

- Sum insured: £55,000
- Accidental damage: not included
- Excesses: standard £100; escape of water £450

## Optional extras

- Home emergency cover: included (see the separate Home Emergency terms)
- Legal expenses: not included
""")
    ek.write(os.path.join(kb, "policy_schedule_2024-25.md"), """# Household insurance - policy schedule

Policyholders: Rosie and Tom Ellery, 9 Linden Grove, Hebden Bridge HX7 8AD
Policy number: HH-4471902
Period of insurance: 14 March 2024 to 13 March 2025

## Buildings (Section 1)

- Sum insured: £300,000
- Excesses: standard £100; escape of water £350; subsidence £1,000

## Contents (Section 2)

- Sum insured: £50,000
- Excesses: standard £100; escape of water £350
""")
    ek.write(os.path.join(kb, "policy_wording_NOHI-HH-2024.md"), """# Northern Oak Home Insurance - household policy wording (NOHI-HH-2024)

## Section 1 - Buildings

We cover your buildings against loss or damage caused by:

1. Fire, smoke, explosion, lightning or earthquake.
2. Storm or flood.
3. Theft or attempted theft.
4. Escape of water from any fixed water or heating installation, or from a washing machine, dishwasher,
   fridge or freezer, or water tank.
5. Subsidence, heave or landslip.

What is not covered under cover 4 (escape of water):

- the cost of repairing or replacing the appliance, pipe, hose, seal or other part from which the
  water escaped;
- damage caused by water escaping gradually over a period of time (for example from worn grouting);
- loss or damage while the home is unoccupied for more than 60 days in a row.

## General conditions - excesses

The excess is the first part of each claim that you pay yourself. The amounts are shown in your
schedule. Only one excess applies to each claim: where a specific excess applies (escape of water or
subsidence), it replaces the standard excess; the two are not added together.
We deduct the excess from the amount we pay.

## Claims

Tell us as soon as possible, and within 30 days. Keep damaged items for inspection where you can.
We may use our own contractors, or pay you the amount it would have cost us.
""")
    ek.write(os.path.join(kb, "home_emergency_terms.md"), """# Home Emergency cover - terms (add-on to the household policy)

If you have a home emergency, call the helpline first. We will send an approved engineer to make the
home safe and carry out a temporary or permanent repair.

- Covered emergencies: failure of the main heating system, plumbing and drainage leaks, loss of power,
  roof damage, lost keys, pest infestation.
- We pay up to £500 per claim for call-out, labour, parts and materials. No excess applies.
- Not covered: repairs you arrange yourself without calling the helpline; damage caused by the
  emergency (claim that under your household policy).
""")
    ek.write(os.path.join(kb, "boiler_service_record.md"), """# Boiler service record

Worcester Bosch Greenstar 30i, installed 2019.
Last service: 22 January 2025 by Kev Dyson (Gas Safe 555012). Next due January 2026.
""")
