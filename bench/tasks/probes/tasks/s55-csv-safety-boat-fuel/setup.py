import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

LOG = """date,boat,amount,unit,filled_by
2025-04-12,Rib 1,20,litres,Dave
2025-04-12,Rib 2,15,litres,Dave
2025-04-26,Rib 1,4,gallons,Maureen
2025-05-03,Committee boat,30,litres,Dave
2025-05-10,Rib 2,3,gallons,Maureen
2025-05-17,Rib 1,18.5,litres,Sanjay
2025-05-31,Rib 1,22,litres,Dave
2025-06-07,Committee boat,5,gallons,Maureen
2025-06-07,Rib 2,12,litres,Sanjay
2025-06-14,Rib 1,25,litres,Sanjay
2025-06-21,Rib 2,16.5,litres,Dave
2025-06-28,Workboat,10,litres,Peter
2025-07-05,Rib 1,24,litres,Dave
2025-07-05,Committee boat,28,litres,Sanjay
2025-07-19,Rib 2,2.5,gallons,Maureen
2025-07-26,Rib 1,21,litres,Sanjay
2025-08-09,Rib 1,19.5,litres,Dave
2025-08-09,Rib 2,14,litres,Dave
2025-08-23,Committee boat,26.5,litres,Peter
2025-08-30,Workboat,2,gallons,Maureen
2025-09-13,Rib 1,17,litres,Sanjay
2025-09-13,Rib 2,11,litres,Sanjay
2025-09-27,Committee boat,3,gallons,Maureen
"""

NOTES = """Fuel is bought at Harbour Marine on the club account; keep the receipts in the blue folder.
Maureen still writes amounts in gallons from the old pump gauge.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "fuel", "fuel_log.csv"), LOG)
    write(os.path.join(ws, "fuel", "notes.txt"), NOTES)
