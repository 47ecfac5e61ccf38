import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "irrigation", "controller.json"), """{
  "controller": "RainMaster Pro 8",
  "site": "12 Quarry Lane",
  "timezone": "Europe/London",
  "rain_delay_hours": 24,
  "rain_sensor": true,
  "master_valve": 8,
  "zones": [
    {
      "id": 1,
      "name": "front-beds",
      "enabled": true,
      "start": "06:00",
      "duration_min": 10,
      "days": ["Mon", "Wed", "Fri"]
    },
    {
      "id": 2,
      "name": "back-lawn",
      "enabled": true,
      "start": "05:30",
      "duration_min": 15,
      "days": ["Mon", "Wed", "Fri", "Sun"]
    },
    {
      "id": 3,
      "name": "back-lawn-edges",
      "enabled": true,
      "start": "05:50",
      "duration_min": 8,
      "days": ["Wed", "Sun"]
    },
    {
      "id": 4,
      "name": "veg-patch",
      "enabled": true,
      "start": "19:30",
      "duration_min": 20,
      "days": ["Tue", "Thu", "Sat"]
    },
    {
      "id": 5,
      "name": "greenhouse-drip",
      "enabled": true,
      "start": "07:00",
      "duration_min": 12,
      "days": ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    },
    {
      "id": 6,
      "name": "hedge-line",
      "enabled": false,
      "start": "06:15",
      "duration_min": 10,
      "days": ["Sat"]
    }
  ]
}
""")
ek.write(os.path.join(ws, "irrigation", "NOTES.md"),
         "# Irrigation\n\nThe controller pulls controller.json from this folder at midnight.\n"
         "Days are three-letter names. Zones run one at a time; the controller queues overlaps.\n"
         "Wednesday mornings the mains pressure is low (street works until September).\n")
ek.write(os.path.join(ws, "irrigation", "history.log"),
         "2025-06-02 05:30 zone 2 back-lawn 15 min ok\n2025-06-02 05:50 zone 3 back-lawn-edges 8 min ok\n"
         "2025-06-04 05:30 zone 2 back-lawn 15 min LOW PRESSURE\n2025-06-04 05:50 zone 3 back-lawn-edges 8 min LOW PRESSURE\n")
