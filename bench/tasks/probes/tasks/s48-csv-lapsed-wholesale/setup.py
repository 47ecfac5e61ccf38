import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

CUSTOMERS = """account,name,type,status,contact,phone,email,opened
KH-W01,The Copper Kettle Cafe,wholesale,active,Anna Bright,01632 960412,orders@copperkettle.example,2021-05-10
KH-W02,Dune & Daisy Bakery,wholesale,active,Rhys Lloyd,01632 960877,hello@duneanddaisy.example,2022-02-01
KH-W03,Harbour Lights Deli,wholesale,active,Maria Costa,01632 961205,maria@harbourlights.example,2020-09-14
KH-W04,Millstone Farm Shop,wholesale,active,Tom Hebden,07700900314,shop@millstonefarm.example,2023-03-22
KH-W05,The Reading Room,wholesale,active,Priti Shah,01632 960190,priti@readingroom.example,2022-11-30
KH-W06,Bramble & Bean,wholesale,active,Jo Whitcombe,07700900562,jo@brambleandbean.example,2023-06-05
KH-W07,Northgate Co-working,wholesale,active,Sunil Rao,01632 961733,facilities@northgatecw.example,2024-01-15
KH-W08,Saltmarsh Bistro,wholesale,closed,Gareth Pryce,01632 960655,gareth@saltmarsh.example,2021-08-02
KH-W09,Little Fox Nursery Cafe,wholesale,Active,Hannah Fox,07700900829,hannah@littlefox.example,2024-04-08
KH-W10,St Aidan's Parish Hall,wholesale,active,Rev. Clare Moss,01632 960348,office@staidans.example,2022-06-20
KH-W11,Oak & Anchor,Wholesale ,active,Dave Mercer,07700900471,dave@oakandanchor.example,2023-10-11
KH-W12,Greenway Garden Centre Cafe,WHOLESALE,active ,Lucy Barnes,01632 961950,lucy@greenwaygc.example,2024-09-03
KH-R01,Mrs J Ellison,retail,active,,07700900118,j.ellison@mail.example,2023-01-09
KH-R02,Ben Adeyemi,retail,active,,07700900240,ben.a@mail.example,2024-02-17
KH-R03,Office of Dr Kay,retail,active,,01632 960733,reception@drkay.example,2022-07-01
"""

# date,account,... : dates are UK day/month/year as typed at the counter
PHONE = [
    ("P-2410", "05/11/2024", "KH-W09", "6 x 1kg House Espresso", "93.00", "Delivered"),
    ("P-2418", "19/11/2024", "KH-W01", "4 x 1kg House Espresso", "62.00", "Delivered"),
    ("P-2431", "03/12/2024", "KH-W09", "4 x 1kg House Espresso", "62.00", "Delivered"),
    ("P-2436", "10/12/2024", "KH-R01", "2 x 250g Colombia", "17.00", "Delivered"),
    ("P-2440", "16/12/2024", "KH-W06", "3 x 1kg Swiss Water Decaf", "51.00", "Delivered"),
    ("P-2502", "07/01/2025", "KH-W11", "5 x 1kg House Espresso", "77.50", "Delivered"),
    ("P-2505", "09/01/2025", "KH-W05", "2 x 1kg Ethiopia Guji", "38.00", "Delivered"),
    ("P-2509", "14/01/2025", "KH-W06", "4 x 1kg House Espresso", "62.00", "Delivered"),
    ("P-2513", "21/01/2025", "KH-W02", "6 x 1kg House Espresso", "93.00", "Delivered"),
    ("P-2517", "28/01/2025", "KH-W08", "3 x 1kg House Espresso", "46.50", "Delivered"),
    ("P-2521", "04/02/2025", "KH-W03", "4 x 1kg House Espresso", "62.00", "Delivered"),
    ("P-2526", "11/02/2025", "KH-W12", "2 x 1kg House Espresso", "31.00", "Delivered"),
    ("P-2530", "18/02/2025", "KH-W01", "4 x 1kg House Espresso", "62.00", "Delivered"),
    ("P-2534", "28/02/2025", "KH-W02", "6 x 1kg House Espresso, 1 x 1kg Decaf", "110.00", "Delivered"),
    ("P-2537", "02/03/2025", "KH-W05", "2 x 1kg Ethiopia Guji", "38.00", "Delivered"),
    ("P-2541", "12/03/2025", "KH-W01", "4 x 1kg House Espresso", "62.00", "Delivered"),
    ("P-2544", "18/03/2025", "KH-W06", "4 x 1kg House Espresso", "62.00", "Cancelled"),
    ("P-2548", "25/03/2025", "KH-R02", "1 x 1kg Brazil Cerrado", "19.50", "Delivered"),
    ("P-2552", "07/04/2025", "kh-w03 ", "4 x 1kg House Espresso", "62.00", "Delivered"),
    ("P-2556", "15/04/2025", "KH-W01", "5 x 1kg House Espresso", "77.50", "Delivered"),
    ("P-2559", "22/04/2025", "KH-R03", "1 x 1kg House Espresso", "15.50", "Delivered"),
    ("P-2563", "30/04/2025", "KH-W12", "3 x 1kg House Espresso", "46.50", "Delivered"),
    ("P-2566", "06/05/2025", "KH-W05", "2 x 1kg Ethiopia Guji, 1 x 1kg Decaf", "55.00", "Delivered"),
    ("P-2570", "13/05/2025", "KH-W01", "4 x 1kg House Espresso", "62.00", "Processing"),
]

PORTAL = [
    {"id": "TP-1031", "placed": "2025-01-20T08:14:09+00:00", "account": "KH-W04", "state": "dispatched",
     "lines": [{"sku": "HE-1KG", "qty": 5}], "total_gbp": 77.5},
    {"id": "TP-1034", "placed": "2025-02-10T16:40:51+00:00", "account": "KH-W07", "state": "dispatched",
     "lines": [{"sku": "HE-1KG", "qty": 3}, {"sku": "DC-1KG", "qty": 1}], "total_gbp": 63.5},
    {"id": "TP-1036", "placed": "2025-02-24T07:02:33+00:00", "account": "KH-W10", "state": "dispatched",
     "lines": [{"sku": "HE-1KG", "qty": 2}], "total_gbp": 31.0},
    {"id": "TP-1039", "placed": "2025-03-14T11:25:40+00:00", "account": "KH-W07", "state": "cancelled",
     "lines": [{"sku": "HE-1KG", "qty": 3}], "total_gbp": 46.5, "note": "duplicate basket - customer cancelled"},
    {"id": "TP-1041", "placed": "2025-03-27T09:48:02+00:00", "account": "KH-W04", "state": "dispatched",
     "lines": [{"sku": "HE-1KG", "qty": 5}], "total_gbp": 77.5},
    {"id": "TP-1044", "placed": "2025-04-09T13:11:47+01:00", "account": "KH-W10", "state": "dispatched",
     "lines": [{"sku": "HE-1KG", "qty": 2}, {"sku": "EG-1KG", "qty": 1}], "total_gbp": 50.0},
    {"id": "TP-1047", "placed": "2025-04-28T10:03:15+01:00", "account": "KH-W04", "state": "dispatched",
     "lines": [{"sku": "HE-1KG", "qty": 6}], "total_gbp": 93.0},
    {"id": "TP-1050", "placed": "2025-05-12T08:30:00+01:00", "account": "KH-W10", "state": "awaiting_payment",
     "lines": [{"sku": "HE-1KG", "qty": 2}], "total_gbp": 31.0},
]

README = """Kettle Hill Roasters - sales files
customers.csv              one row per account (KH-Wnn wholesale, KH-Rnn retail mail order)
phone_orders.csv           phone / email orders, typed in by whoever takes them (dates are day/month/year)
trade_portal_orders.json   trade portal orders, exported every night
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    d = os.path.join(ws, "sales")
    write(os.path.join(d, "README.txt"), README)
    write(os.path.join(d, "customers.csv"), CUSTOMERS)
    rows = ["order_no,date,account,items,total,status"]
    for r in PHONE:
        rows.append(",".join('"%s"' % x if "," in x else x for x in r))
    write(os.path.join(d, "phone_orders.csv"), "\n".join(rows))
    write(os.path.join(d, "trade_portal_orders.json"),
          json.dumps({"exported": "2025-05-14T23:00:02+01:00", "orders": PORTAL}, indent=2))
