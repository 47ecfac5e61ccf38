import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
kb = kb or os.path.join(os.path.dirname(ws), "kb")
os.makedirs(kb, exist_ok=True)

ek.write(os.path.join(kb, "volunteer_handbook_2025.md"), """\
# Eastgate Food Bank - Volunteer Handbook (2025 edition)

This edition applies from 1 January 2025 and replaces the 2023 handbook.

## 1. Welcome
Thank you for volunteering. The warehouse is open Monday to Saturday, 9am to 4pm.

## 2. Safeguarding
Never be alone with a client in a closed room. Report concerns to the safeguarding lead.

## 3. Expenses

### 3.1 Mileage
Volunteers who use their own car for collections from supermarkets, deliveries to clients or
trips between our distribution centres can claim mileage.

* The first 100 miles a volunteer drives in a calendar month are paid at 45p per mile.
* Any miles over 100 in the same calendar month are paid at 25p per mile.
* Journeys from home to your usual volunteering site are not claimable.

Mileage is paid monthly: each month's claim covers trips made in that calendar month only.
Trips logged late are paid in the next run for their own month.

### 3.2 Other expenses
Parking and tolls are refunded at cost with a receipt. Meals are not refunded.

## 4. Food hygiene
Check use-by dates on every delivery. Chilled items must be in the fridge within 20 minutes.
""")

ek.write(os.path.join(kb, "volunteer_handbook_2023.md"), """\
# Eastgate Food Bank - Volunteer Handbook (2023 edition)

SUPERSEDED: replaced by the 2025 edition from 1 January 2025.

## Expenses
Mileage for collections and deliveries in your own car is paid at a flat 40p per mile.
Claims are paid quarterly.
""")

ek.write(os.path.join(kb, "warehouse_rota_guide.md"), """\
# Warehouse rota guide

Shifts are 9am-12.30pm and 12.30pm-4pm. Drivers for the Thursday Tesco collection should arrive
at 8.45am. The van (not private cars) is used for the Saturday Asda run - van trips are not
claimed as mileage.
""")

ek.write(os.path.join(ws, "expenses", "mileage_log_march.csv"), """\
date,volunteer,trip,miles
27/02/2025,Helen Ward,Collection - Tesco Northgate,14
03/03/2025,Helen Ward,Collection - Tesco Northgate,14
2025-03-04,Raj Mehta,Deliveries - Eastfield estate,22
05/03/2025,Helen Ward,Deliveries - Hill Top villages,38
06 Mar 2025,Colin Byrne,Transfer to St Mark's centre,9
2025-03-10,Raj Mehta,Deliveries - Eastfield estate,26
12/03/2025,Helen Ward,Collection - Tesco Northgate,14
13/03/2025,Helen Ward,Deliveries - Hill Top villages,41
2025-02-28,Colin Byrne,Transfer to St Mark's centre,9
17/03/2025,Raj Mehta,Collection - Co-op Market St,11
19 Mar 2025,Helen Ward,Deliveries - Hill Top villages,39
20/03/2025,Colin Byrne,Transfer to St Mark's centre,9
2025-03-24,Raj Mehta,Deliveries - Eastfield estate,24
26/03/2025,Helen Ward,Collection - Tesco Northgate,14
31/03/2025,Colin Byrne,Collection - Lidl Ring Road,12
,,TOTAL,325
""")
ek.write(os.path.join(ws, "expenses", "README.txt"), "Mileage log is filled in by the drivers; the treasurer pays from the payments file.\n")
