import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

PRINTER = """# Klipper config for "Ada", the dual-extruder workshop printer (IDEX-style T0/T1 on one carriage)
# Keep a dated copy in backups/ before flashing or changing thermistors.
# Temperatures in degrees C.

[include mainsail.cfg]
[include macros.cfg]

[mcu]
serial: /dev/serial/by-id/usb-Klipper_stm32f446xx_3A0026000F51313236343533-if00
restart_method: command

[printer]
kinematics: corexy
max_velocity: 300
max_accel: 3000
max_z_velocity: 15
max_z_accel: 350
square_corner_velocity: 5.0

[stepper_x]
step_pin: PF13
dir_pin: PF12
enable_pin: !PF14
microsteps: 16
rotation_distance: 40
endstop_pin: PG6
position_endstop: 0
position_max: 300
homing_speed: 50

[stepper_y]
step_pin: PG0
dir_pin: PG1
enable_pin: !PF15
microsteps: 16
rotation_distance: 40
endstop_pin: PG9
position_endstop: 0
position_max: 300
homing_speed: 50

[stepper_z]
step_pin: PF11
dir_pin: !PG3
enable_pin: !PG5
microsteps: 16
rotation_distance: 8
endstop_pin: probe:z_virtual_endstop
position_max: 280
position_min: -2

[extruder]
# T0 - Revo Six, brass 0.4 nozzle (PLA/PETG)
step_pin: PF9
dir_pin: PF10
enable_pin: !PG2
microsteps: 16
rotation_distance: 22.6789511
nozzle_diameter: 0.400
filament_diameter: 1.750
heater_pin: PA2
sensor_type: ATC Semitec 104GT-2
sensor_pin: PF4
min_temp: 0
max_temp: 260
min_extrude_temp: 180
max_extrude_only_distance: 100
pressure_advance: 0.040

[extruder1]
# T1 - all-metal heatbreak, hardened steel 0.6 nozzle
step_pin: PE2
dir_pin: PE3
enable_pin: !PD4
microsteps: 16
rotation_distance: 22.6789511
nozzle_diameter: 0.600
filament_diameter: 1.750
heater_pin: PA3
sensor_type: EPCOS 100K B57560G104F
sensor_pin: PF5
min_temp: 0
#max_temp: 300    # thermistor is only rated to 300 - never go above 290
max_temp:260
min_extrude_temp: 180
max_extrude_only_distance: 120
pressure_advance: 0.055

[heater_bed]
heater_pin: PA1
sensor_type: Generic 3950
sensor_pin: PF3
min_temp: 0
max_temp: 120

[verify_heater extruder1]
max_error: 120
check_gain_time: 30
hysteresis: 5
heating_gain: 2

[temperature_fan chamber]
pin: PD12
sensor_type: Generic 3950
sensor_pin: PF6
min_temp: 0
max_temp: 70
target_temp: 45
control: watermark

[gcode_macro NYLON_PREHEAT]
description: Dry-run heat of T1 for nylon
gcode:
    M104 T1 S260
    M140 S90
    TEMPERATURE_WAIT SENSOR=extruder1 MINIMUM=255

[gcode_macro T1]
gcode:
    ACTIVATE_EXTRUDER EXTRUDER=extruder1

#*# <---------------------- SAVE_CONFIG ---------------------->
#*# DO NOT EDIT THIS BLOCK OR BELOW. The contents are auto-generated.
#*#
#*# [extruder]
#*# control = pid
#*# pid_kp = 26.213
#*# pid_ki = 1.458
#*# pid_kd = 117.803
#*#
#*# [extruder1]
#*# control = pid
#*# pid_kp = 24.512
#*# pid_ki = 1.372
#*# pid_kd = 109.488
#*#
#*# [heater_bed]
#*# control = pid
#*# pid_kp = 61.442
#*# pid_ki = 2.395
#*# pid_kd = 394.001
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "printer.cfg"), PRINTER)
    write(os.path.join(ws, "backups", "printer-2025-02-14.cfg"), PRINTER)
    write(os.path.join(ws, "mainsail.cfg"), "# Mainsail defaults\n[virtual_sdcard]\npath: ~/printer_data/gcodes\n\n[pause_resume]\n\n[display_status]\n")
    write(os.path.join(ws, "macros.cfg"), "[gcode_macro PRINT_START]\ngcode:\n    G28\n    BED_MESH_CALIBRATE\n\n[gcode_macro PRINT_END]\ngcode:\n    M104 T0 S0\n    M104 T1 S0\n    M140 S0\n")
