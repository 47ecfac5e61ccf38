import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

VOL = """# Volunteer expenses policy

Greenway Community Trust. Version 3, effective 1 April 2025. Applies to volunteers only; employees are covered
by the staff travel policy.

## Mileage

Volunteers who use their own vehicle for Trust work are paid per mile:

| Vehicle | Rate per mile |
|---|---|
| Car or van | 45p |
| Motorcycle | 24p |
| Bicycle | 20p |

## Parking

Parking charges are refunded at cost, but only when the receipt is attached to the claim.

## Deadline

Claims must be submitted no more than 60 days after the date of the trip. Claims submitted later than that
are not paid.

## Payment

Approved claims are paid by bank transfer at the end of the month.
"""

STAFF = """# Staff travel policy

Greenway Community Trust. For employees only (volunteers: see the volunteer expenses policy).

Business mileage in a private car or van is paid at 40p per mile for the first 3,000 miles in the tax year and
25p per mile after that. Motorcycles 20p per mile, bicycles 15p per mile. Parking up to GBP 10 a day can be
claimed without a receipt. Claims must be submitted within 90 days.
"""

HANDBOOK = """# Volunteer handbook (extract)

Thank you for giving your time to Greenway. Please log your hours on the rota sheet. If you travel for us,
you can claim expenses - see the volunteer expenses policy. The volunteer coordinator is Rhian Morgan.
"""

CLAIMS = """claim_id,volunteer,trip_date,submitted,mode,miles,parking,receipt
C01,Hana Ito,2025-04-02,2025-04-20,car,38,4.50,yes
C02,Hana Ito,2025-02-10,2025-04-20,car,52,0.00,no
C03,Owen Blake,2025-03-15,2025-05-10,van,120,12.00,no
C04,Owen Blake,2025-05-01,2025-05-10,car,24,3.00,yes
C05,Priya Sethi,2025-04-05,2025-04-30,bicycle,14,0.00,no
C06,Priya Sethi,2025-04-12,2025-04-30,bicycle,9,0.00,no
C07,Priya Sethi,2025-01-20,2025-04-30,car,30,6.00,yes
C08,Dmitri Volkov,2025-04-22,2025-06-21,motorcycle,65,2.00,yes
C09,Dmitri Volkov,2025-04-18,2025-06-21,motorcycle,40,0.00,no
C10,Hana Ito,2025-05-06,2025-05-08,car,11,2.20,no
C11,Owen Blake,2025-06-02,2025-06-03,van,85,0.00,no
C12,Ellen Ward,2025-02-01,2025-05-30,car,44,0.00,no
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "claims.csv"), CLAIMS)
    if kb:
        write(os.path.join(kb, "finance", "volunteer-expenses-policy.md"), VOL)
        write(os.path.join(kb, "finance", "staff-travel-policy.md"), STAFF)
        write(os.path.join(kb, "volunteering", "volunteer-handbook.md"), HANDBOOK)
