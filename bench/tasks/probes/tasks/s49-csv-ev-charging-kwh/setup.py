import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

README = """Office EV chargers - exports
============================

bay1_sessions.csv   Bay 1 (Zappi, by the bike shed). Exported from the myenergi portal; each month's
                    export is pasted onto the end of the same file. Energy in kWh.
bay2_sessions.csv   Bay 2 (EO Mini Pro). Exported from the EO Hub as semicolon-separated values.
                    Dates are day/month/year. Energy is in Wh (watt-hours), not kWh.

Billing rules (agreed with finance, Jan 2025):
* A session is billed in the month it STARTS, even if it finishes the next day.
* Sessions are charged to whoever held the card on the day (see ../cards.csv - cards get re-issued).
* TEST-01 is the installer's test card; its sessions are never billed.
"""

CARDS = """card_id,holder,issued,returned,notes
C-1001,Priya Nair,2023-01-09,,
C-1002,Tom Becker,2023-01-09,,
C-1003,Sam Whitfield,2023-03-01,2025-05-09,reported lost 9 May
C-1004,Dave Hollis,2023-03-01,2025-04-30,left the company
C-1004,Mia Okoro,2025-05-06,,re-issued card
C-1011,Rosa Lind,2024-02-01,,
C-1019,Sam Whitfield,2025-05-12,,replacement for C-1003
"""

B1_HEAD = "session_id,card_id,start,end,energy_kwh"
B1_APRIL = [
    ("B1-0412", "C-1001", "2025-04-03 08:05:00", "2025-04-03 12:40:00", "21.3"),
    ("B1-0413", "C-1003", "2025-04-07 09:10:00", "2025-04-07 14:02:00", "27.9"),
    ("B1-0414", "C-1004", "2025-04-10 08:55:00", "2025-04-10 11:30:00", "18.2"),
    ("B1-0415", "C-1002", "2025-04-15 13:20:00", "2025-04-15 15:05:00", "14.0"),
    ("B1-0416", "C-1011", "2025-04-22 08:40:00", "2025-04-22 16:10:00", "35.6"),
    ("B1-0417", "C-1001", "2025-04-30 18:40:00", "2025-05-01 07:10:00", "30.0"),
]
B1_MAY = [
    ("B1-0418", "C-1001", "2025-05-02 08:30:00", "2025-05-02 12:55:00", "22.4"),
    ("B1-0419", "C-1003", "2025-05-06 08:50:00", "2025-05-06 13:20:00", "28.2"),
    ("B1-0420", "C-1004", "2025-05-07 09:00:00", "2025-05-07 12:15:00", "20.5"),
    ("B1-0421", "C-1011", "2025-05-08 08:35:00", "2025-05-08 17:00:00", "44.0"),
    ("B1-0422", "C-1002", "2025-05-09 14:10:00", "2025-05-09 15:40:00", "12.0"),
    ("B1-0423", "C-1001", "2025-05-13 08:20:00", "2025-05-13 11:45:00", "18.7"),
    ("B1-0424", "C-1019", "2025-05-14 08:45:00", "2025-05-14 13:50:00", "30.1"),
    ("B1-0425", "C-1004", "2025-05-16 09:05:00", "2025-05-16 12:20:00", "19.9"),
    ("B1-0426", "C-1001", "2025-05-20 08:25:00", "2025-05-20 13:30:00", "27.6"),
    ("B1-0427", "C-1011", "2025-05-22 08:30:00", "2025-05-22 16:45:00", "39.5"),
    ("B1-0428", "C-1001", "2025-05-27 08:15:00", "2025-05-27 12:40:00", "24.1"),
    ("B1-0429", "C-1019", "2025-05-31 22:15:00", "2025-06-01 06:30:00", "33.2"),
]

B2_HEAD = "Session;Card;Start Time;Stop Time;Energy (Wh)"
B2_ROWS = [
    ("B2-2201", "c-1002", "04/04/2025 09:00", "04/04/2025 13:30", "39800"),
    ("B2-2202", "C-1003", "11/04/2025 08:40", "11/04/2025 13:15", "31200"),
    ("B2-2203", "c-1001", "24/04/2025 08:30", "24/04/2025 12:20", "26100"),
    ("B2-2204", "TEST-01", "02/05/2025 10:00", "02/05/2025 10:20", "5000"),
    ("B2-2205", "C-1002", "05/05/2025 08:45", "05/05/2025 14:30", "41200"),
    ("B2-2206", "c-1003", "08/05/2025 08:50", "08/05/2025 14:05", "33500"),
    ("B2-2207", "C-1001", "12/05/2025 08:35", "12/05/2025 12:40", "25300"),
    ("B2-2208", "c-1019", "15/05/2025 08:40", "15/05/2025 12:55", "26400"),
    ("B2-2209", "C-1002", "19/05/2025 08:50", "19/05/2025 14:20", "38900"),
    ("B2-2210", "C-1004", "21/05/2025 09:10", "21/05/2025 13:05", "26000"),
    ("B2-2211", "C-1001", "23/05/2025 08:20", "23/05/2025 13:10", "31000"),
    ("B2-2212", "c-1019", "26/05/2025 08:30", "26/05/2025 14:00", "35000"),
    ("B2-2213", "C-1002", "28/05/2025 08:40", "28/05/2025 14:25", "40500"),
    ("B2-2214", "C-1001", "30/05/2025 08:25", "30/05/2025 12:30", "22800"),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "cards.csv"), CARDS)
    write(os.path.join(ws, "chargers", "README.txt"), README)
    lines = [B1_HEAD] + [",".join(r) for r in B1_APRIL] + [B1_HEAD] + [",".join(r) for r in B1_MAY]
    write(os.path.join(ws, "chargers", "bay1_sessions.csv"), "\n".join(lines))
    write(os.path.join(ws, "chargers", "bay2_sessions.csv"), "\n".join([B2_HEAD] + [";".join(r) for r in B2_ROWS]))
