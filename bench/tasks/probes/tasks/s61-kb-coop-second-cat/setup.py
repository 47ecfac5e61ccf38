import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "notes", "cat_plans.txt"),
         "Rescue: Wyre Cat Rescue, ask for Tilly (Biscuit's sister?)\nHome visit needed before adoption\n"
         "Flat 14, Ashgrove Court (our own front door, 2nd floor)\nCheck co-op rules + deposit first!\n")
ek.write(os.path.join(ws, "notes", "biscuit_vet.txt"),
         "Biscuit - neutered, microchipped 2022, boosters due May.\nInsurance: PetCover basic, \u00a311.40/month\n")

if kb:
    ek.write(os.path.join(kb, "pets_policy_2024.md"), """# Ashgrove Housing Co-operative - Keeping pets

Version 3. Agreed at the general meeting on 18 April 2024 and in force from 1 May 2024.
This policy replaces the 2019 pets policy (version 2) in full.

## 1. What you can keep

- **Cats:** up to two cats per home, in houses and in flats. Cats must be neutered and microchipped.
- **Dogs:** one dog per home. In flats, only with the written consent of the housing committee.
- **Small caged animals and fish:** no limit on numbers within reason; no permission needed.
- Reptiles, birds of prey and any animal that needs a licence are not allowed.

## 2. Asking permission

Tell the housing officer before a new cat or dog moves in, using the pet registration form. You will
get a reply within 14 days. Permission is for the named animal and does not pass to a replacement.

## 3. Pet deposit

A refundable pet deposit is held against damage to the home and shared areas:

| Pets in the home | Deposit |
|---|---|
| Cats (one or two) | \u00a3150 per home |
| Dog (with or without cats) | \u00a3250 per home |
| Small caged animals / fish only | none |

The deposit is paid once per home, not per animal. If you already pay a cat deposit and get a second
cat, nothing more is due. It is returned when you move out, less the cost of any pet damage.

## 4. Shared areas

Pets must not be left in stairwells, the laundry room or the garden courtyard. Dog mess must be
cleared at once. Litter must be bagged and put in the general waste bin, not recycling.
""")
    ek.write(os.path.join(kb, "pets_policy_2019.md"), """# Ashgrove Housing Co-operative - Pets policy

Version 2 (2019).

- Houses: one cat or one dog per home.
- Flats: one cat per home. No dogs in flats.
- A pet deposit of \u00a3100 per animal is payable before the animal moves in.
- Caged animals and fish are allowed without permission.
""")
    ek.write(os.path.join(kb, "general_meeting_2024-04-18_minutes.md"), """# General meeting - 18 April 2024 - minutes

Present: 31 members. Chair: Lorraine Adeyemi.

1. Accounts for 2023 approved.
2. Pets policy: the housing committee's revised pets policy (version 3) was presented. Main changes: two cats
   allowed in any home; dogs in flats with committee consent; deposit per home instead of per animal.
   An amendment to raise the cat deposit to \u00a3200 was proposed by Flat 3 and defeated (11 for, 19 against).
   The policy was approved as presented, in force from 1 May 2024.
3. Bike store: quotes for a second store to be brought to the next meeting.
4. AOB: the courtyard bench needs repainting - volunteers to Dev in Flat 9.
""")
    ek.write(os.path.join(kb, "tenancy_handbook.md"), """# Member tenancy handbook (extract)

## Deposits and charges

- Rent deposit: four weeks' rent, held in the TDS scheme.
- Key fob deposit: \u00a325 per fob.
- Bike store key: \u00a310 refundable.

## Repairs

Report repairs online or to the housing officer. Emergency repairs (no heating, leaks, no power) are
attended within 24 hours.

## Moving out

Give four weeks' notice in writing. The home is inspected before your rent deposit (and any pet deposit)
is returned.
""")
    ek.write(os.path.join(kb, "garden_courtyard_rules.txt"),
             "Courtyard rules\n\nNo barbecues after 9pm. Pets must not be left in the courtyard. "
             "Bikes go in the bike store, not against the railings.\n")
