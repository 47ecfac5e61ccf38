import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()


def job(jid, device, repair, status, booked, completed, price):
    return {"job_id": jid, "device": device, "repair": repair, "status": status,
            "booked": booked, "completed": completed, "price_gbp": price}


JOBS = [
    job("R-5001", "iPhone 12", "Battery replacement", "completed", "2025-04-29", "2025-05-02", 59.00),
    job("R-5002", "Galaxy S21", "Screen replacement", "completed", "2025-05-01", "2025-05-03", 129.00),
    job("R-5003", "iPhone 11", "battery replacement", "completed", "2025-05-05", "2025-05-06", 55.00),
    job("R-5004", "Pixel 6", "Battery replacement", "cancelled", "2025-05-07", None, 65.00),
    job("R-5005", "iPhone 13", "Battery replacement", "completed", "2025-04-26", "2025-04-30", 65.00),
    job("R-5006", "iPad 9th gen", "Battery replacement", "completed", "2025-05-09", "2025-05-14", 89.00),
    job("R-5007", "iPhone XR", "Charging port repair", "completed", "2025-05-13", "2025-05-15", 45.00),
    job("R-5008", "Galaxy A52", "Battery replacement", "completed", "2025-05-20", "2025-05-22", 49.00),
    job("R-5009", "iPhone 12", "Battery replacement", "completed", "2025-05-28", "2025-06-01", 59.00),
    job("R-5010", "Moto G84", "Battery replacement", "awaiting_parts", "2025-05-23", None, 45.00),
    job("R-5011", "iPhone 14", "Battery replacement", "completed", "2025-05-29", "2025-05-31", 79.00),
    job("R-5012", "iPhone SE", "Screen replacement", "completed", "2025-05-26", "2025-05-27", 69.00),
    job("R-5013", "Galaxy S10", "Back glass", "completed", "2025-05-30", "2025-06-02", 39.00),
]
ek.write(os.path.join(ws, "repairs", "jobs.json"), json.dumps({"shop": "FixPoint, 3 Market Row", "jobs": JOBS}, indent=2))
ek.write(os.path.join(ws, "repairs", "refunds.csv"), """job_id,refund_date,amount_gbp,reason
R-5005,2025-05-05,65.00,battery swelling after repair - full refund
R-5002,2025-05-10,20.00,goodwill - small scratch on new screen
R-5008,2025-05-29,49.00,replacement battery faulty - full refund
R-5003,2025-06-03,15.00,partial refund - collected late because of our delay
""")
ek.write(os.path.join(ws, "repairs", "notes.txt"),
         "jobs.json is exported from the booking system every Monday.\n"
         "Prices are what the customer paid at collection (inc. VAT).\n")
