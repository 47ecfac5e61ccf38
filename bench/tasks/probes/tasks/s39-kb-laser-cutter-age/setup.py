import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

RULES_2025 = """# Forge Lane Makerspace - equipment rules (2025 edition)

Approved by the trustees on 8 January 2025. Replaces the 2022 equipment rules.

Every machine below needs its own induction first. "Supervised" means a named supervisor from the
supervisor rota is in the room for the whole session.

## Laser cutter (Room B)

* Members aged **18 or over** who have passed the laser induction may use the laser cutter unsupervised.
* Members aged 16 or 17 may use it only when supervised.
* Never leave a job running unattended, whatever your age. Keep the extraction on.

## 3D printers

* Members aged 14 or over may start prints unsupervised after the printer induction.
* Long prints may run overnight if they are logged on the board.

## Wood lathe and bandsaw

* 18 or over only, and supervised for your first 5 sessions.

## CNC router

* 21 or over (insurer's condition), after the two-part CNC induction.
"""

RULES_2022 = """# Forge Lane Makerspace - equipment rules (2022)

> SUPERSEDED by the 2025 edition (January 2025). Kept for the record.

* Laser cutter: members aged 16 or over may use it unsupervised once inducted.
* 3D printers: 12 or over.
* Wood lathe: 18 or over.
"""

INDUCTIONS = """# Inductions

Inductions run on the first Saturday of the month. Book on the members' portal.

| Machine | Length | Minimum age to book |
|---|---|---|
| Laser cutter | 90 minutes | 16 |
| 3D printers | 45 minutes | 14 |
| CNC router | 2 x 2 hours | 21 |

Passing an induction does not change the age rules for supervision: see the equipment rules.
"""

YOUTH = """# Youth sessions

Saturday mornings 10:00-12:00 for ages 11 to 15, run by two DBS-checked volunteers.
Young people may use hand tools, soldering irons (with a volunteer) and the 3D printers.
The laser cutter is demonstrated by a volunteer only; young people do not operate it.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    if kb:
        write(os.path.join(kb, "makerspace", "equipment-rules-2025.md"), RULES_2025)
        write(os.path.join(kb, "makerspace", "archive", "equipment-rules-2022.md"), RULES_2022)
        write(os.path.join(kb, "makerspace", "inductions.md"), INDUCTIONS)
        write(os.path.join(kb, "makerspace", "youth-sessions.md"), YOUTH)
