import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

TOML = """# Night scheduler for the Glenmore remote observatory
# All exposure times are in seconds. Edited by hand - please keep the comments.

[site]
name = "Glenmore"
latitude = 57.17
longitude = -3.68
horizon_limit_deg = 20

[camera.main]
model = "ZWO ASI6200MM"
cooling_target_c = -10
default_exposure_s = 240
binning = 1

[camera.guide]
model = "ZWO ASI174MM"
default_exposure_s = 2.0
binning = 2

[targets.m101]
name = "Pinwheel Galaxy"
filters = ["L", "Ha"]
exposure_s = 240
frames = 60

[targets.m51]
name = "Whirlpool Galaxy"
filters = ["L", "R", "G", "B"]
# exposure_s = 180   # tried in February, too noisy
exposure_s = 240
frames = 40
dither = true

[targets.ngc4565]
name = "Needle Galaxy"
filters = ["L"]
exposure_s = 300
frames = 30
"""
ek.write(os.path.join(ws, "config", "scheduler.toml"), TOML)
ek.write(os.path.join(ws, "config", "README.md"),
         "# Scheduler config\n\nThe scheduler re-reads `scheduler.toml` at dusk. Exposure values are seconds.\n")
ek.write(os.path.join(ws, "logs", "2025-04-02.log"),
         "21:14:02 dusk, loading config/scheduler.toml\n21:15:40 m101 L 240s frame 1/60\n"
         "01:02:11 m51 L 240s frame 1/40\n04:40:09 dawn, closing roof\n")
