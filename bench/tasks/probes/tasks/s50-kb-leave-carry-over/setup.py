import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

RECORD = """Annual leave 2025 - Priya Desai (Finance, full-time, started 4 March 2019)

Entitlement: 25 days + 2 long-service days = 27 days (bank holidays are on top)

Taken:
  17-19 Feb   half-term              3 days
  14-17 Apr   Easter                 4 days
  27-30 May   after bank holiday     4 days
  4-11 Aug    Crete                  6 days
  19 Sep      cousin's wedding       1 day

Booked and approved:
  22-23 Dec                          2 days

Autumn: no leave - the Halden audit ran from September to the end of November.
"""

EMAIL = """From: Graham Whitlock <graham.whitlock@fenmoor.example>
To: Priya Desai <priya.desai@fenmoor.example>
Date: Thu, 4 Dec 2025 11:20:37 +0000
Subject: Re: Leave carry-over
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Hi Priya,

Of course - you've had no chance to take a break with the Halden audit this
autumn, so I'm happy for you to carry all 7 remaining days into next year.
I'll let HR know.

Thanks for all your hard work on it.

Graham
Head of Finance Operations

> From: Priya Desai, 3 Dec 2025
> Graham, I still have a week of leave left and won't be able to use it
> before Christmas. Is it OK if I carry it over?
"""

POLICY = """# Fenmoor Housing Association - Annual Leave Policy

Version 4, effective 1 January 2024. Replaces version 3 (2021). Applies to all employees.

## 1. Entitlement
1.1 Full-time employees get 25 days' annual leave a year plus bank holidays. The leave year runs
from 1 January to 31 December.
1.2 After five years' continuous service, one extra day; after six years, two extra days
(the maximum).
1.3 Part-time employees get a pro-rata entitlement.

## 2. Booking leave
2.1 Book leave through the HR portal; your line manager approves it.

## 3. Carrying leave over
3.1 You should take all your leave within the leave year. You may carry over up to 5 days of
unused leave into the next leave year. For part-time staff the limit is pro rata (for example,
3 days for someone working three days a week).
3.2 Carried-over days must be taken by 31 March of the new leave year or they are lost.
3.3 Line managers cannot approve carrying over more than the limit in 3.1.
3.4 In exceptional cases the HR Director may allow up to 10 days to be carried over, but only
where the leave could not be taken because of sickness absence or maternity, paternity,
adoption or shared parental leave. Pressure of work is not an exceptional case.
3.5 Any unused leave above the carry-over limit is lost at the end of the leave year. Leave is not
paid in lieu except when someone leaves the Association.

## 4. Buying and selling leave
4.1 You may buy up to 5 extra days a year through salary sacrifice. Bought days cannot be carried over.
"""

POLICY_OLD = """# Fenmoor Housing Association - Annual Leave Policy (version 3, 2021)

SUPERSEDED by version 4 from 1 January 2024.

## Carry-over
Up to 8 days of unused leave may be carried into the next leave year with your line manager's
agreement, to be taken by 30 April.
"""

HANDBOOK = """# Staff handbook - quick reference

* Pay day: last working day of the month.
* Sickness: phone your manager before 9.30am on the first day.
* TOIL: time off in lieu must be taken within 3 months and is not annual leave.
* Long-service awards: a voucher at 10, 20 and 30 years.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "leave_2025.txt"), RECORD)
    write(os.path.join(ws, "carry_over.eml"), EMAIL)
    if kb:
        write(os.path.join(kb, "hr", "annual-leave-policy-v4-2024.md"), POLICY)
        write(os.path.join(kb, "hr", "archive", "annual-leave-policy-v3-2021.md"), POLICY_OLD)
        write(os.path.join(kb, "hr", "staff-handbook-quick-reference.md"), HANDBOOK)
