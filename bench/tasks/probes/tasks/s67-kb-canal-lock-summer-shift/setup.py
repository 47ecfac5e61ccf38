import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "rota_july_draft.txt"),
         "Bramwell Flight - July rota (draft)\n\nWeek 1: Pat, Ifan, Moira\nWeek 2: Ifan, Claire\nWeek 3: ?\nWeek 4: ?\n")

if kb:
    ek.write(os.path.join(kb, "volunteer_handbook_2025.md"), """# Mercia Canal Trust - Lock-keeper volunteer handbook

Edition 2025 (issued February 2025).

## Shifts

Unless the site notes for a lock flight say otherwise, lock-keeper shifts run from 09:00 to 13:00 and
13:00 to 17:00, and at least 2 volunteers must be on shift at a flight at any time. Site notes for a
flight take precedence over this handbook.

## Clothing and safety

Wear the Trust's blue volunteer tabard and steel-toe-capped boots. Never stand on a balance beam
while it is moving. Life jackets must be worn within 1 metre of the lock edge.

## Training

New volunteers complete a half-day induction and two shadow shifts before being rostered.
""")
    ek.write(os.path.join(kb, "site_notes_bramwell_flight_2025.md"), """# Site notes - Bramwell Flight (locks 21-35)

Current version, April 2025. Replaces the 2022 site notes.

The Bramwell Flight is 15 locks in 2 miles and is very busy with hire boats.

## Summer season (1 April - 31 October)

- First shift starts at 08:30 (boats queue from early morning); shifts are 08:30-12:30 and 12:30-16:30,
  plus an evening shift 16:30-19:00 at weekends.
- Minimum of 3 volunteers on shift (one at the top lock, one at the bottom lock, one walking the flight).

## Winter season (1 November - 31 March)

Handbook shift times and minimum numbers apply.

## Parking

Volunteers park at the Trust yard by lock 28; the pub car park is for customers only.
""")
    ek.write(os.path.join(kb, "site_notes_bramwell_flight_2022.md"), """# Site notes - Bramwell Flight (2022)

Summer: shifts start at 08:00. Minimum of 2 volunteers on shift.
Winter: no volunteer cover on weekdays.
""")
    ek.write(os.path.join(kb, "site_notes_oxley_locks_2025.md"), """# Site notes - Oxley Locks (locks 1-4)

Current version, March 2025.

Summer season (1 April - 31 October): first shift starts at 10:00. Minimum of 2 volunteers on shift.
The swing bridge at Oxley is operated by Trust staff only.
""")
