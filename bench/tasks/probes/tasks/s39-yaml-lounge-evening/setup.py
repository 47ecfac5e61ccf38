import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HEATING = """# Thermostat schedule for 14 Orchard Rise
# Temperatures in degrees C; each period starts at `start` and runs until the next one.
# Edited by hand - the app overwrites comments, so keep a copy before syncing.

boiler:
  flow_temperature: 55
  frost_protection: 7
  eco_mode: false

zones:
  kitchen:
    sensor: kt-thermo-02
    weekday:
      morning:
        start: "06:30"
        temp: 19
      day:
        start: "09:00"
        temp: 17
      evening:
        start: "17:00"
        temp: 20.5
      night:
        start: "22:00"
        temp: 15
    weekend:
      morning:
        start: "08:00"
        temp: 19
      evening:
        start: "17:00"
        temp: 20
      night:
        start: "23:00"
        temp: 15

  living_room:
    sensor: lr-thermo-01
    weekday:
      morning:
        start: "06:45"
        temp: 19.5
      day:
        start: "09:00"
        temp: 17
      evening:
        start: "17:30"
        # temp: 21.5   # tried in January - too warm
        temp:   20.5
      night:
        start: "22:30"
        temp: 16
    weekend:
      morning:
        start: "08:30"
        temp: 20
      day:
        start: "12:00"
        temp: 19
      evening:
        start: "17:00"
        temp: 20.5
      night:
        start: "23:30"
        temp: 16

  bedroom_main:
    sensor: bd-thermo-03
    weekday:
      morning:
        start: "06:15"
        temp: 18.5
      evening:
        start: "21:00"
        temp: 20.5
      night:
        start: "23:00"
        temp: 16
    weekend:
      morning:
        start: "08:00"
        temp: 18.5
      night:
        start: "23:30"
        temp: 16

  living_room_annex:
    sensor: la-thermo-04
    weekday:
      evening:
        start: "18:00"
        temp: 20.5
      night:
        start: "22:00"
        temp: 14
"""

HOLIDAY = """# Used while we are away: applied on top of heating.yaml by the app.
zones:
  living_room:
    weekday:
      evening:
        temp: 12
  kitchen:
    weekday:
      evening:
        temp: 12
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "heating.yaml"), HEATING)
    write(os.path.join(ws, "heating.holiday.yaml"), HOLIDAY)
