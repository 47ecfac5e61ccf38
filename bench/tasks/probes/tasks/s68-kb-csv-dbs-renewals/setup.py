import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "volunteers", "dbs_tracker.csv"), """Name,Role,Active,DBS certificate issued,On Update Service,Last online status check
Priya Raman,Director,yes,14-Jan-2023,no,
Gethin Morgan,Workshop leader,yes,02-Mar-2022,no,
Alice Fairbairn,Chaperone,yes,19-May-2021,yes,11-Apr-2024
Tomasz Nowak,Backstage crew,yes,30-Jun-2019,yes,28-Feb-2024
Helen Achebe,Front of house (public performances only),yes,05-Sep-2020,no,
Marcus Bell,Chaperone,yes,22-Mar-2022,no,
Sunita Varma,Costume and wardrobe,yes,10-Oct-2021,no,
Rob Kearney,Workshop leader,yes,01-Dec-2020,yes,15-Mar-2024
Fiona Dunn,Chaperone,yes,08-Aug-2018,yes,
Leo Papadopoulos,Assistant director,yes,17-Jan-2022,no,
Dan Whitby,Workshop leader,no - left Dec 2024,03-Feb-2020,no,
Grace Oyelaran,Musical director,yes,27-Jun-2023,no,
""")
ek.write(os.path.join(ws, "volunteers", "README.txt"),
         "DBS tracker for Lantern Youth Theatre. One row per adult volunteer or freelancer.\n"
         "Dates are the certificate issue date and, for Update Service subscribers, the date the\n"
         "Safeguarding Lead last did the online status check.\n")

if kb:
    ek.write(os.path.join(kb, "safeguarding_policy_2024.md"), """# Lantern Youth Theatre - Safeguarding Policy

Version 3, adopted by the trustees on 9 September 2024. Replaces the 2019 policy.
Designated Safeguarding Lead: Priya Raman.

## 1. Scope

Our members are young people aged 8 to 18. This policy applies to all staff, freelancers and
volunteers.

## 2. Safer recruitment

### 2.1 Who needs a DBS check

Everyone who works with members - in workshops, rehearsals, backstage, on tour or as a chaperone -
must hold an enhanced DBS certificate before they start.

Exception: volunteers who work only front of house at public performances, and never have
unsupervised contact with members, do not need a DBS check.

### 2.2 Keeping checks up to date

A DBS certificate must be renewed three years after its issue date. Anyone whose certificate is
more than three years old must apply for a new one and cannot work with members until it arrives.

Volunteers who subscribe to the DBS Update Service do not need a new certificate. Instead the
Safeguarding Lead must carry out an online status check at least once every 12 months and record
the date in the DBS tracker. If there is no status check recorded in the last 12 months, the
person counts as overdue in the same way as an expired certificate.

The tracker only needs to cover people who currently volunteer or work with us.

## 3. Chaperones

Licensed chaperones must also hold a current chaperone licence from the local authority.

## 4. Reporting a concern

Tell the Designated Safeguarding Lead the same day. If a child is in immediate danger, call 999.
""")
    ek.write(os.path.join(kb, "safeguarding_policy_2019.md"), """# Lantern Youth Theatre - Safeguarding Policy (2019)

Superseded in September 2024.

All adults working with members need an enhanced DBS check. Checks are renewed every five years.
Front of house volunteers also need a basic DBS check.
""")
    ek.write(os.path.join(kb, "volunteer_expenses.md"), """# Volunteer expenses

Travel to rehearsals is reimbursed at 45p per mile or the bus/train fare. Claims monthly with receipts.
DBS application fees for volunteers are paid by the theatre (volunteer DBS checks are free; the Update
Service subscription of £16 a year is reimbursed on request).
""")
    ek.write(os.path.join(kb, "first_aid_and_incidents.md"), """# First aid and incidents

A qualified first aider must be present at every session. First aid certificates last three years.
Record every incident in the incident book the same day and tell the parent or carer at pick-up.
""")
    ek.write(os.path.join(kb, "rehearsal_rooms.md"), """# Rehearsal rooms

Studio 1 and Studio 2 at the Corn Exchange, Tuesdays and Thursdays 17:30-20:30, Saturdays 10:00-13:00.
Keys from reception; sign the book. Leave the rooms as you found them.
""")
