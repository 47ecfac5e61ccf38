import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

CURRENT = """# Hazardous chemical waste procedure

Document EHS-WP-03, version 5. Effective 3 March 2025. Owner: Environmental Health and Safety (EHS).
Replaces version 4 (2023).

## 1. Scope

Covers liquid and solid hazardous chemical waste produced in teaching and research labs, including
halogenated and non-halogenated solvent waste. Biological and radioactive waste have their own procedures.

## 2. Containers and labelling

Use only EHS-issued containers (5, 10 or 20 litres). Keep halogenated and non-halogenated solvents in
separate containers. Label every container with the waste tag before the first drop goes in, and keep it
closed except while adding waste. Fill containers to no more than 90%.

## 3. Storage in the lab

Containers are kept in the lab's satellite accumulation area (SAA), in secondary containment. A partly
filled container may stay in the SAA for up to 6 months from the date on its tag.

## 4. Full containers and collection

A container counts as full at 90%. Write the date it became full on the tag. A full container must be
collected from the SAA within **3 working days** of becoming full.

To arrange collection, submit a "Chemical waste pickup" request on the EHS Waste Portal
(https://waste.ehs.example.ac.uk). Requests are not taken by email or phone. EHS confirms the collection
slot by email.

## 5. Spills

For spills, follow the spill procedure (EHS-SP-01) and call Security on 2222 if anyone is hurt.
"""

OLD = """# Hazardous chemical waste procedure (version 4) - SUPERSEDED

Superseded on 3 March 2025 by version 5. Kept for reference only; do not follow.

Full containers of chemical waste had to be collected within 10 working days of becoming full.
Collection was requested by emailing waste@ehs.example.ac.uk or calling the waste team on extension 4400.
Containers up to 25 litres were allowed.
"""

BIO = """# Biological waste procedure

Document EHS-WP-05. Effective 3 March 2025.

Full sharps bins and full clinical waste bags must be collected within 24 hours. Request collection on the
EHS Waste Portal ("Biological waste pickup"), or for same-day collection call the waste team on extension 4480.
Autoclaved waste goes in orange bags.
"""

RECYCLE = """# Solvent recycling (wash acetone)

Clean wash acetone from glassware rinsing is not hazardous waste under this scheme: it is recycled.
Stores collect the grey recycling drums every Friday morning; leave them by the goods lift. Never put
halogenated solvents in a recycling drum.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "README.txt"), "Lab 3.14 shared folder. Waste tags are in the drawer under the fume hood.\n")
    if kb:
        write(os.path.join(kb, "ehs", "hazardous-chemical-waste-procedure.md"), CURRENT)
        write(os.path.join(kb, "ehs", "archive", "hazardous-chemical-waste-procedure-v4.md"), OLD)
        write(os.path.join(kb, "ehs", "biological-waste-procedure.md"), BIO)
        write(os.path.join(kb, "labs", "solvent-recycling.md"), RECYCLE)
