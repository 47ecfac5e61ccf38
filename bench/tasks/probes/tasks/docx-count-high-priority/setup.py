import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, kb = setup_args()
# ID, Risk, Impact, Likelihood, Priority, Owner, Notes
R = [
    ("R101", "Cold-store compressor failure", "High", "Medium", "High", "J. Marsh", "Spare unit quoted"),
    ("R102", "Loss of key supplier (packaging)", "High", "Low", "Medium", "A. Quist", "Second source being vetted"),
    ("R103", "Warehouse flooding", "High", "Low", "Medium", "J. Marsh", "Site sits on high ground; review yearly"),
    ("R104", "Ransomware on order system", "High", "Medium", "High ", "T. Bakshi", "Offline backups tested in Feb"),
    ("R105", "Driver shortage over summer", "Medium", "High", "High", "L. Corrigan", "Agency contract signed"),
    ("R106", "Fuel price spike", "Medium", "High", "Medium", "A. Quist", "Hedging discussed, not agreed"),
    ("R107", "Food safety audit failure", "High", "Low", "High", "M. Osei", "Mock audit in April"),
    ("R108", "Forklift collision", "Medium", "Medium", "Low", "J. Marsh", "High-visibility zones painted"),
    ("R109", "Customer data breach", "High", "Medium", "High", "T. Bakshi", "Pen test booked"),
    ("R110", "Late delivery penalties", "Medium", "High", "Medium", "L. Corrigan", "High season only"),
    ("R111", "Key staff resignation (planning)", "Medium", "Medium", "Low", "M. Osei", ""),
    ("R112", "Roof solar panel fire", "High", "Low", "Low", "J. Marsh", "Inspection done"),
    ("R113", "Currency swings on imports", "Medium", "High", "High", "A. Quist", "Budget uses worst case"),
    ("R114", "Pallet racking collapse", "High", "Low", "Medium", "J. Marsh", "Annual SEMA inspection"),
]
d = new_doc()
add_heading(d, "Operational Risk Register - Q2 2025", 1)
add_par(d, "Priority is set by the risk committee from Impact and Likelihood. "
           "Risks with High priority are reviewed monthly.")
add_table(d, [["ID", "Risk", "Impact", "Likelihood", "Priority", "Owner", "Notes"]] + [list(r) for r in R])
add_par(d, "Closed risks are kept in the archive register.")
save_docx(d, os.path.join(ws, "risk_register.docx"))
