import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# station_id, name, status, classic, electric (None = key absent), docks_available
NOW = [
    ("ST-014", "Riverside Quay", "open", 1, 0, 17),
    ("ST-003", "Central Station (East)", "open", 2, 3, 9),
    ("ST-021", "Market St, North", "open", "1", "1", 12),
    ("ST-007", "Old Brewery", "closed", 0, 0, 0),
    ("ST-009", "University Library", "OPEN", 0, 2, 18),
    ("ST-011", "Castle Green", "open", 3, None, 11),
    ("ST-002", "Harbour Walk", "open", 8, 4, 6),
    ("ST-018", "Hospital, Main Entrance", "open", 0, None, 20),
    ("ST-005", "Tannery Lane", "maintenance", 1, 0, 0),
    ("ST-016", "Park & Ride South", "open", 2, 1, 15),
    ("ST-024", "Westgate", "Open ", "2", None, 14),
    ("ST-012", "Cathedral Close", "open", 6, 0, 8),
]
YESTERDAY = [
    ("ST-014", "Riverside Quay", "open", 7, 2, 9),
    ("ST-003", "Central Station (East)", "open", 0, 1, 13),
    ("ST-012", "Cathedral Close", "open", 1, 0, 13),
]


def feed(rows, ts):
    out = []
    for sid, name, status, classic, electric, docks in rows:
        rec = {"station_id": sid, "name": name, "status": status, "num_bikes_available": classic}
        if electric is not None:
            rec["num_ebikes_available"] = electric
        rec["num_docks_available"] = docks
        out.append(rec)
    return json.dumps({"last_updated": ts, "ttl": 60, "version": "2.3",
                       "data": {"system_id": "tyne-cycle", "stations": out}}, indent=2)


if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "feeds", "station_status.json"), feed(NOW, "2025-06-11T08:15:00Z"))
    write(os.path.join(ws, "feeds", "station_status_2025-06-10.json"), feed(YESTERDAY, "2025-06-10T08:15:00Z"))
