import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HDR = ["Sample ID", "Project", "Rack", "Box", "Stored"]
F1 = [HDR,
      ["LX-2204", "Liver organoids", "A", "2", "14/01/2025"],
      ["LX-2219", "Liver organoids", "B", "7", "03/02/2025"],
      ["LX-2230", "Kidney slices", "B", "9", "21/02/2025"],
      ["LX-2245", "Kidney slices", "C", "1", "11/03/2025"],
      ["LX-2262", "Plasma panel", "C", "4", "02/04/2025"]]
F2 = [HDR,
      ["LX-2288", "Plasma panel", "D", "12", "28/04/2025"],
      ["LX-2291", "Liver organoids", "D", "14", "12/05/2025"],
      ["LX-2297", "Plasma panel", "D", "15", "19/05/2025"],
      ["LX-2310", "Kidney slices", "E", "2", "06/06/2025"],
      ["LX-2329", "Liver organoids", "E", "5", "30/06/2025"]]
MOVED = [["Sample ID", "Previous location", "What happened", "Date", "By"],
         ["LX-2291", "F1, rack A, box 3", "Moved to F2 (F1 compressor fault)", "12/05/2025", "JK"],
         ["LX-2156", "F1, rack A, box 1", "Disposed (consent withdrawn)", "20/05/2025", "RM"],
         ["LX-2233", "F2, rack E, box 8", "Sent to Bristol core lab", "04/06/2025", "JK"]]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 7, 1, 8, 0, 0)
    cp.author = cp.last_modified_by = "Tissue Bank"
    add_heading(d, "Tissue bank \u2013 -80 \u00b0C freezer inventory", 0)
    add_par(d, "Updated 1 July 2025. Log every move in the table at the end before you close the freezer door.")
    add_heading(d, "Freezer F1 (room 2.08)", 1)
    add_table(d, F1)
    add_heading(d, "Freezer F2 (room 2.10)", 1)
    add_table(d, F2)
    add_heading(d, "Moved or disposed samples", 1)
    add_par(d, "Previous locations are kept here for the audit trail; the freezer tables above show where samples are now.")
    add_table(d, MOVED)
    save_docx(d, os.path.join(ws, "freezer_inventory.docx"))
