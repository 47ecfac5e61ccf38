import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# despatch_date is DD/MM/YYYY (UK export)
ROWS = [
    ("DSP-20931", "29/09/2025", "Northfield Garden Supplies", "HX-4471", 6, "Leeds"),
    ("DSP-20932", "30/09/2025", "Hale, Briggs & Co", "HX-4472", 4, "York"),
    ("DSP-20940", "01/10/2025", "Northfield Garden Supplies", "HX-4480", 8, "Leeds"),
    ("DSP-20941", "01/10/2025", "Penrose Building Merchants", "HX-4481", 12, "Harrogate"),
    ("DSP-20945", "03/10/2025", "Hale, Briggs & Co", "HX-4485", 5, "York"),
    ("DSP-20947", "06/10/2025", "Calder Valley Foods", "HX-4487", 3, "Halifax"),
    ("DSP-20950", "07/10/2025", "Penrose Building Merchants", "HX-4490", 9, "Harrogate"),
    ("DSP-20951", "08/10/2025", "Northfield Garden Supplies", "HX-4491", 4, "Leeds"),
    ("DSP-20953", "10/10/2025", "Hale, Briggs & Co", "HX-4493", 7, "York"),
    ("DSP-20955", "13/10/2025", "Calder Valley Foods", "HX-4495", 6, "Halifax"),
    ("DSP-20958", "15/10/2025", "Ouseburn Brewing", "HX-4498", 2, "Newcastle"),
    ("DSP-20960", "17/10/2025", "Penrose Building Merchants", "HX-4500", 10, "Harrogate"),
    ("DSP-20962", "20/10/2025", "Hale, Briggs & Co", "HX-4502", 6, "York"),
    ("DSP-20963", "21/10/2025", "Northfield Garden Supplies", "HX-4503", 5, "Leeds"),
    ("DSP-20966", "24/10/2025", "Calder Valley Foods", "HX-4506", 4, "Halifax"),
    ("DSP-20968", "27/10/2025", "Ouseburn Brewing", "HX-4508", 3, "Newcastle"),
    ("DSP-20970", "29/10/2025", "Penrose Building Merchants", "HX-4510", 6, "Harrogate"),
    ("DSP-20971", "31/10/2025", "Hale, Briggs & Co", "HX-4511", 2, "York"),
    ("DSP-20973", "03/11/2025", "Northfield Garden Supplies", "HX-4513", 7, "Leeds"),
    ("DSP-20975", "10/11/2025", "Penrose Building Merchants", "HX-4515", 11, "Harrogate"),
    ("DSP-20976", "10/11/2025", "Ouseburn Brewing", "HX-4516", 9, "Newcastle"),
]
# rows dated the 10th of another month (a "10/" match), in September order to look natural
EXTRA = [
    ("DSP-20911", "10/09/2025", "Calder Valley Foods", "HX-4451", 8, "Halifax"),
    ("DSP-20912", "10/09/2025", "Ouseburn Brewing", "HX-4452", 5, "Newcastle"),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["despatch_no", "despatch_date", "customer", "trailer", "pallets", "destination"])
    w.writerows(EXTRA + ROWS)
    write(os.path.join(ws, "shipments.csv"), buf.getvalue())
