import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ROTA = """date,name,role,hours,notes
2025-06-02,Ana Costa,Bar,8,
2025-06-02,Chloe Park,Floor,6,
2025-06-02,Farid Haddad,Manager,9,
2025-06-03,Ben Hale,Floor,7,
2025-06-03,Dev Mistry,Chef,8,
2025-06-03,Farid Haddad,Manager,9,
2025-06-04,Ana Costa,Bar,8,
2025-06-04,Chloe Park,Floor,6,
2025-06-04,Dev Mistry,Chef,8,
2025-06-04,Farid Haddad,Manager,9,
2025-06-05,Ben Hale,Floor,7,
2025-06-05,Dev Mistry,Chef,8,
2025-06-05,Ella Ruiz,Kitchen porter,6,
2025-06-05,Farid Haddad,Manager,9,
2025-06-06,Ana Costa,bar,6,
2025-06-06,chloe park ,Floor,6,
2025-06-06,Dev Mistry,Chef,8,
2025-06-06,Ella Ruiz,Kitchen Porter,6,
2025-06-07,Ana Costa,Bar,8,
2025-06-07,Ben Hale,Floor,5,lunch
2025-06-07,Ben Hale,Floor,5,evening (split shift)
2025-06-07,Dev Mistry,chef,8,
2025-06-07,Ella Ruiz,Kitchen porter,6,
2025-06-07,Farid Haddad,Bar,4,covering bar - Ana on break/stock take
2025-06-08,Chloe Park,Floor,6,
2025-06-08,Ella Ruiz,Kitchen porter,6,
2025-06-08,Gus Lowe,Bar,5,unpaid trial shift
"""

TIPS = """The Lamb & Flag - card and online tips, week 23 (Mon 2 - Sun 8 June 2025)

Mon 02/06      62.40
Tue 03/06      58.10
Wed 04/06      71.25
Thu 05/06      66.75
Fri 06/06      98.50
Sat 07/06     129.00
Sun 08/06      54.60
-------------------------
Week total    540.60

Carried over from week 22:    0.03
Cash jar (bar team, shared separately): 41.20
"""

POLICY_V3 = """# The Lamb & Flag \u2013 Tip-sharing policy

Version 3. Status: **current**, from 1 April 2025 (replaces version 2, 2023).
Written to meet the Employment (Allocation of Tips) Act 2023. Questions to the general manager.

## 1. What is shared

1.1 The weekly pool is all card and online tips taken Monday to Sunday, plus any pennies carried over from
the week before (see 4.2).

1.2 Cash tips left in the jar on the bar are shared separately by the bar team on the night and are not part of
this pool.

## 2. Who takes part

2.1 Everyone who worked a paid shift that week, except:
- the general manager and assistant managers, including on shifts where they cover the bar, the floor or the
  kitchen;
- anyone working an unpaid trial shift.

## 3. Points

3.1 Bar staff and floor staff earn **1 point per hour** worked.

3.2 Kitchen staff (chefs and kitchen porters) earn **0.75 points per hour** worked, because the kitchen also
shares the service charge on group bookings.

## 4. Working out the shares

4.1 Each person's share = weekly pool \u00d7 their points \u00f7 total points of everyone taking part.

4.2 Shares are **rounded down to the whole penny**. The pennies left over are carried into the next week's pool.

4.3 Shares are paid through payroll with the following week's wages.
"""

POLICY_V2 = """# The Lamb & Flag \u2013 Tip-sharing policy (version 2, 2023)

Status: **superseded** by version 3 on 1 April 2025.

- The weekly pool is all card tips, Monday to Sunday.
- Everyone on the rota takes part, managers included, at one point per hour, whatever their role.
- Shares are rounded to the nearest penny.
"""

HANDBOOK = """# Staff handbook (extract)

## Rotas
Rotas are published on the Thursday for the week starting the following Monday. Swaps must be agreed with a
manager and written on the rota.

## Trial shifts
New starters may be asked to do one unpaid trial shift of up to 5 hours before an offer is made.

## Breaks
20 minutes for shifts over 6 hours. Staff meals are free on shift.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "rota_week23.csv"), ROTA)
    write(os.path.join(ws, "tips_week23.txt"), TIPS)
    if kb:
        write(os.path.join(kb, "tip-sharing-policy-v3.md"), POLICY_V3)
        write(os.path.join(kb, "tip-sharing-policy-v2-2023.md"), POLICY_V2)
        write(os.path.join(kb, "staff-handbook-extract.md"), HANDBOOK)
