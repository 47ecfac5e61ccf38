import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "circle", "sits_2025-03.csv"), """date,sitter,host,start,end,notes
2025-03-01,Okonkwo,Brennan,19:00,22:30,
2025-03-03,Haldane,Tan,19:30,21:00,
2025-03-07,Petrov,Okonkwo,20:00,00:30,home after midnight
2025-03-08,Brennan,Haldane,18:30,23:10,
2025-03-12,Tan,Petrov,19:00,21:15,
2025-03-14,Okonkwo,Haldane,,,"cancelled by the Haldanes at 3pm on the day (sit was for 19:30)"
2025-03-15,Haldane,Brennan,19:00,23:00,
2025-03-21,Petrov,Tan,,,cancelled by Tans on 18 March
2025-03-22,Okonkwo,Petrov,20:30,23:45,
2025-03-29,Brennan,Okonkwo,13:00,15:00,Saturday afternoon
2025-02-28,Tan,Haldane,19:00,22:00,Feb sit logged late - already in February's totals
2025-03-30,Tan,Brennan,19:00,20:30,
""")
ek.write(os.path.join(ws, "circle", "february_points.csv"),
         "family,points\nOkonkwo,10\nBrennan,8\nHaldane,14\nPetrov,4\nTan,15\n")
ek.write(os.path.join(ws, "circle", "families.txt"),
         "Elm Park babysitting circle - members\nBrennan (Aoife & Ciaran) - 2 kids\nHaldane (Rob) - 1\n"
         "Okonkwo (Ada & Femi) - 3\nPetrov (Mila) - 1\nTan (Wei & Grace) - 2\n")

if kb:
    ek.write(os.path.join(kb, "points_rules_v3.md"), """# Elm Park Babysitting Circle - Points rules

Version 3. Agreed at the AGM on 20 November 2024, used for all sits from 1 January 2025.
Replaces version 2 (2022).

## How points work

The family who sits **earns** points; the family whose children are looked after **pays** them.
Nobody pays money. The secretary totals the log at the end of each month.

## Earning points

1. A sit earns **1 point for each half hour**, from the agreed start time until the host family
   gets home (the end time in the log). A part of a half hour counts as a whole half hour.
2. Every half hour **after 23:00** earns **2 points** instead of 1.
3. Every sit earns at least **4 points**, however short it is.

## Cancellations

- If the host family cancels less than 24 hours before the start time, the sitter still earns 2 points.
- If they cancel 24 hours or more before, no points are earned.

## Balances

Families should stay within 20 points of zero. New members start with 10 points.
""")
    ek.write(os.path.join(kb, "points_rules_v2_2022.md"), """# Elm Park Babysitting Circle - Points rules (version 2, 2022)

- 2 points per hour of sitting; part hours are rounded to the nearest hour.
- After midnight: 3 points per hour.
- No minimum.
- Cancelled sits earn nothing.
- New members start with 6 points.
""")
    ek.write(os.path.join(kb, "faq.md"), """# Babysitting circle - FAQ

**How do I log a sit?**
Add a line to the shared sheet: date, who sat, for whom, start and end time. Leave the times blank for a
cancelled sit and say when it was cancelled in the notes.

**What counts as the end time?**
When the hosts get home, not when the sitter gets home.

**Worked example (2025 rules):** a sit from 19:30 to 23:30 earns 7 points for the seven half hours up to
23:00 plus 2 points for the half hour after it - 9 points in all.

**Can I give points to another family?**
Yes, tell the secretary.
""")
    ek.write(os.path.join(kb, "newsletter_2024-12.md"), """# Circle news - December 2024

Thanks to everyone who came to the AGM. The new points rules start in January: the late rate now starts
at 23:00 rather than midnight, and there's a minimum for short sits - 3 points was suggested but the
meeting went for 4. Late cancellations now earn the sitter something too.

Christmas party: Sunday 15 December at the Okonkwos', bring a plate!
""")
