import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
for row in tables(os.path.join(ws, "facilities_contracts.docx"))[0]:
    if "lift" in row[0].lower():
        emit(ev, answer="The passenger lift is maintained by %s (%s); the contract is up for renewal on %s."
             % (row[1], row[2], row[4]))
