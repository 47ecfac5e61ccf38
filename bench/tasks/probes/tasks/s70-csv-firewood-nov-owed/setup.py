import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
H = "order_id,date,customer,product,qty,unit_price,status\n"

ek.write(os.path.join(ws, "orders", "deliveries_2024-11.csv"), H + """FW-1101,2024-11-02,Margaret Ellison,Kiln dried bulk bag,1,110.00,delivered
FW-1102,2024-11-02,Tom Ridley,Seasoned mixed bulk bag,2,85.00,delivered
FW-1103,2024-11-05,Ash Farm B&B,Kiln dried bulk bag,3,110.00,delivered
FW-1104,2024-11-05,Tom Ridley,Kindling net,4,4.50,delivered
FW-1105,2024-11-09,Priya Natarajan,Logs net,10,7.00,delivered
FW-1106,2024-11-12,Graham Hurst,Kiln dried bulk bag,1,110.00,cancelled
FW-1107,2024-11-16,Graham Hirst,Seasoned mixed bulk bag,1,85.00,delivered
FW-1108,2024-11-20,Margaret Ellison,Kindling net,2,4.50,delivered
FW-1109,2024-11-23,The Old Forge Pub,Kiln dried bulk bag,2,110.00,delivered
FW-1110,2024-11-28,Priya Natarajan,Kindling net,2,4.50,delivered
FW-1111,2024-11-30,Dave Cole,Logs net,5,7.00,delivered
""")

ek.write(os.path.join(ws, "orders", "deliveries_2024-10.csv"), H + """FW-1021,2024-10-04,Graham Hurst,Seasoned mixed bulk bag,1,85.00,delivered
FW-1024,2024-10-11,Sue Banner,Kiln dried bulk bag,1,110.00,delivered
FW-1027,2024-10-18,The Old Forge Pub,Kiln dried bulk bag,1,110.00,delivered
FW-1030,2024-10-29,Graham Hurst,Seasoned mixed bulk bag,1,85.00,delivered
""")

ek.write(os.path.join(ws, "orders", "archive", "deliveries_2023-11.csv"), H + """FW-0911,2023-11-03,Dave Cole,Kiln dried bulk bag,2,98.00,delivered
FW-0912,2023-11-10,Ash Farm B&B,Kiln dried bulk bag,2,98.00,delivered
FW-0915,2023-11-24,Tom Ridley,Logs net,6,6.50,delivered
""")

ek.write(os.path.join(ws, "payments.csv"), """date,customer,order_ref,amount,method
2024-10-12,Sue Banner,FW-1024,50.00,bank transfer
2024-10-20,The Old Forge Pub,FW-1027,110.00,bank transfer
2024-10-30,Graham Hurst,FW-1021,85.00,cash
2024-11-02,Margaret Ellison,FW-1101,110.00,card
2024-11-06,Tom Ridley,FW-1102,170.00,bank transfer
2024-11-06,Tom Ridley,FW-1104,18.00,bank transfer
2024-11-08,Ash Farm B&B,FW-1103,200.00,bank transfer
2024-11-10,Priya Natarajan,FW-1105,70.00,card
2024-11-14,Graham Hurst,FW-1030,85.00,cash
2024-11-22,Margaret Ellison,FW-1108,9.00,cash
2024-12-03,The Old Forge Pub,FW-1109,220.00,bank transfer
2024-12-05,Sue Banner,FW-1024,30.00,cash
""")

ek.write(os.path.join(ws, "README.txt"), """Hollow Beech Firewood - order book

orders/deliveries_YYYY-MM.csv  one file per month, written by the order form
orders/archive/                 previous seasons
payments.csv                    every payment received, matched to an order by order_ref
                                (part payments happen - a customer can pay an order in instalments)

Prices are per bag/net including delivery within 10 miles.
""")
