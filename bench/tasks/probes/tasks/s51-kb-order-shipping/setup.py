import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ORDERS = """order_id,customer,goods_value,weight_kg
W32-001,Ruth Akinola,24.50,0.6
W32-002,Declan Moriarty,85.00,2.4
W32-003,Shona Baird,41.90,1.0
W32-004,Imogen Tate,62.00,3.8
W32-005,Kasia Nowak,80.00,6.2
W32-006,Bernard Quist,15.75,0.3
W32-007,Leonie Marsh,71.30,7.5
W32-008,Fatima Rahman,130.40,12.0
W32-009,Gareth Pugh,54.20,5.0
W32-010,Elsie Moffat,36.00,1.4
W32-011,Tomasz Wrona,9.80,0.2
"""

RATES = """# Shipping rates

Brambleknot Yarns online shop. Effective 1 June 2025.

## Standard UK delivery (3-5 working days)

Charged on the total parcel weight:

| Parcel weight | Charge |
|---|---|
| Up to and including 1 kg | \u00a33.20 |
| Over 1 kg, up to and including 5 kg | \u00a35.40 |
| Over 5 kg, up to and including 20 kg | \u00a39.90 |

Standard UK delivery is **free** when the goods value of the order is \u00a380.00 or more.

## Express UK delivery (next working day)

\u00a38.50 for any parcel up to 20 kg. Express is never free.

## Parcels over 20 kg

Split into two parcels and charge each one by the table above.
"""

RETURNS = """# Returns

Customers can return unused yarn within 30 days. We refund the goods value; the original delivery charge is
refunded only if the item was faulty or we sent the wrong thing. Returns postage is paid by the customer.
"""

PACKING = """# Packing guide

* Weigh the packed parcel (box included) on the dispatch scale and write the weight on the order sheet.
* Use the small mailing bags for orders up to 1 kg, boxes above that.
* Add a care-label card to every parcel.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "orders", "week_32.csv"), ORDERS)
    if kb:
        write(os.path.join(kb, "shop", "shipping-rates.md"), RATES)
        write(os.path.join(kb, "shop", "returns.md"), RETURNS)
        write(os.path.join(kb, "shop", "packing-guide.md"), PACKING)
