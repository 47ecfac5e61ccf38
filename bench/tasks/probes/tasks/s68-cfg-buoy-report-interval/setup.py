import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
B = os.path.join(ws, "buoys")

ek.write(os.path.join(B, "README.md"), """# Lake monitoring buoys

One config file per buoy, named after where it is moored. Each buoy pulls its config
over the satellite link at its next report, so edits here go live within the hour.

- `basin:` says which part of the lake the buoy is in (north / south).
- The two older Hydrolog units take JSON configs, everything else is YAML.
- `decommissioned/` keeps the configs of buoys that have been lifted out of the water,
  for reference only. Nothing reads them.
""")


def yaml_buoy(bid, basin, where, modem, retry, sensors, extra=""):
    s = "# Buoy %s - %s basin, %s\n" % (bid, basin, where)
    s += "id: %s\nbasin: %s\n" % (bid, basin)
    s += "sensors:\n" + "".join("  - %s\n" % x for x in sensors)
    s += "telemetry:\n  modem: %s\n" % modem
    s += extra
    s += "  report_interval_s: 300\n  retry_s: %d\n" % retry
    s += "battery:\n  capacity_ah: 38\n  low_warn_v: 11.8\n"
    return s


ek.write(os.path.join(B, "priests-point.yaml"), yaml_buoy(
    "N1", "north", "off Priest's Point", "iridium", 60, ["water_temp", "dissolved_o2"],
    "  # report_interval_s: 120   # trial value, June 2024 - far too hungry\n"))
ek.write(os.path.join(B, "deep-station.yaml"), yaml_buoy(
    "N2", "north", "deepest point (62 m)", "iridium", 300, ["water_temp", "thermistor_chain", "chlorophyll"]))
ek.write(os.path.join(B, "heron-bay.yaml"), yaml_buoy(
    "N4", "north", "Heron Bay", "lora", 120, ["water_temp", "turbidity"]))
ek.write(os.path.join(B, "weir.yaml"), yaml_buoy(
    "S1", "south", "above the outflow weir", "lora", 60, ["water_temp", "level"]))
ek.write(os.path.join(B, "reedbed.yaml"), yaml_buoy(
    "S3", "south", "reedbed inlet", "lora", 300, ["water_temp", "nitrate"]))
ek.write(os.path.join(B, "decommissioned", "old-jetty.yaml"), yaml_buoy(
    "N0", "north", "old jetty (lifted Oct 2024)", "iridium", 60, ["water_temp"]))


def json_buoy(bid, basin, where):
    return json.dumps({
        "id": bid, "basin": basin, "location": where, "model": "Hydrolog HL-2",
        "telemetry": {"modem": "iridium", "report_every_min": 5, "retry_s": 300},
        "sensors": ["water_temp", "ph", "conductivity"],
    }, indent=2)


ek.write(os.path.join(B, "ferry-steps.json"), json_buoy("N3", "north", "Ferry Steps"))
ek.write(os.path.join(B, "boathouse.json"), json_buoy("S2", "south", "rowing club boathouse"))
