import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

POLICY_V5 = """# Brookside Primary School \u2013 Educational Visits Policy

Version 5. Status: **current**. Approved by the governing body on 14 January 2025; replaces version 4 (2022).
Educational Visits Coordinator (EVC): Mrs J. Adebayo.

## 1. Purpose

Visits are a valued part of the curriculum. This policy sets out how they are planned, approved and staffed.

## 2. Approval

2.1 Every visit needs the EVC's approval at least 3 weeks before it takes place.
2.2 Residential visits also need governor approval at least one term ahead.

## 3. Consent and medical information

3.1 One-off visits need a signed consent form for each pupil. Local walks are covered by the annual consent.
3.2 The visit leader takes a copy of each pupil's medical information and any medicines.

## 4. Staffing and ratios

4.1 Minimum adult-to-pupil ratios for day visits:

| Year group | Ratio (adults : pupils) |
|---|---|
| Nursery and Reception | 1 : 4 |
| Years 1 and 2 | 1 : 6 |
| Years 3 and 4 | 1 : 8 |
| Years 5 and 6 | 1 : 10 |

4.2 **Higher-risk visits** use a ratio of **1 : 6 for Years 1 to 6** (Nursery and Reception stay at 1 : 4).
A visit is higher-risk if it involves any of: water (rivers, beaches, ponds the pupils can reach), pupils
handling, feeding or stroking animals, or an overnight stay.

4.3 Ratios are minimums. Always round up: 13 pupils at 1 : 6 need 3 adults.

4.4 There must always be at least two adults, at least one of them a member of staff. The visit leader counts
towards the ratio. Parent helpers count if they have a current DBS check through the school.

4.5 At least one adult must hold a current paediatric first aid certificate.

## 5. Transport

Coaches must have seat belts; pupils wear them at all times. Public transport is allowed for groups of up to 30.
"""

POLICY_V4 = """# Brookside Primary School \u2013 Educational Visits Policy (version 4, 2022)

Status: **superseded** by version 5 (January 2025). Kept for reference.

## 4. Staffing and ratios

4.1 Minimum ratios for day visits: Reception 1 : 4; Years 1\u20132 1 : 6; Years 3\u20136 1 : 10.

4.2 Visits involving water, and residential visits, use 1 : 6 for all year groups.

4.3 There must always be at least two adults, one of them a member of staff.
"""

FIRST_AID = """# First aid arrangements

Qualified paediatric first aiders: Mrs Lane (Reception), Mr Okafor (Year 3), Ms Reid (office).
Every trip takes a travel first aid kit from the medical room and the pupils' inhalers and auto-injectors.
Accident forms must be completed on return, even for minor bumps.
"""

SWIMMING = """# Swimming lessons (Years 4 and 5)

Lessons are at Brookside Leisure Centre on Thursday mornings. The pool provides the swimming teachers; the
school provides the changing-room supervision, at one adult to every 5 pupils of each sex in the changing rooms.
"""


def farm_info(path):
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2024, 9, 2, 9, 0, 0)
    cp.author = cp.last_modified_by = "Hollow Lane City Farm"
    add_heading(d, "Hollow Lane City Farm \u2013 information for schools", 0)
    add_heading(d, "What happens on the day", 1)
    add_par(d, "Groups are met at the yard gate by one of our education team. A typical primary visit lasts two "
               "hours: a walk round the paddocks, feeding the goats and sheep, holding the chicks and guinea pigs in "
               "the small-animal barn, and a look at the vegetable beds.")
    add_par(d, "There are handwashing stations by the barn and the picnic area; everyone washes hands after touching "
               "animals and before eating.")
    add_heading(d, "Supervision", 1)
    add_par(d, ["We ask schools to bring ", ("at least one adult for every 10 children", "b"),
                ". Your own school's policy may ask for more."])
    add_heading(d, "Booking", 1)
    add_par(d, "Book at least four weeks ahead. School visits are \u00a34.50 per child; adults free.")
    save_docx(d, path)


if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "notes.txt"),
          "Year 3 farm trip - Hollow Lane City Farm, Thu 12 June. 34 children (3B and 3G).\nCoach booked with "
          "Redline, leaves 9:15.\n")
    if kb:
        write(os.path.join(kb, "educational-visits-policy-v5.md"), POLICY_V5)
        write(os.path.join(kb, "educational-visits-policy-v4-2022.md"), POLICY_V4)
        write(os.path.join(kb, "first-aid-arrangements.md"), FIRST_AID)
        write(os.path.join(kb, "swimming-lessons.md"), SWIMMING)
        farm_info(os.path.join(kb, "hollow-lane-city-farm-schools-info.docx"))
