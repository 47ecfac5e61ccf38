import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "huts.csv"), """hut_no,name,sleeps,notes
1,Sandpiper,2,nearest the cafe
2,Puffin,4,
3,Oystercatcher,4,ramp access
4,Kittiwake,2,
5,Tern,6,double hut
""")

# booking_id, hut_no, guest, arrive, depart, status, nights_booked (as typed by staff)
B = [
    ("BH-2501", 1, "Dawson", "2025-07-19", "2025-07-26", "confirmed"),
    ("BH-2502", 2, "Ferreira", "2025-07-26", "2025-08-02", "confirmed"),
    ("BH-2503", 3, "Ng", "2025-07-27", "2025-08-06", "confirmed"),
    ("BH-2504", 5, "O'Connell", "2025-07-28", "2025-08-04", "confirmed"),
    ("BH-2505", 1, "Hargreaves", "2025-08-01", "2025-08-08", "confirmed"),
    ("BH-2506", 4, "Patel", "2025-08-01", "2025-08-05", "confirmed"),
    ("BH-2507", 2, "Lund", "2025-08-02", "2025-08-09", "cancelled"),
    ("BH-2508", 2, "Brennan", "2025-08-04", "2025-08-11", "confirmed"),
    ("BH-2509", 3, "Whitfield", "2025-08-06", "2025-08-13", "confirmed"),
    ("BH-2510", 5, "Abara", "2025-08-08", "2025-08-15", "cancelled"),
    ("BH-2511", 4, "Kowalski", "2025-08-06", "2025-08-10", "confirmed"),
    ("BH-2512", 1, "Greaves", "2025-08-09", "2025-08-16", "confirmed"),
    ("BH-2513", 2, "Mensah", "2025-08-11", "2025-08-18", "confirmed"),
    ("BH-2514", 3, "Rossi", "2025-08-16", "2025-08-23", "confirmed"),
    ("BH-2515", 5, "Delaney", "2025-08-09", "2025-08-16", "confirmed"),
    ("BH-2516", 4, "Ahmed", "2025-08-12", "2025-08-19", "confirmed"),
    ("BH-2517", 1, "Turner", "2025-08-16", "2025-08-23", "confirmed"),
    ("BH-2518", 2, "Fitzgerald", "2025-08-18", "2025-08-25", "cancelled"),
    ("BH-2519", 3, "Byrne", "2025-08-23", "2025-08-30", "confirmed"),
    ("BH-2520", 5, "Cho", "2025-08-16", "2025-08-30", "confirmed"),
    ("BH-2521", 4, "Lindgren", "2025-08-20", "2025-08-27", "confirmed"),
    ("BH-2522", 1, "Ellis", "2025-08-23", "2025-08-30", "confirmed"),
    ("BH-2523", 2, "Morgan", "2025-08-25", "2025-09-01", "confirmed"),
    ("BH-2524", 3, "Quinn", "2025-08-30", "2025-09-06", "confirmed"),
    ("BH-2525", 5, "Sato", "2025-08-30", "2025-09-06", "confirmed"),
    ("BH-2526", 4, "Harper", "2025-08-28", "2025-09-04", "confirmed"),
    ("BH-2527", 1, "Nkemelu", "2025-08-30", "2025-09-03", "confirmed"),
    ("BH-2528", 2, "Young", "2025-09-01", "2025-09-08", "confirmed"),
]
import datetime
lines = ["booking_id,hut_no,guest,arrive,depart,nights,status,paid"]
for bid, hut, guest, a, d, st in B:
    n = (datetime.date.fromisoformat(d) - datetime.date.fromisoformat(a)).days
    paid = "yes" if st == "confirmed" else "refunded"
    g = '"%s"' % guest if "'" in guest else guest
    if bid == "BH-2512":
        n = 6  # typing slip in the sheet; dates are right
    lines.append("%s,%d,%s,%s,%s,%d,%s,%s" % (bid, hut, g, a, d, n, st, paid))
ek.write(os.path.join(ws, "bookings_2025.csv"), "\n".join(lines))
ek.write(os.path.join(ws, "bookings_2024.csv"),
         "booking_id,hut_no,guest,arrive,depart,nights,status,paid\n"
         "BH-2431,4,Patel,2024-08-01,2024-08-22,21,confirmed,yes\n"
         "BH-2432,5,Abara,2024-08-03,2024-08-31,28,confirmed,yes\n")
ek.write(os.path.join(ws, "README.txt"),
         "Beach hut bookings - Westcliff Beach Huts CIC\n"
         "arrive = first night, depart = morning they leave (no night that day). 'nights' is typed in by hand.\n"
         "Cancelled bookings stay in the sheet for the refund record.\n")
