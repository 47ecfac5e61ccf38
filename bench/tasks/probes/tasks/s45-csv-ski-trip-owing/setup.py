import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

TRIP = [
    ("M1031", "Aisha Bello", "aisha.bello@example.com", "confirmed"),
    ("M1034", "Tom Carver", "tcarver@example.com", "confirmed"),
    ("M1035", "Tom Carter", "tom.carter@example.com", "confirmed"),
    ("M1038", "Hannah Dyer", "hannah.dyer@example.com", "Confirmed"),
    ("M1042", "Ravi Gill", "ravi.gill@example.com", "confirmed"),
    ("M1045", "Ellen Hart", "ellenhart@example.com", "confirmed"),
    ("M1050", "Jo Ibsen", "jo.ibsen@example.com", "confirmed"),
    ("M1051", "Kit Ibsen", "kit.ibsen@example.com", "confirmed"),
    ("M1053", "Liam Jones", "liam.jones@example.com", "confirmed"),
    ("M1057", "Priya Kaur", "priya.kaur@example.com", "confirmed"),
    ("M1060", "Sean Lowe", "sean.lowe@example.com", "confirmed"),
    ("M1062", "Marta Novak", "marta.novak@example.com", "withdrawn"),
    ("M1066", "Dan O'Neill", "dan.oneill@example.com", "Confirmed "),
]

# (date, type, description, paid in, paid out)
NOV = [
    ("02/11/2024", "FPI", "AISHA BELLO SKI25 M1031", 200, 0),
    ("03/11/2024", "FPI", "T CARVER SKI25 M1034", 200, 0),
    ("03/11/2024", "FPI", "T CARTER SKI25 M1035", 640, 0),
    ("04/11/2024", "FPI", "H DYER SKI25 M1038", 340, 0),
    ("05/11/2024", "FPI", "R GILL ski25 m1042", 200, 0),
    ("05/11/2024", "FPI", "R GILL SUBS M1042", 45, 0),
    ("06/11/2024", "FPI", "E HART SKI24 M1045 BALANCE", 150, 0),
    ("06/11/2024", "FPI", "E HART SKI25 M1045", 200, 0),
    ("08/11/2024", "FPI", "IBSEN SKI25 M1050/M1051", 1280, 0),
    ("09/11/2024", "CHQ", "CHEQUE 000412 SKI25 M1057", 640, 0),
    ("10/11/2024", "FPI", "S LOWE SKI25 M1060", 300, 0),
    ("10/11/2024", "FPI", "M NOVAK SKI25 M1062", 200, 0),
    ("11/11/2024", "FPI", "L JONES SUBS M1053", 45, 0),
    ("12/11/2024", "DD", "CLUBSURE INSURANCE, POLICY 88123", 0, 312),
    ("15/11/2024", "FPO", "ALPINE COACHES SKI25 DEPOSIT", 0, 1500),
    ("18/11/2024", "FPI", "D ONEILL SKI25 M1066", 320, 0),
]
DEC = [
    ("01/12/2024", "FPI", "AISHA BELLO SKI25 M1031", 200, 0),
    ("02/12/2024", "FPI", "T CARVER SKI25 M1034", 200, 0),
    ("03/12/2024", "FPI", "HANNAH DYER SKI", 300, 0),
    ("04/12/2024", "FPI", "R GILL SKI 25 M1042", 200, 0),
    ("05/12/2024", "RTN", "RETURNED CHQ 000412 SKI25 M1057", 0, 640),
    ("06/12/2024", "FPO", "REFUND SKI25 M1062 WITHDRAWN", 0, 200),
    ("10/12/2024", "FPI", "S LOWE SKI25 M1060", 300, 0),
    ("12/12/2024", "FPI", "H DYER SUBS M1038", 45, 0),
    ("14/12/2024", "FPI", "XMAS SOCIAL TICKETS, 19 PEOPLE", 380, 0),
]
JAN = [
    ("02/01/2025", "FPI", "AISHA BELLO SKI25 M1031", 240, 0),
    ("04/01/2025", "FPI", "M1057 SKI25 P KAUR", 400, 0),
    ("06/01/2025", "FPO", "ALPINE COACHES SKI25 BALANCE", 0, 3100),
    ("09/01/2025", "FPI", "E HART SKI24 M1045 FINAL", 60, 0),
    ("15/01/2025", "DD", "SKIPASS DIRECT SKI25 LIFT PASSES", 0, 2240),
]


def money(x):
    return "" if not x else "{:,.2f}".format(x)


def statement(rows, opening):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["Date", "Type", "Description", "Paid in", "Paid out", "Balance"])
    bal = opening
    for d, t, desc, pin, pout in rows:
        bal += pin - pout
        w.writerow([d, t, desc, money(pin), money(pout), "{:,.2f}".format(bal)])
    return buf.getvalue(), bal


if __name__ == "__main__":
    ws, kb = setup_args()
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["member_no", "name", "email", "status"])
    w.writerows(TRIP)
    write(os.path.join(ws, "trip_list.csv"), buf.getvalue())
    bal = 2140.35
    for name, rows in (("statement_2024-11.csv", NOV), ("statement_2024-12.csv", DEC), ("statement_2025-01.csv", JAN)):
        text, bal = statement(rows, bal)
        write(os.path.join(ws, "bank", name), text)
    write(os.path.join(ws, "notes.txt"),
          "Ski trip 2025 - Val Thorens, 15-22 Feb. \u00a3640 per person: \u00a3200 deposit by mid-Nov, \u00a3200 in Dec, rest by end of Jan.\n"
          "Bank refs should be SKI25 + member number. SKI24 refs are last year's trip. SUBS = annual membership.\n")
