import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
write(os.path.join(kb, "people-handbook.md"), """# People handbook

## Working time
The standard working week is 38 hours. Core hours are 10:00 to 15:00.

## Leave
Every employee receives 27 days of annual leave per calendar year, plus public holidays.
Unused annual leave can be carried over until 31 March of the following year.

### Parental leave
All employees, regardless of gender, are entitled to 18 weeks of fully paid parental leave
within the first year after a birth or adoption. A further 8 weeks can be taken unpaid.

### Sick leave
Sick days do not count against annual leave. From the fourth day a doctor's note is required.
""")
write(os.path.join(kb, "perks-overview.html"), """<html><body><h1>Benefits overview</h1>
<ul><li>Public transport pass, fully paid</li><li>Learning budget: 1,500 EUR per year</li>
<li>Parental leave: see the people handbook</li><li>Gym subsidy: 30 EUR per month</li></ul></body></html>
""")
write(os.path.join(kb, "it-equipment.txt"), "New joiners get a laptop and two monitors. Hardware is replaced every 4 years.\n")
