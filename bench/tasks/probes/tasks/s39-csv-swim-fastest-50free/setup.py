import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HEADER = ["gala", "date", "swimmer", "age_group", "event", "time", "status"]
ROWS = [
    ("Winter Sprint Open", "2025-11-15", "Ella Price", "11-12", "50m Freestyle", "34.21", "OK"),
    ("Winter Sprint Open", "2025-11-15", "Ella Price", "11-12", "50m Backstroke", "39.80", "OK"),
    ("Winter Sprint Open", "2025-11-15", "Josh Mbeki", "13-14", "50m Freestyle", "29.95", "OK"),
    ("Winter Sprint Open", "2025-11-15", "Josh Mbeki", "13-14", "100m Freestyle", "1:04.70", "OK"),
    ("Winter Sprint Open", "2025-11-15", "Ruby Fenwick", "9-10", "50m Freestyle", "58.40", "OK"),
    ("Winter Sprint Open", "2025-11-15", "Aiden Clarke", "13-14", "50m Freestyle", "30.12", "DQ"),
    ("Winter Sprint Open", "2025-11-15", "Aiden Clarke", "13-14", "50m Butterfly", "33.05", "OK"),
    ("Winter Sprint Open", "2025-11-15", "Sofia Marin", "11-12", "50m Freestyle", "33.90", "OK"),
    ("Winter Sprint Open", "2025-11-15", "Hari Patel", "15+", "50m Freestyle", "", "DNS"),
    ("Winter Sprint Open", "2025-11-15", "Hari Patel", "15+", "100m Freestyle", "59.88", "OK"),
    ("Winter Sprint Open", "2025-11-15", "Megan Doyle", "9-10", "50m Backstroke", "49.10", "OK"),
    ("County Development Meet", "2025-12-06", "ella price", "11-12", "50m Freestyle", "33.47", "OK"),
    ("County Development Meet", "2025-12-06", "Josh Mbeki", "13-14", "50m Freestyle", "30.40", "OK"),
    ("County Development Meet", "2025-12-06", "Josh Mbeki", "13-14", "50m Backstroke", "29.70", "OK"),
    ("County Development Meet", "2025-12-06", "Ruby Fenwick", "9-10", "50m Freestyle", "1:01.20", "OK"),
    ("County Development Meet", "2025-12-06", "Ruby Fenwick", "9-10", "25m Freestyle", "24.90", "OK"),
    ("County Development Meet", "2025-12-06", "Aiden Clarke", "13-14", "50m Freestyle", "31.02", "OK"),
    ("County Development Meet", "2025-12-06", "Sofia Marin ", "11-12", "50m freestyle", "33.18", "OK"),
    ("County Development Meet", "2025-12-06", "Hari Patel", "15+", "50m Freestyle", "27.64", "OK"),
    ("County Development Meet", "2025-12-06", "Megan Doyle", "9-10", "100m Individual Medley", "1:52.30", "OK"),
    ("County Development Meet", "2025-12-06", "Lewis Grant", "15+", "50m Freestyle", "28.05", "OK"),
    ("New Year Club Championships", "2026-01-10", "Ella Price", "11-12", "50m Freestyle", "33.62", "OK"),
    ("New Year Club Championships", "2026-01-10", "Ella Price", "11-12", "4x50m Freestyle Relay", "2:21.40", "OK"),
    ("New Year Club Championships", "2026-01-10", "Josh Mbeki", "13-14", "50m Freestyle", "29.31", "dq"),
    ("New Year Club Championships", "2026-01-10", "Josh Mbeki", "13-14", "4x50m Freestyle Relay", "1:58.02", "OK"),
    ("New Year Club Championships", "2026-01-10", "Ruby Fenwick", "9-10", "50m Freestyle", "57.85", "OK"),
    ("New Year Club Championships", "2026-01-10", "Aiden Clarke", "13-14", "50m Freestyle", "30.88", "OK"),
    ("New Year Club Championships", "2026-01-10", "Sofia Marin", "11-12", "50m Freestyle", "0:33.35", "OK"),
    ("New Year Club Championships", "2026-01-10", "Hari Patel", "15+", "50m Freestyle", "27.91", "OK"),
    ("New Year Club Championships", "2026-01-10", "Hari Patel", "15+", "50m Butterfly", "26.99", "OK"),
    ("New Year Club Championships", "2026-01-10", "Lewis Grant", "15+", "50m Freestyle", "27.80", "DQ"),
    ("New Year Club Championships", "2026-01-10", "Lewis Grant", "15+", "50m Freestyle", "28.32", "OK"),
    ("New Year Club Championships", "2026-01-10", "Megan Doyle", "9-10", "50m Backstroke", "47.65", "OK"),
    ("New Year Club Championships", "2026-01-10", "Nadia Hussain", "11-12", "50m Freestyle", "35.06", "OK"),
    ("New Year Club Championships", "2026-01-10", "Nadia Hussain", "11-12", "100m Freestyle", "1:16.44", "OK"),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(HEADER)
    w.writerows(ROWS)
    write(os.path.join(ws, "results.csv"), buf.getvalue())
