import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

SAMPLES = [  # id, site, matrix, collected
    ("LS-2041", "Northgate WTW", "Raw water", "28/05/2025"),
    ("LS-2042", "Northgate WTW", "Treated water", "28/05/2025"),
    ("LS-2043", "Eldon Brook", "River water", "29/05/2025"),
    ("LS-2044", "Eldon Brook", "Sediment", "29/05/2025"),
    ("LS-2045", "Kerswell Reservoir", "Raw water", "30/05/2025"),
    ("LS-2047", "Kerswell Reservoir", "Treated water", "30/05/2025"),
    ("LS-2048", "Marsh Lane STW", "Final effluent", "30/05/2025"),
    ("LS-2049", "Marsh Lane STW", "Crude sewage", "30/05/2025"),
    ("LS-2050", "Holloway Spring", "Groundwater", "31/05/2025"),
    ("LS-2051", "Holloway Spring", "Groundwater", "31/05/2025"),
    ("LS-2052", "Eldon Brook", "River water", "02/06/2025"),
    ("LS-2054", "Northgate WTW", "Raw water", "02/06/2025"),
]
WITHDRAWN = [("LS-2046", "Kerswell Reservoir", "bottle broken at site"),
             ("LS-2053", "Eldon Brook", "sampler not available")]

# sample_id as typed by the instrument operator, analyte, value, unit, qc, comment
RUN1 = [
    ("LS-1987", "Nitrate", "11.2", "mg/L", "pass", "batch B6"),
    ("LS-1990", "Nitrate", "", "mg/L", "fail", "batch B6, low volume"),
    ("LS-2041", "Nitrate", "8.4", "mg/L", "pass", ""),
    ("LS-2042", "Nitrate", "", "mg/L", "fail", "calibration drift"),
    ("ls-2043", "Nitrate", "3.1", "mg/L", "pass", ""),
    ("LS-2044", "Nitrate", "", "mg/kg", "fail", "matrix interference"),
    ("LS-2045", "Nitrate", "9.7", "mg/L", "pass", ""),
    ("LS-2048 ", "Nitrate", "22.5", "mg/L", "pass", ""),
    ("LS-2049", "Nitrate", "31.0", "mg/L", "PASS", ""),
]
RUN2 = [
    ("LS-2042", "Nitrate", "1.9", "mg/L", "pass", "rerun"),
    ("LS-2044", "Nitrate", "", "mg/kg", "fail", "rerun, still interference - send to partner lab"),
    ("LS-2050", "Nitrate", "", "mg/L", "Fail", "bubble in cell"),
    ("LS-2051", "Nitrate", "4.4", "mg/L", "pass", "LS-2047 not found in rack, asked sample reception"),
    ("LS-2054", "Nitrate", "7.8", "mg/L", "pass", ""),
    ("LS-1990", "Nitrate", "6.0", "mg/L", "pass", "batch B6 rerun"),
]


def to_csv(rows):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["sample_id", "analyte", "value", "unit", "qc", "comment"])
    w.writerows(rows)
    return buf.getvalue()


if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Sample shipment manifest \u2013 B7", 0)
    add_table(d, [["Field", "Value"], ["Shipment", "B7"], ["Received", "3 June 2025"],
                  ["Courier", "Ambient Logistics, 2 cool boxes"], ["Received by", "J. Whitfield"]])
    add_heading(d, "Samples in this shipment", 1)
    add_table(d, [["Sample ID", "Site", "Matrix", "Collected"]] + [list(s) for s in SAMPLES])
    add_heading(d, "Withdrawn before shipping", 1)
    add_par(d, "These were on the collection plan but were not sent; they will come with B8.")
    add_table(d, [["Sample ID", "Site", "Reason"]] + [list(w) for w in WITHDRAWN])
    add_par(d, [("Chain of custody: ", "b"), "temperature on arrival 4.2 \u00b0C, seals intact."])
    save_docx(d, os.path.join(ws, "manifest_B7.docx"))
    write(os.path.join(ws, "results", "nitrate_run_2025-06-05.csv"), to_csv(RUN1))
    write(os.path.join(ws, "results", "nitrate_run_2025-06-09.csv"), to_csv(RUN2))
    write(os.path.join(ws, "results", "README.txt"),
          "Instrument exports, one file per run. qc is pass or fail; a failed measurement has no value.\n"
          "Sample IDs are typed by the operator.\n")
