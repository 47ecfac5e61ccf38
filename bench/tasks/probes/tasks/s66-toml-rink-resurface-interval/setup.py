import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

WINTER = """# Castlegate Ice Centre - session schedule (winter, September - May)
# Read by the lobby display and the ice crew app. Times are local.
# capacity = max skaters on the ice; resurface_every_min = minutes between resurfacing breaks

[defaults]
resurface_every_min = 90
music = true
skate_hire = true

[sessions.public_morning]
days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
start = "10:00"
end = "12:30"
capacity = 180
resurface_every_min = 90

[sessions.public_afternoon]
days = ["Sat", "Sun"]
start = "13:00"
end = "17:00"
capacity = 320
resurface_every_min = 90

[sessions.learn_to_skate]
days = ["Sat"]
start = "09:00"
end = "10:30"
capacity = 60
resurface_every_min = 90
music = false

[sessions.ice_hockey_juniors]
days = ["Tue", "Thu"]
start = "17:30"
end = "19:00"
capacity = 40
resurface_every_min = 60
music = false

[sessions.friday_disco]
days = ["Fri"]
start = "19:30"
end = "22:00"
capacity = 260
# resurface_every_min = 45   # tried in Dec 2023, too many breaks
resurface_every_min = 90

[sessions.skating_gala]
days = ["Sun"]
start = "18:00"
end = "20:30"
capacity = 250
resurface_every_min = 90

[sessions.parent_and_toddler]
days = ["Wed"]
start = "13:30"
end = "14:30"
capacity = 50
resurface_every_min = 90
"""

SUMMER = """# Castlegate Ice Centre - session schedule (summer, June - August)
# Only loaded by the display between 1 June and 31 August.

[defaults]
resurface_every_min = 90
music = true
skate_hire = true

[sessions.public_afternoon]
days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
start = "13:00"
end = "17:00"
capacity = 300
resurface_every_min = 90

[sessions.friday_disco]
days = ["Fri"]
start = "19:30"
end = "22:00"
capacity = 280
resurface_every_min = 90
"""

NOTES = """# Ice crew notes

## 14 Oct 2025 - resurfacing (from Ken, rink manager)

Ice quality complaints on busy sessions again. From 1 November any session with a capacity of
**more than 250** skaters gets resurfaced every **60 minutes** (schedule.toml, resurface_every_min).
Every other session keeps its current interval. The summer file only matters from June, leave it.

## 2 Oct 2025 - Zamboni

Blade changed on the Zamboni 552. Next blade change due at 350 hours on the meter.

## 18 Sep 2025 - hockey

Junior hockey stays on 60 minutes as agreed with the club.
"""

ek.write(os.path.join(ws, "rink", "schedule.toml"), WINTER)
ek.write(os.path.join(ws, "rink", "schedule_summer.toml"), SUMMER)
ek.write(os.path.join(ws, "rink", "ICE_CREW_NOTES.md"), NOTES)
