import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="Under EHS-WP-03 v5 a full container must be collected from the satellite accumulation area within "
                "3 working days of becoming full. Request it with a \"Chemical waste pickup\" request on the EHS "
                "Waste Portal (https://waste.ehs.example.ac.uk); email and phone requests are not accepted.")
