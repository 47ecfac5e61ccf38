import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, kb = setup_args()
d = new_doc()
add_heading(d, "FY2025 Capital Budget - Board Decision", 1)
add_par(d, "The board of Northcote Logistics reviewed the capital requests on 12 February 2025. "
           "Project Kestrel (yard automation) had requested $210,000; the board approved a reduced amount, "
           "shown below. Approved amounts are final unless re-submitted.")
add_table(d, [
    ["Project", "Sponsor", "Requested", "Approved"],
    ["Osprey (fleet telematics)", "D. Achterberg", "$145,500", "$145,500"],
    ["Kestrel Phase 2 (yard lighting)", "R. Nakamura", "$120,000", "$96,000"],
    ["Kestrel (yard automation)", "R. Nakamura", "$210,000", "$184,250"],
    ["Heron (WMS upgrade)", "S. Petrova", "$88,000", "$0"],
    [[("Total", "b")], "", [("$563,500", "b")], [("$425,750", "b")]],
])
add_par(d, "Heron was deferred to FY2026.")
save_docx(d, os.path.join(ws, "budget_fy25.docx"))
write(os.path.join(ws, "finance", "README.txt"), "Budget extracts for the finance dashboard go in this folder.\n")
