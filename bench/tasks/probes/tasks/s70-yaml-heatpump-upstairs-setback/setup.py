import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

YAML = """# Heat pump zone controller - 14 Larch Close
# Read by the controller at boot and every 15 minutes.
# Temperatures in degrees C. "setback" is the temperature held outside the on/off window.
site:
  name: 14 Larch Close
  flow_temp_max: 45
  weather_compensation: true

zones:
  downstairs:
    sensor: hall_thermostat
    comfort: 20.5
    schedules:
      weekday:
        on: "06:30"
        off: "22:30"
        setback: 16
      weekend:
        on: "07:30"
        off: "23:00"
        setback: 16

  upstairs:
    sensor: landing_thermostat
    comfort: 19
    # setback was 14 until the boiler was replaced (Jan 2024)
    schedules:
      weekday:
        on: "06:00"
        off: "08:00"
        setback: 15
      weekend:
        on: "08:00"
        off: "10:00"
        setback: 15

  upstairs_office:   # loft conversion, own TRV and sensor
    sensor: loft_sensor
    comfort: 20
    schedules:
      weekday:
        on: "08:30"
        off: "17:30"
        setback: 15
      weekend:
        on: "10:00"
        off: "12:00"
        setback: 14

hot_water:
  setpoint: 50
  legionella_cycle: weekly
  legionella_day: sunday
"""

ek.write(os.path.join(ws, "heating", "controller.yaml"), YAML)
ek.write(os.path.join(ws, "heating", "controller.yaml.orig"),
         YAML.replace("    # setback was 14 until the boiler was replaced (Jan 2024)\n", "")
             .replace("flow_temp_max: 45", "flow_temp_max: 55").replace("setback: 15", "setback: 14"))
ek.write(os.path.join(ws, "heating", "NOTES.md"), """# Heating notes

- Installer: Greenway Heat Ltd, commissioned 22 Jan 2024.
- controller.yaml.orig is the installer's file as delivered - keep for reference.
- The controller validates the YAML on reload; a bad file means it falls back to 18C everywhere.
""")
