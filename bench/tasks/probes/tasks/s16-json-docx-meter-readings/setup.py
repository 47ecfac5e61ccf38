import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

TABLE = [
    ("B1", "WM-20411", "1204.337"),
    ("B2", "WM-20412", "887.015"),
    ("B3", "WM-20433", "1530.220"),
    ("B4", "WM-20414", "402.118"),
    ("B5", "WM-61877", "new meter"),
    ("B6", "WM-20416", "990.500"),
    ("B7", "WM-20417", "721.664"),
    ("B8", "WM-20418", "1102.759"),
]

R = lambda meter, date, value, status="ok", note="": dict(
    meter=meter, date=date, value_m3=value, status=status, **({"note": note} if note else {}))
READINGS = [
    R("WM-20411", "2025-05-31", 1204.337),
    R("WM-20471", "2025-05-31", 503.118),
    R("WM-20412", "2025-05-31", 887.015),
    R("WM-55120", "2025-05-31", 655.300),
    R("WM-55120", "2025-06-12", 661.904, note="final reading, meter replaced by WM-61877"),
    R("WM-20411", "2025-06-30", 1216.902),
    R("WM-20412", "2025-06-30", 895.44),
    R("wm-20433", "2025-06-30", 1541.008),
    R("WM-20414", "2025-06-30", 4021.18, status="rejected", note="photo unclear, decimal point misread"),
    R("WM-61877", "2025-06-30", 14.22),
    R("WM-20416", "2025-06-30", 1002.01),
    R("WM-20471", "2025-06-30", 512.66),
    R("WM-20417", "2025-06-30", 733.115),
    R("WM-20418", "2025-06-30", None, status="no_access", note="tenant away; card left"),
    R("WM-20414", "2025-06-30", 409.772, note="re-read on site"),
    R("WM-20402", "2025-06-30", 1388.45),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Water meter readings \u2013 Alder Court, Block B", 0)
    add_table(d, [["Building", "Alder Court, Block B"], ["Period", "June 2025"], ["Meters read by", "K. Doyle"]],
              bold_header=False)
    add_par(d, "Readings are in cubic metres (m\u00b3), to three decimal places, as shown on the meter.")
    add_table(d, [["Flat", "Meter serial", "Reading 31 May (m\u00b3)", "Reading 30 June (m\u00b3)"]] +
              [[f, s, r, ""] for f, s, r in TABLE])
    add_par(d, [("Flat B5: ", "b"), "the meter was replaced on 12 June (old meter WM-55120); the new meter started "
                "at 0.000."])
    add_par(d, "Leave a cell blank if a meter could not be read, and note why in the log.")
    save_docx(d, os.path.join(ws, "meter_readings_blockB.docx"))
    write(os.path.join(ws, "readings_june.json"),
          json.dumps({"site": "Alder Court", "exported": "2025-07-01T07:30:00Z", "readings": READINGS}, indent=2))
