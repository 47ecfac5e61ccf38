import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "trip_notes.txt"),
         "Client visit - Bramley Estates, Southwark\nTue 13 May - Wed 14 May\nTrain booked (return, advance). Hotel TBC - 1 night.\n")

if kb:
    ek.write(os.path.join(kb, "expenses_policy_2025.md"), """# Harlow & Finch Surveyors - Expenses Policy

Version 4. Effective 1 January 2025. Approved by the partners, 9 December 2024.
This version replaces version 3 (April 2022) in full.

## 1. General

Claims are made through the Expensify app within 30 days of the expense, with a receipt for every item
over £5. Claims are approved by your line manager and paid with the next monthly salary.

## 2. Travel

- Rail: standard class. First class only with a partner's approval, for journeys over 3 hours.
- Mileage in your own car: 45p per mile for the first 10,000 business miles in the tax year, 25p after that.
- Taxis: only where there is no reasonable public transport, or after 10pm.

## 3. Overnight accommodation

Book through the Travelbook portal where possible (see the Travel booking guide).
The nightly limits below are the most that can be claimed per room per night, including breakfast
and VAT. Anything above the limit is paid by you unless a partner approved it in advance.

| Location | Limit per night |
|---|---|
| London (inside the M25) | £165 |
| Other UK cities (Birmingham, Manchester, Leeds, Bristol, Edinburgh, Glasgow) | £120 |
| Elsewhere in the UK | £95 |
| Overseas | see Appendix B |

## 4. Meals and subsistence

- Lunch when working away from the office all day: up to £12.
- Evening meal when staying overnight: up to £30 (alcohol is not reimbursed).
- Breakfast is included in the hotel limit and is not claimed separately.

## Appendix B - overseas limits

Dublin £150, Paris £170, Amsterdam £160, other cities: ask Finance.
""")
    ek.write(os.path.join(kb, "expenses_policy_2022.md"), """# Harlow & Finch Surveyors - Expenses Policy

Version 3. Effective 1 April 2022.

## Overnight accommodation

Maximum per night, including breakfast:

- London: £135
- Other UK cities: £100
- Elsewhere in the UK: £85

## Meals

Lunch £10 when away all day; evening meal £25 when staying overnight.

## Mileage

45p per mile.
""")
    ek.write(os.path.join(kb, "travel_booking_guide.md"), """# Travel booking guide

All hotels and rail tickets should be booked through the Travelbook portal (travelbook.example/hf)
so that the firm is invoiced directly and you don't have to claim them back.

Negotiated rates (2025):

- Premier Inn London Bridge: £142 per night room only, £153 with breakfast
- Hub by Premier Inn Westminster: £128 per night room only
- Jurys Inn Birmingham: £96 per night

If no hotel within the policy limit is available, ask a partner to approve the booking before you pay.
Cancellations must be made at least 24 hours before arrival.
""")
    ek.write(os.path.join(kb, "holiday_and_absence.md"), """# Holiday and absence

Full-time staff get 25 days' holiday plus bank holidays. Up to 5 unused days can be carried over to
the next holiday year (1 January - 31 December) with your manager's agreement.
Sickness: phone your manager before 9:30 on the first day. Self-certify up to 7 calendar days.
""")
    ek.write(os.path.join(kb, "it_acceptable_use.txt"),
             "IT acceptable use\n\nDon't install software on firm laptops without asking IT. Use the VPN on public wifi, "
             "including hotel wifi. Report lost devices to it@harlowfinch.example within one hour.\n")
