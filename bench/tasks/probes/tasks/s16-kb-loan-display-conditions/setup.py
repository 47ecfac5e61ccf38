import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

LOANS = """# Incoming loans 2025

Register of objects borrowed for the 2025 exhibition programme. Object categories for display
conditions are set in the environmental standard, not here.

| Loan | Lender | Objects | Exhibition | Arrives |
|---|---|---|---|---|
| L-2025-04 | Whitby Museum | 3 oil paintings on canvas (harbour scenes, 1880s) | Painting the Coast | 3 March |
| L-2025-05 | Private lender | 12 silver spoons and a tankard | Table Manners | 14 April |
| L-2025-07 | Brontë Parsonage Museum | 6 watercolours on paper by Ellen Coates | Moorland Light | 9 June |
| L-2025-08 | Quarry Bank | 4 embroidered samplers (silk on linen) | Stitched Lives | 30 June |
| L-2025-10 | Leeds Library | 2 printed atlases (bound volumes) | Mapping the North | 8 September |

Couriers accompany L-2025-04 and L-2025-07. Crates stay closed for 24 hours after arrival to
acclimatise.
"""

STANDARD = """# Environmental standard for display and storage

Version 3, approved by the Collections Committee, effective 1 January 2024. Replaces the 2019
standard (version 2).

## Display conditions by object category

| Category | Relative humidity | Maximum light level | Annual light dose |
|---|---|---|---|
| Paintings (oil, acrylic, tempera) on canvas or panel | 40-60% | 200 lux | - |
| Works on paper (drawings, watercolours, prints, photographs, manuscripts) | 45-55% | 50 lux | 150,000 lux hours |
| Textiles and costume | 40-55% | 50 lux | 150,000 lux hours |
| Books and bound volumes | 45-60% | 50 lux (open pages) | 150,000 lux hours |
| Metals | below 40% | 300 lux | - |

Relative humidity may not change by more than 5 percentage points in 24 hours. Display cases for
borrowed objects are logged every 15 minutes and the logs sent to the lender on request.
"""

OLD = """# Environmental standard (2019, version 2) - SUPERSEDED

Replaced by version 3 on 1 January 2024.

Paintings: 40-65% RH, 150 lux. Paper (including watercolours): 40-60% RH, 50 lux. Textiles: 40-60% RH,
50 lux. Metals: below 45% RH.
"""

PACKING = """# Handling and packing

Wear nitrile gloves for metals and photographs, clean cotton gloves only for textiles. Unpack crates on
the padded table in the loans bay. Condition-check every object against the lender's report before it
goes on display, and photograph any change.
"""

CHECKLIST = """# Loan arrival checklist

- [ ] Courier met at the loading bay
- [ ] Crates left closed for 24 hours
- [ ] Condition check with the courier
- [ ] Display case environment logged for 7 days before installation
- [ ] Lender sent the first week of case logs
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "loan_checklist.md"), CHECKLIST)
    if kb:
        write(os.path.join(kb, "loans", "incoming-loans-2025.md"), LOANS)
        write(os.path.join(kb, "conservation", "environmental-standard.md"), STANDARD)
        write(os.path.join(kb, "conservation", "archive", "environmental-standard-2019.md"), OLD)
        write(os.path.join(kb, "conservation", "handling-and-packing.md"), PACKING)
