import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "results_email.txt"), """From: exams@casalingua.example
Subject: Your B2 Spanish results (session 2025-05)

Reading and writing: PASS (38/50)
Listening: PASS (17/25)
Oral (speaking): NOT YET PASSED (11/25)

You may resit the component(s) you did not pass within 12 months. See the fees list for prices.
""")

if kb:
    ek.write(os.path.join(kb, "exam_fees_2025.md"), """# Casa Lingua - Exam fees

Applies to exams sat from 1 January 2025. Replaces the 2023 fee list.

## Full exams

| Level | Full exam fee |
|---|---|
| A2 | £110 |
| B1 | £140 |
| B2 | £165 |
| C1 | £190 |

## Resitting one component

If you pass some components you only resit the ones you did not pass, within 12 months.

| Level | Reading & writing | Listening | Oral component |
|---|---|---|---|
| A2 | £40 | £30 | £45 |
| B1 | £45 | £35 | £55 |
| B2 | £50 | £40 | £65 |
| C1 | £55 | £45 | £75 |

Resitting two or more components costs the same as the full exam.
Students enrolled on a current course get 10% off full exam fees (not resits).
""")
    ek.write(os.path.join(kb, "exam_fees_2023.md"), """# Casa Lingua - Exam fees 2023

Full exams: A2 £95, B1 £125, B2 £150, C1 £175.

Resit of one component:
- B1: reading & writing £40, listening £30, oral £50
- B2: reading & writing £45, listening £35, oral £58
""")
    ek.write(os.path.join(kb, "exam_regulations.md"), """# Casa Lingua - Exam regulations

1. Candidates must bring photo ID to every paper.
2. The oral component (speaking) is taken in pairs and lasts about 20 minutes.
3. Results are issued within 6 weeks. Components passed are banked for 12 months.
4. Resits are booked through the office; the fee must be paid when booking.
5. Requests for re-marking cost £25 per component and are refunded if the grade changes.
""")
    ek.write(os.path.join(kb, "course_timetable_autumn.md"), """# Autumn term timetable

Spanish B1: Mon 18:30-20:30. Spanish B2: Wed 18:30-20:30. Italian A2: Thu 18:00-19:30.
Term fee £240 for 10 weeks.
""")
