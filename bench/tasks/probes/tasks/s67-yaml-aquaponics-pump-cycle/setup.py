import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

YAML = """# Greenhouse aquaponics controller - Fernside Community Garden
# Edited by hand. The controller re-reads this file at midnight.
site: fernside-greenhouse
timezone: Europe/London

fish_tank:
  heater_setpoint_c: 24
  air_pump: always_on
  feed_reminder: "08:00"

pumps:
  grow_bed_1:
    # flood-and-drain gravel bed (tomatoes, chillies)
    on_minutes: 15
    off_minutes: 45
    active_hours: "06:00-22:00"
  grow_bed_2:
    # NFT channels (lettuce, pak choi)
    on_minutes: 20
    off_minutes: 40
    active_hours: "06:00-22:00"
  sump_return:
    on_minutes: 10
    off_minutes: 20
    active_hours: "00:00-24:00"

alerts:
  low_water_cm: 12
  high_temp_c: 30
  email: greenhouse@fernside-garden.example
"""

LOG = """# Greenhouse maintenance log

Newest entries first. Say in the entry whether the controller config has been updated.

## 2025-06-21 (Asha)
Hot week - roots in grow bed 2 are staying too wet between floods. Change grow bed 2 to
10 minutes on / 50 minutes off. NOT yet changed in the controller config (no laptop with me).
Fish fed, all eight koi look fine.

## 2025-05-30 (Ken)
Sump return pump cycle changed to 10 on / 20 off. Config updated.

## 2025-04-12 (Ken)
Grow bed 1 changed to 15 on / 45 off after re-gravelling. Config updated.
Heater setpoint left at 24 C.

## 2025-03-02 (Asha)
Grow bed 2 set to 25 on / 35 off for the seedlings. Config updated.
(Changed again since - see later entries.)
"""

ek.write(os.path.join(ws, "greenhouse", "controller", "aquaponics.yaml"), YAML)
ek.write(os.path.join(ws, "greenhouse", "maintenance_log.md"), LOG)
ek.write(os.path.join(ws, "greenhouse", "controller", "README.txt"),
         "aquaponics.yaml: pump cycles and alerts. on_minutes/off_minutes repeat during active_hours.\n"
         "Keep two-space indentation - the controller's YAML parser is strict.\n")
