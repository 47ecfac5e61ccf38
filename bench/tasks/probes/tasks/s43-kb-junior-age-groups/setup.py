import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HANDBOOK_2526 = """# Riverside Juniors FC \u2013 Club Handbook 2025/26

Status: current for the 2025/26 season (adopted at the AGM on 12 May 2025). Replaces the 2024/25 handbook.

## 1. Who we are
Mixed junior football for ages 6 to 12, affiliated to the county FA. Training on Saturday mornings at
Riverside Rec; matches on Sunday mornings from U8 upwards.

## 2. Age groups

Age groups follow the FA rule: a player's age group for the whole season is set by their age on
**31 August 2025**, the day before the season starts. A player who is 8 on 31 August 2025 plays U9,
a player who is 9 plays U10, and so on. The group does not change when the player has a birthday during
the season.

| Age group | Date of birth (inclusive) |
|---|---|
| U7 | 1 September 2018 \u2013 31 August 2019 |
| U8 | 1 September 2017 \u2013 31 August 2018 |
| U9 | 1 September 2016 \u2013 31 August 2017 |
| U10 | 1 September 2015 \u2013 31 August 2016 |
| U11 | 1 September 2014 \u2013 31 August 2015 |
| U12 | 1 September 2013 \u2013 31 August 2014 |

Players may play **up** one age group with the coach's agreement but never down. Register every player
in their own age group; playing up is arranged later by the coaches.

## 3. Subs
\u00a3120 for the season (\u00a390 for a second child). Kit is included in the first year.
"""

HANDBOOK_2425 = """# Riverside Juniors FC \u2013 Club Handbook 2024/25

Status: superseded by the 2025/26 handbook. Kept for reference.

## 2. Age groups

Age group for the 2024/25 season is set by the player's age on 31 August 2024.

| Age group | Date of birth (inclusive) |
|---|---|
| U7 | 1 September 2017 \u2013 31 August 2018 |
| U8 | 1 September 2016 \u2013 31 August 2017 |
| U9 | 1 September 2015 \u2013 31 August 2016 |
| U10 | 1 September 2014 \u2013 31 August 2015 |
| U11 | 1 September 2013 \u2013 31 August 2014 |
| U12 | 1 September 2012 \u2013 31 August 2013 |

## 3. Subs
\u00a3110 for the season.
"""

PROPOSAL = """# DRAFT \u2013 proposal for 2026/27: calendar-year age groups

Not adopted. For discussion at the 2026 AGM only.

The committee is asked to consider grouping players by calendar year of birth (cut-off 31 December), as
some neighbouring clubs do. Under this proposal a player born in 2017 would play U10 in 2026/27 regardless
of month of birth. Until the AGM votes, the handbook rules apply.
"""

REGISTRATIONS = """name,date_of_birth,parent_email,status
Ellie Brooks,2016-09-01,jbrooks@example.net,registered
Harvey Quinn,31/08/2016,quinn.family@example.net,registered
Zara Ahmed,2017-03-14,z.ahmed.parent@example.net,registered
Toby Marsh,13/02/2015,toby.marsh.mum@example.net,registered
Amir Haddad,04/09/2017,haddad@example.net,registered
Lily Chen,2018-08-31,lchen@example.net,Withdrawn
Finn O'Rourke,2014-12-25,orourke@example.net,registered
Grace Pembury,1 September 2013,pembury@example.net,registered
Oliver Stanton,2018-09-01,ostanton@example.net,registered
Maya Lindqvist,22/07/2019,lindqvist@example.net,registered
Sam Bello,2015-08-31,sbello@example.net,withdrawn
Ruby Fairclough,05/06/2016,fairclough@example.net,registered
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "registrations.csv"), REGISTRATIONS)
    if kb:
        write(os.path.join(kb, "club-handbook-2025-26.md"), HANDBOOK_2526)
        write(os.path.join(kb, "club-handbook-2024-25.md"), HANDBOOK_2425)
        write(os.path.join(kb, "draft-calendar-year-age-groups-2026-27.md"), PROPOSAL)
        write(os.path.join(kb, "training-venues.md"), "# Training venues\n\nSaturday: Riverside Rec, pitches 2-4.\n"
              "Winter (November-February): Riverside Academy 3G pitch, 9:00-11:00.\n")
