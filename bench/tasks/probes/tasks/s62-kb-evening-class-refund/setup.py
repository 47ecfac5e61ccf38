import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "enrolment_confirmation.txt"), """From: adultlearning@northgate-college.example
To: sam.whitfield@mailbox.example
Subject: Enrolment confirmed - SP-204

Dear Sam,

Thank you for enrolling. Your place is confirmed:

  Course:     Conversational Spanish (Improvers)
  Code:       SP-204
  Sessions:   Tuesdays 7-9pm, from 13 January 2026
  Fee paid:   \u00a3120.00 (concession rate - Jobseeker's Allowance)
  Payment:    card ending 4471

Please bring your proof of concession to the first session.

Adult Learning Office, Northgate College
""")
ek.write(os.path.join(ws, "todo.txt"), "- cancel Tuesday evening parking permit\n- email tutor (Marisol) to say sorry\n")

if kb:
    ek.write(os.path.join(kb, "adult_learning_terms_2025-26.md"), """# Northgate College - Adult Learning: terms and conditions 2025/26

Applies to all part-time adult courses starting on or after 1 August 2025. Replaces the 2023/24
terms.

## 1. Fees and concessions

Fees are payable in full on enrolment. Concession rates are available to learners receiving
means-tested benefits; proof must be shown at the first session.

## 2. If the college cancels a course

If we cancel a course before it starts you get a full refund. If we cancel part-way through you get a
refund for the sessions not delivered.

## 3. Withdrawing from a course

- **Before the first session:** full refund of the fee paid, less a \u00a310 administration charge.
- **After the course has started, up to and including the midpoint** (half of the sessions have
  taken place): we refund the part of the fee paid for the sessions that have not yet taken place,
  less a \u00a320 administration charge.
- **After the midpoint:** no refund.

Refunds are calculated on the fee you actually paid (full or concession rate) and are made to the
original payment card within 20 working days. Tell the Adult Learning Office in writing (email is fine).

## 4. Transfers

You can transfer to another course once, free of charge, before the third session.
""")
    ek.write(os.path.join(kb, "adult_learning_terms_2023-24.md"), """# Northgate College - Adult Learning: terms and conditions 2023/24

## Refunds

If you withdraw before the course starts you get a full refund. If you withdraw after the course has
started and before the fourth session, we refund the fee for the remaining sessions less a \u00a315
administration charge. No refunds after that.
""")
    ek.write(os.path.join(kb, "course_guide_spring_2026.md"), """# Adult Learning - Spring 2026 course guide

| Code | Course | Sessions | Day / time | Starts | Fee | Concession |
|---|---|---|---|---|---|---|
| SP-101 | Spanish for Beginners | 12 | Mondays 7-9pm | 12 Jan 2026 | \u00a3195 | \u00a3130 |
| SP-204 | Conversational Spanish (Improvers) | 10 | Tuesdays 7-9pm | 13 Jan 2026 | \u00a3180 | \u00a3120 |
| FR-110 | French for Holidays | 8 | Wednesdays 6.30-8.30pm | 14 Jan 2026 | \u00a3140 | \u00a395 |
| PH-201 | Digital Photography | 10 | Thursdays 7-9pm | 15 Jan 2026 | \u00a3210 | \u00a3140 |
| CK-105 | Cooking on a Budget | 6 | Saturdays 10am-1pm | 17 Jan 2026 | \u00a3150 | \u00a3100 |

All courses run at the Northgate campus unless stated. Half term: no sessions 16-20 February.
""")
    ek.write(os.path.join(kb, "campus_parking.md"), """# Campus parking

Evening learners can buy a termly parking permit (\u00a325) from reception. Permits are not refundable
but can be transferred to another vehicle.
""")
