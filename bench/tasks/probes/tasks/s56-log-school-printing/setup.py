import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *

STAFF = """username,name,department
jpatel,Jaya Patel,Maths
mwright,Mark Wright,Maths
hcole,Helen Cole,English
dokoro,Dami Okoro,English
sfinch,Sam Finch,Science
rbaines,Rita Baines,Science
gmoss,Gary Moss,PE
office1,Reception,Office
"""

LOG = """2024-05-01 07:55:02 INFO spooler started, 2 printers online
2024-05-01 08:12:44 INFO job=1001 user=hcole printer=STAFF-1 pages=12 copies=1 status=completed
2024-05-01 08:40:19 INFO job=1002 user=jpatel printer=STAFF-1 pages=4 copies=30 status=completed
2024-05-01 09:02:51 WARN printer=STAFF-2 toner low (black)
2024-05-02 08:05:10 INFO job=1003 user=mwright printer=STAFF-2 pages=40 copies=10 status=cancelled
2024-05-02 08:31:37 INFO job=1004 user=sfinch printer=STAFF-1 pages=2 copies=32 status=completed
2024-05-02 10:15:03 INFO job=1005 user=office1 printer=STAFF-2 pages=25 copies=1 status=completed
2024-05-03 08:20:00 INFO job=1006 user=dokoro printer=STAFF-1 pages=6 copies=28 status=completed
2024-05-03 12:48:22 ERROR printer=STAFF-1 paper jam tray 2
2024-05-03 12:48:23 INFO job=1007 user=mwright printer=STAFF-1 pages=10 copies=10 status=failed
2024-05-07 08:02:41 INFO job=1008 user=hcole printer=STAFF-2 pages=8 copies=1 status=completed
2024-05-07 09:33:15 INFO job=1009 user=rbaines printer=STAFF-2 pages=1 copies=60 status=completed
2024-05-08 08:44:09 INFO job=1010 user=gmoss printer=STAFF-1 pages=3 copies=20 status=completed
2024-05-09 13:05:57 INFO job=1011 user=office1 printer=STAFF-2 pages=2 copies=100 status=completed
2024-05-10 08:10:31 INFO job=1012 user=hcole printer=STAFF-1 pages=20 copies=2 status=completed
2024-05-13 08:25:48 INFO job=1013 user=sfinch printer=STAFF-1 pages=4 copies=30 status=completed
2024-05-14 07:59:12 INFO job=1014 user=dokoro printer=STAFF-2 pages=3 copies=30 status=completed
2024-05-15 08:37:26 INFO job=1015 user=mwright printer=STAFF-2 pages=2 copies=30 status=completed
2024-05-16 14:22:40 WARN printer=STAFF-2 low paper tray 1
2024-05-20 08:14:55 INFO job=1016 user=rbaines printer=STAFF-1 pages=5 copies=25 status=completed
2024-05-21 08:50:03 INFO job=1017 user=hcole printer=STAFF-2 pages=15 copies=20 status=cancelled
2024-05-31 16:01:18 INFO spooler stopped for maintenance
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "staff.csv"), STAFF)
    write(os.path.join(ws, "print_log.txt"), LOG)
