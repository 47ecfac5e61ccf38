import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "hall", "appliances.csv"), """asset_id,description,type,location,last_test,result
SA01,Kettle 1.7L,kettle,Main kitchen,2024-06-10,PASS
SA02,Tea urn 40 cup,urn,Main kitchen,2024-07-02,PASS
SA03,Toaster 4-slice,toaster,Main kitchen,2024-05-20,FAIL
SA04,Microwave,microwave,Main kitchen,2024-06-14,PASS
SA05,Projector Epson,projector,Main hall,2023-06-01,PASS
SA06,Laptop (bookings),laptop,Office,2024-01-15,PASS
SA07,PA amplifier,PA amplifier,Stage,2023-09-09,PASS
SA08,Extension lead 4-way,extension lead,Stage,2024-12-20,PASS
SA09,Extension lead 10m,extension lead,Store cupboard,2024-12-02,PASS
SA10,Cable reel 25m,cable reel,Store cupboard,2024-11-28,PASS
SA11,Fresnel stage light,stage light,Stage,2025-01-10,PASS
SA12,Cordless drill charger,power tool,Store cupboard,2024-12-14,PASS
SA13,Fridge (under counter),fridge,Main kitchen,2023-08-01,PASS
SA14,Dishwasher,dishwasher,Main kitchen,2023-05-30,PASS
SA15,Kettle (green room),kettle,Green room,2024-08-03,PASS
""")
ek.write(os.path.join(ws, "hall", "README.txt"), """St Aidan's Community Hall - equipment
appliances.csv is the appliance register (one row per asset). "result" is the result of the last PAT test.
Update it only after the tester's certificate arrives.
""")

if kb:
    ek.write(os.path.join(kb, "electrical_safety_procedure_rev3.md"), """# St Aidan's Community Hall - Electrical Safety Procedure

Revision 3, adopted by the trustees on 20 February 2025. Replaces revision 2 (2021).

## 1. Portable appliance testing (PAT)

Every portable electrical item owned by the hall is tested by a competent tester at the intervals
below. An item is **due** when its last test date plus the interval falls on or before the testing day.

| Equipment | Examples | Retest interval |
|---|---|---|
| Kitchen appliances | kettle, urn, toaster, microwave | 12 months |
| IT and AV equipment | projector, laptop, PA amplifier | 24 months |
| Extension leads and cable reels | extension lead, cable reel | 6 months |
| Stage lighting and power tools | stage light, power tool | 6 months |
| Large kitchen appliances | fridge, freezer, dishwasher | 24 months |

Items whose last result was FAIL are withdrawn from use straight away and are not retested; they
are disposed of, so never list them for testing.

## 2. Hirers' own equipment

Hirers may only bring equipment with a PAT label less than 12 months old.

## 3. Fixed wiring

The fixed installation is inspected every 5 years (last EICR: March 2022).
""")
    ek.write(os.path.join(kb, "electrical_safety_procedure_rev2.md"), """# St Aidan's Community Hall - Electrical Safety Procedure

Revision 2 (2021) - SUPERSEDED by revision 3.

All portable appliances are PAT tested every 12 months, including leads and IT equipment.
Failed items are labelled and kept for retest after repair.
""")
    ek.write(os.path.join(kb, "trustees_minutes_2025-02.md"), """# Trustees meeting, 20 February 2025

Present: R. Okonkwo (chair), H. Lister, P. Vance, D. Sharma.

1. Electrical safety procedure revision 3 adopted (shorter intervals for leads and stage equipment,
   longer for IT and large kitchen appliances).
2. PAT testing day to be booked for June - D. Sharma.
3. Kitchen: new toaster to replace the one that failed last year.
""")
    ek.write(os.path.join(kb, "hall_hire_terms.md"), """# Hall hire terms

Main hall £22/hour, small room £12/hour. Deposit £50. Hirers must leave the kitchen clean and
switch off the urn and all appliances. Stage lighting may only be operated by a trained key holder.
""")
