import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *

DOCS = {
"policies/cancellations.md": """# Cancellations and missed appointments

*Effective from 1 April 2024. This replaces the 2021 cancellation policy.*

We keep appointment slots free for each patient, so late cancellations stop us from
seeing someone else on the waiting list.

## Notice required

Patients must give at least **48 hours' notice** to cancel or move an appointment
free of charge. Notice can be given by phone, by email to bookings@kestrelphysio.co.uk
or through the online booking page.

## Charges

- Cancelled or moved with less than 48 hours' notice: 50% of the session fee.
- Missed without any notice ("did not attend"): the full session fee.
- Two missed appointments in a row: future bookings must be paid in advance.

## Exceptions

The clinic manager may waive a charge for illness with a note, bereavement or
severe weather. Charges are never made for NHS-referred patients.
""",
"archive/cancellations-2021.md": """# Cancellation policy (2021)

> Superseded on 1 April 2024 - kept for reference only.

Patients should give at least 24 hours' notice if they cannot attend.
Cancellations with less than 24 hours' notice are charged £20.
""",
"policies/fees.md": """# Fees

| Session | Length | Fee |
|---|---|---|
| Initial assessment | 45 min | £60 |
| Follow-up treatment | 30 min | £48 |
| Sports massage | 60 min | £55 |
| Home visit (within 5 miles) | 45 min | £85 |

Payment is taken at the end of each session by card. We do not accept cheques.
""",
"policies/opening-hours.md": """# Opening hours

- Monday to Friday: 8:00am - 7:00pm
- Saturday: 9:00am - 1:00pm
- Sunday and bank holidays: closed

Reception answers the phone from 8:30am. Outside these hours leave a voicemail
or email bookings@kestrelphysio.co.uk - messages are timestamped on arrival.
""",
"policies/home-visits.md": """# Home visits

Home visits are available for patients who cannot travel. Please book at least
3 working days ahead. A home visit cancelled on the day is charged in full
because the physiotherapist's travel has already been planned.
""",
"policies/data-protection.md": """# Data protection

Patient records are kept for 8 years after the last appointment (or until age 25
for children). Patients can request a copy of their notes in writing; we respond
within one month.
""",
}

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "README.txt"), "Kestrel Physiotherapy - reception workspace\n")
    if kb:
        for name, text in DOCS.items():
            write(os.path.join(kb, name), text)
