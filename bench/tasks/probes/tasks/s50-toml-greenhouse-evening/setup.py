import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

CONFIG = """# Plot 14 watering controller - Hollins Lane allotments
# Times are 24-hour local time; durations are in minutes.
# After editing: sudo systemctl restart plotwater

[controller]
name = "plot14-pi"
timezone = "Europe/London"
rain_skip_mm = 3.0          # skip a run if more rain than this fell in the last 24h
max_total_minutes = 90      # safety cut-off per day, all zones together

# ---------------------------------------------------------------
# Raised beds (valve 1): brassicas and salad
# ---------------------------------------------------------------
[zones.raised_beds]
valve = 1
enabled = true

[[zones.raised_beds.runs]]
start = "06:30"
minutes = 12

[[zones.raised_beds.runs]]
start = "19:30"
minutes = 12

# ---------------------------------------------------------------
# Greenhouse (valve 2): tomatoes, peppers, cucumbers
# ---------------------------------------------------------------
[zones.greenhouse]
valve = 2
enabled = true

[[zones.greenhouse.runs]]
start = "06:30"
minutes = 12

[[zones.greenhouse.runs]]
start = "19:30"             # evening
# minutes = 20              # July 2024 heatwave - put back to 12 in September
minutes = 12

# ---------------------------------------------------------------
# Greenhouse misting (valve 3): seedlings bench, short bursts
# ---------------------------------------------------------------
[zones.greenhouse_mist]
valve = 3
enabled = false             # off until the seedlings go in

[[zones.greenhouse_mist.runs]]
start = "13:00"
minutes = 2

[[zones.greenhouse_mist.runs]]
start = "19:30"
minutes = 12
"""

BACKUP = CONFIG.replace("max_total_minutes = 90", "max_total_minutes = 60")

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "irrigation.toml"), CONFIG)
    write(os.path.join(ws, "irrigation.toml.bak"), BACKUP)
    write(os.path.join(ws, "README.md"),
          "# plotwater\n\nSmall Raspberry Pi service that opens the plot's solenoid valves on a schedule.\n"
          "Config: `irrigation.toml`. `irrigation.toml.bak` is the copy from before the 2025 season; leave it.\n")
