import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "project_ideas.txt"),
         "- birch ply coasters for the craft fair (20 off, 3mm)\n- acrylic shop sign, 600x300\n- replace the broken shelf brackets (3D print?)\n")

if kb:
    ek.write(os.path.join(kb, "member_handbook_2025.md"), """# Forge Lane Makerspace - Member handbook

Edition 3, effective 1 February 2025. Replaces edition 2 (September 2023).

## Membership plans

| Plan | Monthly fee | Access hours | Guests |
|---|---|---|---|
| Basic | £25 | 10:00-22:00 | 1 per visit |
| Plus | £45 | 24/7 with fob | 2 per visit |
| Studio | £95 | 24/7 + storage bay | 2 per visit |

## Booking equipment

All powered tools on the booking list must be booked through the Nexudus calendar, and you must hold the
induction for that tool. Bookings may not be back-to-back for the same member on the same machine.

Maximum length of a single booking:

| Machine | Basic | Plus | Studio |
|---|---|---|---|
| Laser cutter (Trotec Speedy 300) | 90 minutes | 3 hours | 3 hours |
| CNC router | 2 hours | 4 hours | 4 hours |
| 3D printers | 12 hours | 24 hours | 24 hours |
| Wood lathe | 2 hours | 3 hours | 3 hours |

Basic members may hold at most two future bookings at a time.

## Materials

Only materials on the approved list may go in the laser cutter. PVC, vinyl and anything containing chlorine
are banned because they release chlorine gas.
""")
    ek.write(os.path.join(kb, "member_handbook_2023.md"), """# Forge Lane Makerspace - Member handbook

Edition 2, September 2023.

## Booking equipment

Book tools on the calendar. Longest single booking:

- Laser cutter: Basic members 60 minutes, Plus members 2 hours
- CNC router: 2 hours for everyone
- 3D printers: 12 hours

## Fees

Basic £20 a month, Plus £40 a month.
""")
    ek.write(os.path.join(kb, "newsletter_april_2025.md"), """# Forge Lane news - April 2025

**Laser cutter trial.** Through May we're trialling 4-hour laser slots for Studio members on Tuesday
evenings. Tell us how it goes in #laser on Discord.

**Open evening** on Thursday 15 May, 18:00-21:00. Bring a friend.

**Lathe** is back in service after the bearing replacement.
""")
    ek.write(os.path.join(kb, "laser_induction_notes.txt"),
             "Laser cutter induction (45 minutes, booked separately)\n\nCovers focus, air assist, extraction, "
             "the fire blanket and the approved materials list. Never leave the laser running unattended.\n")
