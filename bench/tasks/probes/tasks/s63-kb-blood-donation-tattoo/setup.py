import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "donor_card.txt"),
         "Donor: K. Adeyemi   Blood group: O negative   Donor no. 7731-0458\n"
         "Donations: 14 Oct 2024, 3 Mar 2025 (whole blood, Northgate donor centre)\n")

if kb:
    ek.write(os.path.join(kb, "when_can_i_donate_2025.md"), """# Pennine Regional Blood Service - When can I give blood?

Guidance for donors, updated 1 February 2025. This replaces the 2021 leaflet.

## Time between whole blood donations

- Men: at least **12 weeks** after your last whole blood donation.
- Women: at least **16 weeks** after your last whole blood donation.

Platelet donors follow a different schedule (every 2 weeks, up to 24 times a year).

## Other reasons to wait

Where more than one waiting period applies, you must wait until all of them have passed.

| Reason | How long to wait |
|---|---|
| Tattoo, semi-permanent make-up or body piercing | 4 months from the date it was done |
| Acupuncture (outside the NHS) | 4 months |
| Travel to a malaria area | 6 months from your return |
| Cold sore | until it has fully healed |
| Dental treatment: check-up or filling | 24 hours |

Example: if you had a piercing on 10 January, you can donate from 10 May.
""")
    ek.write(os.path.join(kb, "donor_leaflet_2021.md"), """# Giving blood - donor leaflet (2021, withdrawn)

Men can give blood every 12 weeks and women every 16 weeks.
If you have had a tattoo or body piercing you must wait **6 months** before giving blood.
""")
    ek.write(os.path.join(kb, "donor_centres.md"), """# Donor centres

- Northgate donor centre: Mon-Thu 12:00-19:30, Sat 08:30-15:00. Book online or call 0300 555 0142.
- Millbridge library (mobile session): first Tuesday of each month, 13:30-19:00.

Please drink 500 ml of water before you donate and eat a proper meal in the previous 3 hours.
""")
    ek.write(os.path.join(kb, "platelet_donation.md"), """# Platelet donation

Platelet donors give every 2 weeks, up to 24 times a year. Donations take around 90 minutes.
Only donors with groups A and O positive or negative are invited at present.
""")
