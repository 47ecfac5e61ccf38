import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "jury_summons_summary.txt"), """JURY SUMMONS - summary (typed up from the letter)

Name:         Hannah Okafor
Court:        Sheffield Crown Court, 50 West Bar
Start:        Monday 2 March 2026, 9:00am

Jury service usually lasts up to 10 working days. The letter says I have been selected for a longer
trial that is expected to last up to 15 working days, so I should plan to be away from work for
three weeks (2 - 20 March).

Loss of earnings: if my employer doesn't pay me I can claim from the court (form attached to letter).
""")
ek.write(os.path.join(ws, "my_absence_record.csv"), """date_from,date_to,working_days,type,note
2025-04-22,2025-04-25,4,annual leave,Easter
2025-06-16,2025-06-20,5,annual leave,
2025-09-08,2025-09-10,3,jury service,Leeds Crown Court - stood down after 3 days
2025-10-02,2025-10-02,1,sickness,self-certified
2025-12-22,2025-12-24,3,annual leave,
2026-01-12,2026-01-12,1,training,first aid refresher
""")
ek.write(os.path.join(ws, "contract_summary.txt"),
         "Employee: Hannah Okafor\nRole: Senior planner\nHours: full time, Monday-Friday, 37.5 hours\n"
         "Start date: 3 May 2021\n")

if kb:
    ek.write(os.path.join(kb, "staff_handbook_2025.md"), """# Brightwater Logistics - Staff handbook

Version 2025.1, in force from 1 January 2025. Replaces all earlier versions of the handbook.

## Section 3 - Time off

### Annual leave
Full-time staff have 25 days a year plus bank holidays. Book through the HR portal.

### Jury service
If you are summoned for jury service, tell your manager and send a copy of the summons to HR as soon
as you receive it. You cannot be refused time off for jury service, but the company may ask you to
apply to defer if the dates fall at a critical time for the business.

**Pay.** The company pays your normal salary for up to **10 working days of jury service in any
rolling 12-month period**, counted back from the first day of the new period of service. Days of jury
service already paid by the company within that 12 months count towards the 10. For any days beyond
that you are not paid by the company: claim the court's loss of earnings allowance for them instead
(HR will complete the employer's section of the court form).

Part-time staff are paid for the days they would normally have worked, within the same limit.

### Other public duties
Magistrates, councillors and school governors may take up to 6 days of paid time off a year for
public duties, by agreement with their manager.

## Section 4 - Sickness
Phone your manager before 10:00 on the first day. You can self-certify for up to 5 working days.
""")
    ek.write(os.path.join(kb, "staff_handbook_2021.md"), """# Brightwater Logistics - Staff handbook (2021 edition)

## Jury service
The company will pay your normal salary for the first 5 working days of any jury service. After that
you should claim loss of earnings from the court. Let HR know as soon as you are summoned.

## Annual leave
Full-time staff have 23 days a year plus bank holidays.
""")
    ek.write(os.path.join(kb, "court_loss_of_earnings.md"), """# Court allowances for jurors (summary for HR)

If your employer does not pay you while on jury service you can claim loss of earnings from the court.
Limits per day, first 10 days: \u00a364.95 if you are away for more than 4 hours, \u00a332.47 for 4 hours or
less. From day 11 the daily limit rises to \u00a3129.91. Travel and food allowances are claimed separately.
""")
    ek.write(os.path.join(kb, "payroll_calendar_2026.md"), """# Payroll calendar 2026

Pay day is the 25th (or the last working day before it). Changes for the March payroll must reach
payroll by 13 March 2026.
""")
