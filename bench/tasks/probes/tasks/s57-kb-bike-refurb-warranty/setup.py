import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
kb = kb or os.path.join(os.path.dirname(ws), "kb")
os.makedirs(kb, exist_ok=True)

ek.write(os.path.join(ws, "notes", "till_float.txt"), """\
Till float: GBP 100 in the blue tin, counted at open and close.
Saturday volunteers: Marta, Jonah, Priya.
""")

ek.write(os.path.join(kb, "warranty_policy_2022.md"), """\
# Wheelhouse Bike Co-op - Warranty Policy (2022)

**Status: SUPERSEDED. This policy was replaced by the 2024 warranty policy on 1 June 2024.
Kept for reference only; do not quote it to customers.**

## Refurbished (second-hand) bikes
Refurbished bikes sold by the co-op carry a warranty of 3 months from the date of sale covering
the frame and any parts we replaced during the refurbishment.

## New bikes
New bikes carry the manufacturer's warranty only.

## Parts
Parts bought over the counter can be returned unused within 14 days.
""")

ek.write(os.path.join(kb, "warranty_policy_2024.md"), """\
# Wheelhouse Bike Co-op - Warranty Policy

Effective from 1 June 2024. This policy replaces the 2022 warranty policy.
Approved by the members' meeting on 14 May 2024.

## 1. Refurbished (second-hand) bikes
Every refurbished bike sold by the co-op is covered for 6 months from the date of sale.
The warranty covers the frame, wheels, gears and brakes against faults present at the time of sale.
It does not cover consumables (tyres, inner tubes, brake pads, chains, cables) or damage from
crashes, theft attempts or neglect. Keep the sales receipt: it is the proof of purchase.

## 2. New bikes
New bikes carry the manufacturer's frame warranty (usually 2 years) plus a free 6-week safety
check with us. Components are covered by the manufacturer for 12 months.

## 3. E-bike conversions
Conversion kits fitted by the co-op: motor and controller 12 months; batteries 12 months or
500 charge cycles, whichever comes first.

## 4. Workshop repairs
Labour on workshop repairs is guaranteed for 30 days. If the same fault comes back within that
time we fix it again free of charge.

## 5. Making a claim
Bring the bike and the receipt to the workshop during opening hours. A mechanic will inspect it
within 5 working days.
""")

ek.write(os.path.join(kb, "volunteer_handbook.md"), """\
# Wheelhouse Bike Co-op - Volunteer Handbook (extract)

## Opening hours
Workshop: Tuesday and Thursday 17:00-20:00, Saturday 10:00-16:00.

## Sales
Refurbished bikes are priced by the workshop lead. Every refurbished bike gets a full safety
check and a sticker with its stock number before it goes on the shop floor.
When you sell a bike, fill in the sales book and give the customer a printed receipt.
Questions about warranties: always check the current warranty policy document.

## Safety
Always wear gloves when handling degreaser. Stands must be locked before work starts.
""")
